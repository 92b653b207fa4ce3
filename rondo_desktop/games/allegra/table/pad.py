"""Allegra's score pad (the three rounds, a doubled score marked, the totals, the lowest lit:
lowest wins, G-29) and the summary that ends each round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.allegra.table.controls import value_text
from rondo_desktop.games.allegra.table.fitting import fitted_name, initials

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.table.scene import AllegraTable
    from rondo_desktop.games.allegra.table.shown import RoundSummary

ROUNDS = 3


def draw_score_pad(surface: pygame.Surface, table: AllegraTable, rect: pygame.Rect) -> None:
    """The pad: a row per seat, a column per round and the total; doubled scores marked."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    shown = table.dealer.shown
    ctx.art.panel(surface, rect, theme, place.px(12))
    pad = place.px(12)
    _draw_pad_title(table, surface, rect, pad)
    seats = len(shown.scores)
    head_y = rect.top + place.px(40)
    top = head_y + place.px(24)
    grid = pad_grid(table, rect, (rect.bottom - pad - top) // max(1, seats))
    heads = [str(k + 1) for k in range(ROUNDS)] + ["\N{GREEK CAPITAL LETTER SIGMA}"]
    for index, head in enumerate(heads):
        x = grid.columns[index].centerx
        colour = theme.accent if index == shown.round_no and index < ROUNDS else theme.ink_muted
        ctx.text.blit(surface, head, "ui_bold", grid.px, colour, (x, head_y), "midtop")
    low = min(shown.scores) if any(shown.round_scores) else None
    for seat in range(seats):
        y = top + seat * grid.row_h
        line = pygame.Rect(rect.left + pad // 2, y, rect.width - pad, grid.row_h - place.px(3))
        if shown.current == seat:
            fill = lerp_colour(theme.panel, theme.accent, 0.3)
            pygame.draw.rect(surface, fill, line, border_radius=place.px(6))
        pygame.draw.circle(
            surface, seat_colour(seat), (place.start(line, place.px(8)), line.centery), place.px(4)
        )
        if grid.names:
            _pad_name(surface, table, seat, line, grid)
        for index, column in enumerate(grid.columns):
            cell = pygame.Rect(column.left, line.top, column.width, line.height)
            _pad_number(surface, table, (seat, index), cell, (grid, low))


def _pad_name(
    surface: pygame.Surface, table: AllegraTable, seat: int, line: pygame.Rect, grid: PadGrid
) -> None:
    """A seat's name left of the numbers, shrunk or cut to its initials to fit."""
    ctx, place = table.ctx, table.place
    # Mirrored, the names stand at the right of the numbers.
    name_w = line.right - grid.columns[0].right if place.rtl else grid.columns[0].left - line.left
    name, name_px = fitted_name(
        ctx, table.seat_name(seat), "ui_bold", grid.px, name_w - place.px(20)
    )
    clip = surface.get_clip()
    room = place.mirror(pygame.Rect(line.left, line.top, name_w, line.height), line)
    surface.set_clip(room.clip(clip))
    at = (place.start(line, place.px(16)), line.centery)
    ctx.text.blit(surface, name, "ui_bold", name_px, ctx.theme.ink, at, place.align("midleft"))
    surface.set_clip(clip)


@dataclass(frozen=True)
class PadGrid:
    """Where the pad's numbers go: one column per round and the total (x and width only), the
    row height, the text size, and whether a doubled score is stacked over its mark."""

    columns: tuple[pygame.Rect, ...]
    row_h: int
    px: int
    stacked: bool
    names: bool


def pad_grid(table: AllegraTable, rect: pygame.Rect, room_h: int) -> PadGrid:
    """The pad's columns, each as wide as its widest number (a doubled round as "130 (×2)",
    or stacked "130" over "(×2)" where the columns cannot be that wide), the names taking
    the rest but never less than their initials need: the largest text size that fits. In
    the narrowest pad with three-digit scores the names give way to their seat dots."""
    place = table.place
    pad, gap = place.px(12), place.px(6)
    inner = rect.width - pad * 2
    initials_w = max(
        table.ctx.text.width(initials(table.seat_name(seat)), "ui_bold", MIN_TEXT_PX)
        for seat in range(len(table.dealer.shown.scores))
    )
    tries = [
        (size, stacked, initials_w + place.px(20))
        for size in range(place.text_px(14), MIN_TEXT_PX - 1, -1)
        for stacked in (False, True)
    ]
    tries.append((MIN_TEXT_PX, True, place.px(16)))  # the last resort: the dots alone
    for size, stacked, least_name in tries:
        widths = [w + gap for w in _column_widths(table, size, stacked)]
        tall = _stacked_height(table, size) if stacked else 0
        row_h = min(max(place.px(30), tall + place.px(5)), room_h)
        fits = sum(widths) + least_name <= inner and tall <= row_h - place.px(3)
        if fits or (size, stacked, least_name) == tries[-1]:
            right = rect.right - pad
            columns: list[pygame.Rect] = []
            for width in reversed(widths):
                columns.insert(0, pygame.Rect(right - width, rect.top, width, 1))
                right -= width
            names = least_name > place.px(16)
            # Mirrored, the rounds run right to left from the names, the total at the left.
            mirrored = tuple(place.mirror(column, rect) for column in columns)
            return PadGrid(mirrored, row_h, size, stacked, names)
    raise AssertionError("unreachable: the last try always answers")


def _column_widths(table: AllegraTable, px: int, stacked: bool) -> list[int]:
    """The widest text of each round's column and of the totals at px."""
    ctx, shown = table.ctx, table.dealer.shown
    mark_w = ctx.text.width(ctx.t("table.allegra.pad_doubled"), "heavy", _mark_px(px))
    gap = ctx.text.width(" ", "ui_bold", px)
    widths = [ctx.text.width("00", "ui_bold", px)] * ROUNDS
    for index, scores in enumerate(shown.round_scores[:ROUNDS]):
        doubled = shown.doubled[index] if index < len(shown.doubled) else ()
        for seat, score in enumerate(scores):
            width = ctx.text.width(str(score), "ui_bold", px)
            if seat < len(doubled) and doubled[seat]:
                width = max(width, mark_w) if stacked else width + gap + mark_w
            widths[index] = max(widths[index], width)
    totals = [ctx.text.width(str(total), "heavy", px) for total in shown.scores]
    return [*widths, max([ctx.text.width("00", "heavy", px), *totals])]


def _mark_px(px: int) -> int:
    """The doubled mark's size: a little smaller than the score, never below the minimum."""
    return max(MIN_TEXT_PX, px - 2)


def _stacked_height(table: AllegraTable, px: int) -> int:
    """A stacked doubled score: the score's digits (no descenders) over the mark."""
    text = table.ctx.text
    return text.font("ui_bold", px).get_ascent() + text.font("heavy", _mark_px(px)).get_height()


def _draw_pad_title(
    table: AllegraTable, surface: pygame.Surface, rect: pygame.Rect, pad: int
) -> None:
    """The pad's title, shrunk to fit a narrow pad; where even that is too wide ("Punkte
    (wenig gewinnt)" at 800x600) the short one, the lowest total being marked in green."""
    ctx, place = table.ctx, table.place
    title, room = ctx.t("table.allegra.pad_title"), rect.width - pad * 2
    title_px = ctx.text.fit_px(title, "display", place.text_px(20), room)
    if ctx.text.width(title, "display", title_px) > room:
        title = ctx.t("table.allegra.pad_title_short")
        title_px = ctx.text.fit_px(title, "display", place.text_px(20), room)
    at = (place.start(rect, pad), rect.top + pad - place.px(4))
    ctx.text.blit(surface, title, "display", title_px, ctx.theme.ink, at, place.align("topleft"))


def _pad_number(
    surface: pygame.Surface,
    table: AllegraTable,
    where: tuple[int, int],
    cell: pygame.Rect,
    grid_low: tuple[PadGrid, int | None],
) -> None:
    """One number of the pad, inside its cell: a round's score (doubled: in the warning
    colour, marked "(×2)" as How to play writes it -- beside it, or under it in a narrow pad)
    or the total (the lowest in the good green: lowest wins)."""
    ctx, theme = table.ctx, table.ctx.theme
    shown = table.dealer.shown
    seat, index = where
    grid, low = grid_low
    px, centre = grid.px, cell.center
    if index == ROUNDS:
        total = shown.scores[seat]
        colour = theme.fill if low is not None and total == low else theme.ink
        ctx.text.blit(surface, str(total), "heavy", px, colour, centre, "center")
        return
    if index >= len(shown.round_scores):
        return
    score = str(shown.round_scores[index][seat])
    if not (index < len(shown.doubled) and shown.doubled[index][seat]):
        ctx.text.blit(surface, score, "ui_bold", px, theme.ink, centre, "center")
        return
    mark, small, ink = ctx.t("table.allegra.pad_doubled"), _mark_px(px), theme.danger
    if not grid.stacked:
        gap = ctx.text.width(" ", "ui_bold", px)
        width = ctx.text.width(score, "ui_bold", px) + gap + ctx.text.width(mark, "heavy", small)
        at = (cell.centerx - width // 2, cell.centery)
        drawn = ctx.text.blit(surface, score, "ui_bold", px, ink, at, "midleft")
        at = (drawn.right + gap, drawn.centery)
        ctx.text.blit(surface, mark, "heavy", small, ink, at, "midleft")
        return
    top = cell.centery - _stacked_height(table, px) // 2
    drawn = ctx.text.blit(surface, score, "ui_bold", px, ink, (cell.centerx, top), "midtop")
    at = (cell.centerx, drawn.top + ctx.text.font("ui_bold", px).get_ascent())
    ctx.text.blit(surface, mark, "heavy", small, ink, at, "midtop")


def draw_summary(surface: pygame.Surface, table: AllegraTable, summary: RoundSummary) -> None:
    """The end of a round: each seat's score, the doubling spelt out, the totals."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    surface.fill((105, 105, 105), special_flags=pygame.BLEND_RGB_MULT)  # dim the table
    rect = place.rect("summary")
    ctx.art.panel(surface, rect, theme, place.px(16))
    pad = place.px(28)
    title = ctx.t("table.allegra.summary_title", n=summary.round_no + 1, rounds=ROUNDS)
    ctx.text.blit(
        surface,
        title,
        "display",
        place.text_px(32),
        theme.ink,
        (rect.centerx, rect.top + pad),
        "midtop",
    )
    seats = len(summary.totals)
    name_w = round(rect.width * 0.34)
    columns = (rect.width - pad * 2 - name_w) / 2
    y = rect.top + place.px(96)
    for index, key in enumerate(("table.allegra.summary_round", "table.allegra.summary_total")):
        x = rect.left + pad + name_w + round(columns * (index + 0.5))
        ctx.text.blit(
            surface, ctx.t(key), "ui_bold", place.text_px(15), theme.ink_muted, (x, y), "midtop"
        )
    y += place.px(30)
    row_h = min(place.px(54), (rect.bottom - place.px(60) - y) // max(1, seats))
    low = min(summary.totals)
    for seat in range(seats):
        line = pygame.Rect(rect.left + pad, y + seat * row_h, rect.width - pad * 2, row_h)
        _summary_row(surface, table, summary, seat, line, (name_w, columns, low))
    key = "table.allegra.summary_results" if summary.final else "table.allegra.summary_next"
    ctx.text.blit(
        surface,
        ctx.t(key),
        "ui_bold",
        place.text_px(17),
        theme.accent,
        (rect.centerx, rect.bottom - place.px(20)),
        "midbottom",
    )


def _summary_row(
    surface: pygame.Surface,
    table: AllegraTable,
    summary: RoundSummary,
    seat: int,
    line: pygame.Rect,
    widths: tuple[int, float, int],
) -> None:
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    name_w, columns, low = widths
    px = place.text_px(18)
    name = table.seat_name(seat)
    if summary.closer == seat:
        name = table.about_seat("table.allegra.closer_tag", name=name)
    pygame.draw.circle(surface, seat_colour(seat), (line.left + place.px(8), line.centery), 6)
    name, name_px = fitted_name(ctx, name, "ui_bold", px, name_w - place.px(24))
    ctx.text.blit(
        surface,
        name,
        "ui_bold",
        name_px,
        theme.ink,
        (line.left + place.px(22), line.centery),
        "midleft",
    )
    score = summary.scores[seat]
    x = line.left + name_w + round(columns * 0.5)
    y = line.centery
    if summary.doubled[seat]:
        text = ctx.t("table.allegra.summary_doubled", raw=score // 2, score=score)
        colour, y = theme.danger, line.centery - place.px(9)
        why = doubled_why(table, summary, seat)
        fit = ctx.text.fit_px(why, "ui", place.text_px(13), round(columns) - place.px(8))
        ctx.text.blit(surface, why, "ui", fit, theme.ink_muted, (x, y + place.px(12)), "midtop")
    else:
        text, colour = str(score), theme.ink
    fit = ctx.text.fit_px(text, "ui_bold", px, round(columns) - place.px(8))
    ctx.text.blit(surface, text, "ui_bold", fit, colour, (x, y), "center")
    total = summary.totals[seat]
    x = line.left + name_w + round(columns * 1.5)
    ink = theme.fill if total == low else theme.ink
    ctx.text.blit(surface, str(total), "heavy", px, ink, (x, line.centery), "center")


def doubled_why(table: AllegraTable, summary: RoundSummary, seat: int) -> str:
    """G-28 spelt out for the doubled closer: its score was not the lowest of the round."""
    raw = summary.scores[seat] // 2
    lowest = min(score for other, score in enumerate(summary.scores) if other != seat)
    text = table.ctx.t
    return text("table.allegra.summary_doubled_why", raw=raw, low=value_text(lowest))
