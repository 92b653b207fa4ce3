"""Positions for the rule tests: a game whose grids, deck and discard pile a test writes.

Rows are written as four tokens, col 0 first: ``5`` a face-up 5, ``d5`` a face-down 5, ``.`` a
gap, ``?`` a face-down filler card. Filler values never form a triple (neighbours in a row
differ by 1 or 2, in a column by 4, modulo 13), so only the cards a test writes can.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence

from rondo_desktop.games.allegra.engine import (
    Action,
    AllegraOptions,
    DiscardFlip,
    Game,
    Knock,
    Phase,
)
from rondo_desktop.games.allegra.engine.geometry import index
from rondo_desktop.games.allegra.engine.phases import DOWN, GAP, UP


def filler(i: int) -> int:
    return i % 13 - 1


def table(
    n: int = 3,
    rows: Mapping[int, Sequence[str]] | None = None,
    *,
    active: int = 0,
    deck: Sequence[int] = (5, 6, 7, 8, 9, 10, 11),
    discard: Sequence[int] = (0,),
    **variants: bool,
) -> Game:
    """A game at the start of ``active``'s turn (round 1, reveals done) with these cards;
    ``deck`` is top first, ``discard`` bottom first (top last)."""
    game = Game(AllegraOptions(seats=n, seed=0, **variants))
    for i in range(n * 12):
        game.values[i], game.faces[i] = filler(i), DOWN
    for seat, lines in (rows or {}).items():
        for r, line in enumerate(lines):
            for c, token in enumerate(line.split()):
                set_cell(game, (seat, r, c), token)
    game.deck = list(reversed(deck))
    game.discard = list(discard)
    game.removed = []
    game.reveal_order, game.reveals_made = [], 0
    game.first = active
    game.phase, game.current_seat, game.active = Phase.TAKE, active, active
    return game


def set_cell(game: Game, cell: tuple[int, int, int], token: str) -> None:
    i = index(cell)
    if token == ".":
        game.faces[i] = GAP
    elif token == "?":
        game.values[i], game.faces[i] = filler(i), DOWN
    elif token.startswith("d"):
        game.values[i], game.faces[i] = int(token[1:]), DOWN
    else:
        game.values[i], game.faces[i] = int(token), UP


def grid_text(game: Game, seat: int) -> list[str]:
    """The seat's grid in the same tokens (face-down cards as ``d<value>``)."""
    lines = []
    for r in range(3):
        tokens = []
        for c in range(4):
            i = index((seat, r, c))
            face = game.faces[i]
            value = game.values[i]
            tokens.append("." if face == GAP else f"d{value}" if face == DOWN else str(value))
        lines.append(" ".join(tokens))
    return lines


def play(game: Game, *actions: Action) -> list[object]:
    """Apply ``actions`` in order (each by the seat to move); returns all their events."""
    events: list[object] = []
    for action in actions:
        events += game.apply(action, seat=game.current_seat)
    return events


def no_knocks(game: Game) -> None:
    """Answer the knock window with no knock from everyone."""
    while game.phase is Phase.KNOCK:
        game.apply(Knock(False))


def finish_turn_flipping(game: Game) -> None:
    """Draw, nobody knocks, discard and flip the first face-down cell (or none)."""
    from rondo_desktop.games.allegra.engine import Take

    game.apply(Take("deck"))
    no_knocks(game)
    flips = [a for a in game.legal_actions() if isinstance(a, DiscardFlip)]
    game.apply(flips[0])


def random_game(
    n: int, seed: int, *, by_kind: bool = True, **variants: bool
) -> tuple[Game, random.Random]:
    return Game(AllegraOptions(seats=n, seed=seed, **variants)), random.Random(seed)


def random_action(game: Game, rng: random.Random, by_kind: bool = True) -> Action:
    """Uniform over the kinds of legal action, then over that kind (as the conformance suite
    chooses), or uniform over all."""
    legal = game.legal_actions()
    if not by_kind:
        return rng.choice(legal)
    kinds: dict[str, list[Action]] = defaultdict(list)
    for action in legal:
        kinds[type(action).__name__].append(action)
    return rng.choice(kinds[rng.choice(sorted(kinds))])


def play_out(game: Game, rng: random.Random, by_kind: bool = True) -> None:
    while not game.is_over:
        game.apply(random_action(game, rng, by_kind))
