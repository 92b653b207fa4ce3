"""How to play Allegra: the host's rule book with Allegra's pages (``rules_pages``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.scenes.rule_book import RuleBookScene, RulePictures
from rondo_desktop.games.allegra.rules_pages import PAGES, AllegraRulePictures
from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class RulesScene(RuleBookScene):
    pages = PAGES
    text_prefix = "allegra.rules"

    def __init__(
        self, ctx: AppContext, page: int = 0, painter: AllegraCardPainter | None = None
    ) -> None:
        # One painter for the book's life (or the table's, when the game's UI passes it):
        # its cards are painted once per size, not once a frame.
        self.painter = painter or AllegraCardPainter(ctx.text)
        super().__init__(ctx, max(0, min(len(PAGES) - 1, page)))

    def pictures(self) -> RulePictures:
        return AllegraRulePictures(self.ctx, self.place, self.painter)


__all__ = ["PAGES", "RulesScene"]
