"""The lobby of protocol v2 on real sockets: short codes, manual start, ready, leave, broadcasts."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from rondo_desktop.games import GameRegistry
from rondo_desktop.net.client import BotOptions, play_bot
from rondo_desktop.net.protocol import (
    CODE_ALPHABET,
    TRANSPORT_MAX_BYTES,
    encode,
    normal_code,
    shown_code,
)
from tests.net.hosting import Hosting, hosting, next_of, raw_client
from tests.net.secret_nim import secret_registry, secret_spec


def test_codes_are_read_aloud_with_a_dash_and_typed_in_any_case() -> None:
    assert shown_code("K7Q4M2") == "K7Q-4M2"
    assert normal_code(" k7q-4m2 ") == "K7Q4M2"
    assert shown_code("b1b123") == "b1b123"  # an older table's id stays as it was


async def refused(websocket: ClientConnection, message: dict[str, Any]) -> str:
    await websocket.send(encode(message))
    return str((await next_of(websocket, "refused"))["code"])


async def no_message_of(websocket: ClientConnection, kind: str, wait: float = 0.3) -> None:
    """Nothing of type ``kind`` arrives within ``wait`` seconds (others may)."""
    try:
        async with asyncio.timeout(wait):
            while True:
                assert json.loads(await websocket.recv())["type"] != kind
    except TimeoutError:
        return


async def _manual_start(hosted: Hosting) -> None:
    async with raw_client(hosted.url, "Ana") as ana, raw_client(hosted.url, "Ben") as ben:
        opening = {"type": "open", "game": "secretnim", "seats": ["remote", "remote"]}
        await ana.send(
            encode({**opening, "start": "manual", "title": "Ana's table", "host": "Ana"})
        )
        opened = await next_of(ana, "opened")
        code, owner = opened["table"], opened["owner"]
        assert len(code) == 6 and set(code) <= set(CODE_ALPHABET) and owner
        await ana.send(encode({"type": "join", "table": shown_code(code).lower()}))
        ana_seat = await next_of(ana, "seated")
        lobby = await next_of(ana, "lobby")  # answered to join
        assert lobby["title"] == "Ana's table" and not lobby["started"]
        assert lobby["host"] == "Ana"  # each app words the title in its own language
        assert [row["taken"] for row in lobby["seats"]] == [True, False]
        assert await refused(ana, {"type": "start", "table": code, "owner": owner}) == "not_full"
        await ben.send(encode({"type": "join", "table": code}))
        seated = await next_of(ben, "seated")
        assert seated["names"] == ["Ana", "Ben"] and seated["kinds"] == ["remote", "remote"]
        assert seated["turn_seconds"] is None
        pushed = await next_of(ana, "lobby")  # Ben sat down: Ana is told
        assert [row["name"] for row in pushed["seats"]] == ["Ana", "Ben"]
        await no_message_of(ben, "state")  # full, but the opener starts it
        ready = {"type": "ready", "table": code, "token": ana_seat["token"], "ready": True}
        await ana.send(encode(ready))
        shown = await next_of(ben, "lobby")
        assert [row["ready"] for row in shown["seats"]] == [True, False]
        assert await refused(ben, {"type": "start", "table": code, "owner": "mine"}) == "owner"
        for kind in ("ready", "leave"):  # another's seat, or a made-up one: refused
            theirs = {"type": kind, "table": code, "token": ana_seat["token"], "ready": False}
            assert await refused(ben, theirs) == "token"
            assert await refused(ben, {**theirs, "token": "made-up"}) == "token"
        await ana.send(encode({"type": "start", "table": code, "owner": owner}))
        assert (await next_of(ben, "lobby"))["started"]
        state = await next_of(ben, "state")
        assert state["move"] == 0 and state["events"] == [] and state["events_from"] == 0
        assert await refused(ana, {"type": "start", "table": code, "owner": owner}) == "started"


def test_the_opener_starts_a_manual_table_once_every_seat_is_taken() -> None:
    async def run() -> None:
        async with hosting(registry=secret_registry()) as hosted:
            await _manual_start(hosted)

    asyncio.run(run())


async def _leave_before_and_after(hosted: Hosting) -> None:
    table = await hosted.host.open_table("secretnim", ["remote", "remote"])
    async with raw_client(hosted.url, "Ana") as ana, raw_client(hosted.url, "Ben") as ben:
        await ana.send(encode({"type": "join", "table": table.id}))
        token = (await next_of(ana, "seated"))["token"]
        assert (await next_of(ana, "lobby"))["seats"][0]["taken"]
        await ana.send(encode({"type": "leave", "table": table.id, "token": token}))
        assert not (await next_of(ana, "lobby"))["seats"][0]["taken"]
        assert table.free_seat == 0 and table.seat_of(token) is None
        await ben.send(encode({"type": "join", "table": table.id}))
        assert (await next_of(ben, "seated"))["seat"] == 0  # the seat Ana gave up
        await ana.send(encode({"type": "join", "table": table.id}))
        ana_token = (await next_of(ana, "seated"))["token"]
        await next_of(ben, "state")  # the table is full: it started
        await ana.send(encode({"type": "leave", "table": table.id, "token": ana_token}))
        after = await next_of(ben, "lobby")
        assert after["seats"][1] | {"connected": False} == after["seats"][1]  # dropped, kept
        assert after["seats"][1]["taken"] and table.seat_of(ana_token) == 1


def test_leaving_frees_the_seat_before_the_start_and_is_a_drop_after() -> None:
    async def run() -> None:
        async with hosting(registry=secret_registry()) as hosted:
            await _leave_before_and_after(hosted)

    asyncio.run(run())


async def _a_v1_client(hosted: Hosting) -> dict[str, Any]:
    async with connect(hosted.url, proxy=None, max_size=TRANSPORT_MAX_BYTES) as old:
        await old.send(encode({"type": "hello", "version": 1, "name": "Old"}))
        answer: dict[str, Any] = json.loads(await old.recv())
        await old.wait_closed()
        return answer


def test_a_version_1_client_is_told_to_update() -> None:
    async def run() -> dict[str, Any]:
        async with hosting() as hosted:
            return await _a_v1_client(hosted)

    answer = asyncio.run(run())
    assert answer["code"] == "version" and "update Rondo Desktop" in answer["reason"]


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"start": "whenever"}, "schema"),
        ({"turn_seconds": 0}, "schema"),
        ({"turn_seconds": True}, "schema"),
        ({"grace": -1}, "schema"),
        ({"stand_in": "god"}, "schema"),
        ({"title": 7}, "schema"),
        ({"host": ["Ana"]}, "schema"),
        ({"host": "A" * 41}, "schema"),
        ({"options": {"heap": "1000"}}, "options"),
    ],
)
def test_an_open_with_bad_lobby_fields_is_refused(fields: dict[str, Any], code: str) -> None:
    async def run() -> str:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url) as client,
        ):
            opening = {"type": "open", "game": "secretnim", "seats": ["remote", "remote"]}
            return await refused(client, {**opening, **fields})

    assert asyncio.run(run()) == code


def test_a_sand_timer_is_refused_for_a_game_without_a_time_out_move() -> None:
    registry = GameRegistry()
    registry.register(dataclasses.replace(secret_spec(), timeout_action=None))

    async def run() -> str:
        async with hosting(registry=registry) as hosted, raw_client(hosted.url) as client:
            opening = {"type": "open", "game": "secretnim", "seats": ["remote", "remote"]}
            return await refused(client, {**opening, "turn_seconds": 30})

    assert asyncio.run(run()) == "timer"


def test_join_finds_a_table_by_its_code_as_read_aloud() -> None:
    async def run() -> list[dict[str, Any]]:
        async with hosting(registry=secret_registry()) as hosted:
            table = await hosted.host.open_table("secretnim", ["remote", "remote"])
            spoken = shown_code(table.id).lower()  # "k7q-4m2"
            bots = [
                play_bot(hosted.url, BotOptions(name, "greedy", table=spoken), registry=registry)
                for name, registry in (("Ana", secret_registry()), ("Ben", secret_registry()))
            ]
            return list(await asyncio.wait_for(asyncio.gather(*bots), 20))

    overs = asyncio.run(run())
    assert overs[0]["table"] == overs[1]["table"] and overs[0]["names"] == ["Ana", "Ben"]


def test_a_bot_says_ready_as_soon_as_it_sits_down() -> None:
    """Trial 17: ``join --bot`` seats stayed "Not ready", so the opener of a manual table
    (who now waits for everyone's Ready) could never start with them."""

    async def run() -> list[bool]:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
        ):
            opening = {"type": "open", "game": "secretnim", "seats": ["remote", "remote"]}
            await ana.send(encode({**opening, "start": "manual"}))
            code = (await next_of(ana, "opened"))["table"]
            await ana.send(encode({"type": "join", "table": code}))
            await next_of(ana, "seated")
            bot = asyncio.create_task(
                play_bot(
                    hosted.url, BotOptions("Robo", "greedy", table=code), registry=secret_registry()
                )
            )
            async with asyncio.timeout(10):
                while True:
                    rows = (await next_of(ana, "lobby"))["seats"]
                    if rows[1]["taken"] and rows[1]["ready"]:
                        bot.cancel()
                        return [row["ready"] for row in rows]

    assert asyncio.run(run()) == [False, True]
