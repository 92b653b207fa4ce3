"""R-01..R-15: the pack, seats and sides, the dealer, the deal and the table's repair."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rondo_desktop.games.ronda.engine import Game, NotationError, OptionsError, RondaOptions
from rondo_desktop.games.ronda.engine.cards import (
    RANKS,
    full_deck,
    parse_card,
    rank_of,
    succ,
)
from rondo_desktop.games.ronda.engine.deal import deal_order, lay_table
from rondo_desktop.games.ronda.engine.events import BatchDealt, Dealt, TableLaid
from rondo_desktop.games.ronda.engine.play import PlayContext, resolve
from rondo_desktop.games.ronda.engine.rules import table_is_valid
from tests.games.ronda.helpers import of_type, play, rigged


def test_r01_forty_cards_no_eights_or_nines() -> None:
    deck = full_deck()
    assert len(deck) == 40 == len(set(deck))
    assert {rank_of(c) for c in deck} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert parse_card("12b") == "12b" and parse_card("7o") == "7o"
    for bad in ("8o", "9c", "13e", "7x", "07o", "", "o"):
        with pytest.raises(NotationError, match="R-01"):
            parse_card(bad)


def test_r02_suits_never_matter() -> None:
    # The same ranks in other suits capture exactly the same ranks.
    coins = rigged([["5o"], ["1o"]], ["5c", "6c", "7c"])
    batons = rigged([["5b"], ["1b"]], ["5e", "6e", "7e"])
    coins.hands[0] += ["2o", "3o"]
    batons.hands[0] += ["2b", "3b"]
    takes = [play(g, g.hands[0][0])[1] for g in (coins, batons)]
    assert [len(t.taken) for t in takes] == [3, 3]


def test_r03_seven_is_followed_by_ten_and_twelve_by_nothing() -> None:
    assert RANKS == (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
    assert succ(7) == 10 and succ(1) == 2 and succ(11) == 12 and succ(12) is None


def test_r04_four_copies_of_each_rank() -> None:
    assert set(Counter(rank_of(c) for c in full_deck()).values()) == {4}


def test_r05_seats_in_play_order_and_two_to_four_players() -> None:
    for seats in (2, 3, 4):
        game = Game(RondaOptions(seats=seats, seed=seats))
        order = [game.current_seat]
        for _ in range(seats - 1):
            play(game, game.hands[game.current_seat][0])
            order.append(game.current_seat)
        assert order == [(order[0] + i) % seats for i in range(seats)]
    for seats in (1, 5):
        with pytest.raises(OptionsError, match="R-05"):
            RondaOptions(seats=seats)


def test_r06_partners_sit_opposite_at_four() -> None:
    options = RondaOptions(seats=4)
    assert [options.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert all(options.side_of(s) != options.side_of((s + 1) % 4) for s in range(4))
    assert [RondaOptions(seats=2).side_of(s) for s in range(2)] == [0, 1]


def test_r07_random_first_dealer_then_the_deal_passes() -> None:
    dealers = {Game(RondaOptions(seats=4, seed=seed)).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    game = Game(RondaOptions(seats=2, seed=3))
    rng = random.Random(3)
    first = game.dealer
    while game.hand_no == 0:
        play(game, rng.choice(game.hands[game.current_seat]))
    assert game.dealer == (first + 1) % 2


def test_r08_the_player_after_the_dealer_leads() -> None:
    for seed in range(10):
        game = Game(RondaOptions(seats=4, seed=seed))
        assert game.current_seat == (game.dealer + 1) % 4


def test_r09_deal_three_each_from_after_the_dealer_then_four_to_the_table() -> None:
    game = Game(RondaOptions(seats=4, seed=11))
    dealt = of_type(game.log, Dealt)
    assert [d.seat for d in dealt] == deal_order(game.dealer, 4)
    assert deal_order(2, 4) == [3, 0, 1, 2]
    assert all(len(d.cards) == 3 for d in dealt) and len(game.table) == 4
    again = Game(RondaOptions(seats=4, seed=11))
    assert again.hands == game.hands and again.table == game.table and again.stock == game.stock


def test_r10_table_repair_gives_a_valid_table() -> None:
    assert not table_is_valid(["6o", "7o", "10o", "11o"])
    assert table_is_valid(["5o", "6o", "7o", "11o"]) and table_is_valid(["1o", "2o", "3o", "5o"])
    assert not table_is_valid(["5o", "5c", "7o", "11o"])
    for seed in range(300):
        game = Game(RondaOptions(seats=2, seed=seed))
        assert table_is_valid(list(game.table.values()))


def test_r11_repair_sends_back_a_repeat_and_the_last_card_of_a_four_run() -> None:
    # Drawn first to last: 6, 6 again (R-10a), 7, 10, 11 (a 4-run: R-10b), then 2.
    # (Cards put back go in at random places, maybe on top again: the loop goes on.)
    stock = ["1b", "1c", "1e", "2o", "11o", "10o", "7o", "6c", "6o"]
    laid, returned = lay_table(list(stock), random.Random(1))
    assert laid == ["6o", "7o", "10o", "2o"] and table_is_valid(laid)
    assert returned[:2] == [("6c", "R-10a"), ("11o", "R-10b")]
    assert all(card in stock for card, _ in returned)
    # The hands already dealt are never touched: only the table's cards and the stock move.
    for seed in range(200):
        game = Game(RondaOptions(seats=2, seed=seed))
        table = of_type(game.log, TableLaid)[0]
        dealt = {d.seat: list(d.cards) for d in of_type(game.log, Dealt)}
        assert dealt == {s: game.hands[s] for s in (0, 1)}
        assert sorted(table.cards) == sorted(game.table.values())


def test_r12_six_batches_at_two_players_and_three_at_four() -> None:
    for seats, batches in ((2, 6), (4, 3), (3, 4)):
        game = Game(RondaOptions(seats=seats, seed=5))
        rng = random.Random(5)
        while game.hand_no == 0:
            play(game, rng.choice(game.hands[game.current_seat]))
        first_hand = [e for e in game.log if isinstance(e, BatchDealt)][: batches + 1]
        assert [e.batch for e in first_hand] == [*range(batches), 0]


def test_r13_a_new_batch_only_when_every_hand_is_empty_led_after_the_dealer() -> None:
    game = rigged([["1o"], ["2o"]], ["5c", "10c"], stock_top=["3o", "4o", "6o", "3c", "4c", "6c"])
    play(game, "1o")
    assert game.batch == 0 and game.hands == [[], ["2o"]]
    play(game, "2o")
    assert game.batch == 1 and game.hands == [["3o", "4o", "6o"], ["3c", "4c", "6c"]]
    assert game.current_seat == (game.dealer + 1) % 2 == 0


def test_r14_the_last_batch_is_called() -> None:
    game = Game(RondaOptions(seats=2, seed=2))
    rng = random.Random(2)
    while game.hand_no == 0:
        play(game, rng.choice(game.hands[game.current_seat]))
    calls = [e.last for e in of_type(game.log, BatchDealt)]
    assert calls[:7] == [False] * 5 + [True, False]  # the next hand's first batch: False


def test_r15_every_batch_is_three_cards_and_the_table_gets_four_by_default() -> None:
    game = Game(RondaOptions(seats=4, seed=9))
    assert [len(h) for h in game.hands] == [3, 3, 3, 3] and len(game.table) == 4
    context = PlayContext(table=frozenset(), chain_rank=None, chain_len=0, final=False, seats=4)
    assert resolve(context, 5).taken == ()
