"""The beginner: plays like a newcomer — sees an obvious capture most of the time, otherwise
plays any card, and never thinks about what it leaves the next player."""

from __future__ import annotations

import random

from rondo_desktop.games.ronda.engine import Observation, PlayCard, legal_plays
from rondo_desktop.games.ronda.players.base import preview

SEES_A_CAPTURE = 0.75  # how often a newcomer notices that a card matches the table


class BeginnerPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> PlayCard:
        plays = legal_plays(observation)
        if not plays:
            raise ValueError("the beginner was asked to play out of turn")
        captures = [p for p in plays if preview(observation, p.card).captures]
        if captures and self.rng.random() < SEES_A_CAPTURE:
            return self.rng.choice(captures)
        return self.rng.choice(plays)
