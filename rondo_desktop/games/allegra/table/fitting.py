"""Text that fits its place at Allegra's table at any window size: a seat's name shrunk to the
smallest readable size, then cut to its initials ("Computer 2" -> "C2") rather than clipped
to "Compute"; the hint line wrapped onto two lines inside its pill rather than shrunk small."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.seat_names import initials
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.allegra.table.scene import AllegraTable


def fitted_name(ctx: AppContext, name: str, role: str, px: int, room: int) -> tuple[str, int]:
    """(text, size) of ``name`` in ``room`` pixels: as large as fits down to the minimum
    size, else its initials."""
    size = ctx.text.fit_px(name, role, px, room, MIN_TEXT_PX)
    if ctx.text.width(name, role, size) <= room:
        return name, size
    short = initials(name)
    return short, ctx.text.fit_px(short, role, px, room, MIN_TEXT_PX)


def draw_wrapped_status(surface: pygame.Surface, table: AllegraTable, text: str, tone: str) -> bool:
    """The hint line on two lines inside its pill when one line would have to shrink: the
    largest size at which it fits two lines in the room between the grids and the buttons
    (False: one line fits at full size, or is no smaller; the host draws it)."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    fit = status_fit(table, text)
    if fit is None:
        return False
    pill, size, lines = fit
    line_h = ctx.text.line_height("ui_bold", size, text)  # an Arabic line is the taller
    bad = tone == "bad"
    fill = lerp_colour(theme.panel, theme.danger, 0.12) if bad else theme.panel
    ink = theme.danger if bad else theme.ink
    ctx.art.panel(surface, pill, theme, min(pill.height // 2, place.px(16)), fill=fill)
    top = pill.centery - line_h * len(lines) // 2
    for index, line in enumerate(lines):
        point = (pill.centerx, top + index * line_h)
        ctx.text.blit(surface, line, "ui_bold", size, ink, point, "midtop")
    return True


def status_fit(table: AllegraTable, text: str) -> tuple[pygame.Rect, int, list[str]] | None:
    """(pill, text size, lines) of the hint on two lines, or None where one line is as large."""
    ctx, place = table.ctx, table.place
    rect = place.rect("preview")
    room, px = rect.width - place.px(40), place.font_px("preview", 20)
    one = ctx.text.fit_px(text, "ui_bold", px, room)
    if one >= px and ctx.text.width(text, "ui_bold", one) <= room:
        return None
    geometry = table.geometry
    cards = [geometry.grid_rect(seat) for seat in range(geometry.seats)]
    cards += [geometry.echo_column(seat) for seat in geometry.echoes()]
    above = [r.bottom for r in cards if r.left < rect.right and r.right > rect.left]
    ceiling = max([rect.top - place.px(40), *above]) + place.px(4)
    floor = rect.bottom  # and, while no button is shown, the buttons' row too
    if not any(button.visible for button in table.choice_buttons):
        floor = max(floor, place.rect("buttons").bottom)
    span = (ceiling, max(floor, ceiling + rect.height))
    size = px
    while True:
        lines = ctx.text.wrap(text, "ui_bold", size, room)
        height = ctx.text.line_height("ui_bold", size, text) * len(lines) + place.px(8)
        if (len(lines) <= 2 and height <= span[1] - span[0]) or size <= MIN_TEXT_PX:
            break
        size -= 1
    if size <= one and ctx.text.width(text, "ui_bold", one) <= room:
        return None  # one line is as large: the host draws it
    pill = pygame.Rect(0, 0, rect.width, max(rect.height, height))
    pill.centerx = rect.centerx
    pill.top = max(span[0], min(rect.centery - pill.height // 2, span[1] - pill.height))
    return pill, size, lines[:2]
