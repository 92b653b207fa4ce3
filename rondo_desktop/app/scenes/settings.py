"""Settings: language, volumes, animation speed, fullscreen, colour scheme. Saved on change."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.i18n import LANGUAGE_NAMES
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.settings import ANIMATION_SPEEDS, COLOUR_SCHEMES, LANGUAGES
from rondo_desktop.app.widgets import Button, Slider, Stepper, Toggle, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class SettingsScene(PanelScene):
    layout_name = "settings"
    title_key = "settings.title"
    name = "settings"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        settings = ctx.settings
        px = place.font_px("rows", 21)
        speeds = [
            (speed, ctx.t(f"settings.speed.{str(speed).replace('.', '_')}"))
            for speed in ANIMATION_SPEEDS
        ]
        rows: list[tuple[str, Widget]] = [
            (
                "language",
                Stepper(
                    ctx.t("settings.language"),
                    [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
                    settings.language,
                    lambda v: ctx.change_settings(language=v),
                    px=px,
                    control_share=0.45,
                ),
            ),
            (
                "sound",
                Slider(
                    ctx.t("settings.sound_volume"),
                    settings.sound_volume,
                    lambda v: ctx.change_settings(sound_volume=v),
                    px=px,
                ),
            ),
            (
                "music",
                Slider(
                    ctx.t("settings.music_volume"),
                    settings.music_volume,
                    lambda v: ctx.change_settings(music_volume=v),
                    px=px,
                ),
            ),
            (
                "speed",
                Stepper(
                    ctx.t("settings.animation_speed"),
                    speeds,
                    settings.animation_speed,
                    lambda v: ctx.change_settings(animation_speed=v),
                    px=px,
                    control_share=0.45,
                    wrap=False,
                ),
            ),
            (
                "fullscreen",
                Toggle(
                    ctx.t("settings.fullscreen"),
                    settings.fullscreen,
                    lambda v: ctx.change_settings(fullscreen=v),
                    px=px,
                    on_text=ctx.t("common.on"),
                    off_text=ctx.t("common.off"),
                ),
            ),
            (
                "scheme",
                Stepper(
                    ctx.t("settings.colour_scheme"),
                    [(key, ctx.t(f"scheme.{key}")) for key in COLOUR_SCHEMES],
                    settings.colour_scheme,
                    lambda v: ctx.change_settings(colour_scheme=v),
                    px=px,
                    control_share=0.45,
                ),
            ),
        ]
        area = place.rect("rows")
        row_h = place.px(int(place.prop("rows", "item_height", 60)))
        gap = place.px(int(place.prop("rows", "gap", 14)))
        widgets: list[Widget] = []
        for index, (name, widget) in enumerate(rows):
            widget.rect = pygame.Rect(
                area.left, area.top + index * (row_h + gap), area.width, row_h
            )
            widget.name = name
            widgets.append(widget)
        back = Button(ctx.t("common.back"), self.back, px=place.font_px("back", 22), name="back")
        back.rect = place.rect("back")
        widgets.append(back)
        return widgets

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, "panel")
        # Hairlines between rows make a long form easier to scan.
        place, theme = self.place, self.ctx.theme
        rows = [w for w in self.focus.widgets if w.name != "back"]
        for upper, lower in pairwise(rows):
            y = (upper.rect.bottom + lower.rect.top) // 2
            pygame.draw.line(
                surface,
                theme.panel_edge,
                (upper.rect.left, y),
                (upper.rect.right, y),
                max(1, place.px(1)),
            )
