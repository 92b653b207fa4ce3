"""A tiny game for tests of the host: Nim for two seats, registered in a registry of its own.

One heap of counters; a seat takes 1 to 3; who takes the last one wins. Its spec is as small as
a spec can be (no statistics or figures of its own), so what works for it through the host
works for any game that only fills in the required fields.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self

from rondo_desktop.games import GameRegistry
from rondo_desktop.games.spec import GameSpec, Player, SaveRefused, SeatRange

MAX_TAKE = 3


@dataclass(frozen=True)
class NimObservation:
    heap: int
    seat: int


class IllegalTake(ValueError):
    pass


class Nim:
    def __init__(self, heap: int, seed: int) -> None:
        self.heap = heap
        self.seed = seed
        self.turn = 0
        self.history: list[int] = []
        self.winner: int | None = None

    @property
    def current_seat(self) -> int:
        return self.turn % 2

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[int]:
        return [] if self.is_over else list(range(1, min(MAX_TAKE, self.heap) + 1))

    def apply(self, action: int, seat: int | None = None) -> Sequence[object]:
        if seat is not None and seat != self.current_seat:
            raise IllegalTake("not your turn")
        if action not in self.legal_actions():
            raise IllegalTake(f"cannot take {action} of {self.heap}")
        self.heap -= action
        self.history.append(action)
        if self.heap == 0:
            self.winner = self.current_seat
        else:
            self.turn += 1
        return [("took", seat, action)]

    def observation(self, seat: int) -> NimObservation:
        return NimObservation(self.heap, seat)

    def returns(self) -> tuple[float, ...]:
        return tuple(1.0 if seat == self.winner else 0.0 for seat in range(2))

    def clone(self) -> Self:
        copy = type(self)(self.heap, self.seed)
        copy.turn, copy.history, copy.winner = self.turn, list(self.history), self.winner
        return copy


class NimPlayer:
    """``greedy`` leaves a multiple of four when it can; ``random`` takes any; ``cheat`` takes
    one more than it may, to prove that the host notices."""

    def __init__(self, strength: str, seed: int) -> None:
        self.strength = strength
        self.rng = random.Random(seed)

    def choose(self, observation: NimObservation, time_left: float | None = None) -> int:
        if self.strength == "cheat":
            return observation.heap + 1
        if self.strength == "greedy" and observation.heap % 4:
            return observation.heap % 4
        return self.rng.randint(1, min(MAX_TAKE, observation.heap))


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> Nim:
    if seats != 2:
        raise ValueError("Nim is for two")
    heap = int(options.get("heap", "21")) + random.Random(seed).randint(0, 3)
    return Nim(heap, seed)


def to_json(game: Nim) -> str:
    return json.dumps(
        {"heap": game.heap + sum(game.history), "seed": game.seed, "takes": game.history}
    )


def from_json(text: str) -> Nim:
    try:
        data = json.loads(text)
        game = Nim(data["heap"], data["seed"])
        for take in data["takes"]:
            game.apply(take)
    except (ValueError, KeyError, TypeError) as error:
        raise SaveRefused(str(error)) from error
    return game


def make_player(
    state: Nim, seat: int, strength: str, *, time_budget: float | None = None
) -> Player[NimObservation, int]:
    return NimPlayer(strength, state.seed * 8 + seat)


def check_invariants(game: Nim) -> None:
    assert game.heap >= 0, "the heap went below zero"


def full_state(game: Nim) -> Any:
    return {"heap": game.heap, "turn": game.turn, "takes": list(game.history)}


def nim_spec() -> GameSpec[Nim, int, NimObservation]:
    return GameSpec(
        name="nim",
        display_key="game.nim.name",
        seats=SeatRange(2, 2),
        strengths=("random", "greedy", "cheat"),
        options={"heap": ("21", "15")},
        new_game=new_game,
        to_json=to_json,
        from_json=from_json,
        action_to_json=lambda take: take,
        action_from_json=int,
        legal_actions=lambda obs: list(range(1, min(MAX_TAKE, obs.heap) + 1)),
        make_player=make_player,
        check_invariants=check_invariants,
        screenshot_scenes=(),
        full_state=full_state,
    )


def nim_registry() -> GameRegistry:
    """A registry of Nim alone (module-level, so a worker process can build it too)."""
    registry = GameRegistry()
    registry.register(nim_spec())
    return registry
