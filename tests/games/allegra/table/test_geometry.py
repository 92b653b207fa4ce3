"""Allegra's table geometry: 2 to 6 grids at every window size the table must serve, with no
grid, pile or panel over another, and every seat's five-wide area drawn as five columns in a
row (its left-hand neighbour's col 3 right beside its own col 0, or that column's echo)."""

from __future__ import annotations

from itertools import combinations, pairwise

import pygame
import pytest

from rondo_desktop.app.layout import LayoutLibrary
from rondo_desktop.games.allegra.table.geometry import (
    COLS,
    ROWS,
    AllegraGeometry,
    left_of,
    strips_of,
)

SIZES = [(1920, 1080), (1280, 720), (800, 600), (900, 900), (1080, 1080)]
LIBRARY = LayoutLibrary()


def geometry(size: tuple[int, int], seats: int, bottom: int = 0) -> AllegraGeometry:
    return AllegraGeometry(LIBRARY.fit("allegra-table", size), seats, bottom)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 7))
def test_no_two_grids_piles_or_panels_overlap(size: tuple[int, int], seats: int) -> None:
    window = pygame.Rect((0, 0), size)
    for bottom in range(seats):
        rects = geometry(size, seats, bottom).solid_rects()
        for name, rect in rects.items():
            assert window.contains(rect), f"{name} {rect} leaves the window"
        clashes = [
            (a, b) for (a, ra), (b, rb) in combinations(rects.items(), 2) if ra.colliderect(rb)
        ]
        assert clashes == [], f"{seats} seats at {size}: {clashes[:3]}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 7))
def test_every_area_reads_as_five_columns_in_a_row(size: tuple[int, int], seats: int) -> None:
    g = geometry(size, seats)
    w = g.card_width()
    for seat in range(seats):
        rows = g.area_rects(seat)
        assert len(rows) == ROWS and all(len(row) == COLS + 1 for row in rows)
        for row in rows:
            assert len({rect.centery for rect in row}) == 1  # one line
            for a, b in pairwise(row):
                assert 0 < b.left - a.right < w  # side by side, left to right


@pytest.mark.parametrize("seats", range(2, 7))
def test_a_shared_column_lies_beside_its_right_neighbours_grid_or_is_echoed(seats: int) -> None:
    g = geometry((1920, 1080), seats)
    echoes = g.echoes()
    for seat in range(seats):
        neighbour = left_of(seat, seats)
        first = g.area_rects(seat)[1][0]
        if seat in echoes:
            assert echoes[seat] == neighbour and first == g.echo_rect(seat, 1)
        else:
            assert first == g.cell_rect((neighbour, 1, COLS - 1))


@pytest.mark.parametrize("seats", range(2, 7))
def test_the_bottom_seat_sits_between_its_neighbours_in_the_bottom_strip(seats: int) -> None:
    for bottom in range(seats):
        strips = strips_of(seats, bottom)
        assert sorted(s for strip in strips for s in strip) == list(range(seats))
        near = strips[-1]
        assert near.index(bottom) == near.index(left_of(bottom, seats)) + 1


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", range(2, 7))
def test_cards_stay_big_enough_to_read(size: tuple[int, int], seats: int) -> None:
    g = geometry(size, seats)
    assert g.card_height >= max(48, 0.06 * min(size))


def test_a_click_on_an_echo_is_a_click_on_the_real_cell() -> None:
    g = geometry((1920, 1080), 4)
    for seat, neighbour in g.echoes().items():
        for row in range(ROWS):
            assert g.cell_at(g.echo_rect(seat, row).center) == (neighbour, row, COLS - 1)
    assert g.cell_at(g.cell_rect((2, 1, 2)).center) == (2, 1, 2)
    assert g.cell_at((1, 1)) is None
