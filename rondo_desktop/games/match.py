"""One headless game of any registered game between computer players, checked after every action.

The game is played through its spec alone (:class:`~rondo_desktop.games.spec.GameSpec`): the
spec deals it (``new_game``), builds each seat's player by the game's seeding rule
(``make_player``), says whether the chosen action is legal (``legal_actions``) and checks its
invariants after every action (``check_invariants``). Whatever goes wrong — an illegal choice, a
rule the engine refuses, a broken invariant, a game that never ends — is recorded as a
:class:`Failure` naming the deal and the action, so a tournament is also a soak test.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rondo_desktop.games.spec import GameSpec, MatchFigures, Player

AnySpec = GameSpec[Any, Any, Any]
MAX_ACTIONS = 10_000  # far beyond any real game: a game still running is a bug


class IllegalChoice(AssertionError):
    """A computer player chose an action that is not among its seat's legal actions."""


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
    final_scores: tuple[float, ...] = ()
    returns: tuple[float, ...] = ()
    turns: list[int] = field(default_factory=list)  # turns per seat (as the game counts them)
    points: list[float] = field(default_factory=list)  # per seat, as the game counts them
    think_seconds: list[float] = field(default_factory=list)  # per seat, summed
    decisions: list[int] = field(default_factory=list)  # per seat
    failure: Failure | None = None


def play_game(
    spec: AnySpec,
    seed: int,
    strengths: Sequence[str],
    options: Mapping[str, str],
    time_budget: float | None = None,
    *,
    check_legal: bool = True,
) -> MatchResult:
    """Deal ``seed`` with ``options`` and play it to the end, one computer per strength."""
    state = spec.new_game(len(strengths), seed, options)
    players = [
        spec.make_player(state, seat, strength, time_budget=time_budget)
        for seat, strength in enumerate(strengths)
    ]
    return play_match(spec, state, players, seed, check_legal=check_legal)


def play_match(
    spec: AnySpec,
    state: Any,
    players: Sequence[Player[Any, Any]],
    seed: int,
    *,
    max_actions: int = MAX_ACTIONS,
    check_legal: bool = True,
) -> MatchResult:
    """Play ``state`` (dealt from ``seed``) to the end with one player per seat."""
    seats = len(players)
    result = MatchResult(seed, think_seconds=[0.0] * seats, decisions=[0] * seats)
    actions = [0] * seats
    action: Any = None
    for number in range(1, max_actions + 1):
        seat = state.current_seat
        try:
            observation = state.observation(seat)
            started = time.perf_counter()
            action = players[seat].choose(observation)
            result.think_seconds[seat] += time.perf_counter() - started
            result.decisions[seat] += 1
            if check_legal and action not in spec.legal_actions(observation):
                raise IllegalChoice(f"seat {seat} chose an action it may not: {action}")
            state.apply(action, seat=seat)
            spec.check_invariants(state)
        except Exception as error:  # the runner is a soak test: every error is a finding
            result.failure = Failure(seed, number, str(action), f"{type(error).__name__}: {error}")
            return result
        actions[seat] += 1
        if state.is_over:
            _finish(spec, state, result, actions)
            return result
    result.failure = Failure(
        seed, max_actions, str(action), f"the game did not end within {max_actions} actions"
    )
    return result


def _finish(spec: AnySpec, state: Any, result: MatchResult, actions: list[int]) -> None:
    """The finished game's returns and figures (see ``GameSpec.match_figures``)."""
    result.returns = tuple(state.returns())
    if spec.match_figures is None:
        figures = MatchFigures(result.returns)
    else:
        figures = spec.match_figures(state)
    result.final_scores = tuple(figures.scores)
    result.points = list(figures.scores if figures.points is None else figures.points)
    result.turns = list(actions if figures.turns is None else figures.turns)
