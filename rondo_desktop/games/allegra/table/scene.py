"""Allegra's table: the generic card table with every seat's grid laid along the shared
columns, the deck, the discard pile, the card in hand, the knock, the score pad over three
rounds and the round summary.

Click the deck or the discard pile to take, a cell to place, reveal or flip; the buttons (or
K, N, 1-5, I) knock, pass, give the card to a knocker or ignore the knocks; the arrows move a
cell cursor over the area being chosen from and Enter clicks it, D draws and T takes the
discard (or, holding a drawn card, discards it to turn a card up). The line under the grids
says what to do now; what is legal and every refusal come from the engine
(:mod:`.controls`). The engine's events are shown by :class:`~.dealer.AllegraDealer`;
:class:`~.painter.AllegraPainter` paints.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from rondo_desktop.app.elide import elide
from rondo_desktop.app.intents import Intent
from rondo_desktop.app.session import NotYourTurn
from rondo_desktop.app.table.scene import CardTableScene
from rondo_desktop.app.widgets import Button
from rondo_desktop.games.allegra.engine import IllegalAction, Take
from rondo_desktop.games.allegra.table import controls, lookalike, table_input
from rondo_desktop.games.allegra.table.dealer import AllegraDealer
from rondo_desktop.games.allegra.table.geometry import AllegraGeometry, Cell
from rondo_desktop.games.allegra.table.painter import AllegraPainter
from rondo_desktop.games.allegra.table.session import SECOND_PERSON, AllegraSession

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

log = logging.getLogger(__name__)

SUMMARY_SECONDS = 5.0  # a summary nobody dismisses (a watched game) closes after this
REFUSAL_SECONDS = 3.5  # how long the engine's refusal stays on the hint line
RIPPLE_SECONDS = 1.1  # a knock's ripple on the table
MAX_BUTTONS = 7  # knock, no knock, give to each of five knockers, ignore
KNOCK_HAND_SCALE = 0.8  # a knocker's card Y is drawn at this part of a grid card's height
SAFE_CHOICES = ("no_knock", "ignore")  # the answer Enter gives when nobody chose another
TIME_UP_SECONDS = 2.5  # the "Time's up" notice on the turn line
WARM_SECONDS = 0.003  # of a frame spent painting faces ahead of need


class AllegraTable(CardTableScene[AllegraSession, AllegraDealer]):
    layout_name = "allegra-table"
    second_person: ClassVar[frozenset[str]] = SECOND_PERSON

    def __init__(
        self,
        ctx: AppContext,
        session: AllegraSession,
        cards: AllegraCardPainter,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        super().__init__(ctx, session, speed, quit_when_over)
        self.cards = cards
        self.cursor = (1, 1)  # (row, virtual col) in the area being chosen from
        self.show_cursor = False  # only once the keyboard moves it
        self.hover: Cell | None = None
        self.flip_mode = False  # holding a drawn card: discard it, then choose a card to flip
        self.refusal: tuple[str, float] | None = None
        self.ripples: list[tuple[int, float]] = []  # (seat, age) of a knock's rings
        self.summary_age = 0.0
        self.timeouts_told = session.timeouts
        self.lookalike_told = False  # "not a triple: not one area" is said once a game
        self._legal: tuple[Any, list[Any]] = (None, [])
        self._geometry: AllegraGeometry | None = None
        self._synced: object = None
        self.choice_buttons: list[Button] = []
        self._choice_names: tuple[str, ...] = ()
        self.dealer = AllegraDealer(self, session, self.speed)
        self.painter = AllegraPainter(self)
        self.viewer_seen = session.viewer if self.dealer.shown.hand_open else None
        events = session.take_events()
        if events:
            self.dealer.feed(events)

    # -- where things are ------------------------------------------------------------------

    @property
    def bottom_seat(self) -> int:
        return self.session.bottom_seat

    @property
    def geometry(self) -> AllegraGeometry:
        cached, bottom = self._geometry, self.bottom_seat
        if cached is None or cached.place is not self.place or cached.bottom != bottom:
            cached = self._geometry = AllegraGeometry(self.place, len(self.session.seats), bottom)
        return cached

    def seat_rects(self) -> dict[int, pygame.Rect]:
        return {seat: self.geometry.label_rect(seat) for seat in range(len(self.session.seats))}

    def cell_point(self, cell: Cell) -> tuple[float, float]:
        return self.geometry.cell_point(cell)

    def card_height(self) -> float:
        return float(self.geometry.card_height)

    def pile_height(self) -> float:
        return float(self.geometry.pile_card_height())

    def held_height(self) -> float:
        return float(self.geometry.held_card_height())

    def deck_point(self) -> tuple[float, float]:
        return self.geometry.point(self.geometry.deck_rect())

    def discard_point(self) -> tuple[float, float]:
        return self.geometry.point(self.geometry.discard_rect())

    def held_point(self) -> tuple[float, float]:
        return self.geometry.point(self.geometry.held_rect())

    def knock_hand_point(self, seat: int) -> tuple[float, float]:
        return self.geometry.knock_hand_point(seat, KNOCK_HAND_SCALE)

    def leave_point(self) -> tuple[float, float]:
        """Where a triple's cards go: up off the table, past the turn line."""
        banner = self.place.rect("turn_banner")
        return (float(banner.centerx), float(-self.geometry.card_height))

    # -- what the dealer asks --------------------------------------------------------------

    def say(self, key: str, **params: object) -> str:
        return self.ctx.t(key, **params)

    def knock_ripple(self, seat: int) -> None:
        self.ripples.append((seat, 0.0))

    def wants_summary(self) -> bool:
        return not self.fast

    # -- the engine's view of the moment ---------------------------------------------------

    def legal(self) -> list[Any]:
        """The current seat's legal actions, asked once per game position."""
        game = self.session.game
        key = (id(game), len(self.session.log), game.current_seat, str(game.phase), game.held)
        if self._legal[0] != key:
            self._legal = (key, list(self.session.legal_actions()) if not game.is_over else [])
        return self._legal[1]

    def can_act(self) -> bool:
        session = self.session
        return (
            session.can_act
            and session.viewer == session.current_seat
            and self.dealer.shown.hand_open
            and not self.busy
            and self.dealer.summary is None
        )

    def status_line(self) -> tuple[str, str] | None:
        if self.refusal is not None:
            return self.refusal[0], "bad"
        text = controls.hint(self)
        return None if text is None else (text, "normal")

    # -- acting ----------------------------------------------------------------------------

    def act(self, action: Any) -> bool:
        """Hand ``action`` to the engine; its refusal is shown on the hint line."""
        if not self.can_act():
            return False
        try:
            self.session.act(action)
        except IllegalAction as error:  # the engine's reason, in the player's language
            self.refuse(self.ctx.t(error.key, **error.params))
            return False
        except NotYourTurn:
            return False
        self.refusal = None
        self.flip_mode = False
        if self.session.hot_seat and self.session.current_seat != self.session.viewer:
            self.dealer.shown.hand_open = False
        return True

    def refuse(self, message: str) -> None:
        self.refusal = (message, REFUSAL_SECONDS)
        self.play_sound("refusal")

    def click_cell(self, cell: Cell) -> None:
        action = controls.cell_action(self, cell)
        if action is None:
            self.refuse(controls.hint(self) or "")
            return
        self.act(action)

    def click_deck(self) -> None:
        self.act(Take("deck"))

    def click_discard(self) -> None:
        phase = controls.phase_of(self)
        if phase == "draw":
            flips = [a for a in self.legal() if type(a).__name__ == "DiscardFlip"]
            if any(a.cell is None for a in flips):
                self.act(flips[0])
            elif flips:
                self.flip_mode = not self.flip_mode
            return
        self.act(Take("discard"))

    # -- input -----------------------------------------------------------------------------

    def game_buttons(self) -> list[Button]:
        self.choice_buttons = [
            Button("", lambda: None, px=self.place.px(19), name=f"choice_{k}")
            for k in range(MAX_BUTTONS)
        ]
        for button in self.choice_buttons:
            button.visible = button.enabled = False
        return list(self.choice_buttons)

    def _lay_out_choices(self) -> None:
        """The buttons of the moment, centred in their row; the others hidden."""
        found = controls.choices(self) if self.can_act() else []
        area = self.place.rect("buttons")
        gap = self.place.px(12)
        width = min(self.place.px(210), (area.width - gap * (len(found) - 1)) // max(1, len(found)))
        left = area.centerx - (len(found) * width + (len(found) - 1) * gap) // 2
        for index, button in enumerate(self.choice_buttons):
            shown = index < len(found)
            button.visible = button.enabled = shown
            if not shown:
                continue
            choice = found[index]
            button.text, button.name = self._fitted(choice, width - area.height // 2), choice.name
            button.style = "primary" if choice.name in ("knock",) else "normal"
            button.on_click = self._chooser(choice.action)
            rect = pygame.Rect(left + index * (width + gap), area.top, width, area.height)
            button.rect = self.place.mirror(rect, area)  # the first at the right, mirrored
        names = tuple(choice.name for choice in found)
        if names != self._choice_names:
            self._choice_names = names
            self._focus_safe_choice(names)

    def _focus_safe_choice(self, names: tuple[str, ...]) -> None:
        """A new question: Enter answers it the safe way (no knock, ignore the knocks), never
        with the button a previous question left focused."""
        safe = next((n for n in names if n in SAFE_CHOICES), None)
        if safe is not None:
            self.focus.focus_name(safe)
        elif self.focus.focused in self.choice_buttons:
            self.focus.focus(None)

    def _fitted(self, choice: controls.Choice, room: int) -> str:
        """The button's label, or its short form where a narrow window leaves no room."""
        smallest = self.ctx.text.fit_px(choice.text, "ui_bold", self.place.px(19), room)
        if self.ctx.text.width(choice.text, "ui_bold", smallest) <= room or not choice.short:
            return choice.text
        if not choice.who:
            return choice.short
        # The short form still too wide (a long name): the name in it ends in "…".
        short, who = choice.short, choice.who
        smallest = self.ctx.text.fit_px(short, "ui_bold", self.place.px(19), room)
        return elide(self.ctx.text, who, "ui_bold", smallest, room, lambda n: short.replace(who, n))

    def _chooser(self, action: Any) -> Callable[[], None]:
        def choose() -> None:
            self.act(action)

        return choose

    def handle_game(self, intent: Intent) -> bool:
        return table_input.handle(self, intent)

    def cancel_gesture(self) -> bool:
        if self.flip_mode:
            self.flip_mode = False
            return True
        return False

    def dismiss_summary(self) -> None:
        self.dealer.dismiss_summary()
        self.summary_age = 0.0

    # -- what the generic table asks -------------------------------------------------------

    def sync(self) -> None:
        """Nothing left to show: the screen shows exactly the game (once per change)."""
        game = self.session.game
        key = (
            len(self.session.log),
            game.current_seat,
            str(game.phase),
            game.deck_size,
            tuple(game.discard[-1:]),
            game.held,
            self.session.viewer,
        )
        if key == self._synced:
            return
        from rondo_desktop.games.allegra.table.shown import shown_of

        self._synced = key
        fresh = shown_of(self.session)
        fresh.hand_open = self.dealer.shown.hand_open
        self.dealer.shown = fresh

    def hand_changed_owner(self) -> None:
        self.hover, self.flip_mode, self.show_cursor = None, False, False
        self._synced = None
        if not self.dealer.busy:
            self.sync()

    def update_game(self, dt: float) -> None:
        if not self.fast:
            self.painter.warm_faces(WARM_SECONDS)
        if self.refusal is not None:
            text, left = self.refusal
            self.refusal = (text, left - dt) if left > dt else None
        self.ripples = [(s, age + dt) for s, age in self.ripples if age + dt < RIPPLE_SECONDS]
        if self.dealer.summary is not None:
            self.summary_age += dt
            if not self.session.persons and self.summary_age >= SUMMARY_SECONDS / self.speed:
                self.dismiss_summary()
        if not self.can_act():
            self.flip_mode = False
        self._tell_timeout()
        lookalike.tell_once(self)
        self._lay_out_choices()

    def _tell_timeout(self) -> None:
        """The sand ran out and the timer moved for a person: say so on the turn line (the
        move log says it too), so the move is not taken for the person's own choice."""
        session = self.session
        if session.timeouts == self.timeouts_told:
            return
        self.timeouts_told = session.timeouts
        seat = session.timed_out_seat
        if seat is not None and session.is_person(seat):
            self.announce("table.allegra.time_up", TIME_UP_SECONDS, name=self.seat_name(seat))

    def banner_text(self) -> str:
        """During a knock question the asked seat is the engine's current seat, but the turn
        is still the drawer's: say so instead of "Your turn"."""
        return controls.knock_banner(self) or super().banner_text()

    def results_scene(self) -> Scene:
        from rondo_desktop.games.allegra.table.results import AllegraResults

        return AllegraResults(self.ctx, self.session, self.cards, self.quit_when_over)

    def rules_scene(self) -> Scene:
        from rondo_desktop.games.allegra.ui import rules_scene

        return rules_scene(self.ctx)

    @property
    def hints_key(self) -> str:
        # No knock keys where nobody knocks (2 players, unless AV-01 is on: G-14).
        knocking = self.session.game.options.knocking
        return "hints.allegra_table" if knocking else "hints.allegra_table_no_knock"

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
