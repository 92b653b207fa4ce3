"""A stand-in computer player until ``games/allegra/players`` exists: a uniformly random legal
action. REPLACED BY THE PLAYERS ENGINEER (allegra-players): delete this module and point the
spec's ``make_player``/``STRENGTHS`` at ``games/allegra/players``."""

from __future__ import annotations

import random

from rondo_desktop.games.allegra.engine import Action, Observation, legal_actions

STRENGTHS = ("beginner", "medium", "hard", "expert")
SEATS_PER_SEED = 8


def player_seed(game_seed: int, seat: int) -> int:
    """Each computer seat's seed from the game's (the same rule as Ronda's)."""
    return game_seed * SEATS_PER_SEED + seat


class RandomPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        return self.rng.choice(legal_actions(observation))


def make_player(strength: str, seed: int, time_budget: float | None = None) -> RandomPlayer:
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; choose from {', '.join(STRENGTHS)}")
    return RandomPlayer(seed)
