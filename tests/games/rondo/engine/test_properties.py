"""Property tests: the validator never misbehaves, and the finder agrees with it."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rondo_desktop.games.rondo.engine import (
    Holder,
    IllegalPlay,
    Placement,
    WordList,
    bonus,
    check_play,
    find_plays,
    load_deck,
)
from tests.games.rondo.engine.conftest import small_words

DECK = load_deck("de")
WORDS: WordList = small_words()
LETTERS = st.sampled_from("AEHILNRSTU")
CARDS = st.one_of(LETTERS, st.just("?"), st.just("-"))


@st.composite
def positions(draw: st.DrawFn) -> tuple[Holder, list[str]]:
    word = draw(st.sampled_from([w for n in range(3, 8) for w in WORDS.words(n)]))
    tokens = [c.lower() if draw(st.booleans()) and draw(st.booleans()) else c for c in word]
    left = draw(st.integers(0, min(2, 9 - len(word))))
    right = draw(st.integers(0, min(2, 9 - len(word) - left)))
    holder = Holder.parse("-" * left + "".join(tokens) + "-" * right)
    hand = draw(st.lists(CARDS, min_size=1, max_size=8))
    return holder, hand


@st.composite
def attempts(draw: st.DrawFn) -> tuple[Holder, list[str], list[Placement]]:
    holder, hand = draw(positions())
    cards = draw(st.lists(st.sampled_from(hand), min_size=0, max_size=len(hand)))
    placements = [
        Placement(
            draw(st.integers(-2, len(holder) + 1)),
            card,
            draw(st.one_of(st.none(), LETTERS)) if card == "?" else None,
        )
        for card in cards
    ]
    return holder, hand, placements


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(attempts())
def test_validator_accepts_or_names_a_rule(attempt) -> None:
    holder, hand, placements = attempt
    try:
        outcome = check_play(holder, hand, placements, WORDS, DECK)
    except IllegalPlay as error:
        assert error.rule and str(error)
        return
    # An accepted play: shape, length, reuse, lexicon and the score formula all hold.
    assert outcome.word in WORDS and outcome.word != holder.word
    assert len(outcome.word) <= len(holder.word) + 1
    assert 3 <= len(outcome.holder) <= 9 and len(outcome.holder) - len(holder) in (0, 1)
    assert outcome.score == outcome.holder.value(DECK) + bonus(len(placements))
    used = Counter(p.card for p in placements)
    assert not used - Counter(hand)


@pytest.mark.slow
@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_every_found_play_validates_and_is_distinct(position) -> None:
    holder, hand = position
    plays = find_plays(holder, hand, WORDS, DECK)
    seen = set()
    for outcome in plays:
        again = check_play(holder, hand, outcome.placements, WORDS, DECK)
        assert again.score == outcome.score and again.holder == outcome.holder
        key = tuple(sorted(outcome.placements))
        assert key not in seen
        seen.add(key)
    scores = [o.score for o in plays]
    assert scores == sorted(scores, reverse=True)
