"""Settings: language, the digits of Arabic, sound volume, animation speed, fullscreen, colour
scheme, the default sand timer, the computer players' pace, the card size, coaching while
playing; and resetting the statistics. Saved on change.

There is no music in the game, so there is no Music row; ``music_volume`` still lives in
:class:`Settings` so that a player's settings.json keeps the value it holds.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.game_setup import TURN_PRESETS
from rondo_desktop.app.i18n import LANGUAGE_NAMES
from rondo_desktop.app.rtl import DIGIT_STYLES
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import ask, show_notice
from rondo_desktop.app.scenes.setup import turn_label
from rondo_desktop.app.settings import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    COLOUR_SCHEMES,
    COMPUTER_SPEEDS,
    LANGUAGES,
)
from rondo_desktop.app.storage import quarantine
from rondo_desktop.app.widgets import Button, Slider, Stepper, Toggle, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

log = logging.getLogger(__name__)


class SettingsScene(PanelScene):
    layout_name = "settings"
    title_key = "settings.title"
    name = "settings"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        px = place.font_px("rows", 21)
        widgets = self._in_grid([*self._screen_rows(px), *self._game_rows(px)])
        back = Button(ctx.t("common.back"), self.back, px=place.font_px("back", 22), name="back")
        back.rect = place.rect("back")
        widgets.append(back)
        return widgets

    def _reading_rows(self, px: int) -> list[tuple[str, Widget]]:
        """The language, and next to it how an Arabic interface writes numbers."""
        ctx = self.ctx
        languages = [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES]
        digit_styles = [(key, ctx.t(f"settings.digits.{key}")) for key in DIGIT_STYLES]
        language = Stepper(
            ctx.t("settings.language"),
            languages,
            ctx.settings.language,
            lambda value: ctx.change_settings(language=value),
            px=px,
            control_share=0.45,
        )
        digits = Stepper(
            ctx.t("settings.digits"),
            digit_styles,
            ctx.settings.digits,
            lambda value: ctx.change_settings(digits=value),
            px=px,
            control_share=0.45,
        )  # wraps round, as the language and the colours do: two styles, neither "more"
        return [("language", language), ("digits", digits)]

    def _screen_rows(self, px: int) -> list[tuple[str, Widget]]:
        """The rows about the screen and sound: language, digits, volume, animation, window,
        colours."""
        ctx = self.ctx
        settings = ctx.settings

        def change(field: str) -> Callable[[Any], None]:
            return lambda value: ctx.change_settings(**{field: value})

        speeds = [
            (speed, ctx.t(f"settings.speed.{str(speed).replace('.', '_')}"))
            for speed in ANIMATION_SPEEDS
        ]
        schemes = [(key, ctx.t(f"scheme.{key}")) for key in COLOUR_SCHEMES]
        sound = Slider(
            ctx.t("settings.sound_volume"),
            settings.sound_volume,
            change("sound_volume"),
            px=px,
            format_value=lambda v: ctx.t("common.percent", n=round(v * 100)),
        )
        speed = Stepper(
            ctx.t("settings.animation_speed"),
            speeds,
            settings.animation_speed,
            change("animation_speed"),
            px=px,
            control_share=0.45,
            wrap=False,
        )
        fullscreen = Toggle(
            ctx.t("settings.fullscreen"),
            settings.fullscreen,
            change("fullscreen"),
            px=px,
            on_text=ctx.t("common.on"),
            off_text=ctx.t("common.off"),
        )
        scheme = Stepper(
            ctx.t("settings.colour_scheme"),
            schemes,
            settings.colour_scheme,
            change("colour_scheme"),
            px=px,
            control_share=0.45,
        )
        return [
            *self._reading_rows(px),
            ("sound", sound),
            ("speed", speed),
            ("fullscreen", fullscreen),
            ("scheme", scheme),
        ]

    def _in_grid(self, rows: list[tuple[str, Widget]]) -> list[Widget]:
        """The rows placed in the layout's columns, filled top to bottom, named for the focus."""
        place = self.place
        area = place.rect("rows")
        row_h = place.px(int(place.prop("rows", "item_height", 60)))
        gap = place.px(int(place.prop("rows", "gap", 14)))
        columns = int(place.prop("rows", "columns", 1))
        column_gap = place.px(int(place.prop("rows", "column_gap", 48)))
        per_column = -(-len(rows) // columns)
        width = (area.width - column_gap * (columns - 1)) // columns
        widgets: list[Widget] = []
        for index, (name, widget) in enumerate(rows):
            column, row = divmod(index, per_column)
            rect = pygame.Rect(
                area.left + column * (width + column_gap),
                area.top + row * (row_h + gap),
                width,
                row_h,
            )
            widget.rect = place.mirror(rect, area)  # the first column at the right, mirrored
            widget.name = name
            widgets.append(widget)
        return widgets

    def _game_rows(self, px: int) -> list[tuple[str, Widget]]:
        """The rows about playing: the new game's timer, the computers' pace, card size."""
        ctx = self.ctx
        settings = ctx.settings

        def row(label_key: str, field: str, options: list[tuple[Any, str]]) -> Widget:
            def choose(chosen: Any) -> None:  # the value of the row's field
                ctx.change_settings(**{field: chosen})

            value = getattr(settings, field)
            label = ctx.t(label_key)
            return Stepper(label, options, value, choose, px=px, control_share=0.45, wrap=False)

        turns = [(seconds, turn_label(ctx, seconds)) for seconds in TURN_PRESETS]
        speeds = [(key, ctx.t(f"settings.computer_speed.{key}")) for key in COMPUTER_SPEEDS]
        sizes = [(key, ctx.t(f"settings.card_size.{key}")) for key in CARD_SIZES]
        reset = Button(ctx.t("settings.reset_stats"), self.ask_reset_stats, px=px)
        coaching = Toggle(
            ctx.t("settings.coaching"),
            settings.coaching,
            lambda value: ctx.change_settings(coaching=value),
            px=px,
            on_text=ctx.t("common.on"),
            off_text=ctx.t("common.off"),
        )
        return [
            ("turn", row("settings.default_turn", "default_turn_seconds", turns)),
            ("computer_speed", row("settings.computer_speed", "computer_speed", speeds)),
            ("card_size", row("settings.card_size", "card_size", sizes)),
            ("coaching", coaching),
            ("reset_stats", reset),
        ]

    def ask_reset_stats(self) -> None:
        ask(
            self.ctx,
            "settings.reset_stats.title",
            "settings.reset_stats.body",
            "settings.reset_stats.confirm",
            "confirm.cancel",
            self.reset_stats,
        )

    def reset_stats(self) -> None:
        """Start the statistics afresh: the old file is set aside under a new name, never
        deleted, so a player who regrets it can put it back."""
        path = self.ctx.stats_store.path
        if not path.exists():
            show_notice(self.ctx, "settings.reset_stats.done_title", "settings.reset_stats.empty")
            return
        try:
            kept = quarantine(path, "reset")
        except OSError as error:
            log.error("cannot set %s aside: %s", path, error)
            show_notice(
                self.ctx, "settings.reset_stats.failed_title", "settings.reset_stats.failed"
            )
            return
        show_notice(
            self.ctx, "settings.reset_stats.done_title", "settings.reset_stats.done", file=kept.name
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, "panel")
        # Hairlines between rows make a long form easier to scan.
        place, theme = self.place, self.ctx.theme
        rows = [w for w in self.focus.widgets if w.name != "back"]
        for upper, lower in pairwise(rows):
            if lower.rect.left != upper.rect.left:
                continue  # the first row of the next column
            y = (upper.rect.bottom + lower.rect.top) // 2
            pygame.draw.line(
                surface,
                theme.panel_edge,
                (upper.rect.left, y),
                (upper.rect.right, y),
                max(1, place.px(1)),
            )
