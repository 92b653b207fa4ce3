"""Results and statistics: round chart axes, each seat's words and hints, no stub on a 0 % bar,
best-word cards large enough to read."""

from __future__ import annotations

import math
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.scenes import stats as stats_scene
from rondo_desktop.app.scenes.score_chart import nice_ticks
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.settings import MIN_WINDOW
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.app.widgets import READABLE_CARD_PX, card_rows
from rondo_desktop.games.rondo.engine.events import TurnStarted
from rondo_desktop.games.rondo.stats import RondoEntry
from rondo_desktop.games.rondo.table.results import ResultsScene
from rondo_desktop.games.rondo.table.tally import hints_by_seat, words_by_seat
from tests.games.rondo.table.helpers import computers_only

SIZES = [(1280, 720), (1024, 768), (900, 900), MIN_WINDOW]


def _is_round_step(step: int) -> bool:
    power = 10 ** math.floor(math.log10(step))
    return step / power in (1, 2, 2.5, 5)


@pytest.mark.parametrize(
    "low, high", [(0, 312), (-38, 274), (0, 47), (0, 1), (0, 1000), (-5, 3), (0, 57), (3, 3)]
)
def test_chart_ticks_are_round_numbers_that_cover_the_scores(low: int, high: int) -> None:
    ticks = nice_ticks(low, high)
    step = ticks[1] - ticks[0]
    assert all(b - a == step for a, b in pairwise(ticks))
    assert _is_round_step(step)
    assert ticks[0] <= low and ticks[-1] >= high
    assert 0 in ticks or low > 0
    assert 2 <= len(ticks) <= 8
    assert ticks[0] % step == 0  # 0, 50, 100 ... never 0, 78, 156


@pytest.fixture(scope="module")
def finished():
    session = computers_only(seed=5)
    for _ in range(3000):
        if session.is_over:
            break
        session.update(0.0)
    assert session.is_over
    return session


def _results(make_app, session, size):
    driver = make_app(size=size)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, session))
    driver.settle()
    return driver


class Recorder:
    """Records every line of text and every card face the screen draws."""

    def __init__(self, driver) -> None:
        ctx = driver.app.ctx
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.card_heights: list[int] = []
        blit, face = ctx.text.blit, ctx.cards.face

        def recording_blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            rect = blit(surface, text, *args, **kwargs)
            self.texts.append((text, rect))
            return rect

        def recording_face(look, height, theme):  # type: ignore[no-untyped-def]
            self.card_heights.append(height)
            return face(look, height, theme)

        ctx.text.blit = recording_blit  # type: ignore[method-assign]
        ctx.cards.face = recording_face  # type: ignore[method-assign]
        driver.frames(1)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_chart_axis_is_labelled_at_round_numbers(make_app, finished, size) -> None:
    driver = _results(make_app, finished, size)
    chart = driver.top.place.rect("chart")
    drawn = Recorder(driver)
    labels = sorted(
        int(text)
        for text, rect in drawn.texts
        if text.lstrip("-").isdigit() and chart.contains(rect) and rect.right < chart.centerx
    )
    assert len(labels) >= 3 and 0 in labels
    step = labels[1] - labels[0]
    assert _is_round_step(step) and all(value % step == 0 for value in labels)
    assert labels[-1] >= max(finished.game.final_scores())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_results_list_the_words_each_seat_played(make_app, finished, size) -> None:
    driver = _results(make_app, finished, size)
    words_panel = driver.top.place.rect("words")
    drawn = " ".join(text for text, rect in Recorder(driver).texts if words_panel.contains(rect))
    for seat, words in enumerate(words_by_seat(finished.game)):
        assert finished.name(seat) in drawn
        assert words, "every seat laid a word in this game"
        best, points = words[0]
        assert f"{best} {points}" in drawn  # best first, with its points
        assert words == sorted(words, key=lambda w: -w[1])


def test_hints_are_counted_for_the_seat_that_asked(finished) -> None:
    game = finished.game
    turns = {e.turn: e.seat for e in game.log if isinstance(e, TurnStarted)}
    seat1 = [t for t, s in turns.items() if s == 1][:3]
    seat2 = [t for t, s in turns.items() if s == 2][:1]
    assert hints_by_seat(game, [*seat1, *seat2, seat1[0]]) == [0, 3, 1]


def test_the_results_show_a_hints_column(make_app, finished) -> None:
    finished.hints[:] = [e.turn for e in finished.game.log if isinstance(e, TurnStarted)][:2]
    try:
        driver = _results(make_app, finished, (1280, 720))
        scores = driver.top.place.rect("scores")
        drawn = [text for text, rect in Recorder(driver).texts if scores.contains(rect)]
        assert "Hints" in drawn
        counts = hints_by_seat(finished.game, finished.hints)
        assert sum(counts) == 2
    finally:
        finished.hints.clear()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_best_words_cards_are_large_enough_to_read(make_app, finished, size) -> None:
    driver = _results(make_app, finished, size)
    heights = Recorder(driver).card_heights
    assert len(heights) == len(finished.best_play().holder)  # every card as it lay
    assert min(heights) >= READABLE_CARD_PX  # letters large, values at 12 px or more
    best = driver.top.place.rect("best_word")
    assert best.width >= 0  # drawn inside its panel: checked by test_window_shapes


def _stats_scene(make_app, data_dir: Path, size, best_word: str | None = None):
    store = StatsStore(data_dir)
    store.record_game(RondoEntry(("expert",), False, 120))
    store.record_game(RondoEntry(("hard",), False, 150, best_word, 61))
    driver = make_app(size=size)
    driver.app.ctx.stack.push(StatsScene(driver.app.ctx))
    driver.settle()
    return driver


def test_a_zero_percent_bar_shows_no_stub(make_app, data_dir: Path) -> None:
    driver = _stats_scene(make_app, data_dir, (1280, 720))
    fill = driver.app.ctx.theme.fill
    screen = driver.app.screen
    table = driver.top.place.rect("table")
    filled = [
        (x, y)
        for x in range(table.left, table.right)
        for y in range(table.top, table.bottom, 2)
        if screen.get_at((x, y))[:3] == fill
    ]
    assert filled == []  # no game won: every bar is an empty track


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_statistics_best_word_is_readable(make_app, data_dir: Path, size) -> None:
    driver = _stats_scene(make_app, data_dir, size, best_word="QUETZALES")
    heights = Recorder(driver).card_heights
    assert len(heights) == len("QUETZALES") and min(heights) >= READABLE_CARD_PX


def test_tied_seats_share_their_rank(make_app, finished, monkeypatch: pytest.MonkeyPatch) -> None:
    # Two seats tie at the top: the title says they share the win, so both are "1." and the
    # next seat is "3.", not 1., 2., 3.
    monkeypatch.setattr(finished.game, "final_scores", lambda: (189, 189, 120))
    driver = _results(make_app, finished, (1280, 720))
    scores = driver.top.place.rect("scores")
    ranks = sorted(
        text.split(".")[0]
        for text, rect in Recorder(driver).texts
        if scores.contains(rect) and text[:1].isdigit() and ". " in text
    )
    assert ranks == ["1", "1", "3"]


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_statistics_headings_never_touch(make_app, data_dir: Path, size, language) -> None:
    # German "Gewonnen" ran into "Quote": "GewonnenQuote".
    driver = _stats_scene(make_app, data_dir, size)
    driver.app.ctx.change_settings(language=language)
    driver.settle()
    t, table = driver.app.ctx.t, driver.top.place.rect("table")
    heads = [t(f"stats.col.{key}") for key in ("opponent", "played", "won", "rate")]
    drawn = dict(Recorder(driver).texts)
    rects = [drawn[head] for head in heads]
    assert all(table.contains(rect) for rect in rects)
    assert all(b.left - a.right >= 8 for a, b in pairwise(rects)), rects


def test_the_statistics_write_the_best_word_out_and_lay_it_in_one_row(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Nine cards fit in one readable row at 1280x720: no OVERJ / OyS- split.
    layouts: list[tuple[int, list[tuple[int, int]]]] = []

    def recording_rows(*args, **kwargs):  # type: ignore[no-untyped-def]
        layouts.append(card_rows(*args, **kwargs))
        return layouts[-1]

    monkeypatch.setattr(stats_scene, "card_rows", recording_rows)
    driver = _stats_scene(make_app, data_dir, (1280, 720), best_word="QUETZALES")
    drawn = Recorder(driver)
    panel = driver.top.place.rect("best_word")
    assert any(text == "QUETZALES" and panel.contains(rect) for text, rect in drawn.texts)
    height, spots = layouts[-1]
    assert len(spots) == 9 and height >= READABLE_CARD_PX
    assert len({top for _, top in spots}) == 1


@pytest.mark.parametrize(("width", "count"), [(535, 9), (556, 9), (480, 8), (300, 5), (1000, 9)])
def test_a_word_lies_in_one_row_whenever_its_cards_can_be_read_there(width, count) -> None:
    area = pygame.Rect(0, 0, width, 220)
    height, spots = card_rows(area, count, 110, 5)
    assert height >= READABLE_CARD_PX
    assert len({top for _, top in spots}) == 1
    lefts = sorted(left for left, _ in spots)
    card_w = round(height * 0.7)
    assert all(b - a > card_w for a, b in pairwise(lefts))  # a gap between the cards
    assert area.left <= lefts[0] and lefts[-1] + card_w <= area.right


def test_a_word_too_long_for_one_readable_row_wraps() -> None:
    height, spots = card_rows(pygame.Rect(0, 0, 400, 220), 9, 110, 5)
    assert height >= READABLE_CARD_PX and len({top for _, top in spots}) == 2


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_names_and_best_words_keep_clear_of_the_numbers(make_app, finished, size, language):
    # "Best word: FRIVOLE (31)" ran into the words column's "142".
    driver = make_app(size=size, language=language)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.settle()
    scores = driver.top.place.rect("scores")
    drawn = [(text, rect) for text, rect in Recorder(driver).texts if scores.contains(rect)]
    numbers = [rect for text, rect in drawn if text.lstrip("-").isdigit()]
    names = [
        rect
        for text, rect in drawn
        if not text.lstrip("-").isdigit() and rect.left < scores.left + 60
    ]
    assert numbers and names
    for name in names:
        for number in numbers:
            if name.top < number.bottom and number.top < name.bottom:
                assert name.right + 6 <= number.left, (name, number)
