"""Any game's table: turns, the handover between persons, pause, speed, sand timer, results.

The scene reads the game's session and never decides a rule. What happened comes back as the
engine's events, which the game's dealer (a :class:`~.protocols.TableDealer`) shows one after
another; while it does, input waits and the session is told the table is animating, so no move
starts before the last one was seen. At maximum speed nothing is animated and as many moves as
fit are played each frame.

At a table of several persons sharing one screen, a person's hand stays face down until its
owner confirms they have the screen ("Pass the screen to ..."): the dealer's ``hand_open``.

A game's table subclasses :class:`CardTableScene` with what makes the game itself (Rondo's
holder and staging, say): its buttons, its input, how its moves look. Every scene the table
opens goes through :meth:`CardTableScene.open_scene`, by name.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

import pygame

from rondo_desktop.app.anim.hourglass import Hourglass
from rondo_desktop.app.anim.tween import Tweens
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.seat_names import seat_label
from rondo_desktop.app.settings import COMPUTER_SPEEDS
from rondo_desktop.app.sound import Sounds
from rondo_desktop.app.table.protocols import TableDealer, TableSession
from rondo_desktop.app.table.remote import RemoteTablePart
from rondo_desktop.app.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

THINK_SECONDS = 0.6  # a computer's visible pause at speed 1: long enough to notice the turn
FAST_FRAME_BUDGET = 0.012  # seconds of game per frame at maximum speed
LOG_ENTRIES = 300  # how far back the move log scrolls
# Keys that scroll the move log, and by how many entries (Home: to the oldest, End: newest).
LOG_KEYS = {Kind.PAGE_UP: 3, Kind.PAGE_DOWN: -3, Kind.HOME: 10**6, Kind.END: -(10**6)}

SessionT = TypeVar("SessionT", bound=TableSession)
DealerT = TypeVar("DealerT", bound=TableDealer)


class CardTableScene(Scene, RemoteTablePart, Generic[SessionT, DealerT]):
    name = "table"
    layout_name = "table"  # the Tiled layout of the table (assets/layouts/<name>.tmx)
    # Lines about a seat that have a second-person form (key + "_you") in every catalog.
    second_person: ClassVar[frozenset[str]] = frozenset({"table.banner.starts"})
    session: SessionT
    dealer: DealerT  # set by the game's table before the first frame

    def __init__(
        self,
        ctx: AppContext,
        session: SessionT,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        super().__init__(ctx)
        self.session = session
        self.speed = float(ctx.settings.animation_speed if speed is None else speed)
        self.fast = math.isinf(self.speed)
        self.quit_when_over = quit_when_over
        # A computer's thinking pause is part of the pace the player chose.
        pace = COMPUTER_SPEEDS.get(ctx.settings.computer_speed, 1.0)
        session.think_seconds = 0.0 if self.fast else THINK_SECONDS * pace / self.speed
        self.tweens = Tweens()
        self.sounds = Sounds.for_context(ctx)
        self.hourglass = Hourglass()
        self.clock = 0.0  # seconds since the scene opened: glows pulse with it
        self.place = ctx.layouts.fit(self.layout_name, ctx.window_size)
        self.focus = FocusGroup()
        self.handover_focus = FocusGroup()
        self.refusing = 0.0  # seconds a refused move is still being shown (input waits)
        self.banner: tuple[str, float] | None = None  # (text, seconds left) over the turn line
        self.log_scroll = 0  # newest log entries scrolled out of view (wheel, PgUp/PgDn)
        self.pointer = (0, 0)
        self.game_ended = False
        self.finished = False
        self.last_tick = -1
        self.viewer_seen: int | None = None  # whose hand the screen shows face up

    # -- what a game's table adds ----------------------------------------------------------

    def game_buttons(self) -> list[Button]:
        """The table's buttons, laid out for ``self.place`` (called on every relayout)."""
        return []

    def laid_out(self) -> None:
        """After a relayout: put the game's own things where the new layout says."""

    def handle_game(self, intent: Intent) -> bool:
        """An intent the generic table did not take (neither handover, pause nor log)."""
        return self.focus.handle(intent)

    def cancel_gesture(self) -> bool:
        """Esc first cancels what the pointer is doing (a drag); True when it did."""
        return False

    def sync(self) -> None:
        """Nothing left to show: make the screen show exactly the game."""

    def update_game(self, dt: float) -> None:
        """The game's own part of a frame, after the dealer and the session moved on."""

    def hand_changed_owner(self) -> None:
        """The hand face up on screen now belongs to someone else, or to nobody."""

    def results_scene(self) -> Scene:
        """The game's results, opened when the game is over and its end was shown."""
        raise NotImplementedError

    def rules_scene(self) -> Scene:
        """The game's How to play, opened from the pause menu."""
        raise NotImplementedError

    # Whether the pause menu offers the game so far in the game's review (review_scene).
    can_review = False

    def review_scene(self) -> Scene:
        """The game so far, move by move, as the people at this screen may see it."""
        raise NotImplementedError

    def autosave_now(self) -> None:
        """Save the game as it stands (a game may add what the player was doing)."""
        self.session.autosave()

    # -- the doors out: after the merge these go through ctx.navigator.open(name) ----------

    def open_scene(self, name: str) -> None:
        """Open another scene by name: "pause", "settings", "rules", "results" or "menu".

        The host's scenes come from the navigator; How to play and the results are the
        game's own (its table builds them: the results need this session).
        """
        ctx, navigator = self.ctx, self.ctx.navigator
        if name == "pause":
            navigator.open("pause", fade=False, table=self)
        elif name == "settings":
            navigator.open("settings")
        elif name == "rules":
            ctx.stack.push(self.rules_scene(), fade=True)
        elif name == "results":
            ctx.stack.replace(self.results_scene(), fade=not self.fast)
        elif name == "menu":
            navigator.reset("menu")
        else:
            raise ValueError(f"the table opens no scene {name!r}")

    def open_dialog(self, dialog: Scene) -> None:
        """An overlay of the table's own (a game's picker): drawn over the table."""
        self.ctx.stack.push(dialog)

    # -- layout --------------------------------------------------------------------------

    def relayout(self, size: tuple[int, int]) -> None:
        if size == (0, 0):
            size = self.ctx.window_size
        self.place = self.ctx.layouts.fit(self.layout_name, size)
        self.focus = FocusGroup(self.game_buttons(), rtl=self.place.rtl)
        self.focus.focus(None)  # no focus ring until the keyboard is used (Tab)
        ready = Button(
            "", self.confirm_handover, style="primary", px=self.place.px(22), name="ready"
        )
        ready.rect = self.handover_rects()[2]
        self.handover_focus = FocusGroup([ready])
        self.laid_out()

    def handover_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The "Pass the screen" box, its text and its button, fitted to the text: the box
        grows or shrinks around them, so no empty band opens above the button."""
        place, text = self.place, self.ctx.text
        message = place.rect("message")
        pad = place.px(24)
        body_width = message.width - place.px(80)
        body_h = text.wrapped_height(
            self.ctx.t("table.handover.body"), "ui", place.px(19), body_width
        )
        title_h = place.px(64)  # the title line, centred at px(44) from the top
        button_h = place.px(56)
        height = min(message.height, place.px(16) + title_h + body_h + pad + button_h + pad)
        panel = pygame.Rect(message.left, 0, message.width, height)
        panel.centery = message.centery
        body = pygame.Rect(
            message.left + place.px(40), panel.top + place.px(80), body_width, body_h
        )
        button = pygame.Rect(0, 0, place.px(360), button_h)
        button.midbottom = (panel.centerx, panel.bottom - pad)
        return panel, body, button

    # -- state ---------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.session.viewer

    @property
    def busy(self) -> bool:
        return self.dealer.busy or self.refusing > 0

    @property
    def hints_key(self) -> str:
        """The keys the line at the bottom explains."""
        return "hints.table"

    def handover_shown(self) -> bool:
        return (
            self.session.handover_pending
            and not self.dealer.busy
            and not self.session.is_over
            and not self.finished
        )

    def confirm_handover(self) -> None:
        if self.session.handover_pending:
            self.session.confirm_handover()

    def game_over(self) -> None:
        self.game_ended = True

    def play_sound(self, name: str) -> None:
        if not self.fast:
            self.sounds.play(name)

    def announce(self, text_key: str, seconds: float, **params: object) -> None:
        text = self.about_seat(text_key, **params)
        self.banner = (text, seconds / self.speed if not self.fast else 0)

    # -- names ---------------------------------------------------------------------------

    def about_seat(self, key: str, **params: object) -> str:
        """A line naming a seat, in the second person ("You start.", not "You starts.") when
        that seat is the lone player, whom the table calls "You"."""
        if params.get("name") == self.ctx.t("table.you") and key in self.second_person:
            key += "_you"
        return self.ctx.t(key, **params)

    def seat_name(self, seat: int) -> str:
        """The seat's name, a default one in the language of the moment."""
        seats = self.session.seats
        return seat_label([s.kind for s in seats], [s.name for s in seats], seat, self.ctx.t)

    def seat_detail(self, seat: int) -> str:
        setup = self.session.seats[seat]
        if setup.kind != "computer":  # a person here, or at another screen
            return self.ctx.t("setup.seat.person")
        strength = self.ctx.t(f"strength.{setup.strength or 'medium'}")
        return self.ctx.t("setup.seat.computer", strength=strength)

    def banner_text(self) -> str:
        t, lost = self.ctx.t, self.remote_banner()
        if lost is not None:
            return lost  # the person's own link is down: nothing else matters now
        if self.banner is not None:
            return self.banner[0]
        session, shown = self.session, self.dealer.shown
        if self.game_ended or session.is_over:
            return t("table.banner.game_over")
        current = shown.current
        if current is None:
            return t("table.banner.dealing")
        name = self.seat_name(current)
        if current == self.viewer and not session.handover_pending:
            return t("table.banner.your_turn")
        if session.seats[current].kind == "computer" and session.current_seat == current:
            return t("table.banner.thinking", name=name)
        # A computer's move being shown: it has stopped thinking, the game has moved on.
        return t("table.banner.turn_of", name=name)

    # -- input ---------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        kind = intent.kind
        if self.closed_by_host() and kind in (Kind.CONFIRM, Kind.BACK):
            self.really_leave()  # nothing to play on: the box over the table says so
            return True
        if self.handover_shown():
            if kind == Kind.CONFIRM:
                self.confirm_handover()
            elif kind == Kind.BACK:
                self.open_scene("pause")
            else:
                self.handover_focus.handle(intent)
            return True
        if kind == Kind.BACK:
            if not self.cancel_gesture():
                self.open_scene("pause")
            return True
        if kind == Kind.SCROLL and self.place.rect("log").collidepoint(self.pointer):
            self.scroll_log(intent.amount)
            return True
        if kind in LOG_KEYS:
            self.scroll_log(LOG_KEYS[kind])
            return True
        return self.handle_game(intent)

    def scroll_log(self, entries: int) -> None:
        """Scroll the move log back (positive) or forward; 0 shows the newest entries."""
        newest_first = min(self.dealer.shown.log_count, LOG_ENTRIES)
        self.log_scroll = max(0, min(self.log_scroll + entries, newest_first - 1))

    # -- closing -------------------------------------------------------------------------

    def save_and_close(self) -> None:
        """Save the game as it stands and stop the computer players: "Save and quit" and
        the window's close."""
        self.autosave_now()
        self.session.close()

    def quitting(self) -> None:
        self.save_and_close()

    # -- time ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.fast:
            self._run_fast(dt)
        else:
            self.tweens.update(dt)
            if self.refusing > 0:
                self.refusing = max(0.0, self.refusing - dt)
            self.dealer.update(dt)
            # The player's own move since the last frame is shown first: syncing before it
            # would put its points on the scoreboard, and then the landing cards again.
            self._show_new_events()
            if not self.dealer.busy:
                self.sync()
            self.session.update(dt, animating=self.busy)
            self._show_new_events()
        self._after_update(dt)

    def _show_new_events(self) -> None:
        new = self.session.take_events()
        if new:
            self.dealer.feed(new)
            self.dealer.update(0.0)

    def _run_fast(self, dt: float) -> None:
        """Maximum speed: no animation, as many moves per frame as the budget allows."""
        deadline = time.perf_counter() + FAST_FRAME_BUDGET
        self.refusing = 0.0
        self._show_new_events()  # the player's own move, which may have ended the game
        while True:
            self.tweens.finish_all()
            self.dealer.update(dt)
            self.tweens.finish_all()
            self.dealer.update(0.0)
            if self.session.is_over or time.perf_counter() > deadline:
                break
            self.session.update(dt, animating=False)
            new = self.session.take_events()
            if not new:
                break
            self.dealer.feed(new)
        if not self.dealer.busy:
            self.sync()

    def _after_update(self, dt: float) -> None:
        session, shown = self.session, self.dealer.shown
        if not shown.hand_open and session.can_act and not self.dealer.busy:
            shown.hand_open = session.viewer == session.current_seat  # the handover is done
        shown_to = session.viewer if shown.hand_open else None
        if shown_to != self.viewer_seen:
            self.viewer_seen = shown_to
            self.hand_changed_owner()
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None
        self._tick_timer(dt)
        self.tell_remote()
        self.update_game(dt)
        self.handover_focus.update(dt)
        if self.handover_shown():
            ready = self.handover_focus.widgets[0]
            assert isinstance(ready, Button)
            ready.text = self.ctx.t(
                "table.handover.ready", name=self.seat_name(session.current_seat)
            )
        ended = self.game_ended and not self.results_waiting()  # network: the final game in
        if ended and not self.dealer.busy and not self.finished:
            self.finished = True
            self.open_scene("results")

    def _tick_timer(self, dt: float) -> None:
        """The hourglass follows the sand; its last seconds tick."""
        clock = self.session.clock
        self.hourglass.update(dt, clock.turns, self.tweens, self.speed)
        if clock.urgent and not clock.paused and not self.busy and not self.fast:
            second = math.ceil(clock.remaining)
            if second != self.last_tick:
                self.last_tick = second
                self.play_sound("tick")
