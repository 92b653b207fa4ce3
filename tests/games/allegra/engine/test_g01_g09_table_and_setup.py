"""G-01..G-09: the cards, the seats, the grids and areas, the deal and the opening reveals."""

from __future__ import annotations

from collections import Counter

import pytest

from rondo_desktop.games.allegra.engine import (
    DECK_COUNTS,
    DECK_SIZE,
    MEAN,
    AllegraOptions,
    Game,
    IllegalAction,
    Phase,
    Place,
    Reveal,
    Take,
    area_cells,
    areas_of,
    deck,
    left,
    right,
)
from rondo_desktop.games.allegra.engine.cards import VALUES
from rondo_desktop.games.allegra.engine.events import Revealed, RoundDealt, TripleRemoved
from rondo_desktop.games.allegra.engine.geometry import board, index
from rondo_desktop.games.allegra.engine.phases import DOWN, GAP, UP
from tests.games.allegra.engine.helpers import play, set_cell, table


def test_g01_every_card_is_one_value_from_minus_1_to_11() -> None:
    assert tuple(range(-1, 12)) == VALUES
    assert all(isinstance(card, int) and -1 <= card <= 11 for card in deck())


def test_g02_the_deck_counts_are_the_one_constant_120_cards_mean_5() -> None:
    assert DECK_COUNTS == {
        -1: 5, 0: 7, 1: 8, 2: 10, 3: 11, 4: 12, 5: 14, 6: 12, 7: 11, 8: 10, 9: 8, 10: 7, 11: 5,
    }  # fmt: skip
    assert DECK_SIZE == len(deck()) == 120 and MEAN == 5.0
    assert Counter(deck()) == Counter(DECK_COUNTS)
    assert all(DECK_COUNTS[5 - k] == DECK_COUNTS[5 + k] for k in range(7))  # symmetric


def test_g03_seats_go_clockwise_and_my_left_neighbour_is_the_next_seat() -> None:
    for n in range(2, 7):
        for i in range(n):
            assert left(i, n) == (i + 1) % n and right(i, n) == (i - 1) % n
    for active in range(4):
        game = table(4, active=active)
        play(game, Take("discard"), Place((active, 0, 0)))
        assert game.current_seat == (active + 1) % 4  # next(i) = i + 1


def test_g04_each_seat_owns_a_3_by_4_grid_whose_cells_hold_a_card_or_nothing() -> None:
    game = table(3, {1: ["1 d2 . 4", "? ? ? ?", "? ? ? ?"]})
    assert len(game.values) == 36 and board(3).own[1] == tuple(range(12, 24))
    assert game.cell((1, 0, 0)) == (1, True)
    assert game.cell((1, 0, 1)) == (2, False)
    assert game.cell((1, 0, 2)) is None  # a gap
    assert game.observation(0).cell((1, 0, 1)) == (None, False)  # face down: no value


@pytest.mark.parametrize("n", range(2, 7))
def test_g05_an_area_is_the_left_neighbours_column_3_and_the_own_grid(n: int) -> None:
    for i in range(n):
        cells = area_cells(i, n)
        assert len(cells) == 15
        for r in range(3):
            row = cells[r * 5 : r * 5 + 5]
            assert row[0] == (left(i, n), r, 3)  # virtual col 0
            assert row[1:] == [(i, r, c) for c in range(4)]
        # my rightmost column is column 0 of my right-hand neighbour's area
        for r in range(3):
            assert (i, r, 3) in area_cells(right(i, n), n)
            assert areas_of((i, r, 3), n) == (i, right(i, n))
            assert areas_of((i, r, 0), n) == (i,)
    # every column 3 belongs to exactly two areas, every other cell to one
    owners = Counter(index(c) for i in range(n) for c in area_cells(i, n))
    assert all(owners[idx] == (2 if idx % 4 == 3 else 1) for idx in range(n * 12))


def test_g06_two_players_share_their_rightmost_columns_with_each_other() -> None:
    assert left(0, 2) == right(0, 2) == 1 and left(1, 2) == right(1, 2) == 0
    assert area_cells(0, 2)[0] == (1, 0, 3) and area_cells(1, 2)[0] == (0, 0, 3)
    assert areas_of((0, 2, 3), 2) == (0, 1) and areas_of((1, 2, 3), 2) == (1, 0)


@pytest.mark.parametrize("n", [2, 3, 6])
def test_g07_twelve_face_down_a_seat_row_by_row_one_discard_the_rest_the_deck(n: int) -> None:
    game = Game(AllegraOptions(seats=n, seed=11))
    dealt = game.log[0]
    assert isinstance(dealt, RoundDealt)
    assert game.faces == [DOWN] * (12 * n) and game.values == list(dealt.grids)
    assert len(game.discard) == 1 and game.discard == [dealt.discard]
    assert game.deck_size == 120 - 12 * n - 1 and list(reversed(game.deck)) == list(dealt.deck)
    assert Counter([*dealt.grids, dealt.discard, *dealt.deck]) == Counter(DECK_COUNTS)
    blank = dealt.hidden(0)
    assert isinstance(blank, RoundDealt) and set(blank.grids) == set(blank.deck) == {None}
    assert blank.discard == dealt.discard and len(blank.deck) == len(dealt.deck)
    # the observation shows the discard face up and no grid value
    seen = game.observation(0)
    assert seen.discard == (dealt.discard,) and set(seen.values) == {None}


def test_g08_two_reveals_a_seat_in_turn_order_from_the_first_anywhere_in_the_area() -> None:
    game = Game(AllegraOptions(seats=3, seed=4))
    first = game.first
    order = [(first + k) % 3 for k in range(3)]
    seats = []
    while game.phase is Phase.REVEAL:
        seat = game.current_seat
        legal = game.legal_actions()
        # the whole area, the left neighbour's column included, and only face-down cards
        assert {a.cell for a in legal if isinstance(a, Reveal)} == {
            c for c in area_cells(seat, 3) if game.faces[index(c)] == DOWN
        }
        neighbour_cell = (left(seat, 3), 0, 3)
        action = Reveal(neighbour_cell) if Reveal(neighbour_cell) in legal else legal[0]
        events = game.apply(action, seat=seat)
        assert isinstance(events[0], Revealed) and events[0].card == game.values[index(action.cell)]
        seats.append(seat)
    assert seats == [s for s in order for _ in range(2)]
    assert game.phase is Phase.TAKE and game.current_seat == first


def test_g08_a_reveal_must_be_face_down_and_in_the_area() -> None:
    game = Game(AllegraOptions(seats=4, seed=3))
    seat = game.current_seat
    play(game, Reveal((seat, 0, 0)))
    with pytest.raises(IllegalAction, match="G-08") as face_up:
        game.apply(Reveal((seat, 0, 0)))
    assert face_up.value.key == "rule.allegra.already_face_up"
    with pytest.raises(IllegalAction, match="G-05"):
        game.apply(Reveal(((seat + 2) % 4, 0, 0)))
    with pytest.raises(IllegalAction, match="G-08"):
        game.apply(Take("deck"))  # no turn before the reveals


def test_g08_a_triple_made_by_an_opening_reveal_is_removed_at_once() -> None:
    game = Game(AllegraOptions(seats=3, seed=0))
    seat = game.current_seat
    for c, token in enumerate(["4", "4", "d4"]):
        set_cell(game, (seat, 0, c), token)
    events = play(game, Reveal((seat, 0, 2)))
    assert TripleRemoved(((seat, 0, 0), (seat, 0, 1), (seat, 0, 2)), 4) in events
    assert [game.faces[index((seat, 0, c))] for c in range(3)] == [GAP] * 3
    assert game.faces[index((seat, 0, 3))] in (DOWN, UP)


def test_g09_the_first_player_is_random_then_moves_on_each_round() -> None:
    firsts = {Game(AllegraOptions(seats=4, seed=seed)).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    game = Game(AllegraOptions(seats=4, seed=5))
    first = game.first
    game._finish_round(None)
    assert game.round_no == 1 and game.first == (first + 1) % 4
    assert game.phase is Phase.REVEAL and game.current_seat == game.first
