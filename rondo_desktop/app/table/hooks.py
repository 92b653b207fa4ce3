"""How the menus hand over to a game's table: start a new game, or continue the saved one.

The host's part of every game's hooks, so that each game gets the same care for the player's
files: a new game never writes over what stands in its save slot (it is kept aside as
``.kept-<time>``), Continue migrates an older version's file, reads the envelope, replays a
long save behind a spinner, and sets aside (never deletes) a save it cannot restore, each with
a truthful notice. A game subclasses :class:`GameTableHooks` and says only how to build its
session (new or restored) and its table scene.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

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
from rondo_desktop.app.scenes.menu import continue_label
from rondo_desktop.app.seat_names import unnamed_seats
from rondo_desktop.app.storage import MAX_SAVE_BYTES, load_json_object, quarantine, save_slot_state
from rondo_desktop.games.spec import SaveRefused

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene

log = logging.getLogger(__name__)

SessionT = TypeVar("SessionT")

# A save with more actions than this is replayed in a worker thread behind a spinner. Real
# games have a few hundred at most; only endless exchanges reach thousands (~1 ms each).
BACKGROUND_ACTIONS = 2000
MAX_SEED = 2**31 - 1


def display_names(seats: tuple[SeatSetup, ...], t: Callable[..., str]) -> tuple[SeatSetup, ...]:
    """The seats as the session keeps them: what the player typed, and an empty name for a
    seat left with the setup form's default ("Player 1", "Computer 2"), which the table
    names when it draws it, in the language of the moment (``app/seat_names.py``): "You"
    for a lone person, "Player n", "Computer n"."""
    kinds = [seat.kind for seat in seats]
    names = unnamed_seats(kinds, [seat.name for seat in seats], t)
    return tuple(
        SeatSetup(seat.kind, name, seat.strength) for seat, name in zip(seats, names, strict=True)
    )


class GameTableHooks(Generic[SessionT]):
    """Starts and resumes one game's matches; ``speed`` overrides the animation-speed setting
    (inf: top speed), ``quit_when_over`` ends an unattended run at the results."""

    game: str = ""  # the registry's name of the game: its save files carry it
    # Errors of a restore that mean the save itself is bad (set aside), besides ValueError
    # (SaveRefused included) and OverflowError; an OSError means "not now" (left in place).
    refusals: tuple[type[Exception], ...] = ()

    def __init__(self, *, speed: float | None = None, quit_when_over: bool = False) -> None:
        self.speed = speed
        self.quit_when_over = quit_when_over
        # Continue found the autosave there but could not read it (a lock, a permission, a
        # disk error): its game may be fine, so no new game's autosave may write over it.
        self._save_unread = False
        # The player was told so in Continue's notice (which says a new game keeps it).
        self._told_unread = False

    # -- the game's part -------------------------------------------------------------------

    def new_session(
        self, ctx: AppContext, setup: GameSetup, seed: int, options: dict[str, Any]
    ) -> SessionT:
        """A new game of ``setup`` (seats named) dealt from ``seed``; ``options`` are the
        session's (data folder, slot, threading, save-failure callback)."""
        raise NotImplementedError

    def restore_session(
        self, ctx: AppContext, data: dict[str, Any], options: dict[str, Any]
    ) -> SessionT:
        """The game saved as ``data`` (the envelope opened); may run in a worker thread."""
        raise NotImplementedError

    def table_scene(self, ctx: AppContext, session: SessionT) -> Scene:
        """The game's table for ``session``."""
        raise NotImplementedError

    # -- starting --------------------------------------------------------------------------

    def session_options(self, ctx: AppContext, slot: Slot) -> dict[str, Any]:
        speed = self.speed if self.speed is not None else ctx.settings.animation_speed
        return {
            "data_dir": ctx.data_dir,
            "save_slot": slot,
            "on_save_failed": lambda error: self._save_failed(ctx, error),
            # At top speed computers answer at once, in the frame, so a watched game races.
            "threaded": not math.isinf(speed),
        }

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = MENU_SLOT) -> None:
        """A new game saving to ``slot``: the menu's, or ``play``'s for the command line."""
        # A deal the player did not number still has a seed: the save and a bug report need it.
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randint(0, MAX_SEED)
        named = dataclasses.replace(setup, seats=display_names(setup.seats, ctx.t))
        options = self.session_options(ctx, slot)
        kept = self._make_room(ctx, slot)
        if kept is False:
            options["data_dir"] = None  # this game is not saved rather than the old one lost
        self._show(ctx, self.new_session(ctx, named, seed, options))
        # After _show: a notice queued before the table's reset would be cleared with the menu.
        path = autosave_path(ctx.data_dir, slot, self.game)
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
        path = saved_game_path(ctx.data_dir, slot, self.game)
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

    # -- continuing ------------------------------------------------------------------------

    def continue_game(
        self, ctx: AppContext, *, slot: Slot = MENU_SLOT, game: str | None = None
    ) -> None:
        """Resume the game saved in ``slot`` (the menu's; ``play --continue`` may pass its own).

        ``game`` is the host's hooks' argument: these hooks are one game's alone."""
        path = migrate(ctx.data_dir, slot, self.game)  # an older version's file included
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
            data = open_envelope(loaded.data, self.game)
        except SaveRefused as error:  # an unknown game's, a newer version's: set aside
            refusal = error
            self._restored(ctx, path, lambda: _refuse(refusal))
            return
        options = self.session_options(ctx, slot)

        def restore() -> SessionT:
            return self.restore_session(ctx, data, options)

        actions = data.get("actions")
        if isinstance(actions, list) and len(actions) > BACKGROUND_ACTIONS:
            self._restore_behind_spinner(ctx, path, restore, len(actions))
            return
        self._restored(ctx, path, restore)

    def _restore_behind_spinner(
        self, ctx: AppContext, path: Path, restore: Callable[[], SessionT], count: int
    ) -> None:
        # Thousands of actions take a while to replay: off the main thread, so the window
        # keeps answering and shows that something is happening.
        worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="restore")
        work = worker.submit(restore)
        worker.shutdown(wait=False)
        message = ctx.t("loading.moves", count=count)
        ctx.navigator.open(
            "loading",
            fade=False,
            work=work,
            done=lambda done: self._restored(ctx, path, done.result),
            message=message,
        )

    def _restored(self, ctx: AppContext, path: Path, restore: Callable[[], SessionT]) -> None:
        """Sit down at the restored game, or say why the save at ``path`` cannot go on."""
        bad_save: tuple[type[Exception], ...] = (ValueError, OverflowError, *self.refusals)
        try:
            session = restore()
        except OSError as error:
            # The game's data or its computer players could not be loaded: not the save's fault.
            log.warning("the saved game cannot be restored now: %s", error)
            self._unread(ctx, path.name)
            return
        except bad_save as error:
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

    @staticmethod
    def _damaged(ctx: AppContext, file_name: str, stuck: bool = False) -> None:
        # Stuck: the folder would not let it move, so say so rather than claim it was moved.
        body = "notice.save_stuck.body" if stuck else "notice.save_damaged.body"
        show_notice(ctx, "notice.save_damaged.title", body, file=file_name)

    def _unread(self, ctx: AppContext, file_name: str) -> None:
        self._save_unread = self._told_unread = True
        title, body = "notice.save_unreadable.title", "notice.save_unreadable.body"
        show_notice(ctx, title, body, file=file_name, button=continue_label(ctx, self.game))

    def _show(self, ctx: AppContext, session: SessionT) -> None:
        ctx.chosen_game = self.game  # the menu keeps it chosen after the game
        ctx.stack.reset(self.table_scene(ctx, session), fade=True)


def _refuse(error: SaveRefused) -> Any:
    """A restore that fails with ``error``: the save goes aside like any other it cannot read."""
    raise error
