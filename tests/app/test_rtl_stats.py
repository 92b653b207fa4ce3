"""Right to left on the statistics screen: each game's own panels read from the right.

Like test_rtl_results.py, English stands in for Arabic, mirrored (``RTL_LANGUAGES`` = {"en"}),
so each line can be found by its English words.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.app import i18n
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.allegra.stats import AllegraEntry
from rondo_desktop.games.ronda.stats import RondaEntry
from rondo_desktop.games.rondo.stats import RondoEntry
from rondo_desktop.games.stats import GameEntry
from tests.app.drawn_lines import record_lines

ENTRIES: dict[str, GameEntry] = {
    # HAUS with a delete card and a joker, and hints taken: the word and the best score's parts.
    "rondo": RondoEntry(
        ("hard",), True, 150, "HAUS", 12, "-HAUs", (-2, 5, 1, 2, 0), hints=7, coached=True
    ),
    # The best hand's 14 beside its kinds; the most estes and missas in a match.
    "ronda": RondaEntry(
        ("medium",),
        True,
        43,
        best_hand=(("ronda", 5), ("este", 6), ("cards", 3)),
        estes=4,
        missas=1,
    ),
    # The rounds panel: the best round, then the rounds closed, doubled and the triples.
    "allegra": AllegraEntry(("medium",), True, 40, best_round=-3, closed=4, doubled=1, triples=2),
}


@pytest.fixture
def mirrored_english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    yield


def _stats_texts(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> tuple[dict[str, pygame.Rect], list[tuple[str, pygame.Rect]]]:
    """The statistics' regions and every line drawn on them, after one game of ``game``."""
    StatsStore(data_dir, game, games.get(game).stats_keeper()).record_game(ENTRIES[game])
    driver = make_app(language="en")
    ctx = driver.app.ctx
    ctx.navigator.open("stats", game=game)
    driver.settle()
    drawn = record_lines(monkeypatch)
    driver.frames(1)
    place = driver.top.place
    return {name: place.rect(name) for name in place.layout.regions}, drawn


def _inside(drawn: list[tuple[str, pygame.Rect]], area: pygame.Rect) -> dict[str, pygame.Rect]:
    return {line: rect for line, rect in drawn if area.contains(rect)}


def test_a_mirrored_rondo_best_word_follows_its_heading_leftwards(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    regions, drawn = _stats_texts(make_app, data_dir, monkeypatch, "rondo")
    panel = regions["best_word"]
    lines = _inside(drawn, panel)
    heading, word = lines["Best word"], lines["HAUS"]
    points = next(rect for line, rect in lines.items() if line.endswith("points"))
    assert heading.right > panel.centerx  # the heading where the line starts
    assert heading.left > word.right > word.left > points.right  # word, then the points
    assert points.left < panel.centerx  # at the panel's far end


@pytest.mark.parametrize(
    ("game", "slot", "figure", "columns"),
    [
        ("rondo", "best_score", "150", ["hints taken", "games coached"]),
        ("ronda", "best_word", "14", ["Ronda, Tringa", "Este", "Cards"]),
        ("ronda", "best_score", None, ["estes", "missas"]),
        ("allegra", "best_word", None, ["best round", "rounds closed", "doubled", "triples"]),
    ],
)
def test_a_mirrored_breakdown_puts_its_figure_and_first_column_at_the_right(
    make_app,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    mirrored_english: None,
    game: str,
    slot: str,
    figure: str | None,
    columns: list[str],
) -> None:
    regions, drawn = _stats_texts(make_app, data_dir, monkeypatch, game)
    panel = regions[slot]
    lines = _inside(drawn, panel)
    labels = [
        next(rect for line, rect in lines.items() if line.lower() == column.lower())
        for column in columns
    ]
    # The columns read from the right: each label left of the one before it, against
    # the right edge of its column, its number above it on the same right edge.
    assert all(a.left > b.right for a, b in pairwise(labels)), labels
    numbers = [rect for line, rect in lines.items() if line.lstrip("\N{MINUS SIGN}").isdigit()]
    for label in labels:
        assert any(n.right == label.right and n.top < label.top for n in numbers), label
    if figure is not None:
        shown = lines[figure]
        assert shown.right > labels[0].right and shown.right > panel.centerx
