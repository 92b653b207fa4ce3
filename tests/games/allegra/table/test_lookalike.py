"""Three equal cards in a row across two grids but in no one area stay on the table (G-05,
G-19): the table says why once a game, so the player does not take it for a missed triple."""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.allegra.table.geometry import right_of
from rondo_desktop.games.allegra.table.lookalike import lookalike_row
from tests.games.allegra.table.helpers import settle, sit_down


def _lay(table: Any, cells: list[tuple[int, int, int]], value: int) -> None:
    for seat, row, col in cells:
        table.dealer.shown.grids[seat][row][col] = (value, True)


def test_a_row_across_two_areas_is_told_once(make_app: Any) -> None:
    driver = make_app(language="en")
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    left = table.geometry.strips[0][0]
    right = right_of(left, 3)
    assert not lookalike_row(table)
    _lay(table, [(left, 1, 2), (left, 1, 3), (right, 1, 0)], 11)  # cols 2, 3 | neighbour's 0
    assert lookalike_row(table)
    table.banner = None
    driver.frames(1, 0.01)
    assert table.banner is not None
    assert table.banner[0] == "Not a triple: the three equal cards do not lie in one area"
    table.banner = None
    driver.frames(2, 0.01)
    assert table.banner is None or "Not a triple" not in table.banner[0], "once a game"


def test_a_real_triple_across_the_shared_column_is_no_lookalike(make_app: Any) -> None:
    driver = make_app(language="en")
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    left = table.geometry.strips[0][0]
    right = right_of(left, 3)
    # The left grid's column 3 is column 0 of its right-hand neighbour's area: one area.
    _lay(table, [(left, 0, 3), (right, 0, 0), (right, 0, 1)], 11)
    assert not lookalike_row(table)
