import pytest
from hypothesis import given
from hypothesis import strategies as st

from rondo_desktop.games.rondo.engine import (
    Holder,
    NotationError,
    format_hand,
    load_deck,
    parse_hand,
)


def test_rule_book_example() -> None:
    holder = Holder.parse("-HAUs")
    assert len(holder) == 5
    assert holder.word == "HAUS"
    assert holder.span == (1, 5)
    assert holder.cards() == ["-", "H", "A", "U", "?"]
    assert str(holder) == "-HAUs"


def test_hand_notation() -> None:
    assert parse_hand("ERT?-") == ["E", "R", "T", "?", "-"]
    assert format_hand(parse_hand("ERT?-")) == "ERT?-"
    assert parse_hand("") == []


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("HA-US", "between letters"),
        ("HA?S", "'?'"),
        ("ABCDEFGHIJ", "at most 9"),
        ("", "empty"),
        ("   ", "empty"),
        ("AB", "at least 3"),
        ("-AB-", "at least 3 letters"),
        ("HA1S", "not a card"),
    ],
)
def test_malformed_holder_is_a_clear_error(text: str, reason: str) -> None:
    with pytest.raises(NotationError, match=reason):
        Holder.parse(text)


@pytest.mark.parametrize("text", ["ErT", "AB1", "A B"])
def test_malformed_hand_is_a_clear_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_hand(text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("HÄUS", "no card 'Ä': spell it AE"),
        ("MAß", "no card 'ß': spell it SS"),  # not a joker standing for SS
        ("HAUä", "no card 'ä'"),
        ("-HAUsß", "no card 'ß'"),
    ],
)
def test_a_holder_with_letters_the_deck_lacks_is_a_clear_error(text: str, reason: str) -> None:
    with pytest.raises(NotationError, match=reason):
        Holder.parse(text, load_deck("de"))


def test_a_letter_without_a_one_letter_capital_is_no_card_in_any_deck() -> None:
    with pytest.raises(NotationError, match="'ß' is not a card"):
        Holder.parse("MAß")
    with pytest.raises(NotationError, match="'ß' is not a card"):
        parse_hand("Eß")


@pytest.mark.parametrize(("text", "lang"), [("EÄ", "de"), ("Eß", "de"), ("Ñ", "en"), ("É", "es")])
def test_a_hand_with_letters_the_deck_lacks_is_a_clear_error(text: str, lang: str) -> None:
    with pytest.raises(NotationError, match=f"The {lang} deck has no card"):
        parse_hand(text, load_deck(lang))


def test_the_decks_own_letters_parse_with_the_deck() -> None:
    es = load_deck("es")
    assert Holder.parse("-AÑOs", es).word == "AÑOS"
    assert Holder.parse("NIñO", es).cards() == ["N", "I", "?", "O"]
    assert parse_hand("Ñ?-", es) == ["Ñ", "?", "-"]
    assert Holder.parse("-HAUs", load_deck("de")).word == "HAUS"


letters = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZÑ")
tokens = st.one_of(letters, letters.map(str.lower))


@st.composite
def holder_rows(draw: st.DrawFn) -> str:
    word = draw(st.lists(tokens, min_size=3, max_size=9))
    left = draw(st.integers(0, 9 - len(word)))
    right = draw(st.integers(0, 9 - len(word) - left))
    return "-" * left + "".join(word) + "-" * right


@given(holder_rows())
def test_holder_notation_round_trips(row: str) -> None:
    holder = Holder.parse(row)
    assert str(holder) == row
    assert Holder.parse(str(holder)) == holder
    assert holder.word == row.strip("-").upper()


@given(st.lists(st.one_of(letters, st.just("?"), st.just("-")), max_size=12))
def test_hand_notation_round_trips(cards: list[str]) -> None:
    assert parse_hand(format_hand(cards)) == cards
