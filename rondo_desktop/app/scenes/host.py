"""Host a table: the game, who sits where (you, friends over the network, computers), the
game's options, the sand timer, how long a dropped seat waits and who plays it meanwhile; or a
table this app hosted before and autosaved, hosted again.

Open the table starts the embedded host (the same code as ``serve``), joins it over loopback
like everyone else and opens the lobby, which opens the table on the host and takes seat 1.
The form looks like the New game setup: seats on the left, the table's choices on the right.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.game_setup import TURN_PRESETS, offered_options
from rondo_desktop.app.i18n import join_list
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.net import hosting
from rondo_desktop.app.net.addresses import show_code
from rondo_desktop.app.rtl import without_controls
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.dialog import show_notice
from rondo_desktop.app.scenes.host_rows import HostRows, net_name, network_games, your_name
from rondo_desktop.app.scenes.setup_options import OptionList
from rondo_desktop.app.widgets import Button, Stepper, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

REMOTE = "remote"
GRACE_PRESETS = (30, 60, 120, 300, 600)  # seconds a dropped seat waits for its person


class HostScene(HostRows, PanelScene):
    layout_name = "setup"
    title_key = "host.title"
    name = "host"
    hints_key = "hints.form"

    def __init__(self, ctx: AppContext, game: str | None = None) -> None:
        self.ctx = ctx  # the seats and options are chosen before the widgets are built
        games = network_games(ctx)
        self.game = game if game in games else (games[0] if games else "")
        self.player_name = your_name(ctx)
        self.turn_seconds: int | None = ctx.settings.default_turn_seconds
        self.grace = 60
        # A damaged autosave is set aside (never deleted) before the list is made; said once.
        self.set_aside = hosting.set_aside_damaged(ctx.data_dir)
        self.saved = hosting.saved_tables(ctx.data_dir)
        self.saved_index = -1  # a new table; else the saved table hosted again
        self.option_list: OptionList | None = None
        self.pointer = (0, 0)
        self._choose_game(self.game)
        super().__init__(ctx)

    def enter(self) -> None:
        set_aside, self.set_aside = self.set_aside, []
        if set_aside:
            files = join_list(self.ctx.t, [path.name for path in set_aside])
            show_notice(
                self.ctx, "host.tables_set_aside.title", "host.tables_set_aside.body", file=files
            )

    def _choose_game(self, game: str) -> None:
        """The seats and options the game starts with: you, a friend, computers to fill."""
        self.game = game
        if not game:
            self.seats, self.options, self.stand_in = [], {}, ""
            return
        spec = self.ctx_spec(game)
        count = max(spec.seats.minimum, min(spec.default_seats or 3, spec.seats.maximum))
        middle = spec.strengths[(len(spec.strengths) - 1) // 2]
        # Seat 1 is yours; a friend's next, then computers to the game's usual count.
        self.seats = [REMOTE, REMOTE, *[middle] * (count - 2)]
        # The game's options as New game offers them: the last ones chosen, and until one is
        # chosen a word list in the interface's language (not the spec's first, Deutsch).
        settings = self.ctx.settings
        self.options = offered_options(
            spec.setup_fields,
            {**spec.default_options(), **settings.setup_for(spec).options},
            settings.language,
            settings.lexicon_chosen,
        )
        self.stand_in = middle

    # -- widgets ---------------------------------------------------------------------------

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        widgets = self.seat_widgets() + self.option_widgets()
        back = Button(ctx.t("common.back"), self.back, px=place.font_px("back", 22), name="back")
        back.rect = place.rect("back")
        again = self.saved_index >= 0  # a saved table chosen: it is hosted again
        start = Button(
            ctx.t("host.again" if again else "host.open"),
            self.open_table,
            "primary",
            place.font_px("start", 24),
            "start",
        )
        start.rect = place.rect("start")
        start.enabled = bool(self.game)
        return [*widgets, back, start]

    def option_rows(self) -> list[tuple[str, str]]:
        """The right panel's rows: each widget's name and its label's key."""
        if not self.game:
            return []
        spec = self.ctx_spec(self.game)
        fields = [(f.option, f.label_key) for f in spec.setup_fields]
        saved = [("saved", "host.saved_row")] if self.saved else []
        return [
            *saved,
            ("game", "host.game"),
            *fields,
            ("turn", "setup.turn_time"),
            ("grace", "host.grace"),
            ("stand_in", "host.stand_in"),
        ]

    def option_widgets(self) -> list[Widget]:
        if not self.game:
            return []
        ctx, place = self.ctx, self.place
        spec = self.ctx_spec(self.game)
        px = place.font_px("options", 20)
        games = [(game, ctx.t(ctx.spec(game).display_key)) for game in network_games(ctx)]
        rows: list[Widget] = [Stepper("", games, self.game, self._set_game, px=px)]
        for field in spec.setup_fields:
            choices = [(choice.value, ctx.t(choice.label_key)) for choice in field.choices]
            value = self.options.get(field.option, field.values()[0])
            row = Stepper("", choices, value, self._option_setter(field.option), px=px)
            row.enabled = field.applies_to(len(self.seats))
            rows.append(row)
        # The host runs the sand over the network only for a game that says what its running
        # out plays.
        presets = TURN_PRESETS if spec.timeout_action is not None else (None,)
        turns = [(seconds, self.turn_label(seconds)) for seconds in presets]
        graces = [(seconds, self.turn_label(seconds)) for seconds in GRACE_PRESETS]
        strengths = [(s, ctx.t(f"strength.{s}")) for s in spec.strengths]
        rows += [
            Stepper("", turns, self.turn_seconds, self._set("turn_seconds"), px=px),
            Stepper("", graces, self.grace, self._set("grace"), px=px, wrap=False),
            Stepper("", strengths, self.stand_in, self._set("stand_in"), px=px),
        ]
        if self.saved:  # a table hosted before comes first; chosen, it has its own choices
            for widget in rows:
                widget.enabled = widget.enabled and self.saved_index < 0
            tables = [(-1, ctx.t("host.new_table"))]
            tables += [(index, self.saved_label(index)) for index in range(len(self.saved))]
            rows.insert(0, Stepper("", tables, self.saved_index, self._set_saved, px=px))
        self.option_list = OptionList.laid_out(place, self.option_list, rows, self.option_rows())
        return rows

    def saved_label(self, index: int) -> str:
        table = self.saved[index]
        game = self.ctx.t(self.ctx_spec(table.game).display_key) if table.game else ""
        if table.game not in self.ctx.games.names():
            game = table.game
        return self.ctx.t("host.saved", game=game, code=show_code(table.code), count=table.moves)

    def _set_saved(self, index: int) -> None:
        self.saved_index = index
        self.rebuild("saved")

    def _set_game(self, game: str) -> None:
        self._choose_game(game)
        self.rebuild("game")

    def _option_setter(self, option: str) -> Callable[[str], None]:
        def choose(value: str) -> None:
            self.options[option] = value

        return choose

    def _set(self, attribute: str) -> Callable[[Any], None]:
        def choose(value: Any) -> None:
            setattr(self, attribute, value)

        return choose

    def handle(self, intent: Intent) -> bool:
        if intent.is_pointer:
            self.pointer = intent.pos
        rows = self.option_list
        panel = self.place.rect("options_panel")
        if intent.kind == Kind.SCROLL and rows is not None and panel.collidepoint(self.pointer):
            if rows.scroll(-intent.amount):
                self.rebuild()
            return True
        return super().handle(intent)

    # -- opening ---------------------------------------------------------------------------

    def open_message(self) -> dict[str, Any]:
        """The host's ``open``: seat 1 is yours (you join first, so the host gives it to you)."""
        spec = self.ctx_spec(self.game)
        options = {
            field.option: self.options.get(field.option, field.values()[0])
            if field.applies_to(len(self.seats))
            else field.values()[0]
            for field in spec.setup_fields
        }
        timer = self.turn_seconds if spec.timeout_action is not None else None
        return {
            "type": "open",
            "game": self.game,
            "seats": list(self.seats),
            "start": "manual",
            "turn_seconds": timer,
            "grace": float(self.grace),
            "stand_in": self.stand_in,
            "options": {**self.options, **options},
            # Each player's app words the title in its own language from the name; the
            # title in the host's words is for an app that does not read ``host``.
            "host": self.name_to_use(),
            # Sent as text, not drawn: without the marks that order the name in an Arabic
            # line (the host refuses what is not printable text; each app orders it again).
            "title": without_controls(self.ctx.t("host.table_of", name=self.name_to_use())),
        }

    def name_to_use(self) -> str:
        return net_name(self.player_name)

    def open_table(self) -> None:
        if not self.name_to_use():  # the others tell the seats apart by it: asked for
            self.focus.focus_name("your_name")
            show_notice(self.ctx, "net.name_needed.title", "net.name_needed")
        elif self.saved_index >= 0:
            self.host_again()
        elif self.game:
            self.ctx.navigator.open("lobby", hosted=self.open_message(), player=self.name_to_use())

    def host_again(self) -> None:
        if 0 <= self.saved_index < len(self.saved):
            table = self.saved[self.saved_index]
            self.ctx.navigator.open("lobby", resume=table.path, player=self.name_to_use())
