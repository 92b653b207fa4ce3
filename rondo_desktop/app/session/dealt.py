"""The table's session of a game dealt when it is made (Ronda, Allegra): its engine keeps every
event in ``game.log``, so a new game's first deal is still to be shown and logged, and a
restored game's move log is rebuilt from that log."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self, TypeVar

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.session.session import TableSession
from rondo_desktop.games.spec import GameSpec, GameState

EventT = TypeVar("EventT")
ActionT = TypeVar("ActionT")
ObservationT = TypeVar("ObservationT")


class LoggedGame(GameState[Any, Any], Protocol):
    """A game whose engine keeps the events of the whole game, its first deal included."""

    @property
    def log(self) -> Sequence[Any]: ...


LoggedT = TypeVar("LoggedT", bound=LoggedGame)


class DealtSession(TableSession[LoggedT, ActionT, ObservationT, EventT]):
    """A :class:`TableSession` that shows a new game's deal and logs the whole game's events."""

    @classmethod
    def start(
        cls,
        spec: GameSpec[LoggedT, ActionT, ObservationT],
        seats: Sequence[SeatSetup],
        seed: int,
        turn_seconds: int | None,
        options: Mapping[str, str] | None = None,
        **kwargs: Any,
    ) -> Self:
        """A new game, its first deal (dealt when the game was made) still to be shown and
        logged."""
        session = super().start(spec, seats, seed, turn_seconds, options, **kwargs)
        opening = list(session.game.log)
        session._events = opening + session._events
        session.log_events(opening)
        return session

    @classmethod
    def from_save(
        cls, spec: GameSpec[LoggedT, ActionT, ObservationT], text: str | bytes, **kwargs: Any
    ) -> Self:
        """A saved game where it stopped, with its move log (Ronda's card played last decides
        an este, Allegra's log says who knocked: a player coming back must see them)."""
        session = super().from_save(spec, text, **kwargs)
        session.log_events(session.game.log)
        return session
