"""Constructed games whose best play is known: a seed, and actions picked from the engine."""

from __future__ import annotations

from typing import Any

from rondo_desktop.games import get
from rondo_desktop.games.rondo.engine import Game, PlayOutcome, PlayWord
from rondo_desktop.games.rondo.engine.save import game_to_dict

PERSON_AND_COMPUTER = {
    "seats": [
        {"kind": "person", "name": "Ada", "strength": None},
        {"kind": "computer", "name": "Computer 1", "strength": "hard"},
    ]
}


def new_game(seed: int, seats: int = 2) -> Game:
    """A German game of ``seats`` from ``seed``, its start word laid (the engine's first)."""
    game = get("rondo").new_game(seats, seed, {"language": "de"})
    game.apply(PlayWord(game.legal_plays()[0].placements))
    return game


def play(game: Game, outcome: PlayOutcome) -> None:
    game.apply(PlayWord(outcome.placements))


def save_of(game: Game, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return game_to_dict(game, meta)


def played_out(seed: int, strength: str = "hard") -> Game:
    """A whole 2-seat game of computer players from ``seed``."""
    spec = get("rondo")
    game = spec.new_game(2, seed, {"language": "de"})
    players = [spec.make_player(game, seat, strength) for seat in range(2)]
    while not game.is_over:
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)))
    return game
