"""Expert: Hard's equity, with the next seat's reply measured by Monte Carlo instead of guessed.

For the best few plays by Hard's equity (and for passing), it deals the next seat possible
hands from the cards it has not seen (``observation.unseen``: the other hands and the pile) and
finds that seat's best reply on the holder each play leaves. A play's value is its score + the
leave value − a share of the mean best reply. Every candidate meets the same sampled hands
(common random numbers), so the comparison is fair even with few samples. Exchanges are priced
as Hard prices them, on three times as many sampled draws from the unseen cards.

Thinking is bounded twice: a fixed number of samples (so the same seed gives the same move) and
a time budget, also held to a turn timer's ``time_left``. Only when the samples take longer
than the budget (a busy machine, a hand of many jokers) does the clock cut a move short; then
the move depends on the machine's speed.
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
from rondo_desktop.players.hard import HardPlayer
from rondo_desktop.players.leaves import LeaveModel

CANDIDATES = 5  # plays whose replies are sampled
SAMPLES = 6  # sampled hands of the next seat
EXCHANGE_SAMPLES = 12  # sampled draws per keep-set (Hard: 4)
EXCHANGE_KEEPS = 4  # keep-sets priced (Hard: 3)
REPLY_WEIGHT = 0.25  # the share of the next seat's reply charged to a play, as Hard's openness
TIME_BUDGET = 1.0  # seconds per move at most; the cap is 1.5 s
TIMER_MARGIN = 0.5  # seconds kept back from a turn timer for the UI to apply the move


@dataclass
class _Option:
    action: Action
    base: float  # its value before the reply: score + leave (or leave alone, for a pass)
    fallback: float  # Hard's equity, used if not even one round of samples fits in the time
    holder: Holder | None  # what the next seat replies on; None when the game ends


@dataclass
class ExpertPlayer:
    toolbox: Toolbox
    leaves: LeaveModel
    seed: int = 0
    candidates: int = CANDIDATES
    samples: int = SAMPLES
    time_budget: float = TIME_BUDGET
    reply_weight: float = REPLY_WEIGHT
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

    def _best_reply(self, holder: Holder, hand: Sequence[str]) -> int:
        plays = self.toolbox.finder.plays(holder, hand)
        return plays[0].score if plays else 0

    def _options(self, observation: Observation) -> list[_Option]:
        hard = self._hard
        hand = observation.hand
        options = []
        for rated in hard.rank(legal_plays(self.toolbox, observation), observation, hand)[
            : self.candidates
        ]:
            outcome = rated.outcome
            kept = kept_cards(hand, outcome.cards)
            if not kept and observation.pile_size == 0:
                # Going out ends the game: there is no reply to measure.
                options.append(_Option(play_action(outcome), rated.equity, rated.equity, None))
            else:
                base = outcome.score + hard.leave_value(kept, observation)
                options.append(_Option(play_action(outcome), base, rated.equity, outcome.holder))
        options.append(
            _Option(
                Pass(),
                hard.leave_value(hand, observation),
                hard.pass_equity(observation, hand),
                observation.holder,
            )
        )
        return options

    def _values(
        self, options: list[_Option], observation: Observation, rng: random.Random, deadline: float
    ) -> list[float]:
        """Each option's base less the share of the mean reply over whole rounds of samples."""
        totals = [0.0] * len(options)
        rounds = 0
        for opponent in self._next_hands(observation, rng):
            replies = []
            for option in options:
                if time.monotonic() >= deadline:
                    break
                replies.append(self._best_reply(option.holder, opponent) if option.holder else 0)
            if len(replies) < len(options):
                break  # a part round would compare options on different hands: leave it out
            totals = [t + r for t, r in zip(totals, replies, strict=True)]
            rounds += 1
        if not rounds:
            return [option.fallback for option in options]
        return [
            option.base - self.reply_weight * total / rounds
            for option, total in zip(options, totals, strict=True)
        ]

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        if observation.phase is Phase.START:
            return self._hard.choose_start(observation)
        deadline = self._deadline(time_left)
        rng = decision_rng(self.seed, observation, self.strength)
        options = self._options(observation)
        values = self._values(options, observation, rng, deadline)
        best = max(range(len(options)), key=lambda i: values[i])
        # Exchanging before playing often pays, so it is priced whenever time is left.
        if time.monotonic() < deadline:
            exchange = self._hard.best_exchange(observation, rng, self.exchange_samples, deadline)
            if exchange is not None and exchange[0] > values[best]:
                self._hard.note_exchange(observation)
                return exchange_action(exchange[1])
        return options[best].action
