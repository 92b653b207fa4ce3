"""Coaching while playing: each move a person makes is judged against the best play there was,
off the frame, and the table shows a short note ("COY 15 — best was COYS 21").

No pygame here. The session hands the coach a copy of the position before the move; a worker
thread judges it with the review's judge (:func:`~rondo_desktop.games.rondo.review.judge_move`,
the word finder and the Hard player's equity, never a rule of its own) and the table takes
the finished notes once a frame. A move the judge cannot judge gives no note.
"""

from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass
from typing import Any

from rondo_desktop.app.storage import bounded_int
from rondo_desktop.games.rondo.engine import Action, Game, RondoError
from rondo_desktop.games.rondo.engine.save import MAX_ACTIONS
from rondo_desktop.games.rondo.review import Judge, TurnReview, judge_for, judge_move

log = logging.getLogger(__name__)


def coached_from_meta(raw: Any) -> list[tuple[int, int]]:
    """The coaching notes a save says were given, as (action index, seat); an older save has
    none, and a list that is not one (edited, damaged) counts none rather than refuse the
    game."""
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        return []
    found = []
    for item in raw:
        if not isinstance(item, list) or len(item) != 2:
            return []
        index, seat = bounded_int(item[0], 0, MAX_ACTIONS), bounded_int(item[1], 0, 15)
        if index is None or seat is None:
            return []
        found.append((index, seat))
    return found


@dataclass(frozen=True)
class CoachNote:
    """A person's move judged: what they did, and the best play they had."""

    seat: int
    review: TurnReview


class Coach:
    """Judges the moves it is given in order, one at a time, on its own thread."""

    def __init__(self, *, threaded: bool = True) -> None:
        self.threaded = threaded
        self._judge: Judge | None = None
        self._work: queue.Queue[tuple[Game, Action, int] | None] = queue.Queue()
        self._notes: list[CoachNote] = []
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def judge(self, before: Game, action: Action, seat: int) -> None:
        """Judge ``action`` of ``seat`` in the position ``before`` (a copy the coach keeps)."""
        if not self.threaded:
            self._judge_one(before, action, seat)
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="coach", daemon=True)
            self._thread.start()
        self._work.put((before, action, seat))

    def take_notes(self) -> list[CoachNote]:
        """The notes judged since the last call, oldest first."""
        with self._lock:
            notes, self._notes = self._notes, []
        return notes

    def wait(self, seconds: float = 30.0) -> None:
        """Until every move given so far is judged (tests); the next move starts a thread."""
        thread = self._thread
        if thread is not None:
            self._work.put(None)
            thread.join(seconds)
            self._thread = None

    def close(self) -> None:
        """The table is left: the thread ends after the move it is judging."""
        if self._thread is not None:
            self._work.put(None)
            self._thread = None

    def _run(self) -> None:
        work = self._work
        while True:
            item = work.get()
            if item is None:
                return
            self._judge_one(*item)

    def _judge_one(self, before: Game, action: Action, seat: int) -> None:
        try:
            if self._judge is None:
                self._judge = judge_for(before)
            review = judge_move(before, action, self._judge)
        except RondoError as error:  # a start-phase move, or one the rules refuse: no note
            log.info("no coaching note for %s: %s", action, error)
            return
        except Exception:  # a bug in judging one move must not end coaching for the game
            log.exception("the coach could not judge %s", action)
            return
        with self._lock:
            self._notes.append(CoachNote(seat, review))
