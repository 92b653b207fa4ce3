"""Nim as a tiny game of the registry's shape, to prove the table's session knows no game.

A pile of stones; in turn each seat takes one to three, and who takes the last one wins. A
seat may also knock, which keeps its turn (like Rondo's exchanges), so the session's guard
against a computer that never ends its turn has something to guard against.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rondo_desktop.games.spec import GameSpec, SaveRefused, SeatRange


@dataclass(frozen=True)
class Take:
    count: int


@dataclass(frozen=True)
class Knock:
    pass


NimAction = Take | Knock


@dataclass(frozen=True)
class Took:
    seat: int
    count: int
    left: int


@dataclass(frozen=True)
class Knocked:
    seat: int


@dataclass(frozen=True)
class Won:
    seat: int


@dataclass(frozen=True)
class NimView:
    seat: int
    pile: int


class NimState:
    def __init__(self, seats: int, pile: int, history: tuple[NimAction, ...] = ()) -> None:
        self.seats, self.start, self.pile = seats, pile, pile
        self.current_seat = 0
        self.history: list[NimAction] = []
        for action in history:
            self.apply(action)

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def legal_actions(self) -> list[NimAction]:
        if self.is_over:
            return []
        return [Take(n) for n in range(1, min(3, self.pile) + 1)] + [Knock()]

    def apply(self, action: NimAction, seat: int | None = None) -> list[object]:
        if seat not in (None, self.current_seat) or action not in self.legal_actions():
            raise ValueError(f"{action!r} is not legal now")
        self.history.append(action)
        mover = self.current_seat
        if isinstance(action, Knock):
            return [Knocked(mover)]
        self.pile -= action.count
        events: list[object] = [Took(mover, action.count, self.pile)]
        if self.is_over:
            return [*events, Won(mover)]
        self.current_seat = (mover + 1) % self.seats
        return events

    def observation(self, seat: int) -> NimView:
        return NimView(seat, self.pile)

    def returns(self) -> tuple[float, ...]:
        winner = self.current_seat if self.is_over else -1
        return tuple(1.0 if seat == winner else 0.0 for seat in range(self.seats))

    def clone(self) -> NimState:
        return NimState(self.seats, self.start, tuple(self.history))


def legal(view: NimView) -> list[NimAction]:
    return [Take(n) for n in range(1, min(3, view.pile) + 1)] + [Knock()] if view.pile else []


class Perfect:
    """Leaves a multiple of four whenever it can."""

    def choose(self, observation: NimView, time_left: float | None = None) -> NimAction:
        return Take(observation.pile % 4 or 1)


def action_to_json(action: NimAction) -> Any:
    return ["take", action.count] if isinstance(action, Take) else ["knock"]


def action_from_json(raw: Any) -> NimAction:
    return Take(int(raw[1])) if raw[0] == "take" else Knock()


def to_json(state: NimState) -> str:
    actions = [action_to_json(a) for a in state.history]
    return json.dumps({"seats": state.seats, "pile": state.start, "actions": actions})


def from_json(text: str) -> NimState:
    try:
        data = json.loads(text)
        history = tuple(action_from_json(raw) for raw in data["actions"])
        return NimState(data["seats"], data["pile"], history)
    except (ValueError, KeyError, TypeError, IndexError) as error:
        raise SaveRefused(str(error)) from error


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> NimState:
    return NimState(seats, 10 + seed % 7)


def nim_spec() -> GameSpec[NimState, NimAction, NimView]:
    return GameSpec(
        name="nim",
        display_key="game.nim.name",
        seats=SeatRange(2, 4),
        strengths=("medium",),
        options={},
        new_game=new_game,
        to_json=to_json,
        from_json=from_json,
        action_to_json=action_to_json,
        action_from_json=action_from_json,
        legal_actions=legal,
        make_player=lambda state, seat, strength, time_budget=None: Perfect(),
        check_invariants=lambda state: None,
        screenshot_scenes=(),
        full_state=lambda state: json.loads(to_json(state)),
    )
