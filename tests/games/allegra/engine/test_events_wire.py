"""Allegra's events on the network table: masking, JSON both ways, the whole list, the sand."""

from __future__ import annotations

import inspect
import json
from typing import Any

import pytest

from rondo_desktop.games.allegra.engine import Accept, Game, Knock, Take
from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.engine.events_wire import (
    event_from_json,
    event_seen_by,
    event_to_json,
    game_events,
    timeout_action,
)
from rondo_desktop.games.allegra.spec import allegra_spec
from tests.games.allegra.engine.played import TABLES, played


def every_event_class() -> set[type]:
    return {
        cls
        for _, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, ev.Event) and cls is not ev.Event
    }


def through_json(event: Any) -> Any:
    return event_from_json(json.loads(json.dumps(event_to_json(event))))


@pytest.mark.parametrize(("seats", "variants"), TABLES)
def test_every_event_of_whole_games_round_trips_raw_and_masked(
    seats: int, variants: dict[str, bool]
) -> None:
    seen: set[type] = set()
    for seed in (1, 2):
        for _game, events in played(seats, seed, **variants):
            for event in events:
                seen.add(type(event))
                assert through_json(event) == event
                for viewer in (None, *range(seats)):
                    masked = event_seen_by(event, viewer)
                    assert through_json(masked) == masked
                    assert event_seen_by(masked, viewer) == masked  # idempotent
    assert {ev.RoundDealt, ev.Revealed, ev.Taken, ev.RoundScored, ev.GameOver} <= seen


def test_the_json_knows_every_event_class_of_the_engine() -> None:
    from rondo_desktop.games.allegra.engine.events_wire import _EVENTS

    assert {cls.__name__ for cls in every_event_class()} == set(_EVENTS)
    assert all(_EVENTS[cls.__name__][0] is cls for cls in every_event_class())


def test_masking_hides_the_deal_the_reshuffle_and_a_hidden_knock_card() -> None:
    dealt = ev.RoundDealt(0, 1, (3, 4), 5, (6, 7))
    for viewer in (None, 0, 1):
        masked = event_seen_by(dealt, viewer)
        assert isinstance(masked, ev.RoundDealt)
        assert masked.grids == (None, None) and masked.deck == (None, None)
        assert masked.discard == 5
    placed = ev.KnockPlaced(2, (2, 0, 0), 4, 9, False)
    assert event_seen_by(placed, 2) == placed
    assert event_seen_by(placed, 0) == ev.KnockPlaced(2, (2, 0, 0), 4, None, False)
    assert event_seen_by(placed, None) == ev.KnockPlaced(2, (2, 0, 0), 4, None, False)
    public = ev.KnockPlaced(2, (2, 0, 0), 4, 9, True)
    assert event_seen_by(public, None) == public
    assert event_seen_by(ev.Taken(0, "deck", 7), None) == ev.Taken(0, "deck", 7)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "RoundDealt",
        {},
        {"event": "Nope"},
        {"event": "__class__"},
        {"event": "Event"},
        {"event": 3, "seat": 0},
        {"event": "Taken", "seat": 0, "source": "deck"},
        {"event": "Taken", "seat": 0, "source": "deck", "card": "7"},
        {"event": "Taken", "seat": True, "source": "deck", "card": 7},
        {"event": "Taken", "seat": 0, "source": "deck", "card": 7, "extra": 1},
        {"event": "Knocked", "seat": 0, "wants": 1},
        {"event": "Revealed", "seat": 0, "cell": [0, 1], "card": 3},
        {"event": "Revealed", "seat": 0, "cell": "0,1,2", "card": 3},
        {"event": "FinalReveal", "cells": [[[0, 0, 0]]]},
        {"event": "RoundDealt", "round_no": 0, "first": 0, "grids": 5, "discard": 1, "deck": []},
    ],
)
def test_bad_event_json_is_refused(data: Any) -> None:
    with pytest.raises((ValueError, KeyError, TypeError)):
        event_from_json(data)


def test_only_allegra_events_are_written() -> None:
    with pytest.raises(TypeError):
        event_to_json(ev.Event())


def test_game_events_are_the_deal_and_every_action_s_events_in_order() -> None:
    expected: list[Any] = []
    final: Game | None = None
    for game, events in played(3, 8):
        expected.extend(events)
        final = game
    assert final is not None and final.is_over
    assert game_events(final) == expected
    assert isinstance(expected[0], ev.RoundDealt)


@pytest.mark.parametrize(("seats", "variants"), TABLES)
def test_timeout_action_is_legal_and_quiet(seats: int, variants: dict[str, bool]) -> None:
    for game, _ in played(seats, 3, **variants):
        if game.is_over:
            continue
        action = timeout_action(game)
        legal = game.legal_actions()
        assert action in legal
        quiet = [q for q in (Take("deck"), Knock(False), Accept(None)) if q in legal]
        assert action == (quiet[0] if quiet else legal[0])


def test_the_spec_offers_the_event_fields() -> None:
    spec = allegra_spec()
    assert spec.event_seen_by is event_seen_by
    assert spec.event_to_json is event_to_json
    assert spec.event_from_json is event_from_json
    assert spec.game_events is game_events
    assert spec.timeout_action is timeout_action


def test_the_table_session_asks_the_engine() -> None:
    """One rule, one place: the session's masking and sand are the engine's."""
    from rondo_desktop.app.game_setup import SeatSetup
    from rondo_desktop.games.allegra.table.session import AllegraSession

    spec = allegra_spec()
    seats = [SeatSetup("person"), SeatSetup("computer", strength="medium"), SeatSetup("person")]
    session = AllegraSession.start(spec, seats, 4, 30)
    try:
        dealt = session.game.log[0]
        assert session.seen_by(dealt, 0) == event_seen_by(dealt, 0) != dealt
        assert session.timeout_action() == timeout_action(session.game)
    finally:
        session.close()
