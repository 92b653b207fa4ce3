"""``simulate --game ronda`` reports Ronda's real match totals and points per card played."""

from __future__ import annotations

import pytest

from rondo_desktop import games
from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import HandScored, Played
from rondo_desktop.games.ronda.players import make_player
from rondo_desktop.simulate import Plan, tournament


def played_match(seed: int, seats: int) -> Game:
    game = Game(RondaOptions(seats=seats, seed=seed))
    players = [make_player("medium", seed + seat) for seat in range(seats)]
    while not game.is_over:
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    return game


@pytest.mark.parametrize("seats", [2, 4])
def test_the_figures_are_each_seats_side_total_and_its_cards_played(seats: int) -> None:
    spec = games.get("ronda")
    assert spec.match_figures is not None
    game = played_match(7, seats)
    figures = spec.match_figures(game)
    totals = [game.totals[game.side_of(seat)] for seat in range(seats)]
    assert list(figures.scores) == totals and figures.points == figures.scores
    plays = [e.seat for e in game.log if isinstance(e, Played)]
    assert figures.turns == tuple(plays.count(seat) for seat in range(seats))
    hands = sum(isinstance(e, HandScored) for e in game.log)
    assert sum(figures.turns) == 36 * hands  # the 36 cards dealt to the players each hand
    assert max(figures.scores) >= game.options.target


def test_simulate_reports_mean_match_points() -> None:
    report = tournament(Plan("ronda", {}), ["medium", "beginner"], 4, seed=2)
    for tally in report["strengths"].values():
        assert tally["mean_score"] >= 5  # match points, not a share of the win
        assert 0 < tally["points_per_turn"] < 2
    best = max(t["mean_score"] for t in report["strengths"].values())
    assert best >= 41 / 2
