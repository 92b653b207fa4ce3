"""How the menus hand over to the table: start a new game, or continue the saved one.

The real :class:`~rondo_desktop.app.context.TableHooks`: it builds a
:class:`~rondo_desktop.games.rondo.table.session.GameSession` (lexicon, deck and computer players of
the game's language, loaded once per run) and puts the table scene on the stack.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Literal

from rondo_desktop.app.context import AppContext
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import (
    MENU_SLOT,
    Slot,
    autosave_path,
    migrate,
    open_envelope,
    saved_game_path,
)
from rondo_desktop.app.scenes.dialog import show_notice
from rondo_desktop.app.storage import (
    MAX_SAVE_BYTES,
    load_json_object,
    quarantine,
    save_slot_state,
)
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine import (
    Action,
    DeckError,
    Lexicon,
    Observation,
    RondoError,
    SaveError,
)
from rondo_desktop.games.rondo.engine.spelling import languages
from rondo_desktop.games.rondo.players import LeaveModel, Toolbox, make_player
from rondo_desktop.games.rondo.table.session import Chooser, GameSession, PlayerFactory
from rondo_desktop.games.rondo.toolboxes import player_seed, shared_toolboxes
from rondo_desktop.games.spec import SaveRefused

log = logging.getLogger(__name__)

EXPERT_SECONDS = 1.5
# A save with more actions than this is replayed in a worker thread behind a spinner. Real
# games have a few hundred at most; only endless exchanges reach thousands (~1 ms each).
BACKGROUND_ACTIONS = 2000
MAX_SEED = 2**31 - 1


def display_names(seats: tuple[SeatSetup, ...], t: Callable[..., str]) -> tuple[SeatSetup, ...]:
    """The seats with a name each: what the player typed, else "Player 2" / "Computer 1"."""
    persons = [i for i, s in enumerate(seats) if s.kind == "person"]
    computers = [i for i, s in enumerate(seats) if s.kind == "computer"]
    named = []
    for index, seat in enumerate(seats):
        name = seat.name
        if not name and seat.kind == "person":
            name = (
                t("table.you")
                if len(persons) == 1
                else t("setup.player_name", n=persons.index(index) + 1)
            )
        elif not name:
            name = t("setup.computer_name", n=computers.index(index) + 1)
        named.append(SeatSetup(seat.kind, name, seat.strength))
    return tuple(named)


def player_factory(
    toolbox: Toolbox, leaves: LeaveModel, seed: int, turn_seconds: int | None
) -> PlayerFactory:
    """Each computer seat gets its own player, seeded from the game's seed and its seat."""
    # The expert thinks at most this long; with a short sand timer it must leave sand over.
    budget = None if turn_seconds is None else min(EXPERT_SECONDS, turn_seconds / 4)

    def factory(seat: int, strength: str) -> Chooser:
        player = make_player(
            strength, toolbox, leaves, seed=player_seed(seed, seat), time_budget=budget
        )

        def choose(observation: Observation, time_left: float | None) -> Action:
            # What is left of the sand: the expert keeps its look-ahead within it.
            return player.choose(observation, time_left)

        return choose

    return factory


class TableHooks:
    """Starts and resumes games; ``speed`` overrides the animation-speed setting (inf = max)."""

    def __init__(self, *, speed: float | None = None, quit_when_over: bool = False) -> None:
        self.speed = speed
        self.quit_when_over = quit_when_over
        # The process's toolboxes, the spec's too: a language's finder is warmed once.
        self._boxes = shared_toolboxes()
        # Continue found the autosave there but could not read it (a lock, a permission, a
        # disk error): its game may be fine, so no new game's autosave may write over it.
        self._save_unread = False
        # The player was told so in Continue's notice (which says a new game keeps it).
        self._told_unread = False

    def toolbox(self, language: str) -> Toolbox:
        return self._boxes.toolbox(language)

    def factory(self, language: str, seed: int, turn_seconds: int | None) -> PlayerFactory:
        toolbox = self.toolbox(language)
        return player_factory(toolbox, self._boxes.leaves(language), seed, turn_seconds)

    def _session_options(self, ctx: AppContext) -> dict[str, object]:
        speed = self.speed if self.speed is not None else ctx.settings.animation_speed
        fastest = math.isinf(speed)
        return {
            "data_dir": ctx.data_dir,
            # At top speed computers answer at once, in the frame, so a watched game races.
            "threaded": not fastest,
        }

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = MENU_SLOT) -> None:
        """A new game saving to ``slot``: the menu's, or ``play``'s for the command line."""
        # A deal the player did not number still has a seed: the save and a bug report need it.
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randint(0, MAX_SEED)
        named = dataclasses.replace(setup, seats=display_names(setup.seats, ctx.t))
        toolbox = self.toolbox(setup.options["language"])
        options = self._session_options(ctx)
        options["save_slot"] = slot
        options["on_save_failed"] = lambda error: self._save_failed(ctx, error)
        kept = self._make_room(ctx, slot)
        if kept is False:
            options["data_dir"] = None  # this game is not saved rather than the old one lost
        session = GameSession.new(
            named,
            seed,
            toolbox.lexicon,
            toolbox.deck,
            self.factory(setup.options["language"], seed, setup.turn_seconds),
            finder=toolbox.finder,  # warmed already: the game's own would be built again
            **options,
        )
        self._show(ctx, session)
        # After _show: a notice queued before the table's reset would be cleared with the menu.
        path = autosave_path(ctx.data_dir, slot, NAME)
        if kept is False:
            show_notice(
                ctx, "notice.game_unsaved.title", "notice.game_unsaved.body", file=path.name
            )
        elif kept is not None and not self._told_unread:
            show_notice(ctx, "notice.save_kept.title", "notice.save_kept.body", file=kept.name)
        self._save_unread = self._told_unread = False

    def _make_room(self, ctx: AppContext, slot: Slot) -> Path | Literal[False] | None:
        """Clear the new game's save slot without losing what is there.

        Returns where the old save was kept, None when nothing had to move, False when it
        could not be moved (then the new game must not save). Whatever stands there is renamed
        to ``<name>.kept-<timestamp>``, never overwritten: the menu's readable save (the menu
        asked the player first and said where it goes, so no notice follows), a save that could
        not be read (or a folder in its place), and any game in the command line's slot, since
        no one was asked about it there.
        """
        # An old version's file not migrated yet is this slot's game too: it moves aside as well,
        # or it would come back behind Continue once the new game ends.
        path = saved_game_path(ctx.data_dir, slot, NAME)
        state = save_slot_state(path, MAX_SAVE_BYTES)
        if state == "missing":
            return None
        asked = state == "readable" and slot == MENU_SLOT and not self._save_unread
        try:
            kept = quarantine(path, "kept")
        except FileNotFoundError:
            return None  # gone meanwhile: nothing left to protect
        except OSError as error:
            log.error("cannot move the saved game %s out of the way: %s", path, error)
            return False
        log.warning("the saved game that was in %s was kept as %s", path, kept)
        return None if asked else kept

    def _save_failed(self, ctx: AppContext, error: OSError) -> None:
        if not ctx.data_writable:
            return  # the player heard at the start that nothing can be saved
        show_notice(
            ctx,
            "notice.save_failed.title",
            "notice.save_failed.body",
            reason=error.strerror or str(error),
            folder=str(ctx.data_dir),
        )

    def continue_game(
        self, ctx: AppContext, *, slot: Slot = MENU_SLOT, game: str | None = None
    ) -> None:
        """Resume the game saved in ``slot`` (the menu's; ``play --continue`` may pass its own).

        ``game`` is the host's hooks' argument: these hooks are Rondo's alone."""
        path = migrate(ctx.data_dir, slot, NAME)  # 0.1.0's autosave.json included
        # Bad JSON is moved aside right there; a file that cannot be read now is left alone.
        loaded = load_json_object(path, max_bytes=MAX_SAVE_BYTES)
        if loaded.unreadable:
            self._unread(ctx, path.name)
            return
        if loaded.data is None:
            if loaded.quarantined_to is not None:
                self._damaged(ctx, loaded.quarantined_to.name, stuck=loaded.stuck)
            return
        try:
            data = open_envelope(loaded.data, NAME)
        except SaveRefused as error:  # an unknown game's, a newer version's: set aside
            refusal = error
            self._restored(ctx, path, lambda: _refuse(refusal))
            return
        options = self._session_options(ctx)
        options["save_slot"] = slot
        options["on_save_failed"] = lambda error: self._save_failed(ctx, error)

        def restore() -> GameSession:
            session = GameSession.restore(
                json.dumps(data),
                lambda language: self._lexicon_for(language),
                lambda language: self.toolbox(language).deck,
                self.factory(self._language(data), self._seed(data), self._turn_seconds(data)),
                **options,
            )
            self._boxes.adopt_finder(session.game)  # the warmed one, not a second
            return session

        actions = data.get("actions")
        if isinstance(actions, list) and len(actions) > BACKGROUND_ACTIONS:
            # Thousands of actions take a while to replay: off the main thread, so the
            # window keeps answering and shows that something is happening.
            from rondo_desktop.app.scenes.loading import LoadingScene

            worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="restore")
            work = worker.submit(restore)
            worker.shutdown(wait=False)
            message = ctx.t("loading.moves", count=len(actions))
            ctx.stack.push(
                LoadingScene(
                    ctx, work, lambda done: self._restored(ctx, path, done.result), message
                )
            )
            return
        self._restored(ctx, path, restore)

    def _restored(self, ctx: AppContext, path: Path, restore: Callable[[], GameSession]) -> None:
        """Sit down at the restored game, or say why the save at ``path`` cannot go on."""
        try:
            session = restore()
        except OSError as error:
            # The lexicon or the computer players could not be loaded: not the save's fault.
            log.warning("the saved game cannot be restored now: %s", error)
            self._unread(ctx, path.name)
            return
        except (RondoError, ValueError, OverflowError) as error:
            log.warning("the saved game cannot be restored: %s", error)
            try:
                moved = quarantine(path)
            except OSError as move_error:
                log.error("cannot move %s aside: %s", path, move_error)
                self._damaged(ctx, path.name, stuck=True)
                return
            self._damaged(ctx, moved.name)
            return
        self._save_unread = False  # read after all: the game goes on and saves as usual
        self._show(ctx, session)

    def _lexicon_for(self, language: str) -> Lexicon:
        # An OSError is left to continue_game: a lexicon file that cannot be read now is no
        # reason to set the save aside.
        try:
            return self.toolbox(language).lexicon
        except (ValueError, DeckError) as error:
            raise SaveError(f"no lexicon for language {language!r}") from error

    @staticmethod
    def _language(data: dict) -> str:
        options = data.get("options")
        language = options.get("language") if isinstance(options, dict) else None
        if not isinstance(language, str) or language not in languages():
            raise SaveError("the save names no known lexicon language")
        return language

    @staticmethod
    def _seed(data: dict) -> int:
        options = data.get("options")
        seed = options.get("seed") if isinstance(options, dict) else None
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError("the save has no seed")
        return seed

    @staticmethod
    def _turn_seconds(data: dict) -> int | None:
        meta = data.get("meta")
        seconds = meta.get("turn_seconds") if isinstance(meta, dict) else None
        return seconds if isinstance(seconds, int) and not isinstance(seconds, bool) else None

    @staticmethod
    def _damaged(ctx: AppContext, file_name: str, stuck: bool = False) -> None:
        # Stuck: the folder would not let it move, so say so rather than claim it was moved.
        body = "notice.save_stuck.body" if stuck else "notice.save_damaged.body"
        show_notice(ctx, "notice.save_damaged.title", body, file=file_name)

    def _unread(self, ctx: AppContext, file_name: str) -> None:
        self._save_unread = self._told_unread = True
        show_notice(
            ctx, "notice.save_unreadable.title", "notice.save_unreadable.body", file=file_name
        )

    def _show(self, ctx: AppContext, session: GameSession) -> None:
        from rondo_desktop.games.rondo.table.scene import (
            TableScene,  # pygame-heavy: only when shown
        )

        scene = TableScene(ctx, session, speed=self.speed, quit_when_over=self.quit_when_over)
        ctx.stack.reset(scene, fade=True)


def _refuse(error: SaveRefused) -> GameSession:
    """A restore that fails with ``error``: the save goes aside like any other it cannot read."""
    raise error
