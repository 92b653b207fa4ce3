"""Cards and decks as data.

A card is written as in the rule book's hand notation: an uppercase letter for a letter card,
``?`` for a joker, ``-`` for a delete card. A deck is a JSON file per language in
``assets/decks/`` (German from the rule book, English and Spanish generated from their lexicons),
so another language plugs in without code changes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rondo_desktop.games.rondo.engine.errors import DeckError
from rondo_desktop.paths import asset_path

JOKER = "?"
DELETE = "-"
DECK_FORMAT = "rondo-deck"
DECK_VERSION = 1


@dataclass(frozen=True)
class LetterSpec:
    count: int
    value: int


@dataclass(frozen=True)
class Deck:
    """How many of each card a language's deck has and what each is worth."""

    language: str
    letters: Mapping[str, LetterSpec]
    joker_count: int = 6
    joker_value: int = -3
    delete_count: int = 10
    delete_value: int = -2

    @property
    def alphabet(self) -> str:
        return "".join(sorted(self.letters))

    @property
    def size(self) -> int:
        letters = sum(spec.count for spec in self.letters.values())
        return letters + self.joker_count + self.delete_count

    def value(self, card: str) -> int:
        """The point value of a card (jokers and delete cards are negative)."""
        if card == JOKER:
            return self.joker_value
        if card == DELETE:
            return self.delete_value
        try:
            return self.letters[card].value
        except KeyError:
            raise DeckError(f"{card!r} is not a card of the {self.language} deck") from None

    def penalty(self, card: str) -> int:
        """What a card left in hand at the end costs: the size of its value."""
        return abs(self.value(card))

    def is_card(self, card: str) -> bool:
        return card in (JOKER, DELETE) or card in self.letters

    def cards(self) -> list[str]:
        """Every card of the deck once, in a fixed order (the shuffle starts from it)."""
        cards: list[str] = []
        for letter in self.alphabet:
            cards.extend(letter * self.letters[letter].count)
        cards.extend(JOKER * self.joker_count)
        cards.extend(DELETE * self.delete_count)
        return cards

    def counts(self) -> dict[str, int]:
        counts = {letter: spec.count for letter, spec in self.letters.items()}
        counts[JOKER] = self.joker_count
        counts[DELETE] = self.delete_count
        return counts

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deck:
        try:
            if data.get("format") != DECK_FORMAT or data.get("version") != DECK_VERSION:
                raise DeckError("not a Rondo deck file of a known version")
            letters = {
                str(letter): LetterSpec(int(spec["count"]), int(spec["value"]))
                for letter, spec in data["letters"].items()
            }
            deck = cls(
                language=str(data["language"]),
                letters=letters,
                joker_count=int(data["joker"]["count"]),
                joker_value=int(data["joker"]["value"]),
                delete_count=int(data["delete"]["count"]),
                delete_value=int(data["delete"]["value"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise DeckError(f"malformed deck description: {error}") from error
        for letter, spec in deck.letters.items():
            if len(letter) != 1 or not letter.isalpha() or not letter.isupper():
                raise DeckError(f"deck letter {letter!r} is not a single uppercase letter")
            if spec.count < 1:
                raise DeckError(f"deck letter {letter} has no cards")
        return deck

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": DECK_FORMAT,
            "version": DECK_VERSION,
            "language": self.language,
            "letters": {
                letter: {"count": spec.count, "value": spec.value}
                for letter, spec in sorted(self.letters.items())
            },
            "joker": {"count": self.joker_count, "value": self.joker_value},
            "delete": {"count": self.delete_count, "value": self.delete_value},
        }


def read_deck(path: Path) -> Deck:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise DeckError(f"cannot read deck file {path}: {error}") from error
    if not isinstance(data, dict):
        raise DeckError(f"deck file {path} does not hold a deck")
    return Deck.from_dict(data)


@cache
def load_deck(language: str) -> Deck:
    """The shipped deck of a language (``de``, ``en``, ``es``)."""
    if not language.isalpha():
        raise DeckError(f"no deck for language {language!r}")
    return read_deck(asset_path("decks", f"{language}.json"))
