"""A fuzzer against a live host: every bad message gets a refusal, and the host keeps serving.

Malformed JSON, binary frames, oversized and unknown messages, acts before hello, for another
seat, with a stolen or made-up token, out of turn, illegal by the rules, replayed and duplicated,
a flood, a wrong protocol version -- then a whole game still runs on the same host.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from rondo_desktop.net.client import BotOptions, play_bot
from rondo_desktop.net.protocol import MAX_MESSAGE_BYTES, PROTOCOL_VERSION, encode
from tests.net.hosting import Hosting, hosting, next_of, raw_client


async def refused(websocket: ClientConnection, payload: str | bytes | dict[str, Any]) -> str:
    """Send ``payload``; the code of the refusal it gets."""
    await websocket.send(encode(payload) if isinstance(payload, dict) else payload)
    return str((await next_of(websocket, "refused"))["code"])


def act(seated: dict[str, Any], move: int, action: Any, token: str | None = None) -> dict[str, Any]:
    return {
        "type": "act",
        "table": seated["table"],
        "token": token or seated["token"],
        "move": move,
        "action": action,
    }


async def _garbage(hosted: Hosting) -> None:
    async with raw_client(hosted.url, "Mallory") as mallory:
        assert await refused(mallory, "{oops") == "malformed"
        assert await refused(mallory, b"\x80\x81binary") == "malformed"
        assert await refused(mallory, '{"type":"list","x":"' + "y" * MAX_MESSAGE_BYTES + '"}') == (
            "too_large"
        )
        assert await refused(mallory, {"type": "drop_tables"}) == "unknown_type"
        assert (
            await refused(mallory, {"type": "hello", "version": PROTOCOL_VERSION, "name": "again"})
            == "hello"
        )
        assert await refused(mallory, {"type": "join", "table": "nope"}) == "table"
        assert await refused(mallory, {"type": "open", "game": "ronda", "seats": ["god"]}) == (
            "seats"
        )
        computers_only = {"type": "open", "game": "ronda", "seats": ["expert", "expert"]}
        assert await refused(mallory, computers_only) == "seats"
        # One connection, one seat, even while the table has free ones.
        three = await hosted.host.open_table("ronda", ["remote"] * 3, seed=1)
        await mallory.send(encode({"type": "join", "table": three.id}))
        await next_of(mallory, "seated")
        assert await refused(mallory, {"type": "join", "table": three.id}) == "seated"
        assert three.free_seat is not None
    async with connect(hosted.url, proxy=None) as early:  # no hello yet
        assert await refused(early, {"type": "list"}) == "hello"
    hosted.host.hello_timeout = 0.2
    async with connect(hosted.url, proxy=None) as silent:  # says nothing: cut off
        await asyncio.wait_for(silent.wait_closed(), 5)
    hosted.host.hello_timeout = 10.0
    async with connect(hosted.url, proxy=None) as future:
        code = await refused(
            future, {"type": "hello", "version": PROTOCOL_VERSION + 1, "name": "F"}
        )
        assert code == "version"
        await future.wait_closed()  # one clear message, then the host hangs up


async def _bad_acts(hosted: Hosting) -> None:
    table = await hosted.host.open_table("ronda", ["remote", "remote"], seed=3)
    async with raw_client(hosted.url, "Ann") as ann, raw_client(hosted.url, "Bob") as bob:
        seats = []
        for websocket in (ann, bob):
            await websocket.send(encode({"type": "join", "table": table.id}))
            seats.append(await next_of(websocket, "seated"))
        by_seat = {seat["seat"]: seat for seat in seats}
        turn = table.state.current_seat
        mover, waiter = (ann, bob) if seats[0]["seat"] == turn else (bob, ann)
        mine, theirs = by_seat[turn], by_seat[1 - turn]
        state = (await next_of(mover, "state"))["observation"]
        good = {"type": "play", "card": state["hand"][0]}
        assert await refused(waiter, act(mine, 0, good)) == "token"  # another seat's token
        assert await refused(mover, act(mine, 0, good, token="made-up")) == "token"
        assert await refused(mover, act(mine, 0, good, token="jeton-volé")) == "token"
        assert await refused(waiter, act(theirs, 0, good)) == "not_your_turn"
        assert await refused(mover, act(mine, 0, {"type": "fly"})) == "illegal"
        not_held = {"type": "play", "card": state["opening"][0]}
        assert await refused(mover, act(mine, 0, not_held)) == "illegal"
        assert await refused(mover, act(mine, 7, good)) == "stale"
        await mover.send(encode(act(mine, 0, good)))
        assert (await next_of(waiter, "state"))["move"] == 1  # accepted once ...
        code = await refused(mover, act(mine, 0, good))  # ... and not twice
        assert code in ("stale", "not_your_turn")
        assert table.moves == 1


async def _flood(hosted: Hosting) -> None:
    async with raw_client(hosted.url, "Flood") as flood:
        for _ in range(400):
            await flood.send(encode({"type": "list"}))
        codes = []
        for _ in range(400):
            message = json.loads(await flood.recv())
            if message["type"] == "refused":
                codes.append(message["code"])
        assert codes and set(codes) == {"rate"}
    async with connect(hosted.url, proxy=None, max_size=None) as huge:
        await huge.send("x" * (8 * MAX_MESSAGE_BYTES))  # beyond the transport's limit
        await huge.wait_closed()


async def _fuzz() -> list[dict[str, Any]]:
    async with hosting() as hosted:
        await _garbage(hosted)
        await _bad_acts(hosted)
        await _flood(hosted)
        # The host is still serving: a whole game runs on it.
        last = await hosted.host.open_table("ronda", ["remote", "remote"], seed=4)
        bots = [
            play_bot(hosted.url, BotOptions(n, "beginner", table=last.id, seed=1))
            for n in ("X", "Y")
        ]
        await asyncio.wait_for(asyncio.gather(*bots), 30)
        return hosted.results


def test_every_bad_message_is_refused_and_the_host_keeps_serving() -> None:
    results = asyncio.run(_fuzz())
    assert len(results) == 1 and sorted(results[0]["seats"]) == ["X", "Y"]
