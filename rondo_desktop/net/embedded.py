"""The app's own host: "Host a table" runs the same server as ``serve``, inside the app.

The server's asyncio loop runs in a daemon thread, so the game loop never waits for the
network; the app's own person then joins over loopback like everyone else (one code path).
Tables are autosaved in ``<data_dir>/network/tables/``; an unfinished one can be hosted again
(:meth:`EmbeddedHost.resume`), its players rejoining their seats with their tokens. Only the
app itself (a client on this computer) may open tables here; friends join them. When it stops,
every connected seat is told (``closed``: "host_stopped") before the connections close.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from rondo_desktop.net.autosave import AutosaveRefused, read_table_save
from rondo_desktop.net.discovery import Advertiser, lan_address
from rondo_desktop.net.server import Host, server_port, start_server
from rondo_desktop.net.table import TableSettings

DEFAULT_PORT = 47100
START_TIMEOUT = 10.0  # seconds start() waits for the server to listen
LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class SavedTable:
    """An unfinished hosted table on disk, to host again."""

    path: Path
    game: str
    code: str
    names: tuple[str, ...]
    moves: int


def tables_folder(data_dir: Path) -> Path:
    return data_dir / "network" / "tables"


class EmbeddedHost:
    def __init__(
        self, data_dir: Path, port: int = DEFAULT_PORT, advertise: bool = True, name: str = ""
    ) -> None:
        self.folder = tables_folder(data_dir)
        self.wanted_port = port
        self.advertise = advertise
        self.name = name
        self.port = 0  # the port bound, once started
        self.host: Host | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._advertiser: Advertiser | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> int:
        """Listen (the wanted port, else a free one) and return the port; OSError if not."""
        if self.running:
            return self.port
        self.folder.mkdir(parents=True, exist_ok=True)
        self._ready.clear()
        self._error = None
        self._thread = threading.Thread(target=self._run, daemon=True, name="embedded host")
        self._thread.start()
        started = self._ready.wait(START_TIMEOUT)
        error = self.failure()
        if error is not None or not started:
            raise OSError(f"cannot host a table: {error or 'it did not start in time'}")
        if self.advertise:
            self._advertiser = Advertiser(self.port, self.name or socket.gethostname(), False)
        return self.port

    def failure(self) -> BaseException | None:
        """Why the host's thread ended (None while it runs or never failed)."""
        return self._error

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as error:  # told to start(); the thread ends
            self._error = error
            self._ready.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        with ThreadPoolExecutor(max_workers=2, thread_name_prefix="computer") as executor:
            host = Host(executor, TableSettings(autosave=self.folder), local_open=True)
            try:
                server = await start_server(host, "0.0.0.0", self.wanted_port)
            except OSError:  # taken (another app hosting?): any free port will do
                LOG.info("port %d is taken, hosting on a free one", self.wanted_port)
                server = await start_server(host, "0.0.0.0", 0)
            self.host, self.port = host, server_port(server)
            self._ready.set()
            try:
                await self._stop.wait()
            finally:
                await host.close()  # "closed" to every seat, sent before the sockets close
                server.close()
                await server.wait_closed()

    def addresses(self) -> list[str]:
        """Where friends join: ws://<this computer on the home network>:port, then loopback."""
        if not self.port:
            return []
        local = f"ws://127.0.0.1:{self.port}"
        lan = lan_address()
        return [local] if lan == "127.0.0.1" else [f"ws://{lan}:{self.port}", local]

    def stop(self) -> None:
        if self._advertiser is not None:
            self._advertiser.close()
            self._advertiser = None
        loop, stop, thread = self._loop, self._stop, self._thread
        if loop is not None and stop is not None and thread is not None and thread.is_alive():
            loop.call_soon_threadsafe(stop.set)
            thread.join(timeout=5)
        self._thread = self._loop = self._stop = self.host = None
        self.port = 0

    # -- tables autosaved -------------------------------------------------------------------

    def saved_tables(self) -> list[SavedTable]:
        """The unfinished tables autosaved here, newest first (not those hosted right now)."""
        hosted = set(self.host.tables) if self.host is not None else set()
        found: list[tuple[float, SavedTable]] = []
        for path in self.folder.glob("table-*.json"):
            try:
                saved = read_table_save(path)
                when = path.stat().st_mtime
            except (AutosaveRefused, OSError) as error:  # kept, never deleted; just not offered
                LOG.warning("cannot read the hosted table %s: %s", path, error)
                continue
            nobody = all(token is None for token in saved.tokens)  # every seat left again
            begun = saved.started if saved.started is not None else saved.moves > 0
            if saved.over or nobody or not begun or saved.table in hosted:
                continue
            table = SavedTable(path, saved.game, saved.table, saved.names, saved.moves)
            found.append((when, table))
        return [table for _, table in sorted(found, key=lambda pair: -pair[0])]

    def owner_of(self, code: str) -> str | None:
        """The opener's token of the table ``code`` hosted here (a table hosted again keeps
        its opener's, so the app's Start works on it), None when there is no such table."""
        host = self.host
        table = None if host is None else host.tables.get(code)
        return None if table is None else table.owner

    def resume(self, path: Path) -> str:
        """Host the table autosaved at ``path`` again; its code. AutosaveRefused, SaveRefused,
        OSError (not started, or the file cannot be read)."""
        loop, host = self._loop, self.host
        if loop is None or host is None:
            raise OSError("the host is not running")

        async def restore() -> str:
            return host.restore_table(path).id

        return asyncio.run_coroutine_threadsafe(restore(), loop).result(START_TIMEOUT)
