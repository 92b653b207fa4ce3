"""The host: any number of tables and their lobby, over WebSockets on asyncio.

Each connection says ``hello`` first (a wrong protocol version is refused in one message and
the connection closed), then lists, opens and joins tables and acts at them. Every message is
checked (:mod:`.protocol`) and rate limited; whatever is refused gets a ``refused`` answer and
the host goes on serving. Messages to a client go through its own queue and writer task, so a
slow or stalled client never holds up a table.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import ssl
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from rondo_desktop import games
from rondo_desktop.games.spec import SaveRefused
from rondo_desktop.net.autosave import read_table_save
from rondo_desktop.net.protocol import (
    PROTOCOL_VERSION,
    TRANSPORT_MAX_BYTES,
    ProtocolError,
    RateLimit,
    check_version,
    encode,
    new_code,
    normal_code,
    parse_client_message,
    refusal,
)
from rondo_desktop.net.setup import parse_options, parse_seats, table_settings
from rondo_desktop.net.table import REMOTE, AnySpec, Table, TableSettings

LOG = logging.getLogger(__name__)
MAX_TABLES = 1000
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
MAX_QUEUED = 1000  # messages waiting for a client that does not read: it is cut off


class Connection:
    """One client: its name once greeted, its rate limit and its outgoing queue."""

    def __init__(self, websocket: ServerConnection) -> None:
        self.websocket = websocket
        self.name = ""
        self.rate = RateLimit()
        self.queue: asyncio.Queue[str] = asyncio.Queue()

    def push(self, message: dict[str, Any]) -> None:
        if self.queue.qsize() >= MAX_QUEUED:
            self.websocket.transport.abort()  # it reads nothing: drop it, its seat waits
            return
        self.queue.put_nowait(encode(message))

    async def write(self) -> None:
        try:
            while True:
                await self.websocket.send(await self.queue.get())
        except ConnectionClosed:
            return  # the handler sees it too and gives up the client's seats


class Host:
    """The tables of one ``serve`` process, or of the app hosting a game (``embedded``)."""

    def __init__(
        self,
        executor: Executor,
        settings: TableSettings,
        on_over: Callable[[dict[str, Any]], None] = lambda result: None,
        registry: games.GameRegistry | None = None,
    ) -> None:
        self.executor = executor
        self.settings = settings
        self.on_over = on_over
        self.registry = registry if registry is not None else games.registry()
        self.tables: dict[str, Table] = {}
        self.hello_timeout = HELLO_TIMEOUT

    def _new_id(self) -> str:
        return new_code(self.tables)  # a short code players can read out to each other

    def _spec(self, name: str) -> AnySpec:
        if name not in self.registry.names():
            raise ProtocolError("game", f"no game {name!r}: {', '.join(self.registry.names())}")
        spec = self.registry.get(name)
        if spec.observation_to_json is None:
            raise ProtocolError("game", f"{name} cannot be played over the network yet")
        return spec

    def _add(
        self,
        table_id: str,
        spec: AnySpec,
        seats: list[str],
        state: Any,
        options: Mapping[str, str],
        settings: TableSettings,
    ) -> Table:
        def finished(result: dict[str, Any]) -> None:
            self.tables.pop(table_id, None)
            self.on_over(result)

        table = Table(
            table_id,
            spec,
            seats,
            state,
            options,
            executor=self.executor,
            settings=settings,
            on_over=finished,
        )
        self.tables[table_id] = table
        table.start()
        return table

    async def open_table(
        self,
        game: str,
        seats: object,
        options: object = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
    ) -> Table:
        """A new table; ``setup``: the ``open`` message's lobby fields (start, turn_seconds,
        grace, stand_in, title), checked here."""
        if len(self.tables) >= MAX_TABLES:
            raise ProtocolError("busy", f"this host keeps {MAX_TABLES} tables at most")
        spec = self._spec(game)
        kinds = parse_seats(spec, seats)
        chosen = parse_options(spec, options)
        settings = table_settings(spec, self.settings, setup or {})
        seed = random.randrange(2**31) if seed is None else seed
        # Dealing may load the game's data (a word list): not on the event loop.
        loop = asyncio.get_running_loop()
        state = await loop.run_in_executor(self.executor, spec.new_game, len(kinds), seed, chosen)
        return self._add(self._new_id(), spec, kinds, state, chosen, settings)

    def restore_table(self, path: Path) -> Table:
        """Host again the table autosaved at ``path`` (AutosaveRefused, SaveRefused, OSError)."""
        saved = read_table_save(path)
        spec = self.registry.get(saved.game) if saved.game in self.registry.names() else None
        if spec is None:
            raise SaveRefused(f"{path}: no game {saved.game!r}")
        if saved.table in self.tables:
            raise SaveRefused(f"{path}: the table {saved.table} is hosted already")
        state = spec.from_json(saved.save)
        settings = dataclasses.replace(
            self.settings,
            title=saved.title,
            host=saved.host,
            turn_seconds=saved.turn_seconds if spec.timeout_action is not None else None,
            grace=self.settings.grace if saved.grace is None else saved.grace,
            stand_in=self.settings.stand_in if saved.stand_in is None else saved.stand_in,
        )
        table = self._add(saved.table, spec, list(saved.seats), state, saved.options, settings)
        table.moves = saved.moves
        for seat, remote in table.remote.items():
            remote.token, remote.name = saved.tokens[seat], saved.names[seat]
        table.wait_for_everyone()
        return table

    async def close(self) -> None:
        await asyncio.gather(*(table.close() for table in list(self.tables.values())))

    # -- connections ----------------------------------------------------------------------------

    async def handler(self, websocket: ServerConnection) -> None:
        connection = Connection(websocket)
        writer = asyncio.create_task(connection.write())
        try:
            # A connection that says nothing holds a socket for nothing: hello comes first.
            first = await asyncio.wait_for(websocket.recv(), self.hello_timeout)
            if await self._receive(connection, first):
                async for raw in websocket:
                    if not await self._receive(connection, raw):
                        break
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            for table in self.tables.values():
                table.leave(connection)
            writer.cancel()

    async def _receive(self, connection: Connection, raw: str | bytes) -> bool:
        """Handles one message; False when the connection must end (a version mismatch)."""
        if not connection.rate.allow():
            connection.push(refusal("rate", "too many messages: slow down"))
            return True
        kind: object = None
        try:
            message = parse_client_message(raw)
            kind = message["type"]
            if kind == "hello":
                check_version(message)
            await self._dispatch(connection, message)
        except ProtocolError as error:
            if error.code == "version":  # said at once, then the connection ends
                await connection.websocket.send(encode(refusal(error.code, error.reason, kind)))
                return False
            connection.push(refusal(error.code, error.reason, kind))
        except Exception:  # a bug of ours: this message is refused, the host goes on serving
            LOG.exception("a %r message could not be handled", kind)
            connection.push(refusal("internal", "the host could not handle this message", kind))
        return True

    async def _dispatch(self, connection: Connection, message: Mapping[str, Any]) -> None:
        kind = message["type"]
        if kind == "hello":
            if connection.name:
                raise ProtocolError("hello", "this connection has said hello already")
            connection.name = message["name"].strip()
            connection.push({"type": "welcome", "version": PROTOCOL_VERSION})
            return
        if not connection.name:
            raise ProtocolError("hello", "say hello with the protocol version first")
        if kind == "list":
            summaries = [table.summary() for table in self.tables.values()]
            connection.push({"type": "tables", "tables": summaries})
        elif kind == "open":
            seed = message.get("seed")
            if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
                raise ProtocolError("schema", "open: the seed is a whole number")
            if REMOTE not in message["seats"]:  # a table nobody joins only spends the host's time
                raise ProtocolError("seats", "a table opened here needs at least one remote seat")
            table = await self.open_table(
                message["game"], message["seats"], message.get("options"), seed, message
            )
            connection.push({"type": "opened", **table.summary(), "owner": table.owner})
        else:
            self._at_table(connection, message)

    def _at_table(self, connection: Connection, message: Mapping[str, Any]) -> None:
        """The messages to one table: join, act, ready, start, leave."""
        kind, table = message["type"], self._table(message["table"])
        if kind == "join":
            token = message.get("token")
            if token is not None and not isinstance(token, str):
                raise ProtocolError("schema", "join: the token is text")
            table.join(connection, connection.name, token)
        elif kind == "act":
            table.act(connection, message["token"], message["move"], message["action"])
        elif kind == "ready":
            table.set_ready(connection, message["token"], message["ready"])
        elif kind == "start":
            table.start_by(message["owner"])
        elif kind == "leave":
            table.leave_seat(connection, message["token"])

    def _table(self, table_id: str) -> Table:
        # the code as read aloud and typed (k7q-4m2), or an older table's id exactly
        table = self.tables.get(table_id) or self.tables.get(normal_code(table_id))
        if table is None:
            raise ProtocolError("table", f"no table {table_id!r} here")
        return table


async def start_server(
    host: Host, address: str, port: int, tls: ssl.SSLContext | None = None
) -> Server:
    """Listen on ``address``:``port`` (OSError when the port is taken); wss:// with ``tls``."""
    return await serve(host.handler, address, port, max_size=TRANSPORT_MAX_BYTES, ssl=tls)


def server_port(server: Server) -> int:
    """The port ``server`` listens on (the one the system chose for port 0)."""
    return int(next(iter(server.sockets)).getsockname()[1])
