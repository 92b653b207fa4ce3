"""Right to left inside the results: the score table and the chart read from the right.

Like test_rtl_mirror.py, English stands in for Arabic, mirrored (``RTL_LANGUAGES`` = {"en"}).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.app import App
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.screenshot import render
from tests.app.drawn_lines import record_lines

SIZE = (1280, 720)


@pytest.fixture
def mirrored_english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "RTL_LANGUAGES", frozenset({"en"}))
    yield


def _results_texts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> tuple[dict[str, pygame.Rect], list[tuple[str, pygame.Rect]]]:
    """The results' regions and every line drawn on them."""
    found: dict[str, pygame.Rect] = {}
    drawn = record_lines(monkeypatch)

    def grab(app: App) -> None:
        place = app.ctx.stack.scenes[-1].place  # type: ignore[attr-defined]
        found.update({name: place.rect(name) for name in place.layout.regions})

    render("results", tmp_path / "results.png", SIZE, "en", inspect=grab, game=game)
    return found, drawn


@pytest.mark.parametrize("game", ["rondo", "ronda", "allegra"])
def test_a_mirrored_score_table_puts_names_at_the_right_and_the_total_at_the_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None, game: str
) -> None:
    regions, drawn = _results_texts(tmp_path, monkeypatch, game)
    scores = regions["scores"]
    inside = [(line, rect) for line, rect in drawn if scores.contains(rect)]
    # "1. You" read from the right: drawn "You .1".
    names = [rect for line, rect in inside if line.endswith((" .1", " .2"))]
    total = next(rect for line, rect in inside if line == "Total")
    assert names and all(rect.left > scores.centerx for rect in names), names
    assert total.right < scores.centerx  # the last column, read last: at the left
    numbers = [rect for line, rect in inside if line.lstrip("-").isdigit()]
    assert numbers and all(rect.right < min(n.left for n in names) for rect in numbers)


@pytest.mark.parametrize("game", ["rondo", "ronda"])
def test_a_mirrored_chart_runs_its_turns_from_the_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None, game: str
) -> None:
    regions, drawn = _results_texts(tmp_path, monkeypatch, game)
    chart = regions["chart"]
    inside = [(line, rect) for line, rect in drawn if chart.contains(rect)]
    heading = next(rect for line, rect in inside if line == "Scores over the game")
    assert heading.right > chart.centerx
    steps = {line: rect for line, rect in inside if line in ("1", "2", "3")}
    if len(steps) >= 2:  # the turns numbered under the plot: the first at the right
        assert steps["1"].left > steps["2"].right
    ticks = [rect for line, rect in inside if line == "0"]
    assert ticks and all(rect.left > chart.centerx for rect in ticks)  # values' axis right


def test_a_mirrored_ronda_hands_table_puts_the_hands_at_the_right_and_the_first_side_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    regions, drawn = _results_texts(tmp_path, monkeypatch, "ronda")
    panel, best = regions["words"], regions["best_word"]
    inside = [(line, rect) for line, rect in drawn if panel.contains(rect)]
    labels = [rect for line, rect in inside if line.startswith("Hand ")]
    assert labels and len({rect.right for rect in labels}) == 1  # one right margin
    assert next(rect for line, rect in inside if line == "Hands").right == labels[0].right
    you = next(rect for line, rect in inside if line == "You")
    other = next(rect for line, rect in inside if line.startswith("Computer"))
    assert labels[0].left > you.right > other.right  # hands, then the first side, leftwards
    heading = next(rect for line, rect in drawn if line == "Best hand")
    assert best.contains(heading) and heading.right > best.centerx


def test_a_mirrored_allegra_rounds_list_reads_from_the_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    regions, drawn = _results_texts(tmp_path, monkeypatch, "allegra")
    panel = regions["words"]
    rounds = [rect for line, rect in drawn if line.startswith("Round ") and panel.contains(rect)]
    assert rounds and len({rect.right for rect in rounds}) == 1
    assert all(rect.right > panel.right - 40 for rect in rounds)


def test_a_mirrored_rondo_results_put_the_review_buttons_at_the_words_panels_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    found: dict[str, pygame.Rect] = {}

    def grab(app: App) -> None:
        scene = app.ctx.stack.scenes[-1]
        found["words"] = scene.place.rect("words")  # type: ignore[attr-defined]
        for widget in scene.focus.widgets:  # type: ignore[attr-defined]
            found[widget.name] = widget.rect

    render("results", tmp_path / "results.png", SIZE, "en", inspect=grab, game="rondo")
    panel = found["words"]
    assert found["tab"].right < found["review"].left  # Review first, read from the right
    assert panel.left < found["tab"].left and found["review"].right < panel.centerx


def test_a_mirrored_review_runs_its_slider_from_the_right_and_left_steps_on(
    tmp_path: Path, mirrored_english: None
) -> None:
    seen: dict[str, object] = {}

    def grab(app: App) -> None:
        scene = app.ctx.stack.scenes[-1]
        region, track = scene.place.rect("slider"), scene.slider_rect()  # type: ignore[attr-defined]
        seen["label_room_left"] = track.left - region.left > region.right - track.right
        seen["first_at_right"] = scene._slider_step(track.right)  # type: ignore[attr-defined]
        scene.go(3)  # type: ignore[attr-defined]
        scene.handle(Intent(Kind.LEFT))
        seen["after_left"] = scene.index  # type: ignore[attr-defined]

    render("review", tmp_path / "review.png", SIZE, "en", inspect=grab, game="rondo")
    assert seen == {"label_room_left": True, "first_at_right": 0, "after_left": 4}


def test_a_mirrored_opponent_table_reads_from_the_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    found: dict[str, pygame.Rect] = {}
    drawn = record_lines(monkeypatch)

    def grab(app: App) -> None:
        found["table"] = app.ctx.stack.scenes[-1].place.rect("table")  # type: ignore[attr-defined]

    render("stats", tmp_path / "stats.png", SIZE, "en", inspect=grab, game="ronda")
    table = found["table"]
    heads = {line: rect for line, rect in drawn if table.contains(rect)}
    opponent, rate = heads["Opponent"], heads["Win rate"]
    assert opponent.right == table.right and rate.right < heads["Won"].left < opponent.left
    dashes = [rect for line, rect in drawn if line == "–" and table.contains(rect)]
    assert dashes and all(rect.left == table.left for rect in dashes)  # the rate at the left


def test_a_mirrored_statistics_panels_headings_stand_at_their_right(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mirrored_english: None
) -> None:
    drawn = record_lines(monkeypatch)

    render("stats", tmp_path / "stats.png", SIZE, "en", game="ronda")
    empty = [rect for line, rect in drawn if line == "No games yet"]
    heads = [rect for line, rect in drawn if line in ("Best hand", "Wins")]
    assert empty and heads and len({rect.right for rect in empty + heads}) == 1
    assert all(rect.right > SIZE[0] // 4 for rect in empty)
