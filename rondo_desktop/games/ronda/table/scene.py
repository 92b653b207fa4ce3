"""Ronda's table: the generic card table with Ronda's hand, its ten places on the table, the
stock, the piles, the score pad and the end-of-hand summary.

A card is played by clicking it, dragging it onto the table, or with the keys (1-3 or the
arrows choose, Enter plays). Pointing at a card (or choosing it with the keys) lights the run
it would take and says what it would score, as the engine's :func:`resolve` says: the table
never works a rule out itself. What happened comes back as engine events, which the
:class:`~.dealer.RondaDealer` shows; :class:`~.painter.RondaPainter` paints.
"""

from __future__ import annotations

import logging
import math
import time
from typing import TYPE_CHECKING, ClassVar

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.session import NotYourTurn
from rondo_desktop.app.table.scene import CardTableScene
from rondo_desktop.games.ronda.engine import PlayCard, RondaError
from rondo_desktop.games.ronda.engine.cards import full_deck, rank_of
from rondo_desktop.games.ronda.engine.play import Outcome, resolve
from rondo_desktop.games.ronda.table.beats import SECOND_PERSON_BEATS
from rondo_desktop.games.ronda.table.dealer import RondaDealer
from rondo_desktop.games.ronda.table.geometry import TableGeometry
from rondo_desktop.games.ronda.table.pad import summary_card_height
from rondo_desktop.games.ronda.table.painter import RondaPainter
from rondo_desktop.games.ronda.table.session import SECOND_PERSON, RondaSession
from rondo_desktop.games.ronda.table.shown import shown_of
from rondo_desktop.games.ronda.table.words import RondaWords

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.scene import Scene
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter

log = logging.getLogger(__name__)

DRAG_START = 8  # design pixels the pointer moves before a press becomes a drag
SUMMARY_SECONDS = 5.0  # a summary nobody dismisses (a watched game) closes after this
WARM_SECONDS = 0.003  # of a frame spent painting faces ahead of need


class RondaTable(RondaWords, CardTableScene[RondaSession, RondaDealer]):
    layout_name = "ronda-table"
    second_person: ClassVar[frozenset[str]] = SECOND_PERSON | SECOND_PERSON_BEATS

    def __init__(
        self,
        ctx: AppContext,
        session: RondaSession,
        cards: SpanishCardPainter,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        super().__init__(ctx, session, speed, quit_when_over)
        self.cards = cards
        self.hover: int | None = None  # the hand card under the pointer
        self.chosen: int | None = None  # the hand card chosen with the keys
        self.press: tuple[int, tuple[int, int]] | None = None  # (card, where it was pressed)
        self.dragging = False
        self.summary_age = 0.0
        self._geometry: TableGeometry | None = None
        self._warming: tuple[TableGeometry | None, list[tuple[str, int]]] = (None, [])
        self.dealer = RondaDealer(self, session, self.speed)
        self.painter = RondaPainter(self)
        self.viewer_seen = session.viewer if self.dealer.shown.hand_open else None
        events = session.take_events()
        if events:
            self.dealer.opening(events)

    # -- where things are ------------------------------------------------------------------

    @property
    def bottom_seat(self) -> int:
        return self.session.bottom_seat

    @property
    def geometry(self) -> TableGeometry:
        """Where things lie, worked out again only when the window or the bottom seat changes."""
        cached, bottom = self._geometry, self.bottom_seat
        if cached is None or cached.place is not self.place or cached.bottom != bottom:
            seats = len(self.session.seats)
            sides = tuple(self.session.side_of(s) for s in range(seats))
            cached = self._geometry = TableGeometry(self.place, seats, bottom, sides)
        return cached

    def seat_rects(self) -> dict[int, pygame.Rect]:
        return self.geometry.seat_rects()

    def stock_point(self) -> tuple[float, float]:
        return self.geometry.stock_point()

    def seat_point(self, seat: int) -> tuple[float, float]:
        return self.geometry.seat_point(seat)

    def score_point(self, seat: int) -> tuple[float, float]:
        """Where points scored by ``seat``'s side rise from: its plate or its seat."""
        if seat == self.bottom_seat:
            rect = self.place.rect("seat_you")
            return (float(rect.centerx), float(rect.top))
        return self.seat_point(seat)

    def hand_point(self, index: int, count: int) -> tuple[float, float]:
        return self.geometry.hand_point(index, count)

    def slot_point(self, rank: int) -> tuple[float, float]:
        return self.geometry.slot_point(rank)

    def near_side(self) -> int:
        return self.session.side_of(self.bottom_seat)

    def pile_point(self, side: int) -> tuple[float, float]:
        rect = self.geometry.pile_rect(side)
        return (float(rect.centerx), float(rect.centery))

    def table_card_height(self) -> float:
        return float(self.geometry.table_card_height())

    def hand_card_height(self) -> float:
        return float(self.geometry.hand_card_height())

    def seat_card_height(self) -> float:
        return self.geometry.seat_card_height()

    def laid_hand(self) -> list[pygame.Rect]:
        """The bottom hand's places, room kept for the cards still flying to it."""
        count = len(self.dealer.shown.hand)
        return self.geometry.hand_rects(count + self.dealer.incoming)[:count]

    def hand_rects(self) -> list[pygame.Rect]:
        """The bottom hand's cards as drawn: the one pointed at or chosen stands up."""
        rects = self.laid_hand()
        lift = self.place.px(18)
        focus = self.focus_card()
        for index, rect in enumerate(rects):
            if index == focus and self.can_play():
                rect.move_ip(0, -lift)
            if self.dragging and self.press is not None and self.press[0] == index:
                rect.center = self.pointer
        return rects

    # -- words (card, side and seat names, the log's lines, the turn line: RondaWords) -----

    def wants_summary(self) -> bool:
        return not self.fast

    # -- choosing and playing a card -------------------------------------------------------

    def can_play(self) -> bool:
        session, shown = self.session, self.dealer.shown
        return (
            session.can_act
            and session.viewer == session.current_seat == self.bottom_seat
            and shown.hand_open
            and not self.busy
            and bool(shown.hand)
        )

    def focus_card(self) -> int | None:
        if self.dragging and self.press is not None:
            return self.press[0]
        if self.chosen is not None:
            return self.chosen
        return self.hover

    def focused_card(self) -> str | None:
        index = self.focus_card()
        hand = self.dealer.shown.hand
        if index is None or not 0 <= index < len(hand) or not self.can_play():
            return None
        return hand[index]

    def outcome(self, card: str) -> Outcome:
        """What ``card`` would take and score now, as the engine says."""
        observation = self.session.game.observation(self.session.current_seat)
        return resolve(observation.context(), rank_of(card))

    def highlighted(self) -> frozenset[str]:
        """The table's cards the focused hand card would take."""
        card = self.focused_card()
        if card is None:
            return frozenset()
        taken = set(self.outcome(card).taken)
        return frozenset(c for c in self.dealer.shown.table if rank_of(c) in taken)

    def status_line(self) -> tuple[str, str] | None:
        card = self.focused_card()
        if card is None or self.dealer.summary is not None:
            return None
        outcome, t = self.outcome(card), self.ctx.t
        if outcome.captures:
            count = len(outcome.taken) + 1
            text = t("table.ronda.would_take", card=self.card_name(card), count=count)
        else:
            text = t("table.ronda.would_lay", card=self.card_name(card))
        extras = []
        if outcome.este:
            extras.append(t("table.ronda.este", points=outcome.este))
        if outcome.missa:
            extras.append(t("table.ronda.missa", points=outcome.missa))
        if extras:
            text = t("table.ronda.parts_sep").join([text, *extras])
        return text, "good" if outcome.captures or extras else "normal"

    def play(self, index: int) -> bool:
        """Play the bottom hand's card ``index``; False when it cannot be played now."""
        hand = self.dealer.shown.hand
        if not self.can_play() or not 0 <= index < len(hand):
            return False
        try:
            self.session.act(PlayCard(hand[index]))
        except (RondaError, NotYourTurn) as error:
            # The engine's refusal (never expected: any card may be played, and only on
            # one's turn) leaves the game as it was; the card stays in the hand.
            log.warning("a play at Ronda's table was refused: %s", error)
            self.announce("table.ronda.refused", 1.5)
            return False
        if self.session.hot_seat:
            self.dealer.shown.hand_open = False  # the next person must not see this hand
        self.chosen = self.hover = None
        self.press, self.dragging = None, False
        return True

    # -- input -----------------------------------------------------------------------------

    def handle_game(self, intent: Intent) -> bool:
        kind = intent.kind
        if self.dealer.summary is not None:
            if kind in (Kind.CONFIRM, Kind.SELECT, Kind.POINTER_UP):
                self.dismiss_summary()
            return True
        if kind == Kind.TEXT and intent.text in ("1", "2", "3", "4"):
            index = int(intent.text) - 1
            if index < len(self.dealer.shown.hand):
                if self.chosen == index:
                    self.play(index)  # the same key again plays it
                else:
                    self.chosen = index
            return True
        if kind in (Kind.LEFT, Kind.RIGHT):
            self._move_choice(-1 if kind == Kind.LEFT else 1)
            return True
        if kind in (Kind.CONFIRM, Kind.SELECT):
            focused = self.focus_card()
            if focused is not None:
                self.play(focused)
            return True
        if intent.is_pointer:
            self.pointer = intent.pos
            return self._pointer(intent)
        return self.focus.handle(intent)

    def _move_choice(self, step: int) -> None:
        count = len(self.dealer.shown.hand)
        if count == 0:
            return
        if self.chosen is not None:
            start = self.chosen
        else:
            start = (self.hover if self.hover is not None else 0) - step
        self.chosen = (start + step) % count

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in reversed(list(enumerate(self.laid_hand()))):
            if rect.inflate(0, self.place.px(36)).collidepoint(pos):
                return index
        return None

    def _pointer(self, intent: Intent) -> bool:
        kind, pos = intent.kind, intent.pos
        if kind == Kind.POINTER_MOVE:
            self.hover = self._card_at(pos)
            if self.hover is not None:
                self.chosen = None
            if self.press is not None and not self.dragging:
                moved = math.dist(pos, self.press[1])
                self.dragging = moved >= self.place.px(DRAG_START)
            return True
        if kind == Kind.POINTER_DOWN:
            index = self._card_at(pos)
            if index is not None and self.can_play():
                self.press = (index, pos)
                return True
            return self.focus.handle(intent)
        if kind == Kind.POINTER_UP and self.press is not None:
            index, _ = self.press
            if not self.dragging:
                self.play(index)  # a click
            elif pos[1] < self.geometry.hand_rects(1)[0].top:
                self.play(index)  # dropped on the table
            self.press, self.dragging = None, False
            return True
        return self.focus.handle(intent)

    def cancel_gesture(self) -> bool:
        if self.dragging or self.chosen is not None:
            self.press, self.dragging, self.chosen = None, False, None
            return True
        return False

    def dismiss_summary(self) -> None:
        self.dealer.dismiss_summary()
        self.summary_age = 0.0

    # -- what the generic table asks -------------------------------------------------------

    def sync(self) -> None:
        """Nothing left to show: the screen shows exactly the game."""
        shown = self.dealer.shown
        fresh = shown_of(self.session, self.bottom_seat)
        fresh.hand_open = shown.hand_open
        self.dealer.shown = fresh
        count = len(fresh.hand)
        if self.chosen is not None and self.chosen >= count:
            self.chosen = None

    def hand_changed_owner(self) -> None:
        self.chosen = self.hover = None
        self.press, self.dragging = None, False
        if not self.dealer.busy:
            self.sync()

    def _warm_faces(self) -> None:
        """Paint the pack's faces at the table's sizes a few at a time, ahead of need: a face
        costs milliseconds to paint, too much for the frame in which it first flies."""
        geometry = self.geometry
        if self._warming[0] is not geometry:
            sizes = (
                geometry.table_card_height(),
                geometry.hand_card_height(),
                *sorted({geometry.pile_rect(side).height for side in set(geometry.sides)}),
                summary_card_height(self, self.session.game.options.sides),
            )
            # Popped from the end: the table's and the hand's sizes first, and in each the
            # cards on the table and in the hand first of all.
            game = self.session.game
            seen = set(game.table.values()) | set(game.hands[self.bottom_seat])
            deck = sorted(full_deck(), key=lambda card: card in seen)
            todo = [(card, size) for size in reversed(sizes) for card in deck]
            self._warming = (geometry, todo)
        todo = self._warming[1]
        began = time.perf_counter()
        theme = self.ctx.theme
        while todo and time.perf_counter() - began < WARM_SECONDS:
            card, size = todo.pop()
            self.cards.face(card, size, theme)

    def update_game(self, dt: float) -> None:
        if not self.fast:
            self._warm_faces()
        if self.dealer.summary is not None:
            self.summary_age += dt
            if not self.session.persons and self.summary_age >= SUMMARY_SECONDS / self.speed:
                self.dismiss_summary()
        if not self.can_play() and self.dragging:
            self.press, self.dragging = None, False

    def results_scene(self) -> Scene:
        from rondo_desktop.games.ronda.table.results import RondaResults

        return RondaResults(self.ctx, self.session, self.cards, self.quit_when_over)

    def rules_scene(self) -> Scene:
        from rondo_desktop.games.ronda.ui import rules_scene

        return rules_scene(self.ctx)

    @property
    def hints_key(self) -> str:
        return "hints.ronda_table"

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
