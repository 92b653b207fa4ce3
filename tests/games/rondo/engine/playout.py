"""Random legal playouts and the invariants every game state must keep."""

from __future__ import annotations

import random

from rondo_desktop.games.rondo.engine import Exchange, Game, Pass, PlayWord, Timeout, load_deck
from rondo_desktop.games.rondo.engine.invariants import add_points, check_game
from rondo_desktop.games.rondo.engine.save import game_from_json, game_to_json


def random_action(game: Game, rng: random.Random) -> PlayWord | Exchange | Pass | Timeout:
    """A random legal action, biased towards plays so that games move on."""
    plays = game.legal_plays()
    if game.phase.value == "start":
        return PlayWord(rng.choice(plays).placements)
    roll = rng.random()
    if plays and roll < 0.75:
        return PlayWord(rng.choice(plays).placements)
    if roll < 0.85 and game.pile_size:
        hand = list(game.hand(game.current_seat))
        size = rng.randint(1, min(len(hand), game.pile_size))
        return Exchange(tuple(rng.sample(hand, size)))
    return Timeout() if roll < 0.9 else Pass()


def check_invariants(game: Game) -> None:
    """All cards accounted for, the holder's shape, scores equal to their events' sum."""
    totals = [0] * game.options.seats
    add_points(totals, game.log)
    check_game(game, totals)


def replayed(game: Game) -> Game:
    restored, _ = game_from_json(
        game_to_json(game), lambda _lang: game.lexicon, lambda lang: load_deck(lang)
    )
    return restored


def same_state(a: Game, b: Game) -> bool:
    return (
        a.pile_order() == b.pile_order()
        and all(a.hand(s) == b.hand(s) for s in range(a.options.seats))
        and a.holder == b.holder
        and a.scores == b.scores
        and a.current_seat == b.current_seat
        and a.phase == b.phase
        and a.log == b.log
    )


def play_out(game: Game, rng: random.Random, max_actions: int = 600) -> int:
    """Play random legal actions to the end, checking invariants after each; returns count."""
    for count in range(1, max_actions + 1):
        game.apply(random_action(game, rng))
        check_invariants(game)
        if game.is_over:
            return count
    raise AssertionError(f"game did not end within {max_actions} actions")
