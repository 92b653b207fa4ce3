"""Drawn decoration: the felt table cloth, soft shadows and paper panels, all cached.

Everything here is painted in code (no image files to license) and cached per size, because
a 1920x1080 cloth takes tens of milliseconds to paint and must not be redrawn every frame.
"""

from __future__ import annotations

import random
from collections import OrderedDict

import pygame

from rondo_desktop.app.theme import Colour, Theme


def _lerp(a: Colour, b: Colour, t: float) -> Colour:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


class Art:
    def __init__(self, seed: int = 7) -> None:
        self._seed = seed
        self._cloths: OrderedDict[tuple[tuple[int, int], str], pygame.Surface] = OrderedDict()
        self._shadows: OrderedDict[tuple[int, int, int, int], pygame.Surface] = OrderedDict()

    def cloth(self, size: tuple[int, int], theme: Theme) -> pygame.Surface:
        """The table cloth: grainy felt, lighter under the lamp, darker towards the corners.

        Painted small and smooth-scaled up, with tiled grain on top: a full-size per-pixel
        paint of 1920x1080 took a third of a second and delayed the first frame.
        """
        key = (size, theme.key)
        cached = self._cloths.get(key)
        if cached is not None:
            return cached
        width, height = max(1, size[0]), max(1, size[1])
        rng = random.Random(self._seed)
        small = pygame.Surface((64, 36))
        for y in range(36):
            for x in range(64):
                # Elliptical falloff from a lamp slightly above the centre.
                dx = (x / 63 * 2 - 1) * 0.85
                dy = (y / 35 * 2 - 1 + 0.15) * 1.05
                t = min(1.0, max(0.0, ((dx * dx + dy * dy) ** 0.5 - 0.25) / 1.1)) ** 1.6
                small.set_at((x, y), _lerp(theme.felt, theme.felt_edge, t))
        surface = pygame.transform.smoothscale(small, (width, height))
        if theme.felt_noise:
            amount = theme.felt_noise
            # A soft mottle, then fine grain: felt rather than a flat fill or TV static.
            for blend in (pygame.BLEND_RGB_ADD, pygame.BLEND_RGB_SUB):
                mottle = self._noise((width // 40 + 2, height // 40 + 2), amount, rng)
                surface.blit(
                    pygame.transform.smoothscale(mottle, (width, height)),
                    (0, 0),
                    special_flags=blend,
                )
                tile = self._noise((256, 256), amount, rng)
                for ty in range(0, height, 256):
                    for tx in range(0, width, 256):
                        surface.blit(tile, (tx, ty), special_flags=blend)
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        self._cloths[key] = surface
        if len(self._cloths) > 4:
            self._cloths.popitem(last=False)
        return surface

    @staticmethod
    def _noise(size: tuple[int, int], amount: int, rng: random.Random) -> pygame.Surface:
        """Grey noise from 0 to ``amount``: random bytes shown through a grey palette."""
        data = rng.randbytes(size[0] * size[1])
        noise = pygame.image.frombuffer(data, size, "P")
        noise.set_palette([(k * amount // 255,) * 3 for k in range(256)])
        return noise.convert() if pygame.display.get_surface() is not None else noise

    def shadow(self, size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
        """A soft drop shadow for a rounded rect of this size (padded by the blur).

        Blurred at a quarter of the size and scaled up: the same softness for a fraction of
        the cost of blurring a large panel at full size.
        """
        key = (size[0], size[1], radius, alpha)
        cached = self._shadows.get(key)
        if cached is not None:
            return cached
        blur = max(4, min(size) // 12)
        pad = blur * 2
        full = (size[0] + pad * 2, size[1] + pad * 2)
        factor = 4
        small = pygame.Surface((full[0] // factor + 1, full[1] // factor + 1), pygame.SRCALPHA)
        pygame.draw.rect(
            small,
            (0, 0, 0, alpha),
            (pad // factor, pad // factor, size[0] // factor, size[1] // factor),
            border_radius=max(1, radius // factor),
        )
        small = pygame.transform.gaussian_blur(small, max(1, blur // factor))
        surface = pygame.transform.smoothscale(small, full)
        self._shadows[key] = surface
        if len(self._shadows) > 96:
            self._shadows.popitem(last=False)
        return surface

    def drop_shadow(
        self, target: pygame.Surface, rect: pygame.Rect, radius: int, theme: Theme, lift: int = 6
    ) -> None:
        if theme.shadow_alpha <= 0:
            return
        shadow = self.shadow(rect.size, radius, theme.shadow_alpha)
        pad = (shadow.get_width() - rect.width) // 2
        target.blit(shadow, (rect.x - pad, rect.y - pad + lift))

    def panel(
        self,
        target: pygame.Surface,
        rect: pygame.Rect,
        theme: Theme,
        radius: int,
        fill: Colour | None = None,
        alpha: int = 255,
    ) -> None:
        """A paper panel with a shadow and a thin edge."""
        self.drop_shadow(target, rect, radius, theme)
        colour = fill or theme.panel
        if alpha < 255:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), border_radius=radius)
            target.blit(layer, rect)
        else:
            pygame.draw.rect(target, colour, rect, border_radius=radius)
        width = 2 if theme.key == "contrast" else 1
        pygame.draw.rect(target, theme.panel_edge, rect, width, border_radius=radius)

    def scatter(self, seed: int, count: int) -> list[tuple[float, float, float]]:
        """Deterministic (x, y, angle) triples for decorations that must not jump per frame."""
        rng = random.Random(seed)
        return [(rng.random(), rng.random(), rng.uniform(-1, 1)) for _ in range(count)]


def lerp_colour(a: Colour, b: Colour, t: float) -> Colour:
    return _lerp(a, b, t)
