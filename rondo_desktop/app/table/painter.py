"""Painting any game's table: cloth, scoreboard, log, seats, sand timer, turn banner, the
status line, rising points, the handover screen.

The painter reads the table scene through :class:`TableView` and changes nothing it reads: the
scene decides what is so (whose turn, what the status line says), the painter only how it
looks. A game's painter subclasses :class:`TablePainterBase` and paints the middle of the
table (Rondo: the pile, the holder and the hand) in :meth:`~TablePainterBase.draw_pile_area`
and :meth:`~TablePainterBase.draw_game`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

from rondo_desktop.app.anim.tween import ease_out_cubic
from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.i18n import join_names
from rondo_desktop.app.scenes.common import draw_hints
from rondo_desktop.app.table.memo import TextMemo
from rondo_desktop.app.table.remote import draw_reconnecting
from rondo_desktop.app.table.scene import LOG_ENTRIES
from rondo_desktop.app.table.seats import SeatInfo, draw_log, draw_scoreboard, draw_seat
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.anim.hourglass import Hourglass
    from rondo_desktop.app.anim.sprites import Popup
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.app.table.protocols import TableDealer, TableSession
    from rondo_desktop.app.widgets import FocusGroup


class TableView(Protocol):
    """What the generic painter reads from the table scene, and all it reads."""

    ctx: AppContext
    place: Placement
    hourglass: Hourglass
    focus: FocusGroup
    handover_focus: FocusGroup
    banner: tuple[str, float] | None
    clock: float  # seconds since the scene opened: the current seat's glow pulses with it
    log_scroll: int  # how many of the newest log entries are scrolled out of view

    @property
    def session(self) -> TableSession: ...

    @property
    def dealer(self) -> TableDealer: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def busy(self) -> bool: ...

    @property
    def hints_key(self) -> str: ...

    def seat_rects(self) -> dict[int, pygame.Rect]: ...

    def seat_name(self, seat: int) -> str: ...

    def about_seat(self, key: str, **params: object) -> str: ...

    def seat_detail(self, seat: int) -> str: ...

    def seat_mark(self, seat: int) -> str: ...

    def link_down(self) -> tuple[str, str] | None: ...

    def table_hints(self, hints: str) -> str: ...

    def status_line(self) -> tuple[str, str] | None: ...

    def banner_text(self) -> str: ...

    def handover_shown(self) -> bool: ...

    def handover_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]: ...


class TablePainterBase:
    def __init__(self, table: TableView) -> None:
        self.view = table
        # The same strings are fitted to the same panels every frame: measure each once.
        self.memo = TextMemo(table.ctx)
        self.log_shown: list[str] = []  # the log entries on screen at the last frame

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """What lies under everything: the cloth (a game may paint its still parts into it)."""
        return self.view.ctx.art.cloth(size, self.view.ctx.theme)

    def draw(self, surface: pygame.Surface) -> None:
        """The whole table, back to front: what is drawn later lies on top."""
        table = self.view
        ctx = table.ctx
        surface.blit(self.background(surface.get_size()), (0, 0))
        infos = self._seat_infos()
        rects = table.seat_rects()
        self._draw_around(surface, infos, rects)
        self._draw_timer(surface)
        self.draw_pile_area(surface)
        self._draw_banner(surface)
        self.draw_game(surface, infos, rects)
        self._draw_popups(surface)
        table.focus.draw(surface, ctx)
        hints = table.table_hints(ctx.t(table.hints_key))
        draw_hints(surface, ctx, surface.get_size(), table.place.scale, hints)
        if table.handover_shown():
            self._draw_handover(surface)
        down = table.link_down()
        if down is not None:  # the person's own link to the host is down
            draw_reconnecting(surface, ctx, table.place, down)

    def draw_pile_area(self, surface: pygame.Surface) -> None:
        """What lies under the turn banner's line: the game's draw pile."""

    def draw_game(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        """The game's middle of the table, over the banner and under the rising points."""

    # -- what the table shows in words ---------------------------------------------------

    def _seat_infos(self) -> list[SeatInfo]:
        table = self.view
        shown, session = table.dealer.shown, table.session
        return [
            SeatInfo(
                seat=seat,
                name=table.seat_name(seat),
                detail=table.seat_detail(seat),
                score=shown.scores[seat],
                cards=shown.counts[seat],
                current=shown.current == seat,
                thinking=session.is_thinking and session.current_seat == seat,
                mark=table.seat_mark(seat),
            )
            for seat in range(len(session.seats))
        ]

    def _log_lines(self) -> list[str]:
        table = self.view
        lines = []
        # Only the moves already seen: the log must not tell what the dealer still animates.
        # And only the last 30 of them, the ones shown: a game of 20,000 exchanges must not
        # format 20,000 lines every frame.
        seen = table.dealer.shown.log_count
        for entry in table.session.log[max(0, seen - 30) : seen]:
            params = dict(entry.params)
            if entry.seat is not None and "name" in params and not params["name"]:
                params["name"] = table.seat_name(entry.seat)
            winners = params.pop("winners", None)
            if winners is not None:  # the seats a line names together, named as they are now
                params["names"] = join_names(table.ctx.t, [table.seat_name(s) for s in winners])
            lines.append(table.about_seat(entry.key, **params))
        return lines[-LOG_ENTRIES:]

    # -- the parts -----------------------------------------------------------------------

    def _paint_log(self, layer: pygame.Surface, rect: pygame.Rect) -> None:
        """The move log in ``rect``: the game's lines (:meth:`_log_lines`), scrolled."""
        table = self.view
        self.log_shown = draw_log(
            layer,
            table.ctx,
            table.place,
            rect,
            table.ctx.t("table.log"),
            self._log_lines(),
            self.memo,
            table.log_scroll,
        )

    def _draw_around(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        """The scoreboard, the move log and the opponents' seats."""
        table = self.view
        ctx, place = table.ctx, table.place
        draw_scoreboard(
            surface,
            ctx,
            place,
            place.rect("scoreboard"),
            ctx.t("table.scoreboard"),
            infos,
            self.memo,
        )
        self._paint_log(surface, place.rect("log"))
        for seat, rect in rects.items():
            draw_seat(surface, ctx, place, rect, infos[seat], table.clock, self.memo)

    def _draw_timer(self, surface: pygame.Surface) -> None:
        table = self.view
        clock = table.session.clock
        if not clock.enabled:
            return
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        rect = place.rect("timer")
        label_h = place.px(26)
        glass = pygame.Rect(rect.left, rect.top, rect.width, rect.height - label_h)
        running = not clock.paused and not table.busy and not table.session.is_over
        table.hourglass.draw(surface, glass, clock.fraction, clock.urgent, running, theme)
        seconds = math.ceil(clock.remaining)
        text = ctx.t("table.timer", minutes=seconds // 60, seconds=f"{seconds % 60:02d}")
        ctx.text.blit(
            surface,
            text,
            "heavy",
            place.px(20),
            theme.danger if clock.urgent else theme.on_felt,
            (rect.centerx, rect.bottom),
            "midbottom",
        )

    def _draw_banner(self, surface: pygame.Surface) -> None:
        table = self.view
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        rect = place.rect("turn_banner")
        text = table.banner_text()
        px = self.memo.fit_px(text, "display", place.font_px("turn_banner", 26), rect.width)
        # And to its height: an Arabic line's box is taller than Lato's, and a low Arabic
        # letter (the tail of ي or ع) hung below the line into the cards under it.
        while px > MIN_TEXT_PX and ctx.text.line_height("display", px, text) > rect.height:
            px -= 1
        if theme.shadow_alpha:
            ctx.text.blit(
                surface, text, "display", px, theme.felt_edge, rect.move(2, 2).center, "center"
            )
        mine = table.dealer.shown.current == table.viewer and table.viewer is not None
        colour = theme.accent if mine and table.banner is None else theme.on_felt
        ctx.text.blit(surface, text, "display", px, colour, rect.center, "center")

    def draw_status(self, surface: pygame.Surface) -> None:
        """The status line: a pill saying what the player's move makes, or why it cannot."""
        table = self.view
        line = table.status_line()
        if line is None:
            return
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        text, tone = line
        rect = place.rect("preview")
        px = self.memo.fit_px(text, "ui_bold", place.font_px("preview", 20), rect.width - 40)
        width = ctx.text.width(text, "ui_bold", px) + place.px(36)
        pill = pygame.Rect(0, 0, min(rect.width, width), rect.height)
        pill.center = rect.center
        fill = {
            "good": lerp_colour(theme.panel, theme.fill, 0.12),
            "bad": lerp_colour(theme.panel, theme.danger, 0.12),
        }.get(tone, theme.panel)
        ink = {"good": theme.ink, "bad": theme.danger}.get(tone, theme.ink)
        ctx.art.panel(surface, pill, theme, pill.height // 2, fill=fill)
        ctx.text.blit(surface, text, "ui_bold", px, ink, pill.center, "center")

    def popup_rect(self, popup: Popup, size: tuple[int, int]) -> pygame.Rect:
        """Where rising points are now: up from where they were scored, never into the banner.
        Points scored above the banner (a seat's plate in the top row) stay above it, on the
        screen, so they rise from that plate and not over the table."""
        place = self.view.place
        t = popup.age / popup.ttl
        rise = place.px(60) * ease_out_cubic(min(1.0, t * 1.5))
        rect = pygame.Rect((0, 0), size)
        rect.center = (round(popup.x), round(popup.y - rise))
        banner = place.rect("turn_banner")
        if popup.y < banner.top:
            rect.top = max(rect.top, place.px(2))
            rect.bottom = min(rect.bottom, banner.top - place.px(2))
        else:
            rect.top = max(rect.top, banner.bottom + place.px(2))
        return rect

    def _draw_popups(self, surface: pygame.Surface) -> None:
        table = self.view
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        for popup in table.dealer.popups:
            t = popup.age / popup.ttl
            text = ctx.text.render(popup.text, "heavy", place.px(44), theme.accent)
            alpha = round(255 * min(1.0, (1 - t) * 3))
            shadow = ctx.text.render(popup.text, "heavy", place.px(44), theme.felt_edge)
            rect = self.popup_rect(popup, text.get_size())
            shadow.set_alpha(alpha)
            text.set_alpha(alpha)
            surface.blit(shadow, rect.move(2, 3))
            surface.blit(text, rect)
            # The rendered text may be a cached surface: leave it opaque for its next user.
            text.set_alpha(None)
            shadow.set_alpha(None)

    def _draw_handover(self, surface: pygame.Surface) -> None:
        """ "Pass the screen to ...": the whole table dimmed under the box (no hand shows)."""
        table = self.view
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        panel, body, _button = table.handover_rects()
        ctx.art.panel(surface, panel, theme, place.px(16))
        name = table.seat_name(table.session.current_seat)
        title = ctx.t("table.handover.title", name=name)
        px = ctx.text.fit_px(title, "display", place.px(34), panel.width - place.px(48))
        ctx.text.blit(
            surface,
            title,
            "display",
            px,
            theme.ink,
            (panel.centerx, panel.top + place.px(44)),
            "center",
        )
        ctx.text.blit_wrapped(
            surface,
            ctx.t("table.handover.body"),
            "ui",
            place.px(19),
            theme.ink_muted,
            body,
            align="center",
        )
        table.handover_focus.draw(surface, ctx)
