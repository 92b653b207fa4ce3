"""A pen that draws flat shapes given in a unit box, for the suit emblems and court figures.

Shapes are written once in units (u across, v down, the box's centre at 0, 0 and its height
1) and drawn at any size, turned and mirrored, each filled and outlined in ink. The Spanish
pack is painted at several times its size and scaled down smoothly, so plain polygons are
enough here: the scaling gives the soft edges.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Colour = tuple[int, int, int]
Point = tuple[float, float]

OUTLINE = 0.025  # the ink line's width, as a share of the box's height


class Pen:
    def __init__(
        self,
        surface: pygame.Surface,
        centre: Point,
        size: float,
        ink: Colour,
        angle: float = 0.0,
        mirror: bool = False,
    ) -> None:
        """``size``: the box's height in pixels; ``angle``: degrees clockwise; ``mirror``:
        flip left and right (a figure facing the other way)."""
        self.surface = surface
        self.centre = centre
        self.size = size
        self.ink = ink
        self._cos = math.cos(math.radians(angle))
        self._sin = math.sin(math.radians(angle))
        self._flip = -1.0 if mirror else 1.0
        self.line = max(1, round(size * OUTLINE))

    def at(self, u: float, v: float) -> Point:
        """The pixel of the unit point (u, v)."""
        x = u * self.size * self._flip
        y = v * self.size
        return (
            self.centre[0] + x * self._cos - y * self._sin,
            self.centre[1] + x * self._sin + y * self._cos,
        )

    def poly(self, points: Sequence[Point], fill: Colour | None, outline: bool = True) -> None:
        pixels = [self.at(u, v) for u, v in points]
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, pixels)
        if outline:
            self._outline(pixels, closed=True)

    def stroke(
        self, points: Sequence[Point], colour: Colour | None = None, width: float = 0
    ) -> None:
        """An open line through the points, ``width`` in units (0: the ink line)."""
        pixels = [self.at(u, v) for u, v in points]
        px = max(1, round(width * self.size)) if width else self.line
        pygame.draw.lines(self.surface, colour or self.ink, False, pixels, px)
        for x, y in pixels:  # round joints and ends
            pygame.draw.circle(self.surface, colour or self.ink, (x, y), px / 2)

    def ellipse(
        self,
        centre: Point,
        radii: Point,
        fill: Colour | None,
        outline: bool = True,
        arc: tuple[float, float] = (0.0, 360.0),
    ) -> None:
        """An ellipse (or the part of it between two angles, in degrees, 0 at the right
        and clockwise), drawn as a polygon so that it turns with the pen."""
        self.poly(ellipse_points(centre, radii, arc), fill, outline)

    def circle(
        self, centre: Point, radius: float, fill: Colour | None, outline: bool = True
    ) -> None:
        self.ellipse(centre, (radius, radius), fill, outline)

    def rect(
        self, left: float, top: float, right: float, bottom: float, fill: Colour | None
    ) -> None:
        self.poly([(left, top), (right, top), (right, bottom), (left, bottom)], fill)

    def _outline(self, pixels: list[Point], closed: bool) -> None:
        if len(pixels) < 2:
            return
        pygame.draw.lines(self.surface, self.ink, closed, pixels, self.line)
        if self.line > 2:  # fill the notches thick lines leave at sharp corners
            for x, y in pixels:
                pygame.draw.circle(self.surface, self.ink, (x, y), self.line / 2)


def ellipse_points(
    centre: Point, radii: Point, arc: tuple[float, float] = (0.0, 360.0), steps: int = 28
) -> list[Point]:
    start, stop = arc
    count = max(3, round(steps * abs(stop - start) / 360))
    points = []
    for i in range(count + 1):
        angle = math.radians(start + (stop - start) * i / count)
        points.append(
            (centre[0] + radii[0] * math.cos(angle), centre[1] + radii[1] * math.sin(angle))
        )
    return points
