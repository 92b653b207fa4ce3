"""Allegra's score pad (the three rounds, a doubled score marked, the totals, the lowest lit:
lowest wins, G-29) and the summary that ends each round."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.games.allegra.table.controls import value_text
from rondo_desktop.games.allegra.table.fitting import fitted_name

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
    name_w = round(rect.width * 0.42)
    column_w = (rect.width - pad * 2 - name_w) / (ROUNDS + 1)
    head_y = rect.top + place.px(40)
    px = place.text_px(14)
    heads = [str(k + 1) for k in range(ROUNDS)] + ["\N{GREEK CAPITAL LETTER SIGMA}"]
    for index, head in enumerate(heads):
        x = rect.left + pad + name_w + round(column_w * (index + 0.5))
        colour = theme.accent if index == shown.round_no and index < ROUNDS else theme.ink_muted
        ctx.text.blit(surface, head, "ui_bold", px, colour, (x, head_y), "midtop")
    top = head_y + place.px(24)
    row_h = min(place.px(30), (rect.bottom - pad - top) // max(1, seats))
    low = min(shown.scores) if any(shown.round_scores) else None
    for seat in range(seats):
        y = top + seat * row_h
        line = pygame.Rect(rect.left + pad // 2, y, rect.width - pad, row_h - place.px(3))
        if shown.current == seat:
            fill = lerp_colour(theme.panel, theme.accent, 0.3)
            pygame.draw.rect(surface, fill, line, border_radius=place.px(6))
        pygame.draw.circle(
            surface, seat_colour(seat), (line.left + place.px(8), line.centery), place.px(4)
        )
        name, name_px = fitted_name(
            ctx, table.seat_name(seat), "ui_bold", px, name_w - place.px(20)
        )
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(line.left, line.top, name_w, line.height).clip(clip))
        ctx.text.blit(
            surface,
            name,
            "ui_bold",
            name_px,
            theme.ink,
            (line.left + place.px(16), line.centery),
            "midleft",
        )
        surface.set_clip(clip)
        for index in range(ROUNDS + 1):
            x = rect.left + pad + name_w + round(column_w * (index + 0.5))
            _pad_number(surface, table, seat, index, (x, line.centery), low)


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
    top_left = (rect.left + pad, rect.top + pad - place.px(4))
    ctx.text.blit(surface, title, "display", title_px, ctx.theme.ink, top_left)


def _pad_number(
    surface: pygame.Surface,
    table: AllegraTable,
    seat: int,
    index: int,
    centre: tuple[int, int],
    low: int | None,
) -> None:
    """One number of the pad: a round's score (doubled: in the warning colour with a small
    "×2" by it, so it is said, not only coloured; no underline, which ran into the next row)
    or the total (the lowest in the good green: lowest wins)."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    shown = table.dealer.shown
    px = place.text_px(14)
    if index == ROUNDS:
        total = shown.scores[seat]
        colour = theme.fill if low is not None and total == low else theme.ink
        ctx.text.blit(surface, str(total), "heavy", px, colour, centre, "center")
        return
    if index >= len(shown.round_scores):
        return
    score = shown.round_scores[index][seat]
    doubled = index < len(shown.doubled) and shown.doubled[index][seat]
    colour = theme.danger if doubled else theme.ink
    rect = ctx.text.blit(surface, str(score), "ui_bold", px, colour, centre, "center")
    if doubled and isinstance(rect, pygame.Rect):
        mark = ctx.t("table.allegra.pad_doubled")
        small = place.text_px(10)
        ctx.text.blit(surface, mark, "heavy", small, theme.danger, rect.topright, "topleft")


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
        name = ctx.t("table.allegra.closer_tag", name=name)
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
