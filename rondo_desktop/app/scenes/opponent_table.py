"""The statistics' table of games by opponent: played, won, and the rate as a bar and a figure.

The rows come from a game's statistics view (:class:`~rondo_desktop.games.stats.StatsView`);
the last row, all games together, stands under a line in bold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.stats import Record

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement


def draw_opponent_table(
    surface: pygame.Surface, ctx: AppContext, place: Placement, rows: list[tuple[str, Record]]
) -> None:
    """The games by opponent in the layout's "table" area; the last row (all games) under a
    line, in bold."""
    theme = ctx.theme
    area = place.rect("table")
    px = place.font_px("table", 20)
    row_h = place.px(int(place.prop("table", "item_height", 58)))
    gap = place.px(int(place.prop("table", "gap", 8)))
    heads = [
        ctx.t(key)
        for key in ("stats.col.opponent", "stats.col.played", "stats.col.won", "stats.col.rate")
    ]
    head_px, columns = _columns(ctx, place, area, px, heads, rows)
    if place.rtl:  # right to left: each column's start edge counted from the right
        columns = [area.left + area.right - x for x in columns]
    corner = place.align("topleft")
    for x, head in zip(columns, heads, strict=True):
        ctx.text.blit(surface, head, "ui_bold", head_px, theme.ink_muted, (x, area.top), corner)
    y = area.top + px * 2
    for index, (label, record) in enumerate(rows):
        row = pygame.Rect(area.left, y, area.width, row_h)
        total = index == len(rows) - 1
        _row_background(surface, ctx, place, row, index, total, gap)
        _draw_row(surface, ctx, place, row, label, record, columns, px, total)
        y += row_h + gap


def _columns(
    ctx: AppContext,
    place: Placement,
    area: pygame.Rect,
    px: int,
    heads: list[str],
    rows: list[tuple[str, Record]],
) -> tuple[int, list[int]]:
    """The heading size and each column's left edge. Columns sit at their usual share of
    the width but move right so that no heading or value touches the one before it
    (German "Gewonnen" ran into "Quote"); in a narrow window the headings shrink."""
    space = place.px(16)
    percent = ctx.text.width(ctx.t("common.percent", n=100), "ui_bold", px) + place.px(12)
    needs = [
        [ctx.text.width(label, "ui_bold", px) for label, _ in rows],
        [ctx.text.width(str(record.played), "ui_bold", px) for _, record in rows],
        [ctx.text.width(str(record.won), "ui_bold", px) for _, record in rows],
        [place.px(40) + percent],  # the rate bar at its least and the percentage
    ]
    # The usual shares first; in a narrow window the columns close up before the
    # headings shrink below the usual size.
    for shares in ((0.0, 0.40, 0.55, 0.70), (0.0, 0.0, 0.0, 0.0)):
        head_px = max(MIN_TEXT_PX, px * 4 // 5)
        while True:
            widths = [
                max(ctx.text.width(head, "ui_bold", head_px), *values)
                for head, values in zip(heads, needs, strict=True)
            ]
            columns = [area.left]
            for share, width in zip(shares[1:], widths, strict=False):
                usual = area.left + round(area.width * share)
                columns.append(max(usual, columns[-1] + width + space))
            if columns[3] + widths[3] <= area.right:
                return head_px, columns
            if head_px <= MIN_TEXT_PX:
                break
            head_px -= 1
    return head_px, columns  # nothing fits: the smallest, closest columns


def _row_background(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    row: pygame.Rect,
    index: int,
    total: bool,
    gap: int,
) -> None:
    """A line above the total; every other row striped so the eye keeps to its row."""
    theme = ctx.theme
    if total:
        pygame.draw.line(
            surface,
            theme.panel_edge,
            (row.left, row.top - gap // 2),
            (row.right, row.top - gap // 2),
            max(1, place.px(2)),
        )
    elif index % 2 == 0:
        pygame.draw.rect(
            surface,
            lerp_colour(theme.panel, theme.ink, 0.04),
            row.inflate(place.px(12), 0),
            border_radius=place.px(8),
        )


def _draw_row(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    row: pygame.Rect,
    label: str,
    record: Record,
    columns: list[int],
    px: int,
    total: bool,
) -> None:
    """One opponent's games: played, won, and the rate as a bar and a percentage."""
    theme = ctx.theme
    role = "ui_bold" if total else "ui"
    side = place.align("midleft")
    ctx.text.blit(surface, label, role, px, theme.ink, (place.start(row), row.centery), side)
    for x, value in ((columns[1], record.played), (columns[2], record.won)):
        ctx.text.blit(surface, str(value), role, px, theme.ink, (x, row.centery), side)
    percent_room = ctx.text.width(ctx.t("common.percent", n=100), "ui_bold", px) + place.px(12)
    start = row.left + row.right - columns[3] if place.rtl else columns[3]
    bar = pygame.Rect(
        start,
        row.centery - px // 3,
        min(round(row.width * 0.18), row.right - percent_room - start),
        px * 2 // 3,
    )
    bar = place.mirror(bar, row)  # right to left: the bar fills from the right
    pygame.draw.rect(surface, theme.track, bar, border_radius=bar.height // 2)
    rate = record.won / record.played if record.played else 0.0
    if record.won:  # 0 %: an empty track, not a stub that reads as a few percent
        filled = bar.copy()
        filled.width = max(bar.height, round(bar.width * rate))
        if place.rtl:
            filled.right = bar.right
        pygame.draw.rect(surface, theme.fill, filled, border_radius=bar.height // 2)
    rate_text = ctx.t("common.percent", n=round(rate * 100)) if record.played else "–"
    ctx.text.blit(
        surface,
        rate_text,
        role,
        max(MIN_TEXT_PX, px * 9 // 10),
        theme.ink,
        (place.end(row), row.centery),
        place.align("midright"),
    )
