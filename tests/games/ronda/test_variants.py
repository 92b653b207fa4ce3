"""V-01..V-08: the rule book's variants, each off by default and working when switched on."""

from __future__ import annotations

import random

import pytest

from rondo_desktop.games.ronda.engine import Game, OptionsError, RondaOptions
from rondo_desktop.games.ronda.engine.events import (
    BatchDealt,
    Captured,
    CardPoints,
    ComboAwarded,
    DealerLastCard,
    Este,
    Redealt,
)
from rondo_desktop.games.ronda.engine.rules import RONDA, combo_winners, holding
from tests.games.ronda.helpers import of_type, play, rigged


def test_variants_are_off_by_default() -> None:
    options = RondaOptions()
    assert options.seats == 2 and options.target == 41
    assert not any(
        (
            options.first_deal_four,
            options.aces_high,
            options.instant_win,
            options.dealer_last_card,
            options.capture_este,
            options.este_chain_four_only,
        )
    )


def test_v01_three_players_each_for_themselves() -> None:
    game = Game(RondaOptions(seats=3, seed=3))
    assert game.options.sides == 3 and len(game.totals) == 3
    rng = random.Random(3)
    while game.hand_no == 0:
        play(game, rng.choice(game.hands[game.current_seat]))
    batches = [e.batch for e in of_type(game.log, BatchDealt)]
    assert batches[:5] == [0, 1, 2, 3, 0]  # 4 batches a hand
    final = rigged([[], [], ["3c"]], ["5o"], rest_to=0, current=2, last_capturer=0)
    events = play(final, "3c")
    assert [e.points for e in of_type(events, CardPoints)] == [40 - 13, 0, 0]


def test_v02_four_cards_each_first_and_no_table() -> None:
    with pytest.raises(OptionsError, match="V-02"):
        RondaOptions(seats=2, first_deal_four=True)
    redeals = 0
    for seed in range(40):
        game = Game(RondaOptions(seats=4, seed=seed, first_deal_four=True))
        assert [len(h) for h in game.hands] == [4, 4, 4, 4] and game.table == {}
        redeals += len(of_type(game.log, Redealt))
        rng = random.Random(seed)
        while game.hand_no == 0:
            play(game, rng.choice(game.hands[game.current_seat]))
        assert [e.batch for e in of_type(game.log, BatchDealt)][:4] == [0, 1, 2, 0]
    two = holding(0, ["5c", "5e", "12c", "12b"])
    assert two.combos == ((RONDA, 12), (RONDA, 5)) and two.value == 2


def test_v03_aces_high_and_the_lowest_of_four_rondas() -> None:
    aces, twelves = holding(0, ["1c", "1e", "3c"]), holding(1, ["12c", "12e", "4c"])
    assert combo_winners([aces, twelves]) == [twelves]
    assert combo_winners([aces, twelves], aces_high=True) == [aces]
    fill = ["4o", "5o", "6o", "7o"]
    batch = [["10c", "10e", "1c"], ["2c", "2e", "4c"], ["3c", "3e", "5c"], ["11c", "11e", "4e"]]
    game = rigged(
        [[c] for c in fill],
        ["7b", "12b"],
        aces_high=True,
        stock_top=[c for cards in batch for c in cards],
    )
    play(game, *fill)
    award = of_type(game.log, ComboAwarded)[-1]
    assert award.winners == (1,) and award.points == ((1, 4),)  # the pair of 2s


def test_v04_instant_win_through_a_ronda_at_the_deal() -> None:
    game = rigged(
        [["4o"], ["5o"]],
        ["7b", "12b"],
        totals=[40, 0],
        instant_win=True,
        stock_top=["10c", "10e", "1c", "2c", "3c", "4c"],
    )
    play(game, "4o", "5o")
    assert game.is_over and game.winner == 0 and game.totals == [41, 0]


def test_v05_the_dealers_last_card() -> None:
    cases = {
        "12o": ("12c", [5, 0]),
        "1o": ("1c", [0, 5]),
        "3o": ("11c", [0, 5]),
        "6o": ("6c", [0, 0]),
    }
    for last, (table, points) in cases.items():
        game = rigged(
            [[], [last]],
            [table],
            rest_to=0,
            current=1,
            last_capturer=0,
            dealer_last_card=True,
            totals=[0, 0],
        )
        events = play(game, last)
        pad = [0, 0]
        for e in of_type(events, DealerLastCard):
            pad[e.side] += e.points
        # The dealer (seat 1) is side 1 here: a 12 pays side 1, a 1 or no capture side 0.
        assert pad == points[::-1], last


def test_v06_este_only_for_taking_the_card_just_played() -> None:
    # Two cards of a rank laid one after the other cannot happen (the second takes the
    # first), so compare a capture of the card just played with one of an older card.
    game = rigged([["5o", "5e", "1o"], ["5c", "5b", "2b"]], ["11b", "12b"], capture_este=True)
    events = play(game, "5o", "5c")
    assert [(e.link, e.points) for e in of_type(events, Este)] == [(2, 1)]
    events = play(game, "5e")  # takes B's packet (5o, 5c) from B's pile: +5
    steal = of_type(events, Captured)[0]
    assert steal.stolen == ("5c", "5o") and steal.stolen_from == 1
    assert [e.points for e in of_type(events, Este)] == [5] and game.piles[1] == []
    events = play(game, "5b")  # and B takes it all back: +10
    assert [e.points for e in of_type(events, Este)] == [10]
    assert sorted(game.piles[1]) == ["5b", "5c", "5e", "5o"] and game.totals == [5, 11]
    # Matching a table card that was not the card just played scores nothing.
    game = rigged([["1o", "5o"], ["5c", "2b"]], ["5e", "12b"], capture_este=True)
    events = play(game, "1o", "5c")
    assert of_type(events, Este) == []


def test_v07_other_targets() -> None:
    for target in (21, 25, 31, 61):
        game = Game(RondaOptions(seats=2, seed=target, target=target))
        rng = random.Random(target)
        while not game.is_over:
            play(game, rng.choice(game.hands[game.current_seat]))
        assert max(game.totals) >= target
    with pytest.raises(OptionsError, match="V-07"):
        RondaOptions(target=40)


def test_v08_este_chain_only_at_four_players() -> None:
    game = rigged(
        [["5o", "5e", "1o"], ["5c", "5b", "2b"]], ["11b", "12b"], este_chain_four_only=True
    )
    events = play(game, "5o", "5c", "5e", "5b")
    assert [e.points for e in of_type(events, Este)] == [1]
    four = rigged([["5o"], ["5c"], ["5e"], ["5b"]], ["11b", "12b"], este_chain_four_only=True)
    events = play(four, "5o", "5c", "5e", "5b")
    assert [e.points for e in of_type(events, Este)] == [1, 5, 10]
