"""A seat's observation and the game's events as plain JSON, for the network table (and back).

The observation is exactly what :class:`Observation` holds, in the rule book's notation (a
token per card, a holder as its stacks bottom first): nothing is added, so the wire can tell no
more than the observation does (the conformance suite checks this against positions dealt
again). The events are sent as the receiving seat may see them (:func:`.events.seen_by`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from rondo_desktop.games.rondo.engine.events import (
    Dealt,
    Drew,
    Event,
    Exchanged,
    GameOver,
    HandPenalty,
    Passed,
    Played,
    Redealt,
    StartSeat,
    StartWords,
    TurnStarted,
)
from rondo_desktop.games.rondo.engine.game import Game
from rondo_desktop.games.rondo.engine.holder import Holder
from rondo_desktop.games.rondo.engine.observation import Observation
from rondo_desktop.games.rondo.engine.state import Phase


def observation_to_json(observation: Observation) -> dict[str, Any]:
    holder = observation.holder
    return {
        "seat": observation.seat,
        "phase": str(observation.phase),
        "current_seat": observation.current_seat,
        "turn": observation.turn,
        "holder": None if holder is None else [list(stack) for stack in holder.stacks],
        "hand": list(observation.hand),
        "hand_sizes": list(observation.hand_sizes),
        "pile_size": observation.pile_size,
        "scores": list(observation.scores),
        "passes_in_a_row": observation.passes_in_a_row,
        "start_value": observation.start_value,
        "language": observation.language,
    }


def observation_from_json(data: Any) -> Observation:
    """The observation ``observation_to_json`` wrote; ValueError/KeyError/TypeError when not."""
    holder = data["holder"]
    return Observation(
        seat=int(data["seat"]),
        phase=Phase(data["phase"]),
        current_seat=int(data["current_seat"]),
        turn=int(data["turn"]),
        holder=None if holder is None else Holder(tuple(tuple(map(str, s)) for s in holder)),
        hand=tuple(map(str, data["hand"])),
        hand_sizes=tuple(map(int, data["hand_sizes"])),
        pile_size=int(data["pile_size"]),
        scores=tuple(map(int, data["scores"])),
        passes_in_a_row=int(data["passes_in_a_row"]),
        start_value=None if data["start_value"] is None else int(data["start_value"]),
        language=str(data["language"]),
    )


# -- events ---------------------------------------------------------------------------------
# Each event class of the game by name, with a reader per field: the whitelist the wire reads
# (a name not here is refused, nothing is looked up by an arbitrary name).

_MAX_ITEMS = 200  # more cards or rows than any event of a game holds: damaged input


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a whole number, not {value!r}")
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a string, not {value!r}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"true or false, not {value!r}")
    return value


def _list(value: Any, size: int | None = None) -> list[Any]:
    if not isinstance(value, list) or len(value) > _MAX_ITEMS:
        raise TypeError(f"a list, not {value!r}")
    if size is not None and len(value) != size:
        raise ValueError(f"a list of {size}, not {value!r}")
    return value


Reader = Callable[[Any], Any]


def _optional(read: Reader) -> Reader:
    return lambda value: None if value is None else read(value)


def _tuple(read: Reader) -> Reader:
    return lambda value: tuple(read(item) for item in _list(value))


def _rows(*reads: Reader) -> Reader:
    def row(value: Any) -> tuple[Any, ...]:
        return tuple(read(item) for read, item in zip(reads, _list(value, len(reads)), strict=True))

    return _tuple(row)


_CARDS = _tuple(_str)
_SEATS = _tuple(_int)
_READERS: dict[type[Event], dict[str, Reader]] = {
    Dealt: {"seat": _int, "cards": _CARDS},
    Redealt: {"attempt": _int},
    StartWords: {"words": _rows(_int, _optional(_str), _optional(_int))},
    StartSeat: {"seat": _int, "tied": _SEATS},
    TurnStarted: {"seat": _int, "turn": _int},
    Played: {
        "seat": _int,
        "word": _str,
        "holder": _str,
        "placements": _rows(_int, _str, _optional(_str)),
        "word_value": _int,
        "bonus": _int,
        "points": _int,
        "new_slot": _optional(_str),
        "start": _bool,
        "timeout": _bool,
    },
    Exchanged: {"seat": _int, "cards": _CARDS, "drawn": _CARDS, "points": _int},
    Drew: {"seat": _int, "cards": _CARDS, "reason": _str},
    Passed: {"seat": _int, "timeout": _bool},
    HandPenalty: {"seat": _int, "cards": _CARDS, "points": _int},
    GameOver: {"reason": _str, "final_scores": _SEATS, "winners": _SEATS},
}
_BY_NAME = {cls.__name__: cls for cls in _READERS}
EVENT_CLASSES = tuple(_READERS)


def _plain(value: Any) -> Any:
    """Tuples as lists, all the way down: what json.loads gives back."""
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    return value


def event_to_json(event: Event) -> dict[str, Any]:
    """One of the game's events as plain JSON: its class's name and its fields."""
    if type(event) not in _READERS:
        raise TypeError(f"not one of Rondo's events: {event!r}")
    return {"event": type(event).__name__, **{k: _plain(v) for k, v in asdict(event).items()}}


def event_from_json(data: Any) -> Event:
    """The event ``event_to_json`` wrote; ValueError/KeyError/TypeError for anything else."""
    if not isinstance(data, dict):
        raise TypeError(f"an event is an object, not {type(data).__name__}")
    name = data.get("event")
    cls = _BY_NAME.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"not one of Rondo's events: {name!r}")
    readers = _READERS[cls]
    extra = set(data) - set(readers) - {"event"}
    if extra:
        raise ValueError(f"{cls.__name__} has no {sorted(extra)}")
    return cls(**{name: read(data[name]) for name, read in readers.items()})


def game_events(game: Game) -> list[Event]:
    """Every event of ``game`` so far, in order: the deal (what a new table animates first;
    the log starts with it) and then exactly what each action's ``apply`` returned."""
    return list(game.log)
