"""Allegra's picture on the menu: a fan of its cards from cool to hot, breathing gently."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.card_fan import CardFan

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

# The deck's range from the -1 to the 11, its colours from blue to magenta at a glance.
FAN_CARDS = (-1, 2, 5, 8, 11)


class AllegraFan(CardFan):
    """Five Allegra cards, -1 to 11: the whole scale of the game's colours."""

    def __init__(self, cards: AllegraCardPainter) -> None:
        super().__init__()
        self.cards = cards

    def faces(self, ctx: AppContext, height: int) -> list[pygame.Surface]:
        return [self.cards.face(value, height, ctx.theme) for value in FAN_CARDS]
