"""The slider row: a value from 0 to 1 in steps, dragged or moved with the arrow keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_align
from rondo_desktop.app.widgets.base import LabelledRow

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class Slider(LabelledRow):
    def __init__(
        self,
        label: str,
        value: float,
        on_change: Callable[[float], None],
        px: int = 20,
        step: float = 0.05,
        format_value: Callable[[float], str] | None = None,
    ) -> None:
        super().__init__(label, px, 0.5)
        self.value = value
        self.on_change = on_change
        self.step = step
        self.format_value = format_value or (lambda v: f"{round(v * 100)} %")
        self.dragging = False

    def _track(self) -> pygame.Rect:
        """The track, beside the value's text (mirrored: the text at the left, the track
        filling from its right end)."""
        control = self.control_rect
        value_w = round(control.height * 1.6)
        left = control.left + value_w if self.rtl else control.left
        return pygame.Rect(left, control.centery - 3, control.width - value_w, 6)

    def _set(self, value: float, commit: bool) -> None:
        value = min(1.0, max(0.0, round(value / self.step) * self.step))
        self.value = round(value, 4)
        if commit:
            self.on_change(self.value)

    def _from_pos(self, x: int) -> float:
        track = self._track()
        return (track.right - x if self.rtl else x - track.left) / max(1, track.width)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focused:
            self._set(self.value + self.step * self.forward(intent.kind), commit=True)
            return True
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            if self.control_rect.collidepoint(intent.pos):
                self.dragging = True
                self._set(self._from_pos(intent.pos[0]), commit=False)
            return True
        if intent.kind == Kind.POINTER_MOVE and self.dragging:
            self._set(self._from_pos(intent.pos[0]), commit=False)
            return True
        if intent.kind == Kind.POINTER_UP and self.dragging:
            # Only the release is saved: a drag must not write the settings file 60 times a second.
            self.dragging = False
            self._set(self._from_pos(intent.pos[0]), commit=True)
            return True
        return False

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        theme = ctx.theme
        self.draw_row_focus(surface, ctx)
        self.draw_label(surface, ctx)
        track = self._track()
        pygame.draw.rect(surface, theme.track, track, border_radius=3)
        filled = track.copy()
        filled.width = round(track.width * self.value)
        if self.rtl:
            filled.right = track.right
        pygame.draw.rect(surface, theme.fill, filled, border_radius=3)
        knob_r = max(7, self.rect.height // 5)
        centre = (filled.left if self.rtl else filled.right, track.centery)
        pygame.draw.circle(surface, theme.card_face, centre, knob_r)
        pygame.draw.circle(
            surface,
            theme.fill if theme.key != "contrast" else theme.ink,
            centre,
            knob_r,
            max(2, knob_r // 4),
        )
        ctx.text.blit(
            surface,
            self.format_value(self.value),
            "ui_bold",
            self.px,
            theme.ink,
            (self.control_rect.left if self.rtl else self.control_rect.right, self.rect.centery),
            mirror_align("midright", self.rtl),
        )
