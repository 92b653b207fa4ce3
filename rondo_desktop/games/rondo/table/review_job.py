"""A game's review worked out off the frame: the analysis runs in a worker thread while the
window keeps drawing (a progress bar when it takes more than a moment).

No pygame here. The screens poll ``result``, ``error`` and ``progress`` once a frame; leaving
a screen cancels its job at the next move judged, so a closed review does not go on using a
core the table needs.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any

from rondo_desktop.games.rondo.engine import RondoError
from rondo_desktop.games.rondo.engine.save import Replay
from rondo_desktop.games.rondo.review import GameReview, review_game
from rondo_desktop.games.rondo.toolboxes import shared_toolboxes

log = logging.getLogger(__name__)

Stacks = tuple[tuple[str, ...], ...]


def holder_stacks(data: Mapping[str, Any]) -> dict[int, Stacks]:
    """The holder before each action of a save, covered cards included (the review's moves
    keep only the visible row): the save replayed by the engine, nothing judged."""
    boxes = shared_toolboxes()
    replay = Replay(
        data,
        lambda language: boxes.toolbox(language).lexicon,
        lambda language: boxes.toolbox(language).deck,
    )
    return {index: game.holder.stacks for index, game, _ in replay if game.holder is not None}


class _Cancelled(Exception):
    """Raised inside the analysis when the screen that wanted it has gone."""


class ReviewJob:
    """The review of one saved game (the save's own data), worked out once."""

    def __init__(
        self,
        data: Mapping[str, Any],
        *,
        threaded: bool = True,
        analyse: Callable[..., GameReview] = review_game,
    ) -> None:
        self.data = data
        self.result: GameReview | None = None
        self.error: str | None = None
        self.stacks: dict[int, Stacks] = {}  # the holder before each action, as it lay
        self.done = 0
        self.total = 0
        self._analyse = analyse
        self._cancelled = False
        self._thread: threading.Thread | None = None
        if threaded:
            self._thread = threading.Thread(target=self._run, name="review", daemon=True)
            self._thread.start()
        else:
            self._run()

    @classmethod
    def finished(cls, review: GameReview, data: Mapping[str, Any]) -> ReviewJob:
        """A job whose review of ``data`` is already known (a test's, a screenshot's)."""
        return cls(data, analyse=lambda _data, _progress: review, threaded=False)

    @property
    def ready(self) -> bool:
        return self.result is not None or self.error is not None

    @property
    def progress(self) -> float:
        """How much of the game is judged, 0..1."""
        return self.done / self.total if self.total else 0.0

    def cancel(self) -> None:
        self._cancelled = True

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the worker (tests and the screenshot tool); True once ready."""
        if self._thread is not None:
            self._thread.join(seconds)
        return self.ready

    def _stacks(self) -> dict[int, Stacks]:
        """The holders as they lay; none when the save cannot be replayed (the analysis
        then says why) -- the review draws the visible row alone."""
        try:
            return holder_stacks(self.data)
        except (RondoError, OSError, ValueError, LookupError):
            return {}

    def _progress(self, done: int, total: int) -> None:
        if self._cancelled:
            raise _Cancelled
        self.done, self.total = done, total

    def _run(self) -> None:
        try:
            # The analysis first: it refuses a save it will not judge (too many moves) at
            # once, before the holders are replayed for nothing.
            result = self._analyse(self.data, self._progress)
            self.stacks = self._stacks()
            self.result = result  # last: a result seen means the holders are there too
        except _Cancelled:
            return
        except Exception as error:  # the thread's last word: the screen says it, never hangs
            log.exception("cannot review the game")
            self.error = str(error) or type(error).__name__
