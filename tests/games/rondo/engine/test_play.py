"""Every rule of building a new word, with the rule book's examples."""

import pytest

from rondo_desktop.games.rondo.engine import (
    Deck,
    Holder,
    IllegalPlay,
    Placement,
    Rule,
    WordList,
    bonus,
    check_play,
    parse_hand,
)

WORDS = WordList(
    ["HAUS", "HAUSE", "HAU", "HAUT", "AUS", "MAUS", "MAUER", "AUT", "XAUSE", "AAA", "TEE", "HASE"]
)


def play(deck: Deck, holder: str, hand: str, *placements: tuple) -> object:
    return check_play(
        Holder.parse(holder), parse_hand(hand), [Placement(*p) for p in placements], WORDS, deck
    )


def refused(deck: Deck, rule: Rule, holder: str, hand: str, *placements: tuple) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as caught:
        play(deck, holder, hand, *placements)
    assert caught.value.rule is rule, str(caught.value)
    return caught.value


# -- the rule book's examples --------------------------------------------------------------


def test_a_single_delete_card_is_a_play(deck: Deck) -> None:
    # "HAUSE with a delete card over the E gives HAUS"
    outcome = play(deck, "HAUSE", "-", (4, "-"))
    assert str(outcome.holder) == "HAUS-" and outcome.word == "HAUS"
    # H5 A2 U2 S3 and the visible delete card -2; one card, no bonus
    assert (outcome.word_value, outcome.bonus, outcome.score) == (10, 0, 10)


def test_a_single_joker_is_a_play(deck: Deck) -> None:
    outcome = play(deck, "HAUS", "?", (4, "?", "E"))
    assert str(outcome.holder) == "HAUSe" and outcome.word == "HAUSE"
    assert outcome.score == 5 + 2 + 2 + 3 - 3
    assert outcome.new_slot == "right"


def test_rule_book_holder_notation_scores_every_visible_card(deck: Deck) -> None:
    # -HAUs: a visible delete card (-2), H A U and a joker for S (-3); E on a new slot
    outcome = play(deck, "-HAUs", "E", (5, "E"))
    assert outcome.word == "HAUSE"
    assert outcome.score == -2 + 5 + 2 + 2 - 3 + 1


def test_bonus_three_points_for_every_card_beyond_the_second(deck: Deck) -> None:
    assert [bonus(n) for n in range(1, 8)] == [0, 0, 3, 6, 9, 12, 15]
    outcome = play(deck, "HAUS", "MER", (0, "M"), (3, "E"), (4, "R"))
    assert str(outcome.holder) == "MAUER"
    assert (outcome.word_value, outcome.bonus, outcome.score) == (5 + 2 + 2 + 1 + 2, 3, 15)


def test_jokers_and_delete_cards_count_toward_the_bonus(deck: Deck) -> None:
    outcome = play(deck, "HAUSE", "--?", (0, "-"), (3, "?", "T"), (4, "-"))
    assert str(outcome.holder) == "-AUt-" and outcome.word == "AUT"
    assert outcome.word_value == -2 + 2 + 2 - 3 - 2
    assert outcome.bonus == 3


def test_delete_cards_at_both_ends(deck: Deck) -> None:
    outcome = play(deck, "HAUSE", "--", (0, "-"), (4, "-"))
    assert str(outcome.holder) == "-AUS-" and outcome.score == 2 + 2 + 3 - 4


def test_several_delete_cards_at_one_end(deck: Deck) -> None:
    outcome = play(deck, "HAUSE", "--", (3, "-"), (4, "-"))
    assert str(outcome.holder) == "HAU--"


def test_new_slot_at_the_left_end(deck: Deck) -> None:
    outcome = play(deck, "AUS", "H?", (-1, "H"), (2, "?", "T"))
    assert str(outcome.holder) == "HAUt" and outcome.new_slot == "left"


def test_letter_covers_a_delete_card(deck: Deck) -> None:
    outcome = play(deck, "-AUS", "M", (0, "M"))
    assert str(outcome.holder) == "MAUS"
    assert outcome.holder.depth(0) == 2


def test_joker_keeps_its_letter_while_visible(deck: Deck) -> None:
    outcome = play(deck, "HAUs", "E", (4, "E"))
    assert str(outcome.holder) == "HAUsE"


# -- refusals, one per rule ----------------------------------------------------------------


def test_nothing_played(deck: Deck) -> None:
    refused(deck, Rule.EMPTY_PLAY, "HAUS", "E")


def test_card_not_in_hand(deck: Deck) -> None:
    error = refused(deck, Rule.CARD_NOT_IN_HAND, "HAUS", "E", (4, "R"))
    assert "R" in str(error)
    refused(deck, Rule.CARD_NOT_IN_HAND, "HAUS", "E", (4, "E"), (0, "E"))


def test_joker_needs_a_letter(deck: Deck) -> None:
    refused(deck, Rule.JOKER_LETTER, "HAUS", "?", (4, "?"))
    refused(deck, Rule.JOKER_LETTER, "HAUS", "?", (4, "?", "1"))
    refused(deck, Rule.JOKER_LETTER, "HAUS", "E", (4, "E", "R"))


def test_slot_out_of_range(deck: Deck) -> None:
    refused(deck, Rule.SLOT_OUT_OF_RANGE, "HAUS", "E", (6, "E"))
    refused(deck, Rule.SLOT_OUT_OF_RANGE, "HAUS", "E", (-2, "E"))


def test_one_card_per_slot(deck: Deck) -> None:
    refused(deck, Rule.ONE_CARD_PER_SLOT, "HAUS", "ER", (3, "E"), (3, "R"))


def test_at_most_one_new_slot(deck: Deck) -> None:
    refused(deck, Rule.TOO_MANY_NEW_SLOTS, "AUS", "HE", (-1, "H"), (3, "E"))


def test_holder_never_grows_past_nine_slots(deck: Deck) -> None:
    refused(deck, Rule.HOLDER_FULL, "---HAUS--", "E", (9, "E"))


def test_delete_card_cannot_fill_a_new_slot(deck: Deck) -> None:
    refused(deck, Rule.DELETE_ON_NEW_SLOT, "HAUS", "-", (4, "-"))


def test_delete_card_covers_only_letters(deck: Deck) -> None:
    refused(deck, Rule.DELETE_COVERS_LETTERS, "-HAUS", "-", (0, "-"))


@pytest.mark.parametrize(
    ("holder", "hand", "placement"),
    [("HAUS", "A", (1, "A")), ("HAUS", "?", (1, "?", "A")), ("HAUs", "S", (3, "S"))],
)
def test_no_card_covers_the_same_letter(deck: Deck, holder: str, hand: str, placement) -> None:
    refused(deck, Rule.SAME_LETTER_COVER, holder, hand, placement)


def test_delete_cards_never_stand_between_letters(deck: Deck) -> None:
    refused(deck, Rule.SHAPE, "HAUSE", "-", (2, "-"))


def test_word_has_at_least_three_letters(deck: Deck) -> None:
    refused(deck, Rule.TOO_SHORT, "HAUS", "--", (0, "-"), (1, "-"))


def test_new_word_at_most_one_letter_longer(deck: Deck) -> None:
    refused(deck, Rule.TOO_LONG, "--AUS", "HE", (1, "H"), (5, "E"))


def test_a_letter_of_the_old_word_is_reused(deck: Deck) -> None:
    refused(deck, Rule.NOTHING_REUSED, "AUS", "TEE", (0, "T"), (1, "E"), (2, "E"))


def test_new_word_differs_from_the_old_one(deck: Deck) -> None:
    refused(deck, Rule.SAME_WORD, "AAA", "-A", (0, "-"), (3, "A"))


def test_new_word_is_in_the_lexicon(deck: Deck) -> None:
    error = refused(deck, Rule.NOT_A_WORD, "HAUS", "L", (0, "L"))
    assert "LAUS" in str(error)


def test_refusal_names_the_rule_in_player_words(deck: Deck) -> None:
    error = refused(deck, Rule.TOO_LONG, "--AUS", "HE", (1, "H"), (5, "E"))
    assert str(error) == "The new word may be at most one letter longer than AUS."
    assert error.params == {"previous": "AUS"}
