"""The lobby on a real host over loopback: the app hosts a table from its menu (the host in
its own thread, as the embedded host runs), a friend's link joins it by the code read aloud,
both see the lobby change, say ready, the opener starts, and the first state reaches the
table that the lobby opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.link import Link
from rondo_desktop.app.net.lobby_talk import LobbyTalk
from rondo_desktop.app.net.tokens import SeatTokens
from rondo_desktop.app.scenes.lobby import LobbyScene
from tests.app.net.serving import ServerThread, wait_for


class LoopbackHost:
    """The embedded host's part the lobby uses, on the real server in a thread."""

    def __init__(self) -> None:
        self.server: ServerThread | None = None

    def start(self) -> int:
        self.server = ServerThread()
        return self.server.port

    def addresses(self) -> list[str]:
        return [self.server.url] if self.server else []

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def saved_tables(self) -> list[Any]:
        return []

    def resume(self, path: Path) -> str:
        raise NotImplementedError

    def owner_of(self, code: str) -> str | None:
        return None


def run_until(driver: Any, check: Any, seconds: float = 10.0) -> None:
    """Frames until ``check()`` holds, as the game loop would run them."""

    def step() -> bool:
        driver.frames(1)
        return bool(check())

    wait_for(step, seconds)


def test_two_links_meet_in_the_lobby_and_the_opener_starts_the_game(
    make_app, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    host = LoopbackHost()
    opened_tables: list[tuple[Any, list[dict[str, Any]]]] = []
    monkeypatch.setattr(hosting, "embedded_host", lambda data_dir, name="": host)
    monkeypatch.setattr(
        hosting, "open_remote_table", lambda ctx, link: opened_tables.append((link, link.poll()))
    )
    driver = make_app()
    driver.click(driver.widget("host").rect.center)
    while driver.widget("game").value != "ronda":
        driver.click(driver.widget("game").rect.center)
    driver.click(driver.widget("your_name").rect.center)
    driver.type("Ana")
    driver.click(driver.widget("start").rect.center)  # Ronda: you and a friend
    lobby = driver.top
    assert isinstance(lobby, LobbyScene)
    run_until(driver, lambda: lobby.talk is not None)  # the host starts on a thread
    talk = lobby.talk
    assert talk is not None
    run_until(driver, lambda: talk.seat == 0 and len(talk.seats) == 2)
    code = talk.table
    assert len(code) == 6 and talk.owner and not talk.can_start

    friend_link = Link(host.addresses()[0], "Bo")
    try:
        shown = f"{code[:3]}-{code[3:]}".lower()  # as a friend types what was read aloud
        friend = LobbyTalk(friend_link, SeatTokens(tmp_path / "bo"), table=shown)

        def friend_sees(check: Any) -> Any:
            friend.update()  # the friend's lobby reads its link each frame too
            return check()

        run_until(driver, lambda: friend_sees(lambda: friend.seat == 1 and talk.every_seat_taken))
        assert not talk.can_start  # the friend has not said Ready yet
        assert [row["name"] for row in talk.seats] == ["Ana", "Bo"]
        assert SeatTokens(tmp_path / "bo").find(friend_link.url, code) is not None

        friend.say_ready(True)
        driver.click(driver.widget("ready").rect.center)
        run_until(driver, lambda: [r["ready"] for r in talk.seats] == [True, True])
        run_until(driver, lambda: friend_sees(lambda: friend.ready))
        assert talk.can_start

        driver.click(driver.widget("start").rect.center)
        run_until(driver, lambda: bool(opened_tables))
        run_until(driver, lambda: friend_sees(lambda: friend.playing))
        link, messages = opened_tables[0]
        assert link is lobby.link and messages[0]["type"] == "state"
        assert messages[0]["seat"] == 0 and messages[0]["events_from"] == 0
        first = friend_link.poll()[0]
        assert first["type"] == "state" and first["seat"] == 1
    finally:
        friend_link.close()
        driver.app.ctx.navigator.reset("menu")
        driver.frames(2)
    run_until(driver, lambda: host.server is None)  # the lobby's exit stopped the host


def test_the_embedded_host_hosts_from_the_menu_and_hosts_its_table_again(
    make_app, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from rondo_desktop.net.embedded import EmbeddedHost

    def quiet_host(data_dir: Path, name: str = "") -> EmbeddedHost:
        return EmbeddedHost(data_dir, port=0, advertise=False, name=name)  # no multicast here

    tables: list[list[dict[str, Any]]] = []
    monkeypatch.setattr(hosting, "embedded_host", quiet_host)
    monkeypatch.setattr(hosting, "open_remote_table", lambda ctx, link: tables.append(link.poll()))
    driver = make_app()
    driver.click(driver.widget("host").rect.center)
    while driver.widget("game").value != "ronda":
        driver.click(driver.widget("game").rect.center)
    driver.click(driver.widget("seat1.kind").rect.center)  # the friend -> a computer
    driver.top.player_name = "Ana"  # a name is asked for before hosting
    driver.click(driver.widget("start").rect.center)
    lobby = driver.top
    assert isinstance(lobby, LobbyScene)
    run_until(driver, lambda: lobby.talk is not None)  # the host starts on a thread
    talk = lobby.talk
    assert talk is not None
    run_until(driver, lambda: talk.can_start)
    assert lobby.addresses()[-1].startswith("ws://127.0.0.1:")
    driver.click(driver.widget("start").rect.center)
    run_until(driver, lambda: bool(tables))
    assert tables[0][0]["type"] == "state" and tables[0][0]["seat"] == 0
    code = talk.table

    driver.app.ctx.navigator.reset("menu")  # the app leaves the table: its host stops
    driver.frames(2)
    driver.click(driver.widget("host").rect.center)
    saved = driver.widget("saved")
    assert any(code[:3] in label for _value, label in saved.options)
    driver.click(saved.rect.center)
    driver.top.player_name = "Ana"  # a name is asked for before hosting
    driver.click(driver.widget("start").rect.center)  # Host again
    again = driver.top
    assert isinstance(again, LobbyScene)
    run_until(driver, lambda: len(tables) == 2)
    assert again.talk is not None
    assert again.talk.seat == 0 and again.talk.table == code  # your own seat, by its token
    assert again.talk.owner == talk.owner  # still the opener: its Start works again
    assert tables[1][0]["type"] == "state" and tables[1][0]["events_from"] == 0
    driver.app.ctx.navigator.reset("menu")
    driver.frames(2)
