"""The start of a game: the deal, the start seat, and the start word it must lay.

Every seat gets :data:`~.state.HAND_SIZE` cards; the seat whose hand makes the most valuable
3-letter word starts (a tie is drawn by lot) and must lay a word of exactly that value. When no
hand makes a word, the cards are dealt again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rondo_desktop.games.rondo.engine.actions import Action, PlayWord
from rondo_desktop.games.rondo.engine.cards import Deck
from rondo_desktop.games.rondo.engine.errors import IllegalAction, IllegalPlay, RondoError, Rule
from rondo_desktop.games.rondo.engine.events import Dealt, Event, Redealt, StartSeat, StartWords
from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.play import PlayOutcome, check_start_word
from rondo_desktop.games.rondo.engine.state import HAND_SIZE, MAX_DEALS, State
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder


def deal(
    state: State, deck: Deck, finder: WordFinder, rng: random.Random, seats: int
) -> tuple[list[Event], int]:
    """Deal into ``state`` until a seat can start; return what happened and the start seat."""
    if not finder.lexicon.words(3):
        raise RondoError("the lexicon has no 3-letter words, so no game can start")
    events: list[Event] = []
    for attempt in range(1, MAX_DEALS + 1):
        pile = deck.cards()
        rng.shuffle(pile)
        hands: list[list[str]] = [[] for _ in range(seats)]
        for _ in range(HAND_SIZE):
            for hand in hands:
                hand.append(pile.pop())
        state.pile, state.hands = pile, hands
        events.extend(Dealt(seat, tuple(hand)) for seat, hand in enumerate(hands))
        best = [best_start_word(finder, hand) for hand in hands]
        events.append(
            StartWords(
                tuple(
                    (seat, o.word if o else None, o.score if o else None)
                    for seat, o in enumerate(best)
                )
            )
        )
        values = [o.score for o in best if o is not None]
        if values:
            top = max(values)
            tied = tuple(s for s, o in enumerate(best) if o is not None and o.score == top)
            seat = tied[0] if len(tied) == 1 else rng.choice(tied)
            events.append(StartSeat(seat, tied))
            state.start_value = top
            return events, seat
        events.append(Redealt(attempt))
    raise RondoError(f"no seat could form a 3-letter word in {MAX_DEALS} deals")


def best_start_word(finder: WordFinder, hand: Sequence[str]) -> PlayOutcome | None:
    words = finder.start_words(hand)
    return words[0] if words else None


def check_start_action(
    action: Action, hand: Sequence[str], start_value: int | None, lexicon: Lexicon, deck: Deck
) -> PlayOutcome:
    """The start word ``action`` lays, or :class:`IllegalAction` if it may not be laid.

    A Timeout is not asked here: when the sand runs out the game lays the best start word.
    """
    if not isinstance(action, PlayWord):
        raise IllegalAction(Rule.START_PHASE)
    outcome = check_start_word(hand, action.placements, lexicon, deck)
    if outcome.score != start_value:
        raise IllegalPlay(Rule.START_WORD_NOT_BEST, best=start_value)
    return outcome
