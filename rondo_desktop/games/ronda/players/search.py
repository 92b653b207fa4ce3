"""A fast look-ahead over the rest of the batch for one imagined world (the expert's core).

Suits never matter (R-02), so the search plays ranks only: the table is a 10-bit mask over
rank indices (7 and 10 are neighbours, R-03), each hand a list of indices. From the position
of the observation it plays every order of the cards left in this batch (or ``depth`` cards
at 4 players), each side choosing what is best for itself with the imagined hands open
(perfect-information search in each world, as determinized Monte Carlo does), and values the
end from the searching side's point of view:

- points scored on the way (este R-33..R-35 and missa R-39..R-41, V-05 on the final card);
- half a point per card captured: with two sides a side's card points less the other's are
  exactly ``pile - 20`` (R-45), so each card one side takes instead of the other is half a
  point of difference;
- at the hand's end the leftovers swept to the last capturer (R-43);
- otherwise the table left to whoever plays next: the chance that seat holds each rank
  times what that rank would take.

Only the default capture rule is searched; with V-06 (capture-only este) the searching players
play as Medium does.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from rondo_desktop.games.ronda.engine import Observation
from rondo_desktop.games.ronda.engine.cards import RANKS, rank_index, rank_of
from rondo_desktop.games.ronda.engine.rules import (
    DEALER_LAST_CARD_POINTS,
    MISSA_POINTS,
    este_points,
)

CARD = 0.5  # a captured card's worth in points of difference (see the module's docstring)
TABLE_WEIGHT = 1.0  # how much the table left to the next player counts
LOW, HIGH = rank_index(1), rank_index(12)
ALL = (1 << len(RANKS)) - 1


def run_of(table: int, index: int) -> int:
    """R-27: the mask of the ranks a card of rank ``index`` takes from ``table`` (0: none)."""
    taken = 0
    while index < len(RANKS) and table >> index & 1:
        taken |= 1 << index
        index += 1
    return taken


def play_rank(
    table: int, index: int, chain: int, run: int, final: bool
) -> tuple[int, int, int, int]:
    """One card of rank ``index`` played on ``table`` as masks, the engine's rules over ranks:
    the table after, the ranks taken (R-27, 0: the card lies down), the card's place in the
    este chain (R-33) and the missa points (R-39, not on the hand's final card, R-41). A test
    holds it to :func:`~rondo_desktop.games.ronda.engine.play.resolve` for every table."""
    bit = 1 << index
    if table & bit:
        taken = run_of(table, index)
        table &= ~taken
        missa = MISSA_POINTS if not table and not final else 0
    else:
        taken, missa = 0, 0
        table |= bit
    return table, taken, run + 1 if index == chain else 1, missa


@dataclass
class Frame:
    """The public facts of the position searched, shared by every imagined world."""

    seats: int
    my_side: int
    signs: tuple[float, ...]  # per seat: +1 for the searcher's side, less for others
    dealer: int
    last_batch: bool
    table: int
    chain: int  # the chain's rank index, -1 for none
    chain_len: int
    last_side: int  # the last capturer's side, -1 for none
    este: tuple[int, ...]  # este points by link (index 0 unused)
    holds: tuple[float, ...]  # per rank index: the chance the next leader holds one
    dealer_last_card: bool
    side_of: tuple[int, ...]

    @classmethod
    def of(cls, observation: Observation) -> Frame:
        options = observation.options
        seats = options.seats
        sides = tuple(options.side_of(s) for s in range(seats))
        mine = observation.side
        others = 1.0 / max(1, options.sides - 1)  # 3 players: each rival is half an enemy
        signs = tuple(1.0 if sides[s] == mine else -others for s in range(seats))
        chain = -1 if observation.chain_rank is None else rank_index(observation.chain_rank)
        last = observation.last_capturer
        este = tuple(este_points(k, seats, options.este_chain_four_only) for k in range(6))
        table = 0
        for card in observation.table:
            table |= 1 << rank_index(rank_of(card))
        return cls(
            seats=seats,
            my_side=mine,
            signs=signs,
            dealer=observation.dealer,
            last_batch=observation.is_last_batch,
            table=table,
            chain=chain,
            chain_len=observation.chain_len,
            last_side=-1 if last is None else sides[last],
            este=este,
            holds=leader_holds(observation),
            dealer_last_card=options.dealer_last_card,
            side_of=sides,
        )


def leader_holds(observation: Observation) -> tuple[float, ...]:
    """For each rank: the chance that 3 cards drawn from the unseen include one of it."""
    unseen = [rank_index(rank_of(c)) for c in observation.unseen()]
    total = len(unseen)
    chances = []
    for index in range(len(RANKS)):
        copies = unseen.count(index)
        if total < 3 or not copies:
            chances.append(1.0 if copies else 0.0)
        else:
            chances.append(1.0 - comb(total - copies, 3) / comb(total, 3))
    return tuple(chances)


class Search:
    """Minimax over one imagined world's batch; values are the searcher's side's gain."""

    def __init__(self, frame: Frame, hands: list[list[int]], depth: int) -> None:
        self.frame = frame
        self.hands = hands
        self.depth = depth

    def root(self, seat: int) -> dict[int, float]:
        """The value of each distinct rank ``seat`` may play now."""
        f = self.frame
        left = sum(len(h) for h in self.hands)
        return {
            index: self._after(seat, index, f.table, f.chain, f.chain_len, f.last_side, left, 1)
            for index in sorted(set(self.hands[seat]))
        }

    def _node(
        self, seat: int, table: int, chain: int, run: int, last: int, left: int, ply: int
    ) -> float:
        if left == 0:
            return self._end(table, last, seat)
        if ply > self.depth:
            return self._table_value(table, seat)
        options = set(self.hands[seat])
        values = [self._after(seat, i, table, chain, run, last, left, ply) for i in options]
        return max(values) if self.frame.signs[seat] > 0 else min(values)

    def _after(
        self,
        seat: int,
        index: int,
        table: int,
        chain: int,
        run: int,
        last: int,
        left: int,
        ply: int,
    ) -> float:
        """The value of ``seat`` playing rank ``index`` here, and of the best play after."""
        f = self.frame
        final = left == 1 and f.last_batch
        table, taken, run, missa = play_rank(table, index, chain, run, final)
        captured = taken != 0
        gain = CARD * (1 + taken.bit_count()) + missa if captured else 0.0
        if captured:
            last = f.side_of[seat]
        gain += f.este[run] if run < len(f.este) else 0
        value = f.signs[seat] * gain
        if final and f.dealer_last_card:
            value += self._dealer_last_card(seat, index, captured)
        hand = self.hands[seat]
        hand.remove(index)
        nxt = (seat + 1) % f.seats
        value += self._node(nxt, table, index, run, last, left - 1, ply + 1)
        hand.append(index)
        return value

    def _dealer_last_card(self, seat: int, index: int, captured: bool) -> float:
        """V-05: +5 to the dealer's side for a capture with a 12; else 5 to the others."""
        side = self.frame.side_of[seat]
        if captured and index == HIGH:
            return self.frame.signs[seat] * DEALER_LAST_CARD_POINTS
        if captured and index != LOW:
            return 0.0
        seats = range(self.frame.seats)
        rivals = {self.frame.side_of[s]: self.frame.signs[s] for s in seats}
        return sum(sign * DEALER_LAST_CARD_POINTS for s, sign in rivals.items() if s != side)

    def _end(self, table: int, last: int, seat: int) -> float:
        """The batch is played out: the sweep at the hand's end, else the table left."""
        f = self.frame
        if f.last_batch:
            if last < 0 or not table:
                return 0.0
            sign = 1.0 if last == f.my_side else -1.0 / max(1, len(set(f.side_of)) - 1)
            return sign * CARD * table.bit_count()
        leader = (f.dealer + 1) % f.seats  # the next batch's first card
        return self._table_value(table, leader)

    def _table_value(self, table: int, seat: int) -> float:
        """What ``seat``, next to play, can hope to take from ``table`` (signed)."""
        if not table:
            return 0.0
        best = 0.0
        holds = self.frame.holds
        for index in range(len(RANKS)):
            if table >> index & 1:
                cards = 1 + run_of(table, index).bit_count()
                missa = MISSA_POINTS if run_of(table, index) == table else 0
                best = max(best, holds[index] * (CARD * cards + missa))
        return TABLE_WEIGHT * self.frame.signs[seat] * best
