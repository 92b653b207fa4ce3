"""What must hold after every action (§11, R-26, R-44); a broken one raises AssertionError
naming its rule. The conformance suite and the property tests call :func:`check_game`.
"""

from __future__ import annotations

from collections import Counter

from rondo_desktop.games.ronda.engine.cards import DECK_SIZE, full_deck, rank_of
from rondo_desktop.games.ronda.engine.events import HandStarted, points_of
from rondo_desktop.games.ronda.engine.game import Game


def check_game(game: Game) -> None:
    _check_cards(game)
    _check_table(game)
    _check_turn(game)
    _check_scores(game)


def _check_cards(game: Game) -> None:
    hands = [c for hand in game.hands for c in hand]
    piles = [c for pile in game.piles for c in pile]
    cards = game.stock + list(game.table.values()) + hands + piles
    assert len(cards) == DECK_SIZE, f"§11 conservation: {len(cards)} cards, not {DECK_SIZE}"
    assert Counter(cards) == Counter(full_deck()), "R-01: the 40 cards, each once"


def _check_table(game: Game) -> None:
    for rank, card in game.table.items():
        assert rank_of(card) == rank, f"the table lists {card} under rank {rank}"
    # R-26 holds by the table's shape (one card a rank); a capture must precede a sweep.
    if game.piles and any(game.piles) and game.last_capturer is None:
        raise AssertionError("R-30: cards were captured but nobody is the last capturer")


def _check_turn(game: Game) -> None:
    if game.is_over:
        return
    sizes = [len(h) for h in game.hands]
    assert any(sizes), "R-13: a batch is dealt as soon as every hand is empty"
    leader = (game.dealer + 1) % game.options.seats
    # seats play in order from the leader, so hands shrink one seat after another.
    order = [(leader + i) % game.options.seats for i in range(game.options.seats)]
    ordered = [sizes[s] for s in order]
    assert ordered == sorted(ordered), f"R-08: hand sizes out of turn {sizes}"
    assert max(ordered) - min(ordered) <= 1, f"R-25: one card a turn, not {sizes}"
    expected = order[ordered.index(max(ordered))] if min(ordered) != max(ordered) else leader
    assert game.current_seat == expected, f"R-08: seat {game.current_seat} moves, not {expected}"


def _check_scores(game: Game) -> None:
    totals = [0] * game.options.sides
    hand = [0] * game.options.sides
    for event in game.log:
        if isinstance(event, HandStarted):
            hand = [0] * game.options.sides
        for side, points in points_of(event):
            totals[side] += points
            hand[side] += points
    assert totals == game.totals, f"the totals {game.totals} are not their events' {totals}"
    pad = [sum(points[side] for points in game.hand_points.values()) for side in range(len(hand))]
    assert pad == hand or game.is_over, f"R-47: the hand's pad {pad} is not its events' {hand}"
