"""A game's picture on the menu: a handful of its cards fanned out, breathing gently, scaled to
fill whatever area the menu gives the picture. A game says which faces; the fan does the rest.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

# The fan's size in card heights (five cards 0.52 apart, the outer ones tilted and lower).
FAN_WIDTH = 3.11
FAN_HEIGHT = 1.833


class CardFan:
    """Draws the fan into a rectangle; the rotated faces are kept until the size or what
    :meth:`key` names (the colours, and whatever else the faces depend on) changes."""

    def __init__(self, right_to_left: bool = False) -> None:
        # Right to left: each card lies on the one to its right (Rondo's values, in the lower
        # right corner, stay visible).
        self.right_to_left = right_to_left
        self._key: tuple[tuple[int, int], Hashable] | None = None
        self._fan: list[tuple[pygame.Surface, tuple[float, float]]] = []
        self._card_h = 0

    def key(self, ctx: AppContext) -> Hashable:
        return ctx.settings.colour_scheme

    def faces(self, ctx: AppContext, height: int) -> list[pygame.Surface]:
        """The fan's cards, left to right, at ``height`` pixels."""
        raise NotImplementedError

    def _build(self, ctx: AppContext, size: tuple[int, int]) -> None:
        key = (size, self.key(ctx))
        if key == self._key:
            return
        self._key = key
        card_h = self._card_h = max(16, round(min(size[0] / FAN_WIDTH, size[1] / FAN_HEIGHT)))
        faces = self.faces(ctx, card_h)
        self._fan = []
        for index, face in enumerate(faces):
            spread = index - (len(faces) - 1) / 2
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
        cards = list(enumerate(self._fan))
        for index, (face, offset) in reversed(cards) if self.right_to_left else cards:
            centre = (round(area.centerx + offset[0]), round(area.centery + offset[1]))
            rect = face.get_rect(center=centre)
            # A slow breathing wave through the fan: alive, but calm enough to read a menu by.
            bob = round(math.sin(seconds * 1.4 + index * 0.8) * max(1, round(4 * scale)))
            if theme.shadow_alpha:
                shadow = rect.inflate(-rect.width // 5, -rect.height // 6).move(0, bob)
                ctx.art.drop_shadow(surface, shadow, max(1, round(10 * scale)), theme, lift=lift)
            surface.blit(face, rect.move(0, bob))
