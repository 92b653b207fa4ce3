"""R-39..R-47: missa, its exception on the final card, the sweep and the card points."""

from __future__ import annotations

import random

from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import (
    CardPoints,
    Este,
    HandScored,
    Missa,
    Swept,
)
from tests.games.ronda.helpers import of_type, play, rigged


def test_r39_a_capture_that_empties_the_table_scores_one() -> None:
    game = rigged([["7o", "1o"], ["2b", "3b"]], ["7c", "10c", "11c", "12c"])
    events = play(game, "7o")
    assert [(m.side, m.points) for m in of_type(events, Missa)] == [(0, 1)]


def test_r40_missa_and_este_both_pay() -> None:
    game = rigged([["4o", "1o"], ["4c", "3b"]], ["11c"])
    events = play(game, "4o", "4c")  # B takes A's 4: este and the table is left with 11
    assert of_type(events, Missa) == []
    game = rigged([["4o", "1o"], ["4c", "3b"]], [])
    events = play(game, "4o", "4c")  # B takes A's 4 and clears the table: 1 + 1
    assert [e.points for e in of_type(events, Este)] == [1]
    assert [e.points for e in of_type(events, Missa)] == [1] and game.totals == [0, 2]


def test_r41_no_missa_on_the_final_card() -> None:
    # The hand's very last card clears the table: no missa, but its este still pays.
    game = rigged([[], ["4c"]], ["4o"], rest_to=0, current=1, last_capturer=0)
    game.chain_rank, game.chain_len = 4, 1
    events = play(game, "4c")
    assert of_type(events, Missa) == [] and [e.points for e in of_type(events, Este)] == [1]
    # A card before the last one still scores its missa.
    game = rigged([["4o"], ["2c"]], ["4c"], rest_to=1)
    events = play(game, "4o")
    assert [e.points for e in of_type(events, Missa)] == [1]


def test_r42_after_a_missa_the_next_card_lands_on_the_empty_table() -> None:
    game = rigged([["7o", "1o"], ["2b", "3b"]], ["7c"])
    play(game, "7o", "2b")
    assert list(game.table.values()) == ["2b"]


def test_r43_the_leftovers_go_to_the_last_capturer_without_missa() -> None:
    game = rigged([[], ["3c"]], ["5o", "6o"], rest_to=0, current=1, last_capturer=0)
    events = play(game, "3c")
    sweep = of_type(events, Swept)[0]
    assert sweep.side == 0 and sweep.cards == ("3c", "5o", "6o") and of_type(events, Missa) == []


def test_r44_every_hand_has_a_capture() -> None:
    for seed in range(200):
        game = Game(RondaOptions(seats=2 + seed % 3, seed=seed))
        rng = random.Random(seed)
        while game.hand_no == 0:
            if not game.stock and sum(map(len, game.hands)) == 1:
                assert game.last_capturer is not None
            play(game, rng.choice(game.hands[game.current_seat]))


def test_r45_cards_beyond_twenty_score() -> None:
    game = rigged([[], ["3c"]], ["5o"], rest_to=0, current=1, last_capturer=0)
    events = play(game, "3c")
    points = {(e.side, e.pile, e.points) for e in of_type(events, CardPoints)}
    assert points == {(0, 40, 20), (1, 0, 0)}
    # A 20-20 split scores nothing.
    game = rigged([[], ["3c"]], ["5o"], rest_to=0, current=1, last_capturer=0)
    game.piles[1], game.piles[0] = game.piles[0][:20], game.piles[0][20:]
    events = play(game, "3c")
    assert [(e.pile, e.points) for e in of_type(events, CardPoints)] == [(20, 0), (20, 0)]
    game = rigged([[], ["3c"]], ["5o"], rest_to=0, current=1, last_capturer=0)
    game.piles[1], game.piles[0] = game.piles[0][:23], game.piles[0][23:]
    events = play(game, "3c")
    assert [(e.pile, e.points) for e in of_type(events, CardPoints)] == [(17, 0), (23, 3)]


def test_r46_order_deal_then_plays_then_sweep_then_cards() -> None:
    game = Game(RondaOptions(seats=2, seed=4))
    rng = random.Random(4)
    while game.hand_no == 0:
        play(game, rng.choice(game.hands[game.current_seat]))
    names = [type(e).__name__ for e in game.log]
    end = names.index("HandScored")
    assert names.index("Swept" if "Swept" in names[:end] else "CardPoints") < end
    assert max(i for i, n in enumerate(names[:end]) if n == "Played") < names.index("CardPoints")


def test_r47_the_hand_record_has_points_by_kind() -> None:
    game = rigged([["4o", "1o"], ["4c", "3b"]], [])
    play(game, "4o", "4c")
    assert game.hand_points["este"] == [0, 1] and game.hand_points["missa"] == [0, 1]
    whole = Game(RondaOptions(seats=2, seed=8))
    rng = random.Random(8)
    while whole.hand_no == 0:
        play(whole, rng.choice(whole.hands[whole.current_seat]))
    record = of_type(whole.log, HandScored)[0]
    assert set(record.points) >= {"ronda", "este", "missa", "cards"}
    assert sum(map(sum, record.points.values())) == sum(record.totals)
