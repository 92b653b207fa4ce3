"""Allegra's table between the turns: a round's end held by its summary until the player
dismisses it, the sand timer playing the quiet choice for a person who lets it run out, a whole
game to the results (lowest total first) and its statistics."""

from __future__ import annotations

import math

import pygame
import pytest

from rondo_desktop.games.allegra.engine import Knock, Take
from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.table.results import AllegraResults
from rondo_desktop.games.allegra.table.scene import AllegraTable
from tests.games.allegra.table.helpers import phase, sit_down


def _play_first_legal(driver, table: AllegraTable, until) -> None:
    """The person plays the engine's first legal action each time, until ``until()``."""
    for _ in range(20000):
        if until() or table.finished:
            return
        if table.can_act():
            table.act(table.legal()[0])
        elif table.handover_shown():
            table.confirm_handover()
        driver.frames(1, 0.05)
    raise AssertionError("never got there")


def test_the_end_of_a_round_waits_for_its_summary_to_be_dismissed(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    dealer = table.dealer
    _play_first_legal(driver, table, lambda: dealer.summary is not None)
    summary = dealer.summary
    assert summary is not None and summary.round_no == 0
    scored = next(e for e in table.session.game.log if isinstance(e, ev.RoundScored))
    assert summary.scores == scored.scores and summary.doubled == scored.doubled
    assert dealer.shown.round_scores == [scored.scores]  # on the pad too
    driver.frames(100, 0.05)  # nothing moves on while it is shown
    assert dealer.summary is summary and dealer.shown.round_no == 0
    driver.key(pygame.K_RETURN)
    assert dealer.summary is None
    driver.frames(60, 0.05)
    assert dealer.shown.round_no == 1


def test_the_sand_running_out_plays_the_quiet_choice(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium", turn_seconds=30)
    _play_first_legal(driver, table, lambda: phase(table) == "take" and table.can_act())
    before = len(table.session.game.history)
    for _ in range(40):
        driver.frames(1, 1.0)  # 40 seconds of sand
    assert table.session.game.history[before] == Take("deck")


def test_a_person_not_knocking_in_time_lets_the_card_go(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=30)
    _play_first_legal(driver, table, lambda: phase(table) == "knock" and table.can_act())
    before = len(table.session.game.history)
    for _ in range(40):
        driver.frames(1, 1.0)
    assert table.session.game.history[before] == Knock(False)


@pytest.mark.slow
def test_a_person_plays_a_whole_game_to_the_results_which_count_it(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    for _ in range(40000):
        if not isinstance(driver.top, AllegraTable):
            break
        if table.dealer.summary is not None:
            table.dismiss_summary()
        elif table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.2)
    results = driver.top
    assert isinstance(results, AllegraResults)
    game = table.session.game
    assert game.is_over and len(game.round_scores) == 3
    order = sorted(range(3), key=lambda s: -results.session.game.final_scores()[s])
    assert [game.totals[s] for s in order] == sorted(game.totals)  # lowest total first
    assert results.score_rows()[0][-1] == game.totals[0]
    stats = driver.app.ctx.stats_store.for_game("allegra").load()
    assert stats.games_played == 1
    assert stats.games_won == int(0 in table.session.winners())


@pytest.mark.slow
def test_a_computer_game_plays_through_the_real_scene_at_maximum_speed(make_app) -> None:
    driver = make_app(speed=math.inf)
    table = sit_down(driver, "medium", "expert", "hard")
    for _ in range(3000):
        if not isinstance(driver.top, AllegraTable):
            break
        driver.frames(1, 0.05)
    assert isinstance(driver.top, AllegraResults)
    game = table.session.game
    assert game.is_over and len(game.round_scores) == 3
    assert table.dealer.shown.scores == list(game.totals)
