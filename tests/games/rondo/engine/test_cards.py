from collections import Counter

import pytest

from rondo_desktop.games.rondo.engine import DELETE, JOKER, Deck, DeckError, load_deck

GERMAN = {
    # letter: (count, points) — the rule book's table
    "A": (8, 2), "B": (2, 5), "C": (2, 7), "D": (4, 5), "E": (11, 1), "F": (2, 7), "G": (2, 5),
    "H": (3, 5), "I": (5, 2), "J": (2, 8), "K": (2, 7), "L": (4, 5), "M": (4, 5), "N": (6, 2),
    "O": (6, 3), "P": (2, 5), "Q": (1, 10), "R": (4, 2), "S": (5, 3), "T": (4, 3), "U": (6, 2),
    "V": (2, 8), "W": (2, 8), "X": (1, 10), "Y": (2, 10), "Z": (2, 10),
}  # fmt: skip


def test_german_deck_is_the_rule_book_table(deck: Deck) -> None:
    assert {k: (s.count, s.value) for k, s in deck.letters.items()} == GERMAN
    assert sum(s.count for s in deck.letters.values()) == 94
    assert (deck.joker_count, deck.joker_value) == (6, -3)
    assert (deck.delete_count, deck.delete_value) == (10, -2)
    assert deck.size == 110
    cards = deck.cards()
    assert len(cards) == 110
    assert Counter(cards)[JOKER] == 6 and Counter(cards)[DELETE] == 10


def test_values_and_penalties(deck: Deck) -> None:
    assert deck.value("Q") == 10 and deck.penalty("Q") == 10
    assert deck.value(JOKER) == -3 and deck.penalty(JOKER) == 3
    assert deck.value(DELETE) == -2 and deck.penalty(DELETE) == 2
    with pytest.raises(DeckError):
        deck.value("Ä")


def test_a_deck_is_data_that_round_trips(deck: Deck) -> None:
    assert Deck.from_dict(deck.to_dict()) == deck


def test_another_language_plugs_in_as_data() -> None:
    data = load_deck("de").to_dict()
    data["language"] = "xx"
    data["letters"] = {"Ñ": {"count": 94, "value": 4}}
    deck = Deck.from_dict(data)
    assert deck.alphabet == "Ñ" and deck.size == 110 and deck.value("Ñ") == 4


@pytest.mark.parametrize(
    "broken",
    [
        {},
        {"format": "rondo-deck", "version": 2},
        {"format": "rondo-deck", "version": 1, "language": "de", "letters": []},
        {"format": "rondo-deck", "version": 1, "language": "de", "letters": {"ab": {}}},
    ],
)
def test_malformed_deck_is_a_clear_error(broken: dict) -> None:
    with pytest.raises(DeckError):
        Deck.from_dict(broken)


def test_unknown_language_has_no_deck() -> None:
    with pytest.raises(DeckError):
        load_deck("../x")
    with pytest.raises(DeckError):
        load_deck("qq")
