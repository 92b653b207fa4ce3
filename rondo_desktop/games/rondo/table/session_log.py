"""Rondo's move log: a line per event worth reading, and the hints put back where they were shown.

Each line is a translation key with its values (:class:`~rondo_desktop.app.session.LogEntry`);
the table prints them in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rondo_desktop.app.session import LogEntry
from rondo_desktop.games.rondo.engine.events import (
    Event,
    Exchanged,
    GameOver,
    HandPenalty,
    Passed,
    Played,
    Redealt,
    StartSeat,
    TurnStarted,
)

Name = Callable[[int], str]  # a seat's name


def hint_entry(seat: int, name: Name) -> LogEntry:
    return LogEntry("log.hint", {"name": name(seat)}, seat)


def event_entry(event: Event, name: Name) -> LogEntry | None:
    """The log line of ``event``; None for the events the log does not name."""
    match event:
        case Redealt():
            return LogEntry("log.redeal")
        case StartSeat(seat=seat):
            return LogEntry("log.start_seat", {"name": name(seat)}, seat)
        case Played(seat=seat, word=word, points=points, bonus=bonus, timeout=timeout):
            key = "log.start_word_timeout" if timeout else "log.played"
            params = {"name": name(seat), "word": word, "points": points, "bonus": bonus}
            return LogEntry(key, params, seat)
        case Exchanged(seat=seat, cards=cards, points=points):
            params = {"name": name(seat), "count": len(cards), "points": points}
            return LogEntry("log.exchanged", params, seat)
        case Passed(seat=seat, timeout=timeout):
            return LogEntry("log.timeout" if timeout else "log.passed", {"name": name(seat)}, seat)
        case HandPenalty(seat=seat, points=points):
            return LogEntry("log.penalty", {"name": name(seat), "points": points}, seat)
        case GameOver(winners=winners):
            # The winners' seats: the table names them when it draws the line, as it names
            # every seat, in today's language and joined with its "and"; the names are kept
            # for a line shown without a table.
            names = ", ".join(name(s) for s in winners)
            return LogEntry("log.game_over", {"names": names, "winners": tuple(winners)})
    return None


def history_entries(
    log: Sequence[Event],
    name: Name,
    current_seat: int,
    hints: Sequence[int],
    hint_actions: Sequence[int] | None,
) -> list[LogEntry]:
    """The move log of the game so far, hints included (a restored game's log is rebuilt from
    its events, each hint put back before the move it was shown for). ``hint_actions`` None:
    an older save that recorded only the turns of its ``hints``."""
    entries: list[LogEntry] = []
    pending = sorted(hint_actions or [])
    by_turn = set(hints) if hint_actions is None else set()
    actions = 0
    for event in log:
        if isinstance(event, Played | Exchanged | Passed):
            while pending and pending[0] <= actions:
                pending.pop(0)
                entries.append(hint_entry(event.seat, name))
            actions += 1
        entry = event_entry(event, name)
        if entry is not None:
            entries.append(entry)
        if isinstance(event, TurnStarted | StartSeat):
            turn = event.turn if isinstance(event, TurnStarted) else 0
            if turn in by_turn:
                entries.append(hint_entry(event.seat, name))
    entries.extend(hint_entry(current_seat, name) for _ in pending)
    return entries
