"""The medium player: takes the most it can now — points of this play first, then cards —
and avoids handing the next player an este or a missa.

For every card it asks the engine what the card does (:func:`resolve`), then guesses the
next player's best answer: for each rank the chance that the next player holds one (from
the cards it has not seen) times what that card would score on the table left behind.
"""

from __future__ import annotations

import random
from math import comb

from rondo_desktop.games.ronda.engine import Observation, PlayCard, legal_plays
from rondo_desktop.games.ronda.engine.cards import COPIES, RANKS, rank_of
from rondo_desktop.games.ronda.engine.play import Outcome, PlayContext, resolve
from rondo_desktop.games.ronda.players.base import cards_taken

CARD_WORTH = 0.3  # a captured card, in points: cards only pay beyond 20 of them
NOISE = 1e-6  # breaks exact ties by the seeded RNG, not by the hand's order


class MediumPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> PlayCard:
        plays = legal_plays(observation)
        if not plays:
            raise ValueError("the medium player was asked to play out of turn")
        counts, context = unseen_counts(observation), observation.context()
        return max(plays, key=lambda p: self.value(observation, p.card, counts, context))

    def value(
        self,
        observation: Observation,
        card: str,
        counts: dict[int, int] | None = None,
        context: PlayContext | None = None,
    ) -> float:
        """The card's gain now less the next player's likely answer (``counts`` and
        ``context``, when given, are the observation's, computed once a move)."""
        context = observation.context() if context is None else context
        outcome = resolve(context, rank_of(card))
        gain = outcome.este + outcome.missa + CARD_WORTH * cards_taken(observation, outcome)
        if counts is None:
            counts = unseen_counts(observation)
        threat = next_threat(observation, card, outcome, counts, context)
        return gain - threat + NOISE * self.rng.random()


def unseen_counts(observation: Observation) -> dict[int, int]:
    """How many cards of each rank the observing seat has not seen."""
    counts = dict.fromkeys(RANKS, COPIES)
    seen = [*observation.hand, *observation.opening, *(card for _, card in observation.played)]
    for card in seen:
        counts[rank_of(card)] -= 1
    return counts


def next_threat(
    observation: Observation,
    card: str,
    outcome: Outcome,
    counts: dict[int, int],
    now: PlayContext | None = None,
) -> float:
    """The next player's likely best gain on the table this card leaves behind
    (``counts``: the unseen cards of each rank)."""
    seats = observation.options.seats
    following = (observation.seat + 1) % seats
    held = observation.hand_sizes[following]
    if held == 0:
        return 0.0  # a new batch comes first: the chain starts again
    context = after(observation, card, outcome, now)
    total = sum(counts.values())
    best = 0.0
    # Only a rank on the table, the chain's or (V-06) the packet's can gain anything.
    answers = {*context.table, context.chain_rank, context.packet_rank}
    for rank in RANKS:
        copies = counts[rank]
        if not copies or rank not in answers:
            continue
        answer = resolve(context, rank)
        taken = 1 + len(answer.taken) if answer.captures else 0
        if answer.steals:  # V-06: it would take the packet this card just took
            taken += cards_taken(observation, outcome)
        gain = answer.este + answer.missa + CARD_WORTH * taken
        best = max(best, holds_one(total, copies, held) * gain)
    return best


def after(
    observation: Observation, card: str, outcome: Outcome, now: PlayContext | None = None
) -> PlayContext:
    """The context the next player meets after ``card`` (its chain, table and packet);
    ``now`` is the observation's own context when already at hand."""
    context = observation.context() if now is None else now
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
