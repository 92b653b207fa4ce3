"""What an ``open`` message asks for, checked against the game's spec before a table exists:
its seats, the game's options and the lobby's choices (start, sand timer, grace, stand-in,
title). Whatever is wrong is refused with a reason; nothing is taken on trust.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from rondo_desktop.net.protocol import MAX_NAME, ProtocolError, check_text
from rondo_desktop.net.seats import AnySpec, TableSettings

REMOTE = "remote"
MAX_TURN_SECONDS = 24 * 3600  # a correspondence game's day
MAX_GRACE = 24 * 3600.0
MAX_TITLE = 2 * MAX_NAME


def parse_seats(spec: AnySpec, kinds: object) -> list[str]:
    """A table's seats, each ``remote`` or a computer strength of the game."""
    if not isinstance(kinds, list) or not all(isinstance(kind, str) for kind in kinds):
        raise ProtocolError("schema", "seats are a list of 'remote' or computer strengths")
    if len(kinds) not in spec.seats:
        raise ProtocolError(
            "seats", f"{spec.name} is for {spec.seats.minimum} to {spec.seats.maximum} seats"
        )
    for kind in kinds:
        if kind != REMOTE and kind not in spec.strengths:
            choices = ", ".join((REMOTE, *spec.strengths))
            raise ProtocolError("seats", f"a seat is one of {choices}, not {kind!r}")
    return list(kinds)


def parse_options(spec: AnySpec, options: object) -> dict[str, str]:
    chosen = spec.default_options()
    if options is None:
        return chosen
    if not isinstance(options, dict):
        raise ProtocolError("schema", "options are an object of option names and values")
    for name, value in options.items():
        if value not in spec.options.get(name, ()):
            raise ProtocolError("options", f"{spec.name} has no option {name}={value!r}")
        chosen[name] = value
    return chosen


def _number(setup: Mapping[str, Any], name: str, kinds: tuple[type, ...]) -> Any:
    value = setup.get(name)
    if value is not None and (not isinstance(value, kinds) or isinstance(value, bool)):
        raise ProtocolError("schema", f"open: {name!r} is a number")
    return value


def table_settings(
    spec: AnySpec, defaults: TableSettings, setup: Mapping[str, Any]
) -> TableSettings:
    """The host's ``defaults`` with the lobby fields of an ``open`` message."""
    start = setup.get("start") or "auto"
    if start not in ("auto", "manual"):
        raise ProtocolError("schema", "open: 'start' is 'auto' or 'manual'")
    seconds = _number(setup, "turn_seconds", (int,))
    if seconds is not None:
        if not 1 <= seconds <= MAX_TURN_SECONDS:
            raise ProtocolError("schema", f"open: a turn lasts 1 to {MAX_TURN_SECONDS} seconds")
        if spec.timeout_action is None:
            raise ProtocolError("timer", f"{spec.name} has no sand timer over the network")
    grace = _number(setup, "grace", (int, float))
    if grace is not None and not 0 <= grace <= MAX_GRACE:
        raise ProtocolError("schema", f"open: the grace is 0 to {MAX_GRACE:.0f} seconds")
    stand_in = setup.get("stand_in")
    if stand_in is not None and stand_in not in spec.strengths:
        raise ProtocolError("schema", f"open: the stand-in is one of {', '.join(spec.strengths)}")
    title = setup.get("title") or ""
    if title:
        title = check_text(title, "open: a title", MAX_TITLE)
    host = setup.get("host") or ""
    if host:
        host = check_text(host, "open: a host's name", MAX_NAME)
    return dataclasses.replace(
        defaults,
        host=host.strip(),
        manual_start=start == "manual",
        turn_seconds=seconds,
        grace=defaults.grace if grace is None else float(grace),
        stand_in=defaults.stand_in if stand_in is None else stand_in,
        title=title,
    )
