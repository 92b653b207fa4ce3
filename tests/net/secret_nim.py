"""Nim with secrets, for the host's event tests: a game that fills in the network table fields.

As Nim (tests/nim.py), but whoever takes draws a private card (a number only that seat may
see): each action's events are ``took`` (public) and ``drew`` (its card masked for the other
seat). So the events path of the host -- masking per seat, JSON, every event from the first,
the sand timer's move -- is tested here before the real games' fields are merged.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rondo_desktop.games import GameRegistry
from rondo_desktop.games.spec import GameSpec, SaveRefused
from tests.nim import MAX_TAKE, IllegalTake, nim_spec

HIDDEN = -1  # a card the viewer may not see


@dataclass(frozen=True)
class Event:
    kind: str  # "took" or "drew"
    seat: int
    value: int  # the take, or the card drawn (HIDDEN when masked)


@dataclass(frozen=True)
class SecretObservation:
    heap: int
    seat: int
    cards: tuple[int, ...]  # this seat's own cards


class SecretNim:
    def __init__(self, heap: int, seed: int) -> None:
        self.heap, self.seed = heap, seed
        self.rng = random.Random(seed)
        self.turn = 0
        self.takes: list[int] = []
        self.cards: tuple[list[int], list[int]] = ([], [])
        self.log: list[Event] = []
        self.winner: int | None = None

    @property
    def current_seat(self) -> int:
        return self.turn % 2

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def apply(self, action: int, seat: int | None = None) -> Sequence[object]:
        seat = self.current_seat if seat is None else seat
        if seat != self.current_seat or self.is_over:
            raise IllegalTake("not your turn")
        if not 1 <= action <= min(MAX_TAKE, self.heap):
            raise IllegalTake(f"cannot take {action} of {self.heap}")
        self.heap -= action
        self.takes.append(action)
        card = self.rng.randint(100, 999)
        self.cards[seat].append(card)
        events = [Event("took", seat, action), Event("drew", seat, card)]
        self.log.extend(events)
        if self.heap == 0:
            self.winner = seat
        else:
            self.turn += 1
        return events

    def observation(self, seat: int) -> SecretObservation:
        return SecretObservation(self.heap, seat, tuple(self.cards[seat]))

    def returns(self) -> tuple[float, ...]:
        return tuple(1.0 if seat == self.winner else 0.0 for seat in range(2))

    def clone(self) -> SecretNim:
        return from_json(to_json(self))


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> SecretNim:
    return SecretNim(int(options.get("heap", "21")), seed)


def to_json(game: SecretNim) -> str:
    return json.dumps({"heap": game.heap + sum(game.takes), "seed": game.seed, "takes": game.takes})


def from_json(text: str) -> SecretNim:
    try:
        data = json.loads(text)
        game = SecretNim(data["heap"], data["seed"])
        for take in data["takes"]:
            game.apply(take)
    except (ValueError, KeyError, TypeError) as error:
        raise SaveRefused(str(error)) from error
    return game


def seen_by(event: Event, viewer: int | None) -> Event:
    if event.kind == "drew" and viewer != event.seat:
        return dataclasses.replace(event, value=HIDDEN)
    return event


def event_from_json(data: Any) -> Event:
    if data["kind"] not in ("took", "drew"):
        raise ValueError(f"no event {data['kind']!r}")
    return Event(str(data["kind"]), int(data["seat"]), int(data["value"]))


class Taker:
    def choose(self, observation: SecretObservation, time_left: float | None = None) -> int:
        return 1


def secret_spec() -> GameSpec[Any, Any, Any]:
    nim: GameSpec[Any, Any, Any] = nim_spec()  # type: ignore[assignment]
    return dataclasses.replace(
        nim,
        name="secretnim",
        new_game=new_game,
        to_json=to_json,
        from_json=from_json,
        # the protocol carries an action as a JSON object
        action_to_json=lambda take: {"take": take},
        action_from_json=lambda data: int(data["take"]),
        legal_actions=lambda obs: list(range(1, min(MAX_TAKE, obs.heap) + 1)),
        make_player=lambda state, seat, strength, time_budget=None: Taker(),
        full_state=lambda game: {"heap": game.heap, "takes": list(game.takes)},
        check_invariants=lambda game: None,
        observation_to_json=lambda obs: {"heap": obs.heap, "seat": obs.seat, "cards": obs.cards},
        observation_from_json=lambda data: SecretObservation(
            int(data["heap"]), int(data["seat"]), tuple(data["cards"])
        ),
        event_seen_by=seen_by,
        event_to_json=dataclasses.asdict,
        event_from_json=event_from_json,
        game_events=lambda game: list(game.log),
        timeout_action=lambda game: 1,
    )


def secret_registry() -> GameRegistry:
    registry = GameRegistry()
    registry.register(secret_spec())
    return registry
