"""Ronda's picture on the menu: a small fan of Spanish cards, one of each suit and a court,
breathing gently."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.card_fan import CardFan

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

FAN_CARDS = ("1o", "7c", "10e", "11b", "12o")  # a run through 7 -> 10: Ronda's own neighbours


class RondaFan(CardFan):
    """Five Spanish cards: one of each suit, and a run through 7 -> 10."""

    def __init__(self, cards: SpanishCardPainter) -> None:
        super().__init__()
        self.cards = cards

    def faces(self, ctx: AppContext, height: int) -> list[pygame.Surface]:
        return [self.cards.face(card, height, ctx.theme) for card in FAN_CARDS]
