"""Host, Join and the lobby driven by posted events, with a stand-in link and host."""

from __future__ import annotations

import sys
import time
import types
from pathlib import Path
from typing import Any

import pygame
import pytest

import rondo_desktop.app.net as net_package
from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.showcase import ShowcaseBrowser, ShowcaseHost, ShowcaseLink
from rondo_desktop.app.net.tokens import SeatToken, SeatTokens
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.host import HostScene
from rondo_desktop.app.scenes.join import JoinScene
from rondo_desktop.app.scenes.lobby import LobbyScene
from rondo_desktop.app.scenes.lobby_view import status_line
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.net.protocol import check_text
from rondo_desktop.net.setup import MAX_TITLE

REAL_OPEN_REMOTE_TABLE = hosting.open_remote_table  # before a test puts a stand-in there


class Network:
    """What the scenes reached for: the links made, the host started, the tables opened."""

    def __init__(self) -> None:
        self.links: list[ShowcaseLink] = []
        self.host = ShowcaseHost()
        self.stopped = 0
        self.tables: list[Any] = []

    def link(self, url: str, name: str) -> ShowcaseLink:
        link = ShowcaseLink(url=url, name=name, status="connecting")
        self.links.append(link)
        return link

    def embedded_host(self, data_dir: Path, name: str = "") -> ShowcaseHost:
        network = self

        class Host(ShowcaseHost):
            def stop(self) -> None:
                network.stopped += 1

        self.host = Host()
        return self.host

    def open_remote_table(self, ctx: Any, link: Any) -> None:
        self.tables.append((link, link.poll()))


def stops(network: Network) -> bool:
    """The host is stopped (on a thread, after the lobby's exit) within a few seconds."""
    deadline = time.monotonic() + 5
    while network.stopped == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    return network.stopped == 1


def frames_until(driver: Any, check: Any, seconds: float = 5.0) -> bool:
    """Frames (the scene reads its starting thread's answer in one) until ``check()``."""
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        driver.frames(1)
        time.sleep(0.005)
    return bool(check())


@pytest.fixture
def network(monkeypatch: pytest.MonkeyPatch) -> Network:
    network = Network()
    monkeypatch.setattr("rondo_desktop.app.scenes.lobby.Link", network.link)
    monkeypatch.setattr(hosting, "embedded_host", network.embedded_host)
    monkeypatch.setattr(hosting, "open_remote_table", network.open_remote_table)
    monkeypatch.setattr(hosting, "browser", lambda: ShowcaseBrowser())
    return network


def test_a_table_hosted_in_arabic_sends_a_title_the_host_accepts(make_app, network) -> None:
    # The translator isolates a name inside an Arabic line for the bidi algorithm; a title
    # sent with those marks was refused ("not printable text") and no table opened.
    driver = make_app(language="ar")
    driver.click(driver.widget("host").rect.center)
    assert isinstance(driver.top, HostScene)
    driver.click(driver.widget("your_name").rect.center)
    driver.type("Ana")
    title = driver.top.open_message()["title"]
    assert check_text(title, "open: a title", MAX_TITLE) == title and "Ana" in title


def test_the_menu_hosts_a_table_with_the_seats_and_choices_made(make_app, network) -> None:
    driver = make_app()
    driver.click(driver.widget("host").rect.center)
    assert isinstance(driver.top, HostScene)
    driver.click(driver.widget("your_name").rect.center)
    driver.type("Ana")
    driver.click(driver.widget("seat2.kind").rect.center)  # Rondo: you, a friend, a computer
    assert driver.top.seats == ["remote", "remote", "hard"]
    driver.click(driver.widget("add_seat").rect.center)
    driver.click(driver.widget("grace").rect.center)  # 60 s -> 2 min
    driver.click(driver.widget("start").rect.center)
    assert isinstance(driver.top, LobbyScene)
    assert frames_until(driver, lambda: bool(network.links))  # the host starts on a thread
    (link,) = network.links
    assert link.url == "ws://127.0.0.1:47100" and link.name == "Ana"
    opened = link.sent[0]
    assert opened["type"] == "open" and opened["game"] == "rondo"
    assert opened["seats"] == ["remote", "remote", "hard", "remote"]
    assert (opened["start"], opened["grace"], opened["title"]) == ("manual", 120.0, "Ana's table")
    assert opened["host"] == "Ana"  # the name: each player's app words the title itself


@pytest.mark.parametrize(("language", "words"), [("en", "en"), ("fr", "en"), ("es", "es")])
def test_host_offers_rondos_word_list_as_new_game_does(
    make_app, network, language: str, words: str
) -> None:
    # Until a player picks a word list, it follows the interface's language (English for a
    # French interface, which Rondo has no list for): never the spec's first, Deutsch.
    driver = make_app(language=language)
    driver.click(driver.widget("host").rect.center)
    assert isinstance(driver.top, HostScene) and driver.top.game == "rondo"
    assert driver.top.options["language"] == words


def test_the_lobby_seats_you_shows_the_table_and_the_opener_starts_it(
    make_app, network, data_dir: Path
) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open", "game": "ronda"})
    driver.frames(2)
    assert frames_until(driver, lambda: bool(network.links))  # the host starts on a thread
    lobby, link = driver.top, network.links[0]
    assert lobby.talk.seat is None and "start" not in [w.name for w in lobby.focus.widgets]
    link.status = "connected"
    link.inbox.append({"type": "opened", "table": "K7Q4M2", "owner": "own"})
    driver.frames(2)
    assert link.sent[-1] == {"type": "join", "table": "K7Q4M2", "token": None}
    seated = {"type": "seated", "table": "K7Q4M2", "seat": 0, "token": "tok", "game": "ronda"}
    link.seat = seated
    lobby_message = {
        "type": "lobby",
        "table": "K7Q4M2",
        "game": "ronda",
        "title": "Ana's table",
        "seats": [
            {"kind": "remote", "name": "Ana", "taken": True, "connected": True, "ready": False},
            {"kind": "remote", "name": "", "taken": False, "connected": False, "ready": False},
        ],
        "turn_seconds": None,
    }
    link.inbox += [seated, lobby_message]
    driver.frames(2)
    assert SeatTokens(data_dir).find(link.url, "K7Q4M2").token == "tok"  # type: ignore[union-attr]
    assert not driver.widget("start").enabled and lobby.title() == "Ana's table"
    driver.click(driver.widget("ready").rect.center)
    assert link.sent[-1] == {"type": "ready", "table": "K7Q4M2", "token": "tok", "ready": True}
    friend = {"kind": "remote", "name": "Bo", "taken": True, "connected": False, "ready": True}
    link.inbox.append({**lobby_message, "seats": [lobby_message["seats"][0], friend]})
    driver.frames(2)
    assert driver.widget("start").enabled
    driver.click(driver.widget("start").rect.center)
    assert link.sent[-1] == {"type": "start", "table": "K7Q4M2", "owner": "own"}
    state = {"type": "state", "table": "K7Q4M2", "move": 0}
    link.inbox += [state, {"type": "state", "table": "K7Q4M2", "move": 1}]
    driver.frames(2)
    # The table got the link with the first state (and what came after) still to read.
    assert network.tables == [(link, [state, {"type": "state", "table": "K7Q4M2", "move": 1}])]


def test_leaving_the_lobby_frees_the_seat_and_stops_the_host(
    make_app, network, data_dir: Path
) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open"})
    driver.frames(2)
    assert frames_until(driver, lambda: bool(network.links))  # the host starts on a thread
    link = network.links[0]
    seated = {"type": "seated", "table": "K7Q4M2", "seat": 0, "token": "tok", "game": "ronda"}
    link.seat, link.status = seated, "connected"
    link.inbox.append(seated)
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert link.sent[-1] == {"type": "leave", "table": "K7Q4M2", "token": "tok"}
    assert stops(network) and link.status == "closed"
    assert SeatTokens(data_dir).find(link.url, "K7Q4M2") is None


def test_a_refused_join_and_a_lost_host_are_said_in_the_players_language(make_app, network) -> None:
    driver = make_app(language="de")
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:1", table="k7q-4m2")
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    assert link.sent == [{"type": "join", "table": "K7Q4M2", "token": None}]
    link.inbox.append({"type": "refused", "code": "full", "reason": "no seat", "of": "join"})
    driver.frames(2)
    assert lobby.talk.problem == "lobby.refused.full"
    assert status_line(lobby) == ("Alle Plätze an diesem Tisch sind besetzt.", True)
    link.status, link.error = "closed", "unreachable"
    lobby.talk.problem = ""
    driver.frames(1)
    assert status_line(lobby)[0].startswith("Unter dieser Adresse antwortet kein Gastgeber")


def test_join_takes_an_address_and_a_code_as_people_type_them(make_app, network) -> None:
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    assert isinstance(driver.top, JoinScene)
    driver.click(driver.widget("start").rect.center)  # no address yet: told, not joined
    assert driver.top.message_key == "join.no_address" and not network.links
    driver.click(driver.widget("address").rect.center)
    driver.type("192.168.1.20:x")
    driver.click(driver.widget("start").rect.center)
    assert driver.top.message_key == "join.bad_address"
    driver.click(driver.widget("address").rect.center)
    driver.key(pygame.K_BACKSPACE)
    driver.key(pygame.K_BACKSPACE)
    driver.click(driver.widget("code").rect.center)
    driver.type("k7q-4m2")
    driver.click(driver.widget("your_name").rect.center)
    driver.type("Bo")
    driver.click(driver.widget("start").rect.center)
    assert isinstance(driver.top, LobbyScene)
    assert frames_until(driver, lambda: bool(network.links))  # the host starts on a thread
    (link,) = network.links
    assert (link.url, link.name) == ("ws://192.168.1.20:47100", "Bo")
    assert link.sent == [{"type": "join", "table": "K7Q4M2", "token": None}]


def test_join_lists_hosts_found_and_seats_to_take_again(make_app, network, data_dir) -> None:
    SeatTokens(data_dir).keep(SeatToken("ws://10.0.0.5:47100", "P3XR9W", 1, "t1", "Bo", "ronda", 1))
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    driver.frames(2)
    assert "Rejoin your seat at P3X-R9W" in driver.widget("held0").text
    assert driver.widget("your_name").value == "Bo"  # the name last sat down with
    driver.click(driver.widget("found0").rect.center)  # fills the address
    assert driver.top.address == "ws://192.168.1.20:47100"
    assert driver.focused_name() == "code"
    driver.click(driver.widget("held0").rect.center)
    link = network.links[-1]
    assert link.url == "ws://10.0.0.5:47100"
    assert link.sent == [{"type": "join", "table": "P3XR9W", "token": "t1"}]


def test_without_a_host_module_the_lobby_says_so(make_app, monkeypatch) -> None:
    def missing(data_dir: Path, name: str = "") -> Any:
        raise hosting.Unavailable("rondo_desktop.net.embedded")

    monkeypatch.setattr(hosting, "embedded_host", missing)
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open"})
    driver.frames(2)
    assert frames_until(driver, lambda: driver.top.problem == "lobby.no_host")
    assert [w.name for w in driver.top.focus.widgets] == ["back"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (900, 900)])
def test_the_menu_with_host_join_and_continue_stays_inside_the_window(
    make_app, data_dir: Path, size: tuple[int, int]
) -> None:
    (data_dir / "autosave.json").write_text("{}", encoding="utf-8")  # Continue is shown too
    driver = make_app(size=size)
    menu = driver.top
    buttons = [w for w in menu.focus.widgets if w.name in ("continue", "host", "quit")]
    assert len(buttons) == 3
    # The panel behind the buttons, as the menu draws it, keeps inside the window.
    pad = menu.place.px(int(menu.place.prop("panel", "padding", 36)))
    panel = buttons[0].rect.union(buttons[-1].rect).inflate(pad * 2, pad * 2)
    assert pygame.Rect((0, 0), size).contains(panel), panel


class Saved:
    """A table the embedded host autosaved, as ``saved_tables`` lists it."""

    def __init__(self, path: Path, code: str, moves: int = 12) -> None:
        self.path, self.game, self.code = path, "ronda", code
        self.names, self.moves = ["Ana", "Bo"], moves


def test_host_again_hosts_a_saved_table_and_takes_your_own_seat(
    make_app, network, monkeypatch: pytest.MonkeyPatch, data_dir: Path
) -> None:
    saved = Saved(data_dir / "network" / "tables" / "table-K7Q4M2.json", "K7Q4M2")
    resumed: list[Path] = []

    class Host(ShowcaseHost):
        def saved_tables(self) -> list[Any]:
            return [saved]

        def resume(self, path: Any) -> str:
            resumed.append(path)
            return "K7Q-4M2"

    monkeypatch.setattr(hosting, "embedded_host", lambda data_dir, name="": Host())
    SeatTokens(data_dir).keep(SeatToken("ws://127.0.0.1:5", "K7Q4M2", 0, "mine", "Ana", "ronda", 1))
    driver = make_app()
    driver.click(driver.widget("host").rect.center)
    assert [text for _, text in driver.widget("saved").options[1:]] == ["Ronda K7Q-4M2 · 12 moves"]
    assert driver.widget("seat1.kind").enabled
    driver.click(driver.widget("saved").rect.center)  # a new table -> the saved one
    assert driver.widget("start").text == "Host again" and not driver.widget("grace").enabled
    assert not driver.widget("seat1.kind").enabled  # its seats are its own: greyed
    assert driver.widget("your_name").enabled
    driver.click(driver.widget("start").rect.center)
    assert isinstance(driver.top, LobbyScene)
    assert frames_until(driver, lambda: bool(network.links))  # the host starts on a thread
    assert resumed == [saved.path]
    link = network.links[-1]
    assert link.url == "ws://127.0.0.1:47100"
    assert link.sent == [{"type": "join", "table": "K7Q4M2", "token": "mine"}]


def test_a_dropped_link_is_said_and_the_table_done_leads_to_the_menu(
    make_app, network, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:1", table="K7Q4M2")
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    seated = {"type": "seated", "table": "K7Q4M2", "seat": 1, "token": "t", "game": "ronda"}
    link.seat, link.status = seated, "reconnecting"
    link.inbox.append(seated)
    driver.frames(2)
    assert status_line(lobby) == ("Connection lost: trying again…", True)

    class Table(PanelScene):  # any scene the table may be
        layout_name = "setup"

    monkeypatch.setattr(hosting, "open_remote_table", lambda ctx, link: Table(ctx))
    link.inbox.append({"type": "state", "table": "K7Q4M2", "move": 0})
    driver.frames(2)
    assert isinstance(driver.top, Table) and lobby.handed_over
    driver.key(pygame.K_ESCAPE)  # the table is done and pops: the lobby goes on to the menu
    driver.frames(2)
    assert isinstance(driver.top, MenuScene) and link.status == "closed"


def test_a_table_this_app_cannot_show_is_said_in_the_lobby(
    make_app, network, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(ctx: Any, link: Any) -> Any:
        raise ValueError("no state yet")  # the table's RemoteRefused is a ValueError

    module = types.ModuleType("rondo_desktop.app.net.remote_table")
    module.open_remote_table = refuse  # type: ignore[attr-defined]
    monkeypatch.setattr(hosting, "open_remote_table", REAL_OPEN_REMOTE_TABLE)
    monkeypatch.setitem(sys.modules, "rondo_desktop.app.net.remote_table", module)
    monkeypatch.setattr(net_package, "remote_table", module, raising=False)
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:1", table="K7Q4M2")
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    link.inbox.append({"type": "state", "table": "K7Q4M2", "move": 0})
    driver.frames(2)
    assert lobby.problem == "lobby.no_table" and driver.top is lobby
    assert status_line(lobby)[1]


def test_the_host_is_asked_before_leaving_closes_the_table_on_friends(
    make_app, network, data_dir: Path
) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open"})
    driver.frames(2)
    assert frames_until(driver, lambda: bool(network.links))  # the host starts on a thread
    lobby, link = driver.top, network.links[0]
    seated = {"type": "seated", "table": "K7Q4M2", "seat": 0, "token": "tok", "game": "ronda"}
    bo = {"kind": "remote", "name": "Bo", "taken": True, "connected": True, "ready": True}
    ana = {**bo, "name": "Ana"}
    lobby_message = {"type": "lobby", "table": "K7Q4M2", "game": "ronda", "seats": [ana, bo]}
    link.seat, link.status = seated, "connected"
    link.inbox += [seated, lobby_message]
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is not lobby and network.stopped == 0  # asked, nothing closed yet
    driver.key(pygame.K_ESCAPE)  # Cancel
    assert driver.top is lobby
    driver.key(pygame.K_ESCAPE)
    driver.click(driver.widget("yes").rect.center)
    assert isinstance(driver.top, MenuScene) and stops(network)
    assert link.sent[-1] == {"type": "leave", "table": "K7Q4M2", "token": "tok"}


def test_a_table_opened_by_serve_says_it_starts_by_itself(make_app, network) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:1")
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    assert link.sent == [{"type": "list"}]  # no code: the first table with a free seat
    tables = [
        {"table": "AAAAAA", "free": False, "started": True},
        {"table": "P3XR9W", "free": True, "started": False},
    ]
    link.inbox.append({"type": "tables", "tables": tables})
    driver.frames(2)
    assert link.sent[-1] == {"type": "join", "table": "P3XR9W", "token": None}
    seated = {"type": "seated", "table": "P3XR9W", "seat": 1, "token": "t", "game": "ronda"}
    link.seat, link.status = seated, "connected"
    link.inbox += [seated, {"type": "lobby", "table": "P3XR9W", "start": "auto", "seats": []}]
    driver.frames(2)
    assert status_line(lobby) == ("The game starts as soon as every seat is taken.", False)


def test_a_host_of_another_version_is_marked_in_the_list(make_app, monkeypatch) -> None:
    from rondo_desktop.net.discovery import FoundHost

    class Browser:
        def hosts(self) -> list[Any]:
            return [FoundHost("Old", "10.0.0.9", 47100, False, version=1)]

        def close(self) -> None:
            pass

    monkeypatch.setattr(hosting, "browser", Browser)
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    driver.frames(2)
    assert driver.widget("found0").text == "Old · 10.0.0.9:47100 · another version"


def test_the_lobby_title_is_in_each_players_own_language(make_app, network) -> None:
    """Trial 17: a French joiner read "Tisch von Ana", the German host's words. The host
    sends its name; a scripted table's title stays as given."""
    driver = make_app(language="fr")
    driver.app.ctx.navigator.open("lobby", player="Bo", url="ws://h:47100", table="K7Q4M2")
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    link.status = "connected"
    message = {"type": "lobby", "table": "K7Q4M2", "game": "ronda", "seats": [], "host": "Ana"}
    link.inbox.append({**message, "title": "Tisch von Ana"})
    driver.frames(2)
    assert lobby.title() == driver.app.ctx.t("host.table_of", name="Ana") != "Tisch von Ana"
    link.inbox.append({**message, "host": "", "title": "Friday night"})
    driver.frames(2)
    assert lobby.title() == "Friday night"


def test_the_hosts_start_waits_for_everyone_elses_ready(make_app, network) -> None:
    """Trial 17: Start worked with everyone "Not ready"; now it waits for the others' Ready
    (a computer is always ready; the opener's Start is its own) and the line says so."""
    driver = make_app()
    driver.app.ctx.navigator.open("lobby", player="Ana", hosted={"type": "open", "game": "ronda"})
    driver.frames(2)
    lobby, link = driver.top, network.links[0]
    link.status = "connected"
    link.inbox.append({"type": "opened", "table": "K7Q4M2", "owner": "own"})
    seated = {"type": "seated", "table": "K7Q4M2", "seat": 0, "token": "tok", "game": "ronda"}
    link.seat = seated

    def row(name: str, ready: bool) -> dict[str, Any]:
        return {"kind": "remote", "name": name, "taken": True, "connected": True, "ready": ready}

    computer = {"kind": "hard", "name": "hard", "taken": True, "connected": True, "ready": True}
    message = {"type": "lobby", "table": "K7Q4M2", "game": "ronda", "turn_seconds": None}
    link.inbox += [seated, {**message, "seats": [row("Ana", False), row("Bo", False), computer]}]
    driver.frames(2)
    assert not driver.widget("start").enabled
    assert status_line(lobby)[0] == "Every seat is taken: waiting for everyone to press Ready."
    link.inbox.append({**message, "seats": [row("Ana", False), row("Bo", True), computer]})
    driver.frames(2)
    assert driver.widget("start").enabled
    assert status_line(lobby)[0] == "Everyone is ready: start the game."


def test_a_join_that_finds_no_seat_goes_back_to_join_with_the_error(make_app, network) -> None:
    """Trial 17: a wrong address, a wrong code or a full table opened a half-built lobby with
    the bad code big and the dead address to share. Now the Join screen says it, with what
    was typed kept."""
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    join = driver.top
    for field, text in (("address", "10.0.0.9"), ("code", "zzz-999"), ("your_name", "Bo")):
        driver.click(driver.widget(field).rect.center)
        driver.type(text)
    for problem, key in (
        ({"type": "refused", "code": "table", "reason": "no table", "of": "join"}, "table"),
        ({"type": "refused", "code": "full", "reason": "no seat", "of": "join"}, "full"),
        (None, "unreachable"),
    ):
        driver.click(driver.widget("start").rect.center)
        driver.frames(2)
        assert isinstance(driver.top, LobbyScene)
        link = network.links[-1]
        if problem is None:
            link.status, link.error = "closed", "unreachable"
        else:
            link.inbox.append(problem)
        driver.frames(3)
        assert driver.top is join, key
        assert join.message_key == (
            "link.error.unreachable" if problem is None else f"lobby.refused.{key}"
        )
        assert (join.address, join.code, join.player_name) == ("10.0.0.9", "zzz-999", "Bo")
        assert link.status == "closed"  # the lobby closed it on its way out


def test_a_name_is_asked_for_and_may_be_as_long_as_the_protocol_allows(make_app, network) -> None:
    """Trial 17: two empty names made two "Player"s at one table, and a name was cut to 16
    characters in the field although the protocol takes 40."""
    driver = make_app()
    driver.click(driver.widget("join").rect.center)
    join = driver.top
    driver.click(driver.widget("address").rect.center)
    driver.type("10.0.0.9")
    driver.click(driver.widget("start").rect.center)
    assert join.message_key == "net.name_needed" and not network.links
    assert driver.top is join and driver.top.focus.focused.name == "your_name"
    long = "Bartholomew Featherstonehaugh-Smythe"  # 36 characters
    driver.type(long)
    assert join.player_name == long
    driver.click(driver.widget("start").rect.center)
    assert isinstance(driver.top, LobbyScene) and network.links[0].name == long
    driver.app.ctx.navigator.reset("host")
    driver.frames(2)
    host = driver.top
    host.player_name = ""
    host.rebuild()
    driver.click(driver.widget("start").rect.center)
    driver.frames(1)
    assert isinstance(driver.top, NoticeDialog) and len(network.links) == 1
    assert driver.app.ctx.t("net.name_needed") in driver.top.message


def test_the_french_lobby_words_leave_apart_from_quitting_the_app(make_app, network) -> None:
    """Trial 17: the lobby's Leave read "Quitter", the main menu's Quit; the key hints of the
    Host screen and the lobby differed; the French address example lost "wss://"."""
    driver = make_app(language="fr")
    t = driver.app.ctx.t
    assert t("lobby.leave") != t("menu.quit") and "quitt" not in t("hints.lobby").lower()
    assert "wss://" in t("join.address.placeholder")
    for language in ("de", "fr", "es"):
        driver.app.ctx.change_settings(language=language)
        t = driver.app.ctx.t
        assert t("hints.lobby").split("  ·  ")[:2] == t("hints.form").split("  ·  ")[::2][:2]
