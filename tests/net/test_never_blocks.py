"""A computer that thinks long stalls neither the host's lobby nor its other tables."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from typing import Any

from rondo_desktop import games
from rondo_desktop.net.protocol import encode
from tests.net.hosting import hosting, next_of, raw_client

THINKING = 0.4  # seconds each move of the slow computer takes


def slow_registry() -> games.GameRegistry:
    """The registry with Ronda's computers thinking ``THINKING`` seconds a move."""
    ronda = games.get("ronda")

    class Slow:
        def __init__(self, player: Any) -> None:
            self.player = player

        def choose(self, observation: Any, time_left: float | None = None) -> Any:
            time.sleep(THINKING)
            return self.player.choose(observation, time_left)

    def make_player(state: Any, seat: int, strength: str, *, time_budget: Any = None) -> Any:
        return Slow(ronda.make_player(state, seat, strength, time_budget=time_budget))

    registry = games.GameRegistry()
    registry.register(dataclasses.replace(ronda, make_player=make_player))
    return registry


async def _lobby_while_thinking() -> list[float]:
    async with hosting(registry=slow_registry()) as hosted:
        slow = await hosted.host.open_table("ronda", ["beginner", "beginner"], seed=2)
        round_trips = []
        async with raw_client(hosted.url) as client:
            for _ in range(8):
                start = time.perf_counter()
                await client.send(encode({"type": "list"}))
                await next_of(client, "tables")
                round_trips.append(time.perf_counter() - start)
                await asyncio.sleep(0.1)
        assert 1 <= slow.moves <= 4  # it was thinking all along, a move every THINKING s
        return round_trips


def test_the_lobby_answers_while_a_computer_thinks() -> None:
    round_trips = asyncio.run(_lobby_while_thinking())
    assert max(round_trips) < THINKING / 2
