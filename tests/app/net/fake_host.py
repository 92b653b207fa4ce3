"""A host in the test's own thread, speaking protocol v2 to one seat, and a link to it.

:class:`FakeHost` runs the real game (the spec's engine) and plays the other seats with the
game's own computer players, sending the seat each message as the network host does:
``seated``, a ``state`` after every action (the events since the last one, ``events_from``,
the clock, the seats' connection rows), ``timeout`` and ``over`` with the final game.

It needs none of a game's wire fields: :meth:`FakeHost.spec` is the game's spec with
stand-ins for them -- events travel as numbers naming the host's own event objects, and the
"observation" names a copy of the host's game at that moment, which the stand-in
``shadow_from_observation`` hands back. So these tests prove what the app does with the
messages (the session, the table scenes, the end of game); the wire helpers' tests prove
the games' real JSON and shadows.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from rondo_desktop.games import GameRegistry
from rondo_desktop.games.spec import GameSpec

AnySpec = GameSpec[Any, Any, Any]


class FakeHost:
    def __init__(
        self,
        spec: AnySpec,
        seats: int,
        seed: int,
        mine: int = 0,
        *,
        options: Mapping[str, str] | None = None,
        turn_seconds: int | None = None,
        kinds: Sequence[str] | None = None,
    ) -> None:
        self.real = spec
        self.game = spec.new_game(seats, seed, options or spec.default_options())
        self.mine = mine
        self.kinds = list(kinds) if kinds is not None else ["remote"] * seats
        self.names = [f"P{seat}" for seat in range(seats)]
        strength = spec.strengths[0]
        self.players = {
            seat: spec.make_player(self.game, seat, strength)
            for seat in range(seats)
            if seat != mine
        }
        self.turn_seconds = turn_seconds
        self.connected = [True] * seats
        self.stand_in = [False] * seats
        self.events: list[Any] = list(getattr(self.game, "log", ()))
        self.sent = 0  # events the seat has been sent
        self.moves = 0
        self.outbox: list[dict[str, Any]] = []
        self.objects: list[Any] = []  # what the numbers on the wire name
        self.refuse_next = ""

    # -- the stand-ins for a game's wire fields ------------------------------------------

    def _name(self, thing: Any) -> int:
        self.objects.append(thing)
        return len(self.objects) - 1

    def _named(self, raw: Any) -> Any:
        if not isinstance(raw, int) or not 0 <= raw < len(self.objects):
            raise ValueError(f"no such thing {raw!r}")
        return self.objects[raw]

    def spec(self) -> AnySpec:
        return dataclasses.replace(
            self.real,
            observation_to_json=self._name,
            observation_from_json=self._named,
            event_to_json=self._name,
            event_from_json=self._named,
            shadow_from_observation=lambda seen, events, rng: seen.clone(),
        )

    def registry(self) -> GameRegistry:
        registry = GameRegistry()
        registry.register(self.spec())
        return registry

    # -- what the seat is sent -----------------------------------------------------------

    def seated(self) -> dict[str, Any]:
        return {
            "type": "seated",
            "table": "K7Q4M2",
            "game": self.real.name,
            "seat": self.mine,
            "token": "token-0",
            "seats": len(self.kinds),
            "options": {},
            "names": self.names,
            "kinds": self.kinds,
            "turn_seconds": self.turn_seconds,
        }

    def rows(self) -> list[dict[str, Any]]:
        return [
            {
                "kind": kind,
                "name": self.names[seat],
                "taken": True,
                "connected": self.connected[seat],
                "ready": True,
                "stand_in": self.stand_in[seat],
            }
            for seat, kind in enumerate(self.kinds)
        ]

    def state(self, events_from: int | None = None) -> dict[str, Any]:
        first = self.sent if events_from is None else events_from
        self.sent = len(self.events)
        over = bool(self.game.is_over)
        return {
            "type": "state",
            "table": "K7Q4M2",
            "seat": self.mine,
            "move": self.moves,
            "current_seat": None if over else self.game.current_seat,
            "is_over": over,
            "observation": self._name(self.game.clone()),
            "seats": self.rows(),
            "events": [self._name(event) for event in self.events[first:]],
            "events_from": first,
            "clock": {"seconds": self.turn_seconds, "remaining": self.turn_seconds or 0},
        }

    def over(self) -> dict[str, Any]:
        return {
            "type": "over",
            "table": "K7Q4M2",
            "game": self.real.name,
            "seats": self.names,
            "names": self.names,
            "kinds": self.kinds,
            "scores": list(self.game.returns()),
            "save": json.loads(self.real.to_json(self.game)),
        }

    # -- the game ------------------------------------------------------------------------

    def apply(self, action: Any) -> None:
        self.events.extend(self.game.apply(action))
        self.moves += 1
        self.outbox.append(self.state())
        if self.game.is_over:
            self.outbox.append(self.over())

    def play_others(self, limit: int = 10_000) -> None:
        """The other seats' turns, until it is the seat's again or the game is over."""
        while not self.game.is_over and self.game.current_seat != self.mine and limit:
            seat = self.game.current_seat
            self.apply(self.players[seat].choose(self.game.observation(seat)))
            limit -= 1

    def receive(self, message: dict[str, Any]) -> None:
        if message.get("type") != "act":
            return
        if self.refuse_next:
            reason, self.refuse_next = self.refuse_next, ""
            self.outbox.append(
                {"type": "refused", "code": "illegal", "reason": reason, "of": "act"}
            )
            return
        assert message["move"] == self.moves, "the act names the move it was chosen at"
        assert self.game.current_seat == self.mine
        self.apply(self.real.action_from_json(message["action"]))
        self.play_others()


class FakeLink:
    """The app's link, wired straight to a :class:`FakeHost` (messages arrive at once)."""

    def __init__(self, host: FakeHost) -> None:
        self.host = host
        self.status = "connected"
        self.seat: dict[str, Any] | None = host.seated()
        self.sent: list[dict[str, Any]] = []
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)
        self.host.receive(message)

    def poll(self) -> list[dict[str, Any]]:
        messages, self.host.outbox = self.host.outbox, []
        return messages

    def close(self) -> None:
        self.closed = True


def sit_down(host: FakeHost) -> FakeLink:
    """A link whose seat has been told the game started (and the others played to its turn)."""
    link = FakeLink(host)
    host.outbox.append(host.state())
    host.play_others()
    return link


def rng() -> random.Random:
    return random.Random(5)
