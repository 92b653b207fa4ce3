"""The variants (rule book §10), each off by default and each changing only its rule."""

from __future__ import annotations

import pytest

from rondo_desktop.games.allegra.engine import (
    AllegraOptions,
    DiscardFlip,
    Game,
    IllegalAction,
    Knock,
    OptionsError,
    Phase,
    Place,
    Reveal,
    Take,
)
from rondo_desktop.games.allegra.engine.events import RoundEnding, TripleRemoved
from rondo_desktop.games.allegra.engine.geometry import left
from rondo_desktop.games.allegra.engine.invariants import check_game
from rondo_desktop.games.allegra.engine.options import VARIANT_OPTIONS
from rondo_desktop.games.allegra.engine.scoring import doubled_seats
from rondo_desktop.games.allegra.spec import OPTIONS, allegra_spec
from tests.games.allegra.engine.helpers import (
    finish_turn_flipping,
    no_knocks,
    play,
    play_out,
    random_game,
    table,
)


def test_every_variant_is_an_option_and_off_by_default() -> None:
    assert set(VARIANT_OPTIONS.values()) == {"AV-01", "AV-04", "AV-05", "AV-07", "AV-08", "AV-09"}
    assert allegra_spec().default_options() == {name: "off" for name in VARIANT_OPTIONS}
    assert {name: ("off", "on") for name in VARIANT_OPTIONS} == OPTIONS
    options = AllegraOptions.from_choices(3, 1, {"knock_at_two": "on"})
    assert options.knock_at_two and not options.own_grid_end
    assert AllegraOptions.from_dict(options.to_dict()) == options
    with pytest.raises(OptionsError):
        AllegraOptions.from_choices(3, 1, {"own_grid_end": "maybe"})
    with pytest.raises(OptionsError):
        AllegraOptions(seats=7)


def test_av01_knocking_at_two_players() -> None:
    game = table(2, knock_at_two=True, deck=(4,))
    play(game, Take("deck"))
    assert game.phase is Phase.KNOCK and game.current_seat == 1
    play(game, Knock(True))
    assert game.phase is Phase.ACCEPT and game.current_seat == 0


def test_av04_no_triple_pass_after_the_final_reveal() -> None:
    rows = {
        0: ["d1 2 3 4", "5 6 7 8", "9 10 11 0"],
        1: ["? ? ? 5", "? ? ? 6", "? ? ? 7"],
        2: ["d7 d7 d7 ?", "? ? ? ?", "? ? ? ?"],
    }
    for off in (False, True):
        game = table(3, rows, no_final_triples=off)
        while game.round_no == 0:
            finish_turn_flipping(game)
        removed = [e for e in game.log if isinstance(e, TripleRemoved) and e.value == 7]
        assert bool(removed) is not off


def test_av05_the_round_ends_on_the_own_twelve_cards() -> None:
    rows = {0: ["1 2 3 4", "5 6 7 8", "9 10 11 0"], 1: ["? ? ? d5", "? ? ? 6", "? ? ? 7"]}
    # seat 0's own grid is all face up but its area holds seat 1's face-down (1, 0, 3)
    default = table(3, rows, deck=(4,))
    play(default, Take("discard"), Place((0, 1, 1)))
    assert default.closer is None
    variant = table(3, rows, own_grid_end=True)
    events = play(variant, Take("discard"), Place((0, 1, 1)))
    assert events[-1] == RoundEnding(0, (1, 2))


def test_av07_knocking_after_a_discard_take_too() -> None:
    game = table(3, knock_after_discard=True)
    play(game, Take("discard"))
    assert game.phase is Phase.KNOCK
    no_knocks(game)
    assert game.phase is Phase.PLACE  # the discard still must be placed (G-10)
    with pytest.raises(IllegalAction, match="G-10"):
        game.apply(DiscardFlip((0, 0, 0)))


def test_av08_the_opening_reveals_in_the_own_grid_only() -> None:
    game = Game(AllegraOptions(seats=3, seed=2, own_grid_reveal=True))
    seat = game.current_seat
    cells = {a.cell for a in game.legal_actions() if isinstance(a, Reveal)}
    assert cells == {(seat, r, c) for r in range(3) for c in range(4)}
    with pytest.raises(IllegalAction, match="G-08") as refused:
        game.apply(Reveal((left(seat, 3), 0, 3)))
    assert refused.value.code == "not_own_grid"


def test_av09_a_closer_tied_for_the_lowest_is_doubled() -> None:
    assert doubled_seats([9, 9, 20], 0, strict=True) == [True, False, False]
    assert doubled_seats([9, 9, 20], 0, strict=False) == [False, False, False]
    assert doubled_seats([9, 12, 20], 0, strict=True) == [False, False, False]  # alone lowest


@pytest.mark.parametrize("variant", sorted(VARIANT_OPTIONS))
def test_every_variant_plays_whole_games_with_the_invariants_kept(variant: str) -> None:
    for n in (2, 4):
        game, rng = random_game(n, 5, **{variant: True})
        play_out(game, rng)
        check_game(game)
        assert len(game.round_scores) == 3
