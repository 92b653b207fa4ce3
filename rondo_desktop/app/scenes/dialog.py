"""A notice dialog: a transparent overlay over whatever scene is below it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

_APPEAR_SECONDS = 0.18


class NoticeDialog(Scene):
    overlay = True
    modal = True
    name = "notice"

    def __init__(self, ctx: AppContext, title: str, message: str) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.age = 0.0
        self.focus = FocusGroup()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def relayout(self, size: tuple[int, int]) -> None:
        if size == (0, 0):
            size = self.ctx.window_size
        self.scale = min(size[0] / 1280, size[1] / 720)
        s = self.scale
        width = round(620 * s)
        pad = round(36 * s)
        text_h = self.ctx.text.wrapped_height(self.message, "ui", round(20 * s), width - pad * 2)
        height = pad * 2 + round(54 * s) + text_h + round(24 * s) + round(56 * s)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        ok = Button(self.ctx.t("common.ok"), self.close, style="primary", px=round(22 * s))
        ok.rect = pygame.Rect(0, 0, round(200 * s), round(52 * s))
        ok.rect.bottomright = (self.panel.right - pad, self.panel.bottom - pad)
        self.focus = FocusGroup([ok])

    def close(self) -> None:
        self.ctx.stack.pop()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == Kind.BACK:
            self.close()
            return True
        self.focus.handle(intent)
        return True  # modal: nothing reaches the scene below

    def update(self, dt: float) -> None:
        self.age += dt
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, s = self.ctx, self.ctx.theme, self.scale
        t = min(1.0, self.age / _APPEAR_SECONDS)
        ease = 1 - (1 - t) ** 3
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, round(150 * ease)))
        surface.blit(dim, (0, 0))
        rise = round((1 - ease) * 24 * s)
        panel = self.panel.move(0, rise)
        ctx.art.panel(surface, panel, theme, round(16 * s))
        pad = round(36 * s)
        pygame.draw.rect(
            surface, theme.accent, (panel.left, panel.top + pad, round(6 * s), round(40 * s))
        )
        ctx.text.blit(
            surface,
            self.title,
            "display",
            round(34 * s),
            theme.ink,
            (panel.left + pad, panel.top + pad - round(4 * s)),
            "topleft",
        )
        body = pygame.Rect(
            panel.left + pad, panel.top + pad + round(64 * s), panel.width - pad * 2, panel.height
        )
        ctx.text.blit_wrapped(surface, self.message, "ui", round(20 * s), theme.ink, body)
        for widget in self.focus.widgets:
            widget.rect.move_ip(0, rise)
        self.focus.draw(surface, ctx)
        for widget in self.focus.widgets:
            widget.rect.move_ip(0, -rise)


def show_notice(ctx: AppContext, title_key: str, message_key: str, **params: object) -> None:
    ctx.stack.push(NoticeDialog(ctx, ctx.t(title_key), ctx.t(message_key, **params)))
