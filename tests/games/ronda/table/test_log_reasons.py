"""The move log says why points were scored (ronda or tringa and of what, este and how long the
chain, missa, the cards beyond 20, the dealer's last card) and never names a card the seat
whose hand the screen shows may not see: a ronda's rank is its holder's alone (R-24)."""

from __future__ import annotations

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.ronda.engine.events import (
    CardPoints,
    ComboAwarded,
    DealerLastCard,
    Este,
    Event,
    Missa,
)
from rondo_desktop.games.ronda.table.scene import RondaTable
from rondo_desktop.games.ronda.table.session import entry_seen_by
from tests.games.ronda.table.helpers import settle, sit_down


def logged(driver, table: RondaTable, events: list[Event]) -> list[str]:
    """What the move log shows once ``events`` happened and were shown, newest last."""
    before = table.dealer.shown.log_count
    table.session.log_events(events)
    table.dealer.feed(events)
    for _ in range(200):
        if not table.dealer.queue:
            break
        driver.frames(1, 0.05)
    count = table.dealer.shown.log_count - before
    assert count == len(events)
    return table.painter._log_lines()[-count:]


def test_each_scoring_line_says_why(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    lines = logged(
        driver,
        table,
        [
            ComboAwarded(0, ((0, "ronda", 5),), (0,), 1, ((0, 1),)),
            ComboAwarded(0, ((0, "tringa", 3), (1, "ronda", 11)), (0,), 6, ((0, 6),)),
            Este(1, 1, 5, 2, 1),
            Este(0, 0, 5, 3, 5),
            Missa(0, 0, 1),
            CardPoints(1, 23, 3),
            DealerLastCard(0, 1, 5),
        ],
    )
    assert lines == [
        "P1: ronda of 5s, 1 point.",
        "P1: tringa of 3s takes the pot, 6 points. Computer 1's ronda lost to a higher one.",
        "Computer 1: este, 2 × 5 in a row, 1 point.",
        "P1: este, 3 × 5 in a row, 5 points.",
        "P1: missa, the table is cleared, 1 point.",
        "Computer 1: cards beyond 20, 3 points (23 taken).",
        "Computer 1: the dealer's last card, 5 points.",
    ]


def test_an_opponents_ronda_is_logged_without_its_rank(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    lines = logged(driver, table, [ComboAwarded(1, ((1, "ronda", 7),), (1,), 1, ((1, 1),))])
    assert lines == ["Computer 1: a ronda, 1 point."]
    beaten = ComboAwarded(1, ((0, "ronda", 4), (1, "tringa", 7)), (1,), 6, ((1, 6),))
    assert logged(driver, table, [beaten]) == [
        "Computer 1: a tringa takes the pot, 6 points. P1's ronda of 4s lost to a higher one."
    ]


def test_a_lone_persons_ronda_that_lost_the_pot_is_told_to_them_with_its_rank(make_app) -> None:
    """Issue #14: "Computer 1: a ronda takes the pot" said nothing of the player's own ronda,
    which they thought ignored. Their own rank is theirs to read; the others' stay hidden."""
    driver = make_app()
    ctx = driver.app.ctx
    seats = (SeatSetup("person", ""), *(SeatSetup("computer", "", "medium") for _ in range(3)))
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "ronda"))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    settle(driver, table)
    pot = ComboAwarded(1, ((0, "ronda", 10), (1, "ronda", 11), (2, "ronda", 3)), (1,), 3, ((1, 3),))
    assert logged(driver, table, [pot]) == [
        "Computer 1: a ronda takes the pot, 3 points. Your ronda of 10s lost to a higher one."
        " Computer 2's ronda lost to a higher one."
    ]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("de", "Die Ronda von Computer 1 unterliegt einer höheren."),
        ("es", "La ronda de Ordenador 1 pierde ante una más alta."),
        ("fr", "La ronda de Ordinateur 1 perd face à une plus forte."),
    ],
)
def test_a_beaten_ronda_is_told_in_every_language(make_app, lang: str, line: str) -> None:
    driver = make_app(language=lang)
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    pot = ComboAwarded(0, ((0, "tringa", 3), (1, "ronda", 11)), (0,), 6, ((0, 6),))
    assert logged(driver, table, [pot])[0].endswith(line)


@pytest.mark.parametrize(("lang", "line"), [("de", "Ronda aus zwei 5ern"), ("fr", "ronda de 5")])
def test_the_reasons_are_translated(make_app, lang: str, line: str) -> None:
    driver = make_app(language=lang)
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    lines = logged(driver, table, [ComboAwarded(0, ((0, "ronda", 5),), (0,), 1, ((0, 1),))])
    assert line in lines[0]


def test_at_a_shared_screen_a_rank_is_told_only_to_its_holder(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "person")
    session = table.session
    session.log_events([ComboAwarded(0, ((1, "ronda", 6),), (1,), 1, ((1, 1),))])
    entry = session.log[-1]
    assert entry_seen_by(session, entry, 1).params["holding"] == ("ronda", 6)
    assert entry_seen_by(session, entry, 0).params["holding"] == ("ronda", None)
    assert entry_seen_by(session, entry, None).params["holding"] == ("ronda", None)
    assert entry.params["holding"] == ("ronda", None)  # as stored: told to nobody


def test_a_watched_game_tells_the_rank_of_the_hand_it_shows_face_up(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "hard")
    assert table.bottom_seat == 0 and table.dealer.shown.hand_open
    viewer = table.painter.log_viewer()
    assert viewer == 0
    session = table.session

    def line(event: ComboAwarded) -> str:
        session.log_events([event])
        entry = entry_seen_by(session, session.log[-1], viewer)
        return table.words(entry.key, entry.params, entry.seat)

    assert line(ComboAwarded(1, ((0, "ronda", 4),), (0,), 1, ((0, 1),))) == (
        "Computer 1: ronda of 4s, 1 point."
    )
    assert line(ComboAwarded(1, ((1, "ronda", 4),), (1,), 1, ((1, 1),))) == (
        "Computer 2: a ronda, 1 point."
    )


def test_at_a_shared_screen_a_beaten_rank_is_told_only_to_its_holder(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "person")
    session = table.session
    session.log_events([ComboAwarded(0, ((0, "ronda", 6), (1, "ronda", 9)), (1,), 2, ((1, 2),))])
    entry = session.log[-1]
    assert entry_seen_by(session, entry, 0).params["beaten"] == ((0, "ronda", 6),)
    assert entry_seen_by(session, entry, 1).params["beaten"] == ((0, "ronda", None),)
    assert entry_seen_by(session, entry, None).params["beaten"] == ((0, "ronda", None),)
