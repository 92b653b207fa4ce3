"""Review 17 in the menus: the game loop never waits for the host to start or stop, nor for
the finder of hosts; the host's addresses are asked once; strings from a host are cleaned
before they are drawn; a host that closes the table is said and the seat forgotten; seat
tokens are kept per host and table; a damaged table autosave is set aside with a notice."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.showcase import ShowcaseFound, ShowcaseHost, ShowcaseLink
from rondo_desktop.app.net.tokens import SeatToken, SeatTokens
from rondo_desktop.app.scenes.host import HostScene
from rondo_desktop.app.scenes.join import JoinScene
from rondo_desktop.app.scenes.lobby import LobbyScene
from rondo_desktop.app.scenes.lobby_view import seat_name, status_line
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.text import TextRenderer
from tests.app.net.test_network_scenes import Network
from tests.app.net.test_network_scenes import network as stand_in_network


@pytest.fixture
def network(monkeypatch: pytest.MonkeyPatch) -> Network:
    """The stand-in link, host and finder of test_network_scenes."""
    return stand_in_network.__wrapped__(monkeypatch)  # type: ignore[attr-defined]


SURROGATE_NAME = "Eve\ud800\x07"


def wait(check: Any, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        time.sleep(0.01)
    return bool(check())


class SlowHost(ShowcaseHost):
    """A host whose start and stop wait until the test lets them go."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.stopped = threading.Event()
        self.asked = 0

    def start(self) -> int:
        assert self.go.wait(10)
        return 47100

    def addresses(self) -> list[str]:
        self.asked += 1
        return ["ws://192.168.1.20:47100", "ws://127.0.0.1:47100"]

    def stop(self) -> None:
        assert self.go.wait(10)
        self.stopped.set()


def test_the_lobby_starts_and_stops_the_host_without_holding_the_screen(
    make_app, network, monkeypatch
) -> None:
    host = SlowHost()
    monkeypatch.setattr(hosting, "embedded_host", lambda data_dir, name="": host)
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open", "game": "ronda"})
    driver.frames(3)  # the host has not started: the frames go on all the same
    lobby = driver.top
    assert isinstance(lobby, LobbyScene) and lobby.talk is None and not network.links
    assert status_line(lobby) == ("Starting the table…", False)
    host.go.set()
    assert wait(lambda: lobby.starting is not None and lobby.starting.done)
    driver.frames(30)
    assert lobby.talk is not None and network.links[0].url == "ws://127.0.0.1:47100"
    assert lobby.addresses()[0] == "ws://192.168.1.20:47100" and host.asked == 1  # once
    host.go.clear()  # stopping will hang now, as a close handshake with a silent friend
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene) and not host.stopped.is_set()
    host.go.set()
    assert wait(host.stopped.is_set)


def test_leaving_while_the_host_starts_stops_it_once_started(make_app, monkeypatch) -> None:
    host = SlowHost()
    monkeypatch.setattr(hosting, "embedded_host", lambda data_dir, name="": host)
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open", "game": "ronda"})
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    host.go.set()
    assert wait(host.stopped.is_set)


def test_the_finder_of_hosts_starts_and_closes_off_the_game_loop(make_app, monkeypatch) -> None:
    go, closed = threading.Event(), threading.Event()

    class SlowBrowser:
        def hosts(self) -> list[Any]:
            return [ShowcaseFound(SURROGATE_NAME, "192.168.1.20", 47100, False)]

        def close(self) -> None:
            assert go.wait(10)
            closed.set()

    def browser() -> SlowBrowser:
        assert go.wait(10)
        return SlowBrowser()

    monkeypatch.setattr(hosting, "browser", browser)
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    join = driver.top
    assert isinstance(join, JoinScene)
    driver.frames(3)
    assert join.browser is None and join.found == []
    go.set()
    assert wait(lambda: join.finding is not None and join.finding.done)
    driver.frames(70, 0.05)  # the list is read again every second
    (entry,) = [text for name, text, _ in join.list_entries() if name.startswith("found")]
    assert "\ud800" not in entry and "\x07" not in entry and entry.startswith("Eve")
    go.clear()
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene) and not closed.is_set()
    go.set()
    assert wait(closed.is_set)


def test_a_name_or_title_no_font_can_draw_is_cleaned_and_never_raises(make_app, network) -> None:
    driver = make_app()  # fonts ready
    renderer = TextRenderer()
    for text in (SURROGATE_NAME, "\udfff", "a\ud800b " * 30):
        renderer.render(text, "ui", 20, (0, 0, 0))
        renderer.render_printed(text, "ui", 20, (0, 0, 0))
        assert renderer.fit_px(text, "ui_bold", 20, 40) >= 12
        assert renderer.wrap(text, "ui", 20, 100)
    link = ShowcaseLink(seat={"type": "seated", "table": "K7Q4M2", "seat": 0, "token": "t"})
    lobby_message = {
        "type": "lobby",
        "table": "K7Q4M2",
        "game": "ronda",
        "title": "\ud800Eve's\x1b table",
        "seats": [
            {"kind": "remote", "name": SURROGATE_NAME, "taken": True, "ready": True},
            {"kind": "remote", "name": "Bo\u200f\ud83d", "taken": True, "connected": False},
        ],
    }
    link.inbox = [link.seat or {}, lobby_message]
    scene = LobbyScene(driver.app.ctx, "Ana", url=link.url, table="K7Q4M2", link=link)
    driver.app.ctx.stack.reset(scene)
    driver.frames(3)  # drawn: no UnicodeEncodeError
    assert scene.title() == "Eve's table"
    assert seat_name(scene, lobby_message["seats"][0]) == "Eve"
    assert seat_name(scene, lobby_message["seats"][1]) == "Bo"


def test_a_host_that_closes_the_table_is_said_in_the_lobby_and_the_seat_forgotten(
    make_app, network, data_dir: Path
) -> None:
    SeatTokens(data_dir).keep(SeatToken("ws://h:1", "K7Q4M2", 1, "t1", "Bo", "ronda", 1.0))
    SeatTokens(data_dir).keep(SeatToken("ws://other:1", "K7Q4M2", 0, "t2", "Bo", "ronda", 2.0))
    driver = make_app(language="es")
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:1", table="K7Q4M2", token="t1")
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    assert link.sent == [{"type": "join", "table": "K7Q4M2", "token": "t1"}]
    link.inbox.append({"type": "closed", "table": "K7Q4M2", "reason": "host_stopped"})
    driver.frames(2)
    assert status_line(lobby) == ("El anfitrión cerró la mesa.", True)
    tokens = SeatTokens(data_dir)
    assert tokens.find("ws://h:1", "K7Q4M2") is None  # this host's seat only
    assert tokens.find("ws://other:1", "K7Q4M2") is not None


def test_a_refused_rejoin_with_no_such_table_forgets_that_hosts_seat(
    make_app, network, data_dir: Path
) -> None:
    SeatTokens(data_dir).keep(SeatToken("ws://h:1", "K7Q4M2", 1, "t1", "Bo", "ronda", 1.0))
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:1", table="K7Q4M2", token="t1")
    driver.frames(2)
    network.links[0].inbox.append(
        {"type": "refused", "of": "join", "code": "table", "reason": "no table"}
    )
    driver.frames(2)
    assert SeatTokens(data_dir).find("ws://h:1", "K7Q4M2") is None


def test_back_on_join_after_a_refused_rejoin_the_seat_is_no_longer_offered(
    make_app, network, data_dir: Path
) -> None:
    SeatTokens(data_dir).keep(SeatToken("ws://h:1", "K7Q4M2", 1, "t1", "Bo", "ronda", 1.0))
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    join = driver.top
    driver.click(driver.widget("held0").rect.center)  # Rejoin your seat at K7Q-4M2
    driver.frames(2)
    network.links[-1].inbox.append(
        {"type": "refused", "of": "join", "code": "table", "reason": "no table"}
    )
    driver.frames(4)
    assert driver.top is join and join.message_key == "lobby.refused.table"
    assert join.held == [] and join.focus.by_name("held0") is None


def test_seat_tokens_are_kept_per_host_and_table(data_dir: Path) -> None:
    tokens = SeatTokens(data_dir)
    tokens.keep(SeatToken("ws://a:1", "K7Q4M2", 0, "ta", "Ana", "ronda", 1.0))
    tokens.keep(SeatToken("ws://b:1", "K7Q4M2", 1, "tb", "Ana", "ronda", 2.0))
    assert tokens.find("ws://a:1", "K7Q4M2").token == "ta"  # type: ignore[union-attr]
    assert tokens.find("ws://b:1", "K7Q4M2").token == "tb"  # type: ignore[union-attr]
    assert tokens.find("ws://c:1", "K7Q4M2") is None
    # This computer's own host may listen on another port when it hosts the table again.
    tokens.keep(SeatToken("ws://127.0.0.1:5", "P3XR9W", 0, "own", "Ana", "ronda", 3.0))
    assert tokens.find_own("P3XR9W").token == "own"  # type: ignore[union-attr]
    assert tokens.find_own("K7Q4M2") is None


def damaged_autosave(data_dir: Path) -> Path:
    folder = data_dir / "network" / "tables"
    folder.mkdir(parents=True)
    path = folder / "table-K7Q4M2.json"
    path.write_text(json.dumps({"schema_version": 1, "game": "ronda", "seats": "?"}))
    return path


def test_a_damaged_table_autosave_is_set_aside_with_a_notice_under_host(
    make_app, data_dir: Path
) -> None:
    path = damaged_autosave(data_dir)
    driver = make_app()
    driver.click(driver.widget("host").rect.center)
    driver.frames(2)
    notice = driver.top
    assert notice.title == "A hosted table was set aside"
    assert not path.exists()
    (kept,) = path.parent.glob("table-K7Q4M2.json.corrupt-*")
    assert kept.name in notice.message and json.loads(kept.read_text())["seats"] == "?"
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    assert isinstance(driver.top, HostScene) and driver.top.saved == []


def test_hosting_a_damaged_table_again_sets_it_aside_and_says_so(
    make_app, network, monkeypatch, data_dir: Path
) -> None:
    path = damaged_autosave(data_dir)

    class Refusing(ShowcaseHost):
        def resume(self, path: Any) -> str:
            raise ValueError("damaged")

    monkeypatch.setattr(hosting, "embedded_host", lambda data_dir, name="": Refusing())
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", resume=path)
    driver.frames(1)
    lobby = driver.top
    assert wait(lambda: driver.frames(1) or bool(lobby.problem))
    text, bad = status_line(lobby)
    assert bad and "table-K7Q4M2.json.corrupt-" in text and not path.exists()
    assert not network.links
