"""G-23..G-32: the round's end, the final turns, the final reveal, scoring and doubling, the
three rounds, and the two-player table."""

from __future__ import annotations

import pytest

from rondo_desktop.games.allegra.engine import (
    AllegraOptions,
    DiscardFlip,
    Game,
    Knock,
    Phase,
    Place,
    Take,
)
from rondo_desktop.games.allegra.engine.events import (
    FinalReveal,
    RoundEnding,
    RoundScored,
    TripleRemoved,
)
from rondo_desktop.games.allegra.engine.geometry import board, index
from rondo_desktop.games.allegra.engine.phases import DOWN, UP
from rondo_desktop.games.allegra.engine.scoring import area_scores, doubled_seats, winners_of
from tests.games.allegra.engine.helpers import (
    finish_turn_flipping,
    no_knocks,
    play,
    random_action,
    random_game,
    table,
)

UP_ROWS = ["1 2 3 4", "5 6 7 8", "9 10 11 0"]


def scored(events: list[object]) -> RoundScored:
    return next(e for e in events if isinstance(e, RoundScored))


def test_g23_g24_the_active_seat_that_turns_its_last_card_closes() -> None:
    game = table(3, {0: ["d1 2 3 4", "5 6 7 8", "9 10 11 0"], 1: ["? ? ? 5", "? ? ? 6", "? ? ? 7"]})
    play(game, Take("deck"))
    no_knocks(game)
    events = play(game, DiscardFlip((0, 0, 0)))
    assert events[-1] == RoundEnding(0, (1, 2))
    assert game.closer == 0 and game.observation(2).pending == (1, 2)


def test_g23_an_empty_area_counts_as_finished() -> None:
    empty = [". . . .", ". . . .", ". . . ."]
    game = table(3, {0: ["d1 . . .", ". . . .", ". . . ."], 1: empty})
    play(game, Take("deck"))
    no_knocks(game)
    events = play(game, Place((0, 0, 0)))
    assert events[-1] == RoundEnding(0, (1, 2))


def test_g24_another_seat_completed_by_the_active_ones_move_closes() -> None:
    # seat 0 turns up seat 1's last face-down card, in seat 1's column 3 (both areas)
    rows = {1: ["1 2 3 d4", "5 6 7 8", "9 10 11 0"], 2: ["? ? ? 1", "? ? ? 2", "? ? ? 3"]}
    game = table(3, rows)
    play(game, Take("deck"))
    no_knocks(game)
    events = play(game, DiscardFlip((1, 0, 3)))
    assert events[-1] == RoundEnding(1, (2, 0))  # A's final turn comes last
    assert game.current_seat == 2


def test_g24_the_first_qualifying_seat_after_the_active_one_closes() -> None:
    up = {2: UP_ROWS, 3: UP_ROWS, 1: ["? ? ? 5", "? ? ? 6", "? ? ? 7"]}
    game = table(4, up, active=0)
    play(game, Take("discard"), Place((0, 1, 1)))
    assert game.closer == 2 and game.pending == [1, 3, 0]


def test_g25_every_other_seat_takes_one_final_turn_and_the_trigger_fires_once() -> None:
    rows = {1: ["1 2 3 d4", "5 6 7 8", "9 10 11 0"], 2: ["? ? ? 1", "? ? ? 2", "? ? ? 3"]}
    game = table(3, rows)
    play(game, Take("deck"))
    no_knocks(game)
    play(game, DiscardFlip((1, 0, 3)))  # seat 1 closes; seats 2 then 0 play once more
    order = []
    while game.round_no == 0:
        order.append(game.current_seat)
        finish_turn_flipping(game)
        assert not any(isinstance(e, RoundEnding) for e in game.last_events)
    assert order == [2, 0]
    assert game.round_scores and game.log.count(RoundEnding(1, (2, 0))) == 1


def test_g26_the_final_reveal_turns_everything_up_then_one_triple_pass() -> None:
    rows = {
        0: ["d1 2 3 4", "5 6 7 8", "9 10 11 0"],
        1: ["? ? ? 5", "? ? ? 6", "? ? ? 7"],
        2: ["d7 d7 d7 ?", "? ? ? ?", "? ? ? ?"],
    }
    game = table(3, rows)
    finish_turn_flipping(game)  # seat 0 closes
    finish_turn_flipping(game)
    game.apply(Take("discard"))
    events = game.apply(Place((2, 2, 2)))
    reveal = next(e for e in events if isinstance(e, FinalReveal))
    assert ((2, 0, 0), 7) in reveal.cells and ((0, 0, 0), 1) not in reveal.cells
    assert TripleRemoved(((2, 0, 0), (2, 0, 1), (2, 0, 2)), 7) in events
    # after the reveal nothing of round 1 was face down; round 2 is dealt
    assert game.round_no == 1 and game.faces.count(DOWN) == 36


def test_g27_a_round_score_is_the_15_card_area_so_column_3_counts_twice() -> None:
    game = table(3, {0: UP_ROWS, 1: UP_ROWS, 2: UP_ROWS})
    scores = area_scores(game.values, game.faces, board(3))
    own = sum(range(12)) - 1 + 1  # 1..11 and 0: 66
    assert own == 66
    # each area adds its left neighbour's column 3: 4 + 8 + 0
    assert scores == [66 + 12, 66 + 12, 66 + 12]
    game.values[index((1, 0, 3))] = 11  # seat 1's col 3: seat 1's and seat 0's areas
    assert area_scores(game.values, game.faces, board(3)) == [85, 85, 78]


def test_g27_g28_an_integrated_round_doubles_a_closer_above_the_lowest() -> None:
    low = ["0 0 -1 -1", "1 0 -1 1", "0 1 0 -1"]  # no triple among them
    rows = {0: ["d1 2 3 4", "5 6 7 8", "9 10 11 0"], 1: low, 2: low}
    game = table(3, rows, deck=(11, 11, 11))
    finish_turn_flipping(game)  # seat 0 closes with a high area
    finish_turn_flipping(game)
    finish_turn_flipping(game)
    result = scored(game.log)
    areas = [66 - 1, -1 - 1, -1 + 12]  # own grids plus the left neighbour's column 3
    assert result.closer == 0 and result.doubled == (True, False, False)
    assert result.scores == (2 * areas[0], areas[1], areas[2]) and game.totals == list(
        result.scores
    )


def test_g28_doubling() -> None:
    assert doubled_seats([20, 10, 15], 0, strict=False) == [True, False, False]  # above min
    assert doubled_seats([10, 10, 15], 0, strict=False) == [False] * 3  # tied at the min
    assert doubled_seats([5, 10, 15], 0, strict=False) == [False] * 3  # the lowest
    assert doubled_seats([0, -3, 15], 0, strict=False) == [False] * 3  # never <= 0
    assert doubled_seats([-1, -3, 15], 0, strict=False) == [False] * 3
    assert doubled_seats([20, 10, 15], None, strict=False) == [False] * 3  # no closer
    assert doubled_seats([10, 10, 15], 1, strict=True) == [False, True, False]  # AV-09


def test_g29_three_rounds_and_the_lowest_total_wins_ties_share() -> None:
    game, rng = random_game(3, 21)
    while not game.is_over:
        game.apply(random_action(game, rng))
    assert len(game.round_scores) == 3 and game.round_no == 2
    assert game.totals == [sum(r[s] for r in game.round_scores) for s in range(3)]
    assert game.winners == winners_of(game.totals)
    assert game.returns()[game.winners[0]] == 1 / len(game.winners)
    assert winners_of([30, 12, 12]) == (1, 2)
    game.winners = (1, 2)
    assert game.returns() == (0.0, 0.5, 0.5)
    assert game.legal_actions() == [] and game.phase is Phase.OVER


def test_g30_removed_cards_score_nothing() -> None:
    game = table(3, {0: ["4 4 d1 ?", "? ? ? ?", "? ? ? ?"]}, discard=(4,))
    before = area_scores(game.values, [UP if f else 0 for f in game.faces], board(3))
    play(game, Take("discard"), Place((0, 0, 2)))
    after = area_scores(game.values, game.faces, board(3))
    assert after[0] == before[0] - 4 - 4 - 1  # the triple's cells count for nobody
    assert game.removed == [4, 4, 4]


def test_g31_two_players_share_both_columns_and_never_knock() -> None:
    tables = board(2)
    assert set(tables.areas[0]) & set(tables.areas[1]) == {
        index((s, r, 3)) for s in (0, 1) for r in range(3)
    }
    game = Game(AllegraOptions(seats=2, seed=3))
    while not game.is_over:
        assert game.phase is not Phase.KNOCK
        game.apply(game.legal_actions()[-1])
    assert not any(isinstance(a, Knock) for a in game.history)


def test_g32_a_shared_card_adds_the_same_to_both_two_player_totals() -> None:
    game = table(2, {0: UP_ROWS, 1: ["3 3 1 1", "2 2 0 0", "4 4 5 5"]})
    first = area_scores(game.values, game.faces, board(2))
    for cell in ((0, 1, 3), (1, 2, 3)):
        game.values[index(cell)] += 6
        after = area_scores(game.values, game.faces, board(2))
        assert after[0] - first[0] == after[1] - first[1] == 6
        assert after[0] - after[1] == first[0] - first[1]
        first = after


@pytest.mark.parametrize("n", [2, 4])
def test_g25_a_whole_round_ends_with_every_card_face_up_and_scored(n: int) -> None:
    game, rng = random_game(n, 9)
    while game.round_no == 0:
        game.apply(random_action(game, rng))
    ending = next(e for e in game.log if isinstance(e, RoundEnding))
    assert len(ending.pending) == n - 1 and ending.closer not in ending.pending
