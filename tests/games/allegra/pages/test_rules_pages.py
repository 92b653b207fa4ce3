"""Allegra's How to play: eight illustrated pages drawn with the table's cards, every text and
card inside its picture in every language at the smallest and a common window size; the
examples are the engine's."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.i18n import CATALOGS, Translator
from rondo_desktop.games.allegra import rules_examples as ex
from rondo_desktop.games.allegra.rules import PAGES, RulesScene
from rondo_desktop.games.allegra.rules_art import AllegraPictureKit
from rondo_desktop.games.allegra.rules_pages import AllegraRulePictures


class Recorder:
    """What one page's picture put on the screen: its area, the texts and the cards."""

    def __init__(self) -> None:
        self.area: pygame.Rect | None = None
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.cards: list[pygame.Rect] = []


def record(monkeypatch: pytest.MonkeyPatch, ctx: Any) -> Recorder:
    seen = Recorder()
    draw, lay = AllegraRulePictures.draw, AllegraPictureKit.lay
    blit, wrapped = ctx.text.blit, ctx.text.blit_wrapped
    drawing = []

    def spy_draw(self: AllegraRulePictures, key: str, surface: pygame.Surface, area: pygame.Rect):  # type: ignore[no-untyped-def]
        seen.area, seen.texts[:], seen.cards[:] = area.copy(), [], []
        drawing.append(True)
        try:
            draw(self, key, surface, area)
        finally:
            drawing.pop()

    def spy_lay(self: AllegraPictureKit, *args: Any) -> pygame.Rect:
        rect = lay(self, *args)
        seen.cards.append(rect.copy())
        return rect

    def spy_blit(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, text, *args, **kwargs)
        if drawing:
            seen.texts.append((text, rect.copy()))
        return rect

    def spy_wrapped(surface, text, role, px, colour, rect, *args: Any, **kwargs: Any) -> int:  # type: ignore[no-untyped-def]
        used = wrapped(surface, text, role, px, colour, rect, *args, **kwargs)
        if drawing:  # each line as wide as it is, from the rect's left (or centred)
            widest = max(
                ctx.text.width(line, role, px) for line in ctx.text.wrap(text, role, px, rect.width)
            )
            box = pygame.Rect(rect.left, rect.top, widest, used)
            if kwargs.get("align") == "center":
                box.centerx = rect.centerx
            seen.texts.append((text, box))
        return used

    monkeypatch.setattr(AllegraRulePictures, "draw", spy_draw)
    monkeypatch.setattr(AllegraPictureKit, "lay", spy_lay)
    monkeypatch.setattr(ctx.text, "blit", spy_blit)
    monkeypatch.setattr(ctx.text, "blit_wrapped", spy_wrapped)
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_every_page_keeps_its_texts_and_cards_inside_the_picture(
    make_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    driver = make_app(language=lang, size=size)
    ctx = driver.app.ctx
    seen = record(monkeypatch, ctx)
    ctx.stack.push(RulesScene(ctx))
    for index, key in enumerate(PAGES):
        driver.settle()
        book = driver.top
        assert isinstance(book, RulesScene) and book.page == index
        assert seen.area is not None and seen.texts
        assert seen.cards or key in ("end", "scoring")  # numbers, no cards
        # The picture panel is the area plus its margin; a shadow may reach into the margin.
        panel = seen.area.inflate(book.place.px(24), book.place.px(24))
        for text, rect in seen.texts:
            assert panel.contains(rect), f"{lang} {size} {key}: {text!r} runs out at {rect}"
            assert text.strip() and "allegra." not in text, f"{lang}: untranslated {text!r}"
        for rect in seen.cards:
            assert panel.contains(rect), f"{lang} {size} {key}: a card lies out at {rect}"
        # The next page is the way the language reads: Left in a right-to-left one.
        driver.key(pygame.K_LEFT if ctx.rtl else pygame.K_RIGHT)


def test_the_book_opens_at_a_page_and_keeps_within_its_pages(make_app) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("knock")))
    driver.settle()
    assert driver.top.page == PAGES.index("knock")
    assert RulesScene(ctx, page=99).page == len(PAGES) - 1
    assert RulesScene(ctx, page=-3).page == 0


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_every_page_has_a_title_and_a_body_in_every_language(lang: str) -> None:
    t = Translator(lang).t
    english = Translator("en").t
    for key in PAGES:
        assert t(f"allegra.rules.{key}.title").strip()
        body = t(f"allegra.rules.{key}.body")
        assert body.strip().endswith("."), f"{lang} {key}"
        if lang != "en":
            assert body != english(f"allegra.rules.{key}.body"), f"{lang} {key} is English"


def test_the_pages_cover_the_issues_topics() -> None:
    """The shared column, triples, the knock, doubling (the issue), the 2-player note."""
    assert {"area", "turn", "triples", "knock", "end", "scoring", "two"} <= set(PAGES)
    body = Translator("en").t
    assert "double" in body("allegra.rules.end.body")
    assert "knock" in body("allegra.rules.knock.body") and "4." in body("allegra.rules.knock.body")
    assert "difference" in body("allegra.rules.two.body")


def test_the_triple_example_is_the_engines() -> None:
    """A row of 7s through the neighbour's column and a column of 4s leave; nothing else."""
    shown = ex.triples()
    assert shown.removed == {(0, 0), (0, 1), (0, 2), (0, 4), (1, 4), (2, 4)}
    assert all(shown.after[r][c] == "gap" for r, c in shown.removed)


def test_the_doubling_examples_are_the_engines() -> None:
    above, tied = ex.doubling_examples()
    assert above.doubled and above.final[0] == 2 * above.scores[0]
    assert not tied.doubled and tied.final == tied.scores
    assert not ex.scored((-2, 5, 9)).doubled  # a score <= 0 is never doubled (G-28)


def test_the_pictures_show_the_engines_figures(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the engine to double differently, the page would say so."""
    from rondo_desktop.games.allegra import rules_examples

    driver = make_app(language="en")
    ctx = driver.app.ctx
    seen = record(monkeypatch, ctx)
    monkeypatch.setattr(rules_examples, "doubled_seats", lambda scores, closer, strict: [True] * 3)
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("end")))
    driver.settle()
    shown = [text for text, _ in seen.texts]
    assert "9 \N{RIGHTWARDS ARROW} 18" in shown  # the tied closer, doubled by that engine
