"""Ronda's table between the plays: este and missa announced with their points, the end of
a hand held by its summary until the player dismisses it, the sand timer playing for a person
who lets it run out, Play again on the results."""

from __future__ import annotations

import math

import pygame
import pytest

from rondo_desktop.games.ronda.engine.events import Este, HandScored, Missa
from rondo_desktop.games.ronda.table.dealer import HAND_END
from rondo_desktop.games.ronda.table.results import RondaResults
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle, sit_down


def test_este_and_missa_rise_with_their_points_and_fill_the_pad(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    shown = table.dealer.shown
    before = list(shown.hand_points["este"]), list(shown.hand_points["missa"])
    table.dealer.feed([Este(1, 1, 5, 2, 1), Missa(1, 1, 1)])
    driver.frames(2)
    assert "Este +1" in [popup.text for popup in table.dealer.popups]
    assert table.banner_text() == "Computer 1: este +1"  # the line names the call, a beat
    driver.frames(20, 0.05)
    assert "Missa +1" in [popup.text for popup in table.dealer.popups]
    assert shown.hand_points["este"][1] == before[0][1] + 1
    assert shown.hand_points["missa"][1] == before[1][1] + 1


def test_the_end_of_a_hand_waits_for_its_summary_to_be_dismissed(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    session = table.session
    for _ in range(4000):
        if table.dealer.summary is not None:
            break
        if table.can_play():
            table.play(0)
        driver.frames(1, 0.05)
    summary = table.dealer.summary
    assert summary is not None and summary.hand == 0
    hand = next(e for e in session.game.log if isinstance(e, HandScored))
    assert summary.points == hand.points and summary.piles == hand.piles
    assert [len(cards) for cards in summary.taken] == list(hand.piles)
    driver.frames(200, 0.05)  # nothing moves on while it is shown
    assert table.dealer.summary is summary and table.dealer.shown.hand_no == 0
    driver.key(pygame.K_RETURN)
    assert table.dealer.summary is None
    driver.frames(40, 0.05)
    assert table.dealer.shown.hand_no == 1


def test_the_hand_ends_in_sight_before_its_summary_covers_the_table(make_app) -> None:
    # The last card's points rise and fade and the leftovers land on the last capturer's
    # pile before the summary comes: a beat of HAND_END with the hand's score waiting.
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    dealer = table.dealer
    for _ in range(4000):
        if dealer.queue and isinstance(dealer.queue[0], HandScored) and dealer.in_flight == 0:
            break
        if table.can_play():
            table.play(0)
        driver.frames(1, 0.05)
    driver.frames(1, 0.05)
    assert dealer.summary is None and dealer.wait > 0  # the beat has begun
    waited = 0.0
    while dealer.summary is None and waited < 5:
        driver.frames(1, 0.05)
        waited += 0.05
    assert dealer.summary is not None
    assert waited >= dealer.seconds(HAND_END) - 0.1


def test_the_sand_running_out_plays_the_persons_lowest_card(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", turn_seconds=30)
    settle(driver, table)
    lowest = table.session.game.observation(0).hand[0]
    played = len(table.session.game.history)
    driver.frames(320, 0.1)  # 32 seconds of sand
    assert table.session.game.history[played].card == lowest


def test_play_again_deals_a_new_match_of_the_same_seats_and_options(make_app) -> None:
    driver = make_app(speed=math.inf)
    table = sit_down(driver, "medium", "beginner", target="21", capture_este="on")
    for _ in range(3000):
        if isinstance(driver.top, RondaResults):
            break
        driver.frames(1, 0.05)
    assert isinstance(driver.top, RondaResults)
    driver.top.play_again()
    driver.frames(2)
    again = driver.top
    assert isinstance(again, RondaTable) and again is not table
    options = again.session.game.options
    assert options.target == 21 and options.capture_este
    assert [s.strength for s in again.session.seats] == ["medium", "beginner"]


@pytest.mark.slow
def test_three_players_each_for_themselves_play_at_the_table(make_app) -> None:
    """V-01: three seats round the table, three sides on the pads, the match to its end."""
    driver = make_app(speed=4.0)
    table = sit_down(driver, "person", "beginner", "medium", target="21")
    assert set(table.seat_rects()) == {1, 2}
    for _ in range(4000):
        if not isinstance(driver.top, RondaTable):
            break
        if table.dealer.summary is not None:
            assert len(table.dealer.summary.totals) == 3
            driver.key(pygame.K_RETURN)
        if table.can_play():
            table.play(0)
        driver.frames(1, 0.1)
    assert isinstance(driver.top, RondaResults)
