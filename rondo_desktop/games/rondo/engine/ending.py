"""The end of a game: when it comes, the penalty for the cards left in hand, and the winners."""

from __future__ import annotations

from collections.abc import Sequence

from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.events import Event, GameOver, HandPenalty
from rondo_desktop.games.rondo.engine.state import State


def end_reason(state: State, seats: int) -> str | None:
    """Why the game ends after this turn, or None while it goes on.

    Only once the pile is empty: a seat has laid its last card, or every seat has passed in a row.
    """
    if not state.pile:
        if any(not hand for hand in state.hands):
            return "hand_empty"
        if state.passes_in_a_row >= seats:
            return "all_passed"
    return None


def finish(state: State, deck: Deck, reason: str) -> list[Event]:
    """Charge every card left in hand and name the winners."""
    events: list[Event] = []
    for seat, hand in enumerate(state.hands):
        if hand:
            penalty = -sum(deck.penalty(card) for card in hand)
            state.scores[seat] += penalty
            events.append(HandPenalty(seat, tuple(hand), penalty))
    events.append(GameOver(reason, tuple(state.scores), winners(state.scores)))
    return events


def winners(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest score (equal scores share the win)."""
    top = max(scores)
    return tuple(s for s, score in enumerate(scores) if score == top)


def returns(scores: Sequence[int]) -> tuple[float, ...]:
    """Each seat's share of the win: 1 for a sole winner, 1/k for k sharing, else 0."""
    won = winners(scores)
    return tuple(1 / len(won) if s in won else 0.0 for s in range(len(scores)))
