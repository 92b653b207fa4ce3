"""R-16..R-24: rondas and tringas among a batch's new cards, their pot, ties and secrecy."""

from __future__ import annotations

from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import ComboAwarded
from rondo_desktop.games.ronda.engine.rules import RONDA, TRINGA, combo_winners, holding
from tests.games.ronda.helpers import of_type, play, rigged

FILL = ["1o", "2o", "3o", "4o", "5o", "6o"]  # the cards of the batch before


def deal_next(batch: list[list[str]], table: tuple[str, ...] = ("7b", "11b")) -> tuple:
    """A 2- or 4-seat game whose next batch deals ``batch`` (seat order 0, 1, ...); returns
    the game and the award of that batch (None when nobody held anything)."""
    seats = len(batch)
    hands = [[FILL[s]] for s in range(seats)]
    top = [c for cards in batch for c in cards]
    game = rigged(hands, table, stock_top=top)
    play(game, *[h[0] for h in hands])
    awards = of_type(game.log, ComboAwarded)
    return game, awards[-1] if awards else None


def test_r16_a_pair_is_a_ronda_and_three_of_a_rank_a_tringa() -> None:
    assert holding(0, ["5c", "5e", "12b"]).combos == ((RONDA, 5),)
    assert holding(0, ["5c", "5e", "5b"]).combos == ((TRINGA, 5),)
    assert holding(0, ["5c", "6e", "12b"]) is None
    _game, award = deal_next([["10c", "10e", "1c"], ["2c", "3c", "4c"]])
    assert award.holders == ((0, RONDA, 10),) and award.points == ((0, 1),)


def test_r17_scoring_is_automatic() -> None:
    game, _award = deal_next([["10c", "10e", "10o"], ["2c", "3c", "4c"]])
    assert game.totals == [5, 0] and game.current_seat == 0  # no announcement needed


def test_r18_tringa_beats_ronda_and_twelve_is_high() -> None:
    pair12, tringa1 = holding(0, ["12c", "12e", "3c"]), holding(1, ["1c", "1e", "1b"])
    assert combo_winners([pair12, tringa1]) == [tringa1]
    pair12, pair11 = holding(0, ["12c", "12e", "3c"]), holding(1, ["11c", "11e", "4b"])
    assert combo_winners([pair11, pair12]) == [pair12]


def test_r19_the_pot_counts_every_holding() -> None:
    _, award = deal_next([["10c", "10e", "1c"], ["2c", "2e", "4c"]])
    assert award.pot == 2


def test_r20_the_best_holding_takes_the_whole_pot() -> None:
    game, award = deal_next([["10c", "10e", "1c"], ["2c", "2e", "2b"]])
    assert award.winners == (1,) and award.points == ((1, 6),) and game.totals == [0, 6]
    game, award = deal_next(
        [["10c", "10e", "1c"], ["2c", "2e", "4c"], ["3c", "3e", "3b"], ["11c", "12e", "4e"]]
    )
    assert award.points == ((0, 7),)  # ronda + ronda + tringa pays 7 to the tringa (seat 2)


def test_r21_split_pots_between_tied_opponents_round_down() -> None:
    game, award = deal_next([["10c", "10e", "1c"], ["10o", "10b", "4c"]])
    assert award.winners == (0, 1) and award.points == ((0, 1), (1, 1))
    # 4 players, 3 rondas, the top two tied (seats 0 and 1): 3 // 2 = 1 each, 1 point lost.
    game, award = deal_next(
        [["10c", "10e", "1c"], ["10o", "10b", "4c"], ["2c", "2e", "5c"], ["11c", "12e", "4e"]]
    )
    assert award.pot == 3 and award.points == ((0, 1), (1, 1)) and game.totals == [1, 1]
    # 4 rondas with two opponents tied at the top: 2 each.
    game, award = deal_next(
        [["10c", "10e", "1c"], ["10o", "10b", "4c"], ["2c", "2e", "5c"], ["3c", "3e", "4e"]]
    )
    assert award.points == ((0, 2), (1, 2))


def test_r22_partners_tied_at_the_top_take_the_whole_pot() -> None:
    _game, award = deal_next(
        [["10c", "10e", "1c"], ["2c", "2e", "4c"], ["10o", "10b", "5c"], ["11c", "12e", "4e"]]
    )
    assert award.winners == (0, 2) and award.points == ((0, 3),)


def test_r23_points_are_scored_at_the_deal() -> None:
    game, _award = deal_next([["10c", "10e", "1c"], ["2c", "3c", "4c"]])
    assert game.totals == [1, 0] and game.hands[0] == ["10c", "10e", "1c"]


def test_r24_everybody_learns_who_holds_what_kind_but_not_the_rank() -> None:
    game, award = deal_next([["10c", "10e", "1c"], ["2c", "2e", "2b"]])
    seen_by_1 = award.hidden(1)
    assert seen_by_1.holders == ((0, RONDA, None), (1, TRINGA, 2))
    mine, theirs = game.observation(1), game.observation(0)
    assert mine.announcements[0].holders == ((0, RONDA), (1, TRINGA))
    assert mine.announcements[0].winners == (1,) and mine.own_combos == ((1, TRINGA, 2),)
    assert theirs.own_combos == ((1, RONDA, 10),)
    # A fresh game's observation never shows another seat's combination rank.
    for seed in range(30):
        fresh = Game(RondaOptions(seats=2, seed=seed))
        for seat in (0, 1):
            seen = fresh.observation(seat)
            assert all(rank in {int(c[:-1]) for c in seen.hand} for _, _, rank in seen.own_combos)
