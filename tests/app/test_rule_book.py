"""The host's rule book takes any game's pages: a game gives page keys and a picture painter,
the host turns the pages and draws their texts, dots and pictures."""

from __future__ import annotations

import pygame

from rondo_desktop.app.context import AppContext
from rondo_desktop.app.layout import Placement
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.rule_book import RuleBookScene, RulePictures


class RecordingPictures(RulePictures):
    def __init__(self, ctx: AppContext, place: Placement, drawn: list[str]) -> None:
        super().__init__(ctx, place)
        self.drawn = drawn

    def draw(self, key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.drawn.append(key)
        self.crown(surface, area.center)  # the host's plumbing draws for any game


class TwoPageBook(RuleBookScene):
    # Texts of two of Rondo's pages (merged into every language); a game would name its own.
    pages = ("cards", "turn")

    def __init__(self, ctx: AppContext, page: int = 0) -> None:
        self.drawn: list[str] = []
        super().__init__(ctx, page)

    def pictures(self) -> RulePictures:
        return RecordingPictures(self.ctx, self.place, self.drawn)


def test_a_games_pages_are_turned_drawn_and_closed_by_the_host(make_app) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    ctx.stack.push(TwoPageBook(ctx))
    driver.settle()
    book = driver.top
    assert isinstance(book, TwoPageBook)
    assert book.drawn[-1] == "cards"
    assert "1" in book.hints() and "2" in book.hints()
    assert not driver.widget("prev").enabled

    driver.key(pygame.K_RIGHT)
    driver.settle()
    assert book.page == 1 and book.drawn[-1] == "turn"
    assert driver.widget("next").text == ctx.t("rules.done")
    driver.key(pygame.K_RIGHT)  # no page after the last
    assert book.page == 1

    driver.key(pygame.K_LEFT)
    assert book.page == 0
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)  # Done, focused after turning forward, closes the book
    driver.settle()
    assert isinstance(driver.top, MenuScene)
