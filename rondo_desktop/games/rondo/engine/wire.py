"""A seat's observation and the game's events as plain JSON, for the network table (and back).

The observation is exactly what :class:`Observation` holds, in the rule book's notation (a
token per card, a holder as its stacks bottom first): nothing is added, so the wire can tell no
more than the observation does (the conformance suite checks this against positions dealt
again). The events are sent as the receiving seat may see them (:func:`.events.seen_by`).
"""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.event_json import EventCodec
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
# Each event class of the game: the whitelist the wire reads, each field read by its type.

EVENT_CLASSES: tuple[type[Event], ...] = (
    Dealt,
    Redealt,
    StartWords,
    StartSeat,
    TurnStarted,
    Played,
    Exchanged,
    Drew,
    Passed,
    HandPenalty,
    GameOver,
)
_CODEC = EventCodec("Rondo", EVENT_CLASSES)


def event_to_json(event: Event) -> dict[str, Any]:
    """One of the game's events as plain JSON: its class's name and its fields."""
    return _CODEC.to_json(event)


def event_from_json(data: Any) -> Event:
    """The event ``event_to_json`` wrote; ValueError/KeyError/TypeError for anything else."""
    event: Event = _CODEC.from_json(data)
    return event


def game_events(game: Game) -> list[Event]:
    """Every event of ``game`` so far, in order: the deal (what a new table animates first;
    the log starts with it) and then exactly what each action's ``apply`` returned."""
    return list(game.log)
