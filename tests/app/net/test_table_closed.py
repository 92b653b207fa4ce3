"""Review 17 at the table: a host that closes the table (or no longer has it) is said, with
the way to the menu, and the seat's token is forgotten; the host's refusals are said by their
code in the player's language; the host's own Leave asks first, since it ends everyone's
game; the pause note says what leaving means for host and guest."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.app.catalogs import ar, de, en, es, fr
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.net.tokens import SeatToken, SeatTokens
from rondo_desktop.app.session.remote import REFUSALS
from rondo_desktop.games.ronda.engine import PlayCard
from tests.app.net.fake_host import FakeHost
from tests.app.net.test_remote_table import table_of, to_my_turn

RONDA = games.registry().get("ronda")
URL = "ws://127.0.0.1:47100"  # the fake link's


def hold_seat(data_dir: Path) -> SeatTokens:
    tokens = SeatTokens(data_dir)
    tokens.keep(SeatToken(URL, "K7Q4M2", 0, "token-0", "Ana", "ronda", 1.0))
    tokens.keep(SeatToken("ws://10.0.0.9:47100", "K7Q4M2", 1, "other", "Ana", "ronda", 2.0))
    return tokens


@pytest.mark.parametrize(
    "message",
    [
        {"type": "closed", "table": "K7Q4M2", "reason": "host_stopped"},
        {"type": "refused", "of": "join", "code": "table", "reason": "no table K7Q4M2"},
    ],
)
def test_a_closed_table_is_said_with_the_way_to_the_menu_and_the_seat_forgotten(
    make_app, data_dir: Path, message: dict[str, Any]
) -> None:
    tokens = hold_seat(data_dir)
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, link = table_of(make_app, host, speed=math.inf)
    session = to_my_turn(driver, scene)
    host.outbox.append(message)
    driver.frames(2)
    assert session.link_state == "closed" and not session.can_act
    assert scene.banner_text() == "The host closed the table"
    assert scene.link_down() == (
        "The host closed the table",
        "The game cannot go on. Press Enter or Esc to go back to the menu.",
    )
    # Only this host's seat at that code is forgotten; another host's table of the same code
    # keeps its own.
    assert tokens.find(URL, "K7Q4M2") is None
    assert tokens.find("ws://10.0.0.9:47100", "K7Q4M2") is not None
    assert scene.handle(Intent(Kind.CONFIRM))
    driver.frames(3)
    assert driver.top.name == "menu" and link.closed


def test_the_link_s_own_closed_error_is_the_same_closed_table(make_app, data_dir: Path) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, link = table_of(make_app, host, speed=math.inf)
    link.status, link.error = "closed", "closed"
    driver.frames(1)
    assert scene.banner_text() == "The host closed the table"


def test_the_seat_is_forgotten_when_the_game_is_over(make_app, data_dir: Path) -> None:
    tokens = hold_seat(data_dir)
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, _link = table_of(make_app, host, speed=math.inf)
    session = scene.session
    host.outbox.append(host.over())
    for _ in range(50):
        if session.final_save is not None:
            break
        driver.frames(1)
    assert session.final_save is not None
    assert tokens.find(URL, "K7Q4M2") is None


@pytest.mark.parametrize(
    ("language", "code", "shown"),
    [
        ("en", "not_your_turn", "It is not your turn"),
        ("de", "stale", "Das Spiel war schon weiter: dein Zug kam zu spät"),
        ("fr", "rate", "Trop de messages : patientez un instant"),
        ("en", "something_new", "The host refused the move (see the log)"),
    ],
)
def test_a_refused_move_is_said_by_its_code_in_the_players_language(
    make_app, language: str, code: str, shown: str
) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, _link = table_of(make_app, host, speed=math.inf, language=language)
    session = to_my_turn(driver, scene)
    # The host refuses the act it is sent (never both plays and refuses it).
    host.refuse_code, host.refuse_next = code, "ENGLISH REASON"
    session.act(PlayCard(session.game.hands[0][0]))
    driver.frames(1)
    banner = scene.banner_text()
    assert "ENGLISH REASON" not in banner
    assert banner.replace("\u00a0", " ") == shown  # French typography: a no-break space


def test_every_refusal_code_has_a_line_in_every_language() -> None:
    for catalog in (en, de, es, fr, ar):
        for code in (*REFUSALS, "other"):
            assert f"table.net.refused.{code}" in catalog.STRINGS
        assert "table.net.refused" not in catalog.STRINGS  # the host's words: the log only


def test_the_hosts_leave_asks_first_and_the_note_says_the_game_ends_for_everyone(
    make_app,
) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, link = table_of(make_app, host)
    link.hosted_here = True
    scene.handle(Intent(Kind.BACK))
    driver.frames(2)
    pause = driver.top
    assert pause._note_key() == "pause.net.host.body"
    driver.click(driver.widget("leave").rect.center)
    driver.frames(2)
    assert not link.closed and driver.top.name != "menu"  # asked, nothing left yet
    assert driver.top.title == "End the game for everyone?"
    driver.click(driver.widget("yes").rect.center)
    driver.frames(3)
    assert link.closed and driver.top.name == "menu"


def test_a_guests_pause_note_says_the_seat_stays_theirs(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, _link = table_of(make_app, host)
    scene.handle(Intent(Kind.BACK))
    driver.frames(2)
    assert driver.top._note_key() == "pause.net.body"
