"""What a game of Rondo is made of: its sizes, options and phases, and where every card lies.

The game (:mod:`.game`) owns one :class:`State`; the start (:mod:`.start`), the turn's actions
(:mod:`.turns`) and the end (:mod:`.ending`) each change it in their own module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from rondo_desktop.games.rondo.engine.errors import RondoError
from rondo_desktop.games.rondo.engine.holder import Holder

HAND_SIZE = 7
MIN_SEATS = 2
MAX_SEATS = 6
EXCHANGE_COST = 2
MAX_DEALS = 1000  # redeals before giving up on a lexicon that has (almost) no 3-letter words


class Phase(StrEnum):
    START = "start"  # the start seat lays its 3-letter word
    TURN = "turn"
    OVER = "over"


@dataclass(frozen=True)
class GameOptions:
    seats: int = 3
    seed: int = 0
    language: str = "de"

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise RondoError(
                f"Rondo is played by {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}"
            )


@dataclass
class State:
    """The cards and counts that change during a game (the phase and seat live on the game)."""

    pile: list[str]  # the top of the pile is the end of the list
    hands: list[list[str]]
    holder: Holder | None = None
    scores: list[int] = field(default_factory=list)
    turn: int = 0
    passes_in_a_row: int = 0
    start_value: int | None = None

    def copy(self) -> State:
        """An independent copy (the holder is immutable and shared)."""
        return State(
            pile=list(self.pile),
            hands=[list(hand) for hand in self.hands],
            holder=self.holder,
            scores=list(self.scores),
            turn=self.turn,
            passes_in_a_row=self.passes_in_a_row,
            start_value=self.start_value,
        )
