"""Rondo's events on the network table: masked by the engine's one rule, as JSON and back,
every event of a game in order, and what the sand running out plays (issue 17)."""

from __future__ import annotations

import json
import random
from dataclasses import fields
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.games.rondo.engine import Game, Timeout
from rondo_desktop.games.rondo.engine.events import (
    Dealt,
    Event,
    GameOver,
    Played,
    StartWords,
    seen_by,
)
from rondo_desktop.games.rondo.engine.game import timeout_action
from rondo_desktop.games.rondo.engine.wire import (
    EVENT_CLASSES,
    event_from_json,
    event_to_json,
    game_events,
)
from tests.games.rondo.engine.playout import random_action


@pytest.fixture(scope="module")
def spec() -> Any:
    return games.registry().get("rondo")


def played_game(spec: Any, seats: int, seed: int, language: str) -> tuple[Game, list[Event]]:
    """A whole random game, and the events its deal and each action returned, in order."""
    game = spec.new_game(seats, seed, {"language": language})
    returned = list(game.log)  # the deal: what a new table animates first
    rng = random.Random(seed)
    while not game.is_over:
        returned.extend(game.apply(random_action(game, rng), seat=game.current_seat))
    return game, returned


GAMES = [(2, 1, "de"), (3, 2, "en"), (6, 3, "es"), (4, 4, "en")]


def over_the_wire(event: Event) -> Event:
    return event_from_json(json.loads(json.dumps(event_to_json(event))))


@pytest.mark.parametrize(("seats", "seed", "language"), GAMES)
def test_every_event_of_a_game_goes_over_the_wire_and_back_raw_and_masked(
    spec: Any, seats: int, seed: int, language: str
) -> None:
    game, returned = played_game(spec, seats, seed, language)
    assert game_events(game) == returned
    kinds = set()
    for event in returned:
        kinds.add(type(event))
        assert over_the_wire(event) == event
        for viewer in [None, *range(seats)]:
            masked = seen_by(event, viewer)
            assert seen_by(masked, viewer) == masked  # idempotent
            assert over_the_wire(masked) == masked
    assert {Dealt, StartWords, Played, GameOver} <= kinds


def test_the_masking_is_the_events_own_and_hides_other_seats_cards(spec: Any) -> None:
    game, _ = played_game(spec, 3, 5, "de")
    for event in game_events(game):
        assert seen_by(event, 1) == event.hidden(1)
        assert seen_by(event, None) == event.hidden(-1)
        if isinstance(event, Dealt):
            visible = seen_by(event, None)
            assert isinstance(visible, Dealt) and set(visible.cards) == {""}
            assert seen_by(event, event.seat) == event


def test_the_wire_knows_every_event_field(spec: Any) -> None:
    game, _ = played_game(spec, 2, 6, "en")
    for event in game_events(game):
        data = event_to_json(event)
        assert set(data) == {"event"} | {f.name for f in fields(event)}
    assert len({cls.__name__ for cls in EVENT_CLASSES}) == len(EVENT_CLASSES) == 11


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("seat"),
        lambda d: d.update(event="GameState"),
        lambda d: d.update(event="__class__"),
        lambda d: d.update(cards="QX"),
        lambda d: d.update(seat=True),
        lambda d: d.update(seat="1"),
        lambda d: d.update(extra=1),
        lambda d: d.update(cards=["A"] * 1000),
    ],
)
def test_damaged_event_json_is_refused(damage: Any) -> None:
    data = event_to_json(Dealt(1, ("A", "B")))
    damage(data)
    with pytest.raises((ValueError, KeyError, TypeError)):
        event_from_json(data)


@pytest.mark.parametrize("data", [None, [], "Dealt", 3, {"seat": 1}, {"event": None}])
def test_event_json_that_is_no_event_is_refused(data: Any) -> None:
    with pytest.raises((ValueError, KeyError, TypeError)):
        event_from_json(data)


def test_rows_must_have_their_length() -> None:
    data = {
        "event": "StartWords",
        "words": [[0, "OHR", 5], [1, None]],
    }
    with pytest.raises(ValueError):
        event_from_json(data)


def test_an_event_of_another_kind_is_not_written() -> None:
    with pytest.raises(TypeError):
        event_to_json(Event())


@pytest.mark.parametrize("seats", [2, 5])
def test_the_sand_running_out_plays_a_move_the_engine_takes(spec: Any, seats: int) -> None:
    game = spec.new_game(seats, 9, {"language": "de"})
    rng = random.Random(9)
    checked = 0
    while not game.is_over:
        action = timeout_action(game)
        assert action == Timeout()
        trial = game.clone()
        events = trial.apply(action, seat=trial.current_seat)
        assert events and trial.history[-1] == action
        assert trial.turn > game.turn or trial.is_over
        checked += 1
        game.apply(random_action(game, rng), seat=game.current_seat)
    assert checked > 5
