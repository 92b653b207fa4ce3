"""How to play Ronda: the host's rule book with Ronda's pages (``rules_pages``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.scenes.rule_book import RuleBookScene, RulePictures
from rondo_desktop.games.ronda.rules_pages import PAGES, RondaRulePictures
from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class RulesScene(RuleBookScene):
    pages = PAGES
    text_prefix = "ronda.rules"

    def __init__(self, ctx: AppContext, page: int = 0) -> None:
        # One painter for the book's life: its cards are painted once per size, not a frame.
        self.painter = SpanishCardPainter(ctx.text)
        super().__init__(ctx, max(0, min(len(PAGES) - 1, page)))

    def pictures(self) -> RulePictures:
        return RondaRulePictures(self.ctx, self.place, self.painter)


__all__ = ["PAGES", "RulesScene"]
