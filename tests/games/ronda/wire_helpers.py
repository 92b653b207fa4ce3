"""Whole Ronda matches played at random, for the network table's tests: every seat count and
the main variants, each position yielded with the events of the match so far."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import Event

# (seats, variants): the usual game, three players (V-01), partners, and the variants that
# change what happens on the table or the score pad.
TABLES: tuple[tuple[int, dict[str, bool]], ...] = (
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"capture_este": True, "dealer_last_card": True}),
    (4, {"first_deal_four": True, "aces_high": True, "instant_win": True}),
    (3, {"este_chain_four_only": True, "capture_este": True}),
)


@dataclass
class Position:
    game: Game  # a copy: the match goes on without it
    events: list[Event]  # every event of the match so far, unmasked
    last: list[Event]  # the last action's (the first deal's, at the start)


def positions(seats: int, seed: int, target: int = 21, **variants: bool) -> Iterator[Position]:
    """Every position of a random match, the first deal first and the finished match last."""
    rng = random.Random(seed)
    game = Game(RondaOptions(seats=seats, seed=seed, target=target, **variants))
    events = list(game.log)
    yield Position(game.clone(), list(events), list(events))
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        last = game.apply(action, seat=game.current_seat)
        events += last
        yield Position(game.clone(), list(events), last)
