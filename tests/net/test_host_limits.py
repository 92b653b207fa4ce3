"""The host's limits on real sockets (review 17, findings 1, 2 and 4): the deal's seed is the
host's alone, names/titles/tokens must be printable text, a connection's queue is bounded in
bytes, the ``tables`` answer is capped and ``join`` is rate limited."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from rondo_desktop.net import server
from rondo_desktop.net.protocol import PROTOCOL_VERSION, ProtocolError, encode
from tests.net.hosting import hosting, next_of, raw_client
from tests.net.secret_nim import secret_registry

OPEN = {"type": "open", "game": "secretnim", "seats": ["remote", "remote"]}


async def answer(websocket: Any, message: dict[str, Any], kind: str = "refused") -> dict[str, Any]:
    await websocket.send(encode(message))
    return await next_of(websocket, kind)


def test_a_seed_in_open_is_ignored_and_the_hosts_seeds_are_wide() -> None:
    async def run() -> list[int]:
        async with hosting(registry=secret_registry()) as hosted:
            seeds = []
            for _ in range(4):
                async with raw_client(hosted.url, "Ana") as ana:
                    code = (await answer(ana, {**OPEN, "seed": 7}, "opened"))["table"]
                    seeds.append(hosted.host.tables[code].state.seed)
            return seeds

    seeds = asyncio.run(run())
    assert 7 not in seeds and len(set(seeds)) == 4
    assert all(0 <= seed < 2**63 for seed in seeds)
    assert max(seeds) >= 2**40  # not the old 31 bits (a one in 2**92 chance to fail)


@pytest.mark.parametrize(
    "name", ["Eve\ud800", "Eve\x07", "Eve\u202eevE", "two\nlines", "\x00", "Eve\u2028"]
)
def test_a_name_that_is_not_printable_text_is_refused_without_a_traceback(
    name: str, caplog: pytest.LogCaptureFixture
) -> None:
    async def hello() -> dict[str, Any]:
        from websockets.asyncio.client import connect

        async with (
            hosting(registry=secret_registry()) as hosted,
            connect(hosted.url, proxy=None) as eve,
        ):
            # json.dumps escapes the lone surrogate: the wire carries it as \ud800
            await eve.send(json.dumps({"type": "hello", "version": PROTOCOL_VERSION, "name": name}))
            return dict(json.loads(await eve.recv()))

    refusal = asyncio.run(hello())
    assert refusal["type"] == "refused" and refusal["code"] == "text"
    assert "Traceback" not in caplog.text and not [r for r in caplog.records if r.exc_info]


def test_names_in_scripts_with_joiners_pass() -> None:
    from rondo_desktop.net.protocol import check_text

    persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"  # a joiner inside a word
    assert check_text(f" {persian} ", "a name", 40) == persian
    assert check_text("👩\u200d💻 Ana", "a name", 40) == "👩\u200d💻 Ana"
    with pytest.raises(ProtocolError):
        check_text("   ", "a name", 40)


def test_a_bad_title_and_bad_tokens_are_refused(caplog: pytest.LogCaptureFixture) -> None:
    async def run() -> list[str]:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
        ):
            codes = [(await answer(ana, {**OPEN, "title": "Ana\ud800"}))["code"]]
            code = (await answer(ana, OPEN, "opened"))["table"]
            for token in ("t\ud800", "jeton-volé", "x" * 500):
                join = {"type": "join", "table": code, "token": token}
                codes.append((await answer(ana, join))["code"])
            start = {"type": "start", "table": code, "owner": "\udfff"}
            codes.append((await answer(ana, start))["code"])
            codes.append((await answer(ana, {"type": "join", "table": "K7Q\ud800"}))["code"])
            return codes

    assert asyncio.run(run()) == ["text", "token", "token", "token", "owner", "table"]
    assert not [record for record in caplog.records if record.exc_info]


def test_the_tables_answer_is_capped_joinable_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server, "MAX_LISTED", 3)
    monkeypatch.setattr(server, "MAX_OPEN_PER_CONNECTION", 10)

    async def run() -> dict[str, Any]:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
        ):
            for _ in range(5):
                await answer(ana, OPEN, "opened")
            return await answer(ana, {"type": "list"}, "tables")

    tables = asyncio.run(run())
    assert len(tables["tables"]) == 3 and tables["more"] == 2


def test_joins_are_rate_limited() -> None:
    async def run() -> list[str]:
        async with (
            hosting(registry=secret_registry()) as hosted,
            raw_client(hosted.url, "Ana") as ana,
        ):
            await answer(ana, OPEN, "opened")
            codes = []
            for _ in range(12):  # a burst of 10, then one a second
                join = {"type": "join", "table": "NOSUCH"}
                codes.append((await answer(ana, join))["code"])
            return codes

    codes = asyncio.run(run())
    assert codes[:10] == ["table"] * 10 and codes[10:] == ["rate", "rate"]


class FakeTransport:
    aborted = False

    def abort(self) -> None:
        self.aborted = True


class FakeSocket:
    def __init__(self) -> None:
        self.transport = FakeTransport()


def test_a_client_that_never_reads_is_cut_off_by_bytes_not_by_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(server, "MAX_QUEUED_BYTES", 4000)

    async def run() -> tuple[bool, bool, int]:
        websocket = FakeSocket()
        connection = server.Connection(websocket)  # type: ignore[arg-type]
        for _ in range(100):  # many small messages fit
            connection.push({"type": "timeout", "seat": 0})
        kept = not websocket.transport.aborted
        connection.push({"type": "tables", "pad": "x" * 3000})  # one big one does not
        return kept, websocket.transport.aborted, connection.queue.qsize()

    kept, aborted, queued = asyncio.run(run())
    assert kept and aborted and queued == 100
