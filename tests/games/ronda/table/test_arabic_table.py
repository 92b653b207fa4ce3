"""Ronda's table in Arabic: a digits change from the pause menu shows at once, the end of a
hand's summary is mirrored and speaks to the player in the second person."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.rtl import without_controls
from rondo_desktop.games.ronda.screenshots import seeded_session
from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter
from rondo_desktop.games.ronda.table.pad import draw_summary, summary_cards_area
from rondo_desktop.games.ronda.table.painter import RondaPainter
from rondo_desktop.games.ronda.table.results import RondaResults
from rondo_desktop.games.ronda.table.scene import RondaTable
from rondo_desktop.games.ronda.table.shown import HandSummary
from tests.games.ronda.table.helpers import settle, sit_down


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def test_a_digits_change_redraws_the_places_ranks_and_the_pads_at_once(make_app) -> None:
    """Finding 8 of the Arabic trial: after Western digits were chosen in the pause menu the
    ranks under the table's places stayed Eastern for the rest of the match."""
    driver = make_app(language="ar")
    driver.app.ctx.change_settings(persist=False, digits="eastern")
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    size = driver.app.ctx.window_size
    painter = table.painter
    assert isinstance(painter, RondaPainter)
    eastern = painter.background(size).copy()
    driver.app.ctx.change_settings(persist=False, digits="western")
    driver.frames(1)
    western = painter.background(size)
    fresh = RondaPainter(table).background(size)
    assert not same_pixels(eastern, fresh)  # the digits do show in the background
    assert same_pixels(western, fresh)


def drawn_on_summary(
    table: RondaTable, monkeypatch: pytest.MonkeyPatch, summary: HandSummary
) -> list[tuple[str, pygame.Rect]]:
    """Every text the end of a hand's summary draws, in order, with where it stands."""
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = table.ctx.text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(table.ctx.text, "blit", record)
    draw_summary(pygame.Surface(table.ctx.window_size), table, summary)
    monkeypatch.undo()
    return drawn


def sit_alone(driver: Any) -> RondaTable:
    """A person alone against the computer, left with no name: "You" at the table."""
    ctx = driver.app.ctx
    seats = (SeatSetup("person", ""), SeatSetup("computer", "", "medium"))
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "ronda"))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    settle(driver, table)
    return table


SUMMARY = HandSummary(0, {"ronda": (1, 0), "este": (0, 5)}, (24, 16), (19, 12), ((), ()), False)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_end_of_a_hand_is_read_from_the_right_in_arabic(
    make_app, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Finding 3: the names and their dots stood at the left while the columns were mirrored,
    and "+9 · 19" read total-first under "اليد · المجموع"."""
    driver = make_app(language="ar", size=size)
    table = sit_alone(driver)
    t = table.ctx.t
    drawn = dict(drawn_on_summary(table, monkeypatch, SUMMARY))
    you, computer = table.side_label(0), table.side_label(1)
    ronda, este = drawn[t("table.ronda.kind.ronda")], drawn[t("table.ronda.kind.este")]
    total = drawn[t("table.ronda.kind.total")]
    assert drawn[you].left > ronda.right > este.right > total.right  # read from the right
    assert drawn[computer].left > ronda.right
    hand = drawn["+1"]  # this hand's points first, at the right, as the head names them
    assert hand.left > drawn["19"].right
    # "You took 24 cards", in the second person, its line starting at the right.
    caption = t("table.ronda.summary_cards_you", count=24)
    assert caption == "أخذتَ 24 ورقة"
    area = summary_cards_area(table, 2)
    assert drawn[caption].right == area.right
    assert drawn[t("table.ronda.summary_cards", name=computer, count=16)].right == area.right


def test_in_english_the_summary_still_reads_from_the_left_and_says_you_took(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = sit_alone(make_app(language="en"))
    drawn = dict(drawn_on_summary(table, monkeypatch, SUMMARY))
    assert drawn["You"].right < drawn["Ronda/tringa"].left < drawn["Este"].left
    assert drawn["+1"].right < drawn["19"].left
    assert "You took 24 cards" in drawn and "Computer 1 took 16 cards" in drawn
    assert drawn["You took 24 cards"].left == summary_cards_area(table, 2).left


class Blits(pygame.Surface):
    """A surface that keeps where each thing was drawn on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.spots: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        self.spots.append(pygame.Rect(dest, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize(("lang", "edge"), [("ar", "right"), ("en", "left")])
def test_the_best_hands_rows_of_cards_start_where_the_line_is_read_from(
    make_app, lang: str, edge: str
) -> None:
    """Finding 4: in Arabic the second row of the best hand's cards stood at the left."""
    driver = make_app(language=lang)
    ctx = driver.app.ctx
    results = RondaResults(ctx, seeded_session(ctx, 7, True, 2), SpanishCardPainter(ctx.text))
    area = pygame.Rect(100, 100, 500, 220)  # room for two rows
    surface = Blits(ctx.window_size)
    cards = ["1o", "2o", "3o", "4o", "5o", "6o", "7o", "1c", "2c", "3c", "4c"]
    results._taken(surface, cards, area)
    rows = sorted({spot.top for spot in surface.spots})
    assert len(rows) == 2 and len(surface.spots) == len(cards)
    for top in rows:
        row = [spot for spot in surface.spots if spot.top == top]
        outer = max(s.right for s in row) if edge == "right" else min(s.left for s in row)
        assert abs(outer - getattr(area, edge)) <= 1


def test_the_best_hands_kinds_of_points_set_their_numbers_apart(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trial read "الأوراق فوق 20 11": the kind's own number glued to its points."""
    driver = make_app(language="ar")
    ctx = driver.app.ctx
    results = RondaResults(ctx, seeded_session(ctx, 7, True, 2), SpanishCardPainter(ctx.text))
    drawn: list[str] = []
    blit = ctx.text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(without_controls(words))  # as read
        return blit(surface, words, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", record)
    results._best(pygame.Surface(ctx.window_size))
    monkeypatch.undo()
    kinds = next(line for line in drawn if "إستي" in line)
    assert "الأوراق فوق 20: " in kinds and "إستي: " in kinds
    # Joined by an Arabic comma: a dot beside Eastern digits reads as a zero.
    assert "·" not in kinds and "، " in kinds
