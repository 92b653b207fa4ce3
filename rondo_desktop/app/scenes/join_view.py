"""The Join screen drawn: the list's heading line (searching, or how to join without one),
the labels over the name, address and code fields, and the footer's line."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.scenes.common import draw_option_labels

if TYPE_CHECKING:
    from rondo_desktop.app.scenes.join import JoinScene


def draw(surface: pygame.Surface, scene: JoinScene) -> None:
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    scene.draw_panel(surface, "seats_panel", ctx.t("join.nearby"))
    scene.draw_panel(surface, "options_panel", ctx.t("join.by_address"))
    area = place.rect("seats")
    row_h = place.px(int(place.prop("seats", "item_height", 56)))
    px = place.font_px("seats", 20)
    if scene.browser is None:
        line = ctx.t("join.no_search")
    elif scene.found:
        line = ctx.t("join.pick")
    else:
        line = ctx.t("join.searching")
    ctx.text.blit_wrapped(
        surface,
        line,
        "italic",
        px,
        theme.ink_muted,
        pygame.Rect(area.left, area.top, area.width, row_h),
        1.1,
    )
    _draw_labels(surface, scene)
    if scene.message_key:  # under the fields it is about, on paper
        code = scene.focus.by_name("code")
        options = place.rect("options")
        top = code.rect.bottom + place.px(12) if code is not None else options.top
        box = pygame.Rect(options.left, top, options.width, max(0, options.bottom - top))
        size = place.text_px(int(place.prop("options", "label_size", 17)))
        text = ctx.t(scene.message_key)
        ctx.text.blit_wrapped(surface, text, "ui_bold", size, theme.danger, box, 1.15)


def _draw_labels(surface: pygame.Surface, scene: JoinScene) -> None:
    draw_option_labels(surface, scene.ctx, scene.place, scene.focus, scene.form_rows())
