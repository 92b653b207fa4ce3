"""Shuffling, dealing batches and laying (and repairing) the opening table (R-09..R-15, V-02).

The stock is a list whose *end* is its top: cards are drawn with ``pop()``. A card put back
(R-11) goes to a random position drawn from the game's own seeded RNG, so a seed always
gives the same deal.

[DECISION] R-09 leaves the handing-out open: each seat takes its three cards at once, in
deal order, then the table is laid; a card put back may land on top and be drawn again (the
loop goes on until the table is valid). The first dealer (R-07) is drawn from the same RNG
before the first shuffle.
"""

from __future__ import annotations

import random
from collections import Counter

from rondo_desktop.games.ronda.engine.cards import full_deck, rank_of
from rondo_desktop.games.ronda.engine.errors import RondaError
from rondo_desktop.games.ronda.engine.rules import is_four_run

BATCH = 3  # three cards a player a batch
FIRST_BATCH_FOUR = 4  # V-02
TABLE_CARDS = 4
MAX_REPAIRS = 1000  # a valid table needs a handful; this only guards against a broken stock


def shuffled_deck(rng: random.Random) -> list[str]:
    deck = full_deck()
    rng.shuffle(deck)
    return deck


def deal_order(dealer: int, seats: int) -> list[int]:
    """R-09: starting with the player after the dealer, ending with the dealer."""
    return [(dealer + 1 + i) % seats for i in range(seats)]


def deal_batch(stock: list[str], dealer: int, seats: int, size: int) -> dict[int, list[str]]:
    """Each seat's ``size`` cards off the top of ``stock``, in deal order (R-09)."""
    return {seat: [stock.pop() for _ in range(size)] for seat in deal_order(dealer, seats)}


def lay_table(stock: list[str], rng: random.Random) -> tuple[list[str], list[tuple[str, str]]]:
    """R-10/R-11: four face-up cards, laid one at a time and repaired until valid.

    A card repeating a rank already laid goes back into the stock at a random position and
    is replaced ("R-10a"); four cards making a 4-run send the last of them back ("R-10b").
    Returns the laid cards in laying order and the (card, reason) put back.
    """
    laid: list[str] = []
    returned: list[tuple[str, str]] = []
    while len(laid) < TABLE_CARDS:
        if len(returned) > MAX_REPAIRS:
            raise RondaError("R-11: the opening table could not be repaired")
        card = stock.pop()
        if any(rank_of(card) == rank_of(other) for other in laid):
            put_back(stock, card, rng)
            returned.append((card, "R-10a"))
            continue
        laid.append(card)
        if len(laid) == TABLE_CARDS and is_four_run({rank_of(c) for c in laid}):
            last = laid.pop()
            put_back(stock, last, rng)
            returned.append((last, "R-10b"))
    return laid, returned


def put_back(stock: list[str], card: str, rng: random.Random) -> None:
    stock.insert(rng.randrange(len(stock) + 1), card)


def has_four_of_a_kind(cards: list[str]) -> bool:
    """V-02: a four-card hand of one rank forces a redeal."""
    return any(count == 4 for count in Counter(rank_of(c) for c in cards).values())
