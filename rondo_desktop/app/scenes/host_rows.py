"""The Host screen's seats panel and drawing: seat 1 is you (your name), every other seat a
friend who joins over the network or a computer of a strength, added and removed as on the
New game setup (a mixin of :class:`~rondo_desktop.app.scenes.host.HostScene`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.net.tokens import SeatTokens
from rondo_desktop.app.scenes.common import draw_option_labels
from rondo_desktop.app.scenes.setup import turn_label
from rondo_desktop.app.widgets import Button, Stepper, TextField, Widget
from rondo_desktop.net.protocol import MAX_NAME

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.app.scenes.setup_options import OptionList
    from rondo_desktop.app.widgets import FocusGroup
    from rondo_desktop.games import AnySpec

REMOTE = "remote"


def network_games(ctx: AppContext) -> list[str]:
    """The games with a table that can be played over the network."""
    return [game for game in ctx.playable_games() if ctx.spec(game).observation_to_json]


def net_name(typed: str) -> str:
    """The name a person sits down with at a network table: printable, trimmed, as long as
    the protocol allows ("" when none was typed: the screen asks for one)."""
    return "".join(ch for ch in typed if ch.isprintable()).strip()[:MAX_NAME]


def your_name(ctx: AppContext) -> str:
    """The name the player last sat down with at a network table, else the one last typed
    for a person's seat of any game ("" when none)."""
    held = SeatTokens(ctx.data_dir).all()
    if held and held[0].name:
        return held[0].name
    for setup in ctx.settings.last_setups.values():
        for seat in setup.seats:
            if seat.kind == "person" and seat.name:
                return seat.name
    return ""


class HostRows:
    ctx: AppContext
    place: Placement
    focus: FocusGroup
    game: str
    seats: list[str]
    player_name: str
    saved_index: int  # a saved table chosen (>= 0): its seats are its own, not edited here
    option_list: OptionList | None

    if TYPE_CHECKING:  # the scene's own (PanelScene's and HostScene's)

        def rebuild(self, focus_name: str = "") -> None: ...

        def option_rows(self) -> list[tuple[str, str]]: ...

        def draw_panel(
            self, surface: pygame.Surface, name: str, heading: str = ""
        ) -> pygame.Rect: ...

    def ctx_spec(self, game: str) -> AnySpec:
        return self.ctx.spec(game)

    def turn_label(self, seconds: int | None) -> str:
        return turn_label(self.ctx, seconds)

    def seat_label(self, kind: str) -> str:
        if kind == REMOTE:
            return self.ctx.t("host.seat.friend")
        return self.ctx.t("setup.seat.computer", strength=self.ctx.t(f"strength.{kind}"))

    def _rows(self) -> tuple[pygame.Rect, int, int, int]:
        place = self.place
        area = place.rect("seats")
        row_h = place.px(int(place.prop("seats", "item_height", 56)))
        gap = place.px(int(place.prop("seats", "gap", 10)))
        return area, row_h, gap, place.font_px("seats", 20)

    def _columns(self) -> tuple[int, int, int]:
        """The x of the kind column, its width and the name column's x."""
        area, row_h, _gap, _px = self._rows()
        spacing = self.place.px(12)
        kind_w = round((area.width - row_h * 2 - spacing * 3) * 0.5)
        left = area.left + row_h + spacing
        return left, kind_w, left + kind_w + spacing

    def seat_widgets(self) -> list[Widget]:
        if not self.game:
            return []
        spec = self.ctx_spec(self.game)
        area, row_h, gap, px = self._rows()
        left, kind_w, name_x = self._columns()
        name = TextField(
            "",
            self.player_name,
            self._name_changed,
            px=px,
            placeholder=self.ctx.t("net.name.placeholder"),
            max_length=MAX_NAME,
        )
        name.rect = pygame.Rect(
            name_x, area.top, area.right - row_h - self.place.px(12) - name_x, row_h
        )
        name.name = "your_name"
        widgets: list[Widget] = [name]
        choices = [(kind, self.seat_label(kind)) for kind in (REMOTE, *spec.strengths)]
        for index in range(1, len(self.seats)):
            y = area.top + index * (row_h + gap)
            kind = Stepper("", choices, self.seats[index], self._seat_changer(index), px=px)
            kind.rect = pygame.Rect(left, y, kind_w, row_h)
            kind.name = f"seat{index}.kind"
            remove = Button(
                "×", self._remover(index), px=round(px * 1.4), name=f"seat{index}.remove"
            )
            remove.rect = pygame.Rect(area.right - row_h, y + row_h // 8, row_h, row_h - row_h // 4)
            remove.enabled = len(self.seats) > spec.seats.minimum
            widgets += [kind, remove]
        if len(self.seats) < spec.seats.maximum:
            y = area.top + len(self.seats) * (row_h + gap)
            add = Button(self.ctx.t("setup.add_seat"), self.add_seat, px=px, name="add_seat")
            add.rect = pygame.Rect(left, y, kind_w, row_h)
            widgets.append(add)
        for widget in widgets:  # mirrored: the number at the right, the × at the left
            widget.rect = self.place.mirror(widget.rect, area)
        if self.saved_index >= 0:  # the saved table's seats are fixed: shown greyed
            for widget in widgets[1:]:
                widget.enabled = False
        return widgets

    def _name_changed(self, name: str) -> None:
        self.player_name = name

    def _seat_changer(self, index: int) -> Callable[[str], None]:
        def change(kind: str) -> None:
            self.seats[index] = kind
            self.rebuild(f"seat{index}.kind")

        return change

    def _remover(self, index: int) -> Callable[[], None]:
        def remove() -> None:
            if len(self.seats) > self.ctx_spec(self.game).seats.minimum:
                del self.seats[index]
                self.rebuild(f"seat{min(index, len(self.seats) - 1)}.kind")

        return remove

    def add_seat(self) -> None:
        spec = self.ctx_spec(self.game)
        if len(self.seats) < spec.seats.maximum:
            self.seats.append(REMOTE)
            self.rebuild(f"seat{len(self.seats) - 1}.kind")

    # -- drawing ---------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        self.draw_panel(surface, "seats_panel", ctx.t("host.seats"))
        self.draw_panel(surface, "options_panel", ctx.t("host.table"))
        if not self.game:
            self._draw_no_game(surface)
            return
        self._draw_seats(surface)
        self._draw_option_labels(surface)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        area, row_h, gap, px = self._rows()
        left, kind_w, name_x = self._columns()
        computers = 0
        for index, kind in enumerate(self.seats):
            y = area.top + index * (row_h + gap)
            centre = place.mirror(pygame.Rect(area.left, y, row_h, row_h), area).center
            colour = theme.primary if kind == REMOTE else theme.wood
            pygame.draw.circle(surface, colour, centre, row_h * 0.36)
            ctx.text.blit(
                surface, str(index + 1), "ui_bold", px, theme.primary_ink, centre, "center"
            )
            if index == 0:
                you = ctx.t("host.seat.you")
                fit = ctx.text.fit_px(you, "ui_bold", px, kind_w)
                at = place.start(place.mirror(pygame.Rect(left, y, kind_w, row_h), area))
                ctx.text.blit(
                    surface, you, "ui_bold", fit, theme.ink, (at, centre[1]), place.align("midleft")
                )
                continue
            if kind == REMOTE:
                note = ctx.t("host.seat.friend_note")
            else:
                computers += 1
                note = ctx.t("setup.computer_name", n=computers)
            width = area.right - row_h - name_x - place.px(24)
            fit = ctx.text.fit_px(note, "italic", px, width)
            box = place.mirror(pygame.Rect(name_x + place.px(12), y, width, row_h), area)
            ctx.text.blit(
                surface,
                note,
                "italic",
                fit,
                theme.ink_muted,
                (place.start(box), centre[1]),
                place.align("midleft"),
            )

    def _draw_option_labels(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        area = place.rect("options")
        draw_option_labels(surface, ctx, place, self.focus, self.option_rows())
        bar = (
            None
            if self.option_list is None
            else self.option_list.bar(area.right + place.px(8), place.px(6))
        )
        if bar is not None:  # beside the rows, on the side away from the labels
            track, thumb = (place.mirror(part, area) for part in bar)
            pygame.draw.rect(surface, theme.ink_muted, track, 1, border_radius=track.width // 2)
            pygame.draw.rect(surface, theme.ink_muted, thumb, border_radius=track.width // 2)

    def _draw_no_game(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        rect = self.place.rect("seats")
        ctx.text.blit_wrapped(
            surface, ctx.t("host.no_game"), "italic", self._rows()[3], ctx.theme.ink_muted, rect
        )
