"""The app's link to a host, on a real loopback host served from its own thread."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
from typing import Any

import pytest
from websockets.asyncio.server import serve

from rondo_desktop.app.net import link as link_module
from rondo_desktop.app.net.link import Link
from tests.app.net.serving import serving, wait_for


class Inbox:
    """Every message a link delivered, gathered poll by poll as the scenes do each frame."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.messages: list[dict[str, Any]] = []

    def of(self, kind: str, count: int = 1) -> list[dict[str, Any]]:
        def enough() -> list[dict[str, Any]] | None:
            self.messages += self.link.poll()
            found = [m for m in self.messages if m.get("type") == kind]
            return found if len(found) >= count else None

        result: list[dict[str, Any]] = wait_for(enough)
        return result


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_link_says_hello_and_carries_messages_both_ways() -> None:
    with serving() as server:
        link = Link(server.url, "Ana")
        try:
            inbox = Inbox(link)
            link.send({"type": "list"})  # queued before the connection is up: sent after hello
            assert inbox.of("tables")[0]["tables"] == []
            assert inbox.of("welcome") and link.status == "connected" and link.error == ""
        finally:
            link.close()
        wait_for(lambda: link.status == "closed")


def test_a_host_that_is_not_there_is_told_at_once() -> None:
    link = Link(f"ws://127.0.0.1:{free_port()}", "Ana")
    wait_for(lambda: link.status == "closed")
    assert link.error == "unreachable" and link.poll() == []


def test_a_host_of_another_version_is_told_in_one_code(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_module, "PROTOCOL_VERSION", 99)
    with serving() as server:
        link = Link(server.url, "Ana")
        wait_for(lambda: link.status == "closed")
        assert link.error == "version" and "version" in link.reason


def test_a_dropped_link_comes_back_to_its_seat_with_its_token() -> None:
    with serving() as server:
        table = server.call(lambda: server.host.open_table("ronda", ["remote", "remote"]))
        link = Link(server.url, "Ana", retry_seconds=0.05)
        try:
            inbox = Inbox(link)
            link.send({"type": "join", "table": table.id})
            seated = inbox.of("seated")[0]
            assert link.seat == seated and link.token == seated["token"]
            server.drop_everyone()
            again = inbox.of("seated", 2)[1]
            assert again["seat"] == seated["seat"] and again["token"] == seated["token"]
            wait_for(lambda: link.status == "connected")
            assert server.call(lambda: table.remote[seated["seat"]].peer is not None)
        finally:
            link.close()


def test_a_link_gives_up_after_its_time_and_says_the_host_was_lost() -> None:
    server_context = serving()
    server = server_context.__enter__()
    link = Link(server.url, "Ana", retry_seconds=0.05, retry_for=0.3)
    try:
        wait_for(lambda: link.status == "connected")
    finally:
        server_context.__exit__(None, None, None)
    wait_for(lambda: link.status == "closed")
    assert link.error == "lost"


def test_put_back_hands_messages_to_the_next_reader_in_order() -> None:
    link = Link(f"ws://127.0.0.1:{free_port()}", "Ana")
    link.put_back([{"type": "state", "move": 0}, {"type": "state", "move": 1}])
    assert [m["move"] for m in link.poll()] == [0, 1]
    link.close()


def test_what_was_sent_just_before_close_still_reaches_the_host() -> None:
    with serving() as server:
        table = server.call(lambda: server.host.open_table("ronda", ["remote", "remote"]))
        link = Link(server.url, "Ana")
        inbox = Inbox(link)
        link.send({"type": "join", "table": table.id})
        seated = inbox.of("seated")[0]
        for ready in range(100):  # a queue to work through before the last word
            link.send(
                {
                    "type": "ready",
                    "table": table.id,
                    "token": seated["token"],
                    "ready": bool(ready % 2),
                }
            )
        link.send({"type": "leave", "table": table.id, "token": seated["token"]})
        link.close()  # at once: what is queued goes out first
        wait_for(lambda: server.call(lambda: table.remote[seated["seat"]].token is None))
        wait_for(lambda: link.status == "closed")


def test_a_seat_whose_table_is_gone_on_rejoin_ends_the_link_as_closed() -> None:
    """The host no longer has the table (closed, or long over): the link does not go on
    trying for ten minutes; it ends, saying the host closed the table."""
    with serving() as server:
        table = server.call(lambda: server.host.open_table("ronda", ["remote", "remote"]))
        link = Link(server.url, "Ana", retry_seconds=0.05)
        try:
            inbox = Inbox(link)
            link.send({"type": "join", "table": table.id})
            inbox.of("seated")
            server.call(lambda: server.host.tables.pop(table.id))
            server.drop_everyone()
            refused = inbox.of("refused")[0]
            assert (refused["of"], refused["code"]) == ("join", "table")
            wait_for(lambda: link.status == "closed")
            assert link.error == "closed"
        finally:
            link.close()


def test_a_closed_message_ends_the_link_without_reconnecting() -> None:
    """A host that says it closed the table (the contract's ``closed``): the link hands the
    message on and ends, with no ten minutes of trying again."""
    closed = {"type": "closed", "table": "K7Q4M2", "reason": "host_stopped"}
    hellos: list[str] = []

    async def host(websocket: Any) -> None:
        hellos.append(str(await websocket.recv()))
        await websocket.send(json.dumps({"type": "welcome", "version": 2}))
        await websocket.send(json.dumps(closed))
        with contextlib.suppress(Exception):
            await websocket.wait_closed()

    loop = asyncio.new_event_loop()
    started = threading.Event()
    port: list[int] = []

    async def main() -> None:
        async with serve(host, "127.0.0.1", 0) as server:
            port.append(server.sockets[0].getsockname()[1])
            started.set()
            await asyncio.sleep(30)

    thread = threading.Thread(target=lambda: loop.run_until_complete(main()), daemon=True)
    thread.start()
    assert started.wait(10)
    link = Link(f"ws://127.0.0.1:{port[0]}", "Ana", retry_seconds=0.05)
    try:
        inbox = Inbox(link)
        assert inbox.of("closed")[0] == closed  # handed on to the lobby or the table
        wait_for(lambda: link.status == "closed")
        assert link.error == "closed"
        time.sleep(0.3)  # several retry periods: nothing connects again
        assert len(hellos) == 1
    finally:
        link.close()
