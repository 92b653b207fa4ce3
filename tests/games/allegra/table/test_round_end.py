"""The end of a round can be followed: the final reveal stays in view a while before the
summary covers the grids, the move log tells it, and the round's totals name the seats."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.rtl import without_controls
from rondo_desktop.app.session import LogEntry
from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.table.knocks import ROUND_END
from rondo_desktop.games.allegra.table.log_text import log_line
from rondo_desktop.games.allegra.table.session import log_entry
from tests.games.allegra.table.helpers import sit_down


def test_the_round_over_line_names_every_seat_and_the_reveal_is_a_line(make_app: Any) -> None:
    table = sit_down(make_app(language="en"), "medium", "medium", "medium")
    scored = ev.RoundScored(0, None, (12, 34, 25), (False,) * 3, (12, 34, 25))
    over = log_line(table, log_entry(scored) or LogEntry(""))
    assert over == "Round 1 is over: Computer 1 12 – Computer 2 34 – Computer 3 25."
    reveal = log_entry(ev.FinalReveal((((0, 0, 0), 7), ((1, 2, 3), -1))))
    assert reveal is not None
    assert log_line(table, reveal) == "The round ends: the face-down cards are turned up: 7, −1."


def test_in_arabic_each_seats_total_stands_apart_from_the_number_in_its_name(
    make_app: Any,
) -> None:
    """The Arabic trial read "الحاسوب 1 54 – ...": the seat's number glued to its total."""
    table = sit_down(make_app(language="ar"), "medium", "medium")
    scored = ev.RoundScored(0, None, (54, -3), (False,) * 2, (54, -3))
    over = log_line(table, log_entry(scored) or LogEntry(""))
    assert without_controls(over) == "انتهت الجولة 1: الحاسوب 1: 54، الحاسوب 2: −3."


@pytest.mark.slow
def test_the_final_reveal_is_seen_logged_and_the_totals_named(make_app: Any) -> None:
    driver = make_app(language="en")
    table = sit_down(driver, "person", "medium", "medium")
    dealer, session = table.dealer, table.session
    clock, revealed_at = 0.0, None
    for _ in range(40000):
        if dealer.summary is not None:
            break
        keys = [entry.key for entry in session.log[: dealer.shown.log_count]]
        if revealed_at is None and "log.allegra.final_reveal" in keys:
            revealed_at = clock  # the reveal has reached the screen
            assert table.banner_text() == "Every card is turned up"
        if table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.05)
        clock += 0.05
    assert dealer.summary is not None and revealed_at is not None
    assert clock - revealed_at >= ROUND_END / table.speed - 0.1
    lines = [log_line(table, entry) for entry in session.log]
    reveal = next(line for line in lines if line.startswith("The round ends"))
    over = next(line for line in lines if line.startswith("Round 1 is over"))
    assert lines.index(reveal) < lines.index(over)
    for seat in range(3):
        assert f"{table.seat_name(seat)} " in over, over
