"""G-14..G-18: knocking for a drawn card, and the knock's four steps in their exact order with
a triple check after each placement."""

from __future__ import annotations

import pytest

from rondo_desktop.games.allegra.engine import (
    Accept,
    IllegalAction,
    Knock,
    KnockGive,
    KnockPlace,
    KnockTake,
    Phase,
    Place,
    Take,
)
from rondo_desktop.games.allegra.engine.events import (
    Accepted,
    Discarded,
    HoleFilled,
    Knocked,
    KnockPlaced,
    KnockTaken,
    Placed,
    RoundEnding,
    TripleRemoved,
)
from rondo_desktop.games.allegra.engine.geometry import board
from tests.games.allegra.engine.helpers import play, table


def area_sum(game: object, seat: int) -> int:
    tables = board(game.n)  # type: ignore[attr-defined]
    return sum(game.values[i] for i in tables.areas[seat] if game.faces[i])  # type: ignore[attr-defined]


def test_g14_no_knock_after_taking_the_discard() -> None:
    game = table(3)
    play(game, Take("discard"))
    assert game.phase is Phase.PLACE and game.current_seat == 0


def test_g14_no_knock_at_two_players() -> None:
    game = table(2)
    play(game, Take("deck"))
    assert game.phase is Phase.DRAW and game.current_seat == 0
    assert not any(isinstance(a, Knock) for a in game.legal_actions())


def test_g15_every_other_seat_is_asked_in_turn_order_then_the_active_one_chooses() -> None:
    game = table(5, active=3)
    play(game, Take("deck"))
    asked = []
    for wants in (True, False, True, False):
        asked.append(game.current_seat)
        assert game.phase is Phase.KNOCK
        assert game.observation(game.current_seat).asked[0] == game.current_seat
        play(game, Knock(wants))
    assert asked == [4, 0, 1, 2]
    assert game.phase is Phase.ACCEPT and game.current_seat == 3
    assert game.legal_actions() == [Accept(None), Accept(4), Accept(1)]
    with pytest.raises(IllegalAction, match="G-15") as refused:
        game.apply(Accept(0))
    assert refused.value.key == "rule.allegra.not_a_knocker" and refused.value.params == {"seat": 0}
    events = play(game, Accept(None))  # ignore every knock: carry on with G-11a/b
    assert events == [Accepted(3, None)] and game.phase is Phase.DRAW


def test_g15_without_a_knock_the_active_seat_goes_straight_on() -> None:
    game = table(3)
    events = play(game, Take("deck"), Knock(False), Knock(False))
    assert events[1:] == [Knocked(1, False), Knocked(2, False)]
    assert game.phase is Phase.DRAW and game.current_seat == 0


def test_g16_the_four_steps_in_their_exact_order() -> None:
    # 4 seats, A = 0 and K = 2 (not neighbours: the areas do not overlap)
    rows = {0: ["8 ? ? ?", "? ? ? ?", "? ? ? ?"], 2: ["d9 ? ? ?", "? 3 ? ?", "? ? ? ?"]}
    game = table(4, rows, deck=(6,))
    play(game, Take("deck"), Knock(False), Knock(True), Knock(False))
    before = area_sum(game, 2)
    assert play(game, Accept(2)) == [Accepted(0, 2)]
    assert game.phase is Phase.KNOCK_PLACE and game.current_seat == 2
    step1 = play(game, KnockPlace((2, 0, 0)))
    assert step1 == [KnockPlaced(2, (2, 0, 0), 6, 9, False)]
    assert game.observation(2).knock_hand == 9 and game.observation(0).knock_hand is None
    assert step1[0].hidden(0) == KnockPlaced(2, (2, 0, 0), 6, None, False)
    assert game.phase is Phase.KNOCK_TAKE and game.current_seat == 0
    step2 = play(game, KnockTake((2, 1, 1)))
    assert step2 == [KnockTaken(0, 2, (2, 1, 1), 3)]
    assert game.cell((2, 1, 1)) is None and game.observation(1).hole == (2, 1, 1)
    assert game.phase is Phase.KNOCK_GIVE and game.current_seat == 0
    with pytest.raises(IllegalAction, match="G-05"):
        game.apply(KnockGive((2, 0, 1)))  # step 3 goes into A's own area
    step34 = play(game, KnockGive((0, 0, 0)))
    assert step34 == [Placed(0, (0, 0, 0), 3, 8), HoleFilled(2, (2, 1, 1), 9)]
    assert game.discard[-1] == 8
    assert game.cell((2, 1, 1)) == (9, True) and game.cell((2, 0, 0)) == (6, True)
    # G-18: K's area changed by X - Z; A's turn is over (no G-11a/b)
    assert area_sum(game, 2) - before == 6 - 3
    assert game.phase is Phase.TAKE and game.current_seat == 1


def test_g16_the_active_seat_may_take_the_knocked_card_back() -> None:
    game = table(4, {2: ["d9 ? ? ?", "? ? ? ?", "? ? ? ?"]}, deck=(6,))
    play(game, Take("deck"), Knock(False), Knock(True), Knock(False), Accept(2))
    play(game, KnockPlace((2, 0, 0)))
    events = play(game, KnockTake((2, 0, 0)), KnockGive((0, 1, 1)))
    assert events[0] == KnockTaken(0, 2, (2, 0, 0), 6)
    assert game.cell((0, 1, 1)) == (6, True) and game.cell((2, 0, 0)) == (9, True)


def test_g16_a_triple_completed_in_step_1_is_removed_before_step_2() -> None:
    game = table(4, {2: ["5 5 d9 ?", "? ? ? ?", "? ? ? ?"]}, deck=(5,))
    play(game, Take("deck"), Knock(False), Knock(True), Knock(False), Accept(2))
    events = play(game, KnockPlace((2, 0, 2)))
    assert events[1] == TripleRemoved(((2, 0, 0), (2, 0, 1), (2, 0, 2)), 5)
    assert game.removed == [5, 5, 5] and game.phase is Phase.KNOCK_TAKE
    with pytest.raises(IllegalAction, match="G-21"):
        game.apply(KnockTake((2, 0, 2)))  # gone with the triple
    play(game, KnockTake((2, 0, 3)))
    events = play(game, KnockGive((0, 0, 0)))
    assert events[-1] == HoleFilled(2, (2, 0, 3), 9)


def test_g16_triple_checks_after_step_3_and_step_4() -> None:
    rows = {0: ["7 7 d1 ?", "? ? ? ?", "? ? ? ?"], 2: ["d4 ? ? ?", "7 ? ? ?", "4 ? ? ?"]}
    game = table(4, rows, deck=(11,))
    play(game, Take("deck"), Knock(False), Knock(True), Knock(False), Accept(2))
    play(game, KnockPlace((2, 0, 0)))  # Y = 4 into K's hand
    play(game, KnockTake((2, 1, 0)))  # Z = 7; hole at (2, 1, 0)
    events = play(game, KnockGive((0, 0, 2)))
    assert TripleRemoved(((0, 0, 0), (0, 0, 1), (0, 0, 2)), 7) in events  # after step 3
    # step 4: Y = 4 fills (2, 1, 0) under X = 11 and over a 4: no triple (11, 4, 4)
    assert events[-1] == HoleFilled(2, (2, 1, 0), 4)


def test_g17_an_area_emptied_in_step_1_skips_steps_2_to_4() -> None:
    empty = [". . . .", ". . . .", ". . . ."]
    rows = {2: ["5 5 d9 .", ". . . .", ". . . ."], 3: [". . . .", ". . . .", ". . . ."]}
    game = table(4, {**rows, 1: ["? ? ? ?"] * 3, 0: ["? ? ? ?"] * 3}, deck=(5,))
    assert empty  # K's left neighbour (seat 3) has no column 3 either
    play(game, Take("deck"), Knock(False), Knock(True), Knock(False), Accept(2))
    events = play(game, KnockPlace((2, 0, 2)))
    assert isinstance(events[1], TripleRemoved) and events[2] == Discarded(2, 9)
    assert game.discard[-1] == 9 and game.phase is Phase.TAKE and game.current_seat == 1


def test_g17_with_no_card_left_in_the_active_area_z_is_discarded_and_the_hole_filled() -> None:
    # 3 seats, A = 0 and K = 1 are neighbours: seat 1's column 3 is in both areas (overlap)
    rows = {
        0: [". . . .", ". . . .", ". . . ."],
        1: ["d2 ? ? 4", "? ? ? .", "? ? ? ."],
    }
    game = table(3, rows, deck=(6,))
    play(game, Take("deck"), Knock(True), Knock(False), Accept(1))
    play(game, KnockPlace((1, 0, 0)))  # X = 6 in, Y = 2 in K's hand
    events = play(game, KnockTake((1, 0, 3)))  # A's only card: its area is now empty
    assert events == [
        KnockTaken(0, 1, (1, 0, 3), 4),
        Discarded(0, 4),
        HoleFilled(1, (1, 0, 3), 2),
        RoundEnding(0, (1, 2)),  # A's area now holds only face-up cards (G-23)
    ]
    assert game.current_seat == 1 and game.phase is Phase.TAKE


def test_g17_neighbouring_areas_overlap_and_that_is_legal() -> None:
    rows = {1: ["d2 ? ? 4", "? ? ? 9", "? ? ? ?"]}
    game = table(3, rows, deck=(6,))
    play(game, Take("deck"), Knock(True), Knock(False), Accept(1))
    assert KnockPlace((1, 0, 3)) in game.legal_actions()  # K's own column 3, also A's area
    play(game, KnockPlace((1, 0, 3)))
    play(game, KnockTake((1, 1, 3)))  # from the shared column
    assert KnockGive((1, 0, 3)) in game.legal_actions()  # back into the shared column
    with pytest.raises(IllegalAction, match="G-21"):
        game.apply(KnockGive((1, 1, 3)))  # the hole is no target
    events = play(game, KnockGive((1, 0, 3)))
    assert events[0] == Placed(0, (1, 0, 3), 9, 6)
    assert game.cell((1, 1, 3)) == (4, True)  # Y (face up before) fills the hole


def test_g16_a_seat_whose_area_is_empty_cannot_knock() -> None:
    rows = {1: [". . . .", ". . . .", ". . . ."], 2: [". . . .", ". . . .", ". . . ."]}
    game = table(3, rows)
    play(game, Take("deck"))
    assert game.legal_actions() == [Knock(False)]
    with pytest.raises(IllegalAction, match="G-16"):
        game.apply(Knock(True))
    play(game, Knock(False))
    assert game.legal_actions() == [Knock(False), Knock(True)]  # seat 2 has seat 0's column


def test_g18_the_knock_costs_the_knocker_x_minus_z() -> None:
    game = table(4, {2: ["1 ? ? ?", "? 10 ? ?", "? ? ? ?"]}, deck=(3,))
    before = area_sum(game, 2)
    play(game, Take("deck"), Knock(False), Knock(True), Knock(False), Accept(2))
    play(game, KnockPlace((2, 0, 0)), KnockTake((2, 1, 1)), KnockGive((0, 2, 2)))
    assert area_sum(game, 2) - before == 3 - 10
    assert Place((0, 0, 0)) not in game.legal_actions()  # A's turn is over
