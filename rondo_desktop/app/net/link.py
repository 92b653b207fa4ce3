"""The app's connection to a host: a WebSocket client on its own thread and asyncio loop.

The scenes never wait on the network: ``send`` queues a message and returns, ``poll`` hands
over what arrived since the last frame, ``status`` says where the connection stands. The link
says hello itself; when the connection drops after it was up, it connects again every
``RETRY_SECONDS`` for ``RETRY_FOR`` seconds and, holding a seat, takes it again with its token
before anything else it has to send. ``error`` is a code (``ERRORS``) the caller translates:
the host's own words, when it gave some, are in ``reason`` (English, for the log).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import ssl
import threading
import time
from collections import deque
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal, Protocol

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from rondo_desktop.net.protocol import PROTOCOL_VERSION, TRANSPORT_MAX_BYTES, encode

log = logging.getLogger(__name__)

RETRY_SECONDS = 2.0
RETRY_FOR = 600.0  # ten minutes of trying before the link gives up
OPEN_TIMEOUT = 10.0
CLOSE_TIMEOUT = 2.0  # seconds a closing handshake may take before the socket is dropped
Status = Literal["connecting", "connected", "reconnecting", "closed"]
# What can go wrong, as codes for the caller's translation ("link.error.<code>").
# "closed": the host closed the table (it said so, or a seat held is at no table there any
# more): nothing to reconnect to.
ERRORS = ("unreachable", "not_a_host", "tls", "version", "lost", "refused", "closed")


class Link:
    """One connection to the host at ``url`` as ``name`` (``ca``: an extra certificate
    authority for a wss:// host with a self-signed certificate)."""

    def __init__(
        self,
        url: str,
        name: str,
        ca: Path | None = None,
        *,
        retry_seconds: float = RETRY_SECONDS,
        retry_for: float = RETRY_FOR,
    ) -> None:
        self.url = url
        self.name = name
        self.ca = ca
        self.retry_seconds = retry_seconds
        self.retry_for = retry_for
        self.status: Status = "connecting"
        self.error = ""  # a code of ERRORS once something went wrong
        self.reason = ""  # the host's words or the exception's, for the log
        self.seat: dict[str, Any] | None = None  # the last ``seated`` message
        self.hosted_here = False  # the host is this app's own (leaving ends the table)
        self._lock = threading.Lock()
        self._inbox: deque[dict[str, Any]] = deque()
        self._outbox: deque[str] = deque()
        self._loop = asyncio.new_event_loop()
        self._wake: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None
        self._socket: ClientConnection | None = None  # the connection while it is up
        self._finisher: asyncio.Task[None] | None = None  # close()'s last words
        self._closing = False
        self._thread = threading.Thread(target=self._run, name=f"link {url}", daemon=True)
        self._thread.start()

    # -- the game loop's side: never blocks ------------------------------------------------

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for the host (sent once connected, in order)."""
        with self._lock:
            self._outbox.append(encode(message))
        self._call(self._kick)

    def poll(self) -> list[dict[str, Any]]:
        """Every message that arrived since the last poll, oldest first."""
        with self._lock:
            messages = list(self._inbox)
            self._inbox.clear()
        return messages

    def put_back(self, messages: Iterable[dict[str, Any]]) -> None:
        """Return polled messages to the front of the queue, for the next reader (the lobby
        hands the first ``state`` and what came after it on to the table)."""
        with self._lock:
            self._inbox.extendleft(reversed(list(messages)))

    @property
    def token(self) -> str | None:
        return None if self.seat is None else self.seat.get("token")

    def close(self) -> None:
        """End the connection (the seat stays the player's to take again)."""
        self._closing = True
        self._call(self._stop)

    def _call(self, callback: Any) -> None:
        # The loop may have ended already: then there is nothing left to tell it.
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(callback)

    def _kick(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def _stop(self) -> None:
        self._finisher = self._loop.create_task(self._finish())

    async def _finish(self) -> None:
        """What is queued goes out first (a ``leave`` just said), a second at most; then the
        connection closes while its reader still reads (a host pushing more than the
        reader's queue holds would otherwise never be heard closing)."""
        deadline = self._loop.time() + 1.0
        while self._outbox and self.status == "connected" and self._loop.time() < deadline:
            await asyncio.sleep(0.02)
        if self._socket is not None:
            with contextlib.suppress(Exception):  # whatever state it is in, it ends here
                await asyncio.wait_for(self._socket.close(), CLOSE_TIMEOUT)
        if self._task is not None:
            self._task.cancel()

    # -- the link's thread -----------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._task = self._loop.create_task(self._main())
        if self._closing:
            self._task.cancel()
        try:
            self._loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            pass
        except Exception as error:  # a bug of ours must not pass unseen, nor crash the app
            log.exception("the link to %s failed", self.url)
            self._fail("lost", str(error))
        finally:
            self.status = "closed"
            if self._finisher is not None and not self._finisher.done():
                # The connection ended before close() had finished: let it finish.
                self._loop.run_until_complete(self._finisher)
            self._loop.close()

    def _fail(self, code: str, reason: str) -> None:
        if not self.error:
            self.error, self.reason = code, reason
        self.status = "closed"

    async def _main(self) -> None:
        self._wake = asyncio.Event()
        connected_once, gave_up_at = False, 0.0
        while not self._ended():
            try:
                async with connect(
                    self.url,
                    proxy=None,
                    max_size=TRANSPORT_MAX_BYTES,
                    open_timeout=OPEN_TIMEOUT,
                    close_timeout=CLOSE_TIMEOUT,
                    ssl=self._tls(),
                ) as websocket:
                    connected_once, gave_up_at = True, 0.0
                    await self._session(websocket)
            except Exception as error:  # every way a connection fails
                log.info("link to %s: %s", self.url, error)
                if not connected_once:  # a host never reached: say why, do not insist
                    self._fail(failure_code(error), str(error))
            if self._ended():
                return
            # The connection was up and dropped: try again for a while.
            self.status = "reconnecting"
            gave_up_at = gave_up_at or time.monotonic() + self.retry_for
            if time.monotonic() >= gave_up_at:
                self._fail("lost", "the host did not answer again")
                return
            await asyncio.sleep(self.retry_seconds)

    def _ended(self) -> bool:
        return self._closing or self.status == "closed"

    def _tls(self) -> ssl.SSLContext | None:
        if not self.url.startswith("wss://"):
            return None
        return ssl.create_default_context(cafile=str(self.ca) if self.ca else None)

    async def _session(self, websocket: ClientConnection) -> None:
        """One connection: hello, the seat again if one is held, then both directions until
        it drops."""
        await websocket.send(
            encode({"type": "hello", "version": PROTOCOL_VERSION, "name": self.name})
        )
        if self.seat is not None:
            table, token = self.seat.get("table"), self.seat.get("token")
            await websocket.send(encode({"type": "join", "table": table, "token": token}))
        writer = asyncio.create_task(self._write(websocket))
        self._socket = websocket
        try:
            async for raw in websocket:
                self._receive(raw)
                if self.status == "closed":
                    return
        except ConnectionClosed:
            pass
        finally:
            self._socket = None
            writer.cancel()

    async def _write(self, websocket: ClientConnection) -> None:
        assert self._wake is not None
        while True:
            with self._lock:
                message = self._outbox[0] if self._outbox else None
            if message is None:
                await self._wake.wait()
                self._wake.clear()
                continue
            try:
                await websocket.send(message)
            except ConnectionClosed:
                return  # kept in the outbox: sent again once connected
            with self._lock:
                self._outbox.popleft()

    def _receive(self, raw: str | bytes) -> None:
        try:
            message = json.loads(raw)
        except (ValueError, RecursionError):
            log.warning("the host at %s sent something that is not JSON", self.url)
            return
        if not isinstance(message, dict):
            return
        kind = message.get("type")
        if kind == "welcome":
            self.status = "connected"
        elif kind == "seated":
            self.seat = message
        elif kind == "refused" and message.get("code") == "version":
            self._fail("version", str(message.get("reason", "")))
        elif kind == "closed" or (self.seat is not None and table_gone(message)):
            self._fail("closed", str(message.get("reason", "the table is closed")))
        with self._lock:
            self._inbox.append(message)


def table_gone(message: dict[str, Any]) -> bool:
    """The host refused a rejoin because it has no such table (closed, or long over)."""
    return (
        message.get("type") == "refused"
        and message.get("of") == "join"
        and message.get("code") == "table"
    )


def failure_code(error: Exception) -> str:
    """The code of ``ERRORS`` for why a connection could not be made."""
    if isinstance(error, ssl.SSLError):
        return "tls"
    if isinstance(error, OSError | TimeoutError):
        return "unreachable"
    if isinstance(error, InvalidHandshake | InvalidURI | ValueError):
        return "not_a_host"
    return "unreachable"


class LinkLike(Protocol):
    """What the lobby and the table use of a :class:`Link` (tests and screenshots give a
    stand-in that needs no host)."""

    url: str
    name: str
    status: Status
    error: str
    seat: dict[str, Any] | None
    hosted_here: bool

    def send(self, message: dict[str, Any]) -> None: ...

    def poll(self) -> list[dict[str, Any]]: ...

    def put_back(self, messages: Iterable[dict[str, Any]]) -> None: ...

    def close(self) -> None: ...
