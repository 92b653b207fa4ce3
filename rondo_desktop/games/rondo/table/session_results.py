"""A Rondo game in numbers, read from its events: each seat's summary, the scores over the
turns, the best play, and what the statistics record for each person at the table."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.games.rondo.engine import Game
from rondo_desktop.games.rondo.engine.events import (
    Event,
    Exchanged,
    GameOver,
    HandPenalty,
    Played,
    TurnStarted,
)
from rondo_desktop.games.rondo.engine.holder import token_value
from rondo_desktop.games.rondo.stats import RondoEntry


@dataclass(frozen=True)
class SeatSummary:
    """A seat's game in numbers, for the results screen."""

    word_points: int = 0
    bonuses: int = 0
    exchanges: int = 0  # points paid (negative)
    penalty: int = 0  # points lost for the cards left in hand (negative)
    words: int = 0
    best_word: str | None = None
    best_points: int = 0


def summaries(log: Iterable[Event], seats: int) -> list[SeatSummary]:
    """Each seat's word points, bonuses, exchanges, hand penalty and best word."""
    found = [SeatSummary() for _ in range(seats)]
    for event in log:
        if not isinstance(event, Played | Exchanged | HandPenalty):
            continue
        row = found[event.seat]
        if isinstance(event, Played):
            best = row.best_word is None or event.points > row.best_points
            row = replace(
                row,
                word_points=row.word_points + event.word_value,
                bonuses=row.bonuses + event.bonus,
                words=row.words + 1,
                best_word=event.word if best else row.best_word,
                best_points=event.points if best else row.best_points,
            )
        elif isinstance(event, Exchanged):
            row = replace(row, exchanges=row.exchanges + event.points)
        else:
            row = replace(row, penalty=row.penalty + event.points)
        found[event.seat] = row
    return found


def score_history(log: Iterable[Event], seats: int) -> list[tuple[int, ...]]:
    """The scores after the start and after every turn, for the results chart."""
    scores = [0] * seats
    history = [tuple(scores)]
    for event in log:
        if isinstance(event, Played | Exchanged | HandPenalty):
            scores[event.seat] += event.points
        if isinstance(event, TurnStarted | GameOver):
            history.append(tuple(scores))
    return history


def best_play(log: Iterable[Event], seat: int | None = None) -> Played | None:
    """The game's best play (the first of equal ones), or ``seat``'s; None before any."""
    best: Played | None = None
    for event in log:
        if not isinstance(event, Played) or seat not in (None, event.seat):
            continue
        if best is None or event.points > best.points:
            best = event
    return best


def card_values(game: Game, holder: str) -> tuple[int, ...]:
    """The value of each card of a holder row (notation), as this game's deck counts it."""
    return tuple(token_value(token, game.deck) for token in holder)


def stats_entries(
    game: Game,
    seats: Sequence[SeatSetup],
    hints: Sequence[int] = (),
    coached: Collection[int] = (),
) -> list[RondoEntry]:
    """One statistics entry for every person at the table, in seat order, with the hints
    each seat had (``hints``: the Hint button's and the coaching notes') and whether it was
    coached while playing (the seats in ``coached``).

    Friends at one screen each count their own game: its opponents are all the other seats
    (a computer by its strength, another person as "person"), its score and best word are
    that person's, and it is a win for that person when their seat has the highest final
    score, alone or shared (the rule book: equal scores share the win). So a hot-seat game
    of two people adds two games, and one win when one of them comes first.
    """
    if not game.is_over:
        return []
    finals, winners = game.final_scores(), game.winners()
    entries = []
    for you, seat in enumerate(seats):
        if seat.kind != "person":
            continue
        best = best_play(game.log, you)
        entries.append(
            RondoEntry(
                opponents=tuple(
                    (s.strength or "medium") if s.kind == "computer" else "person"
                    for other, s in enumerate(seats)
                    if other != you
                ),
                won=you in winners,
                score=finals[you],
                best_word=best.word if best else None,
                best_word_points=best.points if best else 0,
                best_word_cards=best.holder if best else None,
                best_word_values=card_values(game, best.holder) if best else (),
                hints=hints[you] if you < len(hints) else 0,
                coached=you in coached,
            )
        )
    return entries
