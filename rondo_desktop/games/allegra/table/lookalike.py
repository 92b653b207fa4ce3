"""Three equal cards side by side that are no triple: a seat's two right-hand cards and the
first card of the grid beside them lie in no one area (G-05, G-19), so they stay. The table
says so once a game, so that it is not taken for a triple the game missed."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from rondo_desktop.games.allegra.table.geometry import COLS, ROWS, right_of

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.scene import AllegraTable
    from rondo_desktop.games.allegra.table.shown import Slot

NOTE_SECONDS = 4.0


def lookalike_row(table: AllegraTable) -> bool:
    """Whether the screen shows three equal face-up cards in a row across two grids that
    lie in no one area (a seat's columns 2 and 3 and its right-hand neighbour's column 0)."""
    grids = table.dealer.shown.grids
    seats = len(grids)
    for strip in table.geometry.strips:
        for left, right in pairwise(strip):
            if right_of(left, seats) != right or not grids[left] or not grids[right]:
                continue
            for row in range(ROWS):
                slots = (
                    grids[left][row][COLS - 2],
                    grids[left][row][COLS - 1],
                    grids[right][row][0],
                )
                if _equal_face_up(slots):
                    return True
    return False


def _equal_face_up(slots: tuple[Slot, ...]) -> bool:
    values = {slot[0] for slot in slots if slot is not None and slot[1]}
    return len(values) == 1 and None not in values and all(s is not None and s[1] for s in slots)


def tell_once(table: AllegraTable) -> None:
    """The first time in a game such a row is on screen, say on the turn line why it stays."""
    if table.lookalike_told or table.dealer.busy or table.banner is not None:
        return
    if lookalike_row(table):
        table.lookalike_told = True
        table.announce("table.allegra.not_a_triple", NOTE_SECONDS)
