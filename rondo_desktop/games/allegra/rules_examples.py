"""The examples Allegra's rule pages show, as plain data: the deck's counts, an area before
and after its triples leave, the knock's four steps and rounds scored with and without the
doubling.

Where a rule decides what a page shows (which cells a triple removes, whose score doubles)
the example asks the engine, so a page can never tell a different game from the table's.
"""

from __future__ import annotations

from dataclasses import dataclass

from rondo_desktop.games.allegra.engine import DECK_COUNTS, DOWN, GAP, UP
from rondo_desktop.games.allegra.engine.geometry import board
from rondo_desktop.games.allegra.engine.scoring import doubled_seats, triples_through, winners_of
from rondo_desktop.games.allegra.rules_art import BACK, GAP_CELL, Shown
from rondo_desktop.games.allegra.table.card_art import value_text

EXAMPLE_SEATS = 3  # the table the triple example is set at (seat 0's area)


def text(shown: Shown) -> str:
    """A card's value as a caption writes it (a true minus on -1)."""
    return value_text(shown) if isinstance(shown, int) else ""


def deck_counts() -> dict[int, int]:
    """How many cards of each value the deck holds (G-02)."""
    return dict(DECK_COUNTS)


@dataclass(frozen=True)
class TurnLine:
    """One way a turn goes, as three cards: each with where it lies ("discard", "deck",
    "area", "turned") and whether it is the cell chosen; arrows between slots."""

    slots: tuple[tuple[Shown, str, bool], ...]
    arrows: tuple[tuple[int, int], ...]
    key: str


TURN_LINES = (
    TurnLine(
        ((2, "discard", False), (9, "area", True), (9, "discard", False)),
        ((0, 1), (1, 2)),
        "allegra.rules.turn.take",
    ),
    TurnLine(
        ((3, "deck", False), (BACK, "area", True), (7, "discard", False)),
        ((0, 1), (1, 2)),
        "allegra.rules.turn.swap",
    ),
    TurnLine(
        ((10, "deck", False), (10, "discard", False), (6, "turned", True)),
        ((0, 1),),
        "allegra.rules.turn.flip",
    ),
)


@dataclass(frozen=True)
class Triples:
    before: tuple[tuple[Shown, ...], ...]  # an area, 3 rows x 5 columns (column 0: the neighbour's)
    removed: frozenset[tuple[int, int]]  # the (row, column) cells the triples take
    after: tuple[tuple[Shown, ...], ...]


# A row of 7s through the neighbour's column and a column of 4s leave; the two 2s in the
# neighbour's column stay (the 7 above them is no 2).
TRIPLES_AREA: tuple[tuple[Shown, ...], ...] = (
    (7, 7, 7, BACK, 4),
    (2, 5, 9, 1, 4),
    (2, BACK, 6, 11, 4),
)


def triples() -> Triples:
    """The engine's triple check on ``TRIPLES_AREA`` laid as seat 0's area at a table of
    three (every other cell face down): the cells it removes, and the area after."""
    tables = board(EXAMPLE_SEATS)
    values = [0] * (EXAMPLE_SEATS * 12)
    faces = [DOWN] * len(values)
    area = tables.areas[0]
    for position, shown in enumerate(cell for row in TRIPLES_AREA for cell in row):
        index = area[position]
        if isinstance(shown, int):
            values[index], faces[index] = shown, UP
        elif shown == GAP_CELL:
            faces[index] = GAP
    hit = triples_through(values, faces, tables.windows)
    removed = frozenset(divmod(position, 5) for position, index in enumerate(area) if index in hit)
    after = tuple(
        tuple(GAP_CELL if (r, c) in removed else shown for c, shown in enumerate(row))
        for r, row in enumerate(TRIPLES_AREA)
    )
    return Triples(TRIPLES_AREA, removed, after)


@dataclass(frozen=True)
class Step:
    """One step of a knock: ``card`` moves into ``into`` (a card it replaces or a hole),
    in the area of ``whose`` ("knocker" or "active")."""

    card: int
    into: Shown
    whose: str


X, Y, Z, W = 3, 8, -1, 10  # the drawn card, the knocker's card it replaces, A's pick, A's card


def knock_steps() -> tuple[Step, ...]:
    """G-16: K puts X in for Y; A takes Z from K's area; A puts Z in for W; K fills the
    hole with Y."""
    return (
        Step(X, Y, "knocker"),
        Step(Z, GAP_CELL, "knocker"),
        Step(Z, W, "active"),
        Step(Y, GAP_CELL, "knocker"),
    )


@dataclass(frozen=True)
class Scored:
    scores: tuple[int, ...]  # the area sums, seat 0 (you) first
    closer: int
    final: tuple[int, ...]  # after the doubling

    @property
    def doubled(self) -> bool:
        return self.final[self.closer] != self.scores[self.closer]


# You close with 18 while the left player has 12; you close with 9, tied for the lowest.
DOUBLING_EXAMPLES = ((18, 12, 25), (9, 9, 20))


def scored(scores: tuple[int, ...], closer: int = 0) -> Scored:
    """``scores`` as the engine scores a round ``closer`` closed (G-28, no variant)."""
    doubled = doubled_seats(scores, closer, strict=False)
    final = tuple(
        score * 2 if twice else score for score, twice in zip(scores, doubled, strict=True)
    )
    return Scored(scores, closer, final)


def doubling_examples() -> tuple[Scored, ...]:
    return tuple(scored(scores) for scores in DOUBLING_EXAMPLES)


# Three rounds of three players; the closers, in turn, are 1, 0 and 2.
PAD_ROUNDS = (((14, 18, 20), 1), ((8, 11, 17), 0), ((21, 3, 12), 2))


def score_pad() -> tuple[Scored, ...]:
    return tuple(scored(scores, closer) for scores, closer in PAD_ROUNDS)


def pad_winners(rounds: tuple[Scored, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The pad's totals and every seat tied for the lowest (G-29), as the engine says."""
    totals = tuple(sum(r.final[seat] for r in rounds) for seat in range(len(rounds[0].final)))
    return totals, winners_of(totals)
