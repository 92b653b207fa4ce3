"""A short How to play for Ronda, until its illustrated rule pages (``rules.py``) arrive:
four pages (the deal, capturing runs, este and missa, scoring), each with a row of cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.scenes.rule_book import RuleBookScene, RulePictures
from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement

PAGES: tuple[str, ...] = ("deal", "capture", "este", "score")
PER_ROW = 5
PICTURES = {
    "deal": ("1o", "2c", "3e", "4b", "5o", "6c", "7e", "10b", "11o", "12c"),
    "capture": ("6c", "7o", "10e", "12b"),
    "este": ("5o", "5c", "5e"),
    "score": ("3o", "3c", "11e", "11b", "11o"),
}


class FirstRulePictures(RulePictures):
    def __init__(self, ctx: AppContext, place: Placement, cards: SpanishCardPainter) -> None:
        super().__init__(ctx, place)
        self.cards = cards

    def draw(self, key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The page's cards in rows of at most five, as large as the area allows."""
        cards = PICTURES.get(key, ())
        if not cards:
            return
        rows = [cards[i : i + PER_ROW] for i in range(0, len(cards), PER_ROW)]
        across = max(len(row) for row in rows)
        by_width = area.width / (across * 1.1) / 0.7
        by_height = area.height / (len(rows) * 1.1)
        width, height = card_size(round(min(by_width, by_height, area.height * 0.7)))
        gap = round(width * 0.1)
        top = area.centery - (len(rows) * height + (len(rows) - 1) * gap) // 2
        for row in rows:
            total = len(row) * width + (len(row) - 1) * gap
            left = area.centerx - total // 2
            for index, card in enumerate(row):
                face = self.cards.face(card, height, self.ctx.theme)
                surface.blit(face, (left + index * (width + gap), top))
            top += height + gap


class FirstRulesScene(RuleBookScene):
    pages = PAGES
    text_prefix = "ronda_rules"

    def __init__(
        self, ctx: AppContext, page: int = 0, cards: SpanishCardPainter | None = None
    ) -> None:
        self.cards = cards if cards is not None else SpanishCardPainter(ctx.text)
        super().__init__(ctx, page)

    def pictures(self) -> RulePictures:
        return FirstRulePictures(self.ctx, self.place, self.cards)
