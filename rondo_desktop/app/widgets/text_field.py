"""The text field row: typed text up to a length, filtered by what the field allows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_align
from rondo_desktop.app.widgets.base import LabelledRow

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class TextField(LabelledRow):
    captures_text = True

    def __init__(
        self,
        label: str,
        value: str,
        on_change: Callable[[str], None],
        px: int = 20,
        placeholder: str = "",
        max_length: int = 16,
        allowed: Callable[[str], bool] = str.isprintable,
        control_share: float = 0.5,
        on_refused: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(label, px, control_share)
        self.value = value
        self.on_change = on_change
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed
        self.on_refused = on_refused  # told what was typed but not allowed, to say why
        self._blink = 0.0

    def handle(self, intent: Intent) -> bool:
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            return True  # the focus group focuses us; nothing else to do
        if not self.focused:
            return False
        if intent.kind == Kind.TEXT:
            accepted = "".join(ch for ch in intent.text if self.allowed(ch))
            refused = "".join(ch for ch in intent.text if not self.allowed(ch))
            if refused.strip() and self.on_refused is not None:
                self.on_refused(refused)
            room = self.max_length - len(self.value)
            if accepted and room > 0:
                self.value += accepted[:room]
                self._blink = 0.0
                self.on_change(self.value)
            return True
        if intent.kind in (Kind.ERASE, Kind.DELETE):
            if self.value:
                self.value = self.value[:-1]
                self._blink = 0.0
                self.on_change(self.value)
            return True
        # Space arrives as typed text too; as SELECT it must not also activate anything.
        return intent.kind == Kind.SELECT

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        theme = ctx.theme
        self.draw_label(surface, ctx)
        box = self.control_rect
        radius = max(4, box.height // 5)
        pygame.draw.rect(surface, theme.card_face, box, border_radius=radius)
        pygame.draw.rect(
            surface,
            theme.focus if self.focused else theme.panel_edge,
            box,
            theme.focus_width if self.focused else 1,
            border_radius=radius,
        )
        pad = box.height // 3
        shown = self.value or self.placeholder
        colour = (
            theme.card_ink if self.value else lerp_colour(theme.card_ink, theme.card_face, 0.55)
        )
        role = "ui" if self.value else "italic"
        # Show the end of a long value: that is where the caret and the typing are.
        while shown and ctx.text.width(shown, role, self.px) > box.width - pad * 2:
            shown = shown[1:]
        # Mirrored, the text stands at the box's right.
        start = (box.right - pad if self.rtl else box.left + pad, box.centery)
        rect = ctx.text.blit(
            surface, shown, role, self.px, colour, start, mirror_align("midleft", self.rtl)
        )
        if self.focused and self._blink < 0.55:
            x = self._caret_x(ctx, shown, rect) if self.value else start[0]
            pygame.draw.line(
                surface,
                theme.card_ink,
                (x, box.centery - self.px * 0.6),
                (x, box.centery + self.px * 0.6),
                2,
            )

    def _caret_x(self, ctx: AppContext, shown: str, rect: pygame.Rect) -> int:
        """The caret where the next typed character will appear, as the bidi order puts it:
        after a Latin name at its right end, after Arabic at its left end (in a mirrored
        field as in any other), a little off the text at either end."""
        x = rect.left + ctx.text.caret_x(shown, "ui", self.px)
        if x >= rect.right:
            return rect.right + 2
        return rect.left - 2 if x <= rect.left else x
