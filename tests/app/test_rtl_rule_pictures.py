"""The How to play pictures in a right-to-left language: what is a sequence (one step after
another, a row of columns, a bar that fills) runs right to left, the words read after the
picture's parts they name; card faces and Rondo's words keep their own look.

Each picture is drawn twice in English, left to right and mirrored (``mirrored_english``: the
same words, so every caption can be found in both), and the captions' places compared."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import pygame
import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.rtl import without_controls

SIZES = ((1280, 720), (1920, 1080))


@dataclass
class Picture:
    """What one page's picture drew: its area, its one-line texts and wrapped notes, and
    (Ronda) which card lay where."""

    area: pygame.Rect = field(default_factory=pygame.Rect)
    texts: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    notes: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    cards: list[tuple[str, pygame.Rect]] = field(default_factory=list)


def draw_page(
    make_app: Any,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    page: str,
    *,
    rtl: bool,
    size=SIZES[0],
) -> Picture:
    if rtl:
        monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    driver = make_app(language="en", size=size)
    ctx = driver.app.ctx
    assert ctx.rtl == rtl
    scene = ctx.navigator.scene("rules", game=game, page=list(scene_pages(game)).index(page))
    ctx.stack.push(scene, fade=False)
    driver.settle()
    seen, drawing = Picture(), []
    text, blit, wrapped = ctx.text, ctx.text.blit, ctx.text.blit_wrapped

    def spy_blit(surface: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, line, *args, **kwargs)
        if drawing:
            seen.texts.append((without_controls(line), rect.copy()))
        return rect

    def spy_wrapped(surface, line, role, px, colour, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        used = wrapped(surface, line, role, px, colour, rect, *args, **kwargs)
        if drawing:
            seen.notes.append(
                (without_controls(line), pygame.Rect(rect.left, rect.top, rect.width, used))
            )
        return used

    real_pictures = scene.pictures

    def pictures():  # type: ignore[no-untyped-def]
        kit = real_pictures()
        draw = kit.draw

        def spy_draw(key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
            seen.area = area.copy()
            drawing.append(True)
            try:
                draw(key, surface, area)
            finally:
                drawing.pop()

        kit.draw = spy_draw  # type: ignore[method-assign]
        card_at = getattr(kit, "card_at", None)
        if card_at is not None:  # Ronda's kit: which card lies where

            def spy_card(surface, card, height, centre, angle=0.0):  # type: ignore[no-untyped-def]
                rect = card_at(surface, card, height, centre, angle)
                seen.cards.append((card, rect.copy()))
                return rect

            kit.card_at = spy_card
        return kit

    monkeypatch.setattr(scene, "pictures", pictures)
    monkeypatch.setattr(text, "blit", spy_blit)
    monkeypatch.setattr(text, "blit_wrapped", spy_wrapped)
    ctx.stack.draw(driver.app.screen)
    assert seen.texts, f"{game} {page}: nothing drawn"
    return seen


def scene_pages(game: str) -> tuple[str, ...]:
    return tuple(importlib.import_module(f"rondo_desktop.games.{game}.rules").PAGES)


@pytest.fixture
def pictures(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    def both(game: str, page: str, size=SIZES[0]) -> tuple[Picture, Picture]:
        ltr = draw_page(make_app, monkeypatch, game, page, rtl=False, size=size)
        return ltr, draw_page(make_app, monkeypatch, game, page, rtl=True, size=size)

    yield both


def _mirrored(x: int, ltr: pygame.Rect, rtl: pygame.Rect) -> int:
    """Where ``x`` of the left-to-right picture lands when mirrored into the other one."""
    return rtl.left + (ltr.right - x)


def assert_captions_mirrored(ltr: Picture, rtl: Picture, where: str) -> None:
    """Every caption of the left-to-right picture stands at its mirrored place (within a
    pixel or two of rounding) in the right-to-left one."""
    assert len(ltr.texts) == len(rtl.texts), where
    unmatched = list(rtl.texts)
    for line, rect in ltr.texts:
        x = _mirrored(rect.centerx, ltr.area, rtl.area)
        if " \N{RIGHTWARDS ARROW} " in line:  # "18 -> 36" points the other way: "36 <- 18"
            line = " \N{LEFTWARDS ARROW} ".join(reversed(line.split(" \N{RIGHTWARDS ARROW} ")))
        match = next(
            (
                item
                for item in unmatched
                if item[0] == line
                and abs(item[1].centerx - x) <= 2
                and abs(item[1].centery - rect.centery) <= 2
            ),
            None,
        )
        assert match is not None, f"{where}: {line!r} at {rect} not mirrored to x={x}"
        unmatched.remove(match)


MIRRORED_PAGES = [
    ("rondo", "build"),  # HOME -> COME: the words' holders right to left
    ("ronda", "este"),  # the chain's players, plays and points
    ("ronda", "match"),  # names at the right, bars from the right, totals at the left
    ("allegra", "turn"),  # where a card comes from, where it goes
    ("allegra", "knock"),  # steps 1-4 from the right, each card moving left
    ("allegra", "end"),  # the seats' columns in reading order
    ("allegra", "scoring"),  # the score pad: rounds' names at the right
]


@pytest.mark.parametrize(("game", "page"), MIRRORED_PAGES, ids=lambda v: str(v))
def test_a_pictures_sequence_runs_right_to_left_when_the_language_does(
    pictures: Any, game: str, page: str
) -> None:
    ltr, rtl = pictures(game, page)
    assert_captions_mirrored(ltr, rtl, f"{game} {page}")


def test_the_suits_aces_stand_in_the_order_their_caption_names_them(pictures: Any) -> None:
    for picture, rtl in zip(pictures("ronda", "pack"), (False, True), strict=True):
        aces = [(card, rect) for card, rect in picture.cards if card.startswith("1")][:4]
        named_first = aces[0][0]
        assert named_first == "1o"  # the caption names coins first
        xs = [rect.centerx for _, rect in aces]
        # Read from the language's start: left to right, or right to left.
        assert xs == sorted(xs, reverse=rtl), f"rtl={rtl}: aces at {xs}"


def test_the_este_chain_starts_where_the_language_reads_from(pictures: Any) -> None:
    ltr, rtl = pictures("ronda", "este")
    fives = [[rect.centerx for card, rect in p.cards if card.startswith("5")] for p in (ltr, rtl)]
    assert fives[0] == sorted(fives[0]) and fives[1] == sorted(fives[1], reverse=True)


def test_before_and_after_swap_but_each_grid_keeps_its_columns(pictures: Any) -> None:
    ltr, rtl = pictures("allegra", "triples")
    for picture, rtl_side in ((ltr, False), (rtl, True)):
        at = {line: rect.centerx for line, rect in picture.texts}
        before, after = at["Before"], at["After"]
        assert (before > after) == rtl_side
        # The neighbour's column stays the leftmost of the "before" grid, as at the table.
        assert at["Neighbour's column"] < before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
def test_three_players_page_draws_no_text_over_another(
    make_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], rtl: bool
) -> None:
    # "17 cards: +4" under the bottom seat ran into the caption at every size.
    picture = draw_page(make_app, monkeypatch, "ronda", "three", rtl=rtl, size=size)
    drawn = picture.texts + picture.notes
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(drawn, 2) if ra.colliderect(rb)]
    assert not clashes


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_missas_played_card_stands_where_the_language_reads_from(
    pictures: Any, size: tuple[int, int]
) -> None:
    """Page 5: "played 7 -> table", read from the right in a right-to-left language: the
    played card right of the table it clears (the table's cards keep their sorted order)."""
    from rondo_desktop.games.ronda import rules_examples as ex

    for picture, rtl in zip(pictures("ronda", "missa", size), (False, True), strict=True):
        played = [rect for card, rect in picture.cards if card == ex.MISSA_PLAY]
        table = [(card, rect) for card, rect in picture.cards if card in ex.MISSA_TABLE]
        assert len(played) == 2 and len(table) == 2 * len(ex.MISSA_TABLE)
        for card in played:
            row = [rect for _, rect in table if abs(rect.centery - card.centery) < card.height]
            assert len(row) == len(ex.MISSA_TABLE)
            if rtl:
                assert card.left > max(rect.right for rect in row)
            else:
                assert card.right < min(rect.left for rect in row)
        for half in (table[: len(ex.MISSA_TABLE)], table[len(ex.MISSA_TABLE) :]):
            xs = [rect.centerx for _, rect in half]
            assert [c for c, _ in half] == list(ex.MISSA_TABLE) and xs == sorted(xs)
