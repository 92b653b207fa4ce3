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

from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.link import Link, LinkLike
from rondo_desktop.app.net.lobby_talk import LobbyTalk, wire_code
from rondo_desktop.app.net.tokens import SeatTokens
from rondo_desktop.app.scenes import lobby_view
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import ask
from rondo_desktop.app.scenes.join import JoinScene
from rondo_desktop.app.widgets import Button, Toggle, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

log = logging.getLogger(__name__)


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
        self.handed_over = False  # the table was opened over the lobby
        self.turned_back = False  # a join that failed went back to the Join screen
        tokens = SeatTokens(ctx.data_dir)
        try:
            if hosted is not None or resume is not None:
                url, table, token = self._start_host(ctx, player, resume, tokens)
            if self.link is None:
                self.link = Link(url, player)
            self.talk = LobbyTalk(self.link, tokens, table=table, token=token, opening=hosted)
        except hosting.Unavailable:
            self.problem = "lobby.no_host"
        except Exception:  # a port refused, an autosave the host cannot read: the player is told
            log.exception("cannot host the table")
            self.problem = "lobby.host_failed"
        self._shown: tuple[object, ...] = ()
        super().__init__(ctx)

    def _start_host(
        self, ctx: AppContext, player: str, resume: Path | None, tokens: SeatTokens
    ) -> tuple[str, str, str | None]:
        """The embedded host started: the loopback address, and for a table hosted again its
        code and the token of the player's own seat there."""
        if self.host is None:
            self.host = hosting.embedded_host(ctx.data_dir, name=player)
        port = self.host.start()
        if resume is None:
            return f"ws://127.0.0.1:{port}", "", None
        table = wire_code(self.host.resume(resume))
        held = tokens.find(table)
        return f"ws://127.0.0.1:{port}", table, held.token if held else None

    # -- what is shown ---------------------------------------------------------------------

    def title(self) -> str:
        lobby = self.talk.lobby if self.talk is not None else None
        host = lobby.get("host") if lobby else None
        if isinstance(host, str) and host.strip():  # in this player's language
            return self.ctx.t("host.table_of", name=host.strip())
        title = lobby.get("title") if lobby else None  # a scripted table's, as given
        return title if isinstance(title, str) and title.strip() else self.ctx.t(self.title_key)

    def addresses(self) -> list[str]:
        """Where friends find this table: the host's LAN address first; a joiner's own."""
        if self.host is not None:
            try:
                return list(self.host.addresses())
            except Exception:  # an address list is worth no crash
                log.exception("cannot list the host's addresses")
                return []
        return [self.link.url] if self.link is not None else []

    def _signature(self) -> tuple[object, ...]:
        """What the widgets depend on: they are built again when it changes."""
        talk = self.talk
        if talk is None:
            return (self.problem,)
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
        talk = self.talk
        if talk is None or self.handed_over or self.turned_back:
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
        if self.link is not None:
            self.link.close()
        if self.host is not None:
            self.host.stop()

    def hints(self) -> str:
        return self.ctx.t(self.hints_key)

    def draw_content(self, surface: pygame.Surface) -> None:
        lobby_view.draw(surface, self)
