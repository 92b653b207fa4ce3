"""How the menus hand an Allegra game to the table: deal a new one, or continue the saved one.

The host's :class:`~rondo_desktop.app.table.hooks.GameTableHooks` takes care of the player's
files (the slot made room in, Continue with migration and envelope, saves it cannot restore
set aside with a notice); Allegra says how to build its session and its table.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.table.hooks import GameTableHooks
from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.allegra.table.session import AllegraSession

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter


class AllegraHooks(GameTableHooks[AllegraSession]):
    """Starts and resumes Allegra games; ``speed`` overrides the animation-speed setting."""

    game = NAME

    def __init__(
        self,
        cards: AllegraCardPainter,
        *,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        super().__init__(speed=speed, quit_when_over=quit_when_over)
        self.cards = cards

    def new_session(
        self, ctx: AppContext, setup: GameSetup, seed: int, options: dict[str, Any]
    ) -> AllegraSession:
        session = AllegraSession.start(
            ctx.spec(NAME), setup.seats, seed, setup.turn_seconds, dict(setup.options), **options
        )
        session.autosave()  # Continue offers the game from its deal
        return session

    def restore_session(
        self, ctx: AppContext, data: dict[str, Any], options: dict[str, Any]
    ) -> AllegraSession:
        return AllegraSession.from_save(ctx.spec(NAME), json.dumps(data), **options)

    def table_scene(self, ctx: AppContext, session: AllegraSession) -> Scene:
        from rondo_desktop.games.allegra.table.scene import AllegraTable

        return AllegraTable(
            ctx, session, self.cards, speed=self.speed, quit_when_over=self.quit_when_over
        )
