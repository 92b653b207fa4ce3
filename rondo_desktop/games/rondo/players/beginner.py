"""Beginner: knows only everyday words, picks one of its few best plays at random.

A person new to the game sees the common words (a Zipf frequency of at least 3, e.g. HAUS,
not HAUSE), does not always find the best of them and seldom thinks of exchanging.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rondo_desktop.games.rondo.engine import Action, Observation, Pass, Phase, PlayOutcome
from rondo_desktop.games.rondo.players.base import (
    Toolbox,
    can_exchange,
    decision_rng,
    exchange_action,
    legal_plays,
    play_action,
)

COMMON_ZIPF = 3.0  # wordfreq Zipf: about once per million words, the everyday vocabulary
CHOICES = 4  # how many of the best known plays it picks among
EXCHANGE_CHANCE = 0.1  # when stuck, how often it thinks of exchanging instead of passing
EXCHANGE_CARDS = 3


@dataclass
class BeginnerPlayer:
    toolbox: Toolbox
    seed: int = 0
    common_zipf: float = COMMON_ZIPF
    strength: str = field(default="beginner", init=False)

    def knows(self, word: str) -> bool:
        return self.toolbox.lexicon.zipf(word) >= self.common_zipf

    def known_plays(self, observation: Observation) -> list[PlayOutcome]:
        """Its best few distinct known words (one play per word: it spots words, not layouts)."""
        found: list[PlayOutcome] = []
        words: set[str] = set()
        for outcome in legal_plays(self.toolbox, observation):
            if outcome.word not in words and self.knows(outcome.word):
                words.add(outcome.word)
                found.append(outcome)
                if len(found) == CHOICES:
                    break
        return found

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        rng = decision_rng(self.seed, observation, self.strength)
        if observation.phase is Phase.START:
            # The start word is forced by the rules (the best value), so any of them will do.
            return play_action(rng.choice(legal_plays(self.toolbox, observation)))
        known = self.known_plays(observation)
        if known:
            return play_action(rng.choice(known))
        count = min(EXCHANGE_CARDS, len(observation.hand))
        if can_exchange(observation, count) and rng.random() < EXCHANGE_CHANCE:
            return exchange_action(rng.sample(observation.hand, count))
        return Pass()
