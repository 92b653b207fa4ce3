"""The computer seats of a table: who thinks, on which thread, and what happens when one fails.

A computer seat is a chooser: ``(observation, seconds of sand left or None) -> action``. It
thinks on a worker thread, so the window keeps drawing while it does, and its answer is played
only after ``think_seconds`` of table time, so a person can follow the game; unthreaded, it
answers at once in the caller's frame (the table's top speed, the tests). A player that raises
or answers with an action the game refuses must not end a person's game: the failure is logged
and the game's safe action is played for it. Nothing here knows a game.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Generic, TypeVar

from rondo_desktop.games.spec import GameSpec

log = logging.getLogger(__name__)

ActionT = TypeVar("ActionT")
ObservationT = TypeVar("ObservationT")

# A computer seat: (what it sees, seconds of sand left or None) -> its action.
Chooser = Callable[[ObservationT, float | None], ActionT]
# (seat, strength) -> the seat's chooser.
ChooserFactory = Callable[[int, str], Callable[[ObservationT, float | None], ActionT]]
# Per turn: actions that keep the turn (Rondo's exchanges) a confused player may repeat at
# most this often before the session plays the game's safe action for it.
MAX_TURN_KEEPING_ACTIONS = 3


def spec_choosers(
    spec: GameSpec[Any, ActionT, ObservationT], state: Any, *, time_budget: float | None = None
) -> ChooserFactory[ObservationT, ActionT]:
    """Choosers built by the game's own player factory (seeded by the game's seeding rule)."""

    def factory(seat: int, strength: str) -> Chooser[ObservationT, ActionT]:
        return spec.make_player(state, seat, strength, time_budget=time_budget).choose

    return factory


class ComputerSeats(Generic[ObservationT, ActionT]):
    """The computer players of one table and the worker thread they think on.

    ``check`` raises when the game would refuse an action, ``fallback`` gives a safe legal one
    (both for the seat whose turn it is now), and ``keeps_turn`` tells the actions after which
    the same seat acts again (counted per turn, see :data:`MAX_TURN_KEEPING_ACTIONS`).
    """

    def __init__(
        self,
        players: Mapping[int, Chooser[ObservationT, ActionT]],
        *,
        check: Callable[[ActionT], object],
        fallback: Callable[[], ActionT],
        keeps_turn: Callable[[ActionT], bool],
        threaded: bool = True,
        think_seconds: float = 0.8,
    ) -> None:
        self._players = dict(players)
        self._check = check
        self._fallback = fallback
        self._keeps_turn = keeps_turn
        self.think_seconds = think_seconds
        self._executor = (
            ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer") if threaded else None
        )
        self._thinking: Future[ActionT] | None = None
        self._thought = 0.0
        self._kept_turn = 0

    def plays(self, seat: int) -> bool:
        return seat in self._players

    @property
    def is_thinking(self) -> bool:
        return self._thinking is not None

    def step(
        self, seat: int, dt: float, observation: Callable[[], ObservationT], time_left: float | None
    ) -> ActionT | None:
        """Let ``seat`` think for ``dt`` seconds; its action once it is ready to be played."""
        player = self._players[seat]
        if self._thinking is None:
            seen = observation()
            if self._executor is None:
                return self._vetted(seat, lambda: player(seen, time_left))
            self._thinking = self._executor.submit(player, seen, time_left)
            self._thought = 0.0
            return None
        self._thought += dt
        if self._thinking.done() and self._thought >= self.think_seconds:
            future, self._thinking = self._thinking, None
            return self._vetted(seat, future.result)
        return None

    def _vetted(self, seat: int, choose: Callable[[], ActionT]) -> ActionT:
        """The player's action when the game takes it, else the game's safe action."""
        try:
            action = choose()
            if self._keeps_turn(action):
                self._kept_turn += 1
                if self._kept_turn > MAX_TURN_KEEPING_ACTIONS:
                    log.warning("computer seat %d keeps its turn too often; playing safe", seat)
                    return self._fallback()
            self._check(action)
            return action
        except Exception:  # a player's bug must not end a person's game: play safe for it
            log.exception("computer seat %d failed to choose; playing a safe action", seat)
            return self._fallback()

    def new_turn(self) -> None:
        self._kept_turn = 0

    def cancel(self) -> None:
        """Forget the move being thought about (the sand ran out, the game ended)."""
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    def close(self) -> None:
        """Stop the worker: a player still thinking finishes on its own, nobody waits for it."""
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
