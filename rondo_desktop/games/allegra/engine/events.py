"""What happened: every action returns events for the table to animate, the log to keep and
the trace to read. Cards are ints, cells (owner, row, col).

Only three events hold a card some seat may not see: the deal (every grid face down, the
deck's order), a reshuffle (the new deck's order) and step 1 of a knock (the card the knocker
took back into its hand, when it was face down). Their :meth:`hidden` forms blank it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rondo_desktop.games.allegra.engine.geometry import Cell
from rondo_desktop.games.events import Event


@dataclass(frozen=True)
class RoundDealt(Event):
    """G-07: ``grids`` are every seat's 12 cards row by row, seat after seat (all face down),
    ``deck`` the draw pile top first; both are blank (None) for every viewer."""

    round_no: int
    first: int
    grids: tuple[int | None, ...]
    discard: int
    deck: tuple[int | None, ...]

    def hidden(self, viewer: int) -> Event:
        return replace(self, grids=(None,) * len(self.grids), deck=(None,) * len(self.deck))


@dataclass(frozen=True)
class Revealed(Event):
    """G-08: an opening reveal."""

    seat: int
    cell: Cell
    card: int


@dataclass(frozen=True)
class Reshuffled(Event):
    """G-13: the discard pile but its top card became the deck (``deck`` top first, blank for
    every viewer)."""

    size: int
    deck: tuple[int | None, ...]

    def hidden(self, viewer: int) -> Event:
        return replace(self, deck=(None,) * len(self.deck))


@dataclass(frozen=True)
class Taken(Event):
    """G-10/G-11: the active seat took ``card`` from the deck (shown to all) or the discard."""

    seat: int
    source: str
    card: int


@dataclass(frozen=True)
class Knocked(Event):
    seat: int
    wants: bool


@dataclass(frozen=True)
class Accepted(Event):
    """G-15: the active seat gave the card to ``knocker`` (None: ignored every knock)."""

    seat: int
    knocker: int | None


@dataclass(frozen=True)
class Placed(Event):
    """G-10/G-11b/G-16.3: ``card`` went face up into ``cell``; ``out_card`` went face up onto
    the discard pile."""

    seat: int
    cell: Cell
    card: int
    out_card: int


@dataclass(frozen=True)
class Discarded(Event):
    """A card went face up onto the discard pile (G-11a; G-17's skipped steps)."""

    seat: int
    card: int


@dataclass(frozen=True)
class Flipped(Event):
    """G-11a: a face-down card turned face up."""

    seat: int
    cell: Cell
    card: int


@dataclass(frozen=True)
class KnockPlaced(Event):
    """G-16 step 1: the knocker put ``card`` (X) into ``cell`` and took ``out_card`` (Y) into
    its hand; Y is blank (None) for the others when it was face down."""

    seat: int
    cell: Cell
    card: int
    out_card: int | None
    out_was_face_up: bool

    def hidden(self, viewer: int) -> Event:
        if viewer == self.seat or self.out_was_face_up:
            return self
        return replace(self, out_card=None)


@dataclass(frozen=True)
class KnockTaken(Event):
    """G-16 step 2: the active seat took ``card`` (Z, shown to all) out of the knocker's area,
    leaving a hole at ``cell``."""

    seat: int
    knocker: int
    cell: Cell
    card: int


@dataclass(frozen=True)
class HoleFilled(Event):
    """G-16 step 4: the knocker put its card Y face up into the hole."""

    seat: int
    cell: Cell
    card: int


@dataclass(frozen=True)
class TripleRemoved(Event):
    """G-19..G-21: three or more equal face-up cards left the round; their cells are gaps."""

    cells: tuple[Cell, ...]
    value: int


@dataclass(frozen=True)
class RoundEnding(Event):
    """G-23..G-25: ``closer`` has no face-down card left; ``pending`` take a final turn each,
    in this order."""

    closer: int
    pending: tuple[int, ...]


@dataclass(frozen=True)
class FinalReveal(Event):
    """G-26: every remaining face-down card turned face up."""

    cells: tuple[tuple[Cell, int], ...]


@dataclass(frozen=True)
class RoundScored(Event):
    """G-27/G-28: each seat's round score (doubling applied), who was doubled and the totals;
    ``closer`` None when the round ended without one (G-13)."""

    round_no: int
    closer: int | None
    scores: tuple[int, ...]
    doubled: tuple[bool, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """G-29: every seat tied for the lowest total."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]
