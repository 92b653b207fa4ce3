"""G-19..G-22: three equal face-up cards in a row window (the neighbour's column included) or a
column leave the round together, leaving gaps; checked in every area (rule book §9.4)."""

from __future__ import annotations

import pytest

from rondo_desktop.games.allegra.engine import DiscardFlip, IllegalAction, Knock, Place, Take
from rondo_desktop.games.allegra.engine.events import Placed, TripleRemoved
from rondo_desktop.games.allegra.engine.geometry import board, index
from rondo_desktop.games.allegra.engine.phases import GAP
from rondo_desktop.games.allegra.engine.scoring import triples_through
from tests.games.allegra.engine.helpers import play, table


def swap_in(game: object, cell: tuple[int, int, int]) -> list[object]:
    """The active seat takes the discard's top card and places it at ``cell``."""
    return play(game, Take("discard"), Place(cell))  # type: ignore[arg-type]


def removed_cells(events: list[object]) -> list[tuple[int, int, int]]:
    return [cell for e in events if isinstance(e, TripleRemoved) for cell in e.cells]


def test_g19_a_row_window_through_the_left_neighbours_column() -> None:
    game = table(3, {0: ["4 d1 ? ?", "? ? ? ?", "? ? ? ?"], 1: ["? ? ? 4", "? ? ? ?", "? ? ? ?"]})
    game.discard = [4]
    events = swap_in(game, (0, 0, 1))
    assert TripleRemoved(((0, 0, 0), (0, 0, 1), (1, 0, 3)), 4) in events
    # G-22: my row triple took a card out of my left neighbour's grid
    assert game.cell((1, 0, 3)) is None and game.removed == [4, 4, 4]


def test_g19_a_column_of_three_equal_face_up_cards() -> None:
    game = table(3, {0: ["? ? 9 ?", "? ? 9 ?", "? ? d2 ?"]}, discard=(9,))
    events = swap_in(game, (0, 2, 2))
    assert removed_cells(events) == [(0, 0, 2), (0, 1, 2), (0, 2, 2)]


def test_g19_face_down_cards_and_gaps_break_a_window() -> None:
    game = table(3, {0: ["6 6 d6 ?", "3 . 3 ?", "? ? ? ?"]}, discard=(3, 6))
    assert swap_in(game, (0, 0, 3))[-1] != TripleRemoved  # 6 6 d6 6: nothing yet
    assert not game.removed
    play(game, Take("deck"), Knock(False), Knock(False))  # seat 1's turn, nothing for seat 0
    play(game, DiscardFlip((1, 0, 0)))
    # the gap at (0, 1, 1) keeps 3 . 3 apart whatever comes
    assert not triples_through(game.values, game.faces, board(3).windows)


def test_g20_a_run_of_four_leaves_in_full() -> None:
    game = table(3, {0: ["6 6 d1 6", "? ? ? ?", "? ? ? ?"]}, discard=(6,))
    events = swap_in(game, (0, 0, 2))
    assert removed_cells(events) == [(0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3)]
    assert game.removed == [6, 6, 6, 6]


def test_g20_a_run_of_five_through_the_neighbour_column_leaves_in_full() -> None:
    rows = {0: ["6 d1 6 6", "? ? ? ?", "? ? ? ?"], 1: ["? ? ? 6", "? ? ? ?", "? ? ? ?"]}
    game = table(3, rows, discard=(6,))
    events = swap_in(game, (0, 0, 1))  # 6 6 _ 6 6: the middle completes all three windows
    assert sorted(removed_cells(events)) == [(0, 0, c) for c in range(4)] + [(1, 0, 3)]
    assert len(game.removed) == 5


def test_g20_a_gap_between_two_equal_pairs_removes_nothing() -> None:
    rows = {0: ["5 . 5 d9", "? ? ? ?", "? ? ? ?"], 1: ["? ? ? 5", "? ? ? ?", "? ? ? ?"]}
    game = table(3, rows, discard=(5,))
    events = swap_in(game, (0, 0, 3))  # 5 5 . 5 5
    assert not removed_cells(events) and game.cell((0, 0, 3)) == (5, True)


def test_g20_a_column_triple_in_the_shared_column_is_removed_once() -> None:
    # seat 1's column 3 is column 4 of seat 1's area and column 0 of seat 0's
    game = table(3, {1: ["? ? ? 7", "? ? ? 7", "? ? ? d1"]}, discard=(7,))
    events = swap_in(game, (1, 2, 3))
    assert events.count(TripleRemoved(((1, 0, 3), (1, 1, 3), (1, 2, 3)), 7)) == 1
    assert game.removed == [7, 7, 7]
    assert [w for w in board(3).windows if set(w) == {index((1, r, 3)) for r in range(3)}]


def test_g20_a_card_in_a_row_and_a_column_triple_goes_once() -> None:
    game = table(3, {0: ["? 3 ? ?", "3 d8 3 ?", "? 3 ? ?"]}, discard=(3,))
    events = swap_in(game, (0, 1, 1))
    cells = removed_cells(events)
    assert sorted(cells) == sorted([(0, 0, 1), (0, 1, 0), (0, 1, 1), (0, 1, 2), (0, 2, 1)])
    assert len(game.removed) == 5 and len(set(cells)) == 5


def test_g21_removed_cards_leave_the_round_and_their_gaps_stay() -> None:
    game = table(3, {0: ["2 2 d1 ?", "? ? ? ?", "? ? ? ?"]}, discard=(0, 2))
    swap_in(game, (0, 0, 2))
    assert game.discard == [0, 1] and game.removed == [2, 2, 2]  # not on the discard pile
    assert [game.faces[index((0, 0, c))] for c in range(3)] == [GAP] * 3
    play(game, Take("discard"), Place((1, 0, 0)))  # seat 1's turn
    play(game, Take("discard"), Place((2, 0, 0)))  # seat 2's
    play(game, Take("discard"))
    with pytest.raises(IllegalAction, match="G-21") as refused:
        game.apply(Place((0, 0, 1)))  # a gap is no target of a swap...
    assert refused.value.key == "rule.allegra.gap"
    assert Place((0, 0, 1)) not in game.legal_actions()
    play(game, Place((0, 1, 1)))
    play(game, Take("deck"), Knock(False), Knock(False))
    assert DiscardFlip((1, 0, 0)) not in game.legal_actions()  # ... nor of a flip


def test_g22_a_move_in_the_shared_column_can_clear_a_triple_in_the_neighbours_area() -> None:
    game = table(3, {1: ["? 8 8 d0", "? ? ? ?", "? ? ? ?"]}, discard=(8,))
    events = swap_in(game, (1, 0, 3))  # seat 0 swaps into seat 1's column 3
    assert events[1] == Placed(0, (1, 0, 3), 8, 0)
    assert TripleRemoved(((1, 0, 1), (1, 0, 2), (1, 0, 3)), 8) in events
