"""The sand timer of a hosted table, run by the host: only the host decides that time ran out.

Each turn of a seat played by a person arms a timer on the table's event loop; an action
disarms it. When it runs out the table plays the game's ``timeout_action`` for that seat.
The clients show the sand from the ``clock`` the host sends with each state; they never
decide a time-out themselves, so a slow or modified client cannot stretch or cut a turn.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any


class TurnClock:
    """``seconds`` a turn (None: no timer); ``arm`` for a turn, ``on_out(seat, move)`` after."""

    def __init__(self, seconds: int | None, on_out: Callable[[int, int], None]) -> None:
        self.seconds = seconds
        self.on_out = on_out
        self._handle: asyncio.TimerHandle | None = None
        self._deadline = 0.0
        self.turn: tuple[int, int] | None = None  # (seat, move) the armed timer is for

    @property
    def armed(self) -> bool:
        return self._handle is not None

    def arm(self, seat: int, move: int) -> None:
        """Start the sand for ``seat``'s turn at ``move`` (a new turn replaces the old one)."""
        self.disarm()
        if self.seconds is None:
            return
        loop = asyncio.get_running_loop()
        self._deadline = loop.time() + self.seconds
        self.turn = (seat, move)
        self._handle = loop.call_later(self.seconds, self._ran_out, seat, move)

    def disarm(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
        self._handle, self.turn = None, None

    def remaining(self) -> float | None:
        """Seconds of sand left for the turn armed, None when none is."""
        if self._handle is None:
            return None
        left = self._deadline - asyncio.get_running_loop().time()
        return round(max(0.0, left), 1)

    def to_json(self) -> dict[str, Any]:
        """The ``clock`` of a state message: the table's sand and what is left of this turn's."""
        return {"seconds": self.seconds, "remaining": self.remaining()}

    def _ran_out(self, seat: int, move: int) -> None:
        self._handle, self.turn = None, None
        self.on_out(seat, move)
