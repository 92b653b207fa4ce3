"""What a table played over the network starts from: the link to the host, the seat it holds,
and the game as that seat knows it (the shadow built from the host's first ``state``).

The host runs the real game. A player's app gets its seat's observation and the events of
each action as that seat may see them, and builds from them a shadow game
(``spec.shadow_from_observation``): equal to the real one in everything the seat may know, so
the game's own table, painters, legal-move checks and log lines run on it unchanged. No
pygame here and no game's modules.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from rondo_desktop.app.game_setup import SeatSetup, clean_name
from rondo_desktop.games.spec import GameSpec

AnySpec = GameSpec[Any, Any, Any]
# A seat kind on the wire and at the table: a person (or a script) at another screen.
REMOTE: Final = "remote"


class LinkLike(Protocol):
    """The app's connection to a host (``app/net/link.py``'s ``Link``), as a table uses it."""

    @property
    def status(self) -> str:
        """ "connecting", "connected", "reconnecting" or "closed"."""
        ...

    @property
    def seat(self) -> dict[str, Any] | None:
        """The host's last ``seated`` message: the seat this link holds."""
        ...

    @property
    def url(self) -> str: ...

    @property
    def error(self) -> str:
        """Why the link ended (a code of ``link.ERRORS``; "closed": the host closed it)."""
        ...

    def send(self, message: dict[str, Any]) -> None: ...

    def poll(self) -> list[dict[str, Any]]: ...

    def close(self) -> None: ...


class RemoteRefused(ValueError):
    """What the host sent cannot be played here (another game, a message this app cannot
    read): the table is not opened."""


@dataclass(frozen=True)
class SeatLink:
    """How a seat's person is connected to the host, as the host last said."""

    connected: bool = True
    stand_in: bool = False  # the grace ran out: the host's computer plays the seat

    @property
    def mark(self) -> str:
        """ "" (nothing to show), "disconnected" or "stand_in"."""
        if self.stand_in:
            return "stand_in"
        return "" if self.connected else "disconnected"


def seat_links(rows: object, count: int) -> list[SeatLink]:
    """Each seat's connection from the host's ``seats`` rows (anything odd: connected)."""
    links = [SeatLink() for _ in range(count)]
    if not isinstance(rows, list):
        return links
    for seat, row in enumerate(rows[:count]):
        if isinstance(row, dict) and row.get("kind") == REMOTE:
            links[seat] = SeatLink(row.get("connected") is not False, row.get("stand_in") is True)
    return links


@dataclass(frozen=True)
class HostClock:
    """The host's sand for the current turn (the host alone decides when it runs out)."""

    seconds: int | None = None
    remaining: float = 0.0


def host_clock(raw: object) -> HostClock:
    if not isinstance(raw, dict):
        return HostClock()
    seconds, remaining = raw.get("seconds"), raw.get("remaining")
    if not isinstance(seconds, int) or isinstance(seconds, bool) or seconds <= 0:
        return HostClock()
    if not isinstance(remaining, int | float) or isinstance(remaining, bool):
        remaining = seconds
    return HostClock(seconds, max(0.0, min(float(seconds), float(remaining))))


def row_names(rows: object, count: int) -> list[str]:
    """Each taken remote seat's name from the host's latest ``seats`` rows ("" where none)."""
    names = [""] * count
    if not isinstance(rows, list):
        return names
    for seat, row in enumerate(rows[:count]):
        if isinstance(row, dict) and row.get("kind") == REMOTE and row.get("taken") is True:
            name = row.get("name")
            names[seat] = clean_name(name) if isinstance(name, str) else ""
    return names


def remote_seats(
    spec: AnySpec,
    seated: dict[str, Any],
    name_of: Callable[[int, str], str],
    rows: object = None,
) -> tuple[SeatSetup, ...]:
    """The table's seats: this link's seat is the person at the screen, a remote seat another
    person ("remote": no handover, no computer here), a host's computer a computer.
    A remote seat's name comes from the host's latest seat ``rows`` (a ``lobby``/``state``
    message's ``seats``), then from ``seated`` -- sent when this link sat down, it may be
    older than the others' arrival; ``name_of(seat, kind)`` names a seat still unnamed."""
    count = _whole(seated.get("seats"))
    if count is None or count not in spec.seats:
        raise RemoteRefused(f"{spec.name} is not played at {seated.get('seats')!r} seats")
    mine = _whole(seated.get("seat"))
    if mine is None or not 0 <= mine < count:
        raise RemoteRefused(f"no seat {seated.get('seat')!r} at this table")
    names, kinds = _strings(seated.get("names"), count), _strings(seated.get("kinds"), count)
    latest = row_names(rows, count)
    names = [new or old for new, old in zip(latest, names, strict=True)]
    seats = []
    for seat in range(count):
        kind = kinds[seat] or REMOTE
        name = clean_name(names[seat])
        if seat == mine:
            seats.append(SeatSetup("person", name_of(seat, "person")))
        elif kind == REMOTE:
            seats.append(SeatSetup(REMOTE, name or name_of(seat, REMOTE)))
        else:
            strength = kind if kind in spec.strengths else spec.strengths[0]
            known = name and name != kind  # the host names a computer seat by its strength
            seats.append(SeatSetup("computer", name if known else name_of(seat, kind), strength))
    return tuple(seats)


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _strings(value: object, count: int) -> list[str]:
    items = value if isinstance(value, list) else []
    found = [item if isinstance(item, str) else "" for item in items[:count]]
    return found + [""] * (count - len(found))


@dataclass
class RemoteStart:
    """Everything a network table is built from; :func:`remote_start` makes one."""

    link: LinkLike
    spec: AnySpec
    seated: dict[str, Any]
    seats: tuple[SeatSetup, ...]
    game: Any  # the shadow of the first state
    events: list[Any]  # every event the seat was sent so far, decoded
    move: int  # the host's action count: an act names it
    current_seat: int | None
    clock: HostClock
    links: list[SeatLink]
    pending: list[dict[str, Any]] = field(default_factory=list)  # messages after the state
    rng: random.Random = field(default_factory=random.Random)

    @property
    def seat(self) -> int:
        return int(self.seated["seat"])

    @property
    def fresh(self) -> bool:
        """The game has just been dealt: its opening is still to be shown (a rejoin mid-game
        sits down at the table as it stands, its move log rebuilt)."""
        return self.move == 0


def can_play_remotely(spec: AnySpec) -> bool:
    """Whether ``spec`` has every field a network table needs."""
    return None not in (
        spec.observation_from_json,
        spec.event_from_json,
        spec.shadow_from_observation,
        spec.action_to_json,
    )


def decode_events(spec: AnySpec, raw: object) -> list[Any]:
    """The events of a ``state`` message; RemoteRefused for what this app cannot read."""
    decode = spec.event_from_json
    if decode is None or not isinstance(raw, list):
        return []
    try:
        return [decode(item) for item in raw]
    except (KeyError, ValueError, TypeError) as error:
        raise RemoteRefused(f"the host sent an event this app cannot read: {error}") from None


def shadow_of(
    spec: AnySpec, message: dict[str, Any], events: Sequence[Any], rng: random.Random
) -> Any:
    """The shadow game of a ``state`` message, from its observation and every event so far."""
    read, build = spec.observation_from_json, spec.shadow_from_observation
    if read is None or build is None:
        raise RemoteRefused(f"{spec.name} cannot be played at a network table")
    try:
        observation = read(message["observation"])
    except (KeyError, ValueError, TypeError) as error:
        raise RemoteRefused(f"the host sent an observation this app cannot read: {error}") from None
    return build(observation, events, rng)


def remote_start(
    spec: AnySpec,
    link: LinkLike,
    messages: Sequence[dict[str, Any]],
    name_of: Callable[[int, str], str],
    rng: random.Random | None = None,
) -> RemoteStart | None:
    """The start of a network table from the link's seat and the first ``state`` among
    ``messages`` (those after it stay pending); None while no state has come."""
    seated = link.seat
    if seated is None or seated.get("game") != spec.name:
        raise RemoteRefused("the link holds no seat at a table of this game")
    index = next((i for i, m in enumerate(messages) if m.get("type") == "state"), None)
    if index is None:
        return None
    state = messages[index]
    rng = rng if rng is not None else random.Random()
    events = decode_events(spec, state.get("events"))
    seats = remote_seats(spec, seated, name_of, state.get("seats"))
    current = _whole(state.get("current_seat"))
    return RemoteStart(
        link=link,
        spec=spec,
        seated=dict(seated),
        seats=seats,
        game=shadow_of(spec, state, events, rng),
        events=events,
        move=_whole(state.get("move")) or 0,
        current_seat=current,
        clock=host_clock(state.get("clock")),
        links=seat_links(state.get("seats"), len(seats)),
        pending=[dict(m) for m in messages[index + 1 :]],
        rng=rng,
    )
