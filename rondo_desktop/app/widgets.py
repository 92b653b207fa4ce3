"""Widgets: buttons, toggles, sliders, steppers and text fields, plus keyboard focus.

Widgets speak intents. A ``FocusGroup`` routes them: arrows and Tab move the focus (spatially,
so grids of controls work as they look), the focused widget gets Enter/Space/Left/Right and
typed text, and the pointer goes to the widget under it (or to the one that captured it while
dragging). Labels are plain strings; scenes rebuild widgets from translation keys in
``relayout`` so a language change shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CARD_ASPECT
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.theme import Colour, Theme

_ACTIVATE = (Kind.CONFIRM, Kind.SELECT)


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

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, intent: Intent) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        pass

    def draw_focus(self, surface: pygame.Surface, ctx: AppContext, rect: pygame.Rect) -> None:
        theme = ctx.theme
        grow = theme.focus_width * 2 + 2
        pygame.draw.rect(
            surface,
            theme.focus,
            rect.inflate(grow, grow),
            theme.focus_width,
            border_radius=max(4, rect.height // 4),
        )


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
        if intent.kind in _ACTIVATE and self.focused:
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


class _Row(Widget):
    """A labelled control row: label at the left, the control in the right part."""

    def __init__(self, label: str, px: int, control_share: float) -> None:
        super().__init__(px=px)
        self.label = label
        self.control_share = control_share

    @property
    def control_rect(self) -> pygame.Rect:
        if not self.label:
            return self.rect.copy()
        width = round(self.rect.width * self.control_share)
        return pygame.Rect(self.rect.right - width, self.rect.y, width, self.rect.height)

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
            (self.rect.left, self.rect.centery),
            "midleft",
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


class Toggle(_Row):
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
        if intent.kind in _ACTIVATE and self.focused:
            self._flip()
            return True
        if intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focused:
            wanted = intent.kind == Kind.RIGHT
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
        track.midright = control.midright
        pygame.draw.rect(
            surface, theme.fill if self.value else theme.track, track, border_radius=height // 2
        )
        knob_r = height // 2 - max(2, height // 10)
        knob_x = track.right - height // 2 if self.value else track.left + height // 2
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
                (track.left - height // 2, track.centery),
                "midright",
            )


class Slider(_Row):
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
        control = self.control_rect
        value_w = round(control.height * 1.6)
        return pygame.Rect(control.left, control.centery - 3, control.width - value_w, 6)

    def _set(self, value: float, commit: bool) -> None:
        value = min(1.0, max(0.0, round(value / self.step) * self.step))
        self.value = round(value, 4)
        if commit:
            self.on_change(self.value)

    def _from_pos(self, x: int) -> float:
        track = self._track()
        return (x - track.left) / max(1, track.width)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focused:
            delta = self.step if intent.kind == Kind.RIGHT else -self.step
            self._set(self.value + delta, commit=True)
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
        pygame.draw.rect(surface, theme.fill, filled, border_radius=3)
        knob_r = max(7, self.rect.height // 5)
        centre = (track.left + filled.width, track.centery)
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
            (self.control_rect.right, self.rect.centery),
            "midright",
        )


class Stepper(_Row):
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
        control = self.control_rect
        size = control.height
        return (
            pygame.Rect(control.left, control.top, size, size),
            pygame.Rect(control.right - size, control.top, size, size),
        )

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focused:
            self.step(1 if intent.kind == Kind.RIGHT else -1)
            return True
        if intent.kind in _ACTIVATE and self.focused:
            self.step(1)
            return True
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            left, _ = self._arrows()
            # The left arrow goes back; anywhere else on the row (label included) goes on.
            self.step(-1 if left.collidepoint(intent.pos) else 1)
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
        for rect, glyph in ((left, "‹"), (right, "›")):
            ctx.text.blit(
                surface,
                glyph,
                "ui_bold",
                int(control.height * 0.62),
                theme.accent if theme.key == "contrast" else theme.primary,
                rect.center,
                "center",
            )
        text = self.options[self.index][1]
        space = control.width - left.width - right.width
        # One size for every choice, the size the longest one fits at: stepping does not make
        # the text jump, and rows with the same choices (the seats) all read alike.
        px = min(ctx.text.fit_px(label, "ui_bold", self.px, space) for _, label in self.options)
        ctx.text.blit(surface, text, "ui_bold", px, theme.ink, control.center, "center")


class TextField(_Row):
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
        rect = ctx.text.blit(
            surface, shown, role, self.px, colour, (box.left + pad, box.centery), "midleft"
        )
        if self.focused and self._blink < 0.55:
            x = rect.right + 2 if self.value else box.left + pad
            pygame.draw.line(
                surface,
                theme.card_ink,
                (x, box.centery - self.px * 0.6),
                (x, box.centery + self.px * 0.6),
                2,
            )


class FocusGroup:
    """Keyboard focus and pointer routing for a scene's widgets."""

    def __init__(self, widgets: Sequence[Widget] = (), focus: int = 0) -> None:
        self.widgets: list[Widget] = list(widgets)
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
            if widget.visible:
                widget.draw(surface, ctx)


READABLE_CARD_PX = 80  # a card this tall shows its value at 12 px (15% of its height)


def card_rows(
    area: pygame.Rect, count: int, max_height: int, gap: int
) -> tuple[int, list[tuple[int, int]]]:
    """Lay ``count`` cards in ``area`` as large as they fit, in one to three centred rows.

    A long word in a narrow panel wraps onto a second row rather than shrinking its cards
    until their letters and values cannot be read. Returns the card height and each card's
    top-left corner, in word order.
    """
    if count <= 0:
        return 0, []
    max_height = max(max_height, READABLE_CARD_PX)  # a small window's scale must not cap it

    def height(rows: int, row_gap: int) -> int:
        per_row = -(-count // rows)
        by_width = (area.width - row_gap * (per_row - 1)) / per_row / CARD_ASPECT
        by_height = (area.height - gap * (rows - 1)) / rows
        return int(min(by_width, by_height, max_height))

    layouts = [(height(rows, gap), rows, gap) for rows in range(1, min(3, count) + 1)]
    # A word reads best on one line: when the usual gaps are what pushes its cards below a
    # readable size, close them up rather than break the word over two rows.
    tight = max(1, gap // 2)
    if layouts[0][0] < READABLE_CARD_PX <= height(1, tight):
        layouts[0] = (height(1, tight), 1, tight)
    # Wrap only when the cards would be too small to read.
    wanted = min(max(h for h, _, _ in layouts), READABLE_CARD_PX)
    best_height, best_rows, row_gap = next(layout for layout in layouts if layout[0] >= wanted)
    width = round(best_height * CARD_ASPECT)
    per_row = -(-count // best_rows)
    rows_used = -(-count // per_row)
    top = area.centery - (rows_used * best_height + (rows_used - 1) * gap) // 2
    spots = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = area.centerx - (in_row * width + (in_row - 1) * row_gap) // 2
        spots.append((left + column * (width + row_gap), top + row * (best_height + gap)))
    return best_height, spots
