"""A host on a real loopback socket for the network tests: a free port, torn down after."""

from __future__ import annotations

import json
import ssl
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from rondo_desktop import games
from rondo_desktop.net.protocol import PROTOCOL_VERSION, TRANSPORT_MAX_BYTES, encode
from rondo_desktop.net.server import Host, start_server
from rondo_desktop.net.table import TableSettings


@dataclass
class Hosting:
    host: Host
    url: str
    results: list[dict[str, Any]] = field(default_factory=list)


@asynccontextmanager
async def hosting(
    settings: TableSettings | None = None,
    registry: games.GameRegistry | None = None,
    tls: ssl.SSLContext | None = None,
) -> AsyncIterator[Hosting]:
    results: list[dict[str, Any]] = []
    with ThreadPoolExecutor(max_workers=2) as executor:
        host = Host(executor, settings or TableSettings(grace=60.0), results.append, registry)
        server = await start_server(host, "127.0.0.1", 0, tls)  # port 0: any free one
        port = next(iter(server.sockets)).getsockname()[1]
        scheme = "ws" if tls is None else "wss"
        try:
            yield Hosting(host, f"{scheme}://127.0.0.1:{port}", results)
        finally:
            server.close()
            await server.wait_closed()
            await host.close()


@asynccontextmanager
async def raw_client(url: str, name: str = "Raw") -> AsyncIterator[ClientConnection]:
    """A hand-driven connection that has said hello (the fuzzer's and the checks' client)."""
    async with connect(url, proxy=None, max_size=TRANSPORT_MAX_BYTES) as websocket:
        await websocket.send(encode({"type": "hello", "version": PROTOCOL_VERSION, "name": name}))
        assert json.loads(await websocket.recv())["type"] == "welcome"
        yield websocket


async def next_of(websocket: ClientConnection, kind: str) -> dict[str, Any]:
    """The next message of type ``kind``, skipping state pushes and others."""
    while True:
        message: dict[str, Any] = json.loads(await websocket.recv())
        if message["type"] == kind:
            return message
