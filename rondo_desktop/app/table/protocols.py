"""What the generic table asks of a game: its session, its dealer and what the dealer shows.

The host's table knows no game: it reads a game's session and dealer only through these
protocols, so Rondo's ``GameSession`` and ``Dealer`` (and later Ronda's and Allegra's) fit
without the host importing them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from rondo_desktop.app.anim.clock import TurnClock
    from rondo_desktop.app.anim.sprites import Bubble, Flyer, Popup


class SeatLike(Protocol):
    """A seat as the setup made it: a person with a name, or a computer of a strength."""

    @property
    def kind(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def strength(self) -> str | None: ...


class LogLine(Protocol):
    """One line of the move log: a translation key, its values, the seat it is about."""

    @property
    def key(self) -> str: ...

    @property
    def params(self) -> Mapping[str, Any]: ...

    @property
    def seat(self) -> int | None: ...


class TableSession(Protocol):
    """A game being played: seats, turns, the sand timer, the handover, saving."""

    think_seconds: float  # a computer's visible pause before it moves

    @property
    def seats(self) -> Sequence[SeatLike]: ...

    @property
    def log(self) -> Sequence[LogLine]: ...

    @property
    def clock(self) -> TurnClock: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def handover_pending(self) -> bool: ...

    @property
    def current_seat(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def can_act(self) -> bool: ...

    @property
    def is_thinking(self) -> bool: ...

    def confirm_handover(self) -> None: ...

    def update(self, dt: float, animating: bool = False) -> None: ...

    def take_events(self) -> list[Any]: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def autosave(self) -> None: ...

    def close(self) -> None: ...


class ShownSeats(Protocol):
    """The game as the screen shows it, lagging behind it while the dealer animates."""

    scores: list[int]
    counts: list[int]
    current: int | None
    log_count: int
    # Whether the viewer's hand is face up: at a table of several persons only while its
    # owner has the screen.
    hand_open: bool


class TableDealer(Protocol):
    """Shows a game's events one after another (see :mod:`rondo_desktop.app.anim.flights`)."""

    @property
    def shown(self) -> ShownSeats: ...

    @property
    def busy(self) -> bool: ...

    @property
    def flyers(self) -> Sequence[Flyer]: ...

    @property
    def bubbles(self) -> Sequence[Bubble]: ...

    @property
    def popups(self) -> Sequence[Popup]: ...

    def feed(self, events: Iterable[Any]) -> None: ...

    def update(self, dt: float) -> None: ...
