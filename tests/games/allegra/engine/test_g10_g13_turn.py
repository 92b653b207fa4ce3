"""G-10..G-13: taking the discard, drawing from the deck, cards always placed face up, and
rebuilding the deck from the discard pile."""

from __future__ import annotations

import pytest

from rondo_desktop.games.allegra.engine import (
    DiscardFlip,
    IllegalAction,
    Phase,
    Place,
    Take,
)
from rondo_desktop.games.allegra.engine.events import (
    Discarded,
    Flipped,
    Placed,
    Reshuffled,
    RoundScored,
    Taken,
)
from rondo_desktop.games.allegra.engine.geometry import index
from rondo_desktop.games.allegra.engine.phases import DOWN, GAP, UP
from tests.games.allegra.engine.helpers import no_knocks, play, random_action, random_game, table


def test_g10_the_discard_taken_must_be_swapped_into_the_area() -> None:
    game = table(3, {0: ["d7 ? ? ?", "? ? ? ?", "? ? ? ?"]}, discard=(3, 9))
    events = play(game, Take("discard"))
    assert events == [Taken(0, "discard", 9)] and game.phase is Phase.PLACE
    assert game.held == 9 and game.discard == [3]
    # no knock after a discard take (G-14), no discard-and-flip: it must be placed
    with pytest.raises(IllegalAction, match="G-10"):
        game.apply(DiscardFlip((0, 0, 0)))
    # the left neighbour's shared column is part of the area; a face-down card may go
    assert Place((1, 0, 3)) in game.legal_actions()
    events = play(game, Place((0, 0, 0)))
    assert events[0] == Placed(0, (0, 0, 0), 9, 7)
    assert game.cell((0, 0, 0)) == (9, True) and game.discard == [3, 7]  # out card face up
    assert game.current_seat == 1


def test_g10_nothing_can_be_placed_outside_the_area_or_into_a_gap() -> None:
    game = table(3, {0: [". ? ? ?", "? ? ? ?", "? ? ? ?"]})
    play(game, Take("discard"))
    with pytest.raises(IllegalAction, match="G-21"):
        game.apply(Place((0, 0, 0)))
    with pytest.raises(IllegalAction, match="G-05"):
        game.apply(Place((2, 0, 3)))  # my right-hand neighbour's shared column is theirs
    with pytest.raises(IllegalAction, match="G-04"):
        game.apply(Place((0, 3, 0)))


def test_g10_an_area_without_cards_cannot_take_the_discard() -> None:
    rows = {0: [". . . .", ". . . .", ". . . ."], 1: ["? ? ? .", "? ? ? .", "? ? ? ."]}
    game = table(3, rows)
    assert game.legal_actions() == [Take("deck")]
    with pytest.raises(IllegalAction, match="G-10") as refused:
        game.apply(Take("discard"))
    assert refused.value.code == "nothing_to_swap"


def test_g11_a_deck_draw_is_shown_to_all_then_discard_and_flip() -> None:
    game = table(3, {0: ["d8 ? ? ?", "? ? ? ?", "? ? ? ?"]}, deck=(6, 1))
    events = play(game, Take("deck"))
    assert events == [Taken(0, "deck", 6)] and game.deck == [1]
    assert all(game.observation(seat).held == 6 for seat in range(3))
    no_knocks(game)
    assert game.phase is Phase.DRAW and game.current_seat == 0
    events = play(game, DiscardFlip((0, 0, 0)))
    assert events[:2] == [Discarded(0, 6), Flipped(0, (0, 0, 0), 8)]
    assert game.discard[-1] == 6 and game.cell((0, 0, 0)) == (8, True)


def test_g11a_with_nothing_face_down_the_drawn_card_is_just_discarded() -> None:
    up = ["1 2 3 4", "5 6 7 8", "9 10 11 0"]
    game = table(3, {0: up, 1: ["? ? ? 1", "? ? ? 2", "? ? ? 3"]}, deck=(6,))
    play(game, Take("deck"))
    no_knocks(game)
    flips = [a for a in game.legal_actions() if isinstance(a, DiscardFlip)]
    assert flips == [DiscardFlip(None)]


def test_g11a_the_flip_is_compulsory_while_a_card_is_face_down() -> None:
    game = table(3, deck=(6,))
    play(game, Take("deck"))
    no_knocks(game)
    with pytest.raises(IllegalAction, match="G-11") as refused:
        game.apply(DiscardFlip(None))
    assert refused.value.code == "must_flip"
    play(game, Place((0, 1, 1)))
    with pytest.raises(IllegalAction, match="G-03"):
        game.apply(Take("deck"), seat=0)  # the turn has passed on
    assert game.current_seat == 1


def test_g11b_the_drawn_card_swaps_with_any_card_of_the_area() -> None:
    game = table(3, {1: ["? ? ? 4", "? ? ? ?", "? ? ? ?"]}, deck=(2,))
    play(game, Take("deck"))
    no_knocks(game)
    events = play(game, Place((1, 0, 3)))  # the left neighbour's shared column
    assert events[0] == Placed(0, (1, 0, 3), 2, 4) and game.discard[-1] == 4


def test_g12_placed_cards_are_face_up_and_face_down_cards_never_increase() -> None:
    for seed in range(4):
        game, rng = random_game(4, seed)
        down = game.face_down_count
        round_no = 0
        while not game.is_over:
            game.apply(random_action(game, rng))
            if game.round_no != round_no:  # a new deal: 48 face down again
                round_no, down = game.round_no, game.face_down_count
                continue
            assert game.face_down_count <= down
            down = game.face_down_count
            for event in game.last_events:
                if isinstance(event, Placed):
                    assert game.faces[index(event.cell)] in (UP, GAP)  # GAP: a triple


def test_g13_the_deck_is_rebuilt_only_when_a_draw_finds_it_empty() -> None:
    game = table(3, deck=(6,), discard=(1, 2, 3, 4))
    play(game, Take("deck"))  # the last card: no reshuffle yet
    assert game.deck == [] and game.discard == [1, 2, 3, 4]
    no_knocks(game)
    play(game, DiscardFlip((0, 0, 0)))  # discard: 1 2 3 4 6
    events = play(game, Take("deck"))
    reshuffled = events[0]
    assert isinstance(reshuffled, Reshuffled) and reshuffled.size == 4
    assert sorted(reshuffled.deck) == [1, 2, 3, 4]  # every card but the top one (6)
    assert events[1] == Taken(1, "deck", reshuffled.deck[0])  # drawn from the new top
    assert game.discard == [6] and list(reversed(game.deck)) == list(reshuffled.deck[1:])
    assert reshuffled.hidden(0) == Reshuffled(4, (None,) * 4)  # its order is hidden


def test_g13_with_deck_and_discard_both_empty_the_round_ends_with_no_closer() -> None:
    up = ["1 2 3 4", "5 6 7 8", "9 10 11 0"]
    game = table(3, {0: up}, deck=(), discard=(5,))
    events = play(game, Take("deck"))
    scored = [e for e in events if isinstance(e, RoundScored)]
    assert scored and scored[0].closer is None and not any(scored[0].doubled)
    assert game.round_no == 1 and game.phase is Phase.REVEAL
    assert DOWN in game.faces  # the next round is dealt
