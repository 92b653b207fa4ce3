"""Rondo's picture on the menu: a fan of five letter cards spelling RONDO, breathing gently.

The cards' values are those of the deck of the interface language (else the German deck), as
the rule pages and the statistics show them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.cards import CardLook
from rondo_desktop.games.rondo.engine.cards import load_deck
from rondo_desktop.games.rondo.engine.errors import DeckError

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

TITLE_WORD = "RONDO"
# The fan's size in card heights (five cards 0.52 apart, the outer ones tilted and lower),
# so that the cards fill whatever area the menu gives the picture.
FAN_WIDTH = 3.11
FAN_HEIGHT = 1.833
FAN_KEY = tuple[tuple[int, int], str, str]


def letter_value(letter: str, language: str) -> int:
    """A card's value in the deck of a language, falling back to the German deck."""
    for lang in (language, "de"):
        try:
            return load_deck(lang).value(letter)
        except (DeckError, KeyError, ValueError):
            continue
    return 0


class FanPicture:
    """Draws the fan into a rectangle; the rotated faces are kept per size, language, theme."""

    def __init__(self) -> None:
        self._key: FAN_KEY | None = None
        self._fan: list[tuple[pygame.Surface, tuple[float, float]]] = []
        self._card_h = 0

    def _build(self, ctx: AppContext, size: tuple[int, int]) -> None:
        key = (size, ctx.settings.language, ctx.settings.colour_scheme)
        if key == self._key:
            return
        self._key = key
        card_h = self._card_h = round(min(size[0] / FAN_WIDTH, size[1] / FAN_HEIGHT))
        self._fan = []
        count = len(TITLE_WORD)
        for index, letter in enumerate(TITLE_WORD):
            look = CardLook("letter", letter, letter_value(letter, ctx.settings.language))
            face = ctx.cards.face(look, card_h, ctx.theme)
            spread = index - (count - 1) / 2
            rotated = pygame.transform.rotozoom(face, -spread * 9.0, 1.0)
            # The card's centre relative to the area's centre.
            offset = (spread * card_h * 0.52, card_h * 0.12 + abs(spread) ** 1.6 * card_h * 0.08)
            self._fan.append((rotated, offset))

    def draw(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        self._build(ctx, area.size)
        theme = ctx.theme
        scale = self._card_h / 180  # the shadows as they look at the design size
        lift = max(1, round(8 * scale))
        # Right to left, so each card's value in its lower right corner stays visible.
        for index, (face, offset) in reversed(list(enumerate(self._fan))):
            centre = (round(area.centerx + offset[0]), round(area.centery + offset[1]))
            rect = face.get_rect(center=centre)
            # A slow breathing wave through the fan: alive, but calm enough to read a menu by.
            bob = round(math.sin(seconds * 1.4 + index * 0.8) * max(1, round(4 * scale)))
            if theme.shadow_alpha:
                shadow = rect.inflate(-rect.width // 5, -rect.height // 6).move(0, bob)
                ctx.art.drop_shadow(surface, shadow, max(1, round(10 * scale)), theme, lift=lift)
            surface.blit(face, rect.move(0, bob))
