"""The app's own table hooks: each game's new or saved game goes to that game's UI.

The menus, the setup screen, ``play`` and a table's "Play again" call ``ctx.hooks``; this
hands the call to the :class:`~rondo_desktop.games.spec.GameUI` of the setup's game (or the
saved game's), so the host never names a game.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from rondo_desktop.app.saves import MENU_SLOT, Slot
from rondo_desktop.app.scenes.dialog import show_notice

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup

log = logging.getLogger(__name__)


class GameTables:
    """``ctx.hooks`` of the app: start and continue games through their UIs."""

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = MENU_SLOT) -> None:
        ui = ctx.game_ui(setup.game)
        if ui is None:
            log.info("new game of %s requested, which has no table: %s", setup.game, setup)
            show_notice(ctx, "notice.no_table.title", "notice.no_table.body")
            return
        ui.start_game(ctx, setup, slot=slot)

    def continue_game(
        self, ctx: AppContext, *, slot: Slot = MENU_SLOT, game: str | None = None
    ) -> None:
        """Resume ``game``'s save in ``slot``; without a game, the game in progress."""
        name = game if game is not None else ctx.saved_game()
        ui = None if name is None else ctx.game_ui(name)
        if ui is None:
            show_notice(ctx, "notice.no_table.title", "notice.no_table.body")
            return
        ui.continue_game(ctx, slot=slot)
