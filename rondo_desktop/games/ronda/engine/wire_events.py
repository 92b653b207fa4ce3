"""Ronda's events for the network table: as a seat may see them, as JSON and back, every
event of a match so far, and what the sand running out plays.

The host masks each event for the seat it sends it to (:func:`event_seen_by`, the same rule
the local table uses), so a remote screen gets exactly the events a local one animates. The
JSON names the event class; only this module's whitelist of Ronda's own classes is read back,
each field decoded by its declared type (:mod:`rondo_desktop.games.event_json`, the codec
every game shares), so a hostile message can build nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rondo_desktop.games.event_json import EventCodec
from rondo_desktop.games.events import seen_by
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
_CODEC = EventCodec("Ronda", EVENT_CLASSES.values())
# each field's declared type with its reader (a test checks every field of every class has one)
DECODERS = _CODEC.decoders


event_seen_by = seen_by  # ``event`` as ``viewer`` may see it (None: nobody's cards, R-24)


def game_events(game: Game) -> list[Event]:
    """Every event of the match from its first deal, in order: ``apply``'s, and the first
    hand's deal the game made when it was created (a new table animates it first)."""
    return list(game.log)


def timeout_action(game: Game) -> Action:
    """The sand ran out: the lowest card of the hand is played for the seat whose turn it is."""
    return game.legal_actions()[0]


def event_to_json(event: Event) -> dict[str, Any]:
    """``{"event": class name, field: value...}``; tuples become lists."""
    return _CODEC.to_json(event)


def event_from_json(data: Any) -> Event:
    """The event ``event_to_json`` wrote; ValueError/KeyError/TypeError for anything else."""
    event: Event = _CODEC.from_json(data)
    return event
