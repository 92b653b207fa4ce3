"""Who plays with whom at Ronda's table: each seat's plate and each side's pile tray end in a
band in the side's colour (the colour of its bar on the score pad and its column on the hand's
pad), and at four seats the plates' and trays' bands name the team and mark the partner
across (R-06).

A part of :class:`~.painter.RondaPainter`; pure drawing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.scenes.score_chart import seat_colour

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.table.scene import RondaTable

BAND_INK = (24, 24, 24)  # dark text on every side colour (the palette's colours are light)


def plate_colour(table: RondaTable) -> tuple[int, int, int]:
    """A seat's plate: a darker patch of the cloth, as the shared table paints its seats."""
    theme = table.ctx.theme
    return lerp_colour(theme.felt, theme.felt_edge, 0.75)


def side_colour(table: RondaTable, side: int) -> tuple[int, int, int]:
    return lerp_colour(seat_colour(side), table.ctx.theme.felt_edge, 0.12)


def team_name(table: RondaTable, side: int) -> str:
    """A side's short name on the pads: at four seats its team, named by its colour
    (``seat_colour(side)``, the colour of its plates, piles and bars); else its seat's."""
    if len(table.session.seats) == 4:
        return table.ctx.t(f"table.ronda.team.{side}")
    return table.side_name(side)


def band_text(table: RondaTable, seat: int) -> str:
    """What a seat's band says: at four seats "Partner" on the bottom seat's partner, the team's
    name on the others; nothing when everyone plays for their own side."""
    geometry = table.geometry
    if geometry.partner(seat) is None:
        return ""
    if seat == geometry.partner(geometry.bottom):
        return table.ctx.t("table.ronda.partner")
    return team_name(table, geometry.side_of(seat))


def plate_detail(table: RondaTable, seat: int, detail: str, room: int) -> str:
    """A seat's kind as its plate can hold it: "Computer · Medium", or the strength alone
    where the plate is too narrow for that even at the smallest text (800x600)."""
    ctx, place = table.ctx, table.place
    px = ctx.text.fit_px(detail, "ui", place.text_px(13), room)
    setup = table.session.seats[seat]
    if ctx.text.width(detail, "ui", px) <= room or setup.kind == "person":
        return detail
    return ctx.t(f"strength.{setup.strength or 'medium'}")


def draw_plate_base(surface: pygame.Surface, table: RondaTable, seat: int) -> pygame.Rect:
    """The whole plate of ``seat`` under its parts (so the body and the band join without
    notches at the body's round corners); returns its outline."""
    outline = table.geometry.plate_rect(seat)
    radius = table.place.px(12)
    pygame.draw.rect(surface, plate_colour(table), outline, border_radius=radius)
    return outline


def draw_plate_band(
    surface: pygame.Surface, table: RondaTable, seat: int, outline: pygame.Rect, current: bool
) -> None:
    """The band at the foot of ``seat``'s plate, and the glow round the whole plate on its turn."""
    geometry, place = table.geometry, table.place
    band = geometry.band_rect(outline)
    _band(surface, table, band, geometry.side_of(seat), band_text(table, seat))
    if current:
        theme = table.ctx.theme
        glow = 0.6 + 0.4 * math.sin(table.clock * 3.0)
        colour = lerp_colour(theme.accent, theme.felt, 0.4 * (1 - glow))
        pygame.draw.rect(
            surface, colour, outline.inflate(4, 4), place.px(3), border_radius=place.px(12)
        )


def draw_tray(surface: pygame.Surface, table: RondaTable, side: int) -> pygame.Rect:
    """The tray ``side``'s pile lies in, with its band; returns the tray."""
    tray = table.geometry.tray_rect(side)
    radius = table.place.px(12)
    pygame.draw.rect(surface, plate_colour(table), tray, border_radius=radius)
    _band(surface, table, table.geometry.band_rect(tray), side, tray_text(table, side))
    return tray


def tray_text(table: RondaTable, side: int) -> str:
    """What a pile tray's band says: at four seats its team's name, so the opponents' pile,
    lying in the top row by the partner's plate, cannot be read as the partner's (issue #14);
    nothing when each side is one seat, whose pile lies against its plate."""
    if table.geometry.partner(table.geometry.bottom) is None:
        return ""
    return team_name(table, side)


def short_text(table: RondaTable, text: str) -> str:
    """A band's words short enough for a narrow band (the opponents' tray at 800x600): a
    team's colour alone ("Blue" for "Blue team")."""
    for side in (0, 1):
        if text == table.ctx.t(f"table.ronda.team.{side}"):
            return table.ctx.t(f"table.ronda.team_short.{side}")
    return text


def _band(
    surface: pygame.Surface, table: RondaTable, band: pygame.Rect, side: int, text: str
) -> None:
    ctx, place = table.ctx, table.place
    radius = place.px(12)
    pygame.draw.rect(
        surface,
        side_colour(table, side),
        band,
        border_bottom_left_radius=radius,
        border_bottom_right_radius=radius,
    )
    if text:
        room = band.width - place.px(12)
        px = ctx.text.fit_px(text, "ui_bold", place.text_px(14), room)
        if ctx.text.width(text, "ui_bold", px) > room:
            text = short_text(table, text)
            px = ctx.text.fit_px(text, "ui_bold", place.text_px(14), room)
        ctx.text.blit(surface, text, "ui_bold", px, BAND_INK, band.center, "center")
