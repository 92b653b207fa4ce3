"""New game of one game: who sits at the table, the game's options, how long a turn lasts, an
optional seed.

The form is built from the game's spec: its seat range and computer strengths, and a row for
each of its setup fields (Rondo: the word list). Start builds a plain ``GameSetup`` and hands
it to ``ctx.hooks.start_game``, which passes it to the game's table. The last setup is kept
per game in the settings (not the seed: a remembered seed would silently deal the same cards
every game). A field that follows the interface language (Rondo's word list) does so until
the player picks a value; the sand timer starts at the default from the settings.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.game_setup import (
    MAX_NAME_LENGTH,
    GameSetup,
    SeatSetup,
    clean_name,
    offered_options,
)
from rondo_desktop.app.intents import Intent
from rondo_desktop.app.scenes import setup_notes as notes
from rondo_desktop.app.scenes.common import PanelScene, draw_option_labels
from rondo_desktop.app.scenes.setup_options import OptionList, OptionsPanel
from rondo_desktop.app.widgets import Button, Stepper, TextField, Widget
from rondo_desktop.games.spec import SetupField

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

SEED_NOTICE_SECONDS = 4.0  # how long the "digits only" line stays after a refused key


@dataclass
class SeatChoice:
    """A seat as the form edits it: 'person' or a strength, and a typed name."""

    choice: str
    name: str = ""


class SetupScene(notes.SetupNotes, OptionsPanel, PanelScene):
    layout_name = "setup"
    title_key = "setup.title"
    name = "setup"
    hints_key = "hints.form"

    def __init__(self, ctx: AppContext, game: str) -> None:
        self.game = game
        self.spec = spec = ctx.spec(game)
        self.fields: tuple[SetupField, ...] = spec.setup_fields
        self.seat_choices: tuple[str, ...] = ("person", *spec.strengths)
        settings = ctx.settings
        last = settings.setup_for(spec)
        self.seats = [
            SeatChoice(
                seat.strength or "person" if seat.kind == "computer" else "person", seat.name
            )
            for seat in last.seats
        ]
        self.options = offered_options(
            self.fields,
            {**spec.default_options(), **last.options},
            settings.language,
            settings.lexicon_chosen,
        )
        self.lexicon_chosen = settings.lexicon_chosen
        self.turn_seconds = settings.default_turn_seconds
        self.seed_text = ""
        self.seed_refused = 0.0  # seconds left to show why the seed box refused a key
        self.message_key = ""
        self.option_list: OptionList | None = None  # the options panel's rows, scrolled
        self.pointer = (0, 0)
        super().__init__(ctx)

    def title(self) -> str:
        """ "New game", and which game's when the app hosts several."""
        if len(self.ctx.playable_games()) < 2:
            return super().title()
        return self.ctx.t("setup.title_game", game=self.ctx.t(self.spec.display_key))

    # -- the form --------------------------------------------------------------------------

    def seat_label(self, choice: str) -> str:
        if choice == "person":
            return self.ctx.t("setup.seat.person")
        return self.ctx.t("setup.seat.computer", strength=self.ctx.t(f"strength.{choice}"))

    def turn_label(self, seconds: int | None) -> str:
        return turn_label(self.ctx, seconds)

    def default_name(self, index: int) -> str:
        if self.seats[index].choice == "person":
            persons = [i for i, s in enumerate(self.seats) if s.choice == "person"]
            return self.ctx.t("setup.player_name", n=persons.index(index) + 1)
        computers = [i for i, s in enumerate(self.seats) if s.choice != "person"]
        return self.ctx.t("setup.computer_name", n=computers.index(index) + 1)

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        widgets: list[Widget] = []
        area = place.rect("seats")
        px = place.font_px("seats", 20)
        row_h = place.px(int(place.prop("seats", "item_height", 56)))
        gap = place.px(int(place.prop("seats", "gap", 10)))
        badge = remove_w = row_h
        spacing = place.px(12)
        kind_w = round((area.width - badge - remove_w - spacing * 3) * 0.5)
        name_w = area.width - badge - remove_w - spacing * 3 - kind_w
        if self.teams() is not None:  # room for each row's team tag before the ×
            name_w -= place.px(notes.TEAM_W) + spacing
        options = [(choice, self.seat_label(choice)) for choice in self.seat_choices]
        for index, seat in enumerate(self.seats):
            y = area.top + index * (row_h + gap)
            kind = Stepper("", options, seat.choice, self._seat_changer(index), px=px)
            kind.rect = pygame.Rect(area.left + badge + spacing, y, kind_w, row_h)
            kind.name = f"seat{index}.kind"
            widgets.append(kind)
            name_x = kind.rect.right + spacing
            if seat.choice == "person":
                field = TextField(
                    "",
                    seat.name,
                    self._name_changer(index),
                    px=px,
                    placeholder=self.default_name(index),
                    max_length=MAX_NAME_LENGTH,
                )
                field.rect = pygame.Rect(name_x, y, name_w, row_h)
                field.name = f"seat{index}.name"
                widgets.append(field)
            remove = Button(
                "×", self._remover(index), px=round(px * 1.4), name=f"seat{index}.remove"
            )
            remove.rect = pygame.Rect(
                area.right - remove_w, y + row_h // 8, remove_w, row_h - row_h // 4
            )
            remove.enabled = len(self.seats) > self.spec.seats.minimum
            widgets.append(remove)
        if len(self.seats) < self.spec.seats.maximum:
            y = area.top + len(self.seats) * (row_h + gap)
            add = Button(ctx.t("setup.add_seat"), self.add_seat, px=px, name="add_seat")
            add.rect = pygame.Rect(area.left + badge + spacing, y, kind_w, row_h)
            widgets.append(add)
        for widget in widgets:  # mirrored: the number at the right, the × at the left
            widget.rect = place.mirror(widget.rect, area)

        return [*widgets, *self._option_widgets(), *self._footer()]

    def _footer(self) -> list[Widget]:
        """Back and Start game, where the layout puts them."""
        ctx, place = self.ctx, self.place
        back = Button(ctx.t("common.back"), self.back, px=place.font_px("back", 22), name="back")
        back.rect = place.rect("back")
        start = Button(
            ctx.t("setup.start"),
            self.start,
            style="primary",
            px=place.font_px("start", 24),
            name="start",
        )
        start.rect = place.rect("start")
        return [back, start]

    def _option_setter(self, field: SetupField) -> Callable[[str], None]:
        def choose(value: str) -> None:
            self.options[field.option] = value
            if field.follows_language:
                self.lexicon_chosen = True

        return choose

    def _seat_changer(self, index: int) -> Callable[[str], None]:
        def change(choice: str) -> None:
            self.seats[index].choice = choice
            self.rebuild(f"seat{index}.kind")

        return change

    def _name_changer(self, index: int) -> Callable[[str], None]:
        def change(name: str) -> None:
            self.seats[index].name = name

        return change

    def _remover(self, index: int) -> Callable[[], None]:
        def remove() -> None:
            if len(self.seats) > self.spec.seats.minimum:
                del self.seats[index]
                self.rebuild(f"seat{min(index, len(self.seats) - 1)}.kind")

        return remove

    def add_seat(self) -> None:
        if len(self.seats) < self.spec.seats.maximum:
            strengths = self.spec.strengths
            self.seats.append(SeatChoice(strengths[(len(strengths) - 1) // 2]))
            self.rebuild(f"seat{len(self.seats) - 1}.kind")

    def _seed_refused(self, _text: str) -> None:
        self.seed_refused = SEED_NOTICE_SECONDS

    def seed_notice(self) -> str:
        """Why the seed box refuses letters, while the player is typing them."""
        return self.ctx.t("setup.seed.digits_only") if self.seed_refused > 0 else ""

    def handle(self, intent: Intent) -> bool:
        return self.handle_options(intent) or super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._follow_focus()
        self.seed_refused = max(0.0, self.seed_refused - dt)

    def _set_turn(self, seconds: int | None) -> None:
        self.turn_seconds = seconds

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    # -- start -----------------------------------------------------------------------------

    def game_setup(self) -> GameSetup:
        """The plain setup the table receives: every seat named, the seed parsed."""
        seats = []
        for index, seat in enumerate(self.seats):
            if seat.choice == "person":
                seats.append(SeatSetup("person", clean_name(seat.name) or self.default_name(index)))
            else:
                # A computer is called what the form shows ("Computer 1"), never by a name
                # typed while the seat was a person.
                seats.append(SeatSetup("computer", self.default_name(index), seat.choice))
        seed = int(self.seed_text) if self.seed_text else None
        options = {**self.options, **{f.option: self.field_value(f) for f in self.fields}}
        return GameSetup(tuple(seats), options, self.turn_seconds, seed, self.game)

    def remembered_setup(self) -> GameSetup:
        """What the settings keep: typed names only (defaults follow the language), no seed."""
        seats = tuple(
            SeatSetup("person", clean_name(seat.name))
            if seat.choice == "person"
            else SeatSetup("computer", "", seat.choice)
            for seat in self.seats
        )
        # The options as chosen, also one the seat count sets aside for now (a four-player
        # deal chosen, then a game of two): the next setup offers it again.
        setup = self.game_setup()
        options = {**setup.options, **self.options}
        return dataclasses.replace(setup, seats=seats, seed=None, options=options)

    def start(self) -> None:
        setup = self.game_setup()
        # The timer chosen here becomes the default the settings show, and the next setup's.
        self.ctx.change_settings(
            last_setups=self.ctx.settings.with_setup(self.remembered_setup()),
            lexicon_chosen=self.lexicon_chosen,
            default_turn_seconds=self.turn_seconds,
        )
        self.ctx.hooks.start_game(self.ctx, setup)

    # -- drawing ---------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        self.draw_panel(surface, "seats_panel", ctx.t("setup.players"))
        self.draw_panel(surface, "options_panel", ctx.t("setup.game"))
        area = place.rect("seats")
        row_h = place.px(int(place.prop("seats", "item_height", 56)))
        gap = place.px(int(place.prop("seats", "gap", 10)))
        px = place.font_px("seats", 20)
        for index, seat in enumerate(self.seats):
            y = area.top + index * (row_h + gap)
            centre = place.mirror(pygame.Rect(area.left, y, row_h, row_h), area).center
            colour = theme.primary if seat.choice == "person" else theme.wood
            pygame.draw.circle(surface, colour, centre, row_h * 0.36)
            ctx.text.blit(
                surface, str(index + 1), "ui_bold", px, theme.primary_ink, centre, "center"
            )
            if seat.choice != "person":
                kind = self.focus.by_name(f"seat{index}.kind")
                if kind is not None:
                    ctx.text.blit(
                        surface,
                        self.default_name(index),
                        "italic",
                        px,
                        theme.ink_muted,
                        (
                            kind.rect.left - place.px(24)
                            if place.rtl
                            else kind.rect.right + place.px(24),
                            centre[1],
                        ),
                        place.align("midleft"),
                    )
        opt_area = place.rect("options")
        label_px = place.text_px(int(place.prop("options", "label_size", 17)))
        draw_option_labels(surface, ctx, place, self.focus, self.option_rows())
        self._draw_scroll_bar(surface)
        seed = self.focus.by_name("seed")
        notice = self.seed_notice()
        if seed is not None and seed.in_window and notice:
            below = pygame.Rect(
                opt_area.left, seed.rect.bottom + place.px(6), opt_area.width, opt_area.height
            )
            ctx.text.blit_wrapped(
                surface, notice, "ui_bold", label_px, theme.danger, below, line_spacing=1.1
            )
        self._draw_teams(surface)
        self._draw_help(surface)
        notes.draw_summary(surface, ctx, self.summary_layout())

    def summary(self) -> str:
        """The line under the form, in one piece."""
        return notes.SEPARATOR.join(self.summary_parts())

    def summary_parts(self) -> list[str]:
        """The line under the form: players, each field that has a say, the timer."""
        t = self.ctx.t
        parts = [t("setup.summary.players", players=len(self.seats))]
        for field in self.fields:
            choice = field.choice(self.field_value(field))
            if field.summary_key and choice.in_summary:
                value = t(choice.summary_key or choice.label_key)
                parts.append(t(field.summary_key, value=value))
        parts.append(self.turn_label(self.turn_seconds))
        return parts


def turn_label(ctx: AppContext, seconds: int | None) -> str:
    """A sand timer as players say it: '30 s', '2 min', 'No timer'."""
    if seconds is None:
        return ctx.t("setup.turn.none")
    if seconds < 60:
        return ctx.t("setup.turn.seconds", seconds=seconds)
    minutes, rest = divmod(seconds, 60)
    if rest:
        return ctx.t("setup.turn.time", minutes=minutes, seconds=f"{rest:02d}")
    return ctx.t("setup.turn.minutes", minutes=minutes)
