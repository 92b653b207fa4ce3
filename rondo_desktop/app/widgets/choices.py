"""Rows that choose: a toggle (on or off) and a stepper (one of a few choices, < and >)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_align
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.app.widgets.base import ACTIVATE, LabelledRow

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class Toggle(LabelledRow):
    def __init__(
        self,
        label: str,
        value: bool,
        on_change: Callable[[bool], None],
        px: int = 20,
        on_text: str = "",
        off_text: str = "",
    ) -> None:
        super().__init__(label, px, 0.3)
        self.value = value
        self.on_change = on_change
        self.on_text = on_text
        self.off_text = off_text

    def _flip(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ACTIVATE and self.focused:
            self._flip()
            return True
        if intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focused:
            wanted = self.forward(intent.kind) > 0  # towards where the knob sits when on
            if wanted != self.value:
                self._flip()
            return True
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            self._flip()
            return True
        return False

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        theme = ctx.theme
        self.draw_row_focus(surface, ctx)
        self.draw_label(surface, ctx)
        control = self.control_rect
        height = round(self.rect.height * 0.56)
        track = pygame.Rect(0, 0, height * 2, height)
        if self.rtl:  # mirrored: the switch at the row's left end, "on" to its left
            track.midleft = control.midleft
        else:
            track.midright = control.midright
        pygame.draw.rect(
            surface, theme.fill if self.value else theme.track, track, border_radius=height // 2
        )
        knob_r = height // 2 - max(2, height // 10)
        knob_x = track.right - height // 2 if self.value != self.rtl else track.left + height // 2
        pygame.draw.circle(surface, theme.card_face, (knob_x, track.centery), knob_r)
        if theme.key == "contrast":
            pygame.draw.rect(surface, theme.ink, track, 2, border_radius=height // 2)
            pygame.draw.circle(surface, theme.card_ink, (knob_x, track.centery), knob_r, 2)
        state = self.on_text if self.value else self.off_text
        if state:
            ctx.text.blit(
                surface,
                state,
                "ui_bold",
                max(MIN_TEXT_PX, int(self.px * 0.85)),
                theme.ink_muted,
                (
                    track.right + height // 2 if self.rtl else track.left - height // 2,
                    track.centery,
                ),
                mirror_align("midright", self.rtl),
            )


class Stepper(LabelledRow):
    """Pick one of a few choices with < and > (keys Left/Right, clicks on the arrows)."""

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
        px: int = 20,
        control_share: float = 0.5,
        wrap: bool = True,
    ) -> None:
        super().__init__(label, px, control_share)
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.wrap = wrap

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, delta: int) -> None:
        count = len(self.options)
        index = self.index + delta
        index = index % count if self.wrap else max(0, min(count - 1, index))
        if index != self.index:
            self.index = index
            self.on_change(self.value)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The arrows at the control's left and right ends (the left one goes back; mirrored,
        the right one does)."""
        control = self.control_rect
        size = control.height
        return (
            pygame.Rect(control.left, control.top, size, size),
            pygame.Rect(control.right - size, control.top, size, size),
        )

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focused:
            self.step(self.forward(intent.kind))
            return True
        if intent.kind in ACTIVATE and self.focused:
            self.step(1)
            return True
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            left, right = self._arrows()
            # The left arrow (mirrored: the right one) goes back; anywhere else on the row
            # (label included) goes on.
            back = right if self.rtl else left
            self.step(-1 if back.collidepoint(intent.pos) else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        theme = ctx.theme
        self.draw_row_focus(surface, ctx)
        self.draw_label(surface, ctx)
        control = self.control_rect
        radius = max(4, control.height // 4)
        pygame.draw.rect(
            surface, lerp_colour(theme.panel, theme.ink, 0.07), control, border_radius=radius
        )
        if theme.key == "contrast":
            pygame.draw.rect(surface, theme.ink, control, 2, border_radius=radius)
        left, right = self._arrows()
        arrow = theme.accent if theme.key == "contrast" else theme.primary
        ink = theme.ink if self.enabled else theme.ink_muted  # greyed out: no choice here
        for rect, glyph in ((left, "‹"), (right, "›")):
            ctx.text.blit(
                surface,
                glyph,
                "ui_bold",
                int(control.height * 0.62),
                arrow if self.enabled else theme.ink_muted,
                rect.center,
                "center",
            )
        text = self.options[self.index][1]
        space = control.width - left.width - right.width
        # One size for every choice, the size the longest one fits at: stepping does not make
        # the text jump, and rows with the same choices (the seats) all read alike.
        px = min(ctx.text.fit_px(label, "ui_bold", self.px, space) for _, label in self.options)
        ctx.text.blit(surface, text, "ui_bold", px, ink, control.center, "center")
