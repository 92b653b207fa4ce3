"""How a hosted table ends, on real sockets (review 17, findings 3, 5, 6, 12): an idle lobby
expires, a connection opens a few tables at most, the app's host opens tables only for itself,
stopping it tells every seat ``closed``, a finished table stays joinable for its grace and its
task ends, a failing computer still plays, a manual table hosted again waits for its opener."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop.games import GameRegistry
from rondo_desktop.net.embedded import EmbeddedHost
from rondo_desktop.net.protocol import encode
from rondo_desktop.net.server import MAX_OPEN_PER_CONNECTION
from rondo_desktop.net.table import TableSettings
from tests.net.hosting import hosting, next_of, raw_client
from tests.net.secret_nim import secret_registry, secret_spec

OPEN = {"type": "open", "game": "secretnim", "seats": ["remote", "remote"]}


async def until(condition: Any, timeout: float = 5.0) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


async def send(websocket: Any, message: dict[str, Any], kind: str) -> dict[str, Any]:
    await websocket.send(encode(message))
    return await next_of(websocket, kind)


def test_an_idle_lobby_expires_and_one_with_someone_connected_stays() -> None:
    async def run() -> tuple[bool, bool, bool]:
        settings = TableSettings(grace=60.0, idle=0.3)
        async with hosting(settings, secret_registry()) as hosted:
            tables = hosted.host.tables
            async with raw_client(hosted.url, "Ana") as ana:
                nobody = (await send(ana, OPEN, "opened"))["table"]
                waits = (await send(ana, OPEN, "opened"))["table"]
                await send(ana, {"type": "join", "table": waits}, "seated")
                async with raw_client(hosted.url, "Ben") as ben:
                    left = (await send(ben, OPEN, "opened"))["table"]
                    await send(ben, {"type": "join", "table": left}, "seated")
                # Ben's connection is gone before the start: his lobby is idle too
                await until(lambda: nobody not in tables and left not in tables)
                await asyncio.sleep(0.4)
                return nobody in tables, left in tables, waits in tables

    assert asyncio.run(run()) == (False, False, True)


def test_a_connection_keeps_a_few_tables_open_at_most() -> None:
    async def run() -> list[str]:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
        ):
            kinds = []
            for _ in range(MAX_OPEN_PER_CONNECTION + 1):
                await ana.send(encode(OPEN))
                message = json.loads(await ana.recv())
                kinds.append(message.get("code", message["type"]))
            return kinds

    kinds = asyncio.run(run())
    assert kinds == ["opened"] * MAX_OPEN_PER_CONNECTION + ["busy"]


def test_the_apps_host_opens_tables_only_for_the_app_and_tells_everyone_when_it_stops(
    tmp_path: Path,
) -> None:
    from rondo_desktop.net.discovery import lan_address

    embedded = EmbeddedHost(tmp_path, port=0, advertise=False)
    port = embedded.start()
    lan = lan_address()
    assert lan != "127.0.0.1", "this test needs an address besides loopback"

    async def run() -> tuple[dict[str, Any], dict[str, Any]]:
        async with (
            raw_client(f"ws://127.0.0.1:{port}", "Ana") as ana,
            raw_client(f"ws://{lan}:{port}", "Ben") as ben,
        ):
            ronda = {**OPEN, "game": "ronda"}  # the app's host has the real games only
            refused = await send(ben, ronda, "refused")  # a friend on the network
            code = (await send(ana, ronda, "opened"))["table"]
            await send(ana, {"type": "join", "table": code}, "seated")
            await send(ben, {"type": "join", "table": code}, "seated")  # friends join
            await asyncio.get_running_loop().run_in_executor(None, embedded.stop)
            return refused, await next_of(ben, "closed")

    try:
        refused, closed = asyncio.run(run())
    finally:
        embedded.stop()
    assert refused["code"] == "open_refused"
    assert closed["reason"] == "host_stopped" and len(closed["table"]) == 6


async def play_to_the_end(websocket: Any, code: str, token: str, seat: int) -> dict[str, Any]:
    """Takes one whenever it is ``seat``'s turn; the ``over`` message."""
    while True:
        message = json.loads(await websocket.recv())
        if message["type"] == "over":
            return dict(message)
        mine = message["type"] == "state" and message["current_seat"] == seat
        if mine and not message["is_over"]:
            act = {"type": "act", "table": code, "token": token, "move": message["move"]}
            await websocket.send(encode({**act, "action": {"take": 1}}))


def test_a_finished_table_ends_its_task_and_is_joinable_for_its_grace() -> None:
    async def run() -> tuple[Any, ...]:
        async with hosting(TableSettings(grace=0.5), secret_registry()) as hosted:
            async with raw_client(hosted.url, "Ana") as ana, raw_client(hosted.url, "Ben") as ben:
                code = (await send(ana, OPEN, "opened"))["table"]
                a = await send(ana, {"type": "join", "table": code}, "seated")
                b = await send(ben, {"type": "join", "table": code}, "seated")
                table = hosted.host.tables[code]
                ends = asyncio.gather(
                    play_to_the_end(ana, code, a["token"], 0),
                    play_to_the_end(ben, code, b["token"], 1),
                )
                await ends  # people only: a person's move is the last
                await until(lambda: table._task is not None and table._task.done(), 2.0)
            async with raw_client(hosted.url, "Ana") as back:  # dropped around the end
                rejoin = {"type": "join", "table": code, "token": a["token"]}
                await back.send(encode(rejoin))
                kinds = [json.loads(await back.recv())["type"] for _ in range(4)]
                await until(lambda: code not in hosted.host.tables, 2.0)
                late = await send(back, rejoin, "refused")
            return kinds, late["code"], table._task.cancelled() if table._task else None

    kinds, late, cancelled = asyncio.run(run())
    assert kinds == ["seated", "lobby", "state", "over"]
    assert late == "table" and cancelled is False  # it ended by itself, not cancelled


class Broken:
    def choose(self, observation: Any, time_left: float | None = None) -> int:
        raise RuntimeError("a bug of the computer player")


def test_a_failing_computer_is_logged_and_plays_the_first_legal_action(
    caplog: pytest.LogCaptureFixture,
) -> None:
    registry = GameRegistry()
    broken = lambda state, seat, strength, time_budget=None: Broken()  # noqa: E731
    registry.register(dataclasses.replace(secret_spec(), make_player=broken))

    async def run() -> dict[str, Any]:
        async with hosting(registry=registry) as hosted, raw_client(hosted.url, "Ana") as ana:
            opening = {**OPEN, "seats": ["remote", "random"]}
            code = (await send(ana, opening, "opened"))["table"]
            seated = await send(ana, {"type": "join", "table": code}, "seated")
            async with asyncio.timeout(10):
                return await play_to_the_end(ana, code, seated["token"], 0)

    over = asyncio.run(run())
    assert over["save"]["takes"] == [1] * len(over["save"]["takes"])  # both always took one
    assert "the computer at seat 1 failed" in caplog.text


def test_a_manual_table_hosted_again_waits_for_its_openers_start(tmp_path: Path) -> None:
    settings = TableSettings(grace=60.0, autosave=tmp_path)

    async def first() -> tuple[str, str, list[str]]:
        async with (
            hosting(settings, secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
            raw_client(hosted.url, "Ben") as ben,
        ):
            opened = await send(ana, {**OPEN, "start": "manual"}, "opened")
            code = opened["table"]
            a = await send(ana, {"type": "join", "table": code}, "seated")
            b = await send(ben, {"type": "join", "table": code}, "seated")
            return code, opened["owner"], [a["token"], b["token"]]

    async def again(code: str, owner: str, tokens: list[str]) -> tuple[bool, bool, str]:
        async with hosting(settings, secret_registry()) as hosted:
            table = hosted.host.restore_table(tmp_path / f"table-{code}.json")
            async with raw_client(hosted.url, "Ana") as ana, raw_client(hosted.url, "Ben") as ben:
                await send(ana, {"type": "join", "table": code, "token": tokens[0]}, "seated")
                await send(ben, {"type": "join", "table": code, "token": tokens[1]}, "seated")
                waited = not table.started  # full, but its opener has not said Start
                start = {"type": "start", "table": code, "owner": owner}
                await send(ana, start, "state")
                return waited, table.started, table.owner

    code, owner, tokens = asyncio.run(first())
    waited, started, kept = asyncio.run(again(code, owner, tokens))
    assert waited and started and kept == owner


def test_a_scripted_client_stops_waiting_when_the_host_closes_the_table() -> None:
    from rondo_desktop.net.client import BotOptions, JoinRefused, play_bot

    async def run() -> str:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
        ):
            await send(ana, OPEN, "opened")
            seated = asyncio.Event()
            options = BotOptions("Bot", "random")
            registry = secret_registry()
            bot = asyncio.create_task(
                play_bot(hosted.url, options, lambda message: seated.set(), registry)
            )
            await asyncio.wait_for(seated.wait(), 5)
            await hosted.host.close()  # as the app's host does when it stops
            try:
                await asyncio.wait_for(bot, 5)
            except JoinRefused as refusal:
                return str(refusal)
        return "not refused"

    assert "host_stopped" in asyncio.run(run())
