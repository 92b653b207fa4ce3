"""Issue 13, one source of truth: the command lines and the host's setup ask the engine and the
spec for Rondo's languages, strengths, seat range and player seeds instead of keeping copies."""

from __future__ import annotations

import pytest

from rondo_desktop import games, simulate
from rondo_desktop.app import game_setup
from rondo_desktop.games import match
from rondo_desktop.games.rondo import solve, stats
from rondo_desktop.games.rondo import spec as spec_module
from rondo_desktop.games.rondo.engine.spelling import languages
from rondo_desktop.games.rondo.players import make_player
from rondo_desktop.games.rondo.spec import LANGUAGES, rondo_spec
from rondo_desktop.games.rondo.toolboxes import Toolboxes, player_seed, shared_toolboxes


def test_the_spec_simulate_and_solve_offer_the_engines_languages() -> None:
    assert LANGUAGES == languages() == solve.LANGUAGES
    assert rondo_spec().options["language"] == languages()
    # The command line takes the spec's: --lang is its language option, checked against it.
    assert games.parse_options(rondo_spec(), [], None) == {"language": languages()[0]}
    assert games.parse_options(rondo_spec(), [], "es") == {"language": "es"}
    with pytest.raises(ValueError, match="not one of"):
        games.parse_options(rondo_spec(), [], "fr")


def test_the_hosts_setup_asks_the_spec() -> None:
    # The setup keeps no copy of Rondo's strengths, languages or seat range: it is built from
    # the spec (the statistics keep theirs until they are per game, and must agree).
    spec = rondo_spec()
    for copy in ("STRENGTHS", "LEXICONS", "MIN_SEATS", "MAX_SEATS"):
        assert not hasattr(game_setup, copy), copy
    (word_list,) = spec.setup_fields
    assert word_list.values() == spec.options["language"] == languages()
    first = game_setup.default_setup(spec)
    assert len(first.seats) in spec.seats
    assert {seat.strength for seat in first.seats[1:]} == {"medium"} <= set(spec.strengths)
    assert (*spec.strengths, "person") == stats.OPPONENT_KINDS


def test_simulate_seeds_its_players_by_the_one_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds: list[int] = []

    def recording(strength: str, toolbox, leaves, seed: int, time_budget=None):
        seeds.append(seed)
        return make_player(strength, toolbox, leaves, seed, time_budget)

    def no_match(*args, **kwargs):
        return None

    # simulate builds its players through the spec, which seeds them by player_seed.
    monkeypatch.setattr(spec_module, "make_player", recording)
    monkeypatch.setattr(match, "play_match", no_match)
    task = simulate.Task(0, 41, ("medium", "beginner", "medium"))
    plan = simulate.Plan("rondo", {"language": "de"})
    simulate.play_task(task, plan.spec(), plan)
    assert seeds == [player_seed(41, seat) for seat in range(3)] == [328, 329, 330]


def test_one_toolbox_cache_a_process() -> None:
    assert shared_toolboxes() is shared_toolboxes()
    assert isinstance(shared_toolboxes(), Toolboxes)


def test_players_may_exchange_exactly_when_the_engine_takes_an_exchange() -> None:
    from rondo_desktop.games.rondo.engine import Exchange, IllegalAction
    from rondo_desktop.games.rondo.engine.legal import may_exchange
    from rondo_desktop.games.rondo.players.base import can_exchange

    spec = rondo_spec()
    game = spec.new_game(2, 9, {"language": "en"})
    players = [spec.make_player(game, seat, "medium") for seat in range(2)]
    checked = 0
    while not game.is_over and checked < 400:
        seat = game.current_seat
        observation = game.observation(seat)
        hand = game.hand(seat)
        for count in range(1, len(hand) + 1):
            try:
                game.check(Exchange(tuple(hand[:count])))
                taken = True
            except IllegalAction:
                taken = False
            assert may_exchange(observation, count) == can_exchange(observation, count) == taken
            checked += 1
        game.apply(players[seat].choose(observation))
    assert checked
