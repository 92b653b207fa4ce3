"""Painting Ronda's table on the generic painter: the ten places of the table with their
cards and the run a card would take, the stock and its "last cards" call, the piles with the
last capturer's mark, the hand, the seats' Spanish backs, the cards in flight and the bubbles.
The score pad, this hand's points and the end-of-hand summary are in :mod:`.pad`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_radius
from rondo_desktop.app.table.painter import TablePainterBase
from rondo_desktop.app.table.seats import SeatInfo, draw_seat, fan_rect
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.ronda.engine.cards import RANKS, rank_of
from rondo_desktop.games.ronda.table.cards_painter import GLOW, CardsPainter
from rondo_desktop.games.ronda.table.hand_pad import draw_hand_pad
from rondo_desktop.games.ronda.table.pad import draw_score_pad, draw_summary
from rondo_desktop.games.ronda.table.plates import (
    draw_plate_band,
    draw_plate_base,
    plate_detail,
    team_name,
)
from rondo_desktop.games.ronda.table.session import entry_seen_by

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.table.scene import RondaTable


class RondaPainter(CardsPainter, TablePainterBase):
    def __init__(self, table: RondaTable) -> None:
        super().__init__(table)
        self.table = table
        # The still parts: (what they were painted for, the cloth and places, with panels).
        self._base: tuple[object, pygame.Surface, pygame.Surface] | None = None
        self._panel_key: object = None  # what the panels in the background show

    # -- layers drawn again only when what they show changes --------------------------------

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The cloth, the table's ten places and the panels, as one opaque layer: painted
        once per window, bottom seat, look and digits (the places' ranks); the panels are
        painted again into it when what they show changes (:meth:`_draw_panels`)."""
        table = self.table
        key = (size, table.ctx.theme.key, table.geometry, table.ctx.text.eastern_digits)
        if self._base is None or self._base[0] != key:
            base = table.ctx.art.cloth(size, table.ctx.theme).copy()
            self._draw_places(base)
            self._base = (key, base, base.copy())
            self._panel_key = None
        self._draw_panels()
        return self._base[2]

    def _panels(
        self,
    ) -> list[tuple[pygame.Rect, object, Callable[[pygame.Surface, pygame.Rect], object]]]:
        """The score pad, the move log and this hand's pad: where, what each shows, its painter."""
        table = self.table
        place, shown = table.place, table.dealer.shown
        current = None if shown.current is None else table.session.side_of(shown.current)
        names = tuple(team_name(table, side) for side in range(len(shown.totals)))
        pad_key = (
            shown.hand_no,
            tuple((kind, tuple(points)) for kind, points in shown.hand_points.items()),
            tuple(shown.piles),
            tuple(shown.totals),  # the race to the target
            names,
        )
        log_key = (
            shown.log_count,
            len(table.session.log),
            table.log_scroll,
            names,
            self.log_viewer(),
        )
        return [
            (
                place.rect("scoreboard"),
                (tuple(shown.totals), current, names),
                lambda layer, rect: draw_score_pad(layer, table, rect),
            ),
            (place.rect("log"), log_key, self._paint_log),
            (
                place.rect("hand_pad"),
                pad_key,
                lambda layer, rect: draw_hand_pad(layer, table, rect),
            ),
        ]

    def _draw_panels(self) -> None:
        """Paint the panels into the background again when what one of them shows changed
        (all of them: their shadows overlap)."""
        assert self._base is not None
        panels = self._panels()
        ctx = self.table.ctx  # a language or digits change redraws them at once
        key = (tuple(k for _r, k, _p in panels), ctx.settings.language, ctx.text.eastern_digits)
        if key == self._panel_key:
            return
        self._panel_key = key
        _key, base, composed = self._base
        for rect, _what, _paint in panels:
            area = rect.inflate(self.table.place.px(40), self.table.place.px(40))
            composed.blit(base, area, area)
        for rect, _what, paint in panels:
            paint(composed, rect)

    # -- the parts around the middle -------------------------------------------------------

    def _draw_around(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        """The seats with their Spanish backs and the bottom seat's plate (the panels lie in
        the background already)."""
        table = self.table
        ctx, place = table.ctx, table.place
        counts = table.dealer.shown.counts
        for seat, rect in rects.items():
            info = infos[seat]
            outline = draw_plate_base(surface, table, seat)
            # Not current here: the turn's glow goes round the whole plate, band included.
            detail = plate_detail(table, seat, info.detail, rect.width - place.px(10) * 2)
            bare = SeatInfo(
                info.seat, info.name, detail, info.score, 0, False, info.thinking, info.mark
            )
            draw_seat(surface, ctx, place, rect, bare, table.clock, self.memo)
            # The seat keeps its place (keep_ltr: it is where that player sits), but what is in
            # its panel reads from the right, the fan with it, as in Rondo's seats.
            self._draw_backs(surface, fan_rect(rect), counts[seat], place.rtl)
            draw_plate_band(surface, table, seat, outline, info.current)
        self._draw_bottom_plate(surface, infos[table.bottom_seat])

    def _log_lines(self) -> list[str]:
        """The log's entries with their cards and sides named in the player's language, each
        as the seat whose hand the screen shows may read it (a ronda's rank only its own)."""
        table = self.table
        seen = table.dealer.shown.log_count
        viewer = self.log_viewer()
        lines = []
        for logged in table.session.log[max(0, seen - 30) : seen]:
            entry = entry_seen_by(table.session, logged, viewer)
            lines.append(table.words(entry.key, entry.params, entry.seat))
        return lines

    def log_viewer(self) -> int | None:
        """Whose eyes the log is written for: the seat whose hand lies face up (as the dealer
        shows it: a watched game's bottom seat too), or nobody's."""
        table = self.table
        return table.bottom_seat if table.dealer.shown.hand_open else None

    def _draw_bottom_plate(self, surface: pygame.Surface, info: SeatInfo) -> None:
        """The bottom seat's name, kind and side's score, at the left of its hand."""
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        outline = draw_plate_base(surface, table, info.seat)
        draw_plate_band(surface, table, info.seat, outline, info.current)
        rect = table.geometry.plate_body("seat_you")
        pad = place.px(10)
        name, px = self.memo.fitted(info.name, "ui_bold", place.text_px(18), rect.width - pad * 2)
        start, align = place.start(rect, pad), place.align("topleft")  # mirrored: at the right
        ctx.text.blit(surface, name, "ui_bold", px, theme.on_felt, (start, rect.top + pad), align)
        detail_px = self.memo.fit_px(info.detail, "ui", place.text_px(13), rect.width - pad * 2)
        ctx.text.blit(
            surface,
            info.detail,
            "ui",
            detail_px,
            theme.on_felt_muted,
            (start, rect.top + pad + place.px(24)),
            align,
        )
        ctx.text.blit(
            surface,
            str(info.score),
            "heavy",
            place.px(34),
            theme.accent if info.current else theme.on_felt,
            (start, rect.bottom - pad),
            place.align("bottomleft"),
        )

    # -- the stock -------------------------------------------------------------------------

    def draw_pile_area(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        shown = table.dealer.shown
        rect = table.geometry.stock_rect()
        count = shown.stock
        if count <= 0:
            pygame.draw.rect(
                surface,
                lerp_colour(theme.felt, (0, 0, 0), 0.25),
                rect,
                place.px(2),
                border_radius=card_radius(rect.height),
            )
        else:
            back = table.cards.back(rect.height, theme)
            layers = min(8, (count + 4) // 5)
            if theme.shadow_alpha:
                ctx.art.drop_shadow(surface, rect, card_radius(rect.height), theme, lift=4)
            for k in range(layers, 0, -1):
                surface.blit(back, rect.move(round(k * 0.8), round(k * 1.3)))
            surface.blit(back, rect)
        label = ctx.t("table.ronda.stock", count=count)
        y = rect.bottom + place.px(16)
        px = self.memo.fit_px(label, "ui_bold", place.text_px(17), place.rect("stock").width)
        ctx.text.blit(surface, label, "ui_bold", px, theme.on_felt, (rect.centerx, y), "midtop")
        if shown.last_batch and count == 0:
            self._last_cards_call(surface, (rect.centerx, rect.centery))

    def _last_cards_call(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """R-14's call on the final batch: a stamp over the empty stock, within the stock's
        region (in two lines where it is narrow, as in a square window)."""
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        text = ctx.t("table.ronda.last_cards_call")
        room = place.rect("stock").width - place.px(16)
        px = self.memo.fit_px(text, "heavy", place.text_px(18), room)
        lines = self.memo.wrap(text, "heavy", px, room)
        line_h = ctx.text.font("heavy", px).get_linesize()
        width = max(ctx.text.width(line, "heavy", px) for line in lines) + place.px(16)
        pill = pygame.Rect(0, 0, width, max(place.px(34), line_h * len(lines) + place.px(8)))
        pill.center = centre
        radius = min(pill.height // 2, place.px(17))
        pygame.draw.rect(surface, theme.danger, pill, border_radius=radius)
        top = pill.centery - line_h * len(lines) // 2
        for index, line in enumerate(lines):
            middle = (pill.centerx, top + line_h * index + line_h // 2)
            ctx.text.blit(surface, line, "heavy", px, (255, 255, 255), middle, "center")

    # -- the middle ------------------------------------------------------------------------

    def draw_game(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        table = self.table
        self._draw_table_cards(surface)
        self._draw_piles(surface)
        self._draw_hand(surface)
        self.draw_status(surface)
        self._draw_flyers(surface)
        self._draw_bubbles(surface, rects)
        if table.dealer.summary is not None:
            draw_summary(surface, table, table.dealer.summary)

    def _draw_places(self, surface: pygame.Surface) -> None:
        """The ten places, each with its rank under it; 7 and 10 joined as neighbours."""
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        geometry = table.geometry
        outline = lerp_colour(theme.felt, theme.on_felt, 0.18)
        label_px = max(MIN_TEXT_PX, round(geometry.table_card_height() * 0.17))
        for rank in RANKS:
            rect = geometry.slot_rect(rank)
            pygame.draw.rect(
                surface, outline, rect, max(1, place.px(2)), border_radius=card_radius(rect.height)
            )
            ctx.text.blit(
                surface,
                str(rank),
                "heavy",
                label_px,
                theme.on_felt_muted,
                geometry.label_point(rank),
                "midtop",
            )
        # The bridge between 7 and 10: there are no 8s or 9s, so they are neighbours.
        left, right = geometry.label_point(7), geometry.label_point(10)
        y = left[1] + label_px // 2 + place.px(2)
        x0 = left[0] + label_px // 2 + place.px(4)
        x1 = right[0] - label_px + place.px(2)
        pygame.draw.line(surface, theme.accent, (x0, y), (x1, y), max(2, place.px(3)))
        size = place.px(5)
        pygame.draw.polygon(surface, theme.accent, [(x1, y - size), (x1 + size, y), (x1, y + size)])

    def _draw_table_cards(self, surface: pygame.Surface) -> None:
        table = self.table
        place, theme = table.place, table.ctx.theme
        geometry, shown = table.geometry, table.dealer.shown
        lit = table.highlighted()
        ranks = {rank_of(c) for c in shown.table}
        self._draw_runs(surface, ranks, lit)
        for card in shown.table:
            rect = geometry.slot_rect(rank_of(card))
            self._card(surface, card, rect)
            if card in lit:
                glow = 0.55 + 0.45 * math.sin(table.clock * 5.0)
                colour = lerp_colour(theme.accent, GLOW, glow)
                pygame.draw.rect(
                    surface,
                    colour,
                    rect.inflate(place.px(8), place.px(8)),
                    max(3, place.px(4)),
                    border_radius=card_radius(rect.height) + place.px(3),
                )
        if shown.landing is not None:
            rect = geometry.slot_rect(rank_of(shown.landing))
            self._card(surface, shown.landing, rect.move(0, round(rect.height * 0.28)))

    def _draw_runs(self, surface: pygame.Surface, ranks: set[int], lit: frozenset[str]) -> None:
        """A band behind neighbouring cards: a run a matching card would take (R-27)."""
        table = self.table
        geometry, theme = table.geometry, table.ctx.theme
        lit_ranks = {rank_of(c) for c in lit}
        index = 0
        while index < len(RANKS):
            end = index
            while end + 1 < len(RANKS) and RANKS[index] in ranks and RANKS[end + 1] in ranks:
                end += 1
            if end > index:
                first, last = geometry.slot_rect(RANKS[index]), geometry.slot_rect(RANKS[end])
                band = pygame.Rect(first.left, first.top, last.right - first.left, first.height)
                band = band.inflate(table.place.px(14), -first.height // 2)
                run = set(RANKS[index : end + 1])
                colour = GLOW if run & lit_ranks else lerp_colour(theme.felt, theme.on_felt, 0.25)
                pygame.draw.rect(surface, colour, band, border_radius=band.height // 2)
            index = end + 1
