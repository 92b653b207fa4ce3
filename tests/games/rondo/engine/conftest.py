"""Fixtures for the rules engine: the German deck, a small word list, rigged deals."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from rondo_desktop.games.rondo.engine import (
    Deck,
    Game,
    GameOptions,
    LetterSpec,
    WordList,
    load_deck,
)

WORDS_FILE = Path(__file__).with_name("words_de.txt")


def small_words() -> WordList:
    words = [
        w
        for line in WORDS_FILE.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
        for w in line.split()
    ]
    return WordList(words, language="de")


@pytest.fixture(scope="session")
def deck() -> Deck:
    return load_deck("de")


@pytest.fixture(scope="session")
def words() -> WordList:
    return small_words()


class RiggedRandom(random.Random):
    """A Random whose shuffles return chosen orders, for games that need a particular deal.

    Each entry of ``orders`` is the pile after a shuffle, bottom first; ``choices`` are the
    indexes :meth:`choice` answers with.
    """

    def __init__(self, orders: Sequence[Sequence[str]], choices: Sequence[int] = ()) -> None:
        super().__init__(0)
        self.orders = [list(order) for order in orders]
        self.choices = list(choices)

    def shuffle(self, x: list[str]) -> None:  # type: ignore[override]
        order = self.orders.pop(0)
        assert Counter(order) == Counter(x), "a rigged order must use exactly the deck's cards"
        x[:] = order

    def choice(self, seq: Sequence[int]) -> int:  # type: ignore[override]
        return seq[self.choices.pop(0)]


def deal_order(deck: Deck, hands: Sequence[str], pile_top: str = "") -> list[str]:
    """The shuffled pile (bottom first) that deals ``hands`` and then shows ``pile_top``.

    ``pile_top`` lists the next cards to be drawn, in drawing order; the rest of the deck lies
    under them in the deck's own order.
    """
    dealt = [hand[i] for i in range(7) for hand in hands]
    rest = Counter(deck.cards())
    rest.subtract(Counter("".join(hands) + pile_top))
    assert all(n >= 0 for n in rest.values()), "the hands use more cards than the deck has"
    bottom: list[str] = []
    for card in deck.cards():
        if rest[card] > 0:
            bottom.append(card)
            rest[card] -= 1
    return bottom + list(reversed(pile_top)) + list(reversed(dealt))


def tiny_deck(letters: dict[str, tuple[int, int]], jokers: int = 1, deletes: int = 1) -> Deck:
    """A deck of a few cards, so that the pile runs out within a few turns."""
    return Deck(
        language="de",
        letters={k: LetterSpec(count, value) for k, (count, value) in letters.items()},
        joker_count=jokers,
        delete_count=deletes,
    )


def rigged_game(
    deck: Deck,
    words: WordList,
    hands: Sequence[str],
    pile_top: str = "",
    choices: Sequence[int] = (),
) -> Game:
    order = deal_order(deck, hands, pile_top)
    return Game(
        GameOptions(seats=len(hands), seed=0), words, deck, rng=RiggedRandom([order], choices)
    )
