"""Every game's engine events as plain JSON and back, for the network table: one codec.

An event is a frozen dataclass; on the wire it is ``{"event": class name, field: value, ...}``
with tuples written as lists (what ``json.loads`` gives back). Reading it back knows only the
classes the game names (a whitelist by name: nothing is looked up by an arbitrary name), and
reads each field strictly by its declared type -- a bool is no number, a number no card, a row
has its length, a list at most ``max_items`` items -- so a hostile or damaged message gives a
ValueError, KeyError or TypeError and builds nothing else. A game only lists its classes (and
a reader for a field type this module cannot read, should one come).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any

Reader = Callable[[Any], Any]

MAX_ITEMS = 200  # more cards or rows than any event of a game holds: damaged input


def read_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a whole number, not {value!r}")
    return value


def read_str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a string, not {value!r}")
    return value


def read_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"true or false, not {value!r}")
    return value


SIMPLE: dict[Any, Reader] = {int: read_int, str: read_str, bool: read_bool}


def plain(value: Any) -> Any:
    """``value`` as json.loads gives it back: tuples as lists, all the way down."""
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [plain(item) for item in value]
    return value


class EventCodec:
    """The JSON of one game's event classes; ``readers`` adds readers for field types (by the
    resolved type) that the generic reader does not know."""

    def __init__(
        self,
        game: str,
        classes: Iterable[type[Any]],
        *,
        readers: Mapping[Any, Reader] | None = None,
        max_items: int = MAX_ITEMS,
    ) -> None:
        self.game = game
        self.max_items = max_items
        self._known: dict[Any, Reader] = {**SIMPLE, **(readers or {})}
        self.classes: dict[str, type[Any]] = {cls.__name__: cls for cls in classes}
        # the whitelist: each class by name, with a reader per field
        self.fields: dict[str, tuple[type[Any], dict[str, Reader]]] = {}
        # each field's annotation as written, with its reader (every field's type is readable)
        self.decoders: dict[str, Reader] = {}
        for name, cls in self.classes.items():
            hints = typing.get_type_hints(cls)
            readers_of = {}
            for spec in dataclasses.fields(cls):
                read = self.reader(hints[spec.name])
                readers_of[spec.name] = read
                self.decoders[str(spec.type)] = read
            self.fields[name] = (cls, readers_of)

    def reader(self, hint: Any) -> Reader:
        """The strict reader of a value of the type ``hint``; TypeError for a type no reader
        knows (a new field type: pass its reader to the codec)."""
        if hint in self._known:
            return self._known[hint]
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin in (types.UnionType, typing.Union) and len(args) == 2 and type(None) in args:
            return _optional(self.reader(next(a for a in args if a is not type(None))))
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            return self._tuple_of(self.reader(args[0]))
        if origin is tuple and args:
            return self._row(tuple(self.reader(arg) for arg in args))
        if origin is dict and len(args) == 2:
            return self._table(self.reader(args[0]), self.reader(args[1]))
        raise TypeError(f"{self.game}'s events: no reader for the field type {hint!r}")

    def to_json(self, event: Any) -> dict[str, Any]:
        """One of the game's events as plain JSON: its class's name and its fields."""
        name = type(event).__name__
        if self.classes.get(name) is not type(event):
            raise TypeError(f"not one of {self.game}'s events: {event!r}")
        data = {spec.name: plain(getattr(event, spec.name)) for spec in dataclasses.fields(event)}
        return {"event": name, **data}

    def from_json(self, data: Any) -> Any:
        """The event ``to_json`` wrote; ValueError/KeyError/TypeError for anything else. A
        field with a default may be left out."""
        if not isinstance(data, dict):
            raise TypeError(f"an event is a JSON object, not {type(data).__name__}")
        name = data.get("event")
        if not isinstance(name, str) or name not in self.fields:
            raise ValueError(f"not one of {self.game}'s events: {name!r}")
        cls, readers = self.fields[name]
        extra = set(data) - set(readers) - {"event"}
        if extra:
            raise ValueError(f"{name} has no {sorted(extra)}")
        defaults = {f.name for f in dataclasses.fields(cls) if _has_default(f)}
        return cls(
            **{
                key: read(data[key])
                for key, read in readers.items()
                if key in data or key not in defaults
            }
        )

    def _list(self, value: Any) -> list[Any]:
        if not isinstance(value, list) or len(value) > self.max_items:
            raise TypeError(f"a list of at most {self.max_items}, not {value!r}")
        return value

    def _tuple_of(self, read: Reader) -> Reader:
        return lambda value: tuple(read(item) for item in self._list(value))

    def _row(self, reads: tuple[Reader, ...]) -> Reader:
        """A fixed-size tuple, each place of its own type."""

        def row(value: Any) -> tuple[Any, ...]:
            items = self._list(value)
            if len(items) != len(reads):
                raise ValueError(f"a list of {len(reads)}, not {value!r}")
            return tuple(read(item) for read, item in zip(reads, items, strict=True))

        return row

    def _table(self, read_key: Reader, read_value: Reader) -> Reader:
        def table(value: Any) -> dict[Any, Any]:
            if not isinstance(value, dict) or len(value) > self.max_items:
                raise TypeError(f"a table of at most {self.max_items}, not {value!r}")
            return {read_key(key): read_value(item) for key, item in value.items()}

        return table


def _optional(read: Reader) -> Reader:
    return lambda value: None if value is None else read(value)


def _has_default(spec: dataclasses.Field[Any]) -> bool:
    missing = dataclasses.MISSING
    return spec.default is not missing or spec.default_factory is not missing
