"""Ronda's dealer: the engine's events shown one after another on the table.

Cards fly from the stock to the seats and the table, a played card flies to its rank's place
on the table and, when it captures, the run sweeps card by card (lowest first) to the
capturing side's pile; este, missa, ronda and tringa rise as points where they happen; the
end of a hand opens its summary, which holds the table until it is dismissed. What the screen
shows (:class:`RondaShown`) lags behind the game while this happens; at maximum speed every
duration is 0 and the same code applies each event at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from rondo_desktop.app.anim.flights import CardAnimator
from rondo_desktop.app.anim.sprites import Popup
from rondo_desktop.app.anim.tween import Tweens
from rondo_desktop.games.ronda.engine.cards import rank_of, sorted_cards
from rondo_desktop.games.ronda.engine.events import (
    BatchDealt,
    Captured,
    CardPoints,
    ComboAwarded,
    DealerLastCard,
    Dealt,
    Este,
    Event,
    HandScored,
    HandStarted,
    Laid,
    MatchWon,
    Missa,
    Played,
    Redealt,
    Swept,
    TableLaid,
)
from rondo_desktop.games.ronda.engine.game import KINDS
from rondo_desktop.games.ronda.table.beats import Beat, next_beat
from rondo_desktop.games.ronda.table.session import log_entry
from rondo_desktop.games.ronda.table.shown import HandSummary, fly_turning, shown_of

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.table.session import RondaSession

# Base durations in seconds at animation speed 1.
DEAL_STAGGER = 0.07
DEAL_FLIGHT = 0.32
PLAY_FLIGHT = 0.38
SWEEP_STAGGER = 0.11
SWEEP_FLIGHT = 0.42
SETTLE = 0.25  # a beat between the card landing and the run it takes leaving
POINTS = 1.5  # how long rising points stay
CALL = 0.8  # este, missa and the last cards: the line names them this long before the turn
# A beat at the hand's end: the last card's points rise and fade, the leftovers reach the
# last capturer's pile, before the summary covers the table.
HAND_END = POINTS


class Stage(Protocol):
    """What the dealer needs from the table scene: places on screen, sounds, words."""

    tweens: Tweens

    @property
    def bottom_seat(self) -> int: ...

    def stock_point(self) -> tuple[float, float]: ...

    def seat_point(self, seat: int) -> tuple[float, float]: ...

    def score_point(self, seat: int) -> tuple[float, float]: ...

    def hand_point(self, index: int, count: int) -> tuple[float, float]: ...

    def slot_point(self, rank: int) -> tuple[float, float]: ...

    def pile_point(self, side: int) -> tuple[float, float]: ...

    def table_card_height(self) -> float: ...

    def hand_card_height(self) -> float: ...

    def seat_card_height(self) -> float: ...

    def play_sound(self, name: str) -> None: ...

    def say(self, key: str, **params: object) -> str: ...

    def wants_summary(self) -> bool: ...

    def game_over(self) -> None: ...


class RondaDealer(CardAnimator[Event]):
    def __init__(self, stage: Stage, session: RondaSession, speed: float) -> None:
        super().__init__(stage.tweens, speed)
        self.stage = stage
        self.session = session
        self.shown = shown_of(session, stage.bottom_seat)
        self.summary: HandSummary | None = None
        self.highlight_capturer = 0.0  # seconds the last capturer's mark still glows
        self.last_summary: HandSummary | None = None
        self._beat_taken = False  # the pause before this hand's summary has been had
        self.incoming = 0  # the bottom hand's cards still flying to it from the stock
        self.turn_pending = False  # the turn line waits for the play's cards to land
        self.beat: Beat | None = None  # what the line says while this is shown

    def opening(self, events: list[Event]) -> None:
        """A new match: the screen starts from a bare table and shows its first deal."""
        shown, sides = self.shown, len(self.shown.totals)
        shown.table, shown.hand, shown.stock = [], [], 40
        shown.counts = [0] * len(shown.counts)
        shown.scores = [0] * len(shown.scores)
        shown.totals = [0] * sides
        shown.hand_points = {kind: [0] * sides for kind in KINDS}
        shown.log_count = 0
        self.feed(events)

    @property
    def busy(self) -> bool:
        return super().busy or self.summary is not None

    def ready_for_next(self) -> bool:
        """The queue stops at a summary until it is dismissed, and for a beat before one."""
        return self.summary is None and not self._beat_before_summary()

    def dismiss_summary(self) -> None:
        self.summary = None

    def tick(self, dt: float) -> None:
        self.highlight_capturer = max(0.0, self.highlight_capturer - dt)
        self._move_turn()
        if not self.busy:
            self.beat = None  # everything is shown: the line names whose turn it is

    # -- the events ------------------------------------------------------------------------

    def show(self, event: Event) -> None:
        if log_entry(event) is not None:
            self.shown.log_count += 1  # the log tells what has been shown, no more
        # The line names what starts to show now (the engine's event, before it is hidden
        # from the screen's seat: a beat names no hidden card).
        self.beat = next_beat(self.beat, event)
        # The engine hides what the screen's seat may not see (Event.hidden, through the
        # session): only the bottom seat's own cards arrive, the others' are blanks.
        event = self.session.seen_by(event, self.stage.bottom_seat)
        match event:
            case HandStarted():
                self._hand_started(event)
            case Dealt():
                self._dealt(event)
            case TableLaid(cards=cards):
                self._table_laid(cards)
            case BatchDealt(last=last, leader=leader):
                self.shown.last_batch = last
                self.shown.current = leader
                if last:
                    self.stage.play_sound("tick")
                    self.wait = self.seconds(CALL)
            case ComboAwarded():
                self._combo(event)
            case Played(seat=seat, card=card):
                self._played(seat, card)
            case Captured():
                self._captured(event)
            case Laid(card=card):
                self.shown.table = list(sorted_cards([*self.shown.table, card]))
                self.shown.landing = None
                self._next_turn()
            case Este(seat=seat, side=side, rank=rank, link=link, points=points) if points:
                self._score(side, "este", points)
                key = "table.ronda.este" if link == 2 else "table.ronda.este_chain"
                self._points(self.stage.slot_point(rank), self.stage.say(key, points=points))
                self.wait = max(self.wait, self.seconds(CALL))
            case Missa(seat=seat, side=side, points=points) if points:
                self._score(side, "missa", points)
                point = self.stage.score_point(seat)
                self._points(point, self.stage.say("table.ronda.missa", points=points))
                self.wait = max(self.wait, self.seconds(CALL))
            case DealerLastCard(side=side, points=points):
                self._score(side, "dealer", points)
            case Swept(side=side, cards=cards):
                self._sweep(side, cards, 0.0)
            case CardPoints(side=side, points=points) if points:
                self._score(side, "cards", points)
            case HandScored():
                self._hand_scored(event)
            case MatchWon():
                self.shown.current = None
                self.stage.game_over()
            case Redealt():
                self.wait = self.seconds(0.4)

    def _seat_of(self, side: int) -> int:
        """The seat whose place stands for ``side``: the bottom seat's own, else the first."""
        bottom = self.stage.bottom_seat
        if self.session.side_of(bottom) == side:
            return bottom
        return next(s for s in range(len(self.session.seats)) if self.session.side_of(s) == side)

    def _next_turn(self) -> None:
        """The turn line moves on once this play has been shown, its cards landed."""
        self.turn_pending = True

    def _move_turn(self) -> None:
        if self.turn_pending and not self.queue and self.in_flight == 0:
            self.turn_pending = False
            game = self.session.game
            self.shown.current = None if game.is_over else game.current_seat

    def _hand_started(self, event: HandStarted) -> None:
        shown, sides = self.shown, len(self.shown.piles)
        shown.hand_no, shown.dealer = event.hand, event.dealer
        shown.piles = [0] * sides
        shown.pile_cards = [[] for _ in range(sides)]
        shown.hand_points = {kind: [0] * sides for kind in KINDS}
        shown.table, shown.last_capturer, shown.stock = [], None, 40
        shown.current = None
        self.wait = self.seconds(0.3)

    def _dealt(self, event: Dealt) -> None:
        stage, shown = self.stage, self.shown
        seat = event.seat
        mine = seat == stage.bottom_seat
        height = stage.hand_card_height() if mine else stage.seat_card_height()
        # The bottom hand is empty when a batch comes: its cards fly, lowest first, to the
        # places they keep in the sorted hand, which lays out for them while they fly.
        cards = sorted_cards(event.cards) if mine else event.cards
        for k, card in enumerate(cards):
            # The bottom seat's own cards fly face up only while its hand is open.
            face = card if mine and shown.hand_open else ""
            if mine:
                self.incoming += 1

            def land(card: str = card) -> None:
                shown.counts[seat] += 1
                shown.stock = max(0, shown.stock - 1)
                if mine:
                    self.incoming -= 1
                    shown.hand.append(card)

            end = (
                stage.hand_point(len(shown.hand) + k, len(shown.hand) + len(cards))
                if mine
                else stage.seat_point(seat)
            )
            self.fly(
                face,
                stage.stock_point(),
                end,
                (stage.table_card_height() * 0.9, height),
                k * DEAL_STAGGER,
                land,
                duration=DEAL_FLIGHT,
            )
        self.stage.play_sound("deal")

    def _table_laid(self, cards: tuple[str, ...]) -> None:
        stage, shown = self.stage, self.shown
        height = stage.table_card_height()
        for k, card in enumerate(cards):

            def land(card: str = card) -> None:
                shown.table = list(sorted_cards([*shown.table, card]))
                shown.stock = max(0, shown.stock - 1)

            # Face down off the stock, turned up on its way to its rank's place.
            end = stage.slot_point(rank_of(card))
            fly_turning(self, card, (stage.stock_point(), end), height, k * DEAL_STAGGER, land)

    def _combo(self, event: ComboAwarded) -> None:
        for seat, kind, _rank in event.holders:
            self.say(seat, self.stage.say(f"table.ronda.holds_{kind}"), "good")
        for side, points in event.points:
            self._score(side, "ronda", points)
            # From the plate of the seat that won the pot, not its side's first seat or the
            # bottom one (issue #14: a partner's +1 rose by the player's plate).
            won = [s for s in event.winners if self.session.side_of(s) == side]
            point = self.stage.score_point(won[0] if won else self._seat_of(side))
            self._points(point, self.stage.say("table.ronda.pot", points=points))
        self.wait = self.seconds(1.0)

    def _played(self, seat: int, card: str) -> None:
        stage, shown = self.stage, self.shown
        shown.current = seat
        mine = seat == stage.bottom_seat
        start = stage.seat_point(seat)
        if mine and card in shown.hand:
            index = shown.hand.index(card)
            start = stage.hand_point(index, len(shown.hand))
            shown.hand.remove(card)
        elif mine and shown.hand:
            shown.hand.pop()  # a hidden hand: one of its backs leaves
        shown.counts[seat] = max(0, shown.counts[seat] - 1)
        x, y = stage.slot_point(rank_of(card))
        height = stage.table_card_height()
        if any(rank_of(c) == rank_of(card) for c in shown.table):
            y += height * 0.28  # over the card it matches, which still shows its rank

        def land() -> None:
            shown.landing = card
            self.wait = self.seconds(SETTLE)

        start_h = stage.hand_card_height() if mine else stage.seat_card_height()
        self.fly(card, start, (x, y), (start_h, height), 0.0, land, duration=PLAY_FLIGHT)
        self.stage.play_sound("place")

    def _captured(self, event: Captured) -> None:
        shown = self.shown
        shown.last_capturer = event.seat
        self.highlight_capturer = self.seconds(2.0) or 0.0
        taken = [c for c in shown.table if c in event.taken]
        shown.table = [c for c in shown.table if c not in event.taken]
        landing = shown.landing
        shown.landing = None
        # The run leaves lowest first, then the card that took it.
        cards = [*sorted_cards(taken), *([landing] if landing else [])]
        self._sweep(event.side, tuple(cards), 0.0, from_table=True, played=landing)
        for card in event.stolen:  # V-06: the previous taker's packet changes piles
            if event.stolen_from is not None:
                shown.piles[event.stolen_from] -= 1
            self._to_pile(event.side, card, self.stage.pile_point(event.stolen_from or 0), 0.0)
        self.stage.play_sound("success")

    def _sweep(
        self,
        side: int,
        cards: tuple[str, ...],
        delay: float,
        from_table: bool = False,
        played: str | None = None,
    ) -> None:
        stage, shown = self.stage, self.shown
        if not from_table:  # the leftovers at the end of the hand
            shown.table = [c for c in shown.table if c not in cards]
        height = stage.table_card_height()
        for k, card in enumerate(cards):
            x, y = stage.slot_point(rank_of(card))
            if card == played:
                y += height * 0.28
            self._to_pile(side, card, (x, y), delay + k * SWEEP_STAGGER)
        self._next_turn()

    def _to_pile(self, side: int, card: str, start: tuple[float, float], delay: float) -> None:
        shown, stage = self.shown, self.stage

        def land() -> None:
            shown.piles[side] += 1
            shown.pile_cards[side].append(card)

        height = stage.table_card_height()
        end = stage.pile_point(side)
        self.fly(card, start, end, (height, height * 0.8), delay, land, duration=SWEEP_FLIGHT)

    def _score(self, side: int, kind: str, points: int) -> None:
        shown = self.shown
        shown.totals[side] += points
        shown.hand_points.setdefault(kind, [0] * len(shown.totals))[side] += points
        for seat in range(len(shown.scores)):
            if self.session.side_of(seat) == side:
                shown.scores[seat] = shown.totals[side]

    def _points(self, point: tuple[float, float], text: str) -> None:
        ttl = self.seconds(POINTS)
        if ttl > 0:
            self.popups.append(Popup(text, point[0], point[1], ttl))
        self.stage.play_sound("success")

    def _beat_before_summary(self) -> bool:
        """Whether the hand's score, next in the queue, waits a beat first (once)."""
        if not isinstance(self.queue[0], HandScored) or self.seconds(HAND_END) <= 0:
            return False
        if self._beat_taken:
            self._beat_taken = False
            return False
        self._beat_taken = True
        self.wait = self.seconds(HAND_END)
        return True

    def _hand_scored(self, event: HandScored) -> None:
        self.shown.totals = list(event.totals)
        game = self.session.game
        summary = HandSummary(
            event.hand,
            dict(event.points),
            event.piles,
            event.totals,
            tuple(tuple(sorted_cards(p)) for p in self.shown.pile_cards),
            game.is_over and game.hand_no == event.hand,
        )
        if self.stage.wants_summary():
            self.summary = summary
        self.last_summary = summary
