import pytest
from hypothesis import given
from hypothesis import strategies as st

from rondo_desktop.engine import Holder, NotationError, format_hand, parse_hand


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
