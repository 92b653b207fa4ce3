"""Every registered game's observation on the wire (issue 17's no-peeking guarantee as data).

What the network table sends a seat is ``spec.observation_to_json(state.observation(seat))``.
It must be identical for a position and for the same position with everything the seat cannot
see dealt again (``redeal_hidden``): then no byte of it can tell another hand, a face-down
card or the pile's order. And a remote player reads it back into the very observation.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.conformance.playout import AnySpec, playout, random_chooser


def wire(spec: AnySpec, state: Any, seat: int) -> str:
    assert spec.observation_to_json is not None
    return json.dumps(spec.observation_to_json(state.observation(seat)), sort_keys=True)


@pytest.mark.parametrize("seed", [3, pytest.param(11, marks=pytest.mark.slow)])
def test_the_wire_is_identical_when_the_hidden_cards_are_dealt_again(
    spec: AnySpec, seed: int
) -> None:
    rng = random.Random(seed)
    redeals = noticed = 0
    for seats in sorted({spec.seats.minimum, spec.seats.maximum}):
        state = spec.new_game(seats, seed, spec.default_options())
        for _, after in playout(spec, state, random_chooser(spec, rng)):
            for seat in range(seats):
                redealt = spec.redeal_hidden(after, seat, rng)
                if redealt is None:
                    continue
                redeals += 1
                assert wire(spec, redealt, seat) == wire(spec, after, seat)
                # Something was dealt again: another seat's wire shows the difference.
                noticed += any(
                    wire(spec, redealt, other) != wire(spec, after, other)
                    for other in range(seats)
                    if other != seat
                )
    assert redeals > 0 and noticed > 0


def test_the_wire_reads_back_into_the_same_observation(spec: AnySpec) -> None:
    assert spec.observation_from_json is not None
    rng = random.Random(5)
    seats = spec.seats.maximum
    state = spec.new_game(seats, 5, spec.default_options())
    checked = 0
    for _, after in playout(spec, state, random_chooser(spec, rng)):
        for seat in range(seats):
            observation = after.observation(seat)
            text = wire(spec, after, seat)
            assert spec.observation_from_json(json.loads(text)) == observation
            checked += 1
    assert checked > seats


def test_a_damaged_wire_observation_is_refused_with_an_error(spec: AnySpec) -> None:
    assert spec.observation_from_json is not None
    state = spec.new_game(spec.seats.minimum, 2, spec.default_options())
    data = json.loads(wire(spec, state, 0))
    data.pop("seat")
    with pytest.raises((KeyError, ValueError, TypeError)):
        spec.observation_from_json(data)
