"""Triples (G-19..G-21) and a round's scores (G-27, G-28, G-30) as pure functions of the flat
grids, so the engine, the invariants and the players compute them the same way."""

from __future__ import annotations

from collections.abc import Sequence

from rondo_desktop.games.allegra.engine.geometry import Board
from rondo_desktop.games.allegra.engine.phases import UP

Window = tuple[int, int, int]


def triples_through(
    values: Sequence[int], faces: Sequence[int], windows: Sequence[Window]
) -> set[int]:
    """G-19/G-20: the union of the cells of every matching window among ``windows``: all
    three occupied, face up and equal (a gap or a face-down card breaks a window)."""
    hit: set[int] = set()
    for a, b, c in windows:
        if faces[a] == UP and faces[b] == UP and faces[c] == UP:
            value = values[a]
            if values[b] == value and values[c] == value:
                hit.update((a, b, c))
    return hit


def area_scores(values: Sequence[int], faces: Sequence[int], tables: Board) -> list[int]:
    """G-27/G-30: each seat's sum of the occupied cells of its 15-cell area."""
    return [sum(values[i] for i in area if faces[i]) for area in tables.areas]


def doubled_seats(scores: Sequence[int], closer: int | None, strict: bool) -> list[bool]:
    """G-28: the closer's positive score is doubled when it is above the table's lowest; a
    tie for the lowest is lowest (AV-09, ``strict``: a tie is doubled too)."""
    doubled = [False] * len(scores)
    if closer is None:
        return doubled  # G-13: a round without a closer doubles nobody
    score, lowest = scores[closer], min(scores)
    tied = strict and score == lowest and scores.count(lowest) > 1
    doubled[closer] = score > 0 and (score > lowest or tied)
    return doubled


def winners_of(totals: Sequence[int]) -> tuple[int, ...]:
    """G-29: every seat tied for the lowest total."""
    lowest = min(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == lowest)
