"""Faults on real sockets: a client killed and rejoining with its token, a seat whose grace runs
out, and a host killed and its table hosted again from the autosave."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop.net.client import BotOptions, play_bot
from rondo_desktop.net.table import Table, TableSettings
from tests.net.hosting import hosting


class Killed(Exception):
    """Stands for a client process that dies mid-game: its connection goes away."""


def dies_after(states: int, seated: dict[str, Any]) -> dict[str, Any]:
    """play_bot's hooks for a client that keeps its seat and dies after ``states`` pushes."""
    seen = [0]

    def on_receive(raw: str | bytes) -> None:
        if json.loads(raw)["type"] == "state":
            seen[0] += 1
            if seen[0] >= states:
                raise Killed

    return {"on_seated": seated.update, "on_receive": on_receive}


async def _until(condition: Any, timeout: float = 10.0) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


async def _kill_and_rejoin() -> tuple[Table, list[dict[str, Any]], int]:
    async with hosting(TableSettings(grace=60.0)) as hosted:
        table = await hosted.host.open_table("ronda", ["remote", "remote"], seed=5)
        seated: dict[str, Any] = {}
        steady = asyncio.create_task(play_bot(hosted.url, BotOptions("Ann", "beginner", seed=1)))
        with pytest.raises(Killed):
            await play_bot(
                hosted.url, BotOptions("Bob", "beginner", seed=2), **dies_after(4, seated)
            )
        seat = seated["seat"]
        await _until(lambda: table.remote[seat].peer is None)
        await asyncio.sleep(0.3)  # the game waits for Bob: nobody plays his seat
        assert not table.state.is_over and not table.remote[seat].stand_in
        waiting_at = table.moves
        assert table.state.current_seat == seat
        back = BotOptions("Bob", "beginner", table=seated["table"], token=seated["token"])
        over = await asyncio.wait_for(play_bot(hosted.url, back), 30)
        await asyncio.wait_for(steady, 30)
        assert over["scores"] == hosted.results[0]["scores"]
        return table, hosted.results, waiting_at


def test_a_killed_client_rejoins_its_seat_with_its_token() -> None:
    table, results, waiting_at = asyncio.run(_kill_and_rejoin())
    assert len(results) == 1 and table.moves > waiting_at
    assert sorted(results[0]["seats"]) == ["Ann", "Bob"]
    assert not any(row["stand_in"] for row in table.seats_public())


async def _grace_runs_out() -> Table:
    async with hosting(TableSettings(grace=0.2, stand_in="beginner")) as hosted:
        table = await hosted.host.open_table("ronda", ["remote", "medium"], seed=8)
        with pytest.raises(Killed):
            await play_bot(hosted.url, BotOptions("Cy", "beginner"), **dies_after(2, {}))
        await _until(lambda: table.state.is_over)
        assert len(hosted.results) == 1
        return table


def test_after_the_grace_a_computer_plays_the_dropped_seat() -> None:
    table = asyncio.run(_grace_runs_out())
    assert table.seats_public()[0]["stand_in"] and not table.seats_public()[0]["connected"]


async def _host_killed_and_hosted_again(folder: Path) -> None:
    seats: list[dict[str, Any]] = [{}, {}]
    async with hosting(TableSettings(grace=60.0, autosave=folder)) as first:
        table = await first.host.open_table("ronda", ["remote", "remote"], seed=13)
        clients = [
            play_bot(first.url, BotOptions(name, "beginner", seed=i), **dies_after(6, seats[i]))
            for i, name in enumerate(("Ann", "Bob"))
        ]
        outcomes = await asyncio.gather(*clients, return_exceptions=True)
        assert all(isinstance(outcome, Killed) for outcome in outcomes)
        position = table.spec.full_state(table.state)
        moves = table.moves
    # The host is gone; its autosave is all that is left.
    (path,) = folder.glob("table-*.json")
    async with hosting(TableSettings(grace=60.0, autosave=folder)) as second:
        again = second.host.restore_table(path)
        assert again.spec.full_state(again.state) == position and again.moves == moves
        back = [
            play_bot(second.url, BotOptions(n, "beginner", table=s["table"], token=s["token"]))
            for n, s in zip(("Ann", "Bob"), seats, strict=True)
        ]
        overs = await asyncio.wait_for(asyncio.gather(*back), 30)
        assert again.state.is_over and len(second.results) == 1
        assert overs[0]["scores"] == overs[1]["scores"] == second.results[0]["scores"]
        assert sorted(second.results[0]["seats"]) == ["Ann", "Bob"]


def test_a_killed_host_is_hosted_again_from_its_autosave(tmp_path: Path) -> None:
    asyncio.run(_host_killed_and_hosted_again(tmp_path))
