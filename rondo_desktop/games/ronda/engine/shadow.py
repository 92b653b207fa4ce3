"""A whole match built from one seat's observation, for the network table's screen.

A remote player's app never has the host's game: it gets its seat's observation and the
events it may see. The shadow is a full :class:`Game` equal to the host's in everything that
seat may know (its hand in the order it was dealt, the table, every pile card by card, the
score pad, the batch's announcements as that seat heard them, the match's log as it was
shown), so Ronda's own table, painters and legal-move checks run on it unchanged. What the
seat cannot know is made up: the other hands and the stock are cards from the unseen pool in
an order of ``rng``'s, and the seed is ``rng``'s, never the host's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from rondo_desktop.games.events import SHADOW_SEED_BITS
from rondo_desktop.games.ronda.engine.actions import PlayCard
from rondo_desktop.games.ronda.engine.cards import rank_of, sorted_cards
from rondo_desktop.games.ronda.engine.events import (
    Captured,
    ComboAwarded,
    Dealt,
    Event,
    HandStarted,
    Played,
    Swept,
)
from rondo_desktop.games.ronda.engine.game import Game
from rondo_desktop.games.ronda.engine.observation import Observation
from rondo_desktop.games.ronda.engine.turn import Packet
from rondo_desktop.games.ronda.engine.wire_events import event_seen_by


def shadow_from_observation(
    observation: Observation, events: Sequence[Event], rng: random.Random
) -> Game:
    """The match as ``observation``'s seat knows it, from the events that seat was sent
    (masked again here, so even raw events tell it nothing more). Never raises for an
    observation the host can send; with events missing, the piles and announcements are
    rebuilt from the observation alone (their order then is a guess)."""
    o = observation
    seen = [event_seen_by(event, o.seat) for event in events]
    hand_events = this_hand(seen, o.hand_no)
    game = Game(replace(o.options, seed=rng.getrandbits(SHADOW_SEED_BITS)))
    game.dealer, game.hand_no, game.current_seat = o.dealer, o.hand_no, o.current_seat
    game.batch, game.is_last_batch, game.winner = o.batch, o.is_last_batch, o.winner
    game.table = {rank_of(card): card for card in o.table}
    game.opening = list(o.opening)
    game.totals = list(o.totals)
    game.hand_points = {kind: list(points) for kind, points in o.hand_points}
    game.chain_rank, game.chain_len = o.chain_rank, o.chain_len
    game.previous_laid, game.last_capturer = o.previous_laid, o.last_capturer
    game.packet = None if o.packet is None else Packet(*o.packet[:3], list(o.packet[3]))
    game.played = list(o.played)
    game.piles = piles_of(o, hand_events)
    game.combos = combos_of(o, hand_events)
    game.hands, game.stock = hidden_cards(o, hand_events, rng)
    game.history = [PlayCard(event.card) for event in seen if isinstance(event, Played)]
    game.log = seen
    return game


def this_hand(events: Sequence[Event], hand_no: int) -> list[Event]:
    """The events since hand ``hand_no`` was dealt (none when they do not reach back so far)."""
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, HandStarted):
            return list(events[index:]) if event.hand == hand_no else []
    return []


def piles_of(o: Observation, hand_events: Sequence[Event]) -> list[list[str]]:
    """Each side's pile card by card, as the hand's captures, steals (V-06) and sweep built
    it; from the observation alone when the events do not add up to it."""
    piles: list[list[str]] = [[] for _ in o.pile_sizes]
    try:
        for event in hand_events:
            if isinstance(event, Captured) and event.stolen_from is not None:
                for card in event.stolen:
                    piles[event.stolen_from].remove(card)
                piles[event.side] += [event.card, *event.stolen]
            elif isinstance(event, Captured):
                piles[event.side] += [event.card, *event.taken]
            elif isinstance(event, Swept):
                piles[event.side] += list(event.cards)
    except (ValueError, IndexError):
        return guessed_piles(o)
    taken = Counter(card for pile in piles for card in pile)
    sizes = tuple(len(pile) for pile in piles)
    return piles if sizes == o.pile_sizes and taken == Counter(piled(o)) else guessed_piles(o)


def piled(o: Observation) -> list[str]:
    """The hand's cards that lie on the piles: every opening card and card played this hand
    that is no longer on the table."""
    on_table = set(o.table)
    return [c for c in [*o.opening, *(card for _, card in o.played)] if c not in on_table]


def guessed_piles(o: Observation) -> list[list[str]]:
    """The piled cards shared out by the piles' sizes (which side took which is lost)."""
    cards, piles = sorted_cards(piled(o)), []
    for size in o.pile_sizes:
        piles.append(list(cards[:size]))
        cards = cards[size:]
    return piles


def combos_of(o: Observation, hand_events: Sequence[Event]) -> list[ComboAwarded]:
    """The hand's ronda/tringa awards as the seat was told them (R-24: its own ranks only)."""
    combos = [event for event in hand_events if isinstance(event, ComboAwarded)]
    told = tuple(
        (c.batch, tuple((s, k) for s, k, _ in c.holders), c.winners, c.points) for c in combos
    )
    heard = tuple((a.batch, a.holders, a.winners, a.points) for a in o.announcements)
    own = tuple((c.batch, k, r) for c in combos for s, k, r in c.holders if s == o.seat)
    if told == heard and own == o.own_combos:
        return combos
    ranks = {batch: (kind, rank) for batch, kind, rank in o.own_combos}
    return [
        ComboAwarded(
            a.batch,
            tuple(
                (s, k, ranks[a.batch][1] if s == o.seat and a.batch in ranks else None)
                for s, k in a.holders
            ),
            a.winners,
            sum(points for _, points in a.points),  # the pot, as far as the points tell it
            a.points,
        )
        for a in o.announcements
    ]


def hidden_cards(
    o: Observation, hand_events: Sequence[Event], rng: random.Random
) -> tuple[list[list[str]], list[str]]:
    """Every hand (the seat's own in the order it was dealt) and the stock: the other hands
    and the stock from the cards the seat has not seen, shuffled by ``rng``."""
    pool = o.unseen()
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for seat, size in enumerate(o.hand_sizes):
        if seat == o.seat:
            hands.append(own_hand(o, hand_events))
        else:
            hands.append(pool[:size])
            pool = pool[size:]
    return hands, pool[: o.stock_size]


def own_hand(o: Observation, hand_events: Sequence[Event]) -> list[str]:
    """The seat's cards in the order its last batch dealt them (sorted when unknown)."""
    batches = [e for e in hand_events if isinstance(e, Dealt) and e.seat == o.seat]
    held = set(o.hand)
    dealt = [card for card in batches[-1].cards if card in held] if batches else []
    return dealt if sorted(dealt) == sorted(o.hand) else list(o.hand)
