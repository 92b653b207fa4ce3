"""The sand timer: an hourglass whose sand falls in proportion to the time left.

``Hourglass`` keeps only what the picture needs between frames (the turn-over angle and the
urgent pulse); the time itself is the session's ``TurnClock``. The glass is painted upright
into a small surface each frame (a handful of polygons) and rotated while it is turned over.
"""

from __future__ import annotations

import math

import pygame

from rondo_desktop.app.anim.tween import Tweens, ease_in_out
from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.theme import Colour, Theme

TURN_SECONDS = 0.6


class Hourglass:
    def __init__(self) -> None:
        self.angle = 0.0  # degrees; 180 -> 0 while being turned over
        self.pulse = 0.0  # seconds, drives the urgent glow
        self.turns_seen = -1

    def update(self, dt: float, turns: int, tweens: Tweens, speed: float) -> bool:
        """Turn over when the clock was turned over; True when that just started."""
        self.pulse += dt
        if turns == self.turns_seen:
            return False
        first = self.turns_seen < 0
        self.turns_seen = turns
        if first or math.isinf(speed):
            return False
        self.angle = 180.0
        tweens.to(self, "angle", 0.0, TURN_SECONDS / speed, ease_in_out, blocking=False)
        return True

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        fraction: float,
        urgent: bool,
        running: bool,
        theme: Theme,
    ) -> None:
        """Draw the glass in ``rect``: ``fraction`` of the sand still on top."""
        height = rect.height
        width = min(rect.width, round(height * 0.62))
        glass = pygame.Surface((width, height), pygame.SRCALPHA)
        # While turning over, the sand is all at the bottom of the glass being turned:
        # after half a turn that bottom is the new top, full.
        turning = self.angle > 0.5
        shown = 0.0 if turning else fraction
        sand = theme.danger if urgent else theme.accent
        if urgent:
            glow = 0.5 + 0.5 * math.sin(self.pulse * 2 * math.pi * 1.5)
            sand = lerp_colour(sand, (255, 220, 180), 0.35 * glow)
        self._paint(glass, shown, running and not turning, sand, theme)
        if turning:
            glass = pygame.transform.rotate(glass, self.angle)
        if urgent and theme.shadow_alpha:
            halo = pygame.Surface((width + 24, height + 24), pygame.SRCALPHA)
            alpha = round(60 + 50 * math.sin(self.pulse * 2 * math.pi * 1.5))
            pygame.draw.ellipse(halo, (*theme.danger, alpha), halo.get_rect())
            surface.blit(halo, halo.get_rect(center=rect.center))
        surface.blit(glass, glass.get_rect(center=rect.center))

    @staticmethod
    def _paint(
        glass: pygame.Surface, fraction: float, running: bool, sand: Colour, theme: Theme
    ) -> None:
        width, height = glass.get_size()
        cap = max(6, height // 14)
        frame = theme.wood
        frame_dark = lerp_colour(frame, (0, 0, 0), 0.3)
        inner = pygame.Rect(cap, cap, width - 2 * cap, height - 2 * cap)
        cx, cy = inner.centerx, inner.centery
        neck = max(2, width // 30)
        half = inner.height / 2
        top = [
            inner.topleft,
            inner.topright,
            (cx + neck, cy),
            (cx - neck, cy),
        ]
        bottom = [(cx - neck, cy), (cx + neck, cy), inner.bottomright, inner.bottomleft]
        bulb = lerp_colour(theme.panel, (200, 226, 238), 0.55)
        glass_fill = (*bulb, 120)
        pygame.draw.polygon(glass, glass_fill, top)
        pygame.draw.polygon(glass, glass_fill, bottom)

        _paint_sand(glass, inner, neck, fraction, running, sand)
        # Glass outline and a highlight streak, then the wooden caps and posts.
        outline = lerp_colour(bulb, (40, 60, 70), 0.5)
        pygame.draw.polygon(glass, outline, top, max(1, width // 60))
        pygame.draw.polygon(glass, outline, bottom, max(1, width // 60))
        shine = (255, 255, 255, 90)
        pygame.draw.line(
            glass,
            shine,
            (inner.left + inner.width * 0.2, inner.top + 4),
            (cx - neck * 2, cy - half * 0.25),
            max(1, width // 40),
        )
        post = max(3, width // 16)
        for x in (cap // 2 + 1, width - cap // 2 - post - 1):
            pygame.draw.rect(glass, frame_dark, (x, cap // 2, post, height - cap), border_radius=2)
        for y in (0, height - cap):
            pygame.draw.rect(glass, frame, (0, y, width, cap), border_radius=max(2, cap // 3))
            pygame.draw.line(
                glass, theme.wood_light, (3, y + 1), (width - 4, y + 1), max(1, cap // 5)
            )


def _paint_sand(
    glass: pygame.Surface,
    inner: pygame.Rect,
    neck: int,
    fraction: float,
    running: bool,
    sand: Colour,
) -> None:
    """The sand in both bulbs, and the thin stream through the neck while it runs."""
    cx, cy = inner.centerx, inner.centery
    half = inner.height / 2

    def half_width(y_from_neck: float) -> float:
        return neck + (inner.width / 2 - neck) * (y_from_neck / half)

    # Sand on top: a cone whose surface sinks towards the neck (area ~ fraction).
    fraction = max(0.0, min(1.0, fraction))
    if fraction > 0:
        level = half * (fraction**0.5) * 0.92
        w = half_width(level)
        pygame.draw.polygon(
            glass,
            sand,
            [(cx - w, cy - level), (cx + w, cy - level), (cx + neck, cy), (cx - neck, cy)],
        )
    # Sand below: a heap that rises as the top empties.
    fallen = 1.0 - fraction
    if fallen > 0:
        heap = half * (fallen**0.6) * 0.82
        base = inner.bottom
        w_base = inner.width / 2 - 1
        w_top = max(neck * 2, half_width(half - heap) * 0.55)
        pygame.draw.polygon(
            glass,
            sand,
            [
                (cx - w_base, base),
                (cx + w_base, base),
                (cx + w_top, base - heap),
                (cx, base - heap - max(2, heap * 0.12)),
                (cx - w_top, base - heap),
            ],
        )
    if running and 0 < fraction < 1:
        pygame.draw.line(glass, sand, (cx, cy), (cx, inner.bottom - 2), max(1, neck // 2 + 1))
