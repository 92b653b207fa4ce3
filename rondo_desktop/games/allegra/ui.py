"""Allegra's side of the app: what the host's menus, setup screen, ``play`` and ``screenshot``
reach through :class:`~rondo_desktop.games.spec.GameUI` (``allegra_spec().ui()`` builds it).

One card painter serves the run (its faces are cached); the table, the rule pages, the menu
picture and the screenshot positions are imported only when asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import checked
from rondo_desktop.games.allegra import NAME

if TYPE_CHECKING:
    import pygame

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.allegra.picture import AllegraFan
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter
    from rondo_desktop.games.allegra.table.hooks import AllegraHooks
    from rondo_desktop.games.spec import Slot


def rules_scene(ctx: AppContext, page: int = 0, cards: AllegraCardPainter | None = None) -> Scene:
    """Allegra's How to play (its illustrated pages, ``games/allegra/rules.py``), open at
    ``page``; ``cards`` shares the table's painter with it."""
    from rondo_desktop.games.allegra.rules import RulesScene

    return RulesScene(ctx, page, cards)


class AllegraUI:
    """Allegra's :class:`~rondo_desktop.games.spec.GameUI`, one per app run."""

    def __init__(self) -> None:
        self._cards: AllegraCardPainter | None = None
        self._hooks: AllegraHooks | None = None
        self._picture: AllegraFan | None = None

    def cards(self, ctx: AppContext) -> AllegraCardPainter:
        if self._cards is None:
            from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

            self._cards = AllegraCardPainter(ctx.text)
        return self._cards

    def hooks(self, ctx: AppContext) -> AllegraHooks:
        if self._hooks is None:
            from rondo_desktop.games.allegra.table.hooks import AllegraHooks

            self._hooks = AllegraHooks(
                self.cards(ctx), speed=ctx.speed, quit_when_over=ctx.quit_when_over
            )
        return self._hooks

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).start_game(ctx, checked(setup, ctx.spec(NAME)), slot=slot)

    def continue_game(self, ctx: AppContext, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).continue_game(ctx, slot=slot)

    def rules_scene(self, ctx: AppContext, page: int = 0) -> Scene:
        return rules_scene(ctx, page, self.cards(ctx))

    def draw_picture(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        if self._picture is None:
            from rondo_desktop.games.allegra.picture import AllegraFan

            self._picture = AllegraFan(self.cards(ctx))
        self._picture.draw(ctx, surface, area, seconds)

    def screenshot_scene(self, ctx: AppContext, scene: str, seed: int) -> Scene:
        from rondo_desktop.games.allegra.screenshots import screenshot_scene

        return screenshot_scene(ctx, self.cards(ctx), scene, seed)


def allegra_ui() -> AllegraUI:
    return AllegraUI()
