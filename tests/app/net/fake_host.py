"""A host in the test's own thread, speaking protocol v2 to one seat, and a link to it.

:class:`FakeHost` runs the real game (the spec's engine) and plays the other seats with the
game's own computer players, sending the seat each message as the network host does:
``seated``, a ``state`` after every action (the events since the last one, ``events_from``,
the clock, the seats' connection rows), ``timeout`` and ``over`` with the final game.

Its messages are built with the game's own wire fields (observation and event JSON, each
event masked for the seat), so a test can feed the app exactly what it wants to try --
a refusal, a time-out, a seat that drops -- without sockets or threads.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
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
        assert spec.game_events is not None
        self.events: list[Any] = list(spec.game_events(self.game))
        self.sent = 0  # events the seat has been sent
        self.moves = 0
        self.outbox: list[dict[str, Any]] = []
        self.refuse_next = ""
        self.refuse_code = "illegal"  # the code of that refusal

    def registry(self) -> GameRegistry:
        registry = GameRegistry()
        registry.register(self.real)
        return registry

    def _event(self, event: Any) -> Any:
        spec = self.real
        assert spec.event_seen_by is not None and spec.event_to_json is not None
        return spec.event_to_json(spec.event_seen_by(event, self.mine))

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
            "observation": observe(self.real.observation_to_json, self.game.observation(self.mine)),
            "seats": self.rows(),
            "events": [self._event(event) for event in self.events[first:]],
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
                {"type": "refused", "code": self.refuse_code, "reason": reason, "of": "act"}
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
        self.url = "ws://127.0.0.1:47100"
        self.error = ""
        self.hosted_here = False
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


def observe(to_json: Callable[[Any], Any] | None, observation: Any) -> Any:
    assert to_json is not None
    return to_json(observation)


def rng() -> random.Random:
    return random.Random(5)
