"""Allegra's computer players over whole games: legal in every phase at 2 to 6 seats,
repeatable from a seed, and the expert within its time."""

from __future__ import annotations

import time
from collections import defaultdict

import pytest

from rondo_desktop import games
from rondo_desktop.games.allegra.engine import (
    AllegraOptions,
    Game,
    Observation,
    Phase,
    legal_actions,
)
from rondo_desktop.games.allegra.engine.actions import Action
from rondo_desktop.games.allegra.players import STRENGTHS, AllegraPlayer, make_player
from rondo_desktop.games.allegra.players.expert import ExpertPlayer
from rondo_desktop.games.allegra.players.seeds import player_seed
from tests.games.allegra.engine.helpers import table

DECISIONS = {phase.value for phase in Phase} - {"over"}


class Recorder:
    """Wraps a player: asserts each answer is legal and notes the phases it answered."""

    def __init__(self, player: AllegraPlayer, phases: set[str]) -> None:
        self.player, self.phases = player, phases

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        action = self.player.choose(observation, time_left)
        assert action in legal_actions(observation), (observation.phase, action)
        self.phases.add(observation.phase.value)
        return action


def player(strength: str, seed: int) -> AllegraPlayer:
    if strength == "expert":  # a few worlds a move: the rules, not the strength, are tested
        return ExpertPlayer(seed, worlds=3)
    return make_player(strength, seed)


def play(game: Game, players: list[Recorder]) -> Game:
    for _ in range(20_000):
        if game.is_over:
            return game
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    raise AssertionError("the game did not end")


def test_the_strengths_weakest_first() -> None:
    assert STRENGTHS == ("beginner", "medium", "hard", "expert")
    with pytest.raises(ValueError, match="unknown strength"):
        make_player("grandmaster", 1)


def test_the_spec_builds_the_players_by_the_seeding_rule() -> None:
    spec = games.get("allegra")
    assert spec.strengths == STRENGTHS
    state = spec.new_game(3, 5, spec.default_options())
    assert isinstance(spec.make_player(state, 2, "expert"), ExpertPlayer)
    assert player_seed(5, 2) == 42


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_strength_plays_whole_games_legally(seats: int) -> None:
    phases: dict[str, set[str]] = defaultdict(set)
    for game_no, knock_at_two in enumerate((False, True)):
        for first in range(len(STRENGTHS)):
            strengths = [STRENGTHS[(first + s) % len(STRENGTHS)] for s in range(seats)]
            seed = 100 * seats + 10 * game_no + first
            options = AllegraOptions(seats=seats, seed=seed, knock_at_two=knock_at_two)
            recorders = [
                Recorder(player(s, player_seed(seed, i)), phases[s])
                for i, s in enumerate(strengths)
            ]
            game = play(Game(options), recorders)
            assert game.winners
    for strength in STRENGTHS:  # the phases of a turn come to everyone
        assert {"reveal", "take", "draw", "place"} <= phases[strength], strength
    if seats >= 3:
        assert "knock" in set.union(*phases.values())


def test_every_phase_comes_up_over_a_few_medium_games() -> None:
    seen: set[str] = set()
    for seed in range(6):
        game = Game(AllegraOptions(seats=4, seed=seed))
        play(game, [Recorder(make_player("medium", seed * 8 + s), seen) for s in range(4)])
        if seen == DECISIONS:
            break
    assert seen == DECISIONS


def test_players_repeat_themselves_from_a_seed() -> None:
    def log(seed: int) -> list[object]:
        game = Game(AllegraOptions(seats=3, seed=seed))
        strengths = ["beginner", "medium", "hard"]
        recorders = [Recorder(player(s, seed * 8 + i), set()) for i, s in enumerate(strengths)]
        return [event.to_dict() for event in play(game, recorders).log]

    assert log(4) == log(4)


def mid_game() -> Game:
    """A position in the middle of a round, seat 0 to decide between swaps and flips."""
    game = table(
        2,
        {0: ["3 9 ? ?", "7 ? 2 ?", "? 5 ? ?"], 1: ["? 4 ? 8", "6 ? ? 1", "? ? 10 ?"]},
        deck=(6, 2, 9, 4, 7),
        discard=(8, 5),
    )
    return game


def test_the_expert_repeats_itself_from_a_seed() -> None:
    observation = mid_game().observation(0)
    choices = {ExpertPlayer(7, time_budget=10.0).choose(observation) for _ in range(3)}
    assert len(choices) == 1


def test_a_whole_expert_game_replays_from_its_seed() -> None:
    spec = games.get("allegra")

    def log() -> list[object]:
        state = spec.new_game(2, 11, spec.default_options())
        players = [
            spec.make_player(state, s, k, time_budget=30.0) for s, k in ((0, "expert"), (1, "hard"))
        ]
        recorders = [Recorder(p, set()) for p in players]
        return [event.to_dict() for event in play(state, recorders).log]

    assert log() == log()


def test_the_expert_keeps_to_its_time_budget() -> None:
    observation = mid_game().observation(0)
    expert = ExpertPlayer(3, time_budget=0.05, worlds=1_000_000)
    started = time.perf_counter()
    expert.choose(observation)
    assert time.perf_counter() - started < 0.5


def test_the_expert_keeps_to_a_share_of_the_turn_timer() -> None:
    observation = mid_game().observation(0)
    expert = ExpertPlayer(3, time_budget=30.0, worlds=1_000_000)
    started = time.perf_counter()
    expert.choose(observation, time_left=0.2)  # a quarter of it: 0.05 s
    assert time.perf_counter() - started < 0.5
