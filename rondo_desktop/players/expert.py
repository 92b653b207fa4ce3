"""Expert: Hard's equity, with the next seat's reply measured by Monte Carlo instead of guessed.

For the best few plays by Hard's equity (and for passing), it deals the next seat many possible
hands from the cards it has not seen (``observation.unseen``: the other hands and the pile) and
finds that seat's best reply on the holder each play leaves. A play's value is its score + the
leave value − the mean best reply. Every candidate meets the same sampled hands (common random
numbers), so the comparison is fair even with few samples.

Thinking is bounded twice: a fixed number of samples (so the same seed gives the same move) and
a time budget, checked after every round of samples, which also respects a turn timer's
``time_left``. Only on a machine too slow for the samples does the clock cut a move short.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from rondo_desktop.engine import Action, Holder, Observation, Pass, Phase
from rondo_desktop.players.base import (
    Toolbox,
    decision_rng,
    exchange_action,
    kept_cards,
    legal_plays,
    play_action,
)
from rondo_desktop.players.hard import HardPlayer, Rated
from rondo_desktop.players.leaves import LeaveModel

CANDIDATES = 5  # plays whose replies are sampled
SAMPLES = 6  # sampled hands of the next seat
EXCHANGE_SAMPLES = 12  # sampled draws per keep-set (Hard: 4)
EXCHANGE_KEEPS = 4  # keep-sets priced (Hard: 3)
REPLY_WEIGHT = 0.25  # the share of the next seat's reply charged to a play, as Hard's openness
TIME_BUDGET = 1.0  # seconds per move at most; the cap is 1.5 s
TIMER_MARGIN = 0.5  # seconds kept back from a turn timer for the UI to apply the move


@dataclass
class ExpertPlayer:
    toolbox: Toolbox
    leaves: LeaveModel
    seed: int = 0
    candidates: int = CANDIDATES
    samples: int = SAMPLES
    time_budget: float = TIME_BUDGET
    reply_weight: float = REPLY_WEIGHT
    chain_weight: float = 0.0
    exchange_samples: int = EXCHANGE_SAMPLES
    exchange_keeps: int = EXCHANGE_KEEPS
    strength: str = field(default="expert", init=False)
    _hard: HardPlayer = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # Hard ranks the candidates and prices exchanges; the expert measures the replies.
        self._hard = HardPlayer(
            self.toolbox,
            self.leaves,
            self.seed,
            openness_weight=self.reply_weight,
            exchange_samples=self.exchange_samples,
            exchange_keeps=self.exchange_keeps,
        )

    def _deadline(self, time_left: float | None) -> float:
        budget = self.time_budget
        if time_left is not None:
            budget = min(budget, max(0.0, time_left - TIMER_MARGIN))
        return time.monotonic() + budget

    def _next_hands(self, observation: Observation, rng: random.Random) -> list[list[str]]:
        """Possible hands of the next seat, drawn from the cards this seat has not seen."""
        unseen = list(observation.unseen(self.toolbox.deck).elements())
        nxt = (observation.seat + 1) % len(observation.hand_sizes)
        size = min(observation.hand_sizes[nxt], len(unseen))
        return [rng.sample(unseen, size) for _ in range(self.samples)]

    def _best_reply(self, holder: Holder, hand: Sequence[str]) -> float:
        """The next seat's best score, less what its play opens for this seat in turn.

        The second term is the learned openness of the holder the reply leaves (or of the same
        holder when it has no play): cheap, and it keeps the expert from fearing a long word
        it will itself build on next.
        """
        openness = self.leaves.openness
        plays = self.toolbox.finder.plays(holder, hand)
        if not plays:
            return -self.chain_weight * openness.predict(
                holder.value(self.toolbox.deck), len(holder), len(holder.word)
            )
        reply = plays[0]
        slots = len(holder) + (1 if reply.new_slot else 0)
        opens = openness.predict(reply.word_value, slots, len(reply.word))
        return reply.score - self.chain_weight * opens

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        if observation.phase is Phase.START:
            return self._hard.choose_start(observation)
        deadline = self._deadline(time_left)
        hard = self._hard
        rng = decision_rng(self.seed, observation, self.strength)
        hand = observation.hand
        ranked = hard.rank(legal_plays(self.toolbox, observation), observation, hand)
        # The base of each option: everything but the reply, which the samples measure.
        options: list[tuple[float, Holder | None, Action]] = []
        for rated in ranked[: self.candidates]:
            options.append(self._play_option(rated, observation))
        assert observation.holder is not None
        options.append((hard.leave_value(hand, observation), observation.holder, Pass()))
        replies = [0.0] * len(options)
        rounds = 0
        for opponent in self._next_hands(observation, rng):
            for i, (_, holder, _) in enumerate(options):
                if holder is not None:
                    replies[i] += self._best_reply(holder, opponent)
            rounds += 1
            if time.monotonic() >= deadline:
                break
        values = [
            base - self.reply_weight * reply / rounds
            for (base, _, _), reply in zip(options, replies, strict=True)
        ]
        best = max(range(len(options)), key=lambda i: values[i])
        # Exchanges are priced by Hard's sampled estimate, its openness guess standing in for
        # the reply; exchanging before playing is often worth it, so always when time is left.
        if time.monotonic() < deadline:
            exchange = hard.best_exchange(observation, rng, self.exchange_samples)
            if exchange is not None and exchange[0] > values[best]:
                hard._exchanged_turn = observation.turn
                return exchange_action(exchange[1])
        return options[best][2]

    def _play_option(
        self, rated: Rated, observation: Observation
    ) -> tuple[float, Holder | None, Action]:
        outcome = rated.outcome
        kept = kept_cards(observation.hand, outcome.cards)
        if not kept and observation.pile_size == 0:
            # Going out ends the game: no reply to measure.
            return rated.equity, None, play_action(outcome)
        base = outcome.score + self._hard.leave_value(kept, observation)
        return base, outcome.holder, play_action(outcome)
