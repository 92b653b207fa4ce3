"""Whole Allegra games played at random, for the network tests (every seat count, the
variants that change what is dealt, knocked or shown)."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterator

from rondo_desktop.games.allegra.engine import Action, AllegraOptions, Game
from rondo_desktop.games.allegra.engine.events import Event

# (seats, variants): every seat count, knocking at two, knocking after a discard take, the
# own-grid reveals and end, no final triples.
TABLES: tuple[tuple[int, dict[str, bool]], ...] = (
    (2, {}),
    (2, {"knock_at_two": True, "own_grid_reveal": True}),
    (3, {}),
    (3, {"knock_after_discard": True, "no_final_triples": True}),
    (4, {"own_grid_end": True, "strict_doubling": True}),
    (5, {}),
    (6, {"knock_after_discard": True}),
)


def choose(game: Game, rng: random.Random) -> Action:
    """Uniform over the kinds of legal action, then over the actions of that kind (knocks
    come up often, the game still ends)."""
    by_kind: dict[str, list[Action]] = defaultdict(list)
    for action in game.legal_actions():
        by_kind[type(action).__name__].append(action)
    return rng.choice(by_kind[rng.choice(sorted(by_kind))])


def played(seats: int, seed: int, **variants: bool) -> Iterator[tuple[Game, list[Event]]]:
    """A random game: the new game with its deal, then after every action the game and the
    action's events."""
    rng = random.Random(seed)
    game = Game(AllegraOptions(seats=seats, seed=seed, **variants))
    yield game, list(game.log)
    while not game.is_over:
        events = game.apply(choose(game, rng), seat=game.current_seat)
        yield game, events
