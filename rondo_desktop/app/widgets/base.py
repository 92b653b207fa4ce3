"""The widget base: a rectangle that speaks intents, draws itself and shows the keyboard focus;
and the labelled row (label at the left, the control at the right) that the settings and setup
controls are built on.

Right to left (``rtl``, set on every widget by its :class:`FocusGroup`), a row is mirrored:
the label at the right, the control at the left, and the keys that mean "more" / "next"
follow what the player sees (:meth:`Widget.forward`: Left goes on, where a slider fills and a
stepper's next arrow are).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_align

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


ACTIVATE = (Kind.CONFIRM, Kind.SELECT)


class Widget:
    focusable = True
    captures_text = False

    def __init__(self, rect: pygame.Rect | None = None, px: int = 20) -> None:
        self.rect = pygame.Rect(rect) if rect else pygame.Rect(0, 0, 0, 0)
        self.px = px
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.focused = False
        self.name = ""  # stable id across rebuilds, for keeping the focus and for tests
        # A scrolled list's view: the widget is drawn and pointed at only while inside it,
        # yet the keys still reach it (the list then scrolls it into view).
        self.window: pygame.Rect | None = None
        self.rtl = False  # drawn mirrored, for a language written right to left

    def forward(self, kind: Kind) -> int:
        """+1 for the arrow key that goes on (Right; Left when mirrored), -1 for the one that
        goes back, 0 for any other key."""
        if kind not in (Kind.LEFT, Kind.RIGHT):
            return 0
        return 1 if (kind == Kind.RIGHT) != self.rtl else -1

    @property
    def in_window(self) -> bool:
        return self.window is None or self.window.contains(self.rect)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.in_window and self.rect.collidepoint(pos)

    def handle(self, intent: Intent) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        pass

    def draw_focus(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        rect: pygame.Rect,
        radius: int | None = None,
    ) -> None:
        """The keyboard focus ring around ``rect``. Given the shape's corner ``radius`` the
        ring hugs it: its inner edge on the shape's edge, its corners following the shape's
        (a tall card's ring would otherwise round off far from its corners and stand out
        beyond its edges)."""
        theme = ctx.theme
        if radius is not None:
            width = theme.focus_width
            ring = rect.inflate(2 * width, 2 * width)
            pygame.draw.rect(surface, theme.focus, ring, width, border_radius=radius + width)
            return
        grow = theme.focus_width * 2 + 2
        pygame.draw.rect(
            surface,
            theme.focus,
            rect.inflate(grow, grow),
            theme.focus_width,
            border_radius=max(4, rect.height // 4),
        )


class LabelledRow(Widget):
    """A labelled control row: label at the left, the control in the right part (the other
    way round when mirrored)."""

    def __init__(self, label: str, px: int, control_share: float) -> None:
        super().__init__(px=px)
        self.label = label
        self.control_share = control_share

    @property
    def control_rect(self) -> pygame.Rect:
        if not self.label:
            return self.rect.copy()
        width = round(self.rect.width * self.control_share)
        left = self.rect.left if self.rtl else self.rect.right - width
        return pygame.Rect(left, self.rect.y, width, self.rect.height)

    def draw_label(self, surface: pygame.Surface, ctx: AppContext) -> None:
        if not self.label:
            return
        space = self.rect.width - self.control_rect.width - self.rect.height // 3
        px = ctx.text.fit_px(self.label, "ui", self.px, space)
        ctx.text.blit(
            surface,
            self.label,
            "ui",
            px,
            ctx.theme.ink,
            (self.rect.right if self.rtl else self.rect.left, self.rect.centery),
            mirror_align("midleft", self.rtl),
        )

    def draw_row_focus(self, surface: pygame.Surface, ctx: AppContext) -> None:
        if self.focused:
            self.draw_focus(surface, ctx, self.rect.inflate(12, 4))
        elif self.hovered:
            tint = pygame.Surface(self.rect.inflate(12, 4).size, pygame.SRCALPHA)
            pygame.draw.rect(
                tint,
                (*ctx.theme.ink, 18),
                tint.get_rect(),
                border_radius=max(4, self.rect.height // 4),
            )
            surface.blit(tint, self.rect.inflate(12, 4))
