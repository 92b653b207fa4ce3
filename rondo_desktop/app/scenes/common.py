"""What the menu-like scenes share: the cloth, a title, a focus group, Esc to go back."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import MIN_TEXT_PX, Placement, mirror_align
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.widgets import FocusGroup, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


def draw_title(
    surface: pygame.Surface,
    ctx: AppContext,
    text: str,
    rect: pygame.Rect,
    px: int,
    align: str = "left",
) -> None:
    """A title on the cloth, with a soft letterpress shadow (a left-aligned one starts at
    the right when the screen is mirrored)."""
    theme = ctx.theme
    align = mirror_align(align, ctx.rtl)
    px = ctx.text.fit_px(text, "display", px, rect.width)
    anchor_name = {"left": "midleft", "center": "center", "right": "midright"}[align]
    anchor = getattr(rect, anchor_name)
    if theme.shadow_alpha:
        shadow_offset = max(1, px // 24)
        ctx.text.blit(
            surface,
            text,
            "display",
            px,
            theme.felt_edge,
            (anchor[0] + shadow_offset, anchor[1] + shadow_offset),
            anchor_name,
        )
    ctx.text.blit(surface, text, "display", px, theme.on_felt, anchor, anchor_name)


def draw_hints(
    surface: pygame.Surface, ctx: AppContext, size: tuple[int, int], scale: float, text: str
) -> None:
    """The key hints along the bottom edge, for players who do not know Esc goes back."""
    px, margin = _hints_px(scale), _hints_margin(scale)
    ctx.text.blit(
        surface,
        text,
        "ui",
        px,
        ctx.theme.on_felt_muted,
        (size[0] // 2, size[1] - margin),
        "midbottom",
    )


def draw_option_labels(
    surface: pygame.Surface,
    ctx: AppContext,
    place: Placement,
    focus: FocusGroup,
    rows: Iterable[tuple[str, str]],
) -> None:
    """Each option's label (``rows``: widget name, translation key) just above its widget in
    the ``options`` column, for the widgets scrolled into view; a long translation is drawn
    smaller rather than past the column."""
    area = place.rect("options")
    label_px = place.text_px(int(place.prop("options", "label_size", 17)))
    for name, key in rows:
        widget = focus.by_name(name)
        if widget is None or not widget.in_window:
            continue
        text = ctx.t(key)
        ctx.text.blit(
            surface,
            text,
            "ui_bold",
            ctx.text.fit_px(text, "ui_bold", label_px, area.width),
            ctx.theme.ink_muted,
            (place.start(area), widget.rect.top - place.px(6)),
            place.align("bottomleft"),
        )


def _hints_px(scale: float) -> int:
    return max(MIN_TEXT_PX, round(15 * scale))


def _hints_margin(scale: float) -> int:
    return max(8, round(18 * scale))


def hints_top(ctx: AppContext, height: int, scale: float) -> int:
    """Where the key hints' line begins, from the top of a window ``height`` high: what is
    drawn above the hints ends there."""
    line = ctx.text.font("ui", _hints_px(scale)).get_linesize()
    return height - _hints_margin(scale) - line


class PanelScene(Scene):
    """A full-screen scene laid out from ``assets/layouts/<layout_name>.tmx``."""

    layout_name = ""
    title_key = ""
    hints_key = "hints.menu"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.focus = FocusGroup()
        self.wanted_focus = ""
        self.place: Placement = ctx.layouts.fit(self.layout_name, ctx.window_size)
        self.size = ctx.window_size

    def relayout(self, size: tuple[int, int]) -> None:
        if size == (0, 0):
            size = self.ctx.window_size
        self.size = size
        self.place = self.ctx.layouts.fit(self.layout_name, size)
        index = self.focus.index
        name = self.focus.focused.name if self.focus.focused else ""
        self.focus = FocusGroup(self.build(), focus=index, rtl=self.place.rtl)
        if self.wanted_focus:
            name, self.wanted_focus = self.wanted_focus, ""
        if name:
            self.focus.focus_name(name)

    def rebuild(self, focus_name: str = "") -> None:
        """Rebuild the widgets after the scene's own state changed (a seat added, ...)."""
        self.wanted_focus = focus_name
        self.relayout(self.size)

    def build(self) -> list[Widget]:
        """Create this scene's widgets for the current placement and language."""
        return []

    def hints(self) -> str:
        return self.ctx.t(self.hints_key)

    def title(self) -> str:
        """The heading over the scene (drawn when the layout has a title)."""
        return self.ctx.t(self.title_key)

    def back(self) -> None:
        self.ctx.stack.pop(fade=True)

    def handle(self, intent: Intent) -> bool:
        if self.focus.handle(intent):
            return True
        if intent.kind == Kind.BACK:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.ctx.art.cloth(surface.get_size(), self.ctx.theme), (0, 0))

    def draw_panel(self, surface: pygame.Surface, name: str, heading: str = "") -> pygame.Rect:
        rect = self.place.rect(name)
        self.ctx.art.panel(surface, rect, self.ctx.theme, self.place.px(14))
        if heading:
            pad = self.place.px(int(self.place.prop(name, "padding", 24)))
            px = self.place.font_px(name, 26)
            self.ctx.text.blit(
                surface,
                heading,
                "display",
                px,
                self.ctx.theme.ink,
                (self.place.start(rect, pad), rect.top + int(pad * 0.6)),
                self.place.align("topleft"),
            )
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.title_key and "title" in self.place:
            draw_title(
                surface,
                self.ctx,
                self.title(),
                self.place.rect("title"),
                self.place.font_px("title", 54),
            )
        self.draw_content(surface)
        self.focus.draw(surface, self.ctx)
        draw_hints(surface, self.ctx, surface.get_size(), self.place.scale, self.hints())

    def draw_content(self, surface: pygame.Surface) -> None:
        """Panels and pictures below the widgets."""
