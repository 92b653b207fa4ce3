"""What one card does (R-27..R-42, V-06, V-08), worked out without changing anything.

The game applies an :class:`Outcome`; players and the table ask :func:`resolve` what a card
would take and score, so the rule is written once.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from rondo_desktop.games.ronda.engine.rules import MISSA_POINTS, capture_run, este_points


@dataclass(frozen=True)
class PlayContext:
    """The public facts a card's outcome depends on."""

    table: frozenset[int]  # the ranks on the table (unique by R-26)
    chain_rank: int | None  # R-32/R-33 (None at the start of a batch)
    chain_len: int
    final: bool  # the very last card of the hand
    seats: int
    capture_este: bool = False  # V-06
    chain_four_only: bool = False  # V-08
    previous_laid: int | None = None  # V-06: the card just played lies on the table: its rank
    packet_rank: int | None = None  # V-06: the rank of the packet the last link took
    packet_link: int = 0


@dataclass(frozen=True)
class Outcome:
    taken: tuple[int, ...]  # the table ranks taken, lowest first
    steals: bool  # V-06: takes the previous taker's packet
    link: int  # the card's place in its chain (1 starts one; V-06: 0 when it is no link)
    este: int
    missa: int

    @property
    def captures(self) -> bool:
        return bool(self.taken) or self.steals


def clears_table(table: Collection[int], taken: Collection[int]) -> bool:
    return bool(taken) and len(taken) == len(table)


def resolve(context: PlayContext, rank: int) -> Outcome:
    """The outcome of playing a card of ``rank`` in ``context``."""
    taken = tuple(capture_run(context.table, rank))
    # a capture that empties the table, except with the hand's very last card.
    missa = MISSA_POINTS if clears_table(context.table, taken) and not context.final else 0
    if context.capture_este:
        return _resolve_capture_este(context, rank, taken, missa)
    # R-33..R-35: este follows the rank sequence alone, capture or not.
    link = context.chain_len + 1 if rank == context.chain_rank else 1
    este = este_points(link, context.seats, context.chain_four_only)
    return Outcome(taken, False, link, este, missa)


def _resolve_capture_este(
    context: PlayContext, rank: int, taken: tuple[int, ...], missa: int
) -> Outcome:
    """V-06: este only for taking the card just played; the 3rd and 4th take the packet.

    [DECISION] A packet can be taken only straight after the link that took it (the chain
    is one rank, card after card, R-32's batch reset included); taking it is a capture
    (R-30) but touches no table card, so it never scores a missa. With V-08 below 4 players
    the chain stops at its first link, so there is nothing to take.
    """
    if taken and context.previous_laid == rank:
        return Outcome(taken, False, 2, este_points(2, context.seats), missa)
    chain_allowed = not (context.chain_four_only and context.seats < 4)
    if not taken and chain_allowed and context.packet_rank == rank:
        link = context.packet_link + 1
        return Outcome((), True, link, este_points(link, context.seats), 0)
    return Outcome(taken, False, 0, 0, missa)
