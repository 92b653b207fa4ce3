"""The medium player: takes the most it can now — points of this play first, then cards —
and avoids handing the next player an este or a missa.

For every card it asks the engine what the card does (:func:`preview`), then guesses the
next player's best answer: for each rank the chance that the next player holds one (from
the cards it has not seen) times what that card would score on the table left behind.
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb

from rondo_desktop.games.ronda.engine import Observation, PlayCard, legal_plays
from rondo_desktop.games.ronda.engine.cards import RANKS, rank_of
from rondo_desktop.games.ronda.engine.play import Outcome, PlayContext, resolve
from rondo_desktop.games.ronda.players.base import cards_taken, preview

CARD_WORTH = 0.3  # a captured card, in points: cards only pay beyond 20 of them
NOISE = 1e-6  # breaks exact ties by the seeded RNG, not by the hand's order


class MediumPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> PlayCard:
        plays = legal_plays(observation)
        if not plays:
            raise ValueError("the medium player was asked to play out of turn")
        unseen = Counter(rank_of(c) for c in observation.unseen())
        return max(plays, key=lambda p: self.value(observation, p.card, unseen))

    def value(self, observation: Observation, card: str, unseen: Counter[int]) -> float:
        outcome = preview(observation, card)
        gain = outcome.este + outcome.missa + CARD_WORTH * cards_taken(observation, outcome)
        threat = next_threat(observation, card, outcome, unseen)
        return gain - threat + NOISE * self.rng.random()


def next_threat(
    observation: Observation, card: str, outcome: Outcome, unseen: Counter[int]
) -> float:
    """The next player's likely best gain on the table this card leaves behind
    (``unseen``: how many cards of each rank this seat has not seen)."""
    seats = observation.options.seats
    following = (observation.seat + 1) % seats
    held = observation.hand_sizes[following]
    if held == 0:
        return 0.0  # a new batch comes first: the chain starts again
    context = after(observation, card, outcome)
    total = sum(unseen.values())
    best = 0.0
    for rank in RANKS:
        copies = unseen[rank]
        if not copies:
            continue
        answer = resolve(context, rank)
        taken = 1 + len(answer.taken) if answer.captures else 0
        if answer.steals:  # V-06: it would take the packet this card just took
            taken += cards_taken(observation, outcome)
        gain = answer.este + answer.missa + CARD_WORTH * taken
        best = max(best, holds_one(total, copies, held) * gain)
    return best


def after(observation: Observation, card: str, outcome: Outcome) -> PlayContext:
    """The context the next player meets after ``card`` (its chain, table and packet)."""
    context = observation.context()
    rank = rank_of(card)
    table = set(context.table) - set(outcome.taken)
    if not outcome.captures:
        table.add(rank)
    return PlayContext(
        table=frozenset(table),
        chain_rank=rank,
        chain_len=outcome.link,
        final=observation.stock_size == 0 and sum(observation.hand_sizes) == 2,
        seats=context.seats,
        capture_este=context.capture_este,
        chain_four_only=context.chain_four_only,
        previous_laid=None if outcome.captures else rank,
        packet_rank=rank if outcome.link >= 2 and outcome.captures else None,
        packet_link=outcome.link,
    )


def holds_one(unseen: int, copies: int, held: int) -> float:
    """The chance that ``held`` cards drawn from ``unseen`` include one of ``copies``."""
    if held >= unseen:
        return 1.0
    return 1.0 - comb(unseen - copies, held) / comb(unseen, held)
