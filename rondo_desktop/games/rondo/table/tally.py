"""What the results screen tells about a finished game beyond the scores: the words each seat
played and the hints each seat used. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from rondo_desktop.games.rondo.engine import Game
from rondo_desktop.games.rondo.engine.events import Exchanged, Passed, Played, TurnStarted


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
