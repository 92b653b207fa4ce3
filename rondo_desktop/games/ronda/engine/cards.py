"""The 40-card Spanish pack (R-01..R-04) and the card text the trace and saves speak.

A card is its text: rank then suit letter, ``"7o"``, ``"12b"``. Suits (o coins, c cups,
e swords, b batons) only tell the cards apart (R-02); every rule looks at ranks alone.
"""

from __future__ import annotations

from rondo_desktop.games.ronda.engine.errors import NotationError

RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)  # lowest first, no 8 or 9
SUITS: tuple[str, ...] = ("o", "c", "e", "b")  # coins, cups, swords, batons
COPIES = len(SUITS)  # each rank four times
DECK_SIZE = len(RANKS) * COPIES  # 40

_INDEX = {rank: i for i, rank in enumerate(RANKS)}


def card(rank: int, suit: str) -> str:
    return f"{rank}{suit}"


def full_deck() -> list[str]:
    """Every card once, in a fixed order (rank, then suit) that a seeded shuffle starts from."""
    return [card(rank, suit) for rank in RANKS for suit in SUITS]


def rank_of(text: str) -> int:
    rank = _RANK_OF.get(text)
    return int(text[:-1]) if rank is None else rank


_RANK_OF = {card(rank, suit): rank for rank in RANKS for suit in SUITS}  # players ask often


def suit_of(text: str) -> str:
    return text[-1]


def is_card(text: object) -> bool:
    if not isinstance(text, str) or len(text) < 2 or text[-1] not in SUITS:
        return False
    digits = text[:-1]
    return digits.isdigit() and digits[0] != "0" and int(digits) in _INDEX


def parse_card(text: str) -> str:
    """``text`` checked as a card; :class:`NotationError` names R-01 otherwise."""
    if not is_card(text):
        raise NotationError(f"R-01: {text!r} is no card of the Spanish pack (e.g. 7o, 12b)")
    return text


def succ(rank: int) -> int | None:
    """R-03: the next rank up, so succ(7) == 10; None above 12 (no wrap-around)."""
    i = _INDEX[rank] + 1
    return RANKS[i] if i < len(RANKS) else None


def rank_index(rank: int) -> int:
    return _INDEX[rank]


def sort_key(text: str) -> tuple[int, int]:
    return (_INDEX[rank_of(text)], SUITS.index(suit_of(text)))


def sorted_cards(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=sort_key))
