"""The app's embedded host: started in a thread on the wanted port or a free one, joined over
loopback, stopped; its autosaved tables listed and hosted again, their players rejoining."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from pathlib import Path

import pytest

from rondo_desktop.net.embedded import EmbeddedHost, tables_folder
from rondo_desktop.net.protocol import encode
from tests.net.hosting import next_of, raw_client


async def open_and_take_a_seat(url: str) -> tuple[str, str]:
    """A table opened and one seat taken, as the app's person does; (code, token)."""
    async with raw_client(url, "Ana") as ana:
        opening = {"type": "open", "game": "ronda", "seats": ["remote", "remote"]}
        await ana.send(encode({**opening, "title": "Ana's table"}))
        code = (await next_of(ana, "opened"))["table"]
        await ana.send(encode({"type": "join", "table": code}))
        return code, (await next_of(ana, "seated"))["token"]


def test_it_hosts_on_a_free_port_when_the_wanted_one_is_taken(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        embedded = EmbeddedHost(tmp_path, port=busy, advertise=False)
        started = time.perf_counter()
        port = embedded.start()
        try:
            assert time.perf_counter() - started < 2  # the game loop waits for no network
            assert port not in (0, busy) and embedded.running
            assert embedded.addresses()[-1] == f"ws://127.0.0.1:{port}"
            assert all(url.endswith(f":{port}") for url in embedded.addresses())
            code, _ = asyncio.run(open_and_take_a_seat(f"ws://127.0.0.1:{port}"))
            assert len(code) == 6
        finally:
            embedded.stop()
    assert not embedded.running and embedded.addresses() == []
    with pytest.raises(OSError):  # nothing listens there any more
        socket.create_connection(("127.0.0.1", port), timeout=2).close()


def test_an_unfinished_table_is_listed_and_hosted_again(tmp_path: Path) -> None:
    first = EmbeddedHost(tmp_path, port=0, advertise=False)
    url = f"ws://127.0.0.1:{first.start()}"
    try:
        code, token = asyncio.run(open_and_take_a_seat(url))
        assert first.saved_tables() == []  # hosted right now: nothing to host again
    finally:
        first.stop()
    folder = tables_folder(tmp_path)
    (folder / "table-BROKEN.json").write_text("{not json")  # set aside, never deleted
    over = json.loads((folder / f"table-{code}.json").read_text())
    assert over["started"] is False  # closed in its lobby (trial 17): nothing to host again
    (folder / "table-LOBBY2.json").write_text(json.dumps({**over, "table": "LOBBY2"}))
    over["started"] = True  # as if the game had begun before the host went away
    (folder / f"table-{code}.json").write_text(json.dumps(over))
    (folder / "table-OVER22.json").write_text(json.dumps({**over, "table": "OVER22", "over": True}))
    empty = {**over, "table": "EMPTY2", "tokens": [None, None]}  # everyone left before the start
    (folder / "table-EMPTY2.json").write_text(json.dumps(empty))
    again = EmbeddedHost(tmp_path, port=0, advertise=False)
    port = again.start()
    try:
        (saved,) = again.saved_tables()
        assert (saved.game, saved.code, saved.names, saved.moves) == ("ronda", code, ("Ana", ""), 0)
        assert again.resume(saved.path) == code
        assert again.saved_tables() == []

        async def rejoin() -> dict:
            async with raw_client(f"ws://127.0.0.1:{port}", "Ana") as ana:
                await ana.send(encode({"type": "join", "table": code, "token": token}))
                return await next_of(ana, "seated")

        assert asyncio.run(rejoin())["seat"] == 0
    finally:
        again.stop()
    assert (folder / "table-BROKEN.json").exists()
