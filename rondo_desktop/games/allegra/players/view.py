"""What a computer seat knows of the table, in flat lists it can read and change fast.

A player never looks at the game, only at its observation. :class:`View` holds every cell of
the table as the engine numbers it (cell (o, r, c) at ``o * 12 + r * 4 + c``): its state (a
gap, face down, face up) and, when face up, its value. :class:`Belief` is rule book §11's
unseen multiset: ``DECK_COUNTS`` less every card in sight (face-up cells, the discard pile,
the removed cards, a card shown in a hand); a face-down cell is worth its mean.

The searching players give each face-down cell a value of an imagined deal; the state stays
"face down", so a cell's value in ``vals`` is only read once the cell is face up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from rondo_desktop.games.allegra.engine.cards import DECK_COUNTS
from rondo_desktop.games.allegra.engine.geometry import Cell, board, index

GAP, DOWN, UP = 0, 1, 2
LOW = min(DECK_COUNTS)  # -1: a value's slot in Belief.counts is value - LOW
Window = tuple[int, int, int]


@dataclass(frozen=True)
class Layout:
    """The fixed tables of ``n`` seats, as the players use them."""

    n: int
    areas: tuple[tuple[int, ...], ...]  # per seat, its 15 area cells row by row
    own: tuple[tuple[int, ...], ...]  # per seat, its 12 grid cells
    seats_of: tuple[tuple[int, ...], ...]  # per cell, the seats whose area holds it
    windows_of: tuple[tuple[Window, ...], ...]  # per cell, the triple windows through it
    owners: dict[Window, tuple[int, ...]]  # per window, the seats whose area holds it
    # per cell, each window through it with the window's two other cells
    partners: tuple[tuple[tuple[Window, int, int], ...], ...]


@cache
def layout(n: int) -> Layout:
    tables = board(n)
    seats_of = tuple(
        tuple(s for s in range(n) if idx in tables.in_area[s]) for idx in range(12 * n)
    )
    owners = {
        window: tuple(s for s in range(n) if all(c in tables.in_area[s] for c in window))
        for window in tables.windows
    }
    partners = tuple(
        tuple(_partners(w, idx) for w in tables.windows_of[idx]) for idx in range(12 * n)
    )
    return Layout(n, tables.areas, tables.own, seats_of, tables.windows_of, owners, partners)


def _partners(window: Window, idx: int) -> tuple[Window, int, int]:
    first, second = (c for c in window if c != idx)
    return (window, first, second)


class View:
    """Every cell's state and value; ``copy`` is cheap (two lists)."""

    __slots__ = ("lay", "state", "vals")

    def __init__(self, lay: Layout, state: list[int], vals: list[int]) -> None:
        self.lay = lay
        self.state = state
        self.vals = vals

    def copy(self) -> View:
        return View(self.lay, self.state[:], self.vals[:])

    def value(self, idx: int, hidden: float) -> float:
        """What the cell adds to an area: its card, ``hidden`` when face down, 0 for a gap."""
        state = self.state[idx]
        if state == UP:
            return self.vals[idx]
        return hidden if state == DOWN else 0.0

    def total(self, seat: int, hidden: float) -> float:
        state, vals = self.state, self.vals
        total = 0.0
        for idx in self.lay.areas[seat]:
            if state[idx] == UP:
                total += vals[idx]
            elif state[idx] == DOWN:
                total += hidden
        return total

    def down_count(self, seat: int, own_grid: bool = False) -> int:
        """Face-down cells in the seat's area (its own 12 with AV-05's ``own_grid``)."""
        cells = self.lay.own[seat] if own_grid else self.lay.areas[seat]
        state = self.state
        return sum(1 for idx in cells if state[idx] == DOWN)

    def completed(self, idx: int, value: int) -> set[int]:
        """G-19/G-20: the cells removed if ``idx`` showed ``value`` face up now (the union of
        every window through it that would be three equal face-up cards), else empty."""
        state, vals = self.state, self.vals
        removed: set[int] = set()
        for window in self.lay.windows_of[idx]:
            for other in window:
                if other != idx and (state[other] != UP or vals[other] != value):
                    break
            else:
                removed.update(window)
        return removed

    def put(self, idx: int, value: int) -> set[int]:
        """Turn ``idx`` face up showing ``value`` and remove what it completes (the cells
        removed, as :meth:`completed`)."""
        removed = self.completed(idx, value)
        self.state[idx] = UP
        self.vals[idx] = value
        for cell in removed:
            self.state[cell] = GAP
        return removed


def view_from(n: int, cells: Iterable[tuple[Cell, int | None, bool]]) -> View:
    """A view from (cell, value, face up) triples; cells not given are gaps."""
    lay = layout(n)
    state = [GAP] * (12 * n)
    vals = [0] * (12 * n)
    for cell, value, face_up in cells:
        idx = index(cell)
        state[idx] = UP if face_up else DOWN
        vals[idx] = value if face_up and value is not None else 0
    return View(lay, state, vals)


class Belief:
    """The unseen multiset (rule book §11): how many of each value are not in sight."""

    __slots__ = ("counts", "mean", "size")

    def __init__(self, unseen: Mapping[int, int]) -> None:
        counts = [max(0, unseen.get(v, 0)) for v in sorted(DECK_COUNTS)]
        self.counts = counts
        self.size = sum(counts)
        weighted = sum((i + LOW) * c for i, c in enumerate(counts))
        self.mean = weighted / self.size if self.size else 0.0

    @classmethod
    def seeing(cls, seen: Iterable[int]) -> Belief:
        """``DECK_COUNTS`` less the cards ``seen``."""
        unseen = dict(DECK_COUNTS)
        for value in seen:
            unseen[value] = unseen.get(value, 0) - 1
        return cls(unseen)

    def prob(self, value: int) -> float:
        """The chance that one unseen card (a face-down cell, the deck's top) is ``value``."""
        slot = value - LOW
        if not self.size or not 0 <= slot < len(self.counts):
            return 0.0
        return self.counts[slot] / self.size

    def variance(self) -> float:
        """The variance of one unseen card's value."""
        if not self.size:
            return 0.0
        return sum(c * (i + LOW - self.mean) ** 2 for i, c in enumerate(self.counts)) / self.size

    def values(self) -> list[tuple[int, float]]:
        """Each value still unseen with its chance."""
        return [(i + LOW, c / self.size) for i, c in enumerate(self.counts) if c]

    def pool(self) -> list[int]:
        """The unseen cards one by one (the imagined deals draw from it)."""
        return [i + LOW for i, c in enumerate(self.counts) for _ in range(c)]
