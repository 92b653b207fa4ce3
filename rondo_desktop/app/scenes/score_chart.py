"""The scores over the turns: one line a seat, on an axis at round numbers, for any game.

The results screen of every game draws it from a score history (the scores after the start and
after every turn); the seat colours are the ones the rest of the results use for the seats.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement

# Okabe-Ito: six line colours that stay distinct for the common colour blindnesses.
SEAT_COLOURS = [
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (213, 94, 0),
]
NICE_STEPS = (1, 2, 2.5, 5, 10)
REVEAL_SECONDS = 0.9  # the lines are drawn left to right over this long
FEW_STEPS = 12  # up to this many steps (Allegra's 3 rounds) each is labelled and marked
MARKERS = ("circle", "square", "triangle", "diamond", "down", "bar")  # one shape a seat


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def nice_ticks(low: float, high: float, most: int = 8) -> list[int]:
    """Axis values at round numbers (0, 50, 100 ...) covering low..high, at most ``most``.

    The step is 1, 2, 2.5 or 5 times a power of ten (whole numbers only), the first tick at
    or below ``low`` and the last at or above ``high``.
    """
    low, high = min(low, high), max(low, high)
    if high == low:
        high = low + 1
    raw = (high - low) / max(1, most - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = 1
    for factor in NICE_STEPS:
        candidate = factor * power
        if candidate >= 1 and candidate == int(candidate) and candidate >= raw:
            step = int(candidate)
            break
    while math.ceil(high / step) - math.floor(low / step) + 1 > most:
        step *= 2
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return list(range(first, last + 1, step))


def chart_plot(place: Placement, rect: pygame.Rect) -> pygame.Rect:
    """Where the lines of a chart in the panel ``rect`` run (a screen that lets the player
    click a turn on the chart maps the click with it)."""
    plot = pygame.Rect(
        rect.left + place.px(52),
        rect.top + place.px(50),
        rect.width - place.px(72),
        rect.height - place.px(86),
    )
    return place.mirror(plot, rect)  # right to left: the values' axis at the right


def step_x(place: Placement, plot: pygame.Rect, fraction: float) -> float:
    """Where the ``fraction`` of the turns stands on the plot: the turns run from the edge
    read first (from the right in a right-to-left language)."""
    offset = plot.width * fraction
    return plot.right - offset if place.rtl else plot.left + offset


def draw_score_chart(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    rect: pygame.Rect,
    history: Sequence[Sequence[int]],
    age: float,
    steps_key: str = "results.turns",
) -> None:
    """The chart in the panel ``rect``: its heading, the axis and each seat's line, revealed
    over the first second of the screen's ``age``; ``steps_key`` counts the steps along the
    axis ("4 turns"; Ronda's are hands)."""
    pad = place.px(20)
    ctx.text.blit(
        surface,
        ctx.t("results.chart"),
        "display",
        place.px(22),
        ctx.theme.ink,
        (place.start(rect, pad), rect.top + pad - place.px(6)),
        place.align("topleft"),
    )
    plot = chart_plot(place, rect)
    if len(history) < 2:
        return
    low, high = _draw_axis(surface, ctx, place, plot, history, steps_key)
    shown = min(1.0, age / REVEAL_SECONDS) if age > 0 else 1.0
    _draw_lines(surface, place, plot, history, (low, high), shown)


def _draw_axis(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    plot: pygame.Rect,
    history: Sequence[Sequence[int]],
    steps_key: str,
) -> tuple[int, int]:
    """The axis at round numbers (0, 50, 100 ...) that cover every score, the zero line when
    a score went below it and the count of turns; returns the axis' lowest and highest value."""
    theme = ctx.theme
    small = place.font_px("chart", 15)
    ticks = nice_ticks(
        min(0, *(min(row) for row in history)),
        max(1, *(max(row) for row in history)),
        most=max(3, min(8, plot.height // round(small * 1.5))),
    )
    low, high = ticks[0], ticks[-1]
    span = high - low
    for value in ticks:
        y = plot.bottom - plot.height * (value - low) / span
        grid = lerp_colour(theme.panel, theme.ink, 0.12)
        pygame.draw.line(surface, grid, (plot.left, y), (plot.right, y), 1)
        ctx.text.blit(
            surface,
            str(value),
            "ui",
            small,
            theme.ink_muted,
            (plot.right + place.px(8) if place.rtl else plot.left - place.px(8), round(y)),
            place.align("midright"),
        )
    if low < 0:
        zero = plot.bottom - plot.height * (0 - low) / span
        pygame.draw.line(surface, theme.ink_muted, (plot.left, zero), (plot.right, zero), 1)
    steps = len(history) - 1
    caption = (place.end(plot), plot.bottom + place.px(6))
    if steps <= FEW_STEPS:
        # Few steps: each is numbered under its place, the count goes above the plot.
        for step in range(1, steps + 1):
            x = step_x(place, plot, step / steps)
            at = (round(x), plot.bottom + place.px(6))
            ctx.text.blit(surface, str(step), "ui_bold", small, theme.ink_muted, at, "midtop")
        caption = (place.end(plot), plot.top - place.px(4) - small)
    corner = place.align("topright")
    ctx.text.blit(
        surface, ctx.t(steps_key, count=steps), "ui", small, theme.ink_muted, caption, corner
    )
    return low, high


def _draw_lines(
    surface: pygame.Surface,
    place: Placement,
    plot: pygame.Rect,
    history: Sequence[Sequence[int]],
    axis: tuple[int, int],
    shown: float,
) -> None:
    """Each seat's line up to the ``shown`` share of the turns, a dot at its end. With few
    steps each seat's points wear its own marker and its line is lifted a hair from the
    others', so a seat whose scores equal another's is not hidden under it."""
    low, high = axis
    span = high - low
    steps = len(history) - 1
    last = max(1, round(steps * shown))
    seats = len(history[0])
    few = steps <= FEW_STEPS
    for seat in range(seats):
        lift = (seat - (seats - 1) / 2) * place.px(3) if few else 0
        points = [
            (
                step_x(place, plot, i / steps),
                plot.bottom - plot.height * (row[seat] - low) / span - lift,
            )
            for i, row in enumerate(history[: last + 1])
        ]
        colour = seat_colour(seat)
        if len(points) >= 2:
            pygame.draw.lines(surface, colour, False, points, max(2, place.px(3)))
        marked = points[1:] if few else points[-1:]
        for x, y in marked:
            draw_marker(
                surface,
                MARKERS[seat % len(MARKERS)] if few else "circle",
                colour,
                (x, y),
                place.px(5),
            )


def draw_marker(
    surface: pygame.Surface,
    shape: str,
    colour: tuple[int, int, int],
    centre: tuple[float, float],
    size: int,
) -> None:
    """A seat's point on the chart in its own shape (not only its colour)."""
    x, y = centre
    shapes: dict[str, list[tuple[float, float]]] = {
        "square": [(-1, -1), (1, -1), (1, 1), (-1, 1)],
        "triangle": [(0, -1.2), (1.1, 0.9), (-1.1, 0.9)],
        "diamond": [(0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)],
        "down": [(-1.1, -0.9), (1.1, -0.9), (0, 1.2)],
        "bar": [(-1.4, -0.6), (1.4, -0.6), (1.4, 0.6), (-1.4, 0.6)],
    }
    corners = shapes.get(shape)
    if corners is None:
        pygame.draw.circle(surface, colour, (round(x), round(y)), size)
        return
    pygame.draw.polygon(surface, colour, [(x + dx * size, y + dy * size) for dx, dy in corners])
