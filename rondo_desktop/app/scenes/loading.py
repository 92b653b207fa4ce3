"""Waiting for work done off the main thread, with the window alive and a spinner turning.

Continue replays a save's every action through the rules; a save of many thousands of
actions takes a noticeable moment, and a window that stops answering looks like a crash. The
work runs in a worker thread; this overlay keeps the frames coming and hands the finished
future to its caller.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.intents import Intent
from rondo_desktop.app.scene import Scene

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

_DOTS = 12
_TURNS_PER_SECOND = 1.0
MIN_PX = 12


class LoadingScene(Scene):
    overlay = True
    modal = True
    name = "loading"

    def __init__(
        self,
        ctx: AppContext,
        work: Future[Any],
        done: Callable[[Future[Any]], None],
        message: str,
    ) -> None:
        super().__init__(ctx)
        self.work = work
        self.done = done
        self.message = message
        self.age = 0.0
        self._handed_over = False

    def handle(self, intent: Intent) -> bool:
        return True  # nothing to press while the game is being set out

    def update(self, dt: float) -> None:
        self.age += dt
        if self.work.done() and not self._handed_over:
            self._handed_over = True
            self.ctx.stack.pop()
            self.done(self.work)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        width, height = surface.get_size()
        s = min(width / 1280, height / 720)
        dim = pygame.Surface((width, height), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surface.blit(dim, (0, 0))
        panel = pygame.Rect(0, 0, round(480 * s), round(200 * s))
        panel.center = (width // 2, height // 2)
        ctx.art.panel(surface, panel, theme, round(16 * s))
        centre = (panel.centerx, panel.top + round(62 * s))
        radius = 28 * s
        head = self.age * _TURNS_PER_SECOND * _DOTS
        for dot in range(_DOTS):
            angle = 2 * math.pi * dot / _DOTS - math.pi / 2
            # The dots behind the turning head fade out: a spinner that needs no image.
            fade = ((head - dot) % _DOTS) / _DOTS
            colour = theme.accent if fade < 1 / _DOTS else theme.ink
            alpha_size = max(2.0, (1 - fade) * 6 * s)
            pos = (centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle))
            pygame.draw.circle(surface, colour, pos, alpha_size)
        inner = panel.width - round(48 * s)
        for text, role, size, y in (
            (ctx.t("loading.title"), "display", 28, 128),
            (self.message, "ui", 20, 164),
        ):
            # Never below 12 px: a line too long for the panel runs wider instead.
            px = max(MIN_PX, ctx.text.fit_px(text, role, round(size * s), inner))
            centre = (panel.centerx, panel.top + round(y * s))
            ctx.text.blit(surface, text, role, px, theme.ink, centre, "center")
