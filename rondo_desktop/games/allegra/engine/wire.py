"""A seat's observation as plain JSON, for the network table (and back, for a remote player).

Exactly what :class:`Observation` holds, cards as their values: nothing is added, so the wire
tells no more than the observation (the conformance suite checks it against positions dealt
again). The options go without their seed, as the observation holds them.
"""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.allegra.engine.observation import Observation
from rondo_desktop.games.allegra.engine.options import AllegraOptions
from rondo_desktop.games.allegra.engine.phases import Phase


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _ints(values: Any) -> tuple[int, ...]:
    return tuple(int(value) for value in values)


def observation_to_json(observation: Observation) -> dict[str, Any]:
    o = observation
    return {
        "seat": o.seat,
        "options": o.options.to_dict(),
        "phase": str(o.phase),
        "current_seat": o.current_seat,
        "active": o.active,
        "round_no": o.round_no,
        "first": o.first,
        "faces": list(o.faces),
        "values": list(o.values),
        "discard": list(o.discard),
        "held": o.held,
        "held_source": o.held_source,
        "deck_size": o.deck_size,
        "removed": list(o.removed),
        "asked": list(o.asked),
        "knockers": list(o.knockers),
        "knocker": o.knocker,
        "knock_hand": o.knock_hand,
        "hole": None if o.hole is None else list(o.hole),
        "knock_card": o.knock_card,
        "closer": o.closer,
        "pending": list(o.pending),
        "totals": list(o.totals),
        "round_scores": [list(row) for row in o.round_scores],
        "doubled": [list(row) for row in o.doubled],
        "winners": None if o.winners is None else list(o.winners),
    }


def observation_from_json(data: Any) -> Observation:
    """The observation ``observation_to_json`` wrote; ValueError/KeyError/TypeError when not."""
    hole, winners, source = data["hole"], data["winners"], data["held_source"]
    return Observation(
        seat=int(data["seat"]),
        options=AllegraOptions.from_dict(data["options"]),
        phase=Phase(data["phase"]),
        current_seat=int(data["current_seat"]),
        active=int(data["active"]),
        round_no=int(data["round_no"]),
        first=int(data["first"]),
        faces=_ints(data["faces"]),
        values=tuple(_optional_int(value) for value in data["values"]),
        discard=_ints(data["discard"]),
        held=_optional_int(data["held"]),
        held_source=None if source is None else str(source),
        deck_size=int(data["deck_size"]),
        removed=_ints(data["removed"]),
        asked=_ints(data["asked"]),
        knockers=_ints(data["knockers"]),
        knocker=_optional_int(data["knocker"]),
        knock_hand=_optional_int(data["knock_hand"]),
        hole=None if hole is None else (int(hole[0]), int(hole[1]), int(hole[2])),
        knock_card=_optional_int(data["knock_card"]),
        closer=_optional_int(data["closer"]),
        pending=_ints(data["pending"]),
        totals=_ints(data["totals"]),
        round_scores=tuple(_ints(row) for row in data["round_scores"]),
        doubled=tuple(tuple(bool(v) for v in row) for row in data["doubled"]),
        winners=None if winners is None else _ints(winners),
    )
