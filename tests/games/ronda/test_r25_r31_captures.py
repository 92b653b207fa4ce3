"""R-25..R-31: playing a card, the forced capture of the matched rank and the run above it."""

from __future__ import annotations

import random

import pytest

from rondo_desktop.games.ronda.engine import Game, IllegalAction, PlayCard, RondaOptions
from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.engine.events import Captured, Laid
from rondo_desktop.games.ronda.engine.rules import capture_run
from tests.games.ronda.helpers import of_type, play, rigged


def take(table: list[str], card: str) -> tuple[list[str], list[str]]:
    """Play ``card`` on ``table``: (the cards taken, the table left)."""
    game = rigged([[card, "3b"], ["4b", "5b"]], table)
    events = play(game, card)
    captured = of_type(events, Captured)
    taken = list(captured[0].taken) if captured else []
    return taken, sorted(game.table.values(), key=rank_of)


def test_r25_any_card_of_the_hand_and_nothing_else() -> None:
    game = Game(RondaOptions(seats=2, seed=1))
    seat = game.current_seat
    assert sorted(a.card for a in game.legal_actions()) == sorted(game.hands[seat])
    stranger = next(c for c in game.hands[1 - seat])
    with pytest.raises(IllegalAction, match="R-25") as refused:
        game.apply(PlayCard(stranger))
    assert refused.value.rule == "R-25"
    with pytest.raises(IllegalAction, match="R-08"):
        game.apply(PlayCard(game.hands[1 - seat][0]), seat=1 - seat)


def test_r26_no_two_table_cards_share_a_rank() -> None:
    for seed in range(60):
        game = Game(RondaOptions(seats=2 + seed % 3, seed=seed))
        rng = random.Random(seed)
        while not game.is_over:
            ranks = [rank_of(c) for c in game.table.values()]
            assert len(ranks) == len(set(ranks))
            play(game, rng.choice(game.hands[game.current_seat]))


def test_r27_capture_run_7_to_10() -> None:
    assert take(["6c", "7o", "10e", "12b"], "6o") == (["6c", "7o", "10e"], ["12b"])
    assert capture_run({7, 10, 11}, 7) == [7, 10, 11]
    # No match: the card lies on the table.
    taken, table = take(["4c", "11c"], "3o")
    assert taken == [] and table == ["3o", "4c", "11c"]


def test_r28_the_run_only_goes_upward() -> None:
    assert take(["5c", "6c"], "6o") == (["6c"], ["5c"])


def test_r29_reference_cases() -> None:
    assert take(["6c", "7c", "10c", "12c"], "6o")[0] == ["6c", "7c", "10c"]
    assert take(["7c", "10c", "11c", "12c"], "7o") == (["7c", "10c", "11c", "12c"], [])
    assert take(["1c", "2c", "3c", "5c"], "1o") == (["1c", "2c", "3c"], ["5c"])
    assert take(["12c"], "12o") == (["12c"], [])
    assert take(["4c", "11c"], "3o") == ([], ["3o", "4c", "11c"])


def test_r30_every_capture_sets_the_last_capturer() -> None:
    game = rigged([["6o", "2o"], ["1b", "12o"]], ["6c", "12c"])
    play(game, "6o")
    assert game.last_capturer == 0
    play(game, "12o")
    assert game.last_capturer == 1
    play(game, "2o")  # lies on the table: the last capturer stays
    assert game.last_capturer == 1


def test_r31_partners_share_one_pile() -> None:
    game = rigged([["6o"], ["1b"], ["12o"], ["2b"]], ["6c", "12c"])
    play(game, "6o", "1b", "12o")
    assert game.piles == [["6o", "6c", "12o", "12c"], [c for c in game.piles[1]]]
    assert len(game.piles[0]) == 4 and of_type(game.log, Laid)[0].seat == 1
