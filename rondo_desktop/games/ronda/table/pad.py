"""Ronda's score pad: the race to the target, and the summary that closes each hand (points
by kind, the cards each side took, the totals). This hand's pad is :mod:`.hand_pad`.

Pure drawing: each function reads the table scene and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.ronda.table.plates import team_name

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.engine.options import RondaOptions
    from rondo_desktop.games.ronda.table.scene import RondaTable
    from rondo_desktop.games.ronda.table.shown import HandSummary

# The score pad's rows: the kind's key in the hand's points, its label's catalog key.
PAD_ROWS = (
    ("ronda", "table.ronda.kind.ronda"),
    ("este", "table.ronda.kind.este"),
    ("missa", "table.ronda.kind.missa"),
    ("cards", "table.ronda.kind.cards"),
)
DEALER_ROW = ("dealer", "table.ronda.kind.dealer")


def panel(surface: pygame.Surface, table: RondaTable, rect: pygame.Rect, title: str) -> int:
    ctx, place = table.ctx, table.place
    ctx.art.panel(surface, rect, ctx.theme, place.px(12))
    pad = place.px(14)
    px = ctx.text.fit_px(title, "display", place.px(22), rect.width - pad * 2)
    ctx.text.blit(
        surface,
        title,
        "display",
        px,
        ctx.theme.ink,
        (place.start(rect, pad), rect.top + pad - place.px(4)),
        place.align("topleft"),
    )
    return pad


@contextmanager
def clipped(surface: pygame.Surface, room: pygame.Rect) -> Iterator[None]:
    """Draw within ``room`` only: a long name at the smallest size stops at the numbers."""
    clip = surface.get_clip()
    surface.set_clip(room.clip(clip))
    try:
        yield
    finally:
        surface.set_clip(clip)


def cards_key(options: RondaOptions) -> str:
    """The card points' label: beyond 20, or beyond 13 at three players (V-01), as the engine
    counts them."""
    return "table.ronda.kind.cards13" if options.card_threshold == 13 else "table.ronda.kind.cards"


def kind_key(kind: str, options: RondaOptions) -> str:
    """The label of a kind of points (``HandScored.points``' keys), the card points' naming
    the cut-off of the game played."""
    return cards_key(options) if kind == "cards" else f"table.ronda.kind.{kind}"


def pad_rows(table: RondaTable) -> tuple[tuple[str, str], ...]:
    options = table.session.game.options
    rows = tuple((kind, kind_key(kind, options)) for kind, _key in PAD_ROWS)
    return rows + ((DEALER_ROW,) if options.dealer_last_card else ())


def draw_score_pad(surface: pygame.Surface, table: RondaTable, rect: pygame.Rect) -> None:
    """Each side's total and its bar in the race to the target."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    target = table.session.game.options.target
    pad = panel(surface, table, rect, ctx.t("table.ronda.race", target=target))
    totals = table.dealer.shown.totals
    current = table.dealer.shown.current
    top = rect.top + place.px(46)
    row_h = min(place.px(64), (rect.bottom - pad - top) // max(1, len(totals)))
    px = place.text_px(16)
    for side, total in enumerate(totals):
        line = pygame.Rect(rect.left + pad, top + side * row_h, rect.width - pad * 2, row_h)
        name = team_name(table, side)
        turn = current is not None and table.session.side_of(current) == side
        if turn:
            lit = lerp_colour(theme.panel, theme.accent, 0.28)
            pygame.draw.rect(surface, lit, line.inflate(place.px(10), 0), border_radius=place.px(6))
        score_px = place.text_px(24)
        score_w = ctx.text.width(str(total), "heavy", score_px)
        name_px = ctx.text.fit_px(name, "ui_bold", px, line.width - score_w - place.px(8))
        room = pygame.Rect(line.left, line.top, line.width - score_w - place.px(6), line.height)
        with clipped(surface, place.mirror(room, line)):
            at = (place.start(line), line.top + place.px(4))
            ctx.text.blit(surface, name, "ui_bold", name_px, theme.ink, at, place.align("topleft"))
        ctx.text.blit(
            surface,
            str(total),
            "heavy",
            score_px,
            theme.ink,  # red would read as a loss; the bar shows the race
            (place.end(line), line.top),
            place.align("topright"),
        )
        bar = pygame.Rect(line.left, line.top + place.px(32), line.width, place.px(10))
        pygame.draw.rect(surface, lerp_colour(theme.panel, theme.ink, 0.12), bar, border_radius=5)
        filled = bar.copy()
        filled.width = round(bar.width * min(1.0, total / target))
        filled = place.mirror(filled, bar)  # filling from the right, mirrored
        if filled.width > 0:
            pygame.draw.rect(surface, seat_colour(side), filled, border_radius=5)


def summary_cards_area(table: RondaTable, sides: int) -> pygame.Rect:
    """Where the summary shows the cards each side took: under the rows of points."""
    place = table.place
    rect = place.rect("summary")
    pad = place.px(14)
    top = rect.top + place.px(56 + 28 + 10) + place.px(34) * sides
    return pygame.Rect(rect.left + pad, top, rect.width - pad * 2, rect.bottom - top - place.px(54))


def summary_card_height(table: RondaTable, sides: int) -> int:
    band = summary_cards_area(table, sides).height // max(1, sides)
    return max(24, min(table.place.px(92), band - table.place.px(30)))


def draw_summary(surface: pygame.Surface, table: RondaTable, summary: HandSummary) -> None:
    """The end of a hand: points by kind, the cards each side took, the match totals; read
    from the right when mirrored (the names and their dots at the right, the kinds in the
    order they are read, the cards from the right)."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    surface.fill((105, 105, 105), special_flags=pygame.BLEND_RGB_MULT)  # dim the table
    rect = place.rect("summary")
    title = ctx.t("table.ronda.summary_title", n=summary.hand + 1)
    pad = panel(surface, table, rect, title)
    sides = len(summary.totals)
    name_w = round(rect.width * 0.3)
    kinds = pad_rows(table)
    column_w = (rect.width - pad * 2 - name_w) / (len(kinds) + 1)

    def column_x(index: int) -> int:
        x = rect.left + pad + name_w + round(column_w * (index + 0.5))
        return round(mirror_x(x, rect)) if place.rtl else x

    px = place.text_px(17)
    y = rect.top + place.px(56)
    heads = [ctx.t(key) for _kind, key in kinds] + [ctx.t("table.ronda.kind.total")]
    for index, head in enumerate(heads):
        head_px = ctx.text.fit_px(head, "ui_bold", place.text_px(14), round(column_w) - 4)
        at = (column_x(index), y)
        ctx.text.blit(surface, head, "ui_bold", head_px, theme.ink_muted, at, "midtop")
    y += place.px(28)
    row_h = place.px(34)
    for side in range(sides):
        cell = place.mirror(pygame.Rect(rect.left + pad, y, name_w, row_h), rect)
        _summary_row(surface, table, side, cell)
        for index, (kind, _key) in enumerate(kinds):
            value = summary.points.get(kind, (0,) * sides)[side]
            colour = theme.ink if value else theme.ink_muted
            at = (column_x(index), y + row_h // 2)
            ctx.text.blit(surface, str(value), "ui_bold", px, colour, at, "center")
        hand_total = sum(points[side] for points in summary.points.values())
        at = (column_x(len(kinds)), y + row_h // 2)
        _hand_and_total(surface, table, (hand_total, summary.totals[side]), at, column_w * 1.3)
        y += row_h
    _taken_cards(surface, table, summary, summary_cards_area(table, sides))
    hint = ctx.t("table.ronda.summary_results" if summary.final else "table.ronda.summary_next")
    ctx.text.blit(
        surface,
        hint,
        "ui_bold",
        place.text_px(17),
        theme.accent,
        (rect.centerx, rect.bottom - place.px(18)),
        "midbottom",
    )


def _hand_and_total(
    surface: pygame.Surface,
    table: RondaTable,
    values: tuple[int, int],
    centre: tuple[int, int],
    room: float,
) -> None:
    """A side's points this hand and its match total, in the order their column's head
    names them ("This hand · Total"): from the right when mirrored. Drawn as three pieces,
    so the order does not hang on how a line of digits is laid out in Arabic."""
    ctx, place = table.ctx, table.place
    hand, total = values
    parts = [
        ctx.t("table.ronda.summary_hand", hand=hand),
        ctx.t("table.ronda.summary_sep"),
        str(total),
    ]
    gap = place.px(5)
    px = place.text_px(17)
    width = sum(ctx.text.width(part, "heavy", px) for part in parts) + gap * 2
    if width > room:
        px = max(MIN_TEXT_PX, round(px * room / width))
        width = sum(ctx.text.width(part, "heavy", px) for part in parts) + gap * 2
    x = centre[0] - width // 2
    inks = [ctx.theme.ink, ctx.theme.ink_muted, ctx.theme.ink]  # the separator muted
    pieces = list(zip(parts, inks, strict=True))
    for part, ink in reversed(pieces) if place.rtl else pieces:
        drawn = ctx.text.blit(surface, part, "heavy", px, ink, (x, centre[1]), "midleft")
        x = drawn.right + gap


def summary_names(table: RondaTable, room: int) -> list[tuple[str, int]]:
    """Each side's name on the summary and its size, one size for all: at four seats its team
    and players ("Orange team (Ann & Cid)"), or the team alone for every side when one would
    not fit (the line over its cards says who)."""
    ctx, px = table.ctx, table.place.text_px(17)
    sides = range(len(table.dealer.shown.totals))
    labels = [table.side_label(s) for s in sides]
    smallest = max(MIN_TEXT_PX, round(px * 0.85))  # the long labels no smaller than this
    size = min(ctx.text.fit_px(name, "ui_bold", px, room, smallest) for name in labels)
    if all(ctx.text.width(name, "ui_bold", size) <= room for name in labels):
        return [(name, size) for name in labels]
    teams = [team_name(table, s) for s in sides]
    size = min(ctx.text.fit_px(name, "ui_bold", px, room) for name in teams)
    return [(name, size) for name in teams]


def _summary_row(surface: pygame.Surface, table: RondaTable, side: int, cell: pygame.Rect) -> None:
    """A side's dot in its colour and its name, from the edge the line is read from."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    dot = (place.start(cell, place.px(8)), cell.centery)
    pygame.draw.circle(surface, seat_colour(side), dot, place.px(6))
    name, px = summary_names(table, cell.width - place.px(24))[side]
    with clipped(surface, cell.inflate(-place.px(8), 0)):
        at = (place.start(cell, place.px(22)), cell.centery)
        ctx.text.blit(surface, name, "ui_bold", px, theme.ink, at, place.align("midleft"))


def _taken_cards(
    surface: pygame.Surface, table: RondaTable, summary: HandSummary, area: pygame.Rect
) -> None:
    """Each side's pile, card by card, overlapping: how many each took (R-45)."""
    ctx, place, theme = table.ctx, table.place, table.ctx.theme
    sides = len(summary.taken)
    if area.height <= 0 or sides == 0:
        return
    band = area.height // sides
    card_h = summary_card_height(table, sides)
    width, _ = card_size(card_h)
    for side, cards in enumerate(summary.taken):
        top = area.top + side * band
        label = table.about_seat(  # "You took 24 cards", in the second person
            "table.ronda.summary_cards",
            name=table.side_label(side),
            count=summary.piles[side] if side < len(summary.piles) else len(cards),
        )
        label_px = ctx.text.fit_px(label, "ui", max(MIN_TEXT_PX, place.text_px(15)), area.width)
        at = (place.start(area), top)
        ctx.text.blit(surface, label, "ui", label_px, theme.ink_muted, at, place.align("topleft"))
        count = len(cards)
        if not count:
            continue
        step = min(width * 0.62, (area.width - width) / max(1, count - 1))
        y = top + place.px(22)
        # Mirrored, the first card stands at the right and lies on top of the next, so each
        # card still shows the corner with its number.
        for index in reversed(range(count)) if place.rtl else range(count):
            face = table.cards.face(cards[index], card_h, theme)
            x = area.left + index * step
            surface.blit(face, (round(mirror_x(x + width, area) if place.rtl else x), y))
