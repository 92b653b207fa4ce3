"""Text that fits its place at Allegra's table at any window size: a seat's name shrunk to the
smallest readable size, then cut to its initials ("Computer 2" -> "C2") rather than clipped
to "Compute"; the hint line wrapped onto two lines inside its pill rather than run past it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.allegra.table.scene import AllegraTable


def initials(name: str) -> str:
    """Each word's initial, numbers whole ("Computer 2" -> "C2"), as Ronda's narrow columns."""
    words = name.split()
    return "".join(w if w.isdigit() else w[:1] for w in words) or name[:2]


def fitted_name(ctx: AppContext, name: str, role: str, px: int, room: int) -> tuple[str, int]:
    """(text, size) of ``name`` in ``room`` pixels: as large as fits down to the minimum
    size, else its initials."""
    size = ctx.text.fit_px(name, role, px, room, MIN_TEXT_PX)
    if ctx.text.width(name, role, size) <= room:
        return name, size
    short = initials(name)
    return short, ctx.text.fit_px(short, role, px, room, MIN_TEXT_PX)


def draw_wrapped_status(surface: pygame.Surface, table: AllegraTable, text: str, tone: str) -> bool:
    """The hint line on two lines inside its pill when one line cannot fit even at the
    smallest size; False when one line fits (the host draws it)."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    rect = place.rect("preview")
    room = rect.width - place.px(40)
    px = place.font_px("preview", 20)
    if ctx.text.width(text, "ui_bold", ctx.text.fit_px(text, "ui_bold", px, room)) <= room:
        return False
    size = px
    while size > MIN_TEXT_PX and len(ctx.text.wrap(text, "ui_bold", size, room)) > 2:
        size -= 1
    lines = ctx.text.wrap(text, "ui_bold", size, room)
    line_h = ctx.text.font("ui_bold", size).get_linesize()
    pill = pygame.Rect(0, 0, rect.width, max(rect.height, line_h * len(lines) + place.px(8)))
    pill.midbottom = rect.midbottom
    bad = tone == "bad"
    fill = lerp_colour(theme.panel, theme.danger, 0.12) if bad else theme.panel
    ink = theme.danger if bad else theme.ink
    ctx.art.panel(surface, pill, theme, min(pill.height // 2, place.px(16)), fill=fill)
    top = pill.centery - line_h * len(lines) // 2
    for index, line in enumerate(lines):
        point = (pill.centerx, top + index * line_h)
        ctx.text.blit(surface, line, "ui_bold", size, ink, point, "midtop")
    return True
