"""The setup screen's options panel as a list that scrolls when a game has more options than
the panel holds (Ronda's target, six variants, the timer and the seed).

Rows keep their label above their control. When every row fits, the rows spread over the
panel as they always did; when not, they keep the smallest gap, the list shows the rows that
fit, and the rows out of view are neither drawn nor pointed at but the keys still reach them:
the list scrolls the focused row into view (and the wheel scrolls it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.game_setup import TURN_PRESETS
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.widgets import FocusGroup, Stepper, TextField, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.games.spec import SetupField

MAX_SEED_DIGITS = 18

DESIGNED_ROWS = 3  # the options panel's rows in the layout: one field, the timer, the seed
MIN_GAP = 26  # design pixels between rows at the closest: room for the label above a control
SMALL_HEIGHT = 44  # design pixels of a control in a list that scrolls: more rows in view


@dataclass
class OptionList:
    """Where each row of the options panel lies, and which rows are in view."""

    area: pygame.Rect
    height: int  # a control's height
    gap: int  # the room above a control, for its label
    count: int
    in_view: int  # how many rows the panel shows at once
    offset: int  # from the area's top to the first control in view
    first: int = 0  # the first row in view

    @classmethod
    def fit(cls, area: pygame.Rect, count: int, sizes: tuple[int, int, int, int]) -> OptionList:
        """``count`` rows in ``area``, ``sizes`` being a control's height as designed and as
        small as it goes, the gap as designed and as small as it goes: spread as designed,
        closer with more rows; with more than fit, the smaller controls, as many as fit
        spread over the area, and the rest scrolled into view."""
        height, small, gap, min_gap = sizes
        if count > DESIGNED_ROWS:
            fits = (area.height - count * height) // max(1, count)
            gap = max(min_gap, min(gap, fits))
        if count * (height + gap) <= area.height:
            # The first row's label inside the area too (it poked above it by a few pixels):
            # at least a label's room above the first control; never more than a gap, so the
            # rows still fit.
            return cls(area, height, gap, count, count, min(gap, max(gap // 2, min_gap)))
        in_view = max(1, min(count, area.height // (small + min_gap)))
        gap = (area.height - in_view * small) // in_view
        return cls(area, small, gap, count, in_view, gap)

    @classmethod
    def laid_out(
        cls,
        place: Placement,
        previous: OptionList | None,
        rows: list[Widget],
        names: list[tuple[str, str]],
    ) -> OptionList:
        """The options panel's ``rows`` fitted, placed and named (``names``: each row's widget
        name and label key), scrolled where the ``previous`` list was."""
        label_h = round(place.text_px(int(place.prop("options", "label_size", 17))) * 1.25)
        sizes = (
            place.px(int(place.prop("options", "item_height", 56))),
            place.px(SMALL_HEIGHT),
            place.px(int(place.prop("options", "gap", 40))),
            max(place.px(MIN_GAP), label_h + place.px(10)),
        )
        option_list = cls.fit(place.rect("options"), len(rows), sizes)
        option_list.scroll(previous.first if previous is not None else 0)
        option_list.place(rows)
        for widget, (name, _key) in zip(rows, names, strict=True):
            widget.name = name
        return option_list

    @property
    def pitch(self) -> int:
        return self.height + self.gap

    @property
    def scrolls(self) -> bool:
        return self.in_view < self.count

    def rect(self, index: int) -> pygame.Rect:
        """Row ``index``'s control, where it lies with the list scrolled as it is (a row out
        of view lies above or below the panel)."""
        top = self.area.top + (index - self.first) * self.pitch + self.offset
        return pygame.Rect(self.area.left, top, self.area.width, self.height)

    def shown(self, index: int) -> bool:
        return self.first <= index < self.first + self.in_view

    def view(self) -> pygame.Rect:
        """The part of the screen the rows in view take: a widget is shown inside it only."""
        top = self.rect(self.first).top
        return pygame.Rect(self.area.left, top, self.area.width, self.in_view * self.pitch)

    def scroll(self, rows: int) -> bool:
        """Scroll by ``rows`` (positive: on down the list); whether the view moved."""
        first = max(0, min(self.first + rows, self.count - self.in_view))
        moved = first != self.first
        self.first = first
        return moved

    def follow(self, index: int) -> bool:
        """Scroll row ``index`` into view; whether the view moved."""
        if index < self.first:
            return self.scroll(index - self.first)
        if index >= self.first + self.in_view:
            return self.scroll(index - self.first - self.in_view + 1)
        return False

    def place(self, widgets: list[Widget]) -> None:
        """Put each row's widget where its row lies now, shown only while in view."""
        view = self.view()
        for index, widget in enumerate(widgets):
            widget.rect = self.rect(index)
            widget.window = view if self.scrolls else None

    def bar(self, right: int, width: int) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scroll bar's track and thumb at ``right`` of the list, when the list scrolls."""
        if not self.scrolls:
            return None
        track = pygame.Rect(right, self.area.top, width, self.area.height)
        thumb_h = max(width * 3, track.height * self.in_view // self.count)
        span = track.height - thumb_h
        top = track.top + round(span * self.first / max(1, self.count - self.in_view))
        return track, pygame.Rect(right, top, width, thumb_h)


class OptionsPanel:
    """The setup scene's options panel: a row per field of the game, the timer and the seed,
    scrolled as an :class:`OptionList` (a mixin of the setup scene, which owns the values)."""

    ctx: AppContext
    place: Placement
    focus: FocusGroup
    fields: tuple[SetupField, ...]
    seats: list
    options: dict[str, str]
    turn_seconds: int | None
    seed_text: str
    option_list: OptionList | None
    pointer: tuple[int, int]
    followed: Widget | None = None  # the focused widget the list last scrolled to

    def option_rows(self) -> list[tuple[str, str]]:
        """Each row of the options panel: the widget's name and its label's key."""
        rows = [(field.option, field.label_key) for field in self.fields]
        return [*rows, ("turn", "setup.turn_time"), ("seed", "setup.seed")]

    def turn_label(self, seconds: int | None) -> str:
        raise NotImplementedError

    def _option_setter(self, field: SetupField) -> Callable[[str], None]:
        raise NotImplementedError

    def _set_turn(self, seconds: int | None) -> None:
        raise NotImplementedError

    def _set_seed(self, text: str) -> None:
        raise NotImplementedError

    def _seed_refused(self, _text: str) -> None:
        raise NotImplementedError

    def _option_widgets(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        opt_px = place.font_px("options", 20)
        rows: list[Widget] = []
        for field in self.fields:
            choices = [(choice.value, ctx.t(choice.label_key)) for choice in field.choices]
            value = self.field_value(field)
            stepper = Stepper("", choices, value, self._option_setter(field), px=opt_px)
            stepper.enabled = field.applies_to(len(self.seats))
            rows.append(stepper)
        turns = [(seconds, self.turn_label(seconds)) for seconds in TURN_PRESETS]
        rows.append(Stepper("", turns, self.turn_seconds, self._set_turn, px=opt_px))
        rows.append(
            TextField(
                "",
                self.seed_text,
                self._set_seed,
                px=opt_px,
                placeholder=ctx.t("setup.seed.random"),
                max_length=MAX_SEED_DIGITS,
                allowed=str.isdigit,
                on_refused=self._seed_refused,
            )
        )
        self.option_list = OptionList.laid_out(place, self.option_list, rows, self.option_rows())
        return rows

    def field_value(self, field: SetupField) -> str:
        """The field's value as the game gets it: its first at a number of seats it does not
        apply to (a four-player deal at two)."""
        if not field.applies_to(len(self.seats)):
            return field.values()[0]
        return self.options[field.option]

    def handle_options(self, intent: Intent) -> bool:
        if intent.is_pointer:
            self.pointer = intent.pos
        rows = self.option_list
        panel = self.place.rect("options_panel")
        if intent.kind != Kind.SCROLL or rows is None or not panel.collidepoint(self.pointer):
            return False
        if rows.scroll(-intent.amount):
            self._place_options()
        return True

    def _place_options(self) -> None:
        if self.option_list is not None:
            names = {name for name, _key in self.option_rows()}
            self.option_list.place([w for w in self.focus.widgets if w.name in names])

    def _follow_focus(self) -> None:
        """The keys moved the focus to a row out of view: scroll it in (once: the wheel may
        then scroll the focused row out of view again)."""
        focused, rows = self.focus.focused, self.option_list
        if focused is self.followed:
            return
        self.followed = focused
        names = [name for name, _key in self.option_rows()]
        if rows is None or focused is None or focused.name not in names:
            return
        if rows.follow(names.index(focused.name)):
            self._place_options()

    def _draw_scroll_bar(self, surface: pygame.Surface) -> None:
        """Where the options list stands, when it holds more than the panel shows."""
        rows, place, theme = self.option_list, self.place, self.ctx.theme
        area = place.rect("options")
        bar = None if rows is None else rows.bar(area.right + place.px(8), place.px(6))
        if bar is not None:
            # Mirrored, the bar runs down the list's left side.
            track, thumb = (place.mirror(part, area) for part in bar)
            radius = track.width // 2
            pygame.draw.rect(surface, theme.ink_muted, track, 1, border_radius=radius)
            pygame.draw.rect(surface, theme.ink_muted, thumb, border_radius=radius)
