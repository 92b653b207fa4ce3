"""Ronda's side of the app: what the host's menus, setup screen, ``play`` and ``screenshot``
reach through :class:`~rondo_desktop.games.spec.GameUI` (``ronda_spec().ui()`` builds it).

One Spanish pack painter serves the run (its faces are cached); the table, the rule pages
and the screenshot positions are imported only when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.table.card_game_ui import CardGameUI, Picture, TableHooks
from rondo_desktop.games.ronda import NAME

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter


def rules_scene(ctx: AppContext, page: int = 0) -> Scene:
    """Ronda's How to play (its illustrated pages), open at ``page``."""
    from rondo_desktop.games.ronda.rules import RulesScene

    return RulesScene(ctx, page)


class RondaUI(CardGameUI["SpanishCardPainter"]):
    """Ronda's :class:`~rondo_desktop.games.spec.GameUI`, one per app run."""

    name = NAME

    def make_cards(self, ctx: AppContext) -> SpanishCardPainter:
        from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

        return SpanishCardPainter(ctx.text)

    def make_hooks(self, ctx: AppContext, cards: SpanishCardPainter) -> TableHooks:
        from rondo_desktop.games.ronda.table.hooks import RondaHooks

        return RondaHooks(cards, speed=ctx.speed, quit_when_over=ctx.quit_when_over)

    def make_picture(self, cards: SpanishCardPainter) -> Picture:
        from rondo_desktop.games.ronda.picture import RondaFan

        return RondaFan(cards)

    def make_rules(self, ctx: AppContext, page: int, cards: SpanishCardPainter) -> Scene:
        return rules_scene(ctx, page)

    def make_screenshot(
        self, ctx: AppContext, cards: SpanishCardPainter, scene: str, seed: int
    ) -> Scene:
        from rondo_desktop.games.ronda.screenshots import screenshot_scene

        return screenshot_scene(ctx, cards, scene, seed)


def ronda_ui() -> RondaUI:
    return RondaUI()
