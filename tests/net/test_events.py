"""Each seat's events on real sockets: masked for it, every one from the first, none twice; the
host's sand timer and its time-out move; the final game sent with ``over``."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection

from rondo_desktop.net.protocol import encode
from rondo_desktop.net.table import Table
from tests.net.hosting import Hosting, hosting, next_of, raw_client
from tests.net.secret_nim import HIDDEN, secret_registry, secret_spec, seen_by


async def play_seat(websocket: ClientConnection, seated: dict[str, Any], stop: int = 0) -> list:
    """Take one counter at each turn; every message until ``over`` (or ``stop`` states)."""
    received: list[dict[str, Any]] = []
    states = 0
    while True:
        message = json.loads(await websocket.recv())
        received.append(message)
        assert message["type"] != "refused", message
        if message["type"] == "over":
            return received
        if message["type"] != "state":
            continue
        states += 1
        if stop and states >= stop:
            return received
        if message["current_seat"] == seated["seat"]:
            act = {"table": seated["table"], "token": seated["token"], "move": message["move"]}
            await websocket.send(encode({"type": "act", **act, "action": {"take": 1}}))


def events_of(received: list[dict[str, Any]]) -> list[Any]:
    """The events of the states received, checking each batch follows the one before."""
    events: list[Any] = []
    for message in received:
        if message["type"] == "state":
            assert message["events_from"] == len(events)  # nothing missed, nothing twice
            events += message["events"]
    return events


async def _a_game_with_a_rejoin(hosted: Hosting) -> tuple[Table, list[list], list[dict]]:
    table = await hosted.host.open_table("secretnim", ["remote", "remote"], seed=4)
    async with raw_client(hosted.url, "Ana") as ana:
        await ana.send(encode({"type": "join", "table": table.id}))
        ana_seated = await next_of(ana, "seated")
        async with raw_client(hosted.url, "Ben") as ben:
            await ben.send(encode({"type": "join", "table": table.id}))
            ben_seated = await next_of(ben, "seated")
            ana_game = asyncio.create_task(play_seat(ana, ana_seated))
            before = await play_seat(ben, ben_seated, stop=6)  # Ben drops after six states
        async with raw_client(hosted.url, "Ben") as back:
            rejoin = {"type": "join", "table": table.id, "token": ben_seated["token"]}
            await back.send(encode(rejoin))
            after = await play_seat(back, await next_of(back, "seated"))
            ana_received = await asyncio.wait_for(ana_game, 10)
    return table, [ana_received, after], [ana_seated, ben_seated, before]


def test_each_seat_gets_every_event_masked_for_it_and_a_rejoin_gets_them_all_again() -> None:
    async def run() -> tuple[Table, list[list], list[dict]]:
        async with hosting(registry=secret_registry()) as hosted:
            return await _a_game_with_a_rejoin(hosted)

    table, (ana, ben_after), (ana_seated, ben_seated, ben_before) = asyncio.run(run())
    spec = secret_spec()
    log = table.state.log
    assert len(log) == 2 * table.moves and table.state.is_over
    for received, seat in ((ana, ana_seated["seat"]), (ben_after, ben_seated["seat"])):
        expected = [spec.event_to_json(seen_by(event, seat)) for event in log]
        assert events_of(received) == expected  # the rejoined seat: all again, from the first
        others = [e for e in events_of(received) if e["kind"] == "drew" and e["seat"] != seat]
        assert others and all(e["value"] == HIDDEN for e in others)  # never another's card
        over = received[-1]
        assert over["save"] == json.loads(spec.to_json(table.state))
        assert over["names"] == ["Ana", "Ben"]
    partial = events_of(ben_before)
    assert 0 < len(partial) < len(log)
    assert (
        partial == [spec.event_to_json(seen_by(e, ben_seated["seat"])) for e in log][: len(partial)]
    )


async def _the_sand_runs_out(hosted: Hosting) -> tuple[list[dict], Table]:
    table = await hosted.host.open_table(
        "secretnim", ["remote", "greedy"], seed=2, setup={"turn_seconds": 1}
    )
    async with raw_client(hosted.url, "Ana") as ana:
        await ana.send(encode({"type": "join", "table": table.id}))
        seated = await next_of(ana, "seated")
        assert seated["turn_seconds"] == 1
        received = []
        async with asyncio.timeout(10):  # Ana never acts: the host plays for her twice
            while sum(message["type"] == "timeout" for message in received) < 2:
                received.append(json.loads(await ana.recv()))
        return received, table


def test_the_host_plays_the_time_out_move_when_the_sand_runs_out() -> None:
    async def run() -> tuple[list[dict], Table]:
        async with hosting(registry=secret_registry()) as hosted:
            return await _the_sand_runs_out(hosted)

    received, table = asyncio.run(run())
    states = [message for message in received if message["type"] == "state"]
    first = states[0]
    assert first["current_seat"] == 0 and first["clock"]["seconds"] == 1
    assert 0.5 <= first["clock"]["remaining"] <= 1.0
    timeouts = [message for message in received if message["type"] == "timeout"]
    assert [notice["seat"] for notice in timeouts] == [0, 0]
    after = states[1]  # the time-out move, pushed as any other
    assert after["move"] == 1 and after["events"][0] == {"kind": "took", "seat": 0, "value": 1}
    computers = [s for s in states if s["current_seat"] == 1]
    assert computers and all(s["clock"]["remaining"] is None for s in computers)
    assert table.state.takes[:3] == [1, table.state.takes[1], 1]
