"""Ronda's How to play: twelve pages (the last three on three players and the variants)
drawn with the Spanish pack, every text and card inside its picture in every language and at
the smallest and a common window size, turned like any book."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.i18n import CATALOGS, Translator
from rondo_desktop.games.ronda.rules import PAGES, RulesScene
from rondo_desktop.games.ronda.rules_art import RondaPictureKit
from rondo_desktop.games.ronda.rules_pages import RondaRulePictures


class Recorder:
    """What one page's picture put on the screen: its area, the texts and the cards."""

    def __init__(self) -> None:
        self.area: pygame.Rect | None = None
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.cards: list[pygame.Rect] = []


def record(monkeypatch: pytest.MonkeyPatch, ctx: Any) -> Recorder:
    seen = Recorder()
    draw, lay, blit = RondaRulePictures.draw, RondaPictureKit._lay, ctx.text.blit
    drawing = []

    def spy_draw(self: RondaRulePictures, key: str, surface: pygame.Surface, area: pygame.Rect):  # type: ignore[no-untyped-def]
        seen.area, seen.texts[:], seen.cards[:] = area.copy(), [], []
        drawing.append(True)
        try:
            draw(self, key, surface, area)
        finally:
            drawing.pop()

    def spy_lay(self: RondaPictureKit, *args: Any) -> pygame.Rect:
        rect = lay(self, *args)
        seen.cards.append(rect.copy())
        return rect

    def spy_blit(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, text, *args, **kwargs)
        if drawing:
            seen.texts.append((text, rect.copy()))
        return rect

    monkeypatch.setattr(RondaRulePictures, "draw", spy_draw)
    monkeypatch.setattr(RondaPictureKit, "_lay", spy_lay)
    monkeypatch.setattr(ctx.text, "blit", spy_blit)
    return seen


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
        # Bars, seats and the setup's rows: no cards.
        assert seen.cards or key in ("match", "partners", "three", "variants", "variants_este")
        # The picture panel is the area plus its margin; a shadow may reach into the margin.
        panel = seen.area.inflate(book.place.px(24), book.place.px(24))
        for text, rect in seen.texts:
            assert panel.contains(rect), f"{lang} {size} {key}: {text!r} runs out at {rect}"
        for rect in seen.cards:
            assert panel.contains(rect), f"{lang} {size} {key}: a card lies out at {rect}"
        # The next page is the way the language reads: Left in a right-to-left one.
        driver.key(pygame.K_LEFT if ctx.rtl else pygame.K_RIGHT)


def test_the_book_opens_at_a_page_and_keeps_within_its_pages(make_app) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("este")))
    driver.settle()
    assert driver.top.page == PAGES.index("este")
    assert RulesScene(ctx, page=99).page == len(PAGES) - 1
    assert RulesScene(ctx, page=-3).page == 0


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_every_page_has_a_title_and_a_body_and_keeps_the_games_words(lang: str) -> None:
    t = Translator(lang).t
    for key in PAGES:
        assert t(f"ronda.rules.{key}.title").strip()
        assert t(f"ronda.rules.{key}.body").strip().endswith(".")
    # The game's own words stay as players say them.
    for key, word in (("este", "este"), ("missa", "missa"), ("combos", "tringa")):
        assert word in t(f"ronda.rules.{key}.body").lower()


def test_the_pictures_show_the_engines_examples(make_app, monkeypatch: pytest.MonkeyPatch) -> None:
    from rondo_desktop.games.ronda import rules_examples

    driver = make_app(language="en")
    ctx = driver.app.ctx
    seen = record(monkeypatch, ctx)
    # Were the engine to pay an este chain differently, the page would say so.
    real = rules_examples.este_chain
    monkeypatch.setattr(
        rules_examples,
        "este_chain",
        lambda table, cards: tuple(
            type(link)(link.seat, link.card, link.taken, link.link, link.points * 7)
            for link in real(table, cards)
        ),
    )
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("este")))
    driver.settle()
    shown = [text for text, _ in seen.texts]
    assert "+70" in shown and "+35" in shown and "+7" in shown
    assert ctx.t("ronda.rules.este.chain", points="7, 35, 70") in shown


def test_the_variant_pages_show_every_variant_as_its_setup_row(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rondo_desktop.games.ronda.engine.options import VARIANT_OPTIONS
    from rondo_desktop.games.ronda.rules_variants import VARIANT_PAGES

    driver = make_app(language="de")
    ctx = driver.app.ctx
    seen = record(monkeypatch, ctx)
    shown: set[str] = set()
    for key, rows in VARIANT_PAGES.items():
        ctx.stack.push(RulesScene(ctx, page=PAGES.index(key)))
        driver.settle()
        texts = {text for text, _ in seen.texts}
        for option, value in rows:
            assert ctx.t(f"setup.ronda.{option}") in texts
            assert ctx.t(f"setup.ronda.{option}.{value}") in texts
            shown.add(option)
        ctx.stack.pop()
    assert shown == {"target", *VARIANT_OPTIONS}  # V-07 and V-02..V-08


def test_three_players_score_beyond_thirteen_as_the_engine_counts(make_app) -> None:
    from rondo_desktop.games.ronda import rules_examples as ex
    from rondo_desktop.games.ronda.engine import RondaOptions

    assert sum(ex.THREE_PILES) == 40
    assert ex.three_counts() == tuple(max(0, p - 13) for p in ex.THREE_PILES)
    assert RondaOptions(seats=3).card_threshold == 13
    t = Translator("en").t
    body = t("ronda.rules.three.body")
    assert "13" in body and "4 deals" in body
    # The first page no longer says only two or four play.
    assert "three" in t("ronda.rules.pack.body").lower()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_every_pages_words_fit_beside_the_picture_at_a_readable_size(
    make_app, lang: str, size: tuple[int, int]
) -> None:
    from rondo_desktop.app.text import MIN_TEXT_PX

    driver = make_app(language=lang, size=size)
    ctx = driver.app.ctx
    book = RulesScene(ctx)
    body, place = book.place.rect("body"), book.place
    spacing = float(place.prop("body", "line_spacing", 1.3))
    for key in PAGES:
        text = ctx.t(f"ronda.rules.{key}.body")
        height = ctx.text.wrapped_height(text, "ui", MIN_TEXT_PX, body.width, spacing)
        assert height <= body.height, f"{lang} {size} {key}: the words do not fit"


def test_the_este_chains_points_are_listed_with_the_languages_comma(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Arabic lists the points the chain pays with its own comma ("، "), not a Latin one."""
    driver = make_app(language="ar")
    ctx = driver.app.ctx
    seen = record(monkeypatch, ctx)
    ctx.stack.push(RulesScene(ctx, page=PAGES.index("este")))
    driver.settle()
    chain = [
        text
        for text, _ in seen.texts
        if text.startswith(ctx.t("ronda.rules.este.chain", points=""))
    ]
    assert len(chain) == 1 and "، " in chain[0] and ", " not in chain[0]
