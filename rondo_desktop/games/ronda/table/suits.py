"""The four Spanish suits as flat drawings: coins (oros), cups (copas), swords (espadas) and
batons (bastos), in the colours of the Fournier pack players know: gold coins, red cups,
blue swords, green batons.

Each emblem is drawn in a box one unit tall (see ``pen.Pen``); ``SUIT_WIDTH`` says how wide
it is, so the card's pip layouts know how much room each takes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rondo_desktop.games.ronda.table.pen import Colour, Pen, Point

SUITS = ("o", "c", "e", "b")  # coins, cups, swords, batons: the letters of the card text
SUIT_WIDTH = {"o": 1.0, "c": 0.74, "e": 0.4, "b": 0.32}  # the box's width / its height
LONG_SUITS = frozenset("eb")  # swords and batons: laid crossed in pairs, like the real pack


@dataclass(frozen=True)
class SuitInk:
    """A suit's colours. ``index``: its rank numerals on the paper, dark enough to read."""

    main: Colour
    light: Colour
    accent: Colour
    second: Colour
    outline: Colour
    index: Colour


_GOLD = (236, 182, 44)
_OUTLINE = (52, 34, 22)
_FOURNIER = {
    "o": SuitInk(
        (236, 182, 44), (252, 226, 130), (204, 66, 36), (176, 120, 24), _OUTLINE, (150, 96, 0)
    ),
    "c": SuitInk((200, 40, 42), (240, 120, 100), _GOLD, (150, 28, 32), _OUTLINE, (178, 30, 34)),
    "e": SuitInk((52, 104, 184), (170, 200, 236), _GOLD, (120, 62, 34), _OUTLINE, (30, 70, 150)),
    "b": SuitInk(
        (92, 136, 50), (176, 200, 112), (150, 98, 50), (58, 86, 30), _OUTLINE, (40, 108, 40)
    ),
}
# The accessible scheme: Okabe-Ito colours, black lines, no suit told by red against green.
_CONTRAST = {
    "o": SuitInk(
        (240, 228, 66), (255, 246, 170), (0, 0, 0), (150, 120, 0), (0, 0, 0), (110, 90, 0)
    ),
    "c": SuitInk(
        (213, 94, 0), (245, 170, 120), (240, 228, 66), (140, 50, 0), (0, 0, 0), (180, 60, 0)
    ),
    "e": SuitInk(
        (0, 114, 178), (140, 200, 235), (240, 228, 66), (0, 60, 100), (0, 0, 0), (0, 84, 150)
    ),
    "b": SuitInk((0, 158, 115), (120, 220, 190), (0, 0, 0), (0, 90, 64), (0, 0, 0), (0, 110, 80)),
}


def suit_ink(suit: str, theme_key: str) -> SuitInk:
    return (_CONTRAST if theme_key == "contrast" else _FOURNIER)[suit]


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    centre: Point,
    height: float,
    ink: SuitInk,
    angle: float = 0.0,
) -> None:
    """One emblem ``height`` pixels tall, turned ``angle`` degrees clockwise."""
    pen = Pen(surface, centre, height, ink.outline, angle)
    _DRAW[suit](pen, ink)


def _coin(pen: Pen, ink: SuitInk) -> None:
    """A gold coin with a beaded rim round a rosette."""
    pen.circle((0, 0), 0.5, ink.main)
    pen.circle((0, 0), 0.39, ink.light)
    pen.circle((0, 0), 0.33, ink.main)
    petals = [(0.0, -0.22), (0.22, 0.0), (0.0, 0.22), (-0.22, 0.0)]
    for u, v in petals:
        pen.ellipse((u / 2, v / 2), (0.07 if u else 0.05, 0.07 if v else 0.05), ink.accent)
    pen.circle((0, 0), 0.07, ink.light)


def _cup(pen: Pen, ink: SuitInk) -> None:
    """A chalice: wide bowl, a knot on the stem, a spreading foot."""
    pen.poly(
        [(-0.07, 0.3), (0.07, 0.3), (0.28, 0.44), (0.28, 0.5), (-0.28, 0.5), (-0.28, 0.44)],
        ink.main,
    )
    pen.rect(-0.055, -0.04, 0.055, 0.32, ink.accent)
    pen.ellipse((0, 0.14), (0.13, 0.06), ink.accent)
    pen.ellipse((0, -0.36), (0.36, 0.34), ink.main, arc=(0, 180))
    pen.ellipse((0, -0.2), (0.33, 0.05), None, arc=(20, 160))  # a band round the bowl
    pen.stroke([(-0.26, -0.26), (-0.22, -0.16), (-0.14, -0.08)], ink.light, 0.04)
    pen.ellipse((0, -0.38), (0.37, 0.1), ink.accent)
    pen.ellipse((0, -0.38), (0.28, 0.055), ink.second)


def _sword(pen: Pen, ink: SuitInk) -> None:
    """A straight sword, point up: a long blade over a cross-guard, grip and pommel."""
    pen.poly([(-0.05, 0.17), (-0.05, -0.36), (0, -0.5), (0.05, -0.36), (0.05, 0.17)], ink.main)
    pen.stroke([(0, -0.4), (0, 0.14)], ink.light, 0.022)
    pen.poly(
        [(-0.2, 0.12), (0, 0.16), (0.2, 0.12), (0.19, 0.19), (0, 0.225), (-0.19, 0.19)], ink.accent
    )
    pen.circle((-0.2, 0.15), 0.04, ink.accent)
    pen.circle((0.2, 0.15), 0.04, ink.accent)
    pen.rect(-0.032, 0.22, 0.032, 0.41, ink.second)
    pen.circle((0, 0.45), 0.05, ink.accent)


def _baton(pen: Pen, ink: SuitInk) -> None:
    """A wooden club, thick at the head and thin at the grip, knotted where branches were cut."""
    for v, side in ((-0.2, -1), (0.02, 1), (0.24, -1)):
        edge = side * (0.14 - (v + 0.36) * 0.11)  # the club's edge at this height
        pen.ellipse((edge, v), (0.05, 0.045), ink.main)
        pen.ellipse((edge + side * 0.025, v), (0.022, 0.03), ink.light)
    body = [(-0.045, 0.45), (-0.14, -0.36)]
    body += [(0.14 * _c(a), -0.36 + 0.14 * _s(a)) for a in range(180, 361, 15)]
    body += [(0.045, 0.45)]
    body += [(0.045 * _c(a), 0.45 + 0.045 * _s(a)) for a in range(0, 181, 30)]
    pen.poly(body, ink.main)
    pen.stroke([(-0.09, -0.36), (-0.035, 0.38)], ink.light, 0.03)
    pen.stroke([(0.05, -0.42), (0.06, -0.2), (0.02, 0.05), (0.015, 0.3)], ink.second, 0.018)
    pen.stroke([(0.0, -0.12), (-0.03, 0.1)], ink.second, 0.014)
    pen.ellipse((0.0, -0.445), (0.07, 0.035), ink.light)


def _c(degrees: float) -> float:
    return math.cos(math.radians(degrees))


def _s(degrees: float) -> float:
    return math.sin(math.radians(degrees))


_DRAW = {"o": _coin, "c": _cup, "e": _sword, "b": _baton}
