"""Every game's real table, played over a real host on loopback (issue 17, part D).

The host runs in its own thread as the app's embedded host does; the person's app joins it
with a :class:`Link`, and :func:`open_remote_table` sits the person down at the game's own
table scene, built on the seat's shadow game. The person's moves are the game's own player's
choices on what the screen holds, acted through the session as the table's buttons do; the
other seats are a scripted client (``net.client.play_bot``) in its own thread, or the host's
computers. The game ends at the results, which read the host's final game.
"""

from __future__ import annotations

import asyncio
import json
import math
import threading
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.app.net.link import Link
from rondo_desktop.app.net.remote_table import open_remote_table
from rondo_desktop.app.recent import RecentGames
from rondo_desktop.app.session.remote import RemoteSession
from rondo_desktop.net.client import BotOptions, play_bot
from rondo_desktop.net.table import final_scores
from tests.app.net.serving import ServerThread, serving, wait_for

GAMES = {"rondo": 2, "ronda": 2, "allegra": 2}


def sit_down(server: ServerThread, game: str, kinds: list[str]) -> tuple[Link, str]:
    """The person's link, taking seat 0 at a new table of ``game``, and the table's code."""
    link = Link(server.url, "Ana", retry_seconds=0.2)
    link.send({"type": "open", "game": game, "seats": kinds})
    opened = wait_for(lambda: next((m for m in link.poll() if m["type"] == "opened"), None))
    code = opened["table"]
    link.send({"type": "join", "table": code, "token": None})
    return link, str(code)


def first_state(link: Link) -> None:
    """Wait for the first state and put it back, with what came after it, for the table."""
    held: list[dict[str, Any]] = []

    def arrived() -> bool:
        held.extend(link.poll())
        return any(m["type"] == "state" for m in held)

    wait_for(arrived, 30)
    start = next(i for i, m in enumerate(held) if m["type"] == "state")
    link.put_back(held[start:])


def weakest(game: str) -> str:
    return games.registry().get(game).strengths[0]


def bot(url: str, code: str, game: str, results: list[dict[str, Any]]) -> threading.Thread:
    options = BotOptions(name="Bo", strength=weakest(game), table=code, seed=3)
    thread = threading.Thread(
        target=lambda: results.append(asyncio.run(play_bot(url, options))), daemon=True
    )
    thread.start()
    return thread


def play(driver: Any, session: RemoteSession, until: Any, seconds: float = 120) -> None:
    """Frames at the table; on the person's turn, the game's own player chooses on the
    shadow (all the screen knows) and the session sends it, as the table's buttons do."""
    spec = session.spec
    player = spec.make_player(session.game, session.my_seat, spec.strengths[0])

    def step() -> bool:
        driver.frames(1, 0.05)
        top = driver.top
        if getattr(getattr(top, "dealer", None), "summary", None) is not None:
            top.dismiss_summary()  # the person reads the hand's summary and goes on
        if session.can_act and top is not None and not getattr(top, "busy", True):
            session.act(player.choose(session.game.observation(session.my_seat)))
        return bool(until())

    try:
        wait_for(step, seconds)
    except AssertionError as error:
        raise AssertionError(f"stuck: {describe(session)}") from error


def describe(session: RemoteSession) -> str:
    return (
        f"move {session.move}, seat {session.current_seat} (mine {session.my_seat}), "
        f"can_act {session.can_act}, waiting {session.waiting}, link {session.link_state}, "
        f"shadow over {session.game.is_over}, inbox {list(session._inbox)[:3]}, "
        f"notices {session.notices}"
    )


def open_table(driver: Any, link: Link) -> RemoteSession:
    first_state(link)
    scene = open_remote_table(driver.app.ctx, link)
    driver.app.ctx.stack.reset(scene)
    driver.frames(2)
    session = driver.top.session
    assert isinstance(session, RemoteSession) and driver.top.name == "table"
    return session


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_against_a_friend_at_another_screen(make_app, game: str) -> None:
    driver = make_app(speed=math.inf)
    spec = games.registry().get(game)
    with serving() as server:
        link, code = sit_down(server, game, ["remote", "remote"])
        results: list[dict[str, Any]] = []
        thread = bot(server.url, code, game, results)
        session = open_table(driver, link)
        assert session.seats[1].kind == "remote" and session.my_seat == 0
        play(driver, session, lambda: driver.top.name == "results")
        thread.join(30)
        over = results[0]
        assert final_scores(spec, session.game) == over["scores"]
        assert json.loads(spec.to_json(session.game)) == session.final_save
        assert session.closed  # the results closed the table and its link
        if spec.review is not None:  # kept among the recent games, to review as a local one
            (entry,) = RecentGames(driver.app.ctx.data_dir).entries()
            assert entry.game == game


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_person_drops_mid_game_and_takes_the_seat_again(make_app, game: str) -> None:
    driver = make_app(speed=math.inf)
    with serving() as server:
        link, _code = sit_down(server, game, ["remote", weakest(game)])
        session = open_table(driver, link)
        assert session.seats[1].kind == "computer"
        play(driver, session, lambda: session.move >= 6)
        server.drop_everyone()
        wait_for(lambda: driver.frames(1) or session.link_state == "reconnecting")
        assert driver.top.banner_text() == driver.app.ctx.t("table.net.reconnecting")
        assert not session.can_act
        wait_for(lambda: driver.frames(1) or session.link_state == "ok", 20)
        play(driver, session, lambda: driver.top.name == "results")
        assert session.final_save is not None


@pytest.mark.slow
def test_hosted_from_the_menu_the_lobby_opens_the_real_table_and_the_game_ends(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rondo_desktop.app.net import hosting
    from tests.app.net.test_lobby_over_loopback import LoopbackHost, run_until

    host = LoopbackHost()
    monkeypatch.setattr(hosting, "embedded_host", lambda data_dir, name="": host)
    driver = make_app(speed=math.inf)
    driver.click(driver.widget("host").rect.center)
    while driver.widget("game").value != "ronda":
        driver.click(driver.widget("game").rect.center)
    driver.top.player_name = "Ana"  # a name is asked for before hosting
    driver.click(driver.widget("start").rect.center)  # Ronda: you and a friend
    lobby = driver.top
    run_until(driver, lambda: lobby.talk is not None and lobby.talk.seat == 0 and lobby.talk.table)
    results: list[dict[str, Any]] = []
    assert host.server is not None
    friend = bot(host.server.url, lobby.talk.table, "ronda", results)
    run_until(driver, lambda: lobby.talk.can_start)
    driver.click(driver.widget("start").rect.center)
    run_until(driver, lambda: driver.top.name == "table", 20)
    session = driver.top.session
    assert isinstance(session, RemoteSession) and session.link is lobby.link
    play(driver, session, lambda: driver.top.name == "results")
    friend.join(30)
    assert final_scores(games.registry().get("ronda"), session.game) == results[0]["scores"]
    driver.click(driver.widget("menu").rect.center)
    run_until(driver, lambda: host.server is None)  # the lobby below stopped it (on a thread)
    assert driver.top.name == "menu"
