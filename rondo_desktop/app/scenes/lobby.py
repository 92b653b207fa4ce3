"""The lobby of a network table: its code big, the addresses to share, who sits where (ready,
connected), a Ready toggle, the opener's Start (once every seat is taken) and Leave.

Opened by Host (``hosted``: the ``open`` message; ``resume``: an autosaved table), it starts
the embedded host and joins it over loopback like everyone else; opened by Join, it joins the
table at ``url`` (the code typed, or the first with a free seat; ``token``: taking one's seat
again). When the host's first ``state`` arrives the table opens over the lobby
(``open_remote_table``); the lobby stays below it, holding the host and the link, and when the
table is done, the way back leads to the menu.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.game_setup import clean_text
from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.background import Background, in_background
from rondo_desktop.app.net.link import Link, LinkLike
from rondo_desktop.app.net.lobby_talk import LobbyTalk, wire_code
from rondo_desktop.app.net.tokens import SeatTokens
from rondo_desktop.app.scenes import lobby_view
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import ask
from rondo_desktop.app.scenes.join import JoinScene
from rondo_desktop.app.widgets import Button, Toggle, Widget
from rondo_desktop.net.protocol import MAX_NAME

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

log = logging.getLogger(__name__)
# What the host's start gives the lobby: the URL, the table's code, the player's seat token and
# the opener's token (the last three only for a table hosted again).
Started = tuple[str, str, str | None, str | None]

MAX_TITLE = 60  # a host's table title shown at most


class LobbyScene(PanelScene):
    layout_name = "setup"
    title_key = "lobby.title"
    name = "lobby"
    hints_key = "hints.lobby"

    def __init__(
        self,
        ctx: AppContext,
        player: str = "",
        *,
        hosted: dict[str, Any] | None = None,
        resume: Path | None = None,
        url: str = "",
        table: str = "",
        token: str | None = None,
        link: LinkLike | None = None,
        host: hosting.EmbeddedHost | None = None,
    ) -> None:
        self.host = host
        self.link = link
        self.talk: LobbyTalk | None = None
        self.problem = ""  # a translation key: the lobby could not even begin
        self.problem_params: dict[str, object] = {}
        self.handed_over = False  # the table was opened over the lobby
        self.turned_back = False  # a join that failed went back to the Join screen
        self.player = player
        self._hosted = hosted
        self._tokens = SeatTokens(ctx.data_dir)
        self._addresses: list[str] = []  # the host's, asked once: it opens a socket
        # Starting the host waits for its thread (and hosting a table again reads its file):
        # done on a thread of its own while the lobby says "Starting the table…".
        self.starting: Background[Started] | None = None
        self.stopping: Background[object] | None = None
        if hosted is not None or resume is not None:
            self.starting = Background(lambda: self._start_host(ctx, resume), "host start")
        else:
            if self.host is not None:  # a host handed over already listening (screenshots)
                self._addresses = self._ask_addresses()
            self._begin(url, table, token)
        self._shown: tuple[object, ...] = ()
        super().__init__(ctx)

    def _start_host(self, ctx: AppContext, resume: Path | None) -> Started:
        """(On the starting thread.) The embedded host started: the loopback address, and
        for a table hosted again its code, the token of the player's own seat there and the
        opener's token (so Start works on a table that waited for it)."""
        if self.host is None:
            self.host = hosting.embedded_host(ctx.data_dir, name=self.player)
        port = self.host.start()
        self._addresses = self._ask_addresses()
        url = f"ws://127.0.0.1:{port}"
        if resume is None:
            return url, "", None, None
        try:
            table = wire_code(self.host.resume(resume))
        except ValueError as error:  # the autosave cannot be read: set aside, never deleted
            raise hosting.Damaged(hosting.set_aside(resume)) from error
        held = self._tokens.find(url, table) or self._tokens.find_own(table)
        return url, table, held.token if held else None, self.host.owner_of(table)

    def _begin(self, url: str, table: str, token: str | None, owner: str | None = None) -> None:
        """Connect (the link's own thread does) and ask for the seat."""
        if self.link is None:
            self.link = Link(url, self.player)
        self.link.hosted_here = self.host is not None
        self.talk = LobbyTalk(
            self.link, self._tokens, table=table, token=token, opening=self._hosted
        )
        if owner is not None:  # a table hosted again: its Start is still this app's
            self.talk.owner = owner

    def _started(self, starting: Background[Started]) -> None:
        """The host's start came back: join it, or say why it did not start."""
        self.starting = None
        error = starting.error
        if starting.result is not None:
            self._begin(*starting.result)
        elif isinstance(error, hosting.Unavailable):
            self.problem = "lobby.no_host"
        elif isinstance(error, hosting.Damaged):
            self.problem, self.problem_params = "lobby.autosave_set_aside", {"file": error.name}
        else:  # a port refused, a host that did not answer: the player is told
            log.error("cannot host the table", exc_info=error)
            self.problem = "lobby.host_failed"

    # -- what is shown ---------------------------------------------------------------------

    def title(self) -> str:
        lobby = self.talk.lobby if self.talk is not None else None
        host = clean_text(lobby.get("host"), MAX_NAME) if lobby else ""
        if host:  # a table hosted from the app: its title in this player's language
            return self.ctx.t("host.table_of", name=host)
        title = clean_text(lobby.get("title"), MAX_TITLE) if lobby else ""  # as given
        return title or self.ctx.t(self.title_key)

    def addresses(self) -> list[str]:
        """Where friends find this table: the host's LAN address first; a joiner's own."""
        if self.host is not None:
            return self._addresses
        return [self.link.url] if self.link is not None else []

    def _ask_addresses(self) -> list[str]:
        try:
            return list(self.host.addresses()) if self.host is not None else []
        except Exception:  # an address list is worth no crash
            log.exception("cannot list the host's addresses")
            return []

    def _signature(self) -> tuple[object, ...]:
        """What the widgets depend on: they are built again when it changes."""
        talk = self.talk
        if talk is None:
            return (self.problem, self.starting is None)
        return (talk.seat, talk.owner, talk.can_start, talk.ready, talk.problem, talk.playing)

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        self._shown = self._signature()
        leave = Button(ctx.t("lobby.leave"), self.back, px=place.font_px("back", 22), name="back")
        leave.rect = place.rect("back")
        widgets: list[Widget] = [leave]
        talk = self.talk
        if talk is None or talk.problem or talk.seat is None:
            return widgets
        ready = Toggle(
            ctx.t("lobby.ready"),
            talk.ready,
            talk.say_ready,
            px=place.font_px("options", 20),
        )
        area = place.rect("options")
        height = place.px(int(place.prop("options", "item_height", 56)))
        ready.rect = pygame.Rect(area.left, area.bottom - height, area.width, height)
        ready.name = "ready"
        widgets.insert(0, ready)
        if talk.owner is not None:
            start = Button(
                ctx.t("lobby.start"), talk.start, "primary", place.font_px("start", 24), "start"
            )
            start.rect = place.rect("start")
            start.enabled = talk.can_start
            widgets.append(start)
        return widgets

    # -- the frame -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.starting is not None and self.starting.done:
            self._started(self.starting)
        talk = self.talk
        if talk is None or self.handed_over or self.turned_back:
            if self._signature() != self._shown:
                self.rebuild()
            return
        talk.update()
        if self.host is None and talk.seat is None and talk.problem and self._back_to_join():
            return
        if talk.playing:
            self._open_table()
        elif self._signature() != self._shown:
            focused = self.focus.focused
            name = focused.name if focused else ""
            # Seated at last: the focus goes from Leave to Ready, what one does next.
            self.rebuild(
                "ready" if name == "back" and self.focus.by_name("ready") is None else name
            )

    def _back_to_join(self) -> bool:
        """A join that found no seat (a wrong address or code, a full table, a seat no longer
        ours) goes back to the Join screen, the error shown there with what was typed: no
        lobby with a code and an address that lead nowhere. False when not opened by Join."""
        scenes = self.ctx.stack.scenes
        below = scenes[-2] if len(scenes) >= 2 and scenes[-1] is self else None
        if not isinstance(below, JoinScene) or self.talk is None:
            return False
        below.message_key = self.talk.problem
        self.turned_back = True
        self.ctx.stack.pop(fade=True)
        return True

    def _open_table(self) -> None:
        self.handed_over = True
        assert self.link is not None
        try:
            table = hosting.open_remote_table(self.ctx, self.link)
        except hosting.Unavailable:
            self.problem = "lobby.no_table"
            self.rebuild()
            return
        if table is not None:  # else it put itself on the stack
            self.ctx.stack.push(table, fade=True)

    def resume(self) -> None:
        if self.handed_over:  # the table is done: back to the menu, not to a stale lobby
            self.ctx.navigator.reset("menu")

    def back(self) -> None:
        """Leave (the button, Esc): the seat is given up before the start. Hosting, leaving
        closes the table: asked first when friends sit at it."""
        talk = self.talk
        friends = [] if talk is None else [r for r in talk.seats if r.get("kind") == "remote"]
        if self.host is not None and sum(1 for r in friends if r.get("taken")) > 1:
            ask(
                self.ctx,
                "lobby.close.title",
                "lobby.close.body",
                "lobby.close.yes",
                "confirm.cancel",
                self.leave,
            )
            return
        self.leave()

    def leave(self) -> None:
        if self.talk is not None:
            self.talk.leave()
        super().back()

    def exit(self) -> None:
        """The link closed and the host stopped on a thread: a friend who does not answer
        the closing handshake must not hold the screen."""
        self.stopping = in_background(self._shut_down, "host stop")

    def _shut_down(self) -> None:
        starting = self.starting
        if starting is not None:  # left while starting: stop what it started
            starting.wait()
        if self.link is not None:
            self.link.close()
        if self.host is not None:
            self.host.stop()

    def hints(self) -> str:
        return self.ctx.t(self.hints_key)

    def draw_content(self, surface: pygame.Surface) -> None:
        lobby_view.draw(surface, self)
