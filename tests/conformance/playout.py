"""Playing a registered game through its spec alone, as the host will: the suite's helpers."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

from rondo_desktop.games.spec import GameSpec

AnySpec = GameSpec[Any, Any, Any]
MAX_ACTIONS = 3000  # no game may take longer; a playout that does is a bug
Chooser = Callable[[Any, Any], Any]  # (state, observation) -> action


def random_chooser(spec: AnySpec, rng: random.Random) -> Chooser:
    """Uniform over the kinds of legal action, then over the actions of that kind.

    Uniform over all actions would nearly always pick one of a Rondo hand's 127 exchanges,
    which do not end a turn, and a playout would take thousands of actions.
    """

    def choose(state: Any, observation: Any) -> Any:
        by_kind: dict[str, list[Any]] = defaultdict(list)
        for action in spec.legal_actions(observation):
            by_kind[type(action).__name__].append(action)
        assert by_kind, "the seat to move has no legal action"
        return rng.choice(by_kind[rng.choice(sorted(by_kind))])

    return choose


def computer_chooser(spec: AnySpec, state: Any, strengths: list[str]) -> Chooser:
    """Each seat's computer player from the spec, with a clock it never runs into."""
    players = [
        spec.make_player(state, seat, strength, time_budget=600.0)
        for seat, strength in enumerate(strengths)
    ]

    def choose(state: Any, observation: Any) -> Any:
        return players[state.current_seat].choose(observation)

    return choose


def playout(spec: AnySpec, state: Any, choose: Chooser) -> Iterator[tuple[Any, Any]]:
    """Play ``state`` to its end, yielding (action, state after it) for every action."""
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return
        seat = state.current_seat
        action = choose(state, state.observation(seat))
        state.apply(action, seat=seat)
        yield action, state
    raise AssertionError(f"{spec.name}: no end after {MAX_ACTIONS} actions")


def action_round_trip(spec: AnySpec, action: Any) -> Any:
    """The action through its JSON form and back, as a save stores it."""
    return spec.action_from_json(json.loads(json.dumps(spec.action_to_json(action))))
