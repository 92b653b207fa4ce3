"""Recent games: the last finished games of every game that can review its games, newest
first, each opening in that game's review.

The list reads ``<data dir>/recent`` (:class:`~rondo_desktop.app.recent.RecentGames`); a file
that cannot be read is set aside there and the list says so, the others still shown. The host
never names a game: a game's review scene is reached through its UI
(:func:`~rondo_desktop.games.spec.review_scene_of`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.i18n import join_names
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.recent import RecentEntry, RecentGames
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import show_notice
from rondo_desktop.app.scenes.file_notices import show_recent_notice
from rondo_desktop.app.seat_names import default_name
from rondo_desktop.app.widgets import Button, Widget
from rondo_desktop.games.spec import SaveRefused, review_scene_of

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

log = logging.getLogger(__name__)


def when(finished: str) -> str:
    """ "2026-11-30 22:10" from the ISO time a game finished (as written, when it is not one)."""
    date, _, time = finished.partition("T")
    return f"{date} {time[:5]}".strip()


class RecentScene(PanelScene):
    layout_name = "recent"
    title_key = "recent.title"
    hints_key = "hints.recent"
    name = "recent"

    def __init__(self, ctx: AppContext) -> None:
        self.store = RecentGames(ctx.data_dir)
        self.entries: list[RecentEntry] = self.store.entries()
        self.selected = 0
        self.first = 0  # the first row in view
        super().__init__(ctx)

    def enter(self) -> None:
        show_recent_notice(self.ctx, self.store)  # a file set aside while the list was read

    # -- the rows ------------------------------------------------------------------------

    def row_height(self) -> int:
        return self.place.px(int(self.place.prop("list", "item_height", 52)))

    def rows_in_view(self) -> int:
        pad = self.place.px(int(self.place.prop("list", "padding", 20)))
        return max(1, (self.place.rect("list").height - pad * 2) // self.row_height())

    def row_rect(self, index: int) -> pygame.Rect:
        area = self.place.rect("list")
        pad = self.place.px(int(self.place.prop("list", "padding", 20)))
        top = area.top + pad + (index - self.first) * self.row_height()
        return pygame.Rect(area.left + pad, top, area.width - pad * 2, self.row_height())

    def select(self, index: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, index))
        shown = self.rows_in_view()
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + shown:
            self.first = self.selected - shown + 1

    def game_name(self, entry: RecentEntry) -> str:
        if entry.game in self.ctx.games.names():
            return self.ctx.t(self.ctx.spec(entry.game).display_key)
        return entry.game

    def seat_name(self, entry: RecentEntry, seat: int) -> str:
        """The seat's name; a default one ("Computer 1", the one person at the screen's
        "You") in today's language."""
        if seat in entry.unnamed:
            return default_name(entry.kinds, seat, self.ctx.t)
        return self.ctx.t("table.you") if seat == entry.you else entry.names[seat]

    def players_line(self, entry: RecentEntry) -> str:
        return "  ·  ".join(
            f"{self.seat_name(entry, seat)} {score}"
            for seat, score in zip(range(len(entry.names)), entry.scores, strict=False)
        )

    def result_line(self, entry: RecentEntry) -> str:
        seats = [s for s in entry.winners if 0 <= s < len(entry.names)]
        winners = [self.seat_name(entry, s) for s in seats]
        if len(winners) > 1:
            outcome = self.ctx.t("recent.shared", names=join_names(self.ctx.t, winners))
        elif seats == [entry.you]:
            outcome = self.ctx.t("recent.you_won")
        elif winners:
            outcome = self.ctx.t("recent.won", name=winners[0])
        else:
            outcome = ""
        parts = [self.game_name(entry), when(entry.finished), outcome]
        return "  ·  ".join(part for part in parts if part)

    # -- acting --------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        review = Button(
            ctx.t("recent.open"), self.open_selected, "primary", place.font_px("open", 22), "open"
        )
        review.rect = place.rect("open")
        review.enabled = bool(self.entries)
        back = Button(ctx.t("common.back"), self.back, px=place.font_px("back", 22), name="back")
        back.rect = place.rect("back")
        return [review, back]

    def open_selected(self) -> None:
        if self.entries:
            self.open_entry(self.entries[self.selected])

    def open_entry(self, entry: RecentEntry) -> None:
        """The entry's game in its review; a file that cannot be read is told, not opened."""
        ctx = self.ctx
        ui = ctx.game_ui(entry.game) if entry.game in ctx.games.names() else None
        review = review_scene_of(ui) if ui is not None else None
        if review is None:
            show_notice(ctx, "recent.cannot.title", "recent.no_review", game=entry.game)
            return
        try:
            data = self.store.load(entry)
        except SaveRefused as error:
            log.warning("cannot open the recent game %s: %s", entry.path, error)
            show_recent_notice(ctx, self.store)
            self.entries = self.store.entries()
            self.select(self.selected)
            self.rebuild()
            return
        ctx.stack.push(review(ctx, data), fade=True)

    def handle(self, intent: Intent) -> bool:
        steps = {
            Kind.UP: self.selected - 1,
            Kind.DOWN: self.selected + 1,
            Kind.HOME: 0,
            Kind.END: len(self.entries) - 1,
            Kind.PAGE_UP: self.selected - self.rows_in_view(),
            Kind.PAGE_DOWN: self.selected + self.rows_in_view(),
        }
        if intent.kind in steps and self.entries:
            self.select(steps[intent.kind])
            return True
        if intent.kind == Kind.SCROLL and self.entries:
            self.select(self.selected - intent.amount)
            return True
        if intent.kind == Kind.POINTER_DOWN:
            for index in self._visible():
                if self.row_rect(index).collidepoint(intent.pos):
                    if index == self.selected:
                        self.open_entry(self.entries[index])  # a second click opens it
                    self.select(index)
                    return True
        return super().handle(intent)

    def _visible(self) -> range:
        return range(self.first, min(len(self.entries), self.first + self.rows_in_view()))

    # -- drawing -------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "list")
        if not self.entries:
            self._empty(surface, rect)
            return
        for index in self._visible():
            self._row(surface, index)
        if len(self.entries) > self.rows_in_view():
            more = ctx.t("recent.count", shown=self.selected + 1, count=len(self.entries))
            ctx.text.blit(
                surface,
                more,
                "ui",
                place.text_px(15),
                theme.ink_muted,
                (rect.right - place.px(20), rect.bottom - place.px(6)),
                "bottomright",
            )

    def kept_games(self) -> str:
        """The games whose finished matches the list keeps, by name: those with a review (a
        finished Ronda match is not kept, and a player who just finished one reads why)."""
        ctx = self.ctx
        kept = ctx.recent_games()
        return ctx.t("recent.games_sep").join(ctx.t(ctx.spec(g).display_key) for g in kept)

    def _empty(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Why the list is empty, in the middle of the panel."""
        ctx, place = self.ctx, self.place
        px = round(place.font_px("list", 19) * 1.15)
        empty = ctx.t("recent.empty", games=self.kept_games())
        lines = ctx.text.wrap(empty, "italic", px, rect.width * 2 // 3)
        line_h = ctx.text.font("italic", px).get_linesize()
        y = rect.centery - line_h * len(lines) // 2
        for line in lines:
            ctx.text.blit(
                surface, line, "italic", px, ctx.theme.ink_muted, (rect.centerx, y), "midtop"
            )
            y += line_h

    def _row(self, surface: pygame.Surface, index: int) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        entry = self.entries[index]
        row = self.row_rect(index).inflate(0, -place.px(4))
        if index == self.selected:
            lit = lerp_colour(theme.panel, theme.accent, 0.25)
            pygame.draw.rect(surface, lit, row, border_radius=place.px(8))
        px = place.font_px("list", 19)
        small = max(12, round(px * 0.8))
        left = row.left + place.px(14)
        width = row.width - place.px(28)
        players = self.players_line(entry)
        # A line with Arabic stands in a taller box than a Latin one: the two lines move apart
        # by the difference (none in a left-to-right language), half up, half down.
        first = ctx.text.fit_px(players, "ui_bold", px, width)
        taller = (
            ctx.text.line_height("ui_bold", first, players)
            - ctx.text.font("ui_bold", first).get_linesize()
        )
        up, down = taller // 2, taller - taller // 2
        for text, role, size, colour, y in (
            (players, "ui_bold", px, theme.ink, row.top + place.px(4) - up),
            (
                self.result_line(entry),
                "ui",
                small,
                theme.ink_muted,
                row.centery + place.px(2) + down,
            ),
        ):
            fit = ctx.text.fit_px(text, role, size, width)
            ctx.text.blit(surface, text, role, fit, colour, (left, y), "topleft")
