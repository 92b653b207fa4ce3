"""A hosted table's end: the result, a finished table kept for its grace, an idle lobby
expiring, and closing (every connected seat told why with ``closed``).

(Apart from :mod:`.table` so the table's own module stays about seats and the game.)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from rondo_desktop.net import messages
from rondo_desktop.net.clock import TurnClock
from rondo_desktop.net.seats import AnySpec, RemoteSeat, TableSettings, final_scores

if TYPE_CHECKING:
    from rondo_desktop.net.table import Table


class TableEnd:
    """The part of :class:`~rondo_desktop.net.table.Table` about ending."""

    id: str
    spec: AnySpec
    state: Any
    kinds: tuple[str, ...]
    settings: TableSettings
    remote: dict[int, RemoteSeat]
    clock: TurnClock
    closed: bool
    on_over: Callable[[dict[str, Any]], None]
    on_gone: Callable[[], None]
    _expiry: asyncio.TimerHandle | None
    _task: asyncio.Task[None] | None
    _reported: bool

    @property
    def started(self) -> bool:
        raise NotImplementedError

    def _tell(self, message_of: Callable[[int], dict[str, Any]]) -> None:
        raise NotImplementedError

    def result(self) -> dict[str, Any]:
        return {
            "table": self.id,
            "game": self.spec.name,
            "seats": messages.names(cast("Table", self)),
            "kinds": list(self.kinds),
            "scores": final_scores(self.spec, self.state),
        }

    def _finish(self) -> None:
        if self._reported:
            return
        self._reported = True
        result = self.result()
        over = messages.over_message(cast("Table", self), result)
        self._tell(lambda seat: over)
        self.on_over(result)
        self.clock.disarm()
        self._cancel_graces()
        # Joinable for its grace (a seat that dropped around the last move gets the end), then gone.
        self._expiry = asyncio.get_running_loop().call_later(self.settings.grace, self.shut)

    def _watch_idle(self) -> None:
        """A lobby nobody is connected to expires after ``settings.idle`` seconds."""
        idle = self.settings.idle
        if self.closed or self.state.is_over:
            return
        if self._expiry is not None:
            self._expiry.cancel()
            self._expiry = None
        nobody = all(remote.peer is None for remote in self.remote.values())
        if idle is not None and not self.started and nobody:
            loop = asyncio.get_running_loop()
            self._expiry = loop.call_later(idle, self.shut, "expired")

    def _cancel_graces(self) -> None:
        for remote in self.remote.values():
            if remote.grace is not None:
                remote.grace.cancel()
                remote.grace = None

    def shut(self, reason: str | None = None) -> None:
        """Close the table now; with a ``reason`` every connected seat is told (``closed``)."""
        if self.closed:
            return
        self.closed = True
        if reason is not None:
            notice = {"type": "closed", "table": self.id, "reason": reason}
            self._tell(lambda seat: notice)
        if self._expiry is not None:
            self._expiry.cancel()
        self.clock.disarm()
        self._cancel_graces()
        if self._task is not None:
            self._task.cancel()
        self.on_gone()

    async def close(self, reason: str | None = "host_stopped") -> None:
        self.shut(reason)
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
