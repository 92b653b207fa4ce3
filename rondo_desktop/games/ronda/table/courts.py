"""The three court figures of the Spanish pack, drawn full length in flat shapes: the Sota
(10) a page standing, the Caballo (11) a rider on a horse, the Rey (12) a crowned king in a
long robe. Each holds its suit's emblem, and each is dressed in its suit's colour with a
cape of a second colour, as in the Fournier pack.

A figure is drawn in a box one unit tall (see ``pen.Pen``) and ``FIGURE_WIDTH`` wide.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rondo_desktop.games.ronda.table.pen import Colour, Pen, Point
from rondo_desktop.games.ronda.table.suits import SuitInk, draw_suit

FIGURE_WIDTH = {10: 0.6, 11: 0.76, 12: 0.66}  # the box's width / its height
_SKIN = (244, 204, 164)
_WHITE = (250, 246, 236)
_RED = (196, 40, 42)
_BLUE = (52, 96, 176)
_HORSE = (238, 232, 218)  # a white horse, as most Spanish packs ride
_HAIR = (92, 58, 32)


@dataclass(frozen=True)
class Costume:
    garment: Colour
    cape: Colour
    trim: Colour
    hose: Colour


def costume(suit: str, ink: SuitInk, contrast: bool) -> Costume:
    """The figure's dress: the suit's colour, a cape that stands apart from it."""
    if contrast:
        return Costume(ink.main, ink.light, (240, 228, 66), ink.second)
    cape = _BLUE if suit in "co" else _RED
    trim = (236, 182, 44)
    hose = _RED if suit == "o" else (236, 182, 44) if suit == "b" else _BLUE
    return Costume(ink.main, cape, trim, hose)


def draw_court(
    surface: pygame.Surface,
    rank: int,
    suit: str,
    centre: Point,
    height: float,
    ink: SuitInk,
    dress: Costume,
) -> None:
    pen = Pen(surface, centre, height, ink.outline)
    _FIGURES[rank](pen, suit, ink, dress)


def _emblem(pen: Pen, suit: str, ink: SuitInk, at: Point, size: float, angle: float = 0) -> None:
    """The suit's emblem held by the figure, at a unit point and a unit size."""
    draw_suit(pen.surface, suit, pen.at(*at), size * pen.size, ink, angle)


def _head(pen: Pen, centre: Point, radius: float, beard: Colour | None = None) -> None:
    u, v = centre
    pen.circle(centre, radius, _SKIN)
    pen.ellipse((u, v - radius * 0.2), (radius * 1.02, radius * 0.95), _HAIR, arc=(180, 360))
    if beard is not None:
        pen.poly(
            [
                (u - radius * 0.95, v + radius * 0.2),
                (u - radius * 0.3, v + radius * 0.5),
                (u + radius * 0.3, v + radius * 0.5),
                (u + radius * 0.95, v + radius * 0.2),
                (u + radius * 0.4, v + radius * 1.5),
                (u - radius * 0.4, v + radius * 1.5),
            ],
            beard,
        )
    pen.circle((u + radius * 0.45, v - radius * 0.05), radius * 0.12, pen.ink, outline=False)


def _held_at(suit: str, hand: Point) -> tuple[Point, float, float]:
    """Where the held emblem sits, how large and turned: a sword or baton stands in the hand,
    a coin or cup is held up beside it."""
    u, v = hand
    if suit == "e":
        return (u, v - 0.16), 0.5, 10.0
    if suit == "b":
        return (u, v - 0.12), 0.44, 12.0
    if suit == "o":
        return (u + 0.02, v - 0.1), 0.2, 0.0
    return (u + 0.02, v - 0.11), 0.22, 0.0


def _sota(pen: Pen, suit: str, ink: SuitInk, dress: Costume) -> None:
    """A page standing in hose and a short flared tunic, a cape, a feathered cap."""
    pen.poly([(-0.1, -0.2), (0.0, -0.2), (-0.16, 0.26), (-0.25, 0.22)], dress.cape)
    pen.rect(-0.075, 0.2, -0.02, 0.45, dress.hose)
    pen.rect(0.02, 0.2, 0.075, 0.45, dress.hose)
    pen.ellipse((-0.06, 0.465), (0.05, 0.028), _HAIR)
    pen.ellipse((0.06, 0.465), (0.05, 0.028), _HAIR)
    pen.poly([(-0.1, -0.21), (0.1, -0.21), (0.18, 0.25), (-0.18, 0.25)], dress.garment)
    pen.rect(-0.125, 0.0, 0.125, 0.04, dress.trim)
    pen.poly([(-0.1, -0.2), (-0.16, 0.04), (-0.12, 0.06), (-0.06, -0.14)], dress.garment)
    pen.circle((-0.145, 0.07), 0.028, _SKIN)
    hand = (0.2, -0.06)
    pen.poly([(0.06, -0.2), (0.1, -0.21), (0.22, -0.08), (0.18, -0.04)], dress.garment)
    at, size, angle = _held_at(suit, hand)
    _emblem(pen, suit, ink, at, size, angle)
    pen.circle(hand, 0.03, _SKIN)
    pen.ellipse((0, -0.21), (0.075, 0.028), _WHITE)
    _head(pen, (0, -0.3), 0.072)
    pen.ellipse((0.0, -0.37), (0.12, 0.035), dress.cape)
    pen.stroke([(-0.08, -0.38), (-0.16, -0.46), (-0.2, -0.44)], _WHITE, 0.025)


def _caballo(pen: Pen, suit: str, ink: SuitInk, dress: Costume) -> None:
    """A rider on a white horse, walking to the right, the emblem raised."""
    pen.stroke([(-0.24, 0.1), (-0.32, 0.22), (-0.3, 0.34)], _HAIR, 0.05)
    for top, foot in (((-0.17, 0.16), (-0.2, 0.45)), ((-0.1, 0.18), (-0.08, 0.45))):
        _leg(pen, top, foot)
    for top, foot in (((0.14, 0.18), (0.16, 0.45)), ((0.2, 0.16), (0.3, 0.3))):
        _leg(pen, top, foot)
    pen.ellipse((-0.01, 0.13), (0.25, 0.1), _HORSE)
    pen.poly([(0.12, 0.08), (0.19, -0.12), (0.27, -0.1), (0.25, 0.12)], _HORSE)
    pen.poly([(0.19, -0.12), (0.24, -0.18), (0.37, -0.06), (0.34, -0.01), (0.25, -0.05)], _HORSE)
    pen.poly([(0.22, -0.15), (0.23, -0.21), (0.255, -0.16)], _HORSE)
    pen.stroke([(0.2, -0.13), (0.14, -0.02), (0.12, 0.07)], _HAIR, 0.03)
    pen.circle((0.27, -0.12), 0.012, pen.ink, outline=False)
    pen.stroke([(0.33, -0.03), (0.2, 0.0), (0.05, -0.02)], _HAIR, 0.012)
    pen.poly([(-0.12, 0.03), (0.1, 0.03), (0.08, 0.2), (-0.1, 0.2)], dress.cape)
    pen.rect(-0.12, 0.17, 0.1, 0.2, dress.trim)
    pen.poly([(-0.08, 0.06), (0.06, 0.06), (0.07, -0.18), (-0.06, -0.18)], dress.garment)
    pen.poly(
        [(-0.02, 0.02), (0.06, 0.04), (0.08, 0.16), (0.05, 0.28), (0.02, 0.27), (0.02, 0.15)],
        dress.hose,
    )
    pen.ellipse((0.05, 0.29), (0.04, 0.022), _HAIR)
    hand = (0.15, -0.22)
    pen.poly([(0.03, -0.17), (0.07, -0.18), (0.17, -0.24), (0.15, -0.19)], dress.garment)
    at, size, angle = _held_at(suit, hand)
    _emblem(pen, suit, ink, at, size * 0.85, angle)
    pen.circle(hand, 0.026, _SKIN)
    _head(pen, (0.0, -0.26), 0.062)
    pen.ellipse((0.0, -0.315), (0.12, 0.025), dress.cape)
    pen.ellipse((0.0, -0.33), (0.06, 0.05), dress.cape, arc=(180, 360))


def _leg(pen: Pen, top: Point, foot: Point) -> None:
    (u0, v0), (u1, v1) = top, foot
    pen.poly([(u0 - 0.03, v0), (u0 + 0.03, v0), (u1 + 0.02, v1), (u1 - 0.02, v1)], _HORSE)
    pen.rect(u1 - 0.025, v1 - 0.02, u1 + 0.025, v1 + 0.01, _HAIR)


def _rey(pen: Pen, suit: str, ink: SuitInk, dress: Costume) -> None:
    """A king in a long robe and an ermine-collared mantle, crowned and bearded."""
    pen.poly([(-0.14, -0.21), (0.14, -0.21), (0.29, 0.47), (-0.29, 0.47)], dress.cape)
    pen.poly([(-0.11, -0.2), (0.11, -0.2), (0.19, 0.47), (-0.19, 0.47)], dress.garment)
    pen.rect(-0.03, -0.14, 0.03, 0.47, dress.trim)
    pen.rect(-0.14, 0.02, 0.14, 0.055, dress.trim)
    pen.poly([(-0.11, -0.19), (-0.19, 0.06), (-0.14, 0.08), (-0.07, -0.12)], dress.cape)
    pen.circle((-0.165, 0.09), 0.03, _SKIN)
    hand = (0.2, -0.04)
    pen.poly([(0.07, -0.19), (0.11, -0.2), (0.22, -0.06), (0.18, -0.02)], dress.cape)
    at, size, angle = _held_at(suit, hand)
    _emblem(pen, suit, ink, at, size, angle)
    pen.circle(hand, 0.03, _SKIN)
    pen.ellipse((0, -0.2), (0.15, 0.045), _WHITE)
    for u in (-0.09, -0.03, 0.03, 0.09):
        pen.circle((u, -0.195), 0.008, pen.ink, outline=False)
    _head(pen, (0, -0.29), 0.075, beard=(236, 232, 222))
    crown = [
        (-0.075, -0.34),
        (-0.08, -0.44),
        (-0.04, -0.39),
        (0.0, -0.46),
        (0.04, -0.39),
        (0.08, -0.44),
        (0.075, -0.34),
    ]
    pen.poly(crown, dress.trim)
    pen.circle((0.0, -0.365), 0.014, _RED)


_FIGURES = {10: _sota, 11: _caballo, 12: _rey}
