"""Medium: greedy — always the highest-scoring play now.

When it has no play it exchanges every card but its jokers once in the turn (a fresh hand
usually holds a word), and passes if that does not help.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rondo_desktop.games.rondo.engine import JOKER, Action, Observation, Pass
from rondo_desktop.games.rondo.players.base import (
    Toolbox,
    best_play,
    can_exchange,
    exchange_action,
    play_action,
)


@dataclass
class MediumPlayer:
    toolbox: Toolbox
    seed: int = 0  # unused: greedy play has no randomness, kept for a uniform constructor
    exchange_when_stuck: bool = True
    strength: str = field(default="medium", init=False)
    # The turn it last exchanged on: one exchange a turn, so it cannot loop.
    _exchanged_turn: int | None = field(default=None, init=False, repr=False)

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        best = best_play(self.toolbox, observation)
        if best is not None:
            return play_action(best)
        swap = [card for card in observation.hand if card != JOKER][: observation.pile_size]
        if (
            self.exchange_when_stuck
            and self._exchanged_turn != observation.turn
            and can_exchange(observation, len(swap))
        ):
            self._exchanged_turn = observation.turn
            return exchange_action(swap)
        return Pass()
