"""What one seat sees of a game, and the game state a seat's view may stand for.

:func:`observe` builds a seat's :class:`Observation` from the game's state; a computer player's
look-ahead goes the other way with :func:`imagined_state`, laying out the cards it cannot see.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.errors import RondoError
from rondo_desktop.games.rondo.engine.holder import Holder
from rondo_desktop.games.rondo.engine.state import Phase, State


@dataclass(frozen=True)
class Observation:
    """What one seat knows: everything public plus its own hand, never the pile's order."""

    seat: int
    phase: Phase
    current_seat: int
    turn: int
    holder: Holder | None
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    scores: tuple[int, ...]
    passes_in_a_row: int  # since the pile ran out (the passes that count toward the end)
    start_value: int | None  # the value the start word must have, during the start phase
    language: str

    def unseen(self, deck: Deck) -> Counter[str]:
        """Cards this seat has not seen: in other hands or in the pile."""
        unseen = Counter(deck.counts())
        unseen.subtract(self.hand)
        if self.holder is not None:
            unseen.subtract(self.holder.cards())
        return +unseen


def observe(state: State, seat: int, phase: Phase, current_seat: int, language: str) -> Observation:
    """``seat``'s view of a game in ``state``."""
    return Observation(
        seat=seat,
        phase=phase,
        current_seat=current_seat,
        turn=state.turn,
        holder=state.holder,
        hand=tuple(state.hands[seat]),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        pile_size=len(state.pile),
        scores=tuple(state.scores),
        passes_in_a_row=state.passes_in_a_row,
        start_value=state.start_value,
        language=language,
    )


def imagined_state(
    observation: Observation,
    hands: Sequence[Sequence[str]],
    pile: Sequence[str],
    deck: Deck,
) -> State:
    """The state ``observation`` shows, with the cards its seat cannot see laid out as given.

    Raises :class:`RondoError` unless the game is in its turns and ``hands`` (every seat's, the
    observer's own included) and ``pile`` (bottom to top) hold exactly the cards it has not seen.
    """
    if observation.phase is not Phase.TURN or observation.holder is None:
        raise RondoError("only a game in its turns can be imagined from an observation")
    if (
        tuple(map(len, hands)) != observation.hand_sizes
        or len(pile) != observation.pile_size
        or Counter(hands[observation.seat]) != Counter(observation.hand)
    ):
        raise RondoError("the imagined hands and pile do not fit the observation")
    hidden = Counter(pile)
    for seat, hand in enumerate(hands):
        if seat != observation.seat:
            hidden.update(hand)
    if hidden != observation.unseen(deck):
        raise RondoError("the imagined cards are not the cards the seat has not seen")
    return State(
        pile=list(pile),
        hands=[list(hand) for hand in hands],
        holder=observation.holder,
        scores=list(observation.scores),
        turn=observation.turn,
        passes_in_a_row=observation.passes_in_a_row,
    )
