"""Painting Allegra's table on the generic painter: every grid along the shared columns (the
area being decided framed as five columns, echo columns marked as the neighbour's), the cells
the engine allows lit, the cursor, a triple's flash, the knock's ripple, the deck with its
count, the discard pile, the card in hand, the cards in flight and the seats' bubbles. The
score pad and the round summary are in :mod:`.pad`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_radius, card_size
from rondo_desktop.app.elide import elide
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.table.painter import TablePainterBase
from rondo_desktop.app.table.seats import SeatInfo
from rondo_desktop.games.allegra.table import controls
from rondo_desktop.games.allegra.table.fitting import draw_wrapped_status, fitted_name
from rondo_desktop.games.allegra.table.geometry import COLS, ROWS, Cell
from rondo_desktop.games.allegra.table.moving import FLASH, KNOCK, MovingPainter
from rondo_desktop.games.allegra.table.pad import draw_score_pad, draw_summary
from rondo_desktop.games.allegra.table.seat_label import draw_label

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.scene import AllegraTable


class AllegraPainter(MovingPainter, TablePainterBase):
    def __init__(self, table: AllegraTable) -> None:
        super().__init__(table)
        self.table = table
        # (window and look, cloth, cloth with panels, cloth with panels and the lying cards)
        self._base: tuple[object, pygame.Surface, pygame.Surface, pygame.Surface] | None = None
        self._panel_key: object = None
        self._laid_for: object = None  # the geometry the cards in the still layer lie in
        self._laid: dict[tuple[int, int], object] = {}  # what is painted where

    # -- the still layer: cloth, score pad and log, painted again when they change ----------

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The cloth with the score pad and the log, as one opaque layer: the cloth painted
        once per window, look and panel places, the two panels painted again into it (over
        their own patch of cloth) only when what they show changes."""
        table = self.table
        ctx, place = table.ctx, table.place
        # The panels' places are in the key: a language read the other way moves them to the
        # other side, and the cloth where they stood must be bare again.
        spots = tuple(tuple(place.rect(name)) for name in ("scoreboard", "log"))
        base_key = (size, ctx.theme.key, spots)
        if self._base is None or self._base[0] != base_key:
            cloth = ctx.art.cloth(size, ctx.theme).copy()
            self._base = (base_key, cloth, cloth.copy(), cloth.copy())
            self._panel_key = None
            self._laid_for = None
        shown = table.dealer.shown
        key = (
            ctx.settings.language,
            ctx.text.eastern_digits,  # a digits change in the pause menu shows at once
            tuple(shown.scores),
            tuple(shown.round_scores),
            shown.round_no,
            shown.current,
            tuple(table.seat_name(s) for s in range(len(table.session.seats))),
            shown.log_count,
            len(table.session.log),
            table.log_scroll,
        )
        _key, cloth, panels, composed = self._base
        if key != self._panel_key:
            # The panels are painted on fresh cloth (their shadows must not pile up), then
            # copied with their shadows into the composed layer; cards near them are laid again.
            self._panel_key = key
            areas = [
                place.rect(name).inflate(place.px(80), place.px(80))
                for name in ("scoreboard", "log")
            ]
            for area in areas:
                panels.blit(cloth, area, area)
            draw_score_pad(panels, table, place.rect("scoreboard"))
            self._paint_log(panels, place.rect("log"))
            for area in areas:
                composed.blit(panels, area, area)
                self._forget_cards_in(area)
        self._lay_cards(panels, composed)
        return composed

    def _lay_cards(self, under: pygame.Surface, composed: pygame.Surface) -> None:
        """The cards lying in the grids and echo columns belong to the still layer: a cell is
        painted again (over its own patch of cloth) only when what lies there changes, so a
        frame blits one layer instead of some ninety cards."""
        table = self.table
        geometry, grids = table.geometry, table.dealer.shown.grids
        if self._laid_for is not geometry:
            self._laid_for, self._laid = geometry, {}
        places = [(cell, geometry.cell_rect(cell)) for cell in self._all_cells()]
        places += [
            ((neighbour, row, COLS - 1), geometry.echo_rect(seat, row))
            for seat, neighbour in geometry.echoes().items()
            for row in range(ROWS)
        ]
        for (owner, row, col), rect in places:
            slot = grids[owner][row][col]
            where = (rect.x, rect.y)
            if self._laid.get(where, ()) == slot:
                continue
            self._laid[where] = slot
            composed.blit(under, rect, rect)
            self._draw_slot(composed, slot, rect)

    def _forget_cards_in(self, area: pygame.Rect) -> None:
        """Cards painted where ``area`` was copied over are painted again."""
        size = card_size(self.table.geometry.card_height)
        self._laid = {
            where: slot
            for where, slot in self._laid.items()
            if not area.colliderect(pygame.Rect(where, size))
        }

    def _all_cells(self) -> list[Cell]:
        seats = len(self.table.session.seats)
        return [(s, r, c) for s in range(seats) for r in range(ROWS) for c in range(COLS)]

    def _draw_around(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        """The score pad and the log lie in the background; the seats' bands go with the
        grids (:meth:`draw_game`)."""

    def _log_lines(self) -> list[str]:
        """The log's entries with seats named and values written as players read them."""
        from rondo_desktop.games.allegra.table.log_text import log_line

        table = self.table
        seen = table.dealer.shown.log_count
        return [log_line(table, entry) for entry in table.session.log[max(0, seen - 30) : seen]]

    # -- the deck, the discard pile and the card in hand ------------------------------------

    def draw_pile_area(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        geometry, shown = table.geometry, table.dealer.shown
        deck, discard = geometry.deck_rect(), geometry.discard_rect()
        lit = table.can_act() and controls.phase_of(table) in ("take", "draw")
        if shown.deck > 0:
            back = table.cards.back(deck.height, theme)
            for k in range(min(6, (shown.deck + 9) // 10), 0, -1):
                surface.blit(back, deck.move(round(k * 0.8), round(k * 1.2)))
            surface.blit(back, deck)
        else:
            self._outline(surface, deck)
        if shown.discard:
            if len(shown.discard) > 1:
                under = table.cards.face(shown.discard[-2], discard.height, theme)
                surface.blit(under, discard.move(place.px(3), place.px(4)))
            surface.blit(table.cards.face(shown.discard[-1], discard.height, theme), discard)
        else:
            self._outline(surface, discard)
        if lit:
            for rect in (deck, discard):
                surface.blit(table.cards.highlight(rect.height, theme), self._ring_at(rect))
        if table.flip_mode:
            surface.blit(table.cards.selected(discard.height, theme), self._ring_at(discard))
        px = place.text_px(15)
        for rect, text in (
            (deck, ctx.t("table.allegra.deck", count=shown.deck)),
            (discard, ctx.t("table.allegra.discard", count=len(shown.discard))),
        ):
            width = self.memo.fit_px(text, "ui_bold", px, rect.width + place.px(40))
            ctx.text.blit(
                surface,
                text,
                "ui_bold",
                width,
                theme.on_felt,
                (rect.centerx, rect.bottom + place.px(8)),
                "midtop",
            )
        self._draw_held(surface)

    def _ring_at(self, rect: pygame.Rect) -> pygame.Rect:
        ring = self.table.cards.highlight(rect.height, self.table.ctx.theme)
        return ring.get_rect(center=rect.center)

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme = self.table.ctx.theme
        colour = lerp_colour(theme.felt, theme.on_felt, 0.25)
        width = max(1, self.table.place.px(2))
        pygame.draw.rect(surface, colour, rect, width, border_radius=card_radius(rect.height))

    def _draw_held(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        shown = table.dealer.shown
        rect = table.geometry.held_rect()
        area = place.rect("held")
        if shown.held is None:
            self._outline(surface, rect)
            label = ctx.t("table.allegra.hand_empty")
            if any(f.rect().colliderect(area) for f in table.dealer.flyers):
                return  # a card is leaving or reaching the hand: it is not "nothing" yet
        else:
            surface.blit(table.cards.face(shown.held, rect.height, theme), rect)
            who = table.seat_name(shown.held_by) if shown.held_by is not None else ""
            key = f"table.allegra.held_{shown.held_from or 'deck'}"
            label = table.about_seat(key, name=who)
        px = self.memo.fit_px(label, "ui_bold", place.text_px(15), area.width)
        if shown.held is not None:  # a long name ends in "…": what was done with it stays
            said = lambda n: table.about_seat(key, name=n)  # noqa: E731
            label = elide(ctx.text, who, "ui_bold", px, area.width, said)
        ctx.text.blit(
            surface, label, "ui_bold", px, theme.on_felt, (area.centerx, area.top + 6), "midtop"
        )

    # -- the grids -------------------------------------------------------------------------

    def draw_game(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        table = self.table
        self._draw_frames(surface)
        for seat in range(len(table.session.seats)):
            draw_label(surface, self.table, infos[seat], self.memo)
        for seat, neighbour in table.geometry.echoes().items():
            self._draw_echo(surface, seat, neighbour)
        self._draw_choosing(surface)
        self._draw_flash(surface)
        self._draw_knock(surface)
        self.draw_status(surface)
        self._draw_flyers(surface)
        self._draw_bubbles(surface)
        if table.dealer.summary is not None:
            draw_summary(surface, table, table.dealer.summary)

    def _draw_frames(self, surface: pygame.Surface) -> None:
        """The deciding seat's area framed as five columns (glowing); during a knock the
        knocker's too; the bottom seat's own area always faintly, so its shape is learnt."""
        table = self.table
        place, theme, geometry = table.place, table.ctx.theme, table.geometry
        shown = table.dealer.shown
        pad = place.px(7)
        radius = place.px(10)
        mine = geometry.area_frame(table.bottom_seat).inflate(pad * 2, pad * 2)
        # Clear enough to read where one area ends: three equal cards that run past it are
        # no triple (G-19), and must not look like one the game missed.
        faint = lerp_colour(theme.felt, theme.on_felt, 0.45)
        pygame.draw.rect(surface, faint, mine, max(2, place.px(2)), border_radius=radius)
        if shown.knock is not None:
            frame = geometry.area_frame(shown.knock[1]).inflate(pad * 3, pad * 3)
            pygame.draw.rect(surface, KNOCK, frame, max(2, place.px(3)), border_radius=radius)
        if shown.current is not None:
            glow = 0.6 + 0.4 * math.sin(table.clock * 3.0)
            colour = lerp_colour(theme.accent, theme.felt, 0.4 * (1 - glow))
            frame = geometry.area_frame(shown.current).inflate(pad * 2, pad * 2)
            pygame.draw.rect(surface, colour, frame, max(2, place.px(3)), border_radius=radius)

    def _draw_echo(self, surface: pygame.Surface, seat: int, neighbour: int) -> None:
        """The left-hand neighbour's col 3 again, left of the strip's first grid: the same
        cards, dashed round and named, so the five-wide area reads in one row."""
        table = self.table
        ctx, place, theme, geometry = table.ctx, table.place, table.ctx.theme, table.geometry
        column = geometry.echo_column(seat).inflate(place.px(8), place.px(8))
        colour = lerp_colour(theme.felt, theme.on_felt, 0.5)
        dash = place.px(6)
        for x in range(column.left, column.right, dash * 2):
            end = min(x + dash, column.right)
            pygame.draw.line(surface, colour, (x, column.top), (end, column.top), 2)
            pygame.draw.line(surface, colour, (x, column.bottom), (end, column.bottom), 2)
        for y in range(column.top, column.bottom, dash * 2):
            end = min(y + dash, column.bottom)
            pygame.draw.line(surface, colour, (column.left, y), (column.left, end), 2)
            pygame.draw.line(surface, colour, (column.right, y), (column.right, end), 2)
        # Its owner's colour dot (the pad's and the owner's band's) and as much of the name as
        # fits over the column.
        label = geometry.echo_label_rect(seat).inflate(geometry.card_width() // 3, 0)
        radius = max(3, place.px(4))
        pygame.draw.circle(
            surface, seat_colour(neighbour), (label.left + radius, label.centery), radius
        )
        room = label.inflate(-radius * 3, 0).move(radius * 3 // 2, 0)
        name, px = fitted_name(ctx, table.seat_name(neighbour), "ui", place.text_px(13), room.width)
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip))
        ctx.text.blit(surface, name, "ui", px, theme.on_felt_muted, room.midleft, "midleft")
        surface.set_clip(clip)

    def draw_status(self, surface: pygame.Surface) -> None:
        line = self.table.status_line()
        if line is None or not draw_wrapped_status(surface, self.table, *line):
            super().draw_status(surface)

    def _draw_choosing(self, surface: pygame.Surface) -> None:
        """The cells the engine allows lit, the one pointed at or under the cursor marked."""
        table = self.table
        if not table.can_act():
            return
        geometry, theme, cards = table.geometry, table.ctx.theme, table.cards
        height = geometry.card_height
        ring = cards.highlight(height, theme)
        echoes = geometry.echoes()
        for cell in controls.legal_cells(table):
            for rect in self._cell_rects(cell, echoes):
                surface.blit(ring, ring.get_rect(center=rect.center))
        chosen: list[pygame.Rect] = []
        if table.show_cursor:
            row, vcol = table.cursor
            chosen.append(geometry.area_rects(controls.target_seat(table))[row][vcol])
        elif table.hover is not None:
            chosen.extend(self._cell_rects(table.hover, echoes))
        selected = cards.selected(height, theme)
        for rect in chosen:
            surface.blit(selected, selected.get_rect(center=rect.center))

    def _cell_rects(self, cell: Cell, echoes: dict[int, int]) -> list[pygame.Rect]:
        """Where ``cell`` is drawn: its grid, and its echo when it is echoed."""
        geometry = self.table.geometry
        rects = [geometry.cell_rect(cell)]
        owner, row, col = cell
        rects += [
            geometry.echo_rect(seat, row)
            for seat, neighbour in echoes.items()
            if neighbour == owner and col == COLS - 1
        ]
        return rects

    def _draw_flash(self, surface: pygame.Surface) -> None:
        table = self.table
        flash = table.dealer.shown.flash
        if flash is None:
            return
        place, echoes = table.place, table.geometry.echoes()
        pulse = 0.5 + 0.5 * math.sin(table.clock * 14.0)
        colour = lerp_colour(table.ctx.theme.accent, FLASH, pulse)
        for cell in flash[0]:
            for rect in self._cell_rects(cell, echoes):
                pygame.draw.rect(
                    surface,
                    colour,
                    rect.inflate(place.px(10), place.px(10)),
                    max(3, place.px(5)),
                    border_radius=card_radius(rect.height) + place.px(4),
                )
