"""The :class:`~rondo_desktop.games.spec.GameUI` of a game played with a deck drawn in code:
one card painter per run (its faces cached) shared by the table, the rule pages, the menu's
picture and the screenshot positions, each built only when first asked for.

A game subclasses :class:`CardGameUI` and says how to build its pieces (Ronda's and Allegra's
``ui.py``); its modules are imported inside those methods, so naming the game loads none of
them. The host still never imports a game: the game imports this.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from rondo_desktop.app.game_setup import checked

if TYPE_CHECKING:
    import pygame

    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.game_setup import GameSetup
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.app.session.remote_start import RemoteStart
    from rondo_desktop.games.spec import Slot


class TableHooks(Protocol):
    """What the UI asks of a game's hooks (``app/table/hooks.py`` ``GameTableHooks``)."""

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None: ...

    def continue_game(self, ctx: AppContext, *, slot: Slot = "menu") -> None: ...

    def remote_table_scene(self, ctx: AppContext, remote: RemoteStart) -> Scene: ...


class Picture(Protocol):
    """The menu card's picture (a fan of the game's cards, ``app/card_fan.py``)."""

    def draw(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None: ...


CardsT = TypeVar("CardsT")


class CardGameUI(ABC, Generic[CardsT]):
    """One per app run: the painter, the hooks and the picture are made once and kept."""

    name: str  # the game's registered name, to check a setup against its spec

    def __init__(self) -> None:
        self._cards: CardsT | None = None
        self._hooks: TableHooks | None = None
        self._picture: Picture | None = None

    @abstractmethod
    def make_cards(self, ctx: AppContext) -> CardsT:
        """The game's card painter."""

    @abstractmethod
    def make_hooks(self, ctx: AppContext, cards: CardsT) -> TableHooks:
        """How the menus hand this game to its table."""

    @abstractmethod
    def make_picture(self, cards: CardsT) -> Picture:
        """The menu card's picture."""

    @abstractmethod
    def make_rules(self, ctx: AppContext, page: int, cards: CardsT) -> Scene:
        """How to play, open at ``page``."""

    @abstractmethod
    def make_screenshot(self, ctx: AppContext, cards: CardsT, scene: str, seed: int) -> Scene:
        """One of the spec's screenshot scenes."""

    def cards(self, ctx: AppContext) -> CardsT:
        if self._cards is None:
            self._cards = self.make_cards(ctx)
        return self._cards

    def hooks(self, ctx: AppContext) -> TableHooks:
        if self._hooks is None:
            self._hooks = self.make_hooks(ctx, self.cards(ctx))
        return self._hooks

    def start_game(self, ctx: AppContext, setup: GameSetup, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).start_game(ctx, checked(setup, ctx.spec(self.name)), slot=slot)

    def continue_game(self, ctx: AppContext, *, slot: Slot = "menu") -> None:
        self.hooks(ctx).continue_game(ctx, slot=slot)

    def rules_scene(self, ctx: AppContext, page: int = 0) -> Scene:
        return self.make_rules(ctx, page, self.cards(ctx))

    def remote_table_scene(self, ctx: AppContext, remote: RemoteStart) -> Scene:
        """The game's own table at a network host (``spec.RemoteTableUI``)."""
        return self.hooks(ctx).remote_table_scene(ctx, remote)

    def draw_picture(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        if self._picture is None:
            self._picture = self.make_picture(self.cards(ctx))
        self._picture.draw(ctx, surface, area, seconds)

    def screenshot_scene(self, ctx: AppContext, scene: str, seed: int) -> Scene:
        return self.make_screenshot(ctx, self.cards(ctx), scene, seed)
