"""The rule pages' examples are what a real game does: each is played through the engine's
``Game`` from a hand-built position and must come out as the page shows it."""

from __future__ import annotations

import pytest

from rondo_desktop.games.ronda import rules_examples as ex
from rondo_desktop.games.ronda.engine.cards import DECK_SIZE, rank_of
from rondo_desktop.games.ronda.engine.events import Captured, ComboAwarded, Este, Laid, Missa
from rondo_desktop.games.ronda.engine.rules import is_four_run, table_is_valid
from tests.games.ronda.helpers import of_type, play, rigged


def test_the_pack_page_shows_ten_ranks_with_7_and_10_neighbours() -> None:
    ranks, neighbours = ex.pack()
    assert len(ranks) * 4 == DECK_SIZE == 40
    assert 8 not in ranks and 9 not in ranks
    assert neighbours == (7, 10)
    assert ex.suit_row("c") == tuple(f"{r}c" for r in ranks)


def test_the_deal_page_counts_the_stock_and_lays_a_valid_table() -> None:
    deal = ex.deal()
    assert deal.valid and table_is_valid(deal.table)
    assert (deal.stock, deal.batches) == (30, 6)
    assert ex.deal(seats=4).batches == 3
    assert is_four_run({6, 7, 10, 11})  # the body's example of a table laid again


def test_the_capture_example_is_what_the_game_takes() -> None:
    shown = ex.capture(ex.CAPTURE_TABLE, ex.CAPTURE_PLAY)
    assert [rank_of(c) for c in shown.taken] == [6, 7, 10] and shown.left == ("12b",)
    assert shown.stop == 11 and shown.missa == 0
    game = rigged([[ex.CAPTURE_PLAY, "1b", "2b"], ["3b", "4b", "5b"]], ex.CAPTURE_TABLE, current=0)
    (captured,) = of_type(play(game, ex.CAPTURE_PLAY), Captured)
    assert captured.taken == shown.taken
    assert sorted(game.table.values()) == list(shown.left)


def test_the_este_chain_pays_what_the_game_pays() -> None:
    links = ex.este_chain(ex.ESTE_TABLE, ex.ESTE_CARDS)
    assert [link.points for link in links] == [0, 1, 5, 10]
    assert [bool(link.taken) for link in links] == [False, True, False, True]
    hands = [[ex.ESTE_CARDS[0], ex.ESTE_CARDS[2], "1b"], [ex.ESTE_CARDS[1], ex.ESTE_CARDS[3], "3b"]]
    game = rigged(hands, ex.ESTE_TABLE, current=0)
    events = play(game, *ex.ESTE_CARDS)
    paid = [(e.seat, e.points) for e in of_type(events, Este)]
    assert paid == [(link.seat, link.points) for link in links if link.points]
    laid = [e.card for e in of_type(events, Laid)]
    assert laid == [link.card for link in links if not link.taken]


@pytest.mark.parametrize("final", [False, True])
def test_the_missa_example_and_its_last_card_exception_are_the_games(final: bool) -> None:
    shown = ex.capture(ex.MISSA_TABLE, ex.MISSA_PLAY, final=final)
    assert shown.left == () and shown.missa == (0 if final else 1)
    if final:  # the hand's very last card: no stock, nothing else in any hand
        game = rigged([[ex.MISSA_PLAY], []], ex.MISSA_TABLE, rest_to=1, current=0)
    else:
        game = rigged([[ex.MISSA_PLAY, "1b", "2b"], ["3b", "4b", "5b"]], ex.MISSA_TABLE, current=0)
    missas = of_type(play(game, ex.MISSA_PLAY), Missa)
    assert sum(m.points for m in missas) == shown.missa


@pytest.mark.parametrize("hands", ex.POTS)
def test_each_pot_goes_where_the_game_sends_it(hands: tuple[tuple[str, ...], ...]) -> None:
    shown = ex.pot(hands)
    # Deal the example as the next batch: the dealer is seat 1, so seat 0 gets the first three.
    game = rigged([["1b"], ["1e"]], ("5c", "7c", "11b", "2c"), stock_top=[*hands[0], *hands[1]])
    (award,) = of_type(play(game, "1b", "1e"), ComboAwarded)
    assert award.pot == shown.pot
    assert award.points == shown.shares  # at two players a seat is its side
    assert award.winners == shown.winners


def test_the_pot_examples_show_tringa_over_ronda_and_the_higher_ronda() -> None:
    first, second = (ex.pot(hands) for hands in ex.POTS)
    assert first.kinds == ("ronda", "tringa") and first.winners == (1,) and first.pot == 6
    assert second.kinds == ("ronda", "ronda") and second.winners == (0,) and second.pot == 2


def test_the_card_count_and_the_race_follow_r45_and_r49_r50() -> None:
    assert sum(ex.PILES) == DECK_SIZE
    assert ex.card_count() == (4, 0)
    assert ex.race((43, 38)) == 0 and ex.race((41, 41)) is None and ex.race((40, 39)) is None
    assert ex.TARGET == 41
    assert ex.partners() == (0, 1, 0, 1)
