"""Network scenes with nobody on the network, for ``rondo-desktop screenshot --scene
host|join|lobby``: a lobby of four (you and a friend ready, one friend disconnected, a
computer), hosts found on the home network, a seat to take again. No socket is opened."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.net.link import Status
from rondo_desktop.app.net.tokens import SeatToken, SeatTokens

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene

CODE = "K7Q4M2"
ADDRESS = "ws://192.168.1.20:47100"


@dataclass
class ShowcaseLink:
    """A link that has taken seat 0 of a lobby and hears nothing more."""

    url: str = ADDRESS
    name: str = "Ana"
    status: Status = "connected"
    error: str = ""
    seat: dict[str, Any] | None = None
    hosted_here: bool = False
    inbox: list[dict[str, Any]] = field(default_factory=list)
    sent: list[dict[str, Any]] = field(default_factory=list)

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def poll(self) -> list[dict[str, Any]]:
        messages, self.inbox = self.inbox, []
        return messages

    def put_back(self, messages: Iterable[dict[str, Any]]) -> None:
        self.inbox[:0] = list(messages)

    def close(self) -> None:
        self.status = "closed"


def lobby_message(game: str, strength: str, title: str) -> dict[str, Any]:
    def person(name: str, connected: bool, ready: bool) -> dict[str, Any]:
        return {
            "kind": "remote",
            "name": name,
            "taken": True,
            "connected": connected,
            "ready": ready,
            "stand_in": False,
        }

    computer = {"kind": strength, "name": strength, "taken": True, "connected": True}
    return {
        "type": "lobby",
        "table": CODE,
        "game": game,
        "title": title,
        "seats": [
            person("Ana", True, True),
            person("Bo", True, True),
            person("Cy", False, False),
            {**computer, "ready": True, "stand_in": False},
        ],
        "started": False,
        "turn_seconds": 120,
        "grace": 60.0,
        "options": {},
    }


@dataclass
class ShowcaseHost:
    """An embedded host that is already listening."""

    def start(self) -> int:
        return 47100

    def addresses(self) -> list[str]:
        return [ADDRESS, "ws://127.0.0.1:47100"]

    def stop(self) -> None:
        pass

    def saved_tables(self) -> list[Any]:
        return []

    def resume(self, path: Any) -> str:
        return CODE

    def owner_of(self, code: str) -> str | None:
        return None


@dataclass(frozen=True)
class ShowcaseFound:
    name: str
    address: str
    port: int
    tls: bool


class ShowcaseBrowser:
    def hosts(self) -> list[Any]:
        return [
            ShowcaseFound("Ana", "192.168.1.20", 47100, False),
            ShowcaseFound("club.example.org", "203.0.113.7", 47100, True),
        ]

    def close(self) -> None:
        pass


def scene(ctx: AppContext, name: str, game: str) -> Scene:
    """The network scene ``name`` (host, join or lobby) as a player would see it."""
    from rondo_desktop.app.scenes.host import HostScene
    from rondo_desktop.app.scenes.join import JoinScene
    from rondo_desktop.app.scenes.lobby import LobbyScene

    if name == "host":
        return HostScene(ctx, game)
    if name == "join":
        seat = SeatToken(ADDRESS, "P3XR9W", 1, "showcase", "Bo", game, time.time())
        SeatTokens(ctx.data_dir).keep(seat)
        return JoinScene(ctx, browser=ShowcaseBrowser())
    spec = ctx.spec(game)
    link = ShowcaseLink(seat={"type": "seated", "table": CODE, "seat": 0, "token": "showcase"})
    link.inbox = [
        {"type": "opened", "table": CODE, "owner": "showcase-owner"},
        link.seat or {},
        lobby_message(
            game, spec.strengths[(len(spec.strengths) - 1) // 2], ctx.t("host.table_of", name="Ana")
        ),
    ]
    lobby = LobbyScene(ctx, "Ana", link=link, host=ShowcaseHost(), hosted={"type": "open"})
    return lobby
