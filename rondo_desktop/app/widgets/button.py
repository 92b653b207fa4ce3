"""The push button: normal, primary (the screen's main action) or quiet (on the felt)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.widgets.base import ACTIVATE, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.theme import Colour, Theme


class Button(Widget):
    def __init__(
        self,
        text: str,
        on_click: Callable[[], None],
        style: str = "normal",  # "normal", "primary" or "quiet" (on the felt, no fill)
        px: int = 22,
        name: str = "",
    ) -> None:
        super().__init__(px=px)
        self.text = text
        self.on_click = on_click
        self.style = style
        self.name = name
        # A primary button that still answers a click (to say why not) but has nothing to do
        # yet: drawn muted like a disabled one (Play while the staged word is illegal).
        self.ready = True
        self._pressed = False

    def handle(self, intent: Intent) -> bool:
        if not self.enabled:
            return False
        if intent.kind in ACTIVATE and self.focused:
            self.on_click()
            return True
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            self._pressed = True
            return True
        if intent.kind == Kind.POINTER_UP and self._pressed:
            self._pressed = False
            if self.hit(intent.pos):
                self.on_click()
            return True
        return False

    def colours(self, theme: Theme) -> tuple[Colour | None, Colour]:
        """The fill (None: no fill) and the ink of the button in its current state."""
        lit = self.enabled and (self.hovered or self.focused)
        if self.style == "primary":
            fill: Colour | None = theme.primary_hover if lit else theme.primary
            ink = theme.primary_ink
            if not self.enabled or not self.ready:
                # A main action that can't be done now must not shine in the action colour:
                # a muted fill that sinks into the felt says "not now" at a glance.
                fill = lerp_colour(
                    lerp_colour(theme.primary, (128, 128, 128), 0.7), theme.felt, 0.35
                )
        elif self.style == "quiet":
            fill = None
            ink = theme.on_felt
        else:
            fill = theme.button_hover if lit else theme.button
            ink = theme.button_ink
        if not self.enabled:
            ink = lerp_colour(ink, fill or theme.felt, 0.55)
        return fill, ink

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        if not self.visible:
            return
        theme = ctx.theme
        radius = max(4, self.rect.height // 4)
        lift = 0 if self._pressed else (2 if (self.hovered or self.focused) else 0)
        rect = self.rect.move(0, -lift)
        fill, ink = self.colours(theme)
        if fill is not None:
            ctx.art.drop_shadow(surface, rect, radius, ctx.theme, lift=3 + lift)
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            edge = lerp_colour(fill, (0, 0, 0), 0.18) if theme.key != "contrast" else ink
            pygame.draw.rect(
                surface, edge, rect, 1 if theme.key != "contrast" else 2, border_radius=radius
            )
        else:
            pygame.draw.rect(surface, ink, rect, 2, border_radius=radius)
        role = "ui_bold"
        px = ctx.text.fit_px(self.text, role, self.px, rect.width - rect.height // 2)
        ctx.text.blit(surface, self.text, role, px, ink, rect.center, "center")
        if self.focused:
            self.draw_focus(surface, ctx, rect)
