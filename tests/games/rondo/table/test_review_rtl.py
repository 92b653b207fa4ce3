"""Rondo's review right to left: the review's panels and the results' review summary drawn as
the left-to-right ones seen in a mirror, and the lines glued from Latin words and numbers
ordered for an Arabic reader.

As in tests/app/test_rtl_results.py, English stands in for Arabic, mirrored
(``RTL_LANGUAGES`` = {"en"}): the same lines are drawn, so each one's place on the mirrored
screen must be its left-to-right place reflected. Arabic itself is checked where the order
inside a line is what matters.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.app import App
from rondo_desktop.app.i18n import Translator
from rondo_desktop.app.layout import mirror_rect
from rondo_desktop.app.rtl import visual_order, without_controls
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.games.rondo.table import review_draw
from rondo_desktop.games.rondo.table.review_job import ReviewJob
from rondo_desktop.games.rondo.table.review_scene import ReviewScene
from rondo_desktop.screenshot import render

from .review_helpers import HANDS, Drawn, constructed, job_of

SIZE = (1280, 720)
REVIEW_PANELS = ("move", "holder", "hand", "options", "slider")

Texts = list[tuple[str, pygame.Rect]]
# The real ones, whatever an earlier shot in the same test has wrapped them in.
BLIT, CIRCLE = TextRenderer.blit, pygame.draw.circle


@pytest.fixture
def mirrored_english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    yield


def _shot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scene: str, lang: str = "en"
) -> tuple[dict[str, pygame.Rect], Texts, list[tuple[int, int]]]:
    """One Rondo scene as the screenshot draws it: its regions, every line of text and the
    centre of every dot (circle) drawn."""
    regions: dict[str, pygame.Rect] = {}
    texts: Texts = []
    dots: list[tuple[int, int]] = []
    blit, circle = BLIT, CIRCLE

    def recording_blit(self, surface, line, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = blit(self, surface, line, *args, **kwargs)
        texts.append((without_controls(line), rect))  # as read
        return rect

    def recording_circle(surface, colour, centre, *args, **kwargs):  # type: ignore[no-untyped-def]
        dots.append((round(centre[0]), round(centre[1])))
        return circle(surface, colour, centre, *args, **kwargs)

    def grab(app: App) -> None:
        place = app.ctx.stack.scenes[-1].place  # type: ignore[attr-defined]
        regions.update({name: place.rect(name) for name in place.layout.regions})
        texts.clear()
        dots.clear()
        app.ctx.stack.draw(app.screen)  # once more, recorded: the settled frame

    monkeypatch.setattr(TextRenderer, "blit", recording_blit)
    monkeypatch.setattr(pygame.draw, "circle", recording_circle)
    render(scene, tmp_path / f"{scene}.png", SIZE, lang, inspect=grab, game="rondo")
    return regions, texts, dots


def _in(texts: Texts, area: pygame.Rect) -> Texts:
    return [(line, rect) for line, rect in texts if area.contains(rect)]


def _reflected(rect: pygame.Rect) -> pygame.Rect:
    return mirror_rect(rect, pygame.Rect((0, 0), SIZE))


def test_a_mirrored_review_draws_each_panels_lines_where_the_mirror_puts_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ltr_regions, ltr_texts, _ = _shot(tmp_path, monkeypatch, "review")
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    rtl_regions, rtl_texts, _ = _shot(tmp_path, monkeypatch, "review")
    for panel in REVIEW_PANELS:
        ltr, rtl = _in(ltr_texts, ltr_regions[panel]), _in(rtl_texts, rtl_regions[panel])
        assert ltr, f"nothing drawn in {panel}"
        printed = [line for line, _ in ltr if line.startswith("×")]  # on the holder's slots
        ltr, rtl = [t for t in ltr if t[0] not in printed], [t for t in rtl if t[0] not in printed]
        assert rtl == [(line, _reflected(rect)) for line, rect in ltr], panel
    # The holder is a thing on the table, not a line: its slots keep their order.
    slots = [
        [line for line, _ in sorted(_in(texts, regions["holder"]), key=lambda t: t[1].x)]
        for regions, texts in ((ltr_regions, ltr_texts), (rtl_regions, rtl_texts))
    ]
    assert [line for line in slots[0] if "×" in line] == [line for line in slots[1] if "×" in line]
    # Read from the right: the heading at the panel's right, the best plays' first column
    # (1. to 3.) right of the second, each line starting at its column's right.
    options = rtl_regions["options"]
    lines = {line[:2]: rect for line, rect in _in(rtl_texts, options)}
    assert lines["Be"].right > options.centerx  # "Best plays"
    assert lines["1."].right == lines["2."].right > lines["4."].right
    assert lines["4."].right > options.left and lines["1."].left > options.centerx


def test_a_mirrored_review_with_a_hidden_hand_puts_the_backs_at_the_right_and_why_left(
    make_app, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    driver = make_app(language="en")
    scene = ReviewScene(driver.app.ctx, job_of(constructed(4, over=False, persons=(0,))))
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    scene.go(1)  # the computer's move while the game goes on: its hand is hidden
    rows: list[tuple[pygame.Rect, list[tuple[int, int]]]] = []
    real = review_draw.card_rows

    def recording(area, count, most, gap):  # type: ignore[no-untyped-def]
        height, spots = real(area, count, most, gap)
        rows.append((pygame.Rect(area), spots))
        return height, spots

    monkeypatch.setattr(review_draw, "card_rows", recording)
    drawn = Drawn(driver.app.ctx)
    driver.frames(1)
    hand = scene.place.rect("hand")
    backs = [x for area, spots in rows if hand.contains(area) for x, _ in spots]
    why = [rect for line, rect in drawn.texts if hand.contains(rect) and "hidden" in line]
    assert len(backs) == len(HANDS[1])
    assert min(backs) > hand.centerx  # the backs where the hand starts: at the right
    assert why and all(rect.right < min(backs) for rect in why)  # the note after them


def test_a_mirrored_review_summary_reads_from_the_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ltr_regions, ltr_texts, ltr_dots = _shot(tmp_path, monkeypatch, "results")
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    rtl_regions, rtl_texts, rtl_dots = _shot(tmp_path, monkeypatch, "results")
    summary = ("You:", "Computer", "Biggest misses", "Best word possible")

    def lines(texts: Texts, panel: pygame.Rect) -> Texts:
        return [(line, rect) for line, rect in _in(texts, panel) if line.startswith(summary)]

    ltr, rtl = lines(ltr_texts, ltr_regions["words"]), lines(rtl_texts, rtl_regions["words"])
    assert len(ltr) >= 4
    assert rtl == [(line, _reflected(rect)) for line, rect in ltr]
    panel = rtl_regions["words"]
    heads = [rect for line, rect in rtl if line.startswith(("You:", "Computer"))]
    assert len({rect.right for rect in heads}) == 1 and heads[0].right > panel.right - 60
    # Each seat's dot at the right of its line, where the line starts.
    ltr_seat_dots = [d for d in ltr_dots if ltr_regions["words"].collidepoint(d)]
    rtl_seat_dots = [d for d in rtl_dots if panel.collidepoint(d)]
    assert len(rtl_seat_dots) == len(heads)
    assert rtl_seat_dots == [(SIZE[0] - x, y) for x, y in ltr_seat_dots]
    assert all(x > heads[0].right for x, _ in rtl_seat_dots)


# -- Arabic: lines glued from Latin words and numbers, in the order they are read ---------------


def _visual(key: str, **params: object) -> str:
    """The Arabic line as it stands on the screen, left to right."""
    return visual_order(Translator("ar").t(key, **params), True)


def test_an_arabic_best_play_reads_rank_word_points_from_the_right() -> None:
    shown = _visual("review.option", rank=1, word="CRUSTA", points=27)
    assert shown.index("27") < shown.index("CRUSTA") < shown.index("1")
    played = visual_order(
        Translator("ar").t(
            "review.option_played",
            option=Translator("ar").t("review.option", rank=3, word="ARCUS", points=26),
        ),
        True,
    )
    assert played.index("→") < played.index("26") < played.index("ARCUS") < played.index("3")


def test_an_arabic_slider_label_reads_the_move_before_the_count() -> None:
    shown = _visual("review.step", index=6, count=24)
    assert shown.index("24") < shown.index("6")


def test_an_arabic_summary_puts_the_name_first_and_the_first_miss_at_the_right() -> None:
    ar = Translator("ar")
    line = ar.t("results.review.seat", accuracy=82, points=5)
    head = visual_order(ar.t("results.review.seat_head", name="Ana", summary=line), True)
    assert head.index("82") < head.index("Ana")  # a Latin name does not swallow the number
    misses = ar.t("results.review.miss_join").join(["ARCUS (CRUSTA +1)", "BUBA (BUBA +6)"])
    shown = visual_order(ar.t("results.review.misses", misses=misses), True)
    assert shown.index("BUBA") < shown.index("ARCUS")


def test_an_arabic_summary_fits_its_lines_one_under_another_inside_the_panel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    regions, texts, _ = _shot(tmp_path, monkeypatch, "results", "ar")
    panel = regions["words"]
    area = panel.inflate(-2 * 22, 0)  # the summary's side margins (the panel's padding)
    heading = next(
        rect for line, rect in texts if line == Translator("ar").t("results.review.heading")
    )
    lines = sorted(
        (rect for line, rect in _in(texts, panel) if rect.top > heading.bottom + 4),
        key=lambda rect: rect.top,
    )
    assert len(lines) >= 4
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(lines))
    assert lines[-1].bottom <= panel.bottom  # the last line's dots are not cut off
    assert all(rect.right == lines[0].right for rect in lines[:-1])  # one right margin
    assert all(rect.right <= area.right for rect in lines)


def test_a_mirrored_reviews_progress_bar_fills_from_the_right(
    make_app, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    release = threading.Event()

    def slow(data, progress):  # type: ignore[no-untyped-def]
        progress(1, 4)
        release.wait(10)
        return constructed(4)

    driver = make_app(language="en")
    scene = ReviewScene(driver.app.ctx, ReviewJob({}, analyse=slow))
    driver.app.ctx.stack.push(scene)
    bars: list[tuple[tuple[int, ...], pygame.Rect]] = []
    rect = pygame.draw.rect

    def recording(surface, colour, area, *args, **kwargs):  # type: ignore[no-untyped-def]
        bars.append((tuple(colour), pygame.Rect(area)))
        return rect(surface, colour, area, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", recording)
    try:
        driver.frames(20)  # past the moment before the bar shows
        assert scene.loading() and scene.job.progress == 0.25
    finally:
        release.set()
    theme = driver.app.ctx.theme
    track = next(area for colour, area in reversed(bars) if colour == tuple(theme.track))
    filled = next(area for colour, area in reversed(bars) if colour == tuple(theme.fill))
    assert filled.right == track.right and filled.width == round(track.width / 4)
