"""The word finder's best and top plays are exactly the head of its full list of plays.

``best`` and ``top`` skip most of the list, so they are held to ``plays()``: the same plays, in
the same order, ties included, over many seeded positions in every shipped language.
"""

import random
from functools import cache

import pytest

from rondo_desktop.games.rondo.engine import Deck, Holder, LetterSpec, WordList, load_deck
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.lexicons import load_lexicon
from tests.games.rondo.engine.conftest import small_words

SIZES = (1, 2, 3, 7, 30)


@cache
def shipped(language: str) -> WordFinder:
    return WordFinder(load_lexicon(language), load_deck(language))


def random_position(rng: random.Random, words: list[str], deck: Deck) -> tuple[Holder, list[str]]:
    """A holder of 3-7 letters (some jokers, some delete cards) and a hand of 1-10 cards,
    from letters only to all the deck's jokers and delete cards."""
    word = rng.choice(words)
    tokens = "".join(c.lower() if rng.random() < 0.2 else c for c in word)
    room = 9 - len(word)
    left = rng.randint(0, min(2, room))
    right = rng.randint(0, min(2, room - left))
    holder = Holder.parse("-" * left + tokens + "-" * right)
    size = rng.randint(1, 10)
    jokers = min(size, rng.choice((0, 0, 0, 0, 1, 1, 2, 3, deck.joker_count)))
    deletes = min(size - jokers, rng.choice((0, 0, 0, 1, 2, 5)))
    letters = [rng.choice(deck.alphabet) for _ in range(size - jokers - deletes)]
    return holder, ["?"] * jokers + ["-"] * deletes + letters


def assert_head_of_plays(finder: WordFinder, holder: Holder, hand: list[str]) -> bool:
    """Check best and top against plays(); True when the position has no play."""
    plays = finder.plays(holder, hand)
    assert finder.best(holder, hand) == (plays[0] if plays else None), (holder.row, hand)
    for n in SIZES:
        assert finder.top(holder, hand, n) == plays[:n], (holder.row, hand, n)
    return not plays


@pytest.mark.parametrize("language", ["de", "en", "es"])
@pytest.mark.slow
def test_best_and_top_are_the_head_of_plays(language: str) -> None:
    finder = shipped(language)
    rng = random.Random(language)
    words = [w for n in range(3, 8) for w in finder.lexicon.words(n)]
    empty = heavy = 0
    for _ in range(40):
        holder, hand = random_position(rng, words, finder.deck)
        empty += assert_head_of_plays(finder, holder, hand)
        heavy += hand.count("?") + hand.count("-") >= len(hand) / 2
    # The sweep covers what it claims to: positions without a play, joker and delete hands.
    assert empty >= 2 and heavy >= 8, (empty, heavy)


@pytest.mark.parametrize("seed", range(20))
def test_best_and_top_on_the_small_word_list(seed: int) -> None:
    words = small_words()
    finder = WordFinder(words, load_deck("de"))
    rng = random.Random(seed)
    listed = [w for n in range(3, 8) for w in words.words(n)]
    for _ in range(10):
        holder, hand = random_position(rng, listed, finder.deck)
        assert_head_of_plays(finder, holder, hand)


@pytest.mark.parametrize(
    ("row", "hand"),
    [
        ("HAUS", ["?", "?", "?", "?", "?", "?"]),  # every letter choice is a joker choice
        ("-HAUS-", ["-", "-", "-", "-", "?", "?", "E"]),
        ("HAUs", ["Q", "X", "Y"]),  # no play
        ("-HUT-", ["-"]),
        ("HAUSE", ["-", "-"]),
    ],
)
def test_best_and_top_on_chosen_positions(row: str, hand: list[str]) -> None:
    assert_head_of_plays(shipped("de"), Holder.parse(row), hand)


def test_top_of_nothing_is_empty() -> None:
    finder = shipped("de")
    assert finder.top(Holder.parse("HAUS"), ["T", "?"], 0) == []


def test_a_deck_with_a_letter_below_a_joker_still_agrees() -> None:
    # Then a joker may beat a letter card, the score bound no longer holds, and top() must
    # still give what plays() gives.
    base = load_deck("de")
    letters = dict(base.letters)
    letters["T"] = LetterSpec(letters["T"].count, -5)
    deck = Deck(base.language, letters)
    finder = WordFinder(WordList(["HAUS", "HAUT", "TAU", "HUT", "SAU"]), deck)
    holder, hand = Holder.parse("HAUS"), ["T", "?", "?"]
    plays = finder.plays(holder, hand)
    assert plays and finder.best(holder, hand) == plays[0]
    assert finder.top(holder, hand, 3) == plays[:3]
