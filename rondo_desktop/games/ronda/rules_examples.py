"""The rule pages' examples, each worked out by the engine's own rules (no pygame).

A page never states what a card takes or scores by hand: it shows the result of these
functions, which ask the engine (``resolve``, ``capture_run``, ``holding``, ``pot_shares``,
``card_points``, ``match_winner``), so the book and the table cannot disagree. The tests
play the same examples through a real :class:`~rondo_desktop.games.ronda.engine.Game`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rondo_desktop.games.ronda.engine.cards import (
    DECK_SIZE,
    RANKS,
    card,
    rank_of,
    sorted_cards,
    succ,
)
from rondo_desktop.games.ronda.engine.deal import BATCH, TABLE_CARDS
from rondo_desktop.games.ronda.engine.options import RondaOptions
from rondo_desktop.games.ronda.engine.play import PlayContext, resolve
from rondo_desktop.games.ronda.engine.rules import (
    card_points,
    combo_winners,
    holding,
    match_winner,
    pot_shares,
    table_is_valid,
)

# The pages' examples (the cards are the rule book's, R-29's first test vector and so on).
DEAL_TABLE = ("1c", "4o", "7e", "11b")
DEAL_HAND = ("2c", "6o", "10e")
CAPTURE_TABLE = ("6c", "7o", "10e", "12b")
CAPTURE_PLAY = "6o"
ESTE_TABLE = ("2c", "7e", "11o", "12b")
ESTE_CARDS = ("5o", "5c", "5e", "5b")  # four fives, one after another
MISSA_TABLE = ("7c", "10o", "11e", "12b")
MISSA_PLAY = "7o"
POTS = (
    (("4o", "4c", "11e"), ("12o", "12c", "12e")),  # ronda against tringa
    (("10o", "10b", "2e"), ("3o", "3c", "6b")),  # two rondas
)
PILES = (24, 16)
RACES = ((43, 38), (41, 41))
TARGET = RondaOptions().target  # the default match


@dataclass(frozen=True)
class Capture:
    """One card played onto a table: what it takes and what it scores."""

    table: tuple[str, ...]  # sorted, lowest first
    played: str
    taken: tuple[str, ...]  # the table cards it takes, lowest first
    left: tuple[str, ...]  # the table cards that stay
    stop: int | None  # the missing rank that ends the run (None: the run reached 12)
    missa: int
    este: int


def capture(table: Sequence[str], played: str, *, final: bool = False) -> Capture:
    """R-27/R-39/R-41: ``played`` on ``table`` as the engine resolves it (the first card
    of a batch, so no chain; ``final``: the hand's very last card)."""
    by_rank = {rank_of(c): c for c in table}
    context = PlayContext(frozenset(by_rank), None, 0, final, seats=2)
    outcome = resolve(context, rank_of(played))
    taken = tuple(by_rank[rank] for rank in outcome.taken)
    ordered = sorted_cards(tuple(table))
    stop = succ(outcome.taken[-1]) if outcome.taken else None
    left = tuple(c for c in ordered if c not in taken)
    return Capture(ordered, played, taken, left, stop, outcome.missa, outcome.este)


@dataclass(frozen=True)
class Link:
    """One card of an este chain: who played it, what it took, its place and its points."""

    seat: int
    card: str
    taken: tuple[str, ...]
    link: int
    points: int


def este_chain(table: Sequence[str], cards: Sequence[str], seats: int = 2) -> tuple[Link, ...]:
    """R-33..R-35: ``cards`` played one after another by seats 0, 1, 0, 1 ... from the start
    of a batch on ``table``; each card's outcome as the engine resolves it."""
    by_rank = {rank_of(c): c for c in table}
    chain_rank: int | None = None
    chain_len = 0
    links: list[Link] = []
    for index, played in enumerate(cards):
        rank = rank_of(played)
        outcome = resolve(
            PlayContext(frozenset(by_rank), chain_rank, chain_len, False, seats), rank
        )
        if outcome.taken:
            taken = tuple(by_rank.pop(r) for r in outcome.taken)
        else:
            by_rank[rank] = played
            taken = ()
        chain_rank, chain_len = rank, outcome.link
        links.append(Link(index % seats, played, taken, outcome.link, outcome.este))
    return tuple(links)


@dataclass(frozen=True)
class Pot:
    """R-16..R-21 at two players: each seat's three new cards, what they hold, who wins."""

    hands: tuple[tuple[str, ...], ...]
    kinds: tuple[str | None, ...]  # "ronda", "tringa" or None, per seat
    ranks: tuple[int | None, ...]
    winners: tuple[int, ...]
    pot: int
    shares: tuple[tuple[int, int], ...]  # (seat, points) for the seats that score


def pot(hands: Sequence[Sequence[str]]) -> Pot:
    holdings = [h for seat, cards in enumerate(hands) if (h := holding(seat, cards))]
    by_seat = {h.seat: h for h in holdings}
    winners = combo_winners(holdings) if holdings else []
    total = sum(h.value for h in holdings)
    shares = pot_shares(total, winners, {h.seat: h.seat for h in holdings}) if winners else {}
    return Pot(
        tuple(tuple(cards) for cards in hands),
        tuple(by_seat[s].kind if s in by_seat else None for s in range(len(hands))),
        tuple(by_seat[s].combos[0][1] if s in by_seat else None for s in range(len(hands))),
        tuple(h.seat for h in winners),
        total,
        tuple(sorted(shares.items())),
    )


@dataclass(frozen=True)
class Deal:
    """R-09..R-12 at two players: the cards a hand starts with."""

    table: tuple[str, ...]
    hand: tuple[str, ...]
    stock: int  # cards left after the first batch and the table
    batches: int  # batches a hand
    valid: bool


def deal(seats: int = 2) -> Deal:
    per_batch = BATCH * seats
    return Deal(
        sorted_cards(DEAL_TABLE),
        DEAL_HAND,
        DECK_SIZE - per_batch - TABLE_CARDS,
        (DECK_SIZE - TABLE_CARDS) // per_batch,
        table_is_valid(DEAL_TABLE),
    )


def pack() -> tuple[tuple[int, ...], tuple[int, int]]:
    """R-01/R-03: the ranks, lowest first, and the neighbours across the gap (7, 10)."""
    gap = next(r for r in RANKS if succ(r) is not None and succ(r) != r + 1)
    after = succ(gap)
    assert after is not None
    return RANKS, (gap, after)


def suit_row(suit: str) -> tuple[str, ...]:
    """One suit's ten cards, lowest first."""
    return tuple(card(rank, suit) for rank in RANKS)


def card_count(piles: Sequence[int] = PILES) -> tuple[int, ...]:
    """R-45: each side's points for the cards it took."""
    return tuple(card_points(pile) for pile in piles)


def race(totals: Sequence[int], target: int = TARGET) -> int | None:
    """R-49/R-50: the winning side after a hand with these totals, or None (play on)."""
    return match_winner(totals, target)


def partners() -> tuple[int, ...]:
    """R-06: each of the four seats' side, seat 0 first in order of play."""
    options = RondaOptions(seats=4)
    return tuple(options.side_of(seat) for seat in range(options.seats))


THREE_PILES = (17, 14, 9)  # V-01: a hand's 40 cards among three players


def three_counts(piles: Sequence[int] = THREE_PILES) -> tuple[int, ...]:
    """V-01: each of three players' points for the cards they took (beyond 13)."""
    threshold = RondaOptions(seats=3).card_threshold
    return tuple(card_points(pile, threshold) for pile in piles)
