"""How the menus hand a Ronda match to the table: deal a new one, or continue the saved one.

A match saves through the host's generic session into Ronda's own slot file (envelope v2,
game "ronda"); whatever stood in a new match's slot is kept aside, never written over.
"""

from __future__ import annotations

import json
import logging
import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import MENU_SLOT, Slot, autosave_path, open_envelope
from rondo_desktop.app.scenes.dialog import show_notice
from rondo_desktop.app.storage import MAX_SAVE_BYTES, load_json_object, quarantine
from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.table.session import RondaSession
from rondo_desktop.games.spec import SaveRefused

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

log = logging.getLogger(__name__)

MAX_SEED = 2**31 - 1


def display_names(seats: tuple[SeatSetup, ...], t: Callable[..., str]) -> tuple[SeatSetup, ...]:
    """The seats with a name each: what the player typed, else "You" / "Player 2" /
    "Computer 1"."""
    persons = [i for i, s in enumerate(seats) if s.kind == "person"]
    computers = [i for i, s in enumerate(seats) if s.kind == "computer"]
    named = []
    for index, seat in enumerate(seats):
        name = seat.name
        if not name and seat.kind == "person":
            alone = len(persons) == 1
            name = t("table.you") if alone else t("setup.player_name", n=persons.index(index) + 1)
        elif not name:
            name = t("setup.computer_name", n=computers.index(index) + 1)
        named.append(SeatSetup(seat.kind, name, seat.strength))
    return tuple(named)


class RondaHooks:
    """Starts and resumes matches; ``speed`` overrides the animation-speed setting."""

    def __init__(
        self,
        cards: SpanishCardPainter,
        *,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        self.cards = cards
        self.speed = speed
        self.quit_when_over = quit_when_over

    def _session_options(self, ctx: AppContext, slot: Slot) -> dict[str, Any]:
        speed = self.speed if self.speed is not None else ctx.settings.animation_speed
        return {
            "data_dir": ctx.data_dir,
            "save_slot": slot,
            "on_save_failed": lambda error: self._save_failed(ctx, error),
            # At top speed the computers answer at once, in the frame, so a watched match races.
            "threaded": not math.isinf(speed),
        }

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = MENU_SLOT) -> None:
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randint(0, MAX_SEED)
        seats = display_names(setup.seats, ctx.t)
        kept = self._make_room(ctx, slot)
        session = RondaSession.start(
            ctx.spec(NAME),
            seats,
            seed,
            setup.turn_seconds,
            dict(setup.options),
            **self._session_options(ctx, slot),
        )
        session.autosave()  # Continue offers the match from its first card
        self._show(ctx, session)
        if kept is not None:
            show_notice(ctx, "notice.save_kept.title", "notice.save_kept.body", file=kept)

    def _make_room(self, ctx: AppContext, slot: Slot) -> str | None:
        """Move whatever stands in the slot aside; the name it got when nobody was asked
        (the command line's slot), else None."""
        path = autosave_path(ctx.data_dir, slot, NAME)
        if not (path.exists() or path.is_symlink()):
            return None
        try:
            kept = quarantine(path, "kept")
        except OSError as error:
            log.error("cannot move the saved match %s out of the way: %s", path, error)
            return None
        return None if slot == MENU_SLOT else kept.name

    def continue_game(self, ctx: AppContext, *, slot: Slot = MENU_SLOT) -> None:
        path = autosave_path(ctx.data_dir, slot, NAME)
        loaded = load_json_object(path, max_bytes=MAX_SAVE_BYTES)
        if loaded.unreadable:
            show_notice(
                ctx, "notice.save_unreadable.title", "notice.save_unreadable.body", file=path.name
            )
            return
        if loaded.data is None:
            if loaded.quarantined_to is not None:
                self._damaged(ctx, loaded.quarantined_to.name)
            return
        try:
            open_envelope(loaded.data, NAME)
            session = RondaSession.from_save(
                ctx.spec(NAME), json.dumps(loaded.data), **self._session_options(ctx, slot)
            )
        except SaveRefused as error:
            log.warning("the saved match cannot be restored: %s", error)
            try:
                moved = quarantine(path)
            except OSError:
                self._damaged(ctx, path.name)
                return
            self._damaged(ctx, moved.name)
            return
        self._show(ctx, session)

    @staticmethod
    def _damaged(ctx: AppContext, file_name: str) -> None:
        show_notice(ctx, "notice.save_damaged.title", "notice.save_damaged.body", file=file_name)

    @staticmethod
    def _save_failed(ctx: AppContext, error: OSError) -> None:
        if not ctx.data_writable:
            return
        show_notice(
            ctx,
            "notice.save_failed.title",
            "notice.save_failed.body",
            reason=error.strerror or str(error),
            folder=str(ctx.data_dir),
        )

    def _show(self, ctx: AppContext, session: RondaSession) -> None:
        from rondo_desktop.games.ronda.table.scene import RondaTable

        scene = RondaTable(
            ctx, session, self.cards, speed=self.speed, quit_when_over=self.quit_when_over
        )
        ctx.stack.reset(scene, fade=True)
