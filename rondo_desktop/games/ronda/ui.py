"""Ronda's side of the app: what the host's menus, setup screen, ``play`` and ``screenshot``
reach through :class:`~rondo_desktop.games.spec.GameUI` (``ronda_spec().ui()`` builds it).

One Spanish pack painter serves the run (its faces are cached); the table, the rule pages
and the screenshot positions are imported only when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import checked
from rondo_desktop.games.ronda import NAME

if TYPE_CHECKING:
    import pygame

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.ronda.picture import RondaFan
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter
    from rondo_desktop.games.ronda.table.hooks import RondaHooks
    from rondo_desktop.games.spec import Slot


def rules_scene(ctx: AppContext, page: int = 0) -> Scene:
    """Ronda's How to play (its illustrated pages), open at ``page``."""
    from rondo_desktop.games.ronda.rules import RulesScene

    return RulesScene(ctx, page)


class RondaUI:
    """Ronda's :class:`~rondo_desktop.games.spec.GameUI`, one per app run."""

    def __init__(self) -> None:
        self._cards: SpanishCardPainter | None = None
        self._hooks: RondaHooks | None = None
        self._fan: RondaFan | None = None

    def cards(self, ctx: AppContext) -> SpanishCardPainter:
        if self._cards is None:
            from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

            self._cards = SpanishCardPainter(ctx.text)
        return self._cards

    def hooks(self, ctx: AppContext) -> RondaHooks:
        if self._hooks is None:
            from rondo_desktop.games.ronda.table.hooks import RondaHooks

            self._hooks = RondaHooks(
                self.cards(ctx), speed=ctx.speed, quit_when_over=ctx.quit_when_over
            )
        return self._hooks

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).start_game(ctx, checked(setup, ctx.spec(NAME)), slot=slot)

    def continue_game(self, ctx: AppContext, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).continue_game(ctx, slot=slot)

    def rules_scene(self, ctx: AppContext, page: int = 0) -> Scene:
        return rules_scene(ctx, page)

    def draw_picture(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        if self._fan is None:
            from rondo_desktop.games.ronda.picture import RondaFan

            self._fan = RondaFan(self.cards(ctx))
        self._fan.draw(ctx, surface, area, seconds)

    def screenshot_scene(self, ctx: AppContext, scene: str, seed: int) -> Scene:
        from rondo_desktop.games.ronda.screenshots import screenshot_scene

        return screenshot_scene(ctx, self.cards(ctx), scene, seed)


def ronda_ui() -> RondaUI:
    return RondaUI()
