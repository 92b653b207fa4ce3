"""One headless game between computer players, checked after every action."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from rondo_desktop.games.rondo.engine import Action, Exchange, Game, GameOptions, RondoError
from rondo_desktop.games.rondo.engine.events import HandPenalty
from rondo_desktop.games.rondo.engine.invariants import InvariantError, add_points, check_game
from rondo_desktop.games.rondo.players.base import ComputerPlayer, Toolbox

MAX_ACTIONS = 2000  # far beyond any real game: a game still running is a bug


@dataclass
class Failure:
    """A game that broke: which deal, which action (numbered from 1), and why."""

    seed: int
    action_number: int
    action: str
    message: str


@dataclass
class MatchResult:
    seed: int
    final_scores: tuple[int, ...] = ()
    returns: tuple[float, ...] = ()
    turns: list[int] = field(default_factory=list)  # turns ended per seat (plays and passes)
    points: list[int] = field(default_factory=list)  # per seat, before the hand penalties
    think_seconds: list[float] = field(default_factory=list)  # per seat, summed
    decisions: list[int] = field(default_factory=list)  # per seat
    failure: Failure | None = None


def play_match(
    seed: int,
    players: list[ComputerPlayer],
    toolbox: Toolbox,
    max_actions: int = MAX_ACTIONS,
) -> MatchResult:
    """Play the deal ``seed`` to the end with one player per seat."""
    seats = len(players)
    options = GameOptions(seats=seats, seed=seed, language=toolbox.deck.language)
    # The warmed-up finder is shared: its tables are read-only.
    game = Game(options, toolbox.lexicon, toolbox.deck, finder=toolbox.finder)
    result = MatchResult(
        seed,
        turns=[0] * seats,
        points=[0] * seats,
        think_seconds=[0.0] * seats,
        decisions=[0] * seats,
    )
    totals = [0] * seats
    add_points(totals, game.log)
    action: Action | None = None
    for number in range(1, max_actions + 1):
        seat = game.current_seat
        try:
            started = time.perf_counter()
            action = players[seat].choose(game.observation(seat))
            result.think_seconds[seat] += time.perf_counter() - started
            result.decisions[seat] += 1
            events = game.apply(action, seat=seat)
            add_points(totals, events)
            check_game(game, totals)
        except (InvariantError, RondoError) as error:
            result.failure = Failure(seed, number, str(action), f"{type(error).__name__}: {error}")
            return result
        if not isinstance(action, Exchange):
            result.turns[seat] += 1
        if game.is_over:
            result.final_scores = game.final_scores()
            result.returns = game.returns()
            penalties = [0] * seats
            add_points(penalties, (e for e in events if isinstance(e, HandPenalty)))
            result.points = [total - p for total, p in zip(totals, penalties, strict=True)]
            return result
    result.failure = Failure(
        seed, max_actions, str(action), f"the game did not end within {max_actions} actions"
    )
    return result
