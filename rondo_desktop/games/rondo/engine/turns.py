"""A turn's actions: whether one is allowed, and what laying a word, exchanging, passing and
refilling the hand do to the game's state.

Each function changes only the :class:`~.state.State` it is given and returns the events; the
game moves the phase and the turn on (:meth:`.Game.apply`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rondo_desktop.games.rondo.engine.actions import Action, Exchange, Pass, PlayWord, Timeout
from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.errors import IllegalAction, Rule
from rondo_desktop.games.rondo.engine.events import Drew, Event, Exchanged, Passed, Played
from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.play import PlayOutcome, check_play
from rondo_desktop.games.rondo.engine.state import EXCHANGE_COST, HAND_SIZE, State


def check_turn_action(
    action: Action, state: State, hand: Sequence[str], lexicon: Lexicon, deck: Deck
) -> PlayOutcome | None:
    """The play ``action`` makes (None for the others), or :class:`IllegalAction`."""
    match action:
        case PlayWord(placements):
            assert state.holder is not None
            return check_play(state.holder, hand, placements, lexicon, deck)
        case Exchange(cards):
            if not cards:
                raise IllegalAction(Rule.EXCHANGE_NOTHING)
            missing = Counter(cards) - Counter(hand)
            if missing:
                raise IllegalAction(Rule.CARD_NOT_IN_HAND, card=next(iter(missing)))
            if len(cards) > len(state.pile):
                raise IllegalAction(
                    Rule.EXCHANGE_PILE_SHORT, pile=len(state.pile), count=len(cards)
                )
            return None
        case Pass() | Timeout():
            return None
    raise TypeError(f"not an action: {action!r}")


def lay_word(
    state: State, seat: int, outcome: PlayOutcome, start: bool, timeout: bool
) -> list[Event]:
    """Lay the word: the cards leave the hand, the holder changes, the points are scored."""
    hand = state.hands[seat]
    for card in outcome.cards:
        hand.remove(card)
    state.holder = outcome.holder
    state.scores[seat] += outcome.score
    state.passes_in_a_row = 0
    if start:
        state.start_value = None
    return [
        Played(
            seat=seat,
            word=outcome.word,
            holder=str(outcome.holder),
            placements=tuple((p.slot, p.card, p.letter) for p in outcome.placements),
            word_value=outcome.word_value,
            bonus=outcome.bonus,
            points=outcome.score,
            new_slot=outcome.new_slot,
            start=start,
            timeout=timeout,
        )
    ]


def exchange(state: State, seat: int, cards: tuple[str, ...]) -> list[Event]:
    """Put ``cards`` under the pile, draw as many from its top, and pay for each."""
    hand = state.hands[seat]
    for card in cards:
        hand.remove(card)
    state.pile[0:0] = cards  # under the pile: drawn last
    drawn = tuple(state.pile.pop() for _ in cards)
    hand.extend(drawn)
    cost = -EXCHANGE_COST * len(cards)
    state.scores[seat] += cost
    return [Exchanged(seat, tuple(cards), drawn, cost)]


def pass_turn(state: State, seat: int, timeout: bool) -> list[Event]:
    """Pass: draw a penalty card while the pile has one, else count toward the end."""
    # The rule book's end-of-game count starts when the pile is empty: a pass made while it
    # still had cards (even one that draws the last card) does not count and restarts it, so
    # the seat that drew the last card always gets a turn to play it.
    state.passes_in_a_row = 0 if state.pile else state.passes_in_a_row + 1
    events: list[Event] = [Passed(seat, timeout)]
    if state.pile:
        card = state.pile.pop()
        state.hands[seat].append(card)
        events.append(Drew(seat, (card,), "penalty"))
    return events


def refill(state: State, seat: int) -> list[Event]:
    """Draw up to a full hand while the pile lasts."""
    hand = state.hands[seat]
    pile = state.pile
    drawn = tuple(pile.pop() for _ in range(min(len(pile), HAND_SIZE - len(hand))))
    hand.extend(drawn)
    return [Drew(seat, drawn, "refill")] if drawn else []
