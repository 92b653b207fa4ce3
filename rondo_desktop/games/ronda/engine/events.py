"""What happened: every action (and the deals it triggers) returns events for the UI to
animate, the log to keep and the trace to read.

Events that carry ``points`` for a ``side`` are the only way a score changes, so a side's
total is always the sum of its events' points (an invariant). Events naming cards only one
seat may see have a :meth:`Event.hidden` form for the others.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rondo_desktop.games.events import Event


@dataclass(frozen=True)
class HandStarted(Event):
    hand: int  # 0 for the match's first hand
    dealer: int


@dataclass(frozen=True)
class Dealt(Event):
    """R-09/R-12: the cards of one seat's batch (only that seat sees them)."""

    seat: int
    batch: int  # 0 for a hand's first batch
    cards: tuple[str, ...]

    def hidden(self, viewer: int) -> Event:
        return self if viewer == self.seat else replace(self, cards=("",) * len(self.cards))


@dataclass(frozen=True)
class TableLaid(Event):
    """R-09..R-11: the opening table as finally laid, and the cards put back to repair it,
    each with the part of R-10 it broke ("R-10a" a repeated rank, "R-10b" a 4-run)."""

    cards: tuple[str, ...]
    returned: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Redealt(Event):
    """V-02: a hand of four of a kind; everything is shuffled and dealt again."""

    hand: int


@dataclass(frozen=True)
class BatchDealt(Event):
    """Every seat has its batch; ``last`` is R-14's "no more cards" call."""

    batch: int
    last: bool
    leader: int


@dataclass(frozen=True)
class ComboAwarded(Event):
    """R-16..R-24: the batch's rondas and tringas and who took the pot.

    ``holders`` are (seat, kind, rank); everybody learns the seats and kinds (R-24), only
    the holder its rank. ``points`` are (side, points) for the sides that scored.
    """

    batch: int
    holders: tuple[tuple[int, str, int | None], ...]
    winners: tuple[int, ...]
    pot: int
    points: tuple[tuple[int, int], ...]

    def hidden(self, viewer: int) -> Event:
        return replace(
            self,
            holders=tuple(
                (seat, kind, rank if seat == viewer else None) for seat, kind, rank in self.holders
            ),
        )


@dataclass(frozen=True)
class Played(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class Captured(Event):
    """R-27: the played card took ``taken`` from the table (lowest first); V-06's steal takes
    ``stolen`` (the previous taker's packet) from ``stolen_from``'s pile instead."""

    seat: int
    side: int
    card: str
    taken: tuple[str, ...]
    stolen: tuple[str, ...] = ()
    stolen_from: int | None = None


@dataclass(frozen=True)
class Laid(Event):
    """R-27: nothing matched; the played card lies on the table."""

    seat: int
    card: str


@dataclass(frozen=True)
class Este(Event):
    """R-32..R-38: the ``link``-th card of a chain of one rank (2 = este, 3, 4)."""

    seat: int
    side: int
    rank: int
    link: int
    points: int


@dataclass(frozen=True)
class Missa(Event):
    """R-39: the capture left the table empty."""

    seat: int
    side: int
    points: int


@dataclass(frozen=True)
class DealerLastCard(Event):
    """V-05: the dealer's final card of the hand paid ``points`` to ``side``."""

    seat: int
    side: int
    points: int


@dataclass(frozen=True)
class Swept(Event):
    """R-43: the leftovers go to the last capturer's side (no missa)."""

    side: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CardPoints(Event):
    """R-45: the side's cards beyond 20 (V-01: 13)."""

    side: int
    pile: int
    points: int


@dataclass(frozen=True)
class HandScored(Event):
    """R-47: the hand's points by kind for each side, the piles and the match totals."""

    hand: int
    points: dict[str, tuple[int, ...]]
    piles: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class MatchWon(Event):
    """R-49/R-50 (V-04: at once): ``side`` won the match."""

    side: int
    totals: tuple[int, ...]


ScoringEvent = ComboAwarded | Este | Missa | DealerLastCard | CardPoints


def points_of(event: Event) -> list[tuple[int, int]]:
    """The (side, points) an event scores; empty for events that score nothing."""
    if isinstance(event, Este | Missa | DealerLastCard | CardPoints):
        return [(event.side, event.points)]
    if isinstance(event, ComboAwarded):
        return list(event.points)
    return []


def kind_of(event: Event) -> str | None:
    """The score pad's kind of a scoring event (R-47); V-05 has its own."""
    kinds = {Este: "este", Missa: "missa", CardPoints: "cards", ComboAwarded: "ronda"}
    return kinds.get(type(event), "dealer" if isinstance(event, DealerLastCard) else None)
