"""Allegra's events for the network table (issue 17): as a seat may see them, as JSON and
back, the whole game's list, and the move the sand plays when it runs out.

The masking is the events' own :meth:`~.events.RoundDealt.hidden` (one rule, one place: the
table session asks this module too). The JSON names each event's class and holds its fields;
reading it back knows only Allegra's own classes (a whitelist by name) and checks every
field's type (:mod:`rondo_desktop.games.event_json`, the codec every game shares), so a
hostile peer gets a ValueError/KeyError/TypeError and nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.engine.actions import Accept, Action, Knock, Take
from rondo_desktop.games.event_json import EventCodec
from rondo_desktop.games.events import seen_by

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.engine.game import Game

event_seen_by = seen_by  # ``event`` as ``viewer`` may see it (None: nobody's private cards)


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


# -- JSON: the shared codec, given every event class the wire carries (the whitelist) -------

_CODEC = EventCodec(
    "Allegra",
    (
        ev.RoundDealt,
        ev.Revealed,
        ev.Reshuffled,
        ev.Taken,
        ev.Knocked,
        ev.Accepted,
        ev.Placed,
        ev.Discarded,
        ev.Flipped,
        ev.KnockPlaced,
        ev.KnockTaken,
        ev.HoleFilled,
        ev.TripleRemoved,
        ev.RoundEnding,
        ev.FinalReveal,
        ev.RoundScored,
        ev.GameOver,
    ),
)
_EVENTS = _CODEC.fields  # each class by name, with a reader per field


def event_to_json(event: ev.Event) -> dict[str, Any]:
    """``{"event": class name, field: value, ...}``, tuples as lists."""
    return _CODEC.to_json(event)


def event_from_json(data: Any) -> ev.Event:
    """The event ``event_to_json`` wrote; ValueError/KeyError/TypeError when it is not one."""
    event: ev.Event = _CODEC.from_json(data)
    return event
