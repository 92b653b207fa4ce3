"""What the new-player trial (issue #14) found at Ronda's table, each fixed: the points of
another seat's ronda or missa rise from that seat's plate, not the player's."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.games.ronda.engine.events import ComboAwarded, Event, Missa
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle, sit_down


def shown(driver: Any, table: RondaTable, events: list[Event]) -> None:
    """Show ``events`` as the dealer shows the engine's, until the queue is empty."""
    table.dealer.feed(events)
    for _ in range(200):
        if not table.dealer.queue:
            return
        driver.frames(1, 0.05)


@pytest.mark.parametrize("scorer", [1, 2, 3], ids=["next", "partner", "last"])
def test_another_seats_points_rise_from_its_own_plate(make_app, scorer: int) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium", "medium")
    settle(driver, table)
    seat = (table.bottom_seat + scorer) % 4
    side = table.session.side_of(seat)
    plate = table.geometry.plate_rect(seat)
    for event in (
        ComboAwarded(0, ((seat, "ronda", None),), (seat,), 1, ((side, 1),)),
        Missa(seat, side, 1),
    ):
        table.dealer.popups.clear()
        shown(driver, table, [event])
        assert table.dealer.popups, event
        popup = table.dealer.popups[-1]
        assert plate.collidepoint(popup.x, popup.y), (event, plate, popup)


def test_points_scored_in_the_top_row_stay_over_it_as_they_rise(make_app) -> None:
    """Not pushed under the line over the table, where they read as the table's."""
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium", "medium")
    settle(driver, table)
    seat = (table.bottom_seat + 2) % 4
    side = table.session.side_of(seat)
    table.dealer.feed([ComboAwarded(0, ((seat, "ronda", None),), (seat,), 1, ((side, 1),))])
    plate = table.geometry.plate_rect(seat)
    banner = table.place.rect("turn_banner")
    seen = 0
    for _ in range(60):
        driver.frames(1, 0.05)
        for popup in table.dealer.popups:
            rect = table.painter.popup_rect(popup, (60, 40))
            assert rect.bottom <= banner.top and rect.top >= 0
            assert plate.left <= rect.centerx <= plate.right
            seen += 1
    assert seen
