"""The fast word finder finds exactly the legal plays: checked against two references."""

import random
from itertools import combinations, permutations, product

import pytest

from rondo_desktop.games.rondo.engine import (
    Holder,
    IllegalPlay,
    Placement,
    WordList,
    check_play,
    find_plays,
    load_deck,
)
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from tests.games.rondo.engine.conftest import small_words
from tests.lanes import sampled

DECK = load_deck("de")


def brute_force(holder: Holder, hand: list[str], words: WordList) -> set[tuple]:
    """Every way to put any of the hand's cards on any slots, kept when the validator agrees."""
    letters = sorted({c for n in range(3, 10) for w in words.words(n) for c in w})
    targets = range(-1, len(holder) + 1)
    legal = set()
    for size in range(1, len(hand) + 1):
        for chosen in {tuple(sorted(c)) for c in combinations(hand, size)}:
            for slots in permutations(targets, size):
                jokers = [i for i, card in enumerate(chosen) if card == "?"]
                for shown in product(letters, repeat=len(jokers)):
                    named = dict(zip(jokers, shown, strict=True))
                    placements = tuple(
                        sorted(
                            Placement(s, c, named.get(i))
                            for i, (s, c) in enumerate(zip(slots, chosen, strict=True))
                        )
                    )
                    try:
                        outcome = check_play(holder, hand, placements, words, DECK)
                    except IllegalPlay:
                        continue
                    legal.add((placements, outcome.score))
    return legal


def found(plays) -> set[tuple]:
    return {(tuple(sorted(o.placements)), o.score) for o in plays}


def random_position(rng: random.Random, words: WordList) -> tuple[Holder, list[str]]:
    word = rng.choice([w for n in range(3, 8) for w in words.words(n)])
    tokens = "".join(c.lower() if rng.random() < 0.15 else c for c in word)
    room = 9 - len(word)
    left = rng.randint(0, min(2, room))
    right = rng.randint(0, min(2, room - left))
    holder = Holder.parse("-" * left + tokens + "-" * right)
    hand = [rng.choice("AEHILNRSTUO??--") for _ in range(7)]
    return holder, hand


TINY = WordList(["HAUS", "HAUT", "MAUS", "AUS", "SAU", "HAUSE", "LAUS", "RAUS", "HUT", "TAU"])


@pytest.mark.parametrize("seed", range(25))
def test_finder_equals_brute_force_on_small_positions(seed: int) -> None:
    rng = random.Random(seed)
    holder = Holder.parse(rng.choice(["HAUS", "-AUS", "HAUs", "AUS-", "HAUSE", "SAU", "-HUT-"]))
    hand = [rng.choice("HAUSTMLRE?-") for _ in range(3)]
    finder = WordFinder(TINY, DECK)
    assert found(finder.plays(holder, hand)) == brute_force(holder, hand, TINY)


@pytest.mark.parametrize("seed", sampled(range(60), range(15)))  # fast lane: the first 15
def test_finder_equals_the_word_by_word_walk(seed: int) -> None:
    words = small_words()
    rng = random.Random(seed)
    finder = WordFinder(words, DECK)
    for _ in range(10):
        holder, hand = random_position(rng, words)
        fast = finder.plays(holder, hand)
        assert found(fast) == found(find_plays(holder, hand, words, DECK))
        for outcome in fast:  # every generated play validates, with the same score and holder
            again = check_play(holder, hand, outcome.placements, words, DECK)
            assert (again.score, again.holder, again.word) == (
                outcome.score,
                outcome.holder,
                outcome.word,
            )


def test_both_letter_card_and_joker_choices_are_listed() -> None:
    finder = WordFinder(TINY, DECK)
    plays = finder.plays(Holder.parse("HAUS"), ["T", "?"])
    haut = sorted(str(o.holder) for o in plays if o.word == "HAUT")
    assert haut == ["HAUT", "HAUt"]
    assert {o.score for o in plays if str(o.holder) == "HAUt"} == {5 + 2 + 2 - 3}


def test_start_words_are_the_best_three_letter_words() -> None:
    finder = WordFinder(TINY, DECK)
    words = finder.start_words(list("SAUTH??"))
    assert words[0].word == "HUT" and words[0].score == 10 and words[0].bonus == 0
    assert all(len(o.word) == 3 for o in words)
    assert [o.score for o in words] == sorted((o.score for o in words), reverse=True)


def test_a_lexicon_with_letters_outside_the_deck_is_tolerated() -> None:
    finder = WordFinder(WordList(["HAUS", "HÄUS", "MAUS"]), DECK)
    assert {o.word for o in finder.plays(Holder.parse("HAUS"), ["M"])} == {"MAUS"}
