"""Building a new word: which card goes where, whether the rules allow it, and what it scores.

Slots are numbered from 0 at the left of the current holder. ``-1`` is a new slot added at the
left end and ``len(holder)`` a new slot added at the right end (at most one per turn).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from rondo_desktop.games.rondo.engine.cards import DELETE, JOKER, Deck
from rondo_desktop.games.rondo.engine.errors import IllegalPlay, Rule
from rondo_desktop.games.rondo.engine.holder import (
    MAX_SLOTS,
    START_SLOTS,
    Holder,
    shape_problem,
    token_letter,
)
from rondo_desktop.games.rondo.engine.lexicon import Lexicon

BONUS_PER_CARD = 3
BONUS_FROM = 3  # a play of this many cards or more earns the bonus


class Placement(NamedTuple):
    """One hand card put on one slot; ``letter`` says what a joker shows.

    A named tuple rather than a dataclass: the word finder makes thousands per query.
    """

    slot: int
    card: str
    letter: str | None = None

    @property
    def token(self) -> str:
        """The token this card shows in the holder."""
        if self.card == JOKER:
            return (self.letter or "").lower()
        return self.card

    def __str__(self) -> str:
        shown = f"={self.letter}" if self.card == JOKER else ""
        return f"{self.card}{shown}@{self.slot}"


def bonus(cards_played: int) -> int:
    """3 points for every card beyond the second, in plays of 3 or more cards."""
    return BONUS_PER_CARD * (cards_played - 2) if cards_played >= BONUS_FROM else 0


class PlayOutcome(NamedTuple):
    """What an accepted play makes: the word, its score and the holder after it.

    A named tuple, cheap to make: the word finder returns thousands per query, of which a caller
    usually looks at a few. The holder after the play is worked out when asked for, unless the
    validator already built it.
    """

    placements: tuple[Placement, ...]
    word: str
    word_value: int
    bonus: int
    new_slot: str | None
    before: Holder | None
    after: Holder | None = None

    @property
    def holder(self) -> Holder:
        if self.after is not None:
            return self.after
        assert self.before is not None
        return place(self.before, self.placements)[0]

    @property
    def score(self) -> int:
        return self.word_value + self.bonus

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(p.card for p in self.placements)

    def __str__(self) -> str:
        moves = " ".join(str(p) for p in self.placements)
        return f"{self.word} {self.score} [{moves}]"


def _check_cards(placements: Sequence[Placement], hand: Sequence[str], deck: Deck) -> None:
    if not placements:
        raise IllegalPlay(Rule.EMPTY_PLAY)
    available = Counter(hand)
    for placement in placements:
        if not deck.is_card(placement.card) or available[placement.card] == 0:
            raise IllegalPlay(Rule.CARD_NOT_IN_HAND, card=placement.card)
        available[placement.card] -= 1
        if placement.card == JOKER:
            if placement.letter is None or placement.letter not in deck.letters:
                raise IllegalPlay(Rule.JOKER_LETTER)
        elif placement.letter not in (None, placement.card):
            raise IllegalPlay(Rule.JOKER_LETTER)


def _check_slots(placements: Sequence[Placement], size: int) -> str | None:
    slots = [p.slot for p in placements]
    for slot in slots:
        if not -1 <= slot <= size:
            raise IllegalPlay(Rule.SLOT_OUT_OF_RANGE, slot=slot)
    if len(set(slots)) != len(slots):
        raise IllegalPlay(Rule.ONE_CARD_PER_SLOT)
    left, right = -1 in slots, size in slots
    if left and right:
        raise IllegalPlay(Rule.TOO_MANY_NEW_SLOTS)
    if (left or right) and size >= MAX_SLOTS:
        raise IllegalPlay(Rule.HOLDER_FULL)
    return "left" if left else "right" if right else None


def place(holder: Holder, placements: Sequence[Placement]) -> tuple[Holder, str | None]:
    """Put the cards into the holder, checking how each card may cover what it lands on."""
    size = len(holder)
    new_slot = _check_slots(placements, size)
    stacks = [list(stack) for stack in holder.stacks]
    if new_slot == "left":
        stacks.insert(0, [])
    elif new_slot == "right":
        stacks.append([])
    offset = 1 if new_slot == "left" else 0
    for placement in placements:
        stack = stacks[placement.slot + offset]
        if not stack:
            if placement.card == DELETE:
                raise IllegalPlay(Rule.DELETE_ON_NEW_SLOT)
        else:
            below = token_letter(stack[-1])
            if placement.card == DELETE:
                if below is None:
                    raise IllegalPlay(Rule.DELETE_COVERS_LETTERS)
            elif below == token_letter(placement.token):
                raise IllegalPlay(Rule.SAME_LETTER_COVER, letter=below)
        stack.append(placement.token)
    return Holder(tuple(tuple(stack) for stack in stacks)), new_slot


def check_play(
    holder: Holder,
    hand: Sequence[str],
    placements: Sequence[Placement],
    lexicon: Lexicon,
    deck: Deck,
) -> PlayOutcome:
    """Validate a play over the current word; raise :class:`IllegalPlay` naming the broken rule."""
    placements = tuple(placements)
    _check_cards(placements, hand, deck)
    after, new_slot = place(holder, placements)
    problem = shape_problem(after.row)
    if problem is not None:
        raise IllegalPlay(Rule(problem))
    previous = holder.word
    word = after.word
    if len(word) > len(previous) + 1:
        raise IllegalPlay(Rule.TOO_LONG, previous=previous)
    offset = 1 if new_slot == "left" else 0
    covered = {p.slot + offset for p in placements}
    start, end = holder.span
    if all(slot + offset in covered for slot in range(start, end)):
        raise IllegalPlay(Rule.NOTHING_REUSED, previous=previous)
    if word == previous:
        raise IllegalPlay(Rule.SAME_WORD, previous=previous)
    if word not in lexicon:
        raise IllegalPlay(Rule.NOT_A_WORD, word=word)
    return PlayOutcome(
        placements, word, after.value(deck), bonus(len(placements)), new_slot, holder, after
    )


def check_start_word(
    hand: Sequence[str], placements: Sequence[Placement], lexicon: Lexicon, deck: Deck
) -> PlayOutcome:
    """Validate the start word: 3 letter cards or jokers on the empty 3-slot holder, no bonus."""
    placements = tuple(placements)
    _check_cards(placements, hand, deck)
    if sorted(p.slot for p in placements) != list(range(START_SLOTS)) or any(
        p.card == DELETE for p in placements
    ):
        raise IllegalPlay(Rule.START_WORD_LENGTH)
    ordered = sorted(placements)
    after = Holder(tuple((p.token,) for p in ordered))
    word = after.word
    if word not in lexicon:
        raise IllegalPlay(Rule.NOT_A_WORD, word=word)
    return PlayOutcome(placements, word, after.value(deck), 0, None, None, after)
