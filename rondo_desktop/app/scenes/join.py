"""Join a table: the tables found on this network (listed and refreshed while the screen is
open), the seats you hold to take again ("Rejoin your seat at K7Q-4M2"), or an address typed
(``ws://``, ``wss://`` or just ``host:port``) and a table code (none: the first table there
with a free seat), with your name. Join opens the lobby, which takes the seat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop.app.game_setup import clean_text
from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.addresses import code_character, normalise_address, show_code
from rondo_desktop.app.net.background import Background, in_background
from rondo_desktop.app.net.tokens import SeatToken, SeatTokens
from rondo_desktop.app.scenes import join_view
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import show_notice
from rondo_desktop.app.scenes.host_rows import net_name, your_name
from rondo_desktop.app.widgets import Button, TextField, Widget
from rondo_desktop.net.protocol import MAX_NAME, PROTOCOL_VERSION

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

REFRESH_SECONDS = 1.0  # how often the list of tables found is read again
MAX_HELD = 3  # seats to take again shown at most (the newest)
MAX_ADDRESS = 200
MAX_HOST_NAME = 40  # a host's name as found on the network, shown at most


class JoinScene(PanelScene):
    layout_name = "setup"
    title_key = "join.title"
    name = "join"
    hints_key = "hints.form"

    def __init__(self, ctx: AppContext, browser: hosting.Browser | None = None) -> None:
        tokens = SeatTokens(ctx.data_dir)
        self.held: list[SeatToken] = tokens.all()[:MAX_HELD]
        self.set_aside = tokens.set_aside
        self.player_name = your_name(ctx)
        self.address = ""
        self.code = ""
        self.message_key = ""
        # The finder starts and closes on threads of its own: zeroconf may wait on the network.
        self.browser = browser
        self.finding = hosting.browser_in_background() if browser is None else None
        self.found: list[Any] = []
        self.refresh_in = 0.0
        super().__init__(ctx)

    def enter(self) -> None:
        if self.set_aside is not None:
            show_notice(
                self.ctx,
                "join.tokens_reset.title",
                "join.tokens_reset.body",
                file=self.set_aside.name,
            )

    def resume(self) -> None:
        """Back from a lobby: the seats held may have changed there (a seat the host no longer
        knows is forgotten), so the Rejoin rows are read again."""
        held = SeatTokens(self.ctx.data_dir).all()[:MAX_HELD]
        if held != self.held:
            self.held = held
            self.rebuild()

    def exit(self) -> None:
        finding, self.finding = self.finding, None
        if self.browser is not None:
            hosting.close_in_background(self.browser)
        elif finding is not None:  # still starting: closed once it has started
            in_background(lambda: _close_when_started(finding), "host finder close")

    # -- widgets ---------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        widgets = self._list_widgets() + self._form_widgets()
        back = Button(ctx.t("common.back"), self.back, px=place.font_px("back", 22), name="back")
        back.rect = place.rect("back")
        join = Button(ctx.t("join.join"), self.join, "primary", place.font_px("start", 24), "start")
        join.rect = place.rect("start")
        return [*widgets, back, join]

    def _list_rows(self) -> tuple[pygame.Rect, int, int, int]:
        place = self.place
        area = place.rect("seats")
        row_h = place.px(int(place.prop("seats", "item_height", 56)))
        gap = place.px(int(place.prop("seats", "gap", 10)))
        return area, row_h, gap, place.font_px("seats", 20)

    def list_entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        """The left panel's buttons: seats held first, then the hosts found."""
        t = self.ctx.t
        entries: list[tuple[str, str, Callable[[], None]]] = []
        for index, seat in enumerate(self.held):
            game = (
                t(self.ctx.spec(seat.game).display_key)
                if seat.game in self.ctx.games.names()
                else clean_text(seat.game)
            )
            text = t("join.rejoin", code=show_code(clean_text(seat.table)), game=game)
            entries.append((f"held{index}", text, self._rejoiner(seat)))
        for index, found in enumerate(self.found):
            where = clean_text(f"{found.address}:{found.port}", MAX_ADDRESS)
            version = getattr(found, "version", 0)
            key = "join.found_tls" if found.tls else "join.found"
            if version and version != PROTOCOL_VERSION:  # it would refuse us: say so at once
                key = "join.found_other_version"
            text = t(key, name=clean_text(found.name, MAX_HOST_NAME) or where, address=where)
            entries.append((f"found{index}", text, self._chooser(found)))
        return entries

    def _list_widgets(self) -> list[Widget]:
        area, row_h, gap, px = self._list_rows()
        widgets: list[Widget] = []
        top = area.top + row_h + gap  # the first row says what the list is
        for index, (name, text, action) in enumerate(self.list_entries()):
            y = top + index * (row_h + gap)
            if y + row_h > area.bottom:
                break
            button = Button(text, action, px=px, name=name)
            button.rect = pygame.Rect(area.left, y, area.width, row_h)
            widgets.append(button)
        return widgets

    def form_rows(self) -> list[tuple[str, str]]:
        return [("your_name", "join.name"), ("address", "join.address"), ("code", "join.code")]

    def _form_widgets(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        area = place.rect("options")
        px = place.font_px("options", 20)
        height = place.px(int(place.prop("options", "item_height", 56)))
        pitch = height + place.px(int(place.prop("options", "gap", 40)))
        label_h = round(place.text_px(int(place.prop("options", "label_size", 17))) * 1.25)
        top = area.top + label_h + place.px(12)  # the first label clear of the heading
        fields = [
            TextField(
                "",
                self.player_name,
                self._set("player_name"),
                px=px,
                placeholder=ctx.t("net.name.placeholder"),
                max_length=MAX_NAME,
            ),
            TextField(
                "",
                self.address,
                self._set("address"),
                px=px,
                placeholder=ctx.t("join.address.placeholder"),
                max_length=MAX_ADDRESS,
            ),
            TextField(
                "",
                self.code,
                self._set("code"),
                px=px,
                placeholder=ctx.t("join.code.placeholder"),
                max_length=8,
                allowed=code_character,
            ),
        ]
        for index, (field, (name, _key)) in enumerate(zip(fields, self.form_rows(), strict=True)):
            field.rect = pygame.Rect(area.left, top + index * pitch, area.width, height)
            field.name = name
        return list(fields)

    def _set(self, attribute: str) -> Callable[[str], None]:
        def change(value: str) -> None:
            setattr(self, attribute, value)
            self.message_key = ""

        return change

    def _rejoiner(self, seat: SeatToken) -> Callable[[], None]:
        def rejoin() -> None:
            name = net_name(self.player_name) or seat.name
            self.ctx.navigator.open(
                "lobby", player=name, url=seat.url, table=seat.table, token=seat.token
            )

        return rejoin

    def _chooser(self, found: Any) -> Callable[[], None]:
        def choose() -> None:
            scheme = "wss" if found.tls else "ws"
            host = f"[{found.address}]" if ":" in found.address else found.address  # IPv6
            self.address = f"{scheme}://{host}:{found.port}"
            self.rebuild("code")

        return choose

    # -- joining ---------------------------------------------------------------------------

    def join(self) -> None:
        url = normalise_address(self.address)
        if url is None:
            self.message_key = "join.bad_address" if self.address.strip() else "join.no_address"
            return
        name = net_name(self.player_name)
        if not name:  # the others tell the seats apart by it: asked for, never made up
            self.message_key = "net.name_needed"
            self.focus.focus_name("your_name")
            return
        self.ctx.navigator.open("lobby", player=name, url=url, table=self.code)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.finding is not None and self.finding.done:
            self.browser, self.finding = self.finding.result, None
        self.refresh_in -= dt
        if self.browser is None or self.refresh_in > 0:
            return
        self.refresh_in = REFRESH_SECONDS
        try:
            found = list(self.browser.hosts())
        except Exception:  # the finder must fail soft: an empty list, never a crash
            found = []
        if found != self.found:
            self.found = found
            focused = self.focus.focused
            self.rebuild(focused.name if focused else "")

    # -- drawing ---------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        join_view.draw(surface, self)


def _close_when_started(finding: Background[hosting.Browser | None]) -> None:
    finding.wait()
    if finding.result is not None:
        finding.result.close()
