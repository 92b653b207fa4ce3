"""The engine's invariants, checked after every action of a simulated game.

One definition for the engine's tests, the tournament runner and the monkey test: the runner
is also a soak test of the rules engine, so a broken invariant must stop the game with a
message saying which one, not pass silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rondo_desktop.games.rondo.engine.events import Event, points_of
from rondo_desktop.games.rondo.engine.game import Game
from rondo_desktop.games.rondo.engine.holder import MAX_SLOTS, START_SLOTS, Holder


class InvariantError(AssertionError):
    """An engine invariant does not hold; the message says which."""


def add_points(totals: list[int], events: Iterable[Event]) -> None:
    """Add the points that ``events`` carry to each seat's running total."""
    for event in events:
        scored = points_of(event)
        if scored is not None:
            totals[scored[0]] += scored[1]


def check_game(game: Game, event_totals: Sequence[int]) -> None:
    """Raise :class:`InvariantError` unless the game state is sound.

    ``event_totals`` are each seat's points summed from the events so far (kept up to date by
    the caller with :func:`add_points`, so a long game does not re-add its whole log).
    """
    in_play = game.cards_in_play()
    if +in_play != {card: n for card, n in game.deck.counts().items() if n}:
        raise InvariantError(f"cards are not all accounted for: {dict(in_play)}")
    holder = game.holder
    if holder is not None:
        if not START_SLOTS <= len(holder) <= MAX_SLOTS:
            raise InvariantError(f"the holder has {len(holder)} slots")
        try:
            shape_ok = Holder.parse(holder.row).row == holder.row
        except Exception as error:  # any notation error is a broken shape
            raise InvariantError(f"the holder {holder.row!r} lost its shape: {error}") from error
        if not shape_ok:
            raise InvariantError(f"the holder {holder.row!r} lost its shape")
    if tuple(event_totals) != game.scores:
        raise InvariantError(
            f"scores {game.scores} are not the sum of their events {tuple(event_totals)}"
        )
