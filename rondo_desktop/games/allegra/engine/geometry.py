"""Seats, grids and areas (G-03..G-06, G-19): where every card of the table lies.

A ``Cell`` is (owner, row, col) of that owner's own 3x4 grid (col 3 the rightmost, shared with
the right-hand neighbour). The engine keeps the grids in one flat list, cell (o, r, c) at
``o * 12 + r * 4 + c``; the tables below (areas, triple windows, the windows through each cell)
are computed once per seat count, so a move's triple check looks at a handful of windows only.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

ROWS, COLS = 3, 4
GRID = ROWS * COLS  # 12 cards a seat (G-04)
AREA_COLS = COLS + 1  # the virtual 3x5 area (G-05)
Cell = tuple[int, int, int]  # (owner, row, col)


def left(i: int, n: int) -> int:
    """G-03: the next seat clockwise sits on my left."""
    return (i + 1) % n


def right(i: int, n: int) -> int:
    return (i - 1) % n


def index(cell: Cell) -> int:
    owner, row, col = cell
    return owner * GRID + row * COLS + col


def cell_of(idx: int) -> Cell:
    owner, rest = divmod(idx, GRID)
    row, col = divmod(rest, COLS)
    return (owner, row, col)


def is_cell(value: object, n: int) -> bool:
    """A well-formed cell of a table of ``n`` seats."""
    if not isinstance(value, tuple) or len(value) != 3:
        return False
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return False
    owner, row, col = value
    return bool(0 <= owner < n and 0 <= row < ROWS and 0 <= col < COLS)


def area_cells(i: int, n: int) -> list[Cell]:
    """G-05: seat ``i``'s 3x5 area row by row; virtual col 0 is the left neighbour's col 3."""
    return [cell_of(idx) for idx in board(n).areas[i]]


def areas_of(cell: Cell, n: int) -> tuple[int, ...]:
    """The seats whose areas hold ``cell``: its owner, and for col 3 the owner's right-hand
    neighbour too (at 2 seats the other player, G-06)."""
    owner, _, col = cell
    return (owner, right(owner, n)) if col == COLS - 1 else (owner,)


@dataclass(frozen=True)
class Board:
    """The fixed tables of a table of ``n`` seats, as flat cell indices."""

    n: int
    areas: tuple[tuple[int, ...], ...]  # per seat, the 15 cells row by row (G-05)
    own: tuple[tuple[int, ...], ...]  # per seat, its 12 grid cells
    in_area: tuple[frozenset[int], ...]
    windows: tuple[tuple[int, int, int], ...]  # every row window and column, once (G-19)
    windows_of: tuple[tuple[tuple[int, int, int], ...], ...]  # per cell, the windows through it


def _area(i: int, n: int) -> tuple[int, ...]:
    neighbour = left(i, n)
    cells: list[int] = []
    for row in range(ROWS):
        cells.append(index((neighbour, row, COLS - 1)))
        cells.extend(index((i, row, col)) for col in range(COLS))
    return tuple(cells)


def _windows(areas: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, int, int], ...]:
    found: dict[tuple[int, int, int], None] = {}
    for area in areas:
        for row in range(ROWS):
            line = area[row * AREA_COLS : (row + 1) * AREA_COLS]
            for start in range(AREA_COLS - 2):  # windows 0-2, 1-3, 2-4
                found[(line[start], line[start + 1], line[start + 2])] = None
        for col in range(AREA_COLS):
            # A shared column is a column of two areas: keep it once (G-20).
            found[(area[col], area[AREA_COLS + col], area[2 * AREA_COLS + col])] = None
    return tuple(found)


@cache
def board(n: int) -> Board:
    areas = tuple(_area(i, n) for i in range(n))
    windows = _windows(areas)
    through: list[list[tuple[int, int, int]]] = [[] for _ in range(n * GRID)]
    for window in windows:
        for idx in window:
            through[idx].append(window)
    return Board(
        n=n,
        areas=areas,
        own=tuple(tuple(range(i * GRID, (i + 1) * GRID)) for i in range(n)),
        in_area=tuple(frozenset(area) for area in areas),
        windows=windows,
        windows_of=tuple(tuple(w) for w in through),
    )
