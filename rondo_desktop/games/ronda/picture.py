"""Ronda's picture on the menu: a small fan of Spanish cards, one of each suit and a court,
breathing gently."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

FAN_CARDS = ("1o", "7c", "10e", "11b", "12o")  # a run through 7 -> 10: Ronda's own neighbours
FAN_WIDTH = 3.11  # the fan's size in card heights
FAN_HEIGHT = 1.833


class RondaFan:
    def __init__(self, cards: SpanishCardPainter) -> None:
        self.cards = cards
        self._key: tuple[tuple[int, int], str] | None = None
        self._fan: list[tuple[pygame.Surface, tuple[float, float]]] = []
        self._card_h = 0

    def _build(self, ctx: AppContext, size: tuple[int, int]) -> None:
        key = (size, ctx.settings.colour_scheme)
        if key == self._key:
            return
        self._key = key
        card_h = self._card_h = max(16, round(min(size[0] / FAN_WIDTH, size[1] / FAN_HEIGHT)))
        self._fan = []
        count = len(FAN_CARDS)
        for index, card in enumerate(FAN_CARDS):
            face = self.cards.face(card, card_h, ctx.theme)
            spread = index - (count - 1) / 2
            rotated = pygame.transform.rotozoom(face, -spread * 9.0, 1.0)
            offset = (spread * card_h * 0.52, card_h * 0.12 + abs(spread) ** 1.6 * card_h * 0.08)
            self._fan.append((rotated, offset))

    def draw(
        self, ctx: AppContext, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        self._build(ctx, area.size)
        theme = ctx.theme
        scale = self._card_h / 180
        for index, (face, offset) in enumerate(self._fan):
            centre = (round(area.centerx + offset[0]), round(area.centery + offset[1]))
            rect = face.get_rect(center=centre)
            bob = round(math.sin(seconds * 1.4 + index * 0.8) * max(1, round(4 * scale)))
            if theme.shadow_alpha:
                shadow = rect.inflate(-rect.width // 5, -rect.height // 6).move(0, bob)
                ctx.art.drop_shadow(
                    surface, shadow, max(1, round(10 * scale)), theme, lift=max(1, round(8 * scale))
                )
            surface.blit(face, rect.move(0, bob))
