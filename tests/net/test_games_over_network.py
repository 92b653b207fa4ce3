"""A whole game of every registered game over real loopback sockets, with remote bot clients."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.net.client import BotOptions, play_bot
from tests.net.hosting import hosting

# Small, fast tables: the remote seats play as beginners, the host's computers as medium.
TABLES = {
    "rondo": ["remote", "remote"],
    "ronda": ["remote", "medium"],
    "allegra": ["remote", "remote", "medium"],
}


def test_every_registered_game_has_a_network_table() -> None:
    assert set(TABLES) == set(games.names())


async def _full_game(game: str, seats: list[str]) -> tuple[list[dict[str, Any]], list[Any]]:
    async with hosting() as hosted:
        table = await hosted.host.open_table(game, seats, seed=21)
        remote = seats.count("remote")
        bots = [
            play_bot(hosted.url, BotOptions(f"Bot {i}", "beginner", seed=i)) for i in range(remote)
        ]
        overs = await asyncio.wait_for(asyncio.gather(*bots), timeout=60)
        assert table.state.is_over
        return overs, hosted.results


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_full_game_with_remote_bot_clients(game: str) -> None:
    seats = TABLES[game]
    overs, results = asyncio.run(_full_game(game, seats))
    assert len(results) == 1  # the host reported the game once
    result = results[0]
    assert result["game"] == game and result["kinds"] == seats
    assert len(result["scores"]) == len(seats)
    names = sorted(
        name for name, kind in zip(result["seats"], seats, strict=True) if kind == "remote"
    )
    assert names == [f"Bot {i}" for i in range(seats.count("remote"))]
    for over in overs:  # every remote seat was told the same final scores
        assert over["scores"] == result["scores"]
