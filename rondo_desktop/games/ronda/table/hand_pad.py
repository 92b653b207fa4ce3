"""Ronda's pad of this hand's points (R-47): a column per side headed by its name ("You" and
"Them" at a table of one person), a row per kind of points, the hand's total, the match's race
to the target and the cards each side took.

Pure drawing: each function reads the table scene and changes nothing. The columns are as
narrow as their numbers allow when the pad is narrow (800x600), so the kinds keep their
names; a head too wide for its column shrinks a little, else goes by its initials.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.seat_names import initials
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.ronda.table.pad import clipped, pad_rows, panel
from rondo_desktop.games.ronda.table.plates import team_name

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.table.scene import RondaTable

TEXT_PX = 15  # design pixels of the pad's lines


@dataclass(frozen=True)
class PadGrid:
    """Where the pad's parts stand: the kinds' names at the left, a column per side."""

    inner: pygame.Rect  # the pad's width inside its margins
    label_w: int
    columns: tuple[pygame.Rect, ...]  # per side, the row's height (moved to each row's top)
    line_h: int
    top: int  # the heads' row


def side_heads(table: RondaTable) -> list[str]:
    """Each side's column head. At a table of one person: "You" (or "Us", partners) over the
    near side and "Them" over the other; else each side's name (at four seats its team's)."""
    session, t = table.session, table.ctx.t
    options = session.game.options
    near = table.near_side()
    names = [team_name(table, side) for side in range(options.sides)]
    if len(session.persons) != 1 or session.persons[0] != table.bottom_seat:
        return names
    mine = t("table.ronda.head.us" if options.seats == 4 else "table.ronda.head.you")
    them = t("table.ronda.head.them")
    if options.sides == 2:
        return [mine if side == near else them for side in range(2)]
    return [mine if side == near else name for side, name in enumerate(names)]


def row_labels(table: RondaTable) -> list[tuple[str, str]]:
    """Each row's (kind, label): the kinds of points, then the totals, then the cards taken."""
    t = table.ctx.t
    target = table.session.game.options.target
    rows = [(kind, t(key)) for kind, key in pad_rows(table)]
    rows += [("hand_total", t("table.ronda.kind.hand_total"))]
    rows += [("race", t("table.ronda.kind.race", target=target))]
    return [*rows, ("piles", t("table.ronda.kind.piles"))]


def pad_grid(table: RondaTable, rect: pygame.Rect) -> PadGrid:
    """The columns: as wide as the heads want, as long as the kinds' names fit beside them,
    and never narrower than their numbers."""
    ctx, place = table.ctx, table.place
    inner = rect.inflate(-2 * place.px(10), 0)
    px = place.text_px(TEXT_PX)
    sides = len(table.dealer.shown.totals)
    labels = [label for _kind, label in row_labels(table)]
    label_need = max(ctx.text.width(label, "ui_bold", px) for label in labels) + place.px(6)
    head_need = max(ctx.text.width(head, "ui_bold", px) for head in side_heads(table))
    number = ctx.text.width("00", "ui_bold", px) + place.px(5)
    room = (inner.width - label_need) / sides
    column_w = round(max(number, min(head_need + place.px(8), room)))
    label_w = inner.width - column_w * sides
    top = rect.top + place.px(44)
    line_h = min(place.px(28), (rect.bottom - place.px(8) - top) // (len(labels) + 1))
    # Mirrored, the kinds' names stand at the right and the first side's column beside them.
    columns = tuple(
        place.mirror(
            pygame.Rect(inner.left + label_w + column_w * side, top, column_w, line_h), inner
        )
        for side in range(sides)
    )
    return PadGrid(inner, label_w, columns, line_h, top)


@dataclass(frozen=True)
class Head:
    """A column's head as drawn: its words (the name, else its short form), their size and
    where they stand."""

    text: str
    px: int
    spot: pygame.Rect


def short_head(table: RondaTable, head: str) -> str:
    """A head for a narrow column: "You", "Us", "Them" in their short forms, a name by its
    initials."""
    t = table.ctx.t
    for word in ("you", "us", "them"):
        if head == t(f"table.ronda.head.{word}"):
            return t(f"table.ronda.head.{word}_short")
    for side in (0, 1):
        if head == t(f"table.ronda.team.{side}"):
            return t(f"table.ronda.team_short.{side}")
    return initials(head)


def head_layout(table: RondaTable, grid: PadGrid) -> list[Head]:
    """Each side's head over its own column (issue #14: at three seats "Computer 1" stood over
    the "You" column): the name, a little smaller if that lets it fit, else its short form.
    Only the first head may reach left past its column, into the corner over the kinds'
    names, where no column stands."""
    ctx, place = table.ctx, table.place
    px = place.text_px(TEXT_PX)
    smallest = max(MIN_TEXT_PX, round(px * 0.8))
    heads = []
    for side, (head, column) in enumerate(zip(side_heads(table), grid.columns, strict=True)):
        room = column.width - place.px(4)
        if side == 0:
            room = column.right - grid.inner.left - place.px(2)
            if place.rtl:
                room = grid.inner.right - column.left - place.px(2)
        text, size = head, ctx.text.fit_px(head, "ui_bold", px, room, smallest)
        if ctx.text.width(head, "ui_bold", size) > room:
            text = short_head(table, head)
            size = ctx.text.fit_px(text, "ui_bold", px, room)
        width = min(room, ctx.text.width(text, "ui_bold", size))
        spot = pygame.Rect(0, column.top, width, column.height)
        spot.centerx = column.centerx
        if place.rtl:
            spot.left = max(spot.left, column.left + place.px(2))
        else:
            spot.right = min(spot.right, column.right - place.px(2))
        heads.append(Head(text, size, spot))
    return heads


def draw_hand_pad(surface: pygame.Surface, table: RondaTable, rect: pygame.Rect) -> None:
    """This hand's points by kind under each side's head, its total, the race to the target
    and the cards each side took."""
    ctx, place = table.ctx, table.place
    shown = table.dealer.shown
    panel(surface, table, rect, ctx.t("table.ronda.this_hand", n=shown.hand_no + 1))
    grid = pad_grid(table, rect)
    _heads(surface, table, grid)
    sides = len(shown.totals)
    totals = [sum(points[side] for points in shown.hand_points.values()) for side in range(sides)]
    values = {"hand_total": totals, "race": list(shown.totals), "piles": list(shown.piles)}
    y = grid.top + grid.line_h
    for kind, label in row_labels(table):
        if kind in values:  # the totals and the cards taken, each under a rule
            colour = lerp_colour(ctx.theme.panel, ctx.theme.ink_muted, 0.6)
            width = max(1, place.px(1))
            pygame.draw.line(surface, colour, (grid.inner.left, y), (grid.inner.right, y), width)
        points = values.get(kind) or list(shown.hand_points.get(kind, [0] * sides))
        style = "muted" if kind == "piles" else "bold" if kind in values else "plain"
        _pad_row(surface, table, grid, y, label, points, style)
        y += grid.line_h


def _heads(surface: pygame.Surface, table: RondaTable, grid: PadGrid) -> None:
    """Each side's head over its column, its column underlined in the side's colour."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    for side, head in enumerate(head_layout(table, grid)):
        with clipped(surface, head.spot.inflate(place.px(4), 0)):
            centre = (head.spot.centerx, head.spot.centery - place.px(2))
            ctx.text.blit(surface, head.text, "ui_bold", head.px, theme.ink, centre, "center")
        column = grid.columns[side]
        mark = pygame.Rect(0, 0, max(place.px(8), column.width - place.px(6)), max(2, place.px(3)))
        mark.midbottom = (column.centerx, column.bottom)
        pygame.draw.rect(surface, seat_colour(side), mark, border_radius=mark.height // 2)


def _pad_row(
    surface: pygame.Surface,
    table: RondaTable,
    grid: PadGrid,
    top: int,
    label: str,
    values: list[int],
    style: str,
) -> None:
    """One line: its label, then a number per side under its head (0s paler); a total's
    label in bold, the cards taken muted."""
    ctx, theme, place = table.ctx, table.ctx.theme, table.place
    px = place.text_px(TEXT_PX)
    muted = style == "muted"
    role = "ui_bold" if style == "bold" else "ui"
    label_px = ctx.text.fit_px(label, role, px, grid.label_w - 2)
    room = place.mirror(pygame.Rect(grid.inner.left, top, grid.label_w, grid.line_h), grid.inner)
    with clipped(surface, room):
        colour = theme.ink_muted if muted else theme.ink
        at = (place.start(room), room.centery)
        ctx.text.blit(surface, label, role, label_px, colour, at, place.align("midleft"))
    for value, column in zip(values, grid.columns, strict=False):
        colour = theme.ink if value and not muted else theme.ink_muted
        centre = (column.centerx, top + grid.line_h // 2)
        ctx.text.blit(
            surface, str(value), "ui" if muted else "ui_bold", px, colour, centre, "center"
        )
