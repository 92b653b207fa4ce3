"""What the table shows between frames: card sprites, speech bubbles and score pop-ups.

The engine says what *is*; these objects say where things *are on screen right now*, so that
tweens can move them. They hold positions and looks, never rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.cards import CardLook, card_size
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.rondo.engine import DELETE, JOKER, Deck

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

_ids = count(1)


def card_look(ctx: AppContext, deck: Deck, card: str, letter: str | None = None) -> CardLook:
    """How a card (``?`` joker, ``-`` delete, ``A``, or ``""`` face down) is drawn."""
    if card == "":
        return CardLook("back")
    if card == JOKER:
        return CardLook("joker", (letter or "").upper(), deck.value(JOKER), ctx.t("card.joker"))
    if card == DELETE:
        return CardLook("delete", "", deck.value(DELETE), ctx.t("card.delete"))
    return CardLook("letter", card, deck.value(card))


def token_look(ctx: AppContext, deck: Deck, token: str) -> CardLook:
    """How a holder token (``A``, ``a`` joker showing A, ``-``) is drawn."""
    if token == DELETE:
        return card_look(ctx, deck, DELETE)
    if token.islower():
        return card_look(ctx, deck, JOKER, token.upper())
    return card_look(ctx, deck, token)


@dataclass(eq=False)
class CardSprite:
    """A card somewhere on the table; (x, y) is its centre."""

    card: str  # "" when face down
    x: float
    y: float
    height: float
    letter: str | None = None  # what a joker shows
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
class HandCard(CardSprite):
    """A card of the viewer's hand; it may be staged on a holder slot before the play."""

    slot: int | None = None  # engine slot it is staged on (-1 / len(holder): a new slot)
    selected: bool = False  # clicked, waiting for a slot
    marked: bool = False  # chosen for an exchange
    tx: float = 0.0  # the position it is moving to
    ty: float = 0.0
    th: float = 0.0


@dataclass(eq=False)
class Flyer(CardSprite):
    """A card in flight between a seat, the pile and the holder (face up or down)."""

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


class TextMemo:
    """Remembered text measurements, so a frame does not re-measure the same strings.

    Fitting a name to a panel or wrapping the move log measures text word by word; the table
    draws the same strings every frame, so the answers are kept (bounded) per scene.
    """

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self._fits: dict[tuple[str, str, int, int, int], int] = {}
        self._wraps: dict[tuple[str, str, int, int], list[str]] = {}

    def fit_px(self, text: str, role: str, px: int, width: int, min_px: int = MIN_TEXT_PX) -> int:
        key = (text, role, px, width, min_px)
        found = self._fits.get(key)
        if found is None:
            if len(self._fits) > 4000:
                self._fits.clear()
            found = self._fits[key] = self.ctx.text.fit_px(text, role, px, width, min_px)
        return found

    def wrap(self, text: str, role: str, px: int, width: int) -> list[str]:
        key = (text, role, px, width)
        found = self._wraps.get(key)
        if found is None:
            if len(self._wraps) > 2000:
                self._wraps.clear()
            found = self._wraps[key] = self.ctx.text.wrap(text, role, px, width)
        return found
