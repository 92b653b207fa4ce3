"""A seat's observation as plain JSON, for the network table (and back, for a remote player).

Exactly what :class:`Observation` holds, in the rule book's notation (a token per card, a
holder as its stacks bottom first): nothing is added, so the wire can tell no more than the
observation does (the conformance suite checks this against positions dealt again).
"""

from __future__ import annotations

from typing import Any

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
