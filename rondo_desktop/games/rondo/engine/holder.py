"""The expandable card holder and the rule book's text notation for holders and hands.

A slot is a stack of tokens, bottom first; only the top one is visible. A token is written as in
the notation: an uppercase letter is a letter card, a lowercase letter a joker showing that
letter, ``-`` a delete card. A holder's notation is its visible row, e.g. ``-HAUs``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rondo_desktop.games.rondo.engine.cards import DELETE, JOKER, Deck
from rondo_desktop.games.rondo.engine.errors import NotationError
from rondo_desktop.games.rondo.engine.spelling import transliterate

START_SLOTS = 3
MAX_SLOTS = 9
MIN_WORD = 3


def token_letter(token: str) -> str | None:
    """The letter a visible token shows, or None for a delete card."""
    return None if token == DELETE else token.upper()


def token_card(token: str) -> str:
    """The card a token is: its letter, ``?`` for a joker, ``-`` for a delete card."""
    if token == DELETE:
        return DELETE
    return token if token.isupper() else JOKER


def token_value(token: str, deck: Deck) -> int:
    return deck.value(token_card(token))


def shape_problem(row: str) -> str | None:
    """Why a visible row breaks the holder's shape, or None when it is valid.

    Returns ``"shape"`` when a delete card stands between letters and ``"too_short"`` when the
    run of letters is shorter than 3 (the codes of the matching rules).
    """
    letters = row.strip(DELETE)
    if DELETE in letters:
        return "shape"
    if len(letters) < MIN_WORD:
        return "too_short"
    return None


def check_letter(char: str, deck: Deck | None) -> None:
    """Refuse a letter (either case) that is no card: a token is one card showing one letter.

    Without a deck only letters with no one-letter capital are refused (ß, whose capital is SS);
    with one, every letter the deck has no card for (Ä, ß and ä in German), with the deck's own
    spelling of it when there is one, as the rule book spells HÄUS as HAEUS.
    """
    letter = char.upper()
    if len(letter) == 1 and (deck is None or letter in deck.letters):
        return
    if deck is None:
        raise NotationError(f"{char!r} is not a card: no card shows a letter written so.")
    message = f"The {deck.language} deck has no card {char!r}"
    spelled = transliterate(char, deck.language)
    if all(c in deck.letters for c in spelled):
        message += f": spell it {spelled}"
    raise NotationError(f"{message}.")


@dataclass(frozen=True)
class Holder:
    """The holder: 3 to 9 slots, each a stack of tokens (bottom first)."""

    stacks: tuple[tuple[str, ...], ...]

    @property
    def row(self) -> str:
        """The visible tokens, in notation."""
        return "".join(stack[-1] for stack in self.stacks)

    def __str__(self) -> str:
        return self.row

    def __len__(self) -> int:
        return len(self.stacks)

    @property
    def span(self) -> tuple[int, int]:
        """Slots ``[start, end)`` of the current word."""
        row = self.row
        start = len(row) - len(row.lstrip(DELETE))
        end = len(row.rstrip(DELETE))
        return start, end

    @property
    def word(self) -> str:
        start, end = self.span
        return "".join(token.upper() for token in self.row[start:end])

    def depth(self, slot: int) -> int:
        """How many cards lie on a slot (the visible one included)."""
        return len(self.stacks[slot])

    def cards(self) -> list[str]:
        """Every card in the holder, covered ones included."""
        return [token_card(token) for stack in self.stacks for token in stack]

    def value(self, deck: Deck) -> int:
        """The sum of the visible cards' values: what a play that makes this row scores."""
        return sum(token_value(token, deck) for token in self.row)

    @classmethod
    def from_row(cls, row: str) -> Holder:
        return cls(tuple((token,) for token in row))

    @classmethod
    def parse(cls, text: str, deck: Deck | None = None) -> Holder:
        """Read a holder from notation; one card per slot (the covered ones are not written).

        With ``deck``, every letter (and every joker's letter) must be one of the deck's.
        """
        row = text.strip()
        if not row:
            raise NotationError("A holder cannot be empty: write its visible cards, e.g. -HAUs.")
        for char in row:
            if char == JOKER:
                raise NotationError(
                    "A holder shows what each joker stands for: write it as a lowercase letter, "
                    "not '?'."
                )
            if char != DELETE and not char.isalpha():
                raise NotationError(
                    f"{char!r} is not a card: use letters, lowercase for jokers, -."
                )
            if char != DELETE:
                check_letter(char, deck)
        if len(row) > MAX_SLOTS:
            raise NotationError(f"A holder has at most {MAX_SLOTS} slots; {row!r} has {len(row)}.")
        if len(row) < START_SLOTS:
            raise NotationError(
                f"A holder has at least {START_SLOTS} slots; {row!r} has only {len(row)}."
            )
        problem = shape_problem(row)
        if problem == "shape":
            raise NotationError(f"In {row!r} a delete card stands between letters.")
        if problem == "too_short":
            raise NotationError(f"{row!r} does not show a word of at least 3 letters.")
        return cls.from_row(row)


def parse_hand(text: str, deck: Deck | None = None) -> list[str]:
    """Read a hand: uppercase letters, ``?`` for a joker, ``-`` for a delete card.

    With ``deck``, every letter must be one of the deck's.
    """
    cards: list[str] = []
    for char in text.strip():
        if char.isalpha():
            check_letter(char, deck)
        if char in (JOKER, DELETE) or (char.isalpha() and char.isupper()):
            cards.append(char)
        elif char.isalpha():
            raise NotationError(
                f"In a hand a joker is written '?' and letters are uppercase; {char!r} is neither."
            )
        else:
            raise NotationError(f"{char!r} is not a card: use uppercase letters, ? and -.")
    return cards


def format_hand(cards: Sequence[str]) -> str:
    return "".join(cards)
