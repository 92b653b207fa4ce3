"""Allegra's events for the network table (issue 17): as a seat may see them, as JSON and
back, the whole game's list, and the move the sand plays when it runs out.

The masking is the events' own :meth:`~.events.RoundDealt.hidden` (one rule, one place: the
table session asks this module too). The JSON names each event's class and holds its fields;
reading it back knows only Allegra's own classes (a whitelist by name) and checks every
field's type, so a hostile peer gets a ValueError/KeyError/TypeError and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.engine.actions import Accept, Action, Knock, Take

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.engine.game import Game

NOBODY = -1  # a viewer who holds no seat: sees nobody's private cards


def event_seen_by(event: ev.Event, viewer: int | None) -> ev.Event:
    """``event`` as ``viewer`` may see it (None: nobody's private cards); masking a masked
    event changes nothing."""
    return event.hidden(NOBODY if viewer is None else viewer)


def game_events(game: Game) -> list[ev.Event]:
    """Every event of the game from its first deal, in order (the deal a new table shows
    first included: the engine deals when the game is made)."""
    return list(game.log)


def timeout_action(game: Game) -> Action:
    """The sand ran out: the quiet choice where there is one (draw from the deck, no knock,
    ignore the knocks), else the first legal action."""
    legal = game.legal_actions()
    for quiet in (Take("deck"), Knock(False), Accept(None)):
        if quiet in legal:
            return quiet
    return legal[0]


# -- JSON ---------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def event_to_json(event: ev.Event) -> dict[str, Any]:
    """``{"event": class name, field: value, ...}``, tuples as lists."""
    name = type(event).__name__
    if _EVENTS.get(name, (None,))[0] is not type(event):
        raise TypeError(f"not an Allegra event: {event!r}")
    data: dict[str, Any] = {"event": name}
    for spec in fields(event):
        data[spec.name] = _plain(getattr(event, spec.name))
    return data


def event_from_json(data: Any) -> ev.Event:
    """The event ``event_to_json`` wrote; ValueError/KeyError/TypeError when it is not one."""
    if not isinstance(data, Mapping):
        raise TypeError(f"an event is a JSON object, not {type(data).__name__}")
    name = data["event"]
    if not isinstance(name, str) or name not in _EVENTS:
        raise ValueError(f"not an Allegra event: {name!r}")
    cls, readers = _EVENTS[name]
    extra = set(data) - set(readers) - {"event"}
    if extra:
        raise ValueError(f"unknown fields of {name}: {sorted(extra)}")
    return cls(**{key: read(data[key]) for key, read in readers.items()})


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"a whole number, not {value!r}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"true or false, not {value!r}")
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a string, not {value!r}")
    return value


def _optional_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"a list, not {value!r}")
    return value


def _ints(value: Any) -> tuple[int, ...]:
    return tuple(_int(item) for item in _list(value))


def _optional_ints(value: Any) -> tuple[int | None, ...]:
    return tuple(_optional_int(item) for item in _list(value))


def _bools(value: Any) -> tuple[bool, ...]:
    return tuple(_bool(item) for item in _list(value))


def _cell(value: Any) -> tuple[int, int, int]:
    owner, row, col = _list(value)
    return (_int(owner), _int(row), _int(col))


def _cells(value: Any) -> tuple[tuple[int, int, int], ...]:
    return tuple(_cell(item) for item in _list(value))


def _cell_cards(value: Any) -> tuple[tuple[tuple[int, int, int], int], ...]:
    pairs = []
    for item in _list(value):
        cell, card = _list(item)
        pairs.append((_cell(cell), _int(card)))
    return tuple(pairs)


Reader = Callable[[Any], Any]

# Every event class the wire carries, by name, with a reader per field (the whitelist).
_EVENTS: dict[str, tuple[type[ev.Event], dict[str, Reader]]] = {
    "RoundDealt": (
        ev.RoundDealt,
        {
            "round_no": _int,
            "first": _int,
            "grids": _optional_ints,
            "discard": _int,
            "deck": _optional_ints,
        },
    ),
    "Revealed": (ev.Revealed, {"seat": _int, "cell": _cell, "card": _int}),
    "Reshuffled": (ev.Reshuffled, {"size": _int, "deck": _optional_ints}),
    "Taken": (ev.Taken, {"seat": _int, "source": _str, "card": _int}),
    "Knocked": (ev.Knocked, {"seat": _int, "wants": _bool}),
    "Accepted": (ev.Accepted, {"seat": _int, "knocker": _optional_int}),
    "Placed": (ev.Placed, {"seat": _int, "cell": _cell, "card": _int, "out_card": _int}),
    "Discarded": (ev.Discarded, {"seat": _int, "card": _int}),
    "Flipped": (ev.Flipped, {"seat": _int, "cell": _cell, "card": _int}),
    "KnockPlaced": (
        ev.KnockPlaced,
        {
            "seat": _int,
            "cell": _cell,
            "card": _int,
            "out_card": _optional_int,
            "out_was_face_up": _bool,
        },
    ),
    "KnockTaken": (
        ev.KnockTaken,
        {"seat": _int, "knocker": _int, "cell": _cell, "card": _int},
    ),
    "HoleFilled": (ev.HoleFilled, {"seat": _int, "cell": _cell, "card": _int}),
    "TripleRemoved": (ev.TripleRemoved, {"cells": _cells, "value": _int}),
    "RoundEnding": (ev.RoundEnding, {"closer": _int, "pending": _ints}),
    "FinalReveal": (ev.FinalReveal, {"cells": _cell_cards}),
    "RoundScored": (
        ev.RoundScored,
        {
            "round_no": _int,
            "closer": _optional_int,
            "scores": _ints,
            "doubled": _bools,
            "totals": _ints,
        },
    ),
    "GameOver": (ev.GameOver, {"winners": _ints, "totals": _ints}),
}
