"""Ronda's events for the network table: as a seat may see them, as JSON and back, every
event of a match so far, and what the sand running out plays.

The host masks each event for the seat it sends it to (:func:`event_seen_by`, the same rule
the local table uses), so a remote screen gets exactly the events a local one animates. The
JSON names the event class; only this module's whitelist of Ronda's own classes is read back,
each field decoded by its declared type, so a hostile message can build nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rondo_desktop.games.ronda.engine.actions import Action
from rondo_desktop.games.ronda.engine.events import (
    BatchDealt,
    Captured,
    CardPoints,
    ComboAwarded,
    DealerLastCard,
    Dealt,
    Este,
    Event,
    HandScored,
    HandStarted,
    Laid,
    MatchWon,
    Missa,
    Played,
    Redealt,
    Swept,
    TableLaid,
)

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.engine.game import Game

EVENT_CLASSES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        HandStarted,
        Dealt,
        TableLaid,
        Redealt,
        BatchDealt,
        ComboAwarded,
        Played,
        Captured,
        Laid,
        Este,
        Missa,
        DealerLastCard,
        Swept,
        CardPoints,
        HandScored,
        MatchWon,
    )
}


def event_seen_by(event: Event, viewer: int | None) -> Event:
    """``event`` as ``viewer`` may see it (None: nobody's private cards, R-24). Masking a
    masked event changes nothing."""
    return event.hidden(-1 if viewer is None else viewer)


def game_events(game: Game) -> list[Event]:
    """Every event of the match from its first deal, in order: ``apply``'s, and the first
    hand's deal the game made when it was created (a new table animates it first)."""
    return list(game.log)


def timeout_action(game: Game) -> Action:
    """The sand ran out: the lowest card of the hand is played for the seat whose turn it is."""
    return game.legal_actions()[0]


def event_to_json(event: Event) -> dict[str, Any]:
    """``{"event": class name, field: value...}``; tuples become lists."""
    if EVENT_CLASSES.get(type(event).__name__) is not type(event):
        raise TypeError(f"{event!r} is not one of Ronda's events")
    data: dict[str, Any] = _plain(event.to_dict())
    return data


def _plain(value: Any) -> Any:
    """``value`` as json.loads gives it back: tuples as lists."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value


def event_from_json(data: Any) -> Event:
    """The event ``event_to_json`` wrote; ValueError/KeyError/TypeError for anything else."""
    if not isinstance(data, dict):
        raise TypeError("an event is a JSON object")
    name = data.get("event")
    cls = EVENT_CLASSES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"no Ronda event {name!r}")
    fields = dataclasses.fields(cls)
    extra = set(data) - {"event"} - {f.name for f in fields}
    if extra:
        raise ValueError(f"the event {name} has no fields {sorted(extra)}")
    values = {}
    for spec in fields:
        if spec.name not in data and spec.default is not dataclasses.MISSING:
            continue
        decode = DECODERS.get(str(spec.type))
        if decode is None:  # a new field type: teach DECODERS (a test covers every class)
            raise TypeError(f"cannot read {name}.{spec.name} ({spec.type})")
        values[spec.name] = decode(data[spec.name])
    return cls(**values)


# -- the field types, each read strictly (a bool is no number, a number no card) --------------


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    return value


def _optional_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not text")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{value!r} is not true or false")
    return value


def _list(value: Any, size: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (size is not None and len(value) != size):
        raise TypeError(f"{value!r} is not a list" + ("" if size is None else f" of {size}"))
    return value


def _tuple_of(item: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, ...]]:
    return lambda value: tuple(item(v) for v in _list(value))


def _row(*items: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, ...]]:
    """A fixed-size tuple, each place of its own type."""
    return lambda value: tuple(f(v) for f, v in zip(items, _list(value, len(items)), strict=True))


def _points_by_kind(value: Any) -> dict[str, tuple[int, ...]]:
    if not isinstance(value, dict):
        raise TypeError(f"{value!r} is not a table of points")
    return {_str(kind): _tuple_of(_int)(points) for kind, points in value.items()}


DECODERS: dict[str, Callable[[Any], Any]] = {
    "int": _int,
    "int | None": _optional_int,
    "str": _str,
    "bool": _bool,
    "tuple[int, ...]": _tuple_of(_int),
    "tuple[str, ...]": _tuple_of(_str),
    "tuple[tuple[str, str], ...]": _tuple_of(_row(_str, _str)),
    "tuple[tuple[int, int], ...]": _tuple_of(_row(_int, _int)),
    "tuple[tuple[int, str, int | None], ...]": _tuple_of(_row(_int, _str, _optional_int)),
    "dict[str, tuple[int, ...]]": _points_by_kind,
}


def events_seen_by(events: Sequence[Event], viewer: int | None) -> list[Event]:
    """Each of ``events`` as ``viewer`` may see it."""
    return [event_seen_by(event, viewer) for event in events]
