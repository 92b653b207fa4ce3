"""The setup screen's words around the form: the summary line under it, what the focused
option does, and who plays together.

The summary names every rule that differs from the usual game, so with several variants on
it is long: it wraps onto more lines between the Back and Start buttons (above the key hints)
rather than shrinking into an unreadable strip that runs into the buttons. The focused
option's help (``SetupField.help_key``) is a short paragraph in the free part of the players
panel, under the seats. A game whose players form sides (``GameSpec.side_of``: Ronda's
partners at four) gets each seat's team named on its row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.layout import mirror_align, mirror_x
from rondo_desktop.app.scenes.common import hints_top
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.app.text import TextRenderer
    from rondo_desktop.app.widgets import FocusGroup
    from rondo_desktop.games.spec import GameSpec, SetupField

SEPARATOR = "  ·  "
SUMMARY_SPACING = 1.1  # line height over the font's: the summary's lines sit close
HELP_SPACING = 1.2
BUTTON_GAP = 12  # design pixels between the summary and the buttons beside it
HELP_PX = 17  # design pixels of the help paragraph, shrunk to fit, never below MIN_TEXT_PX
TEAM_W = 120  # design pixels of a seat row's team tag


@dataclass(frozen=True)
class SummaryLayout:
    """The summary as drawn: its text size and each line with where it lies."""

    px: int
    lines: tuple[tuple[str, pygame.Rect], ...]


def join_parts(text: TextRenderer, parts: Sequence[str], px: int, width: int) -> list[str]:
    """The parts joined by the separator into lines no wider than ``width``, breaking only
    between parts (a part wider than a line gets a line of its own)."""
    lines: list[str] = []
    current = ""
    for part in parts:
        candidate = f"{current}{SEPARATOR}{part}" if current else part
        if current and text.width(candidate, "ui", px) > width:
            lines.append(current)
            current = part
        else:
            current = candidate
    return [*lines, current] if current else lines


def layout_summary(
    text: TextRenderer, parts: Sequence[str], area: pygame.Rect, px: int
) -> SummaryLayout:
    """The largest size from ``px`` down to ``MIN_TEXT_PX`` at which the summary's lines fit
    ``area``, wrapped between its parts; at the smallest size, the lines that fit."""
    for size in range(px, MIN_TEXT_PX - 1, -1):
        lines = join_parts(text, parts, size, area.width)
        line_h = round(text.font("ui", size).get_linesize() * SUMMARY_SPACING)
        widest = max((text.width(line, "ui", size) for line in lines), default=0)
        if line_h * len(lines) <= area.height and widest <= area.width:
            break
    lines = lines[: max(1, area.height // line_h)]
    top = area.centery - line_h * len(lines) // 2
    placed = []
    for index, line in enumerate(lines):
        width = min(area.width, text.width(line, "ui", size))
        rect = pygame.Rect(0, 0, width, line_h)
        rect.midtop = (area.centerx, top + index * line_h)
        placed.append((line, rect))
    return SummaryLayout(size, tuple(placed))


def summary_area(
    left: pygame.Rect, right: pygame.Rect, top: int, bottom: int, gap: int
) -> pygame.Rect:
    """Between the buttons ``left`` and ``right`` (``gap`` clear of each), from ``top`` (the
    panels' bottom) to ``bottom`` (the key hints' top). The two may come in either order: a
    mirrored screen puts Back at the right."""
    left, right = sorted((left, right), key=lambda rect: rect.left)
    x0, x1 = left.right + gap, right.left - gap
    return pygame.Rect(x0, top, max(1, x1 - x0), max(1, bottom - top))


def draw_summary(surface: pygame.Surface, ctx: AppContext, layout: SummaryLayout) -> None:
    for line, rect in layout.lines:
        ctx.text.blit(
            surface, line, "ui", layout.px, ctx.theme.on_felt_muted, rect.center, "center"
        )


def draw_help(
    surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, title: str, body: str, px: int
) -> pygame.Rect | None:
    """The focused option's name and what it does, wrapped into ``area`` (smaller rather
    than clipped); None when even the smallest text does not fit."""
    text, theme = ctx.text, ctx.theme
    for size in range(px, MIN_TEXT_PX - 1, -1):
        title_h = text.font("ui_bold", size).get_linesize()
        body_h = text.wrapped_height(body, "ui", size, area.width, HELP_SPACING)
        if title_h + body_h <= area.height:
            break
    else:
        return None
    box = pygame.Rect(area.left, area.bottom - title_h - body_h, area.width, title_h + body_h)
    text.blit(surface, title, "ui_bold", size, theme.ink_muted, box.topleft)
    below = pygame.Rect(box.left, box.top + title_h, box.width, body_h)
    text.blit_wrapped(surface, body, "ui", size, theme.ink, below, HELP_SPACING)
    return box


def teams(spec: GameSpec, seats: int) -> list[int] | None:
    """Each seat's side when the game's players form sides at ``seats``; None when everyone
    plays for themselves (the rows then say nothing of teams)."""
    if spec.side_of is None:
        return None
    sides = [spec.side_of(seats, seat) for seat in range(seats)]
    return sides if len(set(sides)) < seats else None


def team_colour(ctx: AppContext, side: int) -> tuple[int, int, int]:
    """The side's colour, the one its seats, piles and scores wear at the table and in the
    results (the score chart's)."""
    return seat_colour(side)


def draw_team_tag(
    surface: pygame.Surface, ctx: AppContext, rect: pygame.Rect, side: int, px: int
) -> None:
    """A seat's team: a dot in the team's colour and its name ("Team 1"), never the colour
    alone."""
    theme = ctx.theme
    radius = max(4, rect.height // 5)
    centre = (
        round(mirror_x(rect.left + radius + 2, rect) if ctx.rtl else rect.left + radius + 2),
        rect.centery,
    )
    pygame.draw.circle(surface, team_colour(ctx, side), centre, radius)
    pygame.draw.circle(surface, theme.wood, centre, radius, 1)
    label = ctx.t("setup.team", n=side + 1)
    room = rect.width - 2 * radius - 8
    size = ctx.text.fit_px(label, "ui_bold", px, room)
    at = (centre[0] - radius - 6 if ctx.rtl else centre[0] + radius + 6, rect.centery)
    ctx.text.blit(surface, label, "ui_bold", size, theme.ink, at, mirror_align("midleft", ctx.rtl))


class SetupNotes:
    """The setup scene's notes around the form (a mixin of the setup scene, which owns the
    seats, the fields and the focus)."""

    ctx: AppContext
    place: Placement
    focus: FocusGroup
    spec: GameSpec
    fields: tuple[SetupField, ...]
    seats: list

    def summary_parts(self) -> list[str]:
        raise NotImplementedError

    def _draw_teams(self, surface: pygame.Surface) -> None:
        """Each seat's team before its ×, when the game's players form sides."""
        sides, place = self.teams(), self.place
        for index, side in enumerate(sides or ()):
            remove = self.focus.by_name(f"seat{index}.remove")
            if remove is not None:
                width = place.px(TEAM_W)
                row = pygame.Rect(
                    remove.rect.left - place.px(12) - width, 0, width, remove.rect.height
                )
                if place.rtl:  # the × is at the row's left end: the tag after it
                    row.left = remove.rect.right + place.px(12)
                row.centery = remove.rect.centery
                draw_team_tag(surface, self.ctx, row, side, place.font_px("seats", 20) - 2)

    def teams(self) -> list[int] | None:
        return teams(self.spec, len(self.seats))

    def focused_help(self) -> tuple[str, str] | None:
        """The focused option row's name and what it does, when its field says."""
        focused = self.focus.focused
        for field in self.fields:
            if focused is not None and focused.name == field.option and field.help_key:
                return self.ctx.t(field.label_key), self.ctx.t(field.help_key)
        return None

    def help_area(self) -> pygame.Rect:
        """The players panel under its last row (a seat or Add a seat)."""
        place, area = self.place, self.place.rect("seats")
        rows = [
            w.rect for w in self.focus.widgets if w.name.startswith("seat") or w.name == "add_seat"
        ]
        top = max((r.bottom for r in rows), default=area.top) + place.px(16)
        return pygame.Rect(area.left, top, area.width, max(0, area.bottom - top))

    def _draw_help(self, surface: pygame.Surface) -> None:
        shown = self.focused_help()
        if shown is not None:
            px = self.place.text_px(HELP_PX)
            draw_help(surface, self.ctx, self.help_area(), *shown, px)

    def summary_layout(self) -> SummaryLayout:
        """The summary's lines between Back and Start, above the key hints."""
        place = self.place
        top = max(place.rect("seats_panel").bottom, place.rect("options_panel").bottom)
        bottom = hints_top(self.ctx, place.window_size[1], place.scale) - place.px(2)
        area = summary_area(
            place.rect("back"),
            place.rect("start"),
            top + place.px(4),
            bottom,
            place.px(BUTTON_GAP),
        )
        return layout_summary(
            self.ctx.text, self.summary_parts(), area, place.font_px("message", 18)
        )
