"""A real host on a loopback socket, served from its own thread as the app's embedded host
is: the app's links connect to it from theirs, the test thread waits on what they receive."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

from websockets.asyncio.server import Server

from rondo_desktop.net.server import Host, start_server
from rondo_desktop.net.table import TableSettings


class ServerThread:
    """``rondo_desktop.net.server`` on port 0 in a daemon thread."""

    def __init__(self, settings: TableSettings | None = None) -> None:
        self.loop = asyncio.new_event_loop()
        self.executor = ThreadPoolExecutor(max_workers=2)
        self.host = Host(self.executor, settings or TableSettings(grace=60.0))
        self.server: Server | None = None
        self.port = 0
        ready = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self.thread.start()
        assert ready.wait(10), "the host did not start"

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)

        async def begin() -> None:
            self.server = await start_server(self.host, "127.0.0.1", 0)
            self.port = next(iter(self.server.sockets)).getsockname()[1]
            ready.set()

        self.loop.run_until_complete(begin())
        self.loop.run_forever()

    def call(self, work: Callable[[], Any]) -> Any:
        """``work()`` run on the host's loop (a coroutine function's result awaited there)."""

        async def run() -> Any:
            result = work()
            return await result if asyncio.iscoroutine(result) else result

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def drop_everyone(self) -> None:
        """Cut every client's connection, as a network that fails does."""
        assert self.server is not None
        server = self.server

        def cut() -> None:
            for connection in list(server.connections):
                connection.transport.abort()

        self.call(cut)

    def stop(self) -> None:
        async def end() -> None:
            assert self.server is not None
            self.server.close()
            await self.server.wait_closed()
            await self.host.close()

        self.call(end)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.executor.shutdown(wait=False, cancel_futures=True)


@contextmanager
def serving(settings: TableSettings | None = None) -> Iterator[ServerThread]:
    server = ServerThread(settings)
    try:
        yield server
    finally:
        server.stop()


def wait_for(check: Callable[[], Any], seconds: float = 10.0) -> Any:
    """``check()``'s first true answer, polled as a frame would; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = check()
        if answer:
            return answer
        time.sleep(0.01)
    raise AssertionError(f"waited {seconds} s in vain for {check}")
