"""What happened: every action returns events for the UI to animate and the log to print.

Events that carry points (:class:`Played`, :class:`Exchanged`, :class:`HandPenalty`) are the
only way a score changes, so a seat's score is always the sum of its events' points.
Events naming cards that only one seat may see have a :meth:`hidden` form for the others.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rondo_desktop.games.events import Event
from rondo_desktop.games.events import seen_by as seen_by  # the one masking rule


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    cards: tuple[str, ...]

    def hidden(self, viewer: int) -> Event:
        return self if viewer == self.seat else replace(self, cards=("",) * len(self.cards))


@dataclass(frozen=True)
class Redealt(Event):
    """Nobody could form a 3-letter word: all cards are shuffled and dealt again."""

    attempt: int


@dataclass(frozen=True)
class StartWords(Event):
    """Each seat's best 3-letter word and its value (None when the hand has none).

    The values are announced to everybody; a word would show three cards of its seat's hand,
    so the others see ``""`` in its place (only the start player's word is laid open later).
    """

    words: tuple[tuple[int, str | None, int | None], ...]

    def hidden(self, viewer: int) -> Event:
        return replace(
            self,
            words=tuple(
                (seat, word if seat == viewer or word is None else "", value)
                for seat, word, value in self.words
            ),
        )


@dataclass(frozen=True)
class StartSeat(Event):
    seat: int
    tied: tuple[int, ...]  # the seats that shared the highest value (the draw chose among them)


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclass(frozen=True)
class Played(Event):
    seat: int
    word: str
    holder: str
    placements: tuple[tuple[int, str, str | None], ...]
    word_value: int
    bonus: int
    points: int
    new_slot: str | None
    start: bool = False
    timeout: bool = False  # the start word laid for its player when the sand ran out


@dataclass(frozen=True)
class Exchanged(Event):
    seat: int
    cards: tuple[str, ...]
    drawn: tuple[str, ...]
    points: int

    def hidden(self, viewer: int) -> Event:
        if viewer == self.seat:
            return self
        # Cards go under the pile face down: the others see only how many.
        return replace(self, cards=("",) * len(self.cards), drawn=("",) * len(self.drawn))


@dataclass(frozen=True)
class Drew(Event):
    seat: int
    cards: tuple[str, ...]
    reason: str  # "refill" or "penalty"

    def hidden(self, viewer: int) -> Event:
        return self if viewer == self.seat else replace(self, cards=("",) * len(self.cards))


@dataclass(frozen=True)
class Passed(Event):
    seat: int
    timeout: bool


@dataclass(frozen=True)
class HandPenalty(Event):
    seat: int
    cards: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class GameOver(Event):
    reason: str  # "hand_empty" or "all_passed"
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]


def points_of(event: Event) -> tuple[int, int] | None:
    """``(seat, points)`` for an event that changes a score."""
    if isinstance(event, Played | Exchanged | HandPenalty):
        return event.seat, event.points
    return None
