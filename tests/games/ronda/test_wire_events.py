"""Ronda's events on the network table: masked as the local table masks them, through JSON and
back exactly, strange JSON refused; every event of a match; what the sand running out plays."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from rondo_desktop.games.ronda.engine import Game, PlayCard, RondaOptions
from rondo_desktop.games.ronda.engine.events import ComboAwarded, Dealt, Event, Redealt
from rondo_desktop.games.ronda.engine.wire_events import (
    DECODERS,
    EVENT_CLASSES,
    event_from_json,
    event_seen_by,
    event_to_json,
    game_events,
    timeout_action,
)
from rondo_desktop.games.ronda.spec import ronda_spec
from rondo_desktop.games.ronda.table.session import RondaSession
from tests.games.ronda.wire_helpers import TABLES, positions


def through_json(event: Event) -> Event:
    return event_from_json(json.loads(json.dumps(event_to_json(event))))


def finished(seats: int, seed: int, **variants: bool) -> list[Event]:
    *_, last = positions(seats, seed, **variants)
    assert last.game.is_over
    return last.events


@pytest.mark.parametrize(("seats", "variants"), TABLES)
def test_every_event_of_whole_matches_comes_back_from_json_raw_and_masked(
    seats: int, variants: dict[str, bool]
) -> None:
    kinds: set[str] = set()
    for seed in (1, 2):
        for event in finished(seats, seed, **variants):
            kinds.add(type(event).__name__)
            assert through_json(event) == event
            for viewer in [None, *range(seats)]:
                masked = event_seen_by(event, viewer)
                assert through_json(masked) == masked
                assert event_seen_by(masked, viewer) == masked  # idempotent
    assert {"Dealt", "Played", "Captured", "HandScored", "MatchWon"} <= kinds


def test_the_json_is_plain_data_as_json_reads_it_back() -> None:
    for event in finished(4, 3):
        data = event_to_json(event)
        assert json.loads(json.dumps(data)) == data


def test_every_event_class_has_a_reader_for_each_of_its_fields() -> None:
    for cls in EVENT_CLASSES.values():
        for field in dataclasses.fields(cls):
            assert str(field.type) in DECODERS, f"{cls.__name__}.{field.name}"
    assert through_json(Redealt(2)) == Redealt(2)  # V-02's redeal is rare in random matches


def test_masking_hides_other_hands_and_other_ranks_as_the_local_table_does() -> None:
    dealt = Dealt(1, 0, ("1o", "2o", "3o"))
    assert event_seen_by(dealt, 1) == dealt
    assert event_seen_by(dealt, 0).cards == ("", "", "")
    assert event_seen_by(dealt, None).cards == ("", "", "")
    award = ComboAwarded(0, ((0, "ronda", 5), (1, "tringa", 7)), (1,), 6, ((1, 6),))
    assert event_seen_by(award, 0).holders == ((0, "ronda", 5), (1, "tringa", None))
    assert event_seen_by(award, None).holders == ((0, "ronda", None), (1, "tringa", None))


def good() -> dict[str, Any]:
    return event_to_json(ComboAwarded(0, ((0, "ronda", 5),), (0,), 1, ((0, 1),)))


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(event="Game"),
        lambda d: d.update(event="Event"),
        lambda d: d.update(event="__class__"),
        lambda d: d.pop("event"),
        lambda d: d.pop("pot"),
        lambda d: d.update(pot="1"),
        lambda d: d.update(pot=True),
        lambda d: d.update(pot=1.5),
        lambda d: d.update(holders=[[0, "ronda"]]),
        lambda d: d.update(holders=[[0, 1, 5]]),
        lambda d: d.update(winners="0"),
        lambda d: d.update(extra=1),
    ],
)
def test_damaged_event_json_is_refused(damage: Any) -> None:
    data = good()
    damage(data)
    with pytest.raises((ValueError, KeyError, TypeError)):
        event_from_json(data)


@pytest.mark.parametrize("data", [None, [], "Played", 3, {"event": 3}])
def test_event_json_that_is_no_object_is_refused(data: Any) -> None:
    with pytest.raises((ValueError, KeyError, TypeError)):
        event_from_json(data)


def test_an_event_of_another_kind_is_not_written() -> None:
    @dataclasses.dataclass(frozen=True)
    class Played(Event):  # a stranger with a Ronda name
        seat: int

    with pytest.raises(TypeError):
        event_to_json(Played(0))


def test_game_events_are_the_first_deal_then_what_each_play_returned() -> None:
    *_, last = positions(3, 9)
    assert game_events(last.game) == last.events
    assert game_events(Game(RondaOptions(seats=2, seed=4)))[0].to_dict()["event"] == "HandStarted"


def test_the_sand_plays_the_lowest_card_for_the_seat_to_move_every_time() -> None:
    for position in positions(4, 6):
        game = position.game
        if game.is_over:
            break
        action = timeout_action(game)
        assert action in game.legal_actions()
        assert action == game.legal_actions()[0]


def test_the_table_session_asks_the_engine() -> None:
    spec = ronda_spec()
    assert spec.event_seen_by is event_seen_by and spec.timeout_action is timeout_action
    game = Game(RondaOptions(seats=2, seed=8))
    session = RondaSession.__new__(RondaSession)  # the game's part alone, no table around it
    session.game = game
    assert session.timeout_action() == timeout_action(game)
    assert isinstance(session.timeout_action(), PlayCard)
    for event in game.log:
        for viewer in (None, 0, 1):
            assert session.seen_by(event, viewer) == event_seen_by(event, viewer)
