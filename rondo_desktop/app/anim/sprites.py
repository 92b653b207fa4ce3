"""What a card table shows between frames: card sprites, cards in flight, bubbles, pop-ups.

The engine says what *is*; these objects say where things *are on screen right now*, so that
tweens can move them. They hold positions and looks, never rules, and know no game: a game's
table says how its cards look (a :class:`~rondo_desktop.app.cards.CardLook`) and where they go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.cards import CardLook, card_size

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

_ids = count(1)


@dataclass(eq=False)
class CardSprite:
    """A card somewhere on the table; (x, y) is its centre."""

    card: str  # "" when face down
    x: float
    y: float
    height: float
    letter: str | None = None  # what a card standing for another shows (Rondo's joker)
    lift: float = 0.0  # hover lift, pixels up
    shake: float = 0.0  # horizontal offset while refused
    ident: int = field(default_factory=lambda: next(_ids))

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y + -self.lift)

    def rect(self) -> pygame.Rect:
        width, height = card_size(round(self.height))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (round(self.x + self.shake), round(self.y - self.lift))
        return rect


@dataclass(eq=False)
class Flyer(CardSprite):
    """A card in flight between a seat, the pile and the middle of the table (face up or down)."""

    spin: float = 0.0


@dataclass(eq=False)
class Bubble:
    """A short line by a seat: its start word, "Pass", "-4 for 2 cards"..."""

    seat: int
    text: str
    ttl: float
    age: float = 0.0
    tone: str = "normal"  # "normal", "good" or "bad"


@dataclass(eq=False)
class Popup:
    """Points rising from where they were scored."""

    text: str
    x: float
    y: float
    ttl: float
    age: float = 0.0
    good: bool = True


MOVING_STEP = 8  # a card changing size in flight is drawn at heights in these steps


def draw_card(
    surface: pygame.Surface,
    ctx: AppContext,
    look: CardLook,
    rect: pygame.Rect,
    lift: float = 0.0,
    highlight: tuple[int, int, int] | None = None,
    moving: bool = False,
    shadow: bool = True,
) -> None:
    """A card face with its shadow; higher cards cast longer shadows.

    A card that grows or shrinks while it flies would need a new face painted every frame;
    ``moving`` draws it at the nearest of a few cached heights instead (a few pixels off for a
    fraction of a second, which nobody sees).
    """
    theme = ctx.theme
    if shadow and theme.shadow_alpha:
        shade = rect.inflate(-rect.width // 6, -rect.height // 8)
        ctx.art.drop_shadow(
            surface, shade, max(3, rect.height // 14), theme, lift=3 + round(lift * 0.5)
        )
    height = rect.height
    if moving:
        height = max(MOVING_STEP, round(height / MOVING_STEP) * MOVING_STEP)
    face = ctx.cards.face(look, height, theme)
    surface.blit(face, face.get_rect(center=rect.center))
    if highlight is not None:
        pygame.draw.rect(
            surface,
            highlight,
            rect.inflate(6, 6),
            max(2, theme.focus_width),
            border_radius=max(4, rect.height // 12),
        )
