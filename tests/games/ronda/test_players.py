"""Ronda's computer players: legal, repeatable from a seed, and each playing its part."""

from __future__ import annotations

import pytest

from rondo_desktop.games.ronda.engine import Game, PlayCard, RondaOptions
from rondo_desktop.games.ronda.players import STRENGTHS, make_player, preview
from rondo_desktop.games.ronda.players.beginner import BeginnerPlayer
from rondo_desktop.games.ronda.players.medium import MediumPlayer, holds_one
from tests.games.ronda.helpers import rigged


def match(seed: int, strengths: list[str]) -> Game:
    game = Game(RondaOptions(seats=len(strengths), seed=seed))
    players = [make_player(s, seed * 8 + seat) for seat, s in enumerate(strengths)]
    while not game.is_over:
        seat = game.current_seat
        observation = game.observation(seat)
        action = players[seat].choose(observation)
        assert action in game.legal_actions()
        game.apply(action, seat=seat)
    return game


def test_the_strengths_that_exist_weakest_first() -> None:
    assert STRENGTHS == ("beginner", "medium", "hard", "expert")
    with pytest.raises(ValueError, match="unknown strength"):
        make_player("grandmaster", 1)


def test_players_repeat_themselves_from_a_seed() -> None:
    for strengths in (["beginner", "medium"], ["medium", "beginner", "medium", "beginner"]):
        assert match(3, strengths).log == match(3, strengths).log


def test_the_beginner_mostly_sees_an_obvious_capture() -> None:
    game = rigged([["6o", "1o", "2o"], ["3b", "4b", "5b"]], ["6c", "11c"])
    choices = [BeginnerPlayer(seed).choose(game.observation(0)) for seed in range(200)]
    share = choices.count(PlayCard("6o")) / len(choices)
    assert 0.7 < share < 0.95  # a newcomer, not a machine: now and then it misses


def test_the_medium_takes_the_missa_and_the_este() -> None:
    missa = rigged([["1o", "7o", "2o"], ["3b", "4b", "5b"]], ["7c", "10c", "11c"])
    assert MediumPlayer(1).choose(missa.observation(0)) == PlayCard("7o")
    este = rigged([["5o", "1o", "6o"], ["5c", "4b", "2b"]], ["11c", "12c"])
    este.apply(PlayCard("5o"))
    assert preview(este.observation(1), "5c").este == 1
    assert MediumPlayer(1).choose(este.observation(1)) == PlayCard("5c")


def test_the_medium_keeps_the_next_player_from_a_missa() -> None:
    # Laying the 12 next to a lone 11 leaves an 11-12 run a single 11 clears (a missa);
    # laying the 3 leaves nothing to clear in one card.
    game = rigged([["12o", "3o", "5o"], ["1b", "2b", "4b"]], ["11c"])
    assert MediumPlayer(2).choose(game.observation(0)) != PlayCard("12o")


def test_the_chance_that_a_hand_holds_a_rank() -> None:
    assert holds_one(10, 0, 3) == 0.0 and holds_one(3, 1, 3) == 1.0
    assert holds_one(10, 1, 3) == pytest.approx(0.3)


@pytest.mark.slow
def test_medium_beats_beginner() -> None:
    wins = 0.0
    for seed in range(60):
        wins += match(seed, ["medium", "beginner"]).returns()[0]
        wins += match(seed, ["beginner", "medium"]).returns()[1]
    assert wins / 120 > 0.7
