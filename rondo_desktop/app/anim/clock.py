"""The sand timer's state: seconds left in the turn, paused with the game.

Pure data: the table scene draws the hourglass from :attr:`TurnClock.fraction` and the session
turns an expired clock into the rule book's timeout (a pass with its penalty card).
"""

from __future__ import annotations

URGENT_SECONDS = 10.0


class TurnClock:
    def __init__(self, seconds: int | None) -> None:
        self.seconds = seconds  # None: no sand timer
        self.remaining = float(seconds or 0)
        self.paused = False
        self.turns = 0  # how often it was turned over, for the turn-over animation

    @property
    def enabled(self) -> bool:
        return self.seconds is not None

    def turn_over(self) -> None:
        """A new turn: all the sand is back on top."""
        if self.seconds is not None:
            self.remaining = float(self.seconds)
            self.turns += 1

    def tick(self, dt: float) -> bool:
        """Let ``dt`` seconds of sand fall; True exactly when the last grain falls now."""
        if self.seconds is None or self.paused or self.remaining <= 0:
            return False
        self.remaining = max(0.0, self.remaining - dt)
        return self.remaining == 0

    @property
    def fraction(self) -> float:
        """How much sand is still on top, from 1 (turn start) to 0."""
        if not self.seconds:
            return 0.0
        return self.remaining / self.seconds

    @property
    def urgent(self) -> bool:
        return self.enabled and 0 < self.remaining <= URGENT_SECONDS
