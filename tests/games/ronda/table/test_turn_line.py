"""The line over Ronda's table keeps pace with the cards: while a play is shown it names what
is moving (the card flying, the run it takes), and it names the next turn only once every card
of the play has landed; "Your turn" stands exactly while the player can play. The tests step
the scene's clock a frame at a time and read the line at each beat of the dealer."""

from __future__ import annotations

import pytest

from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.engine.events import Este, HandScored, Missa
from rondo_desktop.games.ronda.table.dealer import CALL
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle, sit_down

FRAME = 1 / 60


def step(driver, table: RondaTable) -> tuple[str, bool, int, bool]:
    """One frame: the line, whether the dealer is still showing, the cards in flight, and
    whether the player may play."""
    driver.frames(1, FRAME)
    dealer = table.dealer
    return table.banner_text(), dealer.busy, dealer.in_flight, table.can_play()


def test_the_line_names_each_beat_of_a_play_and_the_turn_only_once_it_landed(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    assert table.banner_text() == "Your turn" and table.can_play()
    # The person plays a card that captures (seed 7 deals one), then the computer answers.
    card = next(c for c in table.dealer.shown.hand if table.outcome(c).captures)
    taken = len(table.outcome(card).taken) + 1
    table.play(table.dealer.shown.hand.index(card))
    beats: list[str] = []
    for _ in range(900):
        line, busy, flying, can_play = step(driver, table)
        if not beats or beats[-1] != line:
            beats.append(line)
        # The next turn is named only when all of the play has been shown.
        if line in ("Computer 1 is thinking…", "Your turn"):
            assert not busy and flying == 0, line
        assert (line == "Your turn") == can_play
        if can_play:
            break
    name = table.card_name(card)
    assert beats[:3] == [
        f"P1 plays the {name}",
        f"P1 takes {taken} cards",
        "Computer 1 is thinking…",
    ]
    assert beats[3].startswith("Computer 1 plays the ")
    assert beats[-1] == "Your turn"


def test_the_card_flies_under_its_own_line_and_the_run_under_the_capture(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    card = next(c for c in table.dealer.shown.hand if table.outcome(c).captures)
    table.play(table.dealer.shown.hand.index(card))
    seen = set()
    for _ in range(120):
        line, _busy, flying, _can_play = step(driver, table)
        landing = table.dealer.shown.landing
        if line.startswith("P1 plays"):
            # The card is in the air or lying on its match, the run not yet leaving.
            assert flying == 1 or landing == card
            seen.add("plays")
        elif line.startswith("P1 takes"):
            assert landing is None and rank_of(card) not in {
                rank_of(c) for c in table.dealer.shown.table
            }
            seen.add("takes")
        else:
            break
    assert seen == {"plays", "takes"}


@pytest.mark.parametrize(
    ("event", "line"),
    [(Este(1, 1, 5, 2, 1), "Computer 1: este +1"), (Missa(1, 1, 1), "Computer 1: missa +1")],
)
def test_este_and_missa_hold_the_line_for_a_beat_before_the_turn(make_app, event, line) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    table.dealer.feed([event])
    driver.frames(1, FRAME)
    assert table.banner_text() == line and not table.can_play()
    driver.frames(round(CALL / FRAME) + 2, FRAME)
    assert table.banner_text() == "Your turn" and table.can_play()


@pytest.mark.slow
def test_the_hands_end_is_named_when_its_summary_shows_not_before(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    dealer = table.dealer
    for _ in range(6000):
        if dealer.summary is not None:
            break
        if table.can_play():
            table.play(0)
        line, _busy, _flying, can_play = step(driver, table)
        assert (line == "Your turn") == can_play
        assert "End of hand" not in line or dealer.summary is not None
        assert line != "Game over"
    assert dealer.summary is not None
    assert table.banner_text() == "End of hand 1"
    assert not any(isinstance(e, HandScored) for e in dealer.queue)
