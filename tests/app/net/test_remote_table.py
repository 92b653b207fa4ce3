"""A game's own table fed by a host's messages (a host in the test's thread, no sockets):
what the person sees of the others' connections, of their own link, of the host's refusals
and time-outs; the pause menu that leaves instead of pausing; the end from the host's final
game; and that a move is checked here, sent once and waited for."""

from __future__ import annotations

import math
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.net.remote_table import open_remote_table
from rondo_desktop.app.session.remote import RemoteSession
from rondo_desktop.app.session.remote_start import RemoteRefused
from rondo_desktop.app.session.saving import read_host_meta
from rondo_desktop.games.ronda.engine import PlayCard, RondaError
from tests.app.net.fake_host import FakeHost, FakeLink, sit_down

RONDA = games.registry().get("ronda")


def table_of(make_app: Any, host: FakeHost, **app: Any) -> tuple[Any, Any, FakeLink]:
    driver = make_app(**app)
    link = sit_down(host)
    scene = open_remote_table(driver.app.ctx, link)
    driver.app.ctx.stack.reset(scene)
    driver.frames(3)
    assert driver.top is scene
    return driver, scene, link


def to_my_turn(driver: Any, scene: Any) -> RemoteSession:
    session = scene.session
    for _ in range(600):
        if session.can_act and not scene.busy:
            return session
        driver.frames(1, 0.1)
    raise AssertionError("the person's turn never came")


def test_the_table_is_the_games_own_with_the_others_at_other_screens(make_app) -> None:
    host = FakeHost(RONDA, 4, seed=5, mine=2, kinds=["remote", "remote", "remote", "medium"])
    _driver, scene, _link = table_of(make_app, host)
    session = scene.session
    assert type(session).__name__ == "RemoteRondaSession" and isinstance(session, RemoteSession)
    assert [s.kind for s in session.seats] == ["remote", "remote", "person", "computer"]
    assert session.bottom_seat == 2 and session.viewer == 2 and not session.hot_seat
    assert scene.seat_name(2) == "You" and scene.seat_name(0) == "P0"
    # The person's hand is the host's, the others' made up from the pool.
    assert session.game.hands[2] == host.game.hands[2]


def test_a_move_is_checked_here_sent_once_and_waited_for(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, link = table_of(make_app, host, speed=math.inf)
    session = to_my_turn(driver, scene)
    unheld = next(c for c in ("1o", "2o", "3o", "4o", "5o") if c not in session.game.hands[0])
    with pytest.raises(RondaError):
        session.act(PlayCard(unheld))  # the engine's own refusal; nothing is sent
    assert not [m for m in link.sent if m["type"] == "act"]
    host.refuse_next = "too late"  # the host says no this time
    card = session.game.hands[0][0]
    session.act(PlayCard(card))
    assert session.waiting and not session.can_act
    (act,) = [m for m in link.sent if m["type"] == "act"]
    assert act["move"] == host.moves and act["action"] == RONDA.action_to_json(PlayCard(card))
    driver.frames(1)
    assert not session.waiting
    assert scene.banner_text() == "The host did not allow that move"  # by its code
    session.act(PlayCard(card))
    driver.frames(2)
    assert card not in session.game.hands[0] or host.moves > act["move"]


def test_a_dropped_seat_is_marked_disconnected_then_computer_playing(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, _link = table_of(make_app, host)
    assert scene.seat_mark(1) == "" and scene.painter._seat_infos()[1].mark == ""
    host.connected[1] = False
    host.outbox.append(host.state())
    driver.frames(2)
    assert scene.seat_mark(1) == "Disconnected"
    assert scene.painter._seat_infos()[1].mark == "Disconnected"
    host.stand_in[1] = True
    host.outbox.append({"type": "lobby", "seats": host.rows()})
    driver.frames(2)
    assert scene.seat_mark(1) == "Computer playing"
    assert scene.seat_mark(0) == ""  # never the person's own


def test_the_persons_own_link_down_says_reconnecting_and_blocks_moves(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, link = table_of(make_app, host, speed=math.inf)
    session = to_my_turn(driver, scene)
    link.status = "reconnecting"
    driver.frames(1)
    assert scene.banner_text() == "Reconnecting…" and not session.can_act
    assert scene.link_down() == (
        "Reconnecting…",
        "Your seat is kept for you. The game goes on as soon as the link to the host is back.",
    )
    link.status = "closed"
    assert scene.banner_text() == "Connection lost"
    link.status = "connected"
    # The seat taken again: the host sends every event again from the first; none is
    # shown or logged twice.
    logged = len(session.log)
    host.outbox += [host.seated(), host.state(events_from=0)]
    driver.frames(2)
    assert len(session.log) == logged and session.can_act


def test_the_host_s_time_out_is_told_on_the_turn_line(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0, turn_seconds=60)
    driver, scene, _link = table_of(make_app, host, speed=math.inf)
    to_my_turn(driver, scene)  # told after the moves before it were shown
    host.outbox.append({"type": "timeout", "seat": 1})
    driver.frames(1)
    assert scene.banner_text() == "Time's up! The timer moved for P1"
    host.outbox.append({"type": "timeout", "seat": 0})
    driver.frames(1)
    assert scene.banner_text() == "Time's up! The timer moved for you"


def test_the_sand_is_the_hosts(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0, turn_seconds=60)
    driver, scene, _link = table_of(make_app, host, speed=math.inf)
    to_my_turn(driver, scene)
    message = host.state()
    message["clock"] = {"seconds": 60, "remaining": 42.0}
    host.outbox.append(message)
    driver.frames(1, 0.01)
    clock = scene.session.clock
    assert clock.seconds == 60 and 41.0 < clock.remaining <= 42.0


def test_the_pause_menu_goes_on_and_leaves_the_table(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, link = table_of(make_app, host)
    hints = scene.table_hints(driver.app.ctx.t(scene.hints_key))
    assert hints.endswith("Enter plays  ·  Esc menu")  # the key opens the menu, pauses nothing
    scene.handle(Intent(Kind.BACK))
    driver.frames(2)
    pause = driver.top
    names = [w.name for w in pause.focus.widgets]
    assert names == ["resume", "settings", "rules", "leave"]  # no save, no review
    assert not scene.session.paused
    driver.click(driver.widget("leave").rect.center)
    driver.frames(3)
    assert link.sent[-1] == {"type": "leave", "table": "K7Q4M2", "token": "token-0"}
    assert link.closed and driver.top.name == "menu"


def test_the_end_is_the_hosts_final_game_with_local_results(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver, scene, _link = table_of(make_app, host, speed=math.inf)
    session = scene.session
    player = RONDA.make_player(session.game, 0, "beginner")
    for _ in range(2000):
        if driver.top.name == "results":
            break
        if session.can_act and not scene.busy:
            session.act(player.choose(session.game.observation(0)))
        driver.frames(1)
    results = driver.top
    assert results.name == "results"
    assert RONDA.to_json(session.game) == RONDA.to_json(host.game)
    assert [w.name for w in results.focus.widgets][:1] == ["menu"]  # no Play again here
    assert results.hints() == "Enter or Esc menu"  # not "Enter play again" (trial 17)
    stats = driver.app.ctx.stats_store.for_game("ronda").load()
    assert stats.games_played == 1  # the person's seat, against a person
    meta = read_host_meta(session.to_dict()["meta"])  # as recent games and reviews read it
    assert [s.kind for s in meta.seats] == ["person", "person"]


def test_a_game_without_a_network_table_is_refused(make_app) -> None:
    host = FakeHost(RONDA, 2, seed=7, mine=0)
    driver = make_app()
    link = sit_down(host)
    link.seat = {**host.seated(), "game": "chess"}
    with pytest.raises(RemoteRefused):
        open_remote_table(driver.app.ctx, link)
    link.seat = host.seated()
    link.poll()  # the lobby lost the state
    with pytest.raises(RemoteRefused):
        open_remote_table(driver.app.ctx, link)


@pytest.mark.parametrize("game", ["rondo", "ronda", "allegra"])
def test_a_seat_taken_again_mid_game_sits_down_at_the_table_as_it_stands(
    make_app, game: str
) -> None:
    """An app started again joins with its token: the first state has every event from the
    first, at a move far from 0; the table is not dealt again, its move log is whole."""
    spec = games.registry().get(game)
    host = FakeHost(spec, 2, seed=4, mine=1)
    me = spec.make_player(host.game, 1, spec.strengths[0])
    for _ in range(3):  # the game goes on while the person's app is away
        host.play_others()
        host.apply(me.choose(host.game.observation(1)))
    host.play_others()
    host.outbox.clear()
    driver = make_app()
    link = FakeLink(host)
    host.outbox.append(host.state(events_from=0))
    scene = open_remote_table(driver.app.ctx, link)
    driver.app.ctx.stack.reset(scene)
    driver.frames(2)
    session = scene.session
    assert host.moves >= 3 and session.move == host.moves
    assert not scene.dealer.busy  # nothing is dealt again
    assert len(session.log) > 3 and session.can_act


def test_the_others_are_named_as_the_hosts_latest_seat_rows_say(make_app) -> None:
    """The host sits down first: its ``seated`` names nobody else yet. The names come from
    the seat rows of the first state, and a seat taken later is renamed at the table."""
    host = FakeHost(RONDA, 3, seed=7, mine=0)
    driver = make_app()
    link = FakeLink(host)
    link.seat = {**host.seated(), "names": ["Ana", "", ""]}  # sent before anyone joined
    host.names = ["Ana", "Bo", ""]
    host.outbox.append(host.state())
    scene = open_remote_table(driver.app.ctx, link)
    driver.app.ctx.stack.reset(scene)
    driver.frames(2)
    assert scene.seat_name(1) == "Bo" and scene.seat_name(2) == "Player 3"
    host.names = ["Ana", "Bo", "Cy"]  # a seat taken again under another name
    host.outbox.append({"type": "lobby", "seats": host.rows()})
    driver.frames(2)
    assert scene.seat_name(1) == "Bo" and scene.seat_name(2) == "Cy"
