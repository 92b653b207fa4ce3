"""The event codec every game shares: a frozen dataclass as JSON and back, each field read
strictly by its declared type, only the classes the game names, damaged input refused."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from rondo_desktop.games.event_json import EventCodec, plain
from rondo_desktop.games.events import Event

Pair = tuple[int, str]


@dataclass(frozen=True)
class Moved(Event):
    seat: int
    card: str
    open: bool
    owner: int | None
    cards: tuple[str, ...]
    rows: tuple[tuple[int, str | None], ...]
    pairs: tuple[Pair, ...]
    points: dict[str, tuple[int, ...]]
    late: bool = False


@dataclass(frozen=True)
class Ended(Event):
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Strange(Event):
    when: float


CODEC = EventCodec("Test", (Moved, Ended), max_items=5)
MOVED = Moved(1, "A", True, None, ("A", "B"), ((0, "X"), (2, None)), ((3, "Q"),), {"x": (1, 2)})


def through(event: Event) -> Any:
    return CODEC.from_json(json.loads(json.dumps(CODEC.to_json(event))))


def test_an_event_is_its_class_name_and_its_fields_with_tuples_as_lists() -> None:
    assert CODEC.to_json(Ended((0, 2))) == {"event": "Ended", "winners": [0, 2]}
    data = CODEC.to_json(MOVED)
    assert data["rows"] == [[0, "X"], [2, None]] and data["points"] == {"x": [1, 2]}
    assert json.loads(json.dumps(data)) == data
    assert plain(((1, (2,)), {"k": (3,)})) == [[1, [2]], {"k": [3]}]


@pytest.mark.parametrize("event", [MOVED, Ended(()), Moved(0, "", False, 3, (), (), (), {})])
def test_every_event_comes_back_equal(event: Event) -> None:
    assert through(event) == event


def test_a_field_with_a_default_may_be_left_out_but_no_other() -> None:
    data = CODEC.to_json(MOVED)
    del data["late"]
    assert CODEC.from_json(data) == MOVED
    del data["seat"]
    with pytest.raises(KeyError):
        CODEC.from_json(data)


@pytest.mark.parametrize(
    "damage",
    [
        {"event": "Strange"},
        {"event": "Event"},
        {"event": "__class__"},
        {"event": None},
        {"seat": True},
        {"seat": 1.0},
        {"seat": "1"},
        {"card": 3},
        {"open": 1},
        {"owner": "0"},
        {"cards": "AB"},
        {"cards": ["A"] * 6},
        {"rows": [[0]]},
        {"rows": [[0, "X", 1]]},
        {"rows": [[True, "X"]]},
        {"pairs": [[3, None]]},
        {"points": [["x", [1]]]},
        {"points": {"x": [True]}},
        {"points": {str(i): [] for i in range(6)}},
        {"extra": 1},
    ],
)
def test_damaged_json_is_refused_with_the_errors_a_reader_expects(damage: dict[str, Any]) -> None:
    data = {**CODEC.to_json(MOVED), **damage}
    with pytest.raises((ValueError, KeyError, TypeError)):
        CODEC.from_json(data)


@pytest.mark.parametrize("data", [None, [], "Moved", 3, {}, {"winners": []}])
def test_json_that_is_no_event_is_refused(data: Any) -> None:
    with pytest.raises((ValueError, KeyError, TypeError)):
        CODEC.from_json(data)


def test_a_row_of_the_wrong_length_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        CODEC.from_json({**CODEC.to_json(MOVED), "rows": [[0, "X", None]]})


def test_only_the_named_classes_are_written() -> None:
    with pytest.raises(TypeError):
        CODEC.to_json(Strange(1.0))

    @dataclass(frozen=True)
    class Ended(Event):  # a stranger with a known name
        winners: tuple[int, ...]

    with pytest.raises(TypeError):
        CODEC.to_json(Ended(()))


def test_a_field_type_no_reader_knows_is_found_when_the_codec_is_made() -> None:
    with pytest.raises(TypeError, match="float"):
        EventCodec("Test", (Strange,))
    codec = EventCodec("Test", (Strange,), readers={float: lambda v: float(v)})
    assert codec.from_json({"event": "Strange", "when": 2}) == Strange(2.0)


def test_each_declared_type_has_its_reader() -> None:
    assert set(CODEC.decoders) >= {"int", "int | None", "tuple[Pair, ...]", "bool"}
    assert set(CODEC.fields) == {"Moved", "Ended"} and CODEC.fields["Ended"][0] is Ended
