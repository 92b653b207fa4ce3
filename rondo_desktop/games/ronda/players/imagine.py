"""Imagining the hidden cards: the other hands dealt from what a seat has not seen, in a way
that agrees with everything public (R-24, rule book §11).

The searching players never look at the game, only at their observation. A *world* is one
guess at the other seats' hands drawn from :meth:`Observation.unseen`; a guess must agree with
this batch's ronda/tringa announcement (who held one, of which kind, and who won the pot —
"North's ronda beat mine" says North's pair is the higher), and also with its silence (a seat
not announced holds no pair among the cards it was dealt). Earlier batches need no check:
their cards have all been played and are seen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rondo_desktop.games.ronda.engine import Announcement, Observation
from rondo_desktop.games.ronda.engine.deal import BATCH, FIRST_BATCH_FOUR
from rondo_desktop.games.ronda.engine.rules import RONDA, combo_winners, holding

# Rejection sampling gives up after this many guesses and keeps an unchecked one: a guess
# that agrees is then so rare (a tringa with two of its cards still hidden) that searching
# for it would cost more than the small error of ignoring the announcement once.
MAX_TRIES = 400

World = dict[int, list[str]]  # seat -> the cards imagined in its hand (own seat excluded)


def batch_plays(observation: Observation) -> dict[int, list[str]]:
    """The cards each seat has played in the current batch (what it was dealt, minus its
    hand)."""
    seats = observation.options.seats
    first = FIRST_BATCH_FOUR if observation.options.first_deal_four else BATCH
    start = 0 if observation.batch == 0 else seats * (first + BATCH * (observation.batch - 1))
    plays: dict[int, list[str]] = {seat: [] for seat in range(seats)}
    for seat, card in observation.played[start:]:
        plays[seat].append(card)
    return plays


def announcement(observation: Observation) -> Announcement | None:
    """The current batch's ronda/tringa announcement (None: nobody held one)."""
    for item in observation.announcements:
        if item.batch == observation.batch:
            return item
    return None


class Imaginer:
    """Draws worlds for one observation; the same RNG state gives the same worlds."""

    def __init__(self, observation: Observation) -> None:
        self.observation = observation
        self.pool = observation.unseen()
        self.others = [
            seat
            for seat, size in enumerate(observation.hand_sizes)
            if seat != observation.seat and size
        ]
        self.plays = batch_plays(observation)
        self.announced = announcement(observation)

    @property
    def certain(self) -> bool:
        """True when only one world is possible (one hidden hand holding every unseen card)."""
        return len(self.others) <= 1 and self.observation.stock_size == 0

    def draw(self, rng: random.Random) -> World:
        world = self._deal(rng)
        for _ in range(MAX_TRIES):
            if self.agrees(world):
                return world
            world = self._deal(rng)
        return world

    def _deal(self, rng: random.Random) -> World:
        pool = self.pool[:]
        rng.shuffle(pool)
        world: World = {}
        for seat in self.others:
            size = self.observation.hand_sizes[seat]
            world[seat], pool = pool[:size], pool[size:]
        return world

    def agrees(self, world: World) -> bool:
        """Does this guess give the current batch's public announcement (or its silence)?"""
        observation = self.observation
        aces_high = observation.options.aces_high
        holdings = []
        for seat in range(observation.options.seats):
            hand: Sequence[str] = (
                observation.hand if seat == observation.seat else world.get(seat, [])
            )
            found = holding(seat, [*self.plays[seat], *hand], aces_high)
            if found is not None:
                holdings.append(found)
        announced = self.announced
        if announced is None:
            return not holdings
        if {(h.seat, h.kind) for h in holdings} != set(announced.holders):
            return False
        lowest = (
            aces_high
            and len(holdings) == observation.options.seats == 4
            and all(h.kind == RONDA for h in holdings)
        )
        winners = combo_winners(holdings, aces_high, lowest_wins=lowest)
        return {h.seat for h in winners} == set(announced.winners)
