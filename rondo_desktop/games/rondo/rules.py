"""How to play Rondo: the host's rule book with Rondo's pages (``rules_pages``)."""

from __future__ import annotations

from rondo_desktop.app.scenes.rule_book import RuleBookScene, RulePictures
from rondo_desktop.games.rondo.rules_pages import PAGES, RondoRulePictures


class RulesScene(RuleBookScene):
    pages = PAGES
    text_prefix = "rules"  # rules.<page>.title and .body, in Rondo's own catalogs

    def pictures(self) -> RulePictures:
        return RondoRulePictures(self.ctx, self.place)


__all__ = ["PAGES", "RulesScene"]
