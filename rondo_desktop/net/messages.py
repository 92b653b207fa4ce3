"""What a hosted table tells its seats: the lobby, ``seated``, ``state`` and ``over`` messages.

Everything here is built from the table as every seat may see it -- never a token but the
seat's own, never an observation but the seat's own, events masked for the seat they go to.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rondo_desktop.net.table import Table

REMOTE = "remote"


def seats_public(table: Table) -> list[dict[str, Any]]:
    """Who sits where, as everyone may see it (never a token)."""
    rows: list[dict[str, Any]] = []
    for seat, kind in enumerate(table.kinds):
        remote = table.remote.get(seat)
        if remote is None:  # a computer of the host: always there, always ready
            rows.append(
                {
                    "kind": kind,
                    "name": kind,
                    "taken": True,
                    "connected": True,
                    "ready": True,
                    "stand_in": False,
                }
            )
        else:
            rows.append(
                {
                    "kind": REMOTE,
                    "name": remote.name,
                    "taken": remote.token is not None,
                    "connected": remote.peer is not None,
                    "ready": remote.ready,
                    "stand_in": remote.stand_in,
                }
            )
    return rows


def names(table: Table) -> list[str]:
    """Each seat's display name: the person's, or the computer's strength."""
    return [row["name"] for row in seats_public(table)]


def summary(table: Table) -> dict[str, Any]:
    """A table in the host's list (``tables``) and in ``opened``."""
    return {
        "table": table.id,
        "game": table.spec.name,
        "title": table.settings.title,
        "host": table.settings.host,
        "seats": seats_public(table),
        "free": table.free_seat is not None,
        "started": table.started,
        "over": bool(table.state.is_over),
        "turn_seconds": table.settings.turn_seconds,
    }


def lobby_message(table: Table) -> dict[str, Any]:
    settings = table.settings
    return {
        "type": "lobby",
        "table": table.id,
        "game": table.spec.name,
        "title": settings.title,
        "host": settings.host,
        "seats": seats_public(table),
        "started": table.started,
        "start": "manual" if settings.manual_start else "auto",
        "turn_seconds": settings.turn_seconds,
        "grace": settings.grace,
        "options": table.options,
    }


def seated_message(table: Table, seat: int, token: str) -> dict[str, Any]:
    return {
        "type": "seated",
        "table": table.id,
        "game": table.spec.name,
        "seat": seat,
        "token": token,
        "seats": len(table.kinds),
        "options": table.options,
        "names": names(table),
        "kinds": list(table.kinds),
        "turn_seconds": table.settings.turn_seconds,
    }


def state_message(table: Table, seat: int) -> dict[str, Any]:
    """``seat``'s observation, whose turn it is, the events it has not had and the sand."""
    spec, state = table.spec, table.state
    assert spec.observation_to_json is not None
    over = bool(state.is_over)
    events, first = table.events.next_for(seat)
    return {
        "type": "state",
        "table": table.id,
        "seat": seat,
        "move": table.moves,
        "current_seat": None if over else state.current_seat,
        "is_over": over,
        "observation": spec.observation_to_json(state.observation(seat)),
        "seats": seats_public(table),
        "events": events,
        "events_from": first,
        "clock": table.clock.to_json(),
    }


def over_message(table: Table, result: dict[str, Any]) -> dict[str, Any]:
    """The end: the result and the whole final game (the client's results, statistics and
    review are then the local ones)."""
    save = json.loads(table.spec.to_json(table.state))
    return {"type": "over", **result, "names": names(table), "save": save}
