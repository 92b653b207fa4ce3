"""Work the game loop must not wait for (starting or stopping the embedded host, starting or
closing the finder of hosts), done on a daemon thread: the scene asks each frame whether it
is done and shows "Starting the table…" meanwhile."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class Background(Generic[T]):
    """``work()`` run once on its own thread; ``done``, then ``result`` or ``error``."""

    def __init__(self, work: Callable[[], T], name: str) -> None:
        self.result: T | None = None
        self.error: BaseException | None = None
        self._work = work
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = self._work()
        except Exception as error:  # handed to the scene, which tells the player
            self.error = error

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the work (never on the game loop: for a thread that follows it, and
        tests); True once done."""
        self._thread.join(timeout)
        return self.done


def in_background(work: Callable[[], object], name: str) -> Background[object]:
    """Run ``work`` on its own thread and forget it (what goes wrong is logged)."""

    def logged() -> object:
        try:
            return work()
        except Exception:
            log.exception("%s failed", name)
            raise

    return Background(logged, name)
