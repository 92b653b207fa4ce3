"""The game table: the holder, the hands, the seats, the sand timer, and a game being played.

The scene reads the :class:`GameSession` and never decides a rule: a play is staged card by
card on screen, previewed with ``session.check`` and sent with ``session.play``; the engine's
refusal is shown in words. What happened comes back as engine events, which the
:class:`~rondo_desktop.games.rondo.table.dealer.Dealer` animates; while it does, input waits and the
session is told the table is animating, so no move starts before the last one was seen.

Three ways to build a word: drag a card onto a slot (or the ``+`` zone at an end), click a
card then a slot, or type the word (the session's word finder lays it out).

The scene is input, flow and state; the :class:`~.painter.TablePainter` paints it, reading
only what :class:`~.painter.Tabletop` lists.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.anim.hourglass import Hourglass
from rondo_desktop.app.anim.tween import Tweens, ease_out_cubic
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.settings import CARD_SIZES, COMPUTER_SPEEDS
from rondo_desktop.app.sound import Sounds
from rondo_desktop.app.widgets import Button, FocusGroup
from rondo_desktop.games.rondo.engine import (
    DELETE,
    JOKER,
    IllegalAction,
    Phase,
    Placement,
    PlayOutcome,
)
from rondo_desktop.games.rondo.engine.events import (
    Drew,
    Event,
    Exchanged,
    HandPenalty,
    Passed,
    Played,
    StartWords,
)
from rondo_desktop.games.rondo.engine.game import EXCHANGE_COST
from rondo_desktop.games.rondo.engine.lexicon import MIN_WORD
from rondo_desktop.games.rondo.engine.spelling import transliterate
from rondo_desktop.games.rondo.table.dealer import Dealer
from rondo_desktop.games.rondo.table.hand import HandLayout
from rondo_desktop.games.rondo.table.holder import HolderGeometry
from rondo_desktop.games.rondo.table.painter import LOG_ENTRIES, TablePainter, paint_order
from rondo_desktop.games.rondo.table.seats import fan_rect
from rondo_desktop.games.rondo.table.sizing import HolderFit, hand_fit, holder_fit
from rondo_desktop.games.rondo.table.view import HandCard

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.table.session import GameSession

DRAG_THRESHOLD = 6  # design pixels a press must move to become a drag
THINK_SECONDS = 0.6  # a computer's visible pause at speed 1: long enough to notice the turn
# Keys that scroll the move log, and by how many entries (Home: to the oldest, End: newest).
LOG_KEYS = {Kind.PAGE_UP: 3, Kind.PAGE_DOWN: -3, Kind.HOME: 10**6, Kind.END: -(10**6)}
REPLAY_BEFORE = 1.5  # "Last move": seconds the holder shows how it was before the word
REPLAY_AFTER = 2.5  # then seconds it shows the word with its new cards marked
TYPING_PAUSE = 1.2  # seconds without a key after which a refused typed word is done with
FAST_FRAME_BUDGET = 0.012  # seconds of game per frame at maximum speed


# Lines about a seat that have a second-person form (key + "_you") in every catalog.
SECOND_PERSON = frozenset(
    {
        "log.start_seat",
        "log.played",
        "log.start_word_timeout",
        "log.exchanged",
        "log.passed",
        "log.timeout",
        "log.penalty",
        "log.hint",
        "table.banner.starts",
    }
)


def digit_card_index(digit: str, focused: int | None, count: int) -> int | None:
    """The card a number key picks in a row of ``count`` cards: 1-9 the first nine, 0 the
    tenth; the same key again goes on ten cards (1: the 1st, then the 11th, then the 1st)."""
    first = 9 if digit == "0" else int(digit) - 1
    if first >= count:
        return None
    if focused is not None and focused % 10 == first % 10 and focused >= first:
        following = focused + 10
        return following if following < count else first
    return first


class TableScene(Scene):
    name = "table"

    def __init__(
        self,
        ctx: AppContext,
        session: GameSession,
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
        self.hand: list[HandCard] = []
        self.sounds = Sounds.for_context(ctx)
        self.hourglass = Hourglass()
        self.clock = 0.0
        self.place = ctx.layouts.get("table").fit(ctx.window_size)
        self.focus = FocusGroup()
        self.handover_focus = FocusGroup()
        self.typed = ""
        self.typed_at = 0.0  # scene clock at the last typed letter
        self.typed_confirmed = False  # Enter was pressed on the typed word
        self.exchange_mode = False
        self.card_focus: HandCard | None = None  # the keyboard's card while exchanging
        # "Really pass?" waits for an answer (Pass again, or Undo): it never lapses unseen.
        self.pass_armed = False
        self.refusing = 0.0
        self.message: tuple[str, str] | None = None  # (text, tone)
        self.banner: tuple[str, float] | None = None
        self.replay: float | None = None  # seconds into showing the last move again
        self.log_scroll = 0  # newest log entries scrolled out of view (wheel, PgUp/PgDn)
        self._start_word: tuple[tuple[int, tuple[str, ...]], PlayOutcome | None] | None = None
        self.pointer = (0, 0)
        self.press: tuple[HandCard, tuple[int, int], tuple[float, float]] | None = None
        self.dragging: HandCard | None = None
        self.target_slot: int | None = None
        self.hovered: HandCard | None = None
        self.game_ended = False
        self.finished = False
        self.last_tick = -1
        self._preview: tuple[tuple[Placement, ...], int, tuple[str, str] | None] | None = None
        self.dealer = Dealer(self, session, self.speed)
        self.painter = TablePainter(self)
        self.viewer_seen = session.viewer if self.dealer.shown.hand_open else None
        self.restoring = session.staged  # cards placed before the game was saved
        session.staged = ()
        events = session.take_events()
        if events:
            self.dealer.begin(events)
        else:
            self._rebuild_hand()

    # -- layout --------------------------------------------------------------------------

    def relayout(self, size: tuple[int, int]) -> None:
        if size == (0, 0):
            size = self.ctx.window_size
        self.place = self.ctx.layouts.get("table").fit(size)
        ctx, place = self.ctx, self.place
        specs = [
            ("play", "table.play", self.on_play, "primary"),
            ("exchange", "table.exchange", self.on_exchange, "normal"),
            ("pass", "table.pass", self.on_pass, "normal"),
            ("hint", "table.hint", self.on_hint, "normal"),
            ("undo", "table.undo", self.on_undo, "normal"),
            ("sort", "table.sort", self.on_sort, "normal"),
        ]
        buttons = []
        for name, key, action, style in specs:
            region = f"button_{name}"
            button = Button(
                ctx.t(key), action, style=style, px=place.font_px(region, 18), name=name
            )
            button.rect = place.rect(region)
            buttons.append(button)
        last = Button(
            ctx.t("table.last_move"), self.on_last_move, "quiet", place.text_px(15), "last_move"
        )
        last.rect = self.last_move_rect()
        start = Button("", self.on_lay_start, "primary", place.px(17), "start_word")
        self.focus = FocusGroup([*buttons, last, start])
        self.focus.focus(None)  # no focus ring until the keyboard is used (Tab)
        ready = Button("", self.confirm_handover, style="primary", px=place.px(22), name="ready")
        ready.rect = self.handover_rects()[2]
        self.handover_focus = FocusGroup([ready])
        self._refresh_buttons()
        self._layout_hand(instant=True)

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

    # -- what the dealer asks (the Stage protocol) ----------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.session.viewer

    def seat_rects(self) -> dict[int, pygame.Rect]:
        """Each opponent's panel: the top band of the layout, split evenly, centred."""
        place, session = self.place, self.session
        count = len(session.seats)
        viewer = self.viewer
        if viewer is None:
            order = list(range(count))
        else:
            order = [(viewer + k) % count for k in range(1, count)]
        regions = [place.rect(f"opponent_{k}") for k in range(1, 6)]
        band = regions[0].unionall(regions[1:])
        gap = regions[1].left - regions[0].right
        top_row = order[:5]
        # Fewer opponents get wider panels (room for their names in a narrow window).
        share = (band.width - gap * (len(top_row) - 1)) // max(1, len(top_row))
        width = max(regions[0].width, min(round(regions[0].width * 1.4), share))
        total = len(top_row) * width + (len(top_row) - 1) * gap
        left = band.centerx - total // 2
        rects = {
            seat: pygame.Rect(left + i * (width + gap), band.top, width, band.height)
            for i, seat in enumerate(top_row)
        }
        if len(order) > 5:  # six computers watching: the sixth sits where a person would
            you = place.rect("you")
            rects[order[5]] = pygame.Rect(0, 0, width, band.height)
            rects[order[5]].midbottom = you.midbottom
        return rects

    def seat_point(self, seat: int) -> tuple[float, float]:
        if seat == self.viewer and self.dealer.shown.hand_open:
            hand = self.place.rect("hand")
            return (hand.centerx, hand.centery)
        rect = self.seat_rects().get(seat)
        if rect is None:
            return self.place.rect("you").center
        fan = fan_rect(rect)
        return (fan.left + fan.height * 0.7, fan.centery)

    def pile_point(self) -> tuple[float, float]:
        pile = self.place.rect("pile")
        height = self.pile_card_height()
        return (pile.centerx, pile.top + self.place.px(12) + height / 2)

    def card_scale(self) -> float:
        """The player's card size setting (small, normal, large) as a factor."""
        return CARD_SIZES.get(self.ctx.settings.card_size, 1.0)

    def pile_card_height(self) -> int:
        place = self.place
        return place.px(int(place.prop("pile", "card_height", 140)) * self.card_scale())

    def hand_card_height(self) -> float:
        """How tall the hand's cards are now: smaller (or in two rows) as the hand grows."""
        return self._hand_layout().height

    def _hand_layout(self) -> HandLayout:
        loose = sum(1 for c in self.hand if c.slot is None)
        return hand_fit(self.place, self.card_scale(), max(1, loose))

    def seat_card_height(self) -> float:
        rects = self.seat_rects()
        if not rects:
            return self.place.px(40)
        return float(fan_rect(next(iter(rects.values()))).height)

    def holder_fit(self) -> HolderFit:
        """Where the holder lies and how tall its cards are, for the card size setting."""
        return holder_fit(self.place, self.card_scale())

    def holder_geometry(self, settled: bool = False) -> HolderGeometry:
        fit = self.holder_fit()
        staged_new = None
        size = self.dealer.shown.holder.size
        if not settled:
            staged_new = next((c.slot for c in self.staged() if c.slot in (-1, size)), None)
        return self.dealer.shown.holder.geometry(
            fit.rect,
            fit.design_height,
            staged_new=staged_new,
            can_grow=not settled and self.can_stage,
            settled=settled,
            card_share=fit.card_share,
        )

    def move_line_rect(self) -> pygame.Rect:
        """A line of its own for what just happened, between the holder and the status line:
        bubbles there cover neither the turn banner nor the instructions."""
        place = self.place
        rail = self.holder_geometry(settled=True).rail
        preview = place.rect("preview")
        bottom = preview.top - place.px(2)
        # Below the word's underline when there is room, else just below the rail.
        under = rail.bottom + max(3, rail.height // 5) + max(2, rail.height // 10) + place.px(2)
        top = under if bottom - under >= place.px(22) else rail.bottom + place.px(1)
        height = min(place.px(30), bottom - top)
        return pygame.Rect(preview.left, bottom - height, preview.width, height)

    def last_move_rect(self) -> pygame.Rect:
        """The "Last move" button, at the right end of the move line."""
        line = self.move_line_rect()
        place = self.place
        # Wide enough for the label at its smallest size (12 px) in every language.
        label = self.ctx.text.width(self.ctx.t("table.last_move"), "ui_bold", place.text_px(15))
        width = max(place.px(130), label + max(place.px(24), line.height // 2 + 8))
        return pygame.Rect(line.right - width, line.top, width, line.height)

    def on_last_move(self) -> None:
        """Show the latest word again: the holder before it, then the word with its cards marked."""
        if self.dealer.last is not None and not self.session.handover_pending:
            self.replay = 0.0

    def best_start_word(self) -> PlayOutcome | None:
        """The start word the player may lay with one click (the engine's start-word finder)."""
        if self.session.phase is not Phase.START or self.viewer != self.session.current_seat:
            return None
        key = (self.session.current_seat, self.session.game.hand(self.session.current_seat))
        if self._start_word is None or self._start_word[0] != key:
            plays = self.session.legal_plays()  # in the start phase: the words of the best value
            self._start_word = (key, plays[0] if plays else None)
        return self._start_word[1]

    def on_lay_start(self) -> None:
        """Lay the best start word and play it: the start needs no rebuilding by hand."""
        best = self.best_start_word()
        if best is None or not self.can_stage:
            return
        self.unstage_all()
        self.typed = ""
        self.stage_outcome(best)
        self.on_play()

    def replay_view(self) -> tuple[tuple[tuple[str, ...], ...] | None, frozenset[int]] | None:
        """What the holder shows while the last move is shown again: stacks, marked slots."""
        last = self.dealer.last
        if self.replay is None or last is None:
            return None
        if self.replay < REPLAY_BEFORE:
            return last.before, frozenset()
        return last.after, last.slots

    def replay_phase(self) -> str | None:
        """Which half of "Last move" is on show: "before" or "after" the word, or None."""
        if self.replay_view() is None:
            return None
        assert self.replay is not None
        return "before" if self.replay < REPLAY_BEFORE else "after"

    def fresh_slots(self) -> frozenset[int]:
        """The slots whose cards were just laid, marked for a moment so the eye finds them."""
        last = self.dealer.last
        if last is None or self.dealer.fresh <= 0 or self.staged():
            return frozenset()
        return last.slots

    def play_sound(self, name: str) -> None:
        if not self.fast:
            self.sounds.play(name)

    def announce(self, text_key: str, seconds: float, **params: object) -> None:
        text = self.about_seat(text_key, **params)
        self.banner = (text, seconds / self.speed if not self.fast else 0)

    def about_seat(self, key: str, **params: object) -> str:
        """A line naming a seat, in the second person ("You start.", not "You starts.") when
        that seat is the lone player, whom the table calls "You"."""
        if params.get("name") == self.ctx.t("table.you") and key in SECOND_PERSON:
            key += "_you"
        return self.ctx.t(key, **params)

    def bubble_text(self, event: Event) -> tuple[int, str, str] | None:
        t = self.ctx.t
        match event:
            case StartWords(words=words):
                for seat, word, value in words:
                    if word:
                        text = t("table.bubble.start_word", word=word, points=value)
                        self.dealer.say(seat, text, "good")
                    elif value is not None:  # another seat's word: only its value is told
                        self.dealer.say(seat, t("table.bubble.start_value", points=value), "good")
                    else:
                        self.dealer.say(seat, t("table.bubble.no_word"), "bad")
                return None
            case Played(seat=seat, word=word, points=points):
                return seat, t("table.bubble.played", word=word, points=points), "good"
            case Exchanged(seat=seat, cards=cards, points=points):
                return seat, t("table.bubble.exchanged", count=len(cards), points=points), "bad"
            case Passed(seat=seat, timeout=timeout):
                return seat, t("table.bubble.timeout" if timeout else "table.bubble.passed"), "bad"
            case HandPenalty(seat=seat, points=points):
                return seat, t("table.bubble.penalty", points=points), "bad"
            case Drew(seat=seat, reason="penalty"):
                return seat, t("table.bubble.penalty_card"), "bad"
        return None

    def game_over(self) -> None:
        self.game_ended = True

    # -- names ---------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        setup = self.session.seats[seat]
        if setup.name:
            return setup.name
        if setup.kind == "person":
            return self.ctx.t("setup.player_name", n=seat + 1)
        return self.ctx.t("setup.computer_name", n=seat + 1)

    def seat_detail(self, seat: int) -> str:
        setup = self.session.seats[seat]
        if setup.kind == "person":
            return self.ctx.t("setup.seat.person")
        strength = self.ctx.t(f"strength.{setup.strength or 'medium'}")
        return self.ctx.t("setup.seat.computer", strength=strength)

    # -- the hand ------------------------------------------------------------------------

    def staged(self) -> list[HandCard]:
        return [c for c in self.hand if c.slot is not None]

    def placements(self) -> tuple[Placement, ...]:
        return tuple(
            Placement(c.slot, c.card, c.letter if c.card == JOKER else None)
            for c in self.hand
            if c.slot is not None
        )

    def _rebuild_hand(self) -> None:
        """Show the viewer's hand as the game has it (a restored game, a new hot-seat player)."""
        self.hand = []
        self.card_focus = None
        viewer = self.viewer
        if viewer is None or not self.dealer.shown.hand_open:
            return
        height = self.hand_card_height()
        for card in self.session.game.hand(viewer):
            self.hand.append(HandCard(card, 0, 0, height))
        self._layout_hand(instant=True)

    def _reconcile_hand(self) -> None:
        """Make the shown hand hold exactly the viewer's cards (after every animation)."""
        viewer = self.viewer
        if viewer is None or not self.dealer.shown.hand_open:
            return
        wanted = Counter(self.session.game.hand(viewer))
        have = Counter(c.card for c in self.hand)
        if wanted == have:
            return
        for card, extra in (have - wanted).items():
            for _ in range(extra):
                victim = next(c for c in reversed(self.hand) if c.card == card)
                self.hand.remove(victim)
        x, y = self.pile_point()
        for card, missing in (wanted - have).items():
            for _ in range(missing):
                self.hand.append(HandCard(card, x, y, self.hand_card_height()))

    def hand_positions(self) -> list[tuple[float, float]]:
        """Where the cards of the hand that are not staged lie, left to right."""
        if not any(c.slot is None for c in self.hand):
            return []
        return list(self._hand_layout().positions)

    def _layout_hand(self, instant: bool = False) -> None:
        """Send every card of the hand to where it belongs now (a staged one: its slot)."""
        if not self.hand:
            return
        positions = iter(self.hand_positions())
        geometry = self.holder_geometry()
        height = self.hand_card_height()
        seconds = 0.0 if (instant or self.fast) else 0.28 / self.speed
        for card in self.hand:
            if card is self.dragging:
                continue
            target: tuple[float, float, float]
            if card.slot is not None and card.slot in geometry.slots:
                rect = geometry.slots[card.slot]
                target = (rect.centerx, rect.centery, float(geometry.card_h))
            else:
                x, y = next(positions, (card.x, card.y))
                target = (x, y, height)
            if (card.tx, card.ty, card.th) == target and not instant:
                continue
            card.tx, card.ty, card.th = target
            self.tweens.to(card, "x", target[0], seconds, ease_out_cubic, blocking=False)
            self.tweens.to(card, "y", target[1], seconds, ease_out_cubic, blocking=False)
            self.tweens.to(card, "height", target[2], seconds, ease_out_cubic, blocking=False)
        for card in self.hand:
            lift = 0.0
            if card.slot is None and card is not self.dragging:
                # A card marked for an exchange stays in its row (its red ring and badge mark
                # it): lifted, it covered the line above the hand or the row above it.
                if card.selected:
                    lift = self.place.px(22)
                elif card in (self.hovered, self.card_focus) and self.can_stage:
                    lift = self.place.px(12)
            if card.lift != lift and not self.tweens.running(card, "lift"):
                self.tweens.to(card, "lift", lift, 0.0 if self.fast else 0.12, blocking=False)

    # -- state ---------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.dealer.busy or self.refusing > 0

    @property
    def can_stage(self) -> bool:
        """Whether the person at the screen may move cards now."""
        return (
            self.session.can_act
            and self.session.viewer == self.session.current_seat
            and self.dealer.shown.hand_open
            and not self.busy
            and not self.finished
        )

    def _invalidate(self) -> None:
        self._preview = None
        if self.pass_armed:  # the player did something else: no longer about to pass
            self._disarm_pass()

    # -- input ---------------------------------------------------------------------------

    def handle(self, intent: Intent) -> bool:
        if self.handover_shown():
            if intent.kind == Kind.CONFIRM:
                self.confirm_handover()
                return True
            if intent.kind == Kind.BACK:
                self.open_pause()
                return True
            self.handover_focus.handle(intent)
            return True
        kind = intent.kind
        if kind == Kind.BACK:
            if self.dragging is not None:
                self._drop(None)
            else:
                self.open_pause()
            return True
        if kind == Kind.CONFIRM:
            if self._button_chosen_by_keys():
                self.focus.handle(intent)  # Enter presses the button Tab or the arrows chose
            elif self.exchange_mode:
                self.on_exchange()
            elif self.pass_armed and not self.staged() and not self.typed:
                self.on_pass()  # Enter answers "Really pass?": yes
            else:
                self.on_play()
            return True
        if self.exchange_mode and self._exchange_key(intent):
            return True
        if kind == Kind.TEXT:
            self._typed(intent.text)
            return True
        if kind in (Kind.TAB, Kind.TAB_BACK, Kind.UP, Kind.DOWN):
            self.card_focus = None  # one focus at a time: the buttons' now
        if kind in (Kind.ERASE, Kind.DELETE):
            self.on_undo()
            return True
        if kind == Kind.SCROLL and self.place.rect("log").collidepoint(self.pointer):
            self.scroll_log(intent.amount)
            return True
        if kind in LOG_KEYS:
            self.scroll_log(LOG_KEYS[kind])
            return True
        if intent.is_pointer:
            self.pointer = intent.pos
            return self._pointer(intent)
        return self.focus.handle(intent)

    def scroll_log(self, entries: int) -> None:
        """Scroll the move log back (positive) or forward; 0 shows the newest entries."""
        newest_first = min(self.dealer.shown.log_count, LOG_ENTRIES)
        self.log_scroll = max(0, min(self.log_scroll + entries, newest_first - 1))

    def _button_chosen_by_keys(self) -> bool:
        focused = self.focus.focused
        return focused is not None and focused.enabled and self.focus.by_keyboard

    def _exchange_key(self, intent: Intent) -> bool:
        """Choosing cards for an exchange with the keys: the arrows or a card's number (1-9,
        0 for the 10th, left to right; see digit_card_index) move the focus over the hand,
        Space marks or unmarks that card."""
        loose = [c for c in self.hand if c.slot is None]
        if not loose or not self.can_stage:
            return False
        if intent.kind in (Kind.LEFT, Kind.RIGHT):
            step = 1 if intent.kind == Kind.RIGHT else -1
            if self.card_focus in loose:
                index = (loose.index(self.card_focus) + step) % len(loose)
            else:
                index = 0 if step > 0 else len(loose) - 1
            self._focus_card(loose[index])
            return True
        if intent.kind == Kind.TEXT and intent.text.isdigit():
            chosen = digit_card_index(
                intent.text[-1],
                loose.index(self.card_focus) if self.card_focus in loose else None,
                len(loose),
            )
            if chosen is not None:
                self._focus_card(loose[chosen])
            return True
        if intent.kind == Kind.SELECT and self.card_focus in loose:
            self._click_card(self.card_focus)
            return True
        return False

    def _focus_card(self, card: HandCard) -> None:
        self.card_focus = card
        self.focus.focus(None)  # one focus at a time: Enter now exchanges the marked cards

    def _pointer(self, intent: Intent) -> bool:
        pos = intent.pos
        if intent.kind == Kind.POINTER_MOVE:
            self._pointer_move(pos)
            if self.dragging is None:
                self.focus.handle(intent)
            return True
        if intent.kind == Kind.POINTER_DOWN:
            if self.focus.handle(intent):
                return True
            if not self.can_stage:
                return True
            card = self._card_at(pos)
            if card is not None:
                self.press = (card, pos, (card.x, card.y))
                return True
            geometry = self.holder_geometry()
            slot = self.dealer.shown.holder.slot_at(geometry, pos)
            selected = next((c for c in self.hand if c.selected), None)
            if slot is not None and selected is not None and not self.exchange_mode:
                self.stage(selected, slot)
            else:
                for c in self.hand:
                    c.selected = False
            return True
        if intent.kind == Kind.POINTER_UP:
            if self.focus.handle(intent):
                return True
            if self.dragging is not None:
                geometry = self.holder_geometry()
                self._drop(self.dealer.shown.holder.slot_at(geometry, pos))
            elif self.press is not None:
                card = self.press[0]
                self.press = None
                if card in self.hand:
                    self._click_card(card)
            return True
        return False

    def _pointer_move(self, pos: tuple[int, int]) -> None:
        if self.press is not None and self.dragging is None and not self.exchange_mode:
            card, start, _ = self.press
            if math.dist(pos, start) >= self.place.px(DRAG_THRESHOLD) and self.can_stage:
                self.dragging = card
                if card.slot is not None:
                    card.slot = None
                    self._invalidate()
                card.selected = False
                self.tweens.cancel(card)
                card.lift = 0.0
                card.height = self.hand_card_height()
        if self.dragging is not None:
            # A drag starts only from a press and ends with it, so press is set here.
            card, start, origin = self.press  # type: ignore[misc]
            card.x = origin[0] + pos[0] - start[0]
            card.y = origin[1] + pos[1] - start[1]
            geometry = self.holder_geometry()
            self.target_slot = self.dealer.shown.holder.slot_at(geometry, pos)
            return
        hovered = self._card_at(pos)
        if hovered is not None and hovered.slot is not None:
            hovered = None
        self.hovered = hovered

    def _card_at(self, pos: tuple[int, int]) -> HandCard | None:
        if self.viewer is None or not self.dealer.shown.hand_open:
            return None
        for card in reversed(paint_order(self.hand)):
            if card.rect().collidepoint(pos):
                return card
        return None

    def _click_card(self, card: HandCard) -> None:
        if self.exchange_mode:
            card.marked = not card.marked
            self._invalidate()
            return
        if card.slot is not None:
            self.unstage(card)
            return
        chosen = not card.selected
        for c in self.hand:
            c.selected = False
        card.selected = chosen

    def _drop(self, slot: int | None) -> None:
        card = self.dragging
        self.dragging = None
        self.press = None
        self.target_slot = None
        if card is None:
            return
        card.tx = card.ty = card.th = -1.0  # force the hand layout to send it somewhere
        if slot is not None and self.can_stage:
            self.stage(card, slot)
        else:
            self._layout_hand()

    def stage(self, card: HandCard, slot: int) -> None:
        """Put a hand card on a slot for the coming play (nothing is played yet)."""
        size = self.dealer.shown.holder.size
        for other in self.hand:
            clash = other.slot == slot or (slot in (-1, size) and other.slot in (-1, size))
            if other is not card and clash:
                other.slot = None
        card.slot = slot
        card.selected = False
        card.letter = None
        self.typed = ""
        self.message = None
        self._invalidate()
        self.play_sound("place")
        if card.card == JOKER:
            from rondo_desktop.games.rondo.table.picker import LetterPicker

            self.ctx.stack.push(LetterPicker(self.ctx, self, self.session.game.deck.alphabet, card))

    def joker_chosen(self, card: HandCard, letter: str | None) -> None:
        if letter is None:
            self.unstage(card)
        else:
            card.letter = letter
            self._invalidate()

    def unstage(self, card: HandCard) -> None:
        card.slot = None
        card.letter = None
        self._invalidate()

    def unstage_all(self) -> None:
        for card in self.hand:
            card.slot = None
            card.selected = False
            card.letter = None
        self._invalidate()

    def _typed(self, text: str) -> None:
        if not self.can_stage or self.exchange_mode:
            return
        # Typed as the lexicon spells: a German player may type Ä for AE.
        letters = transliterate(text, self.session.game.options.language)
        alphabet = self.session.game.deck.alphabet
        added = "".join(ch for ch in letters if ch in alphabet)
        if not added:
            return
        self.focus.focus(None)  # a word is being typed: Enter plays it, not a chosen button
        word = self.typed + added
        if self._typed_finished() and not self._may_continue(word):
            # MIX laid out, then F: the player starts a new word (FIX), not MIXF.
            word = added
        self.typed = word[:9]
        self.typed_at = self.clock
        self.typed_confirmed = False
        self._apply_typed()

    def _typed_finished(self) -> bool:
        """Whether the typed word is done: laid out, or refused after Enter or a pause (a
        refusal shown while the letters keep coming is about a word still being typed)."""
        if not self.typed:
            return False
        if self.staged():
            return True
        refused = self.message is not None and self.message[1] == "bad"
        paused = self.clock - self.typed_at >= TYPING_PAUSE
        return refused and (self.typed_confirmed or paused)

    def _may_continue(self, word: str) -> bool:
        return self.session.is_word(word) or self.session.begins_word(word)

    def _apply_typed(self) -> None:
        self.unstage_all()
        self.message = None
        if len(self.typed) < MIN_WORD:
            return
        outcomes = self.session.plays_for_word(self.typed) or self.session.start_words_for(
            self.typed
        )
        if outcomes:
            self.stage_outcome(outcomes[0])  # an illegal start word shows why it is refused
        elif self.session.is_word(self.typed) or not self.session.begins_word(self.typed):
            self.message = (self.typed_refusal(), "bad")
        # else: the letters begin a longer word; the status line says to keep typing

    def typed_refusal(self) -> str:
        """Why the typed word cannot be laid: not in the word list, or not from these cards."""
        if not self.session.is_word(self.typed):
            return self.ctx.t("rule.not_a_word", word=self.typed)
        return self.ctx.t("table.typed.no_play", word=self.typed)

    def stage_outcome(self, outcome: PlayOutcome) -> None:
        """Lay out a play the word finder found (typed word or hint) for the player to see."""
        self.lay_out(outcome.placements)

    def lay_out(self, placements: tuple[Placement, ...]) -> None:
        """Put hand cards on the slots the placements name (nothing is played yet)."""
        for placement in placements:
            card = next((c for c in self.hand if c.slot is None and c.card == placement.card), None)
            if card is None:
                continue
            card.slot = placement.slot
            card.letter = placement.letter
            card.selected = False
        self._invalidate()

    # -- the buttons ---------------------------------------------------------------------

    def on_play(self) -> None:
        if not self.can_stage or self.exchange_mode:
            return
        placements = self.placements()
        if not placements and self.typed:
            self.message = (self.typed_refusal(), "bad")  # Enter on a word not laid out
            self.typed_confirmed = True
            self.play_sound("refusal")
            return
        if any(c.card == JOKER and not c.letter for c in self.staged()):
            return  # the letter picker is still open
        try:
            self.session.play(placements)  # its events reach the dealer in update(), once
        except IllegalAction as refusal:
            self.refuse(refusal)
            return
        self.typed = ""
        self.message = None
        self._invalidate()

    def refuse(self, refusal: IllegalAction) -> None:
        """The engine said no: show why and shake the cards. Nothing changed: the cards stay
        in the holder, so the player can fix the one that is wrong."""
        self.message = (self.rule_text(refusal), "bad")
        self.play_sound("refusal")
        seconds = 0.0 if self.fast else 0.45 / self.speed
        for card in self.staged():
            self.tweens.wobble(card, "shake", self.place.px(10), seconds)
        self.typed = ""
        if seconds > 0:
            self.refusing = seconds

    def rule_text(self, refusal: IllegalAction) -> str:
        return self.ctx.t(f"rule.{refusal.rule.value}", **refusal.params)

    def on_exchange(self) -> None:
        if not self.can_stage:
            return
        if self.session.phase is not Phase.TURN:
            self.message = (self.ctx.t("rule.start_phase"), "bad")
            return
        if not self.exchange_mode:
            self.unstage_all()
            self.typed = ""
            self.message = None
            self.exchange_mode = True
            return
        marked = [c.card for c in self.hand if c.marked]
        if not marked:
            self._leave_exchange()
            return
        try:
            self.session.exchange(marked)  # its events reach the dealer in update(), once
        except IllegalAction as refusal:
            self.message = (self.rule_text(refusal), "bad")
            self.play_sound("refusal")
            return
        self.exchange_mode = False
        self.card_focus = None
        self._invalidate()

    def _leave_exchange(self) -> None:
        self.exchange_mode = False
        self.card_focus = None
        for card in self.hand:
            card.marked = False
        self._invalidate()

    def on_pass(self) -> None:
        if not self.can_stage:
            return
        if self.session.phase is not Phase.TURN:
            self.message = (self.ctx.t("rule.start_phase"), "bad")
            return
        if not self.pass_armed:
            self.pass_armed = True
            self.message = (self.pass_warning(), "bad")
            return
        self.pass_armed = False
        self._leave_exchange()
        self.unstage_all()
        self.message = None
        self.session.pass_turn()  # its events reach the dealer in update(), once

    def pass_warning(self) -> str:
        """What arming the pass says, naming the buttons as they read now ("Really pass?")."""
        t = self.ctx.t
        return t("table.pass_warning", confirm=t("table.pass_confirm"), undo=t("table.undo"))

    def _disarm_pass(self) -> None:
        self.pass_armed = False
        if self.message == (self.pass_warning(), "bad"):
            self.message = None

    def on_hint(self) -> None:
        if not self.can_stage:
            return
        self._leave_exchange()
        self.unstage_all()
        self.typed = ""
        best = self.session.hint()
        self.dealer.shown.log_count = len(self.session.log)
        if best is None:
            # Offer an exchange only when the engine would take one (not from an empty pile).
            key = "table.hint_none" if self.session.can_exchange() else "table.hint_none_pass"
            self.message = (self.ctx.t(key), "bad")
            return
        self.stage_outcome(best)
        self.message = (
            self.ctx.t("table.hint_best", word=best.word, points=best.score),
            "good",
        )

    def on_undo(self) -> None:
        if self.pass_armed:  # "Really pass?" answered: no, play on
            self._disarm_pass()
            return
        if self.exchange_mode:
            self._leave_exchange()
            return
        if self.typed:
            self.typed = self.typed[:-1]
            self._apply_typed()
            return
        staged = self.staged()
        if staged:
            self.unstage(staged[-1])
            self.message = None

    def on_sort(self) -> None:
        def key(card: HandCard) -> tuple[int, str]:
            rank = 2 if card.card == DELETE else 1 if card.card == JOKER else 0
            return (rank, card.card)

        ordered = sorted(self.hand, key=key)
        if ordered == self.hand:  # already sorted: sort by value instead, highest first
            deck = self.session.game.deck
            ordered = sorted(self.hand, key=lambda c: (-deck.value(c.card), c.card))
        self.hand = ordered

    def confirm_handover(self) -> None:
        if self.session.handover_pending:
            self.session.confirm_handover()

    def save_and_close(self) -> None:
        """Save the game as it stands, the cards placed but not played and the sand left
        included, and stop the computer players: "Save and quit" and the window's close."""
        session = self.session
        mine = self.viewer is not None and self.viewer == session.current_seat
        staged = [p for p in self.placements() if p.card != JOKER or p.letter] if mine else []
        session.staged = tuple(staged) or self.restoring
        session.autosave()
        session.staged = ()
        session.close()

    def quitting(self) -> None:
        self.save_and_close()

    def open_pause(self) -> None:
        from rondo_desktop.games.rondo.table.pause import PauseScene

        self.ctx.stack.push(PauseScene(self.ctx, self))

    def handover_shown(self) -> bool:
        return (
            self.session.handover_pending
            and not self.dealer.busy
            and not self.session.is_over
            and not self.finished
        )

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
                self._sync()
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
            self._sync()

    def _sync(self) -> None:
        """Nothing left to show: the screen shows exactly the game."""
        game, shown = self.session.game, self.dealer.shown
        if game.holder is not None:
            shown.holder.stacks = list(game.holder.stacks)
        shown.holder.grow_side = None
        shown.holder.grow = 1.0
        shown.scores = list(game.scores)
        shown.counts = [len(game.hand(s)) for s in range(len(self.session.seats))]
        shown.pile = game.pile_size
        shown.current = None if game.is_over else game.current_seat
        shown.log_count = len(self.session.log)
        self._reconcile_hand()

    def _after_update(self, dt: float) -> None:
        session = self.session
        shown = self.dealer.shown
        if not shown.hand_open and session.can_act and not self.dealer.busy:
            shown.hand_open = session.viewer == session.current_seat  # the handover is done
        shown_to = session.viewer if shown.hand_open else None
        if shown_to != self.viewer_seen:
            self.viewer_seen = shown_to
            self.typed = ""
            self.exchange_mode = False
            self._rebuild_hand()
        if not session.can_act or session.viewer != session.current_seat:
            if self.staged() and not self.dealer.busy:
                self.unstage_all()
            self.exchange_mode = self.exchange_mode and session.can_act
            if self.dragging is not None:
                self._drop(None)
        if self.pass_armed and not self.can_stage and not self.busy:
            self._disarm_pass()  # the turn is over (the sand ran out): nothing left to confirm
        if self.banner is not None:
            text, left = self.banner
            self.banner = (text, left - dt) if left - dt > 0 else None
        if self.replay is not None:
            self.replay += dt
            if self.replay >= REPLAY_BEFORE + REPLAY_AFTER or self.dealer.busy:
                self.replay = None  # over, or a new move is being shown
        clock = session.clock
        self.hourglass.update(dt, clock.turns, self.tweens, self.speed)
        if clock.urgent and not clock.paused and not self.busy and not self.fast:
            second = math.ceil(clock.remaining)
            if second != self.last_tick:
                self.last_tick = second
                self.play_sound("tick")
        if self.restoring and self.can_stage:
            self.lay_out(self.restoring)
            self.restoring = ()
        self._layout_hand()
        self._refresh_buttons()
        self.handover_focus.update(dt)
        if self.handover_shown():
            ready = self.handover_focus.widgets[0]
            assert isinstance(ready, Button)
            ready.text = self.ctx.t(
                "table.handover.ready", name=self.seat_name(session.current_seat)
            )
        if self.game_ended and not self.dealer.busy and not self.finished:
            self.finished = True
            from rondo_desktop.games.rondo.table.results import ResultsScene

            self.ctx.stack.replace(
                ResultsScene(self.ctx, session, self.quit_when_over), fade=not self.fast
            )

    def _refresh_buttons(self) -> None:
        t = self.ctx.t
        can = self.can_stage
        turn = self.session.phase is Phase.TURN
        staged = bool(self.staged())
        for widget in self.focus.widgets:
            assert isinstance(widget, Button)
            if widget.name == "play":
                widget.enabled = can and staged and not self.exchange_mode
                preview = self.preview() if widget.enabled else None
                widget.ready = preview is not None and preview[1] == "good"
            elif widget.name == "exchange":
                widget.enabled = can and turn and self.session.can_exchange()
                marked = sum(c.marked for c in self.hand)
                widget.text = (
                    t("table.exchange_confirm", count=marked, points=-EXCHANGE_COST * marked)
                    if self.exchange_mode and marked
                    else t("table.exchange_cancel")
                    if self.exchange_mode
                    else t("table.exchange")
                )
                widget.style = "primary" if self.exchange_mode and marked else "normal"
            elif widget.name == "pass":
                widget.enabled = can and turn
                widget.text = t("table.pass_confirm") if self.pass_armed else t("table.pass")
            elif widget.name == "hint":
                widget.enabled = can and not self.exchange_mode
            elif widget.name == "undo":
                undoable = staged or bool(self.typed) or self.exchange_mode or self.pass_armed
                widget.enabled = can and undoable
            elif widget.name == "sort":
                widget.enabled = bool(self.hand) and not self.session.handover_pending
            elif widget.name == "start_word":
                best = self.best_start_word() if can else None
                widget.visible = widget.enabled = best is not None
                if best is not None:
                    widget.text = t("table.lay_start", word=best.word, points=best.score)
                    line = self.move_line_rect()
                    width = self.ctx.text.width(widget.text, "ui_bold", widget.px)
                    widget.rect = pygame.Rect(0, 0, width + self.place.px(40), line.height)
                    widget.rect.center = line.center
            elif widget.name == "last_move":
                widget.rect = self.last_move_rect()
                widget.visible = self.dealer.last is not None
                widget.enabled = widget.visible and not self.session.handover_pending

    # -- the preview ---------------------------------------------------------------------

    def preview(self) -> tuple[str, str] | None:
        """The line under the holder: what the staged cards make, or why they cannot."""
        placements = self.placements()
        turn = self.session.game.turn
        if self._preview is not None and self._preview[:2] == (placements, turn):
            return self._preview[2]
        result: tuple[str, str] | None = None
        if placements and not any(p.card == JOKER and not p.letter for p in placements):
            try:
                outcome = self.session.check(placements)
                key = "table.preview_bonus" if outcome.bonus else "table.preview"
                text = self.ctx.t(key, word=outcome.word, points=outcome.score, bonus=outcome.bonus)
                result = (text, "good")
            except IllegalAction as refusal:
                result = (self.rule_text(refusal), "bad")
        self._preview = (placements, turn, result)
        return result

    def status_line(self) -> tuple[str, str] | None:
        t = self.ctx.t
        if self.message is not None:
            return self.message
        if self.exchange_mode:
            marked = sum(c.marked for c in self.hand)
            if marked:
                return t("table.exchange_cost", count=marked, cost=EXCHANGE_COST * marked), "normal"
            return t("table.exchange_choose"), "normal"
        preview = self.preview()
        if preview is not None:
            return preview
        if self.typed:
            return t("table.typed_more", word=self.typed), "normal"
        if self.can_stage:
            if self.session.phase is Phase.START:
                value = self.session.game.observation(self.session.current_seat).start_value
                return t("table.prompt_start", points=value), "normal"
            return t("table.prompt"), "normal"
        return None

    @property
    def hints_key(self) -> str:
        """The keys the line at the bottom explains: choosing cards while exchanging."""
        return "hints.table_exchange" if self.exchange_mode else "hints.table"

    def banner_text(self) -> str:
        t = self.ctx.t
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

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
