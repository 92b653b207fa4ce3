"""Expert: Hard's candidates, each tried out in imagined games dealt from the unseen cards.

Hard guesses what a play leaves to the others with a learned formula; the expert plays it out.
It picks a few candidates — Hard's best plays by equity, passing, and Hard's best exchanges —
and deals the cards it has not seen (``observation.unseen``: the other hands and the pile) one
way they may lie, as an imagined
:class:`~rondo_desktop.games.rondo.engine.Game` (so the look-ahead follows
the engine's rules, refill and penalty cards included). In each imagined game every candidate
is played, the next seat replies and (with two seats) the expert moves once more, all by
Hard's quick judgement; then the position is valued: points + the learned worth of the hand
in it, this seat's against the others' mean. When the pile is empty the game is played out to
its end; with two seats nothing is hidden then (the unseen cards are the other hand), so one
deal, the true one, is enough.

Every candidate meets the same imagined deals (common random numbers), so the comparison is
fair even with few of them. This is Monte Carlo over the opponents' possible hands and the
pile, in the manner of Scrabble engines' simulation.

Thinking is bounded twice: a fixed number of deals (so the same seed gives the same move) and a
time budget, also held to a turn timer's ``time_left``. Only when the deals take longer than
the budget (a busy machine, hands of many jokers) does the clock cut a move short; then the
move depends on the machine's speed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from rondo_desktop.games.rondo.engine import Action, Exchange, Game, Observation, Pass, Phase
from rondo_desktop.games.rondo.players.base import (
    Toolbox,
    decision_rng,
    exchange_action,
    kept_cards,
    play_action,
)
from rondo_desktop.games.rondo.players.hard import HardPlayer
from rondo_desktop.games.rondo.players.leaves import LeaveModel

CANDIDATES = 5  # Hard's best plays tried out
EXCHANGES = 2  # Hard's best exchanges tried out
SAMPLES = 8  # imagined deals of the unseen cards
# In the imagined games a seat weighs only its best plays by score: fewer than Hard's
# SAMPLED_RANKED, since a look-ahead makes many more moves than Hard's exchange pricing.
ROLLOUT_RANKED = 20
LOOKAHEAD_PLIES = 2  # moves after the candidate's: with two seats, the reply and our next
# With the pile empty a game is played out to its end, but seats that only pass could go on
# for ever while another plays: past this many moves the learned worth of the hands decides.
ENDGAME_PLIES = 40
TIME_BUDGET = 1.0  # seconds per move at most; the cap is 1.5 s
TIMER_MARGIN = 0.5  # seconds kept back from a turn timer for the UI to apply the move


@dataclass
class _Option:
    action: Action
    fallback: float  # Hard's equity, used if not even one imagined deal fits in the time


class _OutOfTime(Exception):
    """The clock ran out in the middle of a look-ahead."""


@dataclass
class ExpertPlayer:
    toolbox: Toolbox
    leaves: LeaveModel
    seed: int = 0
    candidates: int = CANDIDATES
    exchanges: int = EXCHANGES
    samples: int = SAMPLES
    time_budget: float = TIME_BUDGET
    strength: str = field(default="expert", init=False)
    _hard: HardPlayer = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # Hard ranks the candidates and makes every move inside the imagined games.
        self._hard = HardPlayer(
            self.toolbox, self.leaves, self.seed, exchange_keeps=max(1, self.exchanges)
        )

    def _deadline(self, time_left: float | None) -> float:
        budget = self.time_budget
        if time_left is not None:
            budget = min(budget, max(0.0, time_left - TIMER_MARGIN))
        return time.monotonic() + budget

    # -- the candidates ------------------------------------------------------------------

    def _options(self, observation: Observation, deadline: float) -> list[_Option]:
        hard = self._hard
        ranked = hard.ranked_plays(observation)
        options = [
            _Option(play_action(rated.outcome), rated.equity) for rated in ranked[: self.candidates]
        ]
        options.append(_Option(Pass(), hard.pass_equity(observation, observation.hand)))
        # Pricing keep-sets grows with the hand (a long one after penalty cards): not when the
        # clock has run out already, and an exchange is only worth it if it can be looked at.
        if self.exchanges and hard.may_exchange(observation) and time.monotonic() < deadline:
            for _, keep in hard.keep_sets(observation):
                # -inf: without a look-ahead an exchange is a blind swap, never the fallback.
                action = exchange_action(kept_cards(observation.hand, keep))
                options.append(_Option(action, -math.inf))
        return options

    # -- the imagined games --------------------------------------------------------------

    def _deals(self, observation: Observation, rng: random.Random) -> Iterator[Game]:
        """Imagined games: the unseen cards dealt to the other seats and the pile at random.

        One at a time, so a move cut short by the clock has not paid for deals it never used.
        """
        unseen = sorted(observation.unseen(self.toolbox.deck).elements())
        others = len(unseen) - observation.pile_size
        exact = len(observation.hand_sizes) == 2 and observation.pile_size == 0
        for _ in range(1 if exact else self.samples):
            rng.shuffle(unseen)
            hands: list[Sequence[str]] = []
            dealt = 0
            for seat, size in enumerate(observation.hand_sizes):
                if seat == observation.seat:
                    hands.append(observation.hand)
                else:
                    hands.append(unseen[dealt : dealt + size])
                    dealt += size
            pile = unseen[others:]
            yield Game.imagine(observation, hands, pile, self.toolbox.finder)

    def _quick_action(self, game: Game) -> Action:
        """Hard's judgement without exchanges: the move every seat makes in an imagined game."""
        observation = game.observation(game.current_seat)
        return self._hard.play_or_pass(
            observation, self._hard.ranked_plays(observation, ROLLOUT_RANKED)
        )

    def _worth(self, game: Game, seat: int) -> float:
        """This seat's standing: points (+ the hand's learned worth while the game goes on),
        against the other seats' mean."""
        scores = game.scores
        if game.is_over:
            worth = [float(score) for score in scores]
        else:
            pile = game.pile_size
            worth = [
                score + self.leaves.leave(game.hand(s), pile) for s, score in enumerate(scores)
            ]
        others = [w for s, w in enumerate(worth) if s != seat]
        return worth[seat] - sum(others) / len(others)

    def _try(self, option: _Option, deal: Game, plies: int, deadline: float) -> float:
        seat = deal.current_seat
        game = deal.clone()
        game.apply(option.action)
        if isinstance(option.action, Exchange):
            game.apply(self._quick_action(game))  # an exchange is followed by the turn's move
        for _ in range(plies):
            if game.is_over:
                break
            if time.monotonic() >= deadline:
                raise _OutOfTime
            game.apply(self._quick_action(game))
        return self._worth(game, seat)

    def _values(
        self, options: list[_Option], observation: Observation, rng: random.Random, deadline: float
    ) -> list[float]:
        """Each option's mean worth over whole rounds of imagined deals."""
        # How far to look is decided once for the move, so every option is valued on the same
        # footing: with the pile empty, to the end; else the next seat replies and (with two
        # seats) this one moves once more. More seats get no deeper look: the work would grow
        # with the seats and the clock, not the seed, would start to decide the move.
        plies = ENDGAME_PLIES if observation.pile_size == 0 else LOOKAHEAD_PLIES
        totals = [0.0] * len(options)
        rounds = 0
        try:
            for deal in self._deals(observation, rng):
                # A part round would compare options on different deals: it is left out.
                worths = [self._try(option, deal, plies, deadline) for option in options]
                totals = [t + w for t, w in zip(totals, worths, strict=True)]
                rounds += 1
        except _OutOfTime:
            pass
        if not rounds:
            return [option.fallback for option in options]
        return [total / rounds for total in totals]

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        if observation.phase is Phase.START:
            return self._hard.choose_start(observation)
        deadline = self._deadline(time_left)
        rng = decision_rng(self.seed, observation, self.strength)
        options = self._options(observation, deadline)
        if len(options) == 1:
            return options[0].action  # nothing to weigh: no play and no exchange, so pass
        values = self._values(options, observation, rng, deadline)
        best = options[max(range(len(options)), key=lambda i: values[i])]
        if isinstance(best.action, Exchange):
            self._hard.note_exchange(observation)
        return best.action
