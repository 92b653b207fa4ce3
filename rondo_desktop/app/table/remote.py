"""Any game's table at a network host: the part every table scene shares.

A table whose session is a :class:`~rondo_desktop.app.session.remote.RemoteSession` marks the
seats whose person dropped ("disconnected", then "computer playing" once the host's stand-in
plays the seat), says "Reconnecting…" while the person's own link tries again, shows what the
host said (a refused move, a time-out) on the turn line, waits for the host's final game
before the results, and leaves the table instead of saving it. At a local table all of this
is silent.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.scenes.dialog import ask
from rondo_desktop.app.session.remote import RemoteSession

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.app.table.memo import TextMemo

NOTICE_SECONDS = 3.0  # a host's notice on the turn line
ESC_PART = re.compile(r"\s+·\s+(?!.*·)")  # the dot before a line of key hints' last part
MARK_KEYS = {"disconnected": "table.net.disconnected", "stand_in": "table.net.computer_playing"}


def remote_of(session: object) -> RemoteSession | None:
    """``session`` when it is played at a network table, else None."""
    return session if isinstance(session, RemoteSession) else None


class RemoteTablePart:
    """Mixed into :class:`~rondo_desktop.app.table.scene.CardTableScene`."""

    ctx: AppContext
    session: Any

    if TYPE_CHECKING:  # the table scene's own

        def announce(self, text_key: str, seconds: float, **params: object) -> None: ...

        def seat_name(self, seat: int) -> str: ...

    @property
    def remote(self) -> RemoteSession | None:
        return remote_of(self.session)

    def seat_mark(self, seat: int) -> str:
        """What the table shows by a seat's name about its person's connection ("": none)."""
        remote = self.remote
        key = MARK_KEYS.get(remote.seat_mark(seat), "") if remote is not None else ""
        return self.ctx.t(key) if key else ""

    def link_down(self) -> tuple[str, str] | None:
        """(title, line) while the person's own link to the host is down, else None."""
        remote = self.remote
        if remote is None or remote.is_over or remote.link_state == "ok":
            return None
        t = self.ctx.t
        if remote.link_state == "closed":
            return t("table.net.closed"), t("table.net.closed.body")
        if remote.link_state == "reconnecting":
            return t("table.net.reconnecting"), t("table.net.reconnecting.body")
        return t("table.net.lost"), t("table.net.lost.body")

    def remote_banner(self) -> str | None:
        """The turn line while the person's own link is down (None: the usual line)."""
        down = self.link_down()
        return None if down is None else down[0]

    def tell_remote(self) -> None:
        """Show what the host said since the last frame on the turn line."""
        remote = self.remote
        if remote is None:
            return
        for key, params in remote.take_notices():
            seat = params.get("seat")
            if isinstance(seat, int):
                mine = seat == remote.my_seat
                key += "_you" if mine else ""
                params = {"name": self.seat_name(seat)}
            self.announce(key, NOTICE_SECONDS, **params)

    def table_hints(self, hints: str) -> str:
        """The key hints under the table: at a network table Esc opens the menu, it pauses
        nothing (every game's hints end with the Esc part)."""
        if self.remote is None:
            return hints
        last = ESC_PART.search(hints)
        return hints if last is None else hints[: last.end()] + self.ctx.t("hints.net.esc")

    def results_waiting(self) -> bool:
        """The game is over on the screen, but the host's final game has not come yet."""
        remote = self.remote
        return remote is not None and not remote.results_ready

    def leave_table(self) -> None:
        """Leave the network table for the menu; the seat stays the person's to join again.
        Hosting it, leaving ends the game for everyone: asked first."""
        remote = self.remote
        if remote is not None and remote.hosting and remote.link_state != "closed":
            ask(
                self.ctx,
                "pause.net.close.title",
                "pause.net.close.body",
                "pause.net.close.yes",
                "confirm.cancel",
                self.really_leave,
            )
            return
        self.really_leave()

    def really_leave(self) -> None:
        remote = self.remote
        if remote is not None:
            remote.leave()
        self.ctx.navigator.reset("menu")

    def closed_by_host(self) -> bool:
        """The host closed the table: Enter or Esc leads to the menu."""
        remote = self.remote
        return remote is not None and not remote.is_over and remote.link_state == "closed"


def mark_width(ctx: AppContext, place: Placement, text: str, room: int, memo: TextMemo) -> int:
    """How wide :func:`draw_mark` draws ``text`` within ``room``."""
    pad = place.px(7)
    px = memo.fit_px(text, "ui_bold", place.text_px(13), max(1, room - pad * 2))
    return min(room, ctx.text.width(text, "ui_bold", px) + pad * 2)


def draw_mark(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    at: tuple[int, int],
    text: str,
    room: int,
    memo: TextMemo,
    anchor: str = "midleft",
) -> pygame.Rect:
    """A seat's connection mark: a small red pill with ``text``, its ``anchor`` at ``at``,
    at most ``room`` wide. Returns where it lies."""
    theme = ctx.theme
    pad = place.px(7)
    px = memo.fit_px(text, "ui_bold", place.text_px(13), max(1, room - pad * 2))
    width = mark_width(ctx, place, text, room, memo)
    pill = pygame.Rect(0, 0, width, ctx.text.font("ui_bold", px).get_linesize() + place.px(4))
    setattr(pill, anchor, at)
    fill = lerp_colour(theme.danger, theme.felt_edge, 0.15)
    pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
    ctx.text.blit(surface, text, "ui_bold", px, (255, 255, 255), pill.center, "center")
    return pill


def draw_reconnecting(
    surface: pygame.Surface, ctx: AppContext, place: Placement, down: tuple[str, str]
) -> None:
    """The person's own link is down: a box over the dimmed table says so (the seat is kept
    and the link tries again by itself)."""
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 110))
    surface.blit(dim, (0, 0))
    message = place.rect("message")
    text, body = down
    width = message.width - place.px(80)
    body_h = ctx.text.wrapped_height(body, "ui", place.px(19), width)
    panel = pygame.Rect(0, 0, message.width, place.px(96) + body_h)
    panel.center = message.center
    ctx.art.panel(surface, panel, ctx.theme, place.px(16))
    title_px = ctx.text.fit_px(text, "display", place.px(34), panel.width - place.px(48))
    ctx.text.blit(
        surface,
        text,
        "display",
        title_px,
        ctx.theme.ink,
        (panel.centerx, panel.top + place.px(42)),
        "center",
    )
    area = pygame.Rect(panel.left + place.px(40), panel.top + place.px(76), width, body_h)
    ctx.text.blit_wrapped(
        surface, body, "ui", place.px(19), ctx.theme.ink_muted, area, align="center"
    )
