"""A seat's label over its Allegra grid: the seat's dot and name, what its area shows now,
the knock tag and the marks of a seat thinking or dropped from a network table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.table.remote import draw_mark
from rondo_desktop.app.table.seats import SeatInfo, draw_thinking
from rondo_desktop.games.allegra.table import controls
from rondo_desktop.games.allegra.table.fitting import fitted_name
from rondo_desktop.games.allegra.table.knock_tag import draw_knock_tag, knock_tag_width
from rondo_desktop.games.allegra.table.shown import area_shows

if TYPE_CHECKING:
    from rondo_desktop.app.table.memo import TextMemo
    from rondo_desktop.games.allegra.table.scene import AllegraTable


def draw_label(
    surface: pygame.Surface, table: AllegraTable, info: SeatInfo, memo: TextMemo
) -> None:
    """A seat's label over its grid: its dot, its name (cut to fit), what its area shows now,
    its knock tag, the thinking dots and, at a network table, a dropped seat's mark."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    rect = table.geometry.label_rect(info.seat)
    shown = table.dealer.shown
    colour = theme.accent if info.current else theme.on_felt
    # Not the total of the rounds played (the pad has it, and it stays 0 all round one):
    # what the area shows now, so the number over a grid moves with its cards.
    score = ctx.t(
        "table.allegra.area_shows", total=controls.value_text(area_shows(shown, info.seat))
    )
    score_px = place.text_px(15)
    score_w = ctx.text.width(score, "heavy", score_px)
    name = info.name
    if shown.closer == info.seat:
        name = table.about_seat("table.allegra.closer_tag", name=name)
    radius = max(3, place.px(5))
    pygame.draw.circle(surface, seat_colour(info.seat), (rect.left + radius, rect.centery), radius)
    room = rect.width - score_w - radius * 3 - place.px(8)
    knocked = info.seat in shown.knockers  # its tag sits by the score: the name gives way
    if knocked:
        room -= knock_tag_width(ctx, place)
    name, px = fitted_name(ctx, name, "ui_bold", place.text_px(16), room)
    left = (rect.left + radius * 3, rect.centery)
    _draw_name(surface, table, name, px, colour, left, rect, radius * 3 + room)
    ctx.text.blit(surface, score, "heavy", score_px, colour, rect.midright, "midright")
    if knocked:  # knocked for the drawn card: a tag by the score
        draw_knock_tag(surface, ctx, place, rect, score_w)
    if info.thinking:
        point = (rect.right - score_w - place.px(22), rect.centery)
        draw_thinking(surface, ctx, place, point, table.clock)
    if info.mark:  # a network table's seat whose person dropped: on its grid, at the top
        area = table.geometry.area_frame(info.seat)
        at = (area.centerx, area.top + place.px(6))
        draw_mark(surface, ctx, place, at, info.mark, area.width, memo, "midtop")


def _draw_name(
    surface: pygame.Surface,
    table: AllegraTable,
    name: str,
    px: int,
    colour: tuple[int, int, int],
    left: tuple[int, int],
    rect: pygame.Rect,
    width: int,
) -> None:
    """A seat's name on its label, cut at ``width``."""
    ctx = table.ctx
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(rect.left, rect.top, width, rect.height).clip(clip))
    ctx.text.blit(surface, name, "ui_bold", px, colour, left, "midleft")
    surface.set_clip(clip)
