"""The conformance suite: what every registered game must do to be hosted (issue 13).

Parametrised over the registry (``spec`` in conftest.py), so a new game is accepted when these
pass for it: playouts to the end with the invariants after every action, saves that restore
the identical state at every step, independent clones, observations that hide what a seat must
not see, and computer players that choose legal actions and repeat themselves from a seed.
The default run keeps to a few seeds; the ``slow`` ones play more, and every strength.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games.spec import SaveRefused
from rondo_desktop.screenshot import HOST_SCENES
from tests.conformance.playout import (
    AnySpec,
    action_round_trip,
    computer_chooser,
    playout,
    random_chooser,
)


def seat_counts(spec: AnySpec) -> list[int]:
    return sorted({spec.seats.minimum, spec.seats.maximum})


def new_game(spec: AnySpec, seats: int, seed: int) -> Any:
    return spec.new_game(seats, seed, spec.default_options())


# -- the spec itself --------------------------------------------------------------------------


def test_the_spec_is_complete(spec: AnySpec) -> None:
    for language, catalog in CATALOGS.items():
        assert catalog.get(spec.display_key, "").strip(), f"{language} lacks {spec.display_key}"
    assert len(set(spec.strengths)) == len(spec.strengths)
    # The game's own screenshot scenes never hide one of the host's.
    assert not set(spec.screenshot_scenes) & set(HOST_SCENES)
    # A game with a table is offered on the menu and the setup screen, which read these.
    texts = [] if spec.ui is None else [f"strength.{strength}" for strength in spec.strengths]
    texts += [spec.tagline_key] if spec.tagline_key else []
    for setup_field in spec.setup_fields if spec.ui is not None else ():
        texts += [setup_field.label_key, setup_field.summary_key]
        texts += [key for c in setup_field.choices for key in (c.label_key, c.summary_key)]
    for key in filter(None, texts):
        for language, catalog in CATALOGS.items():
            assert catalog.get(key, "").strip(), f"{language} lacks {key}"
    for option, choices in spec.options.items():
        assert len(set(choices)) == len(choices), option
    with pytest.raises(Exception):  # noqa: B017 - any refusal will do, but refused it is
        spec.new_game(spec.seats.maximum + 1, 0, spec.default_options())


# -- random playouts --------------------------------------------------------------------------


def check_random_playout(spec: AnySpec, seats: int, seed: int) -> int:
    """A random game to its end, checking at every step; returns how many actions it took."""
    state = new_game(spec, seats, seed)
    spec.check_invariants(state)
    rng = random.Random(seed)
    count = 0
    for action, after in playout(spec, state, random_chooser(spec, rng)):
        spec.check_invariants(after)
        assert action_round_trip(spec, action) == action
        count += 1
    returns = state.returns()
    assert len(returns) == seats and sum(returns) == pytest.approx(1.0)
    assert spec.legal_actions(state.observation(0)) == []  # nothing is legal after the end
    return count


@pytest.mark.parametrize("seed", [0, 1])
def test_random_playouts_end_with_the_invariants_kept(spec: AnySpec, seed: int) -> None:
    for seats in seat_counts(spec):
        assert check_random_playout(spec, seats, seed) > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2, 22))
def test_many_random_playouts(spec: AnySpec, seed: int) -> None:
    seats = spec.seats.minimum + seed % (spec.seats.maximum - spec.seats.minimum + 1)
    check_random_playout(spec, seats, seed)


def test_legal_actions_of_the_seat_to_move_are_the_games(spec: AnySpec) -> None:
    # The observation's answer (what players and the table ask) and the game's own agree, and
    # a seat whose turn it is not has nothing to choose.
    state = new_game(spec, spec.seats.minimum, 3)
    for _, after in playout(spec, state, random_chooser(spec, random.Random(3))):
        seat = after.current_seat
        if after.is_over:
            break
        assert spec.legal_actions(after.observation(seat)) == after.legal_actions()
        other = (seat + 1) % spec.seats.minimum
        assert spec.legal_actions(after.observation(other)) == []


# -- saves and clones -------------------------------------------------------------------------


def test_save_and_restore_give_the_identical_state_at_every_step(spec: AnySpec) -> None:
    state = new_game(spec, spec.seats.minimum, 4)
    steps = [spec.to_json(state)], [spec.full_state(state)]
    for _, after in playout(spec, state, random_chooser(spec, random.Random(4))):
        if after.is_over:
            break  # a finished game is not saved (the app deletes its save)
        steps[0].append(spec.to_json(after))
        steps[1].append(spec.full_state(after))
    assert len(steps[0]) > 10
    for text, full in zip(*steps, strict=True):
        restored = spec.from_json(text)
        assert spec.full_state(restored) == full
        assert spec.to_json(restored) == text


def test_a_damaged_save_is_refused(spec: AnySpec) -> None:
    text = spec.to_json(new_game(spec, spec.seats.minimum, 5))
    for damaged in ("", "{", "[]", text[: len(text) // 2], '{"format": "another-game"}'):
        with pytest.raises(SaveRefused):
            spec.from_json(damaged)


def test_clones_are_independent(spec: AnySpec) -> None:
    state = new_game(spec, spec.seats.maximum, 6)
    rng = random.Random(6)
    choose = random_chooser(spec, rng)
    for step, (_, after) in enumerate(playout(spec, state, choose)):
        if after.is_over or step % 5:
            continue
        before = spec.full_state(after)
        clone = after.clone()
        assert spec.full_state(clone) == before
        seat = clone.current_seat
        clone.apply(choose(clone, clone.observation(seat)), seat=seat)
        assert spec.full_state(after) == before, "acting on the clone changed the original"
        copied = spec.full_state(clone)
        twin = after.clone()
        seat = twin.current_seat
        twin.apply(choose(twin, twin.observation(seat)), seat=seat)
        assert spec.full_state(clone) == copied, "acting on another copy changed the clone"


# -- what a seat may see ----------------------------------------------------------------------


def test_an_observation_hides_the_other_hands_and_the_pile(spec: AnySpec) -> None:
    # The same position with everything a seat cannot see dealt again must look the same to
    # that seat, while another seat sees the difference (so something was dealt again).
    seats = spec.seats.maximum
    state = new_game(spec, seats, 7)
    rng = random.Random(7)
    redeals = noticed = 0
    for _, after in playout(spec, state, random_chooser(spec, rng)):
        for seat in range(seats):
            redealt = spec.redeal_hidden(after, seat, rng)
            if redealt is None:
                continue
            redeals += 1
            assert redealt.observation(seat) == after.observation(seat)
            assert spec.legal_actions(redealt.observation(seat)) == spec.legal_actions(
                after.observation(seat)
            )
            noticed += any(
                redealt.observation(other) != after.observation(other)
                for other in range(seats)
                if other != seat
            )
    assert redeals > 0 and noticed > 0


# -- computer players -------------------------------------------------------------------------


def check_computer_game(spec: AnySpec, strengths: list[str], seed: int) -> list[Any]:
    """A game between ``strengths``; every action legal; returns its actions as JSON."""
    state = new_game(spec, len(strengths), seed)
    played = []
    for action, after in playout(spec, state, computer_chooser(spec, state, strengths)):
        spec.check_invariants(after)
        played.append(spec.action_to_json(action))
    return played


def legal_computer_chooser(spec: AnySpec, state: Any, strengths: list[str]) -> Any:
    choose = computer_chooser(spec, state, strengths)

    def checked(state: Any, observation: Any) -> Any:
        action = choose(state, observation)
        assert action in spec.legal_actions(observation), f"illegal choice {action}"
        return action

    return checked


def play_checked(spec: AnySpec, strengths: list[str], seed: int) -> list[Any]:
    state = new_game(spec, len(strengths), seed)
    played = []
    chooser = legal_computer_chooser(spec, state, strengths)
    for action, after in playout(spec, state, chooser):
        spec.check_invariants(after)
        played.append(spec.action_to_json(action))
    return played


def quick_strengths(spec: AnySpec) -> list[str]:
    """All but the strongest (the slow lane plays that one), as many as the seats allow."""
    weaker = list(spec.strengths[:-1]) or list(spec.strengths)
    seats = max(spec.seats.minimum, min(len(weaker), spec.seats.maximum))
    return [weaker[i % len(weaker)] for i in range(seats)]


def test_computer_players_choose_legal_actions_and_repeat_from_a_seed(spec: AnySpec) -> None:
    strengths = quick_strengths(spec)
    first = play_checked(spec, strengths, 8)
    assert first and play_checked(spec, strengths, 8) == first
    assert check_computer_game(spec, strengths, 9) != first  # another deal, another game


@pytest.mark.slow
@pytest.mark.parametrize("seed", [10, 11])
def test_every_strength_plays_legally_and_repeats(spec: AnySpec, seed: int) -> None:
    seats = spec.seats.minimum
    for strongest in spec.strengths[::-1]:
        strengths = [strongest, *spec.strengths[: seats - 1]][:seats]
        first = play_checked(spec, strengths, seed)
        assert play_checked(spec, strengths, seed) == first
