"""Every registered game's fields for the network table with a screen (issue 17): events as a
seat may see them, on the wire and back; every event of a game; the sand running out; and the
shadow game a remote seat's table runs on. A game checks a field only once it sets it (None:
no remote table for it yet)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rondo_desktop.games.events import SHADOW_SEED_BITS
from tests.conformance.playout import AnySpec, random_chooser


def positions(spec: AnySpec, seats: int, seed: int) -> Iterator[tuple[Any, list[Any]]]:
    """A random game at its start and after every action, with the events apply returned."""
    state = spec.new_game(seats, seed, spec.default_options())
    yield state, []
    rng = random.Random(seed)
    choose = random_chooser(spec, rng)
    for _ in range(3000):
        if state.is_over:
            return
        seat = state.current_seat
        events = list(state.apply(choose(state, state.observation(seat)), seat=seat))
        yield state, events
    raise AssertionError(f"{spec.name}: no end after 3000 actions")


def seat_counts(spec: AnySpec) -> list[int]:
    return sorted({spec.seats.minimum, spec.seats.maximum})


def sent_to(spec: AnySpec, events: list[Any], seat: int | None) -> list[Any]:
    assert spec.event_seen_by is not None
    return [spec.event_seen_by(event, seat) for event in events]


def test_game_events_are_the_opening_ones_and_then_what_each_action_returned(
    spec: AnySpec,
) -> None:
    if spec.game_events is None:
        return
    for seats in seat_counts(spec):
        expected: list[Any] = []
        for state, returned in positions(spec, seats, 4):
            if not expected:
                expected = list(spec.game_events(state))  # the new game's opening events
            expected.extend(returned)
            assert list(spec.game_events(state)) == expected


def test_every_event_goes_over_the_wire_and_back_raw_and_as_each_seat_sees_it(
    spec: AnySpec,
) -> None:
    if spec.event_to_json is None or spec.game_events is None:
        return
    assert spec.event_from_json is not None and spec.event_seen_by is not None
    for seats in seat_counts(spec):
        *_, (state, _) = positions(spec, seats, 6)
        for event in spec.game_events(state):
            for seen in [event, *(spec.event_seen_by(event, v) for v in [None, *range(seats)])]:
                text = json.dumps(spec.event_to_json(seen))
                assert spec.event_from_json(json.loads(text)) == seen
        for viewer in [None, *range(seats)]:
            once = sent_to(spec, list(spec.game_events(state)), viewer)
            assert sent_to(spec, once, viewer) == once  # masking twice changes nothing


@pytest.mark.parametrize("data", [None, [], "x", 7, {}, {"event": "NoSuchEvent"}])
def test_event_json_that_is_no_event_of_the_game_is_refused(spec: AnySpec, data: Any) -> None:
    if spec.event_from_json is None:
        return
    with pytest.raises((ValueError, KeyError, TypeError)):
        spec.event_from_json(data)


def test_the_sand_running_out_plays_an_action_the_game_takes(spec: AnySpec) -> None:
    if spec.timeout_action is None:
        return
    taken = 0
    for state, _ in positions(spec, spec.seats.minimum, 8):
        if state.is_over:
            break
        trial = state.clone()
        trial.apply(spec.timeout_action(trial), seat=trial.current_seat)
        taken += 1
    assert taken > 0


def test_the_shadow_shows_each_seat_its_game(spec: AnySpec) -> None:
    if spec.shadow_from_observation is None:
        return
    assert spec.observation_to_json is not None and spec.game_events is not None
    rng = random.Random(1)
    checked = 0
    for seats in seat_counts(spec):
        for index, (state, _) in enumerate(positions(spec, seats, 10)):
            if index % 4 and not state.is_over:
                continue
            for seat in range(seats):
                observation = state.observation(seat)
                sent = sent_to(spec, list(spec.game_events(state)), seat)
                shadow = spec.shadow_from_observation(observation, sent, rng)
                assert json.dumps(spec.observation_to_json(shadow.observation(seat))) == (
                    json.dumps(spec.observation_to_json(observation))
                )
                assert spec.legal_actions(shadow.observation(seat)) == spec.legal_actions(
                    observation
                )
                assert list(spec.game_events(shadow)) == sent
                if seat == state.current_seat and not state.is_over:
                    action = spec.legal_actions(observation)[0]
                    shadow.clone().apply(action, seat=seat)  # its table plays on it
                checked += 1
    assert checked > 0


def test_the_shadow_masks_raw_events_again_and_draws_a_seed_of_its_own_width(
    spec: AnySpec,
) -> None:
    """Every game's shadow treats its events alike: events sent unmasked tell the seat nothing
    more (its log is them as it may see them), and its seed is SHADOW_SEED_BITS wide."""
    if spec.shadow_from_observation is None:
        return
    assert spec.game_events is not None
    rng = random.Random(3)
    seats = spec.seats.maximum
    masked_any = False
    for index, (state, _) in enumerate(positions(spec, seats, 11)):
        if index % 5 or index > 40:
            continue
        raw = list(spec.game_events(state))
        for seat in range(seats):
            sent = sent_to(spec, raw, seat)
            masked_any = masked_any or sent != raw
            shadow = spec.shadow_from_observation(state.observation(seat), raw, rng)
            assert list(spec.game_events(shadow)) == sent
            assert 0 <= shadow.options.seed < 2**SHADOW_SEED_BITS
    assert masked_any  # the game's events do hide something from some seat
