"""Allegra's side of the app: what the host's menus, setup screen, ``play`` and ``screenshot``
reach through :class:`~rondo_desktop.games.spec.GameUI` (``allegra_spec().ui()`` builds it).

One card painter serves the run (its faces are cached); the table, the rule pages, the menu
picture and the screenshot positions are imported only when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.table.card_game_ui import CardGameUI, Picture, TableHooks
from rondo_desktop.games.allegra import NAME

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter


def rules_scene(ctx: AppContext, page: int = 0, cards: AllegraCardPainter | None = None) -> Scene:
    """Allegra's How to play (its illustrated pages, ``games/allegra/rules.py``), open at
    ``page``; ``cards`` shares the table's painter with it."""
    from rondo_desktop.games.allegra.rules import RulesScene

    return RulesScene(ctx, page, cards)


class AllegraUI(CardGameUI["AllegraCardPainter"]):
    """Allegra's :class:`~rondo_desktop.games.spec.GameUI`, one per app run."""

    name = NAME

    def make_cards(self, ctx: AppContext) -> AllegraCardPainter:
        from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

        return AllegraCardPainter(ctx.text)

    def make_hooks(self, ctx: AppContext, cards: AllegraCardPainter) -> TableHooks:
        from rondo_desktop.games.allegra.table.hooks import AllegraHooks

        return AllegraHooks(cards, speed=ctx.speed, quit_when_over=ctx.quit_when_over)

    def make_picture(self, cards: AllegraCardPainter) -> Picture:
        from rondo_desktop.games.allegra.picture import AllegraFan

        return AllegraFan(cards)

    def make_rules(self, ctx: AppContext, page: int, cards: AllegraCardPainter) -> Scene:
        return rules_scene(ctx, page, cards)

    def make_screenshot(
        self, ctx: AppContext, cards: AllegraCardPainter, scene: str, seed: int
    ) -> Scene:
        from rondo_desktop.games.allegra.screenshots import screenshot_scene

        return screenshot_scene(ctx, cards, scene, seed)


def allegra_ui() -> AllegraUI:
    return AllegraUI()
