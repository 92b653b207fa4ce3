"""Painting what sits around any card table's middle: the seats, the draw pile, the scoreboard
and the move log.

Pure drawing: each function gets what it shows and where, and changes nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CardLook, card_size
from rondo_desktop.app.layout import mirror_rect, mirror_x
from rondo_desktop.app.table.remote import draw_mark
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.app.table.memo import TextMemo
    from rondo_desktop.app.theme import Theme


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    detail: str  # "Computer · Hard", "Person"
    score: int
    cards: int
    current: bool
    thinking: bool
    # At a network table: "Disconnected" or "Computer playing" by the name ("": nothing).
    mark: str = ""


def fan_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where a seat's card backs lie (and where its cards fly to and from)."""
    return pygame.Rect(
        rect.left + rect.width // 10,
        rect.top + round(rect.height * 0.46),
        rect.width - rect.width // 5,
        round(rect.height * 0.42),
    )


def draw_seat(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    rect: pygame.Rect,
    info: SeatInfo,
    clock: float,
    memo: TextMemo,
) -> None:
    theme = ctx.theme
    radius = place.px(12)
    # A darker patch of cloth, solid: a translucent layer per seat per frame cost too much.
    panel_colour = lerp_colour(theme.felt, theme.felt_edge, 0.75)
    pygame.draw.rect(surface, panel_colour, rect, border_radius=radius)
    if info.current:
        glow = 0.6 + 0.4 * math.sin(clock * 3.0)
        colour = lerp_colour(theme.accent, theme.felt, 0.4 * (1 - glow))
        pygame.draw.rect(surface, colour, rect.inflate(4, 4), place.px(3), border_radius=radius)
    pad = place.px(10)
    score_w = ctx.text.width(str(info.score), "heavy", place.px(24))
    name_room = rect.width - score_w - pad * 3
    name_px = memo.fit_px(info.name, "ui_bold", place.text_px(17), name_room)
    # A long name at the smallest readable size is cut at the score, not drawn over it.
    clip = surface.get_clip()
    name_box = place.mirror(pygame.Rect(rect.left, rect.top, pad + name_room, rect.height), rect)
    surface.set_clip(name_box.clip(clip))
    ctx.text.blit(
        surface,
        info.name,
        "ui_bold",
        name_px,
        theme.on_felt,
        (place.start(rect, pad), rect.top + pad),
        place.align("topleft"),
    )
    surface.set_clip(clip)
    if info.mark:  # the seat's person dropped: that says more than its kind
        at = (place.start(rect, pad), rect.top + pad + place.px(30))
        draw_mark(surface, ctx, place, at, info.mark, rect.width - pad * 2, memo)
    else:
        _draw_detail(surface, ctx, place, rect, info.detail, memo)
    ctx.text.blit(
        surface,
        str(info.score),
        "heavy",
        place.px(24),
        theme.accent if info.current else theme.on_felt,
        (place.end(rect, pad), rect.top + pad - place.px(3)),
        place.align("topright"),
    )
    fan = fan_rect(rect)
    draw_backs(surface, ctx, fan, info.cards, place.rtl)
    if info.thinking:
        draw_thinking(surface, ctx, place, (place.end(rect, pad + place.px(14)), fan.top), clock)


def _draw_detail(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    rect: pygame.Rect,
    detail: str,
    memo: TextMemo,
) -> None:
    """The seat's kind under its name ("Computer · Hard"), running under the score."""
    pad = place.px(10)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-pad, 0).clip(clip))
    detail_px = memo.fit_px(detail, "ui", place.text_px(13), rect.width - pad * 2)
    ctx.text.blit(
        surface,
        detail,
        "ui",
        detail_px,
        ctx.theme.on_felt_muted,
        (place.start(rect, pad), rect.top + pad + place.px(21)),
        place.align("topleft"),
    )
    surface.set_clip(clip)


def draw_backs(
    surface: pygame.Surface, ctx: AppContext, area: pygame.Rect, count: int, rtl: bool = False
) -> None:
    """A small fan of card backs with the count on the last one. Mirrored (``rtl``) the fan
    starts at the right, as the panel reads, each card laid on the left of the one before, and
    the count stands at its left end."""
    if count <= 0:
        return
    height = area.height
    width, _ = card_size(height)
    shown = min(count, 9)
    step = min(width * 0.45, (area.width * 0.75 - width) / max(1, shown - 1))
    back = ctx.cards.face(CardLook("back", ornament=False), height, ctx.theme)
    for index in range(shown):
        card = pygame.Rect(round(area.left + index * step), area.top, width, height)
        surface.blit(back, mirror_rect(card, area, rtl))
    badge_x = area.left + (shown - 1) * step + width + height * 0.32
    badge_centre = (round(mirror_x(badge_x, area) if rtl else badge_x), area.centery)
    badge_px = max(MIN_TEXT_PX, round(height * 0.34))
    pygame.draw.circle(surface, ctx.theme.panel, badge_centre, round(badge_px * 0.88))
    ctx.text.blit(
        surface,
        str(count),
        "ui_bold",
        badge_px,
        ctx.theme.ink,
        badge_centre,
        "center",
    )


def draw_thinking(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    centre: tuple[int, int],
    clock: float,
) -> None:
    """Three dots rising in turn: the computer is thinking."""
    radius = place.px(4)
    for k in range(3):
        phase = clock * 5.0 - k * 0.8
        rise = max(0.0, math.sin(phase)) * place.px(5)
        x = centre[0] + (k - 1) * radius * 3
        pygame.draw.circle(surface, ctx.theme.accent, (x, round(centre[1] - rise)), radius)


def draw_pile(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    rect: pygame.Rect,
    card_h: int,
    count: int,
    label: str,
) -> pygame.Rect:
    """The draw pile as a squared-up stack whose thickness shows how many cards are left."""
    theme = ctx.theme
    width, height = card_size(card_h)
    top = pygame.Rect(0, 0, width, height)
    top.center = (rect.centerx, rect.top + place.px(12) + height // 2)
    layers = min(12, (count + 9) // 10)
    back = ctx.cards.face(CardLook("back"), card_h, theme)
    if count <= 0:
        pygame.draw.rect(
            surface,
            lerp_colour(theme.felt, (0, 0, 0), 0.25),
            top,
            place.px(2),
            border_radius=max(4, card_h // 14),
        )
    else:
        ctx.art.drop_shadow(surface, top, max(4, card_h // 14), theme, lift=place.px(4) + layers)
        for k in range(layers, 0, -1):
            surface.blit(back, top.move(k * 0.7, k * 1.2))
            edge = top.move(k * 0.7, k * 1.2)
            pygame.draw.rect(
                surface,
                lerp_colour(theme.card_face, theme.card_edge, 0.5),
                edge,
                1,
                border_radius=max(4, card_h // 14),
            )
        surface.blit(back, top)
    ctx.text.blit(
        surface,
        label,
        "ui_bold",
        place.text_px(17),
        theme.on_felt,
        (rect.centerx, top.bottom + place.px(14) + layers),
        "midtop",
    )
    return top


def _titled_panel(
    surface: pygame.Surface, ctx: AppContext, place: Placement, rect: pygame.Rect, title: str
) -> int:
    """A paper panel with its title at the top left; returns the inner padding."""
    ctx.art.panel(surface, rect, ctx.theme, place.px(12))
    pad = place.px(14)
    ctx.text.blit(
        surface,
        title,
        "display",
        place.px(22),
        ctx.theme.ink,
        (place.start(rect, pad), rect.top + pad - place.px(4)),
        place.align("topleft"),
    )
    return pad


def draw_scoreboard(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    rect: pygame.Rect,
    title: str,
    rows: Sequence[SeatInfo],
    memo: TextMemo,
) -> None:
    theme = ctx.theme
    pad = _titled_panel(surface, ctx, place, rect, title)
    row_h = min(place.px(34), (rect.height - place.px(48)) // max(1, len(rows)))
    y = rect.top + place.px(44)
    px = place.font_px("scoreboard", 18)
    leader = max((r.score for r in rows), default=0)
    for row in rows:
        line = pygame.Rect(rect.left + pad // 2, y, rect.width - pad, row_h - place.px(4))
        if row.current:
            pygame.draw.rect(
                surface,
                lerp_colour(theme.panel, theme.accent, 0.35),
                line,
                border_radius=place.px(6),
            )
        if row.current:  # a small pointer, drawn: the fonts have no arrow glyph
            tip = (place.start(line, place.px(12)), line.centery)
            size = -place.px(5) if place.rtl else place.px(5)  # points at the name
            pygame.draw.polygon(
                surface,
                theme.primary,
                [(tip[0] - size, tip[1] - size), tip, (tip[0] - size, tip[1] + size)],
            )
        score_text = str(row.score)
        score_w = place.px(40)
        name_px = memo.fit_px(row.name, "ui_bold", px, line.width - score_w - place.px(30))
        ctx.text.blit(
            surface,
            row.name,
            "ui_bold",
            name_px,
            theme.ink,
            (place.start(line, place.px(18)), line.centery),
            place.align("midleft"),
        )
        ctx.text.blit(
            surface,
            score_text,
            "heavy",
            px,
            theme.primary if row.score == leader and leader > 0 else theme.ink,
            (place.end(line, place.px(6)), line.centery),
            place.align("midright"),
        )
        y += row_h


def log_px(place: Placement) -> int:
    """The move log's text size: never below 16 design pixels, it is read during play."""
    return max(place.font_px("log", 15), place.px(16))


def log_colour(theme: Theme, age: int) -> tuple[int, int, int]:
    """Older entries turn a little paler, never so pale that they are hard to read."""
    return lerp_colour(theme.ink, theme.ink_muted, min(0.5, age / 6))


def draw_log(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    rect: pygame.Rect,
    title: str,
    lines: Sequence[str],
    memo: TextMemo,
    scroll: int = 0,
) -> list[str]:
    """The move log, newest at the bottom; older entries drop off the top whole.

    ``scroll`` entries at the bottom are skipped (the player scrolled back); a bar at the right
    shows where the visible part lies. Returns the entries shown, oldest first.
    """
    theme = ctx.theme
    pad = _titled_panel(surface, ctx, place, rect, title)
    px = log_px(place)
    body = pygame.Rect(
        rect.left + pad, rect.top + place.px(44), rect.width - pad * 2, rect.height - place.px(56)
    )
    line_h = ctx.text.font("ui", px).get_linesize()
    # An Arabic line's box reaches lower than the Latin line: the newest stands that much
    # higher, its tails inside the log (none in a left-to-right language).
    lowest = ctx.text.line_height("ui", px)
    wrapped: list[tuple[str, int]] = []
    shown: list[str] = []
    room = (body.height - lowest + line_h) // line_h
    for age, line in enumerate(reversed(lines)):
        if age < scroll:
            continue
        parts = memo.wrap(line, "ui", px, body.width - place.px(6))
        if wrapped and len(wrapped) + len(parts) > room:
            break  # an entry is shown whole or not at all: no orphaned second line at the top
        wrapped.extend((part, age) for part in reversed(parts))
        shown.append(line)
    y = body.bottom - lowest
    clip = surface.get_clip()
    surface.set_clip(body)
    for part, age in wrapped:
        colour = log_colour(theme, age)
        at = (place.start(body), y)
        ctx.text.blit(surface, part, "ui", px, colour, at, place.align("topleft"))
        y -= line_h
    surface.set_clip(clip)
    if len(shown) < len(lines):
        _scroll_bar(surface, ctx, place, body, len(lines), len(shown), scroll)
    return shown[::-1]


def _scroll_bar(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    body: pygame.Rect,
    total: int,
    shown: int,
    scroll: int,
) -> None:
    """A thin bar at the log's right edge (mirrored: its left): how much of it shows, and
    where."""
    width = max(2, place.px(4))
    track = pygame.Rect(body.right + place.px(4), body.top, width, body.height)
    track = place.mirror(track, body)
    pygame.draw.rect(surface, lerp_colour(ctx.theme.panel, ctx.theme.ink, 0.1), track)
    height = max(place.px(16), round(track.height * shown / total))
    # scroll 0 is the newest entries, at the bottom of the track.
    bottom = track.bottom - round((track.height - height) * scroll / max(1, total - shown))
    thumb = pygame.Rect(track.left, bottom - height, width, height)
    pygame.draw.rect(surface, ctx.theme.ink_muted, thumb, border_radius=width // 2)
