"""Hard: equity — points now, plus the worth of the cards kept, minus what the play opens.

Every option gets one number on the same scale (points):

- a play: its score + the learned value of the leave − ``openness_weight`` × the learned guess
  of the next seat's points on the holder it leaves (+ the others' expected hand penalties when
  it goes out on an empty pile and so ends the game);
- a pass: the value of keeping the whole hand − the openness of the holder as it stands;
- an exchange: −2 a card + the average best equity of the hands it may draw, estimated on a few
  sampled draws from the unseen cards, for the three most promising sets of cards to keep.
  Exchanging before a play pays far more often than a greedy player thinks (tuning showed it
  is Hard's main edge over Medium), so it is priced on almost every turn: unless the best play
  beats passing by ``exchange_margin`` points.

It takes the option with the highest equity, so exchanges and passes are decided by equity too.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import NamedTuple

from rondo_desktop.games.rondo.engine import Action, Observation, Pass, Phase, PlayOutcome
from rondo_desktop.games.rondo.engine.game import EXCHANGE_COST
from rondo_desktop.games.rondo.engine.holder import START_SLOTS
from rondo_desktop.games.rondo.players.base import (
    Toolbox,
    can_exchange,
    decision_rng,
    exchange_action,
    kept_cards,
    legal_plays,
    play_action,
    top_plays,
)
from rondo_desktop.games.rondo.players.leaves import LeaveModel

MAX_RANKED = 200  # plays beyond the best 200 by score never win on equity in practice
SAMPLED_RANKED = 30  # on a sampled hand only the best play matters: fewer plays to rate
EXCHANGE_MARGIN = 35.0  # look at exchanges unless the best play beats passing by this much
EXCHANGE_KEEPS = 3  # keep-sets whose draws are sampled
EXCHANGE_SAMPLES = 4  # sampled draws per keep-set


class Rated(NamedTuple):
    equity: float
    outcome: PlayOutcome


@dataclass
class HardPlayer:
    toolbox: Toolbox
    leaves: LeaveModel
    seed: int = 0
    openness_weight: float = 0.25
    exchange_samples: int = EXCHANGE_SAMPLES
    exchange_margin: float = EXCHANGE_MARGIN
    exchange_keeps: int = EXCHANGE_KEEPS
    sampled_ranked: int = SAMPLED_RANKED
    strength: str = field(default="hard", init=False)
    _exchanged_turn: int | None = field(default=None, init=False, repr=False)

    # -- equity --------------------------------------------------------------------------

    def leave_value(self, cards: Sequence[str], observation: Observation) -> float:
        return self.leaves.leave(cards, observation.pile_size)

    def penalty_of_others(self, observation: Observation) -> float:
        """The hand penalties the other seats may expect to pay if the game ends now."""
        deck = self.toolbox.deck
        unseen = observation.unseen(deck)
        total = sum(unseen.values())
        if not total:
            return 0.0
        mean = sum(deck.penalty(card) * n for card, n in unseen.items()) / total
        others = sum(observation.hand_sizes) - len(observation.hand)
        return mean * others

    def opens(self, outcome: PlayOutcome) -> float:
        """The learned guess of the next seat's points on the holder this play leaves."""
        before = outcome.before
        slots = (len(before) if before is not None else START_SLOTS) + (
            1 if outcome.new_slot else 0
        )
        return self.leaves.openness.predict(outcome.word_value, slots, len(outcome.word))

    def play_equity(self, outcome: PlayOutcome, observation: Observation, hand: Sequence[str]):
        kept = kept_cards(hand, outcome.cards)
        if not kept and observation.pile_size == 0:
            # Going out on an empty pile ends the game: nobody replies, the others pay.
            return outcome.score + self.penalty_of_others(observation)
        return (
            outcome.score
            + self.leave_value(kept, observation)
            - self.openness_weight * self.opens(outcome)
        )

    def pass_equity(self, observation: Observation, hand: Sequence[str]) -> float:
        holder = observation.holder
        opens = 0.0
        if holder is not None:
            opens = self.leaves.openness.predict(
                holder.value(self.toolbox.deck), len(holder), len(holder.word)
            )
        return self.leave_value(hand, observation) - self.openness_weight * opens

    def rank(
        self, plays: Sequence[PlayOutcome], observation: Observation, hand: Sequence[str]
    ) -> list[Rated]:
        """The plays by equity, best first (ties keep the finder's order: higher score first)."""
        rated = [Rated(self.play_equity(o, observation, hand), o) for o in plays[:MAX_RANKED]]
        rated.sort(key=lambda r: -r.equity)
        return rated

    def ranked_plays(self, observation: Observation, limit: int = MAX_RANKED) -> list[Rated]:
        """The seat's best ``limit`` plays by score, ranked by equity."""
        return self.rank(top_plays(self.toolbox, observation, limit), observation, observation.hand)

    def play_or_pass(self, observation: Observation, ranked: Sequence[Rated]) -> Action:
        """The best play by equity, or a pass when keeping the whole hand is worth more."""
        if ranked and ranked[0].equity >= self.pass_equity(observation, observation.hand):
            return play_action(ranked[0].outcome)
        return Pass()

    # -- exchanges -----------------------------------------------------------------------

    def keep_sets(self, observation: Observation) -> list[tuple[float, tuple[str, ...]]]:
        """The most promising cards to keep, by leave value less the exchange cost."""
        hand = sorted(observation.hand)
        limit = min(len(hand), observation.pile_size)
        options: dict[tuple[str, ...], float] = {}
        for swapped in range(1, limit + 1):
            for keep in combinations(hand, len(hand) - swapped):
                if keep not in options:
                    options[keep] = self.leave_value(keep, observation) - EXCHANGE_COST * swapped
        ranked = sorted(options.items(), key=lambda kv: (-kv[1], kv[0]))
        return [(value, keep) for keep, value in ranked[: self.exchange_keeps]]

    def exchange_equity(
        self,
        observation: Observation,
        keep: tuple[str, ...],
        rng: random.Random,
        samples: int,
        deadline: float | None = None,
    ) -> float:
        """−2 a card + the mean best equity over sampled draws of the exchanged cards.

        Past ``deadline`` (a ``time.monotonic()`` value) it stops at the samples it has: a
        draw rich in jokers can have thousands of plays, so a sample's cost varies a lot.
        """
        unseen = list(observation.unseen(self.toolbox.deck).elements())
        swapped = len(observation.hand) - len(keep)
        finder = self.toolbox.finder
        assert observation.holder is not None
        total = 0.0
        done = 0
        while done < samples and (done == 0 or deadline is None or time.monotonic() < deadline):
            done += 1
            hand = [*keep, *rng.sample(unseen, swapped)]
            plays = finder.top(observation.holder, hand, self.sampled_ranked)
            best = self.pass_equity(observation, hand)
            if plays:
                top = self.rank(plays, observation, hand)[0].equity
                best = max(best, top)
            total += best
        return total / done - EXCHANGE_COST * swapped

    def best_exchange(
        self,
        observation: Observation,
        rng: random.Random,
        samples: int,
        deadline: float | None = None,
    ) -> tuple[float, tuple[str, ...]] | None:
        """The best exchange as (equity, cards to exchange), or None when none is allowed."""
        if not self.may_exchange(observation):
            return None
        best: tuple[float, tuple[str, ...]] | None = None
        for _, keep in self.keep_sets(observation):
            if best is not None and deadline is not None and time.monotonic() >= deadline:
                break
            equity = self.exchange_equity(observation, keep, rng, samples, deadline)
            if best is None or equity > best[0]:
                best = (equity, tuple(kept_cards(observation.hand, keep)))
        return best

    def may_exchange(self, observation: Observation) -> bool:
        """Whether an exchange is allowed and this turn has not had one yet."""
        return self._exchanged_turn != observation.turn and can_exchange(observation, 1)

    def note_exchange(self, observation: Observation) -> None:
        """Remember that this turn has had its exchange (one a turn, so it cannot loop)."""
        self._exchanged_turn = observation.turn

    # -- the decision --------------------------------------------------------------------

    def choose_start(self, observation: Observation) -> Action:
        """All start words have the same value; keep the best cards."""
        plays = legal_plays(self.toolbox, observation)
        hand = observation.hand
        best = max(plays, key=lambda o: self.leaves.leave(kept_cards(hand, o.cards), pile_size=1))
        return play_action(best)

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        if observation.phase is Phase.START:
            return self.choose_start(observation)
        rng = decision_rng(self.seed, observation, self.strength)
        ranked = self.ranked_plays(observation)
        pass_equity = self.pass_equity(observation, observation.hand)
        best = ranked[0].equity if ranked else pass_equity
        if best < pass_equity + self.exchange_margin:
            exchange = self.best_exchange(observation, rng, self.exchange_samples)
            if exchange is not None and exchange[0] > max(best, pass_equity):
                self.note_exchange(observation)
                return exchange_action(exchange[1])
        return self.play_or_pass(observation, ranked)
