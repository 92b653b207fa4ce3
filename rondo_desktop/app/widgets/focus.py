"""Keyboard focus and pointer routing: which widget gets an intent."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.widgets.base import Widget

if TYPE_CHECKING:
    import pygame

    from rondo_desktop.app.context import AppContext


class FocusGroup:
    """Keyboard focus and pointer routing for a scene's widgets."""

    def __init__(self, widgets: Sequence[Widget] = (), focus: int = 0, rtl: bool = False) -> None:
        self.widgets: list[Widget] = list(widgets)
        # Mirrored for a language written right to left: each widget draws its row so and
        # takes Left as "on" (the arrows between widgets already follow their mirrored rects).
        for widget in self.widgets:
            widget.rtl = rtl
        self._captured: Widget | None = None
        self.focused: Widget | None = None
        # Whether the keys (Tab, arrows) put the focus where it is, not the pointer passing
        # over: a scene with its own use for Enter lets it press only a button chosen so.
        self.by_keyboard = False
        self.focus_index(focus)

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled and w.visible]

    def focus(self, widget: Widget | None) -> None:
        if self.focused is not None:
            self.focused.focused = False
        self.focused = widget
        if widget is not None:
            widget.focused = True

    def by_name(self, name: str) -> Widget | None:
        return next((w for w in self.widgets if w.name == name), None)

    def focus_name(self, name: str) -> bool:
        widget = self.by_name(name)
        if widget is None or widget not in self.focusable():
            return False
        self.focus(widget)
        return True

    def focus_index(self, index: int) -> None:
        candidates = self.focusable()
        self.focus(candidates[index % len(candidates)] if candidates else None)

    @property
    def index(self) -> int:
        candidates = self.focusable()
        return candidates.index(self.focused) if self.focused in candidates else 0

    def _cycle(self, delta: int) -> None:
        candidates = self.focusable()
        if not candidates:
            return
        current = candidates.index(self.focused) if self.focused in candidates else -delta
        self.focus(candidates[(current + delta) % len(candidates)])

    def _spatial(self, kind: Kind) -> bool:
        """Move focus to the nearest widget in an arrow's direction; False when none."""
        if self.focused is None:
            return False
        here = self.focused.rect
        best: tuple[float, Widget] | None = None
        for widget in self.focusable():
            if widget is self.focused:
                continue
            there = widget.rect
            dx = there.centerx - here.centerx
            dy = there.centery - here.centery
            if kind == Kind.UP and there.bottom <= here.top + 1:
                main, side = -dy, abs(dx)
            elif kind == Kind.DOWN and there.top >= here.bottom - 1:
                main, side = dy, abs(dx)
            elif kind == Kind.LEFT and there.right <= here.left + 1 and dy * dy < here.height**2:
                main, side = -dx, abs(dy)
            elif kind == Kind.RIGHT and there.left >= here.right - 1 and dy * dy < here.height**2:
                main, side = dx, abs(dy)
            else:
                continue
            score = main + side * 2
            if best is None or score < best[0]:
                best = (score, widget)
        if best is None:
            return False
        self.focus(best[1])
        return True

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if intent.is_pointer:
            return self._pointer(intent)
        focused = self.focused
        if focused is not None and focused.handle(intent):
            return True
        if kind in (Kind.TAB, Kind.TAB_BACK):
            self._cycle(1 if kind == Kind.TAB else -1)
            self.by_keyboard = True
            return True
        if kind in (Kind.UP, Kind.DOWN):
            if not self._spatial(kind):
                self._cycle(1 if kind == Kind.DOWN else -1)
            self.by_keyboard = True
            return True
        if kind in (Kind.LEFT, Kind.RIGHT):
            moved = self._spatial(kind)
            self.by_keyboard = self.by_keyboard or moved
            return moved
        return False

    def _pointer(self, intent: Intent) -> bool:
        if self._captured is not None:
            consumed = self._captured.handle(intent)
            if intent.kind == Kind.POINTER_UP:
                self._captured = None
            return consumed
        under = next((w for w in reversed(self.widgets) if w.enabled and w.hit(intent.pos)), None)
        for widget in self.widgets:
            widget.hovered = widget is under
        if under is None:
            return False
        if intent.kind == Kind.POINTER_MOVE:
            # Focus follows the mouse over buttons, so keys go on from where the pointer is,
            # but never away from a text field the player is typing into.
            if not (self.focused and self.focused.captures_text) and under.focusable:
                self.focus(under)
                self.by_keyboard = False
            return under.handle(intent)
        if intent.kind == Kind.POINTER_DOWN:
            if under.focusable:
                self.focus(under)
                self.by_keyboard = False
            consumed = under.handle(intent)
            if consumed:
                self._captured = under
            return consumed
        return under.handle(intent)

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        for widget in self.widgets:
            if widget.visible and widget.in_window:
                widget.draw(surface, ctx)
