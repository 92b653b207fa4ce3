"""What the results screen tells about a finished game beyond the scores: the words each seat
played, the hints each seat used, and round numbers for the chart's axis. No pygame here."""

from __future__ import annotations

import math
from collections.abc import Sequence

from rondo_desktop.games.rondo.engine import Game
from rondo_desktop.games.rondo.engine.events import Exchanged, Passed, Played, TurnStarted

NICE_STEPS = (1, 2, 2.5, 5, 10)


def nice_ticks(low: float, high: float, most: int = 8) -> list[int]:
    """Axis values at round numbers (0, 50, 100 ...) covering low..high, at most ``most``.

    The step is 1, 2, 2.5 or 5 times a power of ten (whole numbers only), the first tick at
    or below ``low`` and the last at or above ``high``.
    """
    low, high = min(low, high), max(low, high)
    if high == low:
        high = low + 1
    raw = (high - low) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = 1
    for factor in NICE_STEPS:
        candidate = factor * power
        if candidate >= 1 and candidate == int(candidate) and candidate >= raw:
            step = int(candidate)
            break
    while math.ceil(high / step) - math.floor(low / step) + 1 > most:
        step *= 2
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return list(range(first, last + 1, step))


def words_by_seat(game: Game) -> list[list[tuple[str, int]]]:
    """Each seat's words with their points, best first (ties in the order played)."""
    words: list[list[tuple[str, int]]] = [[] for _ in range(game.options.seats)]
    for event in game.log:
        if isinstance(event, Played):
            words[event.seat].append((event.word, event.points))
    return [sorted(seat, key=lambda word: -word[1]) for seat in words]


def hints_by_seat(game: Game, hint_turns: Sequence[int]) -> list[int]:
    """How many turns each seat asked for a hint in (hint_turns: the session's turn numbers)."""
    seat_of_turn: dict[int, int] = {}
    starter: int | None = None
    for event in game.log:
        if isinstance(event, TurnStarted):
            seat_of_turn[event.turn] = event.seat
        elif starter is None and isinstance(event, Played | Exchanged | Passed):
            starter = event.seat  # the opening turn has no TurnStarted of its own
    counts = [0] * game.options.seats
    for turn in set(hint_turns):
        seat = seat_of_turn.get(turn, starter)
        if seat is not None:
            counts[seat] += 1
    return counts
