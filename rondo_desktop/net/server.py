"""The host: any number of tables and their lobby, over WebSockets on asyncio.

Each connection says ``hello`` first (a wrong protocol version is refused in one message and
the connection closed), then lists, opens and joins tables and acts at them. Every message is
checked (:mod:`.protocol`) and rate limited (``join`` more strictly: each rejoin sends every
event again); whatever is refused gets a ``refused`` answer and the host goes on serving.
Messages to a client go through its own queue (bounded in bytes) and writer task, so a slow or
stalled client never holds up a table. A connection may keep a few tables open; a lobby
nobody sits at expires; the app's own host opens tables only for the app itself (loopback).
Seeds are the host's, drawn from :mod:`secrets`: no client chooses or can guess the deal.
"""

from __future__ import annotations

import asyncio
import dataclasses
import ipaddress
import logging
import secrets
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
MAX_QUEUED_BYTES = 4 * 1024 * 1024  # waiting for a client that does not read: it is cut off
MAX_OPEN_PER_CONNECTION = 5  # tables one connection keeps open at once
MAX_LISTED = 100  # tables in one ``tables`` answer, the joinable first
# Every game's engine and save take any whole number as a seed; the app's setup and `play
# --seed` take 0 .. 2**63-1, so a host's seed fits there too (a finished game's save replays).
SEED_BITS = 63


class Connection:
    """One client: its name once greeted, its rate limit and its outgoing queue."""

    def __init__(self, websocket: ServerConnection) -> None:
        self.websocket = websocket
        self.name = ""
        self.rate = RateLimit()
        self.joins = RateLimit(per_second=1.0, burst=10.0)  # a rejoin resends every event
        self.opened: list[Table] = []
        self.queue: asyncio.Queue[str] = asyncio.Queue()
        self.queued = 0  # characters (= bytes: the JSON is ASCII) waiting in the queue

    def push(self, message: dict[str, Any]) -> None:
        text = encode(message)
        if self.queued + len(text) > MAX_QUEUED_BYTES:
            self.websocket.transport.abort()  # it reads nothing: drop it, its seat waits
            return
        self.queued += len(text)
        self.queue.put_nowait(text)

    async def write(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                await self.websocket.send(text)
                self.queued -= len(text)
                self.queue.task_done()
        except ConnectionClosed:
            return  # the handler sees it too and gives up the client's seats

    def open_tables(self) -> int:
        self.opened = [table for table in self.opened if not table.closed]
        return len(self.opened)

    def is_local(self) -> bool:
        """The client runs on this computer (its app's own person)."""
        address = self.websocket.remote_address
        try:
            ip = ipaddress.ip_address(address[0] if isinstance(address, tuple) else "")
        except ValueError:
            return False
        mapped = ip.ipv4_mapped if isinstance(ip, ipaddress.IPv6Address) else None
        return (mapped or ip).is_loopback


class Host:
    """The tables of one ``serve`` process or of the app hosting a game (``local_open``: only
    a client on this computer may open tables)."""

    def __init__(
        self,
        executor: Executor,
        settings: TableSettings,
        on_over: Callable[[dict[str, Any]], None] = lambda result: None,
        registry: games.GameRegistry | None = None,
        local_open: bool = False,
    ) -> None:
        self.executor = executor
        self.settings = settings
        self.on_over = on_over
        self.registry = registry if registry is not None else games.registry()
        self.local_open = local_open
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
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
        def gone() -> None:
            if self.tables.get(table_id) is table:
                del self.tables[table_id]

        table = Table(
            table_id,
            spec,
            seats,
            state,
            options,
            executor=self.executor,
            settings=settings,
            on_over=self.on_over,
            on_gone=gone,
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
        expires: bool = True,
    ) -> Table:
        """A new table; ``setup``: the ``open`` message's lobby fields (start, turn_seconds,
        grace, stand_in, title), checked here. ``seed``: tests' and ``serve --seed``'s only
        (never a client's); ``expires``: False for a table ``serve`` opens itself."""
        if len(self.tables) >= MAX_TABLES:
            raise ProtocolError("busy", f"this host keeps {MAX_TABLES} tables at most")
        spec = self._spec(game)
        kinds = parse_seats(spec, seats)
        chosen = parse_options(spec, options)
        settings = table_settings(spec, self.settings, setup or {})
        if not expires:
            settings = dataclasses.replace(settings, idle=None)
        seed = secrets.randbits(SEED_BITS) if seed is None else seed
        # Dealing may load the game's data (a word list): not on the event loop.
        loop = asyncio.get_running_loop()
        state = await loop.run_in_executor(self.executor, spec.new_game, len(kinds), seed, chosen)
        return self._add(self._new_id(), spec, kinds, state, chosen, settings)

    def restore_table(self, path: Path, expires: bool = True) -> Table:
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
            manual_start=saved.start == "manual",
            idle=self.settings.idle if expires else None,
        )
        table = self._add(saved.table, spec, list(saved.seats), state, saved.options, settings)
        table.moves = saved.moves
        for seat, remote in table.remote.items():
            remote.token, remote.name = saved.tokens[seat], saved.names[seat]
        table.owner = saved.owner or table.owner  # the opener's Start works again
        table.wait_for_everyone(saved.started)
        return table

    async def close(self, drain: float = 1.0) -> None:
        """Close every table (each connected seat told ``closed``: "host_stopped") and give
        the clients up to ``drain`` seconds to be sent it."""
        await asyncio.gather(*(table.close() for table in list(self.tables.values())))
        queues = [connection.queue.join() for connection in self.connections]
        if queues:
            await asyncio.wait([asyncio.ensure_future(q) for q in queues], timeout=drain)

    # -- connections ----------------------------------------------------------------------------

    async def handler(self, websocket: ServerConnection) -> None:
        connection = Connection(websocket)
        self.connections.add(connection)
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
            self.connections.discard(connection)
            for table in list(self.tables.values()):
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
            connection.name = message["name"].strip()  # checked printable text (protocol)
            connection.push({"type": "welcome", "version": PROTOCOL_VERSION})
            return
        if not connection.name:
            raise ProtocolError("hello", "say hello with the protocol version first")
        if kind == "list":
            connection.push(self._tables_answer())
        elif kind == "open":
            await self._open(connection, message)
        else:
            self._at_table(connection, message)

    def _tables_answer(self) -> dict[str, Any]:
        """The host's tables, the joinable first, at most :data:`MAX_LISTED` (``more``: how
        many were left off)."""
        tables = sorted(self.tables.values(), key=lambda table: table.started)
        listed = [table.summary() for table in tables[:MAX_LISTED]]
        return {"type": "tables", "tables": listed, "more": len(tables) - len(listed)}

    async def _open(self, connection: Connection, message: Mapping[str, Any]) -> None:
        # A seed in the message is ignored: whoever chose it would know every hand.
        if self.local_open and not connection.is_local():
            raise ProtocolError("open_refused", "tables are opened on the hosting computer")
        if connection.open_tables() >= MAX_OPEN_PER_CONNECTION:
            raise ProtocolError("busy", f"{MAX_OPEN_PER_CONNECTION} open tables at most each")
        if REMOTE not in message["seats"]:  # a table nobody joins only spends the host's time
            raise ProtocolError("seats", "a table opened here needs at least one remote seat")
        table = await self.open_table(
            message["game"], message["seats"], message.get("options"), None, message
        )
        connection.opened.append(table)
        connection.push({"type": "opened", **table.summary(), "owner": table.owner})

    def _at_table(self, connection: Connection, message: Mapping[str, Any]) -> None:
        """The messages to one table: join, act, ready, start, leave."""
        kind = message["type"]
        if kind == "join" and not connection.joins.allow():  # guessing codes counts too
            raise ProtocolError("rate", "too many joins: slow down")
        table = self._table(message["table"])
        if kind == "join":
            token = message.get("token")  # printable ASCII when given (protocol)
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
