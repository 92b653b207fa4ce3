"""R-48..R-51: the match to 41, checked at the end of a hand, ties at 41 and V-04's rush."""

from __future__ import annotations

import random

from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import HandScored, MatchWon
from tests.games.ronda.helpers import of_type, play, rigged


def final_card(totals: list[int], split: int = 20, **variants: object) -> Game:
    """A hand one card from its end: side 0's pile gets ``40 - split`` cards, side 1's
    ``split`` (the last card and the one table card are swept to side 0)."""
    game = rigged(
        [[], ["3c"]], ["5o"], rest_to=0, current=1, last_capturer=0, totals=totals, **variants
    )
    game.piles[1], game.piles[0] = game.piles[0][:split], game.piles[0][split:]
    return game


def test_r48_totals_add_up_over_hands_to_the_target() -> None:
    game = Game(RondaOptions(seats=2, seed=12))
    rng = random.Random(12)
    while not game.is_over:
        play(game, rng.choice(game.hands[game.current_seat]))
    records = of_type(game.log, HandScored)
    sums = [0, 0]
    for record in records:
        sums = [sums[s] + sum(p[s] for p in record.points.values()) for s in (0, 1)]
        assert list(record.totals) == sums
    assert max(game.totals) >= 41 == game.options.target


def test_r49_the_winner_is_decided_at_the_end_of_the_hand() -> None:
    game = rigged([["7o", "1o"], ["2b", "3b"]], ["7c"], totals=[40, 0])
    play(game, "7o")  # a missa: 41 mid-hand, but the hand goes on
    assert game.totals == [41, 0] and not game.is_over
    game = final_card([39, 30], split=17)  # 23 cards: +3 -> 42 against 30
    events = play(game, "3c")
    assert game.is_over and game.winner == 0 and of_type(events, MatchWon)[0].side == 0
    assert game.returns() == (1.0, 0.0) and game.legal_actions() == []
    game = final_card([40, 45], split=10)  # both over 41: the higher total wins
    play(game, "3c")
    assert game.totals == [50, 45] and game.winner == 0


def test_r50_ties_at_41() -> None:
    game = final_card([41, 41])  # 20-20: level at 41 after the hand
    events = play(game, "3c")
    assert not game.is_over and game.hand_no == 1 and of_type(events, MatchWon) == []
    assert len(game.hands[game.current_seat]) == 3  # another hand is dealt
    game = final_card([41, 40], split=19)  # 21 cards: +1 -> 42 against 40
    play(game, "3c")
    assert game.winner == 0


def test_r51_instant_win_is_a_variant_off_by_default() -> None:
    assert RondaOptions().instant_win is False
    game = rigged([["7o", "1o"], ["2b", "3b"]], ["7c"], totals=[40, 0], instant_win=True)
    events = play(game, "7o")
    assert game.is_over and game.winner == 0 and of_type(events, MatchWon)
    assert game.legal_actions() == []
