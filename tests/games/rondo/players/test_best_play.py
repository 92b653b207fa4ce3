"""``best_play`` is the head of ``legal_plays`` in real games, so Medium plays as it always did."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rondo_desktop.games.rondo.engine import Action, Observation
from rondo_desktop.games.rondo.players import MediumPlayer, Toolbox
from rondo_desktop.games.rondo.players.base import best_play, legal_plays
from tests.games.rondo.players.matches import rondo_match


@dataclass
class CheckedMedium(MediumPlayer):
    """Medium, checking before every decision that the quick best play is the listed first."""

    checked: int = 0

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        plays = legal_plays(self.toolbox, observation)
        assert best_play(self.toolbox, observation) == (plays[0] if plays else None)
        self.checked += 1
        return super().choose(observation, time_left)


@pytest.mark.parametrize("seed", range(4))
def test_best_play_is_the_first_legal_play_in_medium_games(toolbox: Toolbox, seed: int) -> None:
    players = [CheckedMedium(toolbox, seed * 8 + seat) for seat in range(2)]
    result = rondo_match(seed, list(players), toolbox)
    assert result.failure is None and result.final_scores
    assert sum(p.checked for p in players) == sum(result.decisions)
