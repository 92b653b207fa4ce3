"""The dealer: turns the engine's events into what the players see happen, one after another.

The engine has already applied a move when its events arrive; the dealer replays them on the
table at a readable pace: cards fly from the pile, a seat lays its word, the score rises. What
the screen shows (``Shown``) therefore lags behind the game until the dealer is idle, and the
session is told that the table is animating, so the next move waits for the last one to be
seen. At infinite speed every duration is 0 and the same code applies each event at once.
The queue, the cards in flight, the bubbles and pop-ups are every game's
(:class:`~rondo_desktop.app.anim.flights.CardAnimator`); this module says what Rondo's events
look like.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from rondo_desktop.app.anim.flights import FLIGHT, CardAnimator
from rondo_desktop.app.anim.sprites import Popup
from rondo_desktop.app.anim.tween import Tweens, ease_out_cubic
from rondo_desktop.games.rondo.engine import Placement
from rondo_desktop.games.rondo.engine.events import (
    Dealt,
    Drew,
    Event,
    Exchanged,
    GameOver,
    HandPenalty,
    Passed,
    Played,
    Redealt,
    StartSeat,
    StartWords,
    TurnStarted,
)
from rondo_desktop.games.rondo.table.holder import HolderGeometry, HolderView
from rondo_desktop.games.rondo.table.last_play import (
    LastPlay,
    last_play_from_after,
    last_play_from_before,
)
from rondo_desktop.games.rondo.table.view import HandCard

if TYPE_CHECKING:
    from rondo_desktop.games.rondo.table.session import GameSession

# Base durations in seconds at animation speed 1 (a card's flight: FLIGHT).
DEAL_STAGGER = 0.055
PLAY_STAGGER = 0.12
GROW = 0.35
FRESH = 2.6  # how long the cards of the latest word stay marked in the holder
# Events that write one line of the move log (the session logs exactly these).
LOGGED = (Redealt, StartSeat, Played, Exchanged, Passed, HandPenalty, GameOver)


class Stage(Protocol):
    """What the dealer needs from the table scene: places on screen, the hand, sounds."""

    tweens: Tweens
    hand: list[HandCard]

    def seat_point(self, seat: int) -> tuple[float, float]: ...

    def pile_point(self) -> tuple[float, float]: ...

    def holder_geometry(self, settled: bool = False) -> HolderGeometry: ...

    def hand_card_height(self) -> float: ...

    def seat_card_height(self) -> float: ...

    def play_sound(self, name: str) -> None: ...

    def announce(self, text_key: str, seconds: float, **params: object) -> None: ...

    def seat_name(self, seat: int) -> str: ...

    def bubble_text(self, event: Event) -> tuple[int, str, str] | None: ...

    def game_over(self) -> None: ...


@dataclass
class Shown:
    """The game as the screen currently shows it."""

    holder: HolderView
    scores: list[int]
    counts: list[int]
    pile: int
    current: int | None
    log_count: int
    start_words: dict[int, tuple[str | None, int | None]] = field(default_factory=dict)
    # Whether the viewer's hand is face up. At a hot-seat table only while its owner has the
    # screen: from the confirmed handover until their turn ends.
    hand_open: bool = True


class Dealer(CardAnimator[Event]):
    def __init__(self, stage: Stage, session: GameSession, speed: float) -> None:
        super().__init__(stage.tweens, speed)
        self.stage = stage
        self.session = session
        self.last: LastPlay | None = None
        self.landing: LastPlay | None = None  # the word whose cards are still flying
        self.fresh = 0.0  # seconds the latest word's cards stay marked
        game = session.game
        holder = HolderView()
        holder.stacks = list(game.holder.stacks) if game.holder is not None else None
        self.shown = Shown(
            holder=holder,
            scores=list(game.scores),
            counts=[len(game.hand(s)) for s in range(len(session.seats))],
            pile=game.pile_size,
            current=session.current_seat,
            log_count=len(session.log),
            hand_open=not session.hot_seat,
        )
        played = [e for e in game.log if isinstance(e, Played)]
        if played and holder.stacks is not None:
            self.last = last_play_from_after(played[-1], tuple(holder.stacks))

    # -- feeding -------------------------------------------------------------------------

    def begin(self, events: list[Event]) -> None:
        """The first events of a fresh game: the table starts empty and everything is dealt."""
        if any(isinstance(e, Dealt) for e in events):
            self.shown.holder.stacks = None
            self.shown.scores = [0] * len(self.shown.scores)
            self.shown.counts = [0] * len(self.shown.counts)
            self.shown.pile = self.session.game.deck.size
            self.shown.current = None
            self.stage.hand.clear()
        self.feed(events)
        self.shown.log_count -= sum(isinstance(e, LOGGED) for e in events)
        self.shown.log_count = max(0, self.shown.log_count)

    # -- the frame -----------------------------------------------------------------------

    def tick(self, dt: float) -> None:
        self.fresh = max(0.0, self.fresh - dt)

    def _ends_privacy(self, event: Event) -> bool:
        """Whether the viewer's turn is over at a hot-seat table: from here on, their cards
        (the refill and the penalty card included) are no longer shown."""
        if not self.session.hot_seat or not self.shown.hand_open:
            return False
        viewer = self.session.viewer
        match event:
            case Passed(seat=seat) | Drew(seat=seat):
                return seat == viewer
            case TurnStarted() | GameOver():
                return True
        return False

    def _close_hand(self) -> None:
        self.shown.hand_open = False
        self.stage.hand.clear()

    def _as_seen(self, event: Event) -> Event:
        """The event as the person who has the screen may see it (the engine hides the cards
        of every other seat); nobody's cards when no one has it."""
        viewer = self.session.viewer
        # The session asks the engine (Event.hidden): the one rule of what a seat may see.
        return self.session.seen_by(event, viewer if self.shown.hand_open else None)

    def show(self, event: Event) -> None:
        if self._ends_privacy(event):
            self._close_hand()
        event = self._as_seen(event)
        if isinstance(event, LOGGED):
            self.shown.log_count = min(len(self.session.log), self.shown.log_count + 1)
        if not isinstance(event, Played):  # a word is named once its cards have landed
            self._bubble(event)
        match event:
            case Dealt():
                batch = [event]
                while self.queue and isinstance(self.queue[0], Dealt):
                    # The loop takes only Dealt events, and hiding cards keeps an event's type.
                    batch.append(self._as_seen(self.queue.popleft()))  # type: ignore[arg-type]
                self._deal(batch)
            case StartWords(words=words):
                self.shown.start_words = {seat: (word, value) for seat, word, value in words}
                self.wait = self.seconds(2.0)
            case Redealt():
                self.stage.announce("table.banner.redeal", 1.4)
                self.shown.counts = [0] * len(self.shown.counts)
                self.shown.pile = self.session.game.deck.size
                self.shown.start_words = {}
                self.stage.hand.clear()
                self.wait = self.seconds(1.4)
            case StartSeat(seat=seat):
                self.shown.current = seat
                self.stage.announce("table.banner.starts", 1.4, name=self.stage.seat_name(seat))
                self.wait = self.seconds(1.2)
            case TurnStarted(seat=seat):
                self.shown.current = seat
                self.shown.start_words = {}
                self.wait = self.seconds(0.2)
            case Played():
                self._play(event)
            case Exchanged():
                self._exchange(event)
            case Drew(seat=seat, cards=cards):
                self._draw(seat, cards, delay=0.0)
            case Passed():
                self.wait = self.seconds(0.7)
            case HandPenalty(seat=seat, points=points):
                self.shown.scores[seat] += points
                self.wait = self.seconds(0.5)
            case GameOver():
                self.shown.current = None
                self.wait = self.seconds(1.2)
                self.stage.game_over()

    # -- flights -------------------------------------------------------------------------

    def _deal(self, batch: list[Dealt]) -> None:
        pile = self.stage.pile_point()
        order = 0
        for round_ in range(max(len(d.cards) for d in batch)):
            for dealt in batch:
                if round_ >= len(dealt.cards):
                    continue
                seat = dealt.seat
                card = dealt.cards[round_]
                self._fly_to_seat(seat, card, pile, order * DEAL_STAGGER)
                order += 1

    def _fly_to_seat(self, seat: int, card: str, start: tuple[float, float], delay: float) -> None:
        viewer = self.session.viewer
        stage = self.stage
        mine = seat == viewer and self.shown.hand_open
        end = stage.seat_point(seat)
        heights = (
            stage.seat_card_height(),
            stage.hand_card_height() if mine else stage.seat_card_height(),
        )

        def arrive() -> None:
            self.shown.counts[seat] += 1
            self.shown.pile = max(0, self.shown.pile - 1)
            if mine:
                height = stage.hand_card_height()
                stage.hand.append(
                    HandCard(card, end[0], end[1], height, tx=end[0], ty=end[1], th=height)
                )
            stage.play_sound("deal")

        self.fly("" if not mine else card, start, end, heights, delay, arrive)

    def _draw(self, seat: int, cards: tuple[str, ...], delay: float) -> None:
        pile = self.stage.pile_point()
        for index, card in enumerate(cards):
            self._fly_to_seat(seat, card, pile, delay + index * DEAL_STAGGER * 2)

    def _take_from_hand(self, seat: int, card: str, slot: int | None) -> tuple[float, float, float]:
        """Where a card leaves its seat from; a viewer's card leaves the hand for good."""
        stage = self.stage
        self.shown.counts[seat] = max(0, self.shown.counts[seat] - 1)
        if seat != self.session.viewer or not self.shown.hand_open:
            x, y = stage.seat_point(seat)
            return x, y, stage.seat_card_height()
        candidates = [c for c in stage.hand if c.card == card]
        chosen = next((c for c in candidates if slot is not None and c.slot == slot), None)
        chosen = chosen or next((c for c in candidates if c.marked), None)
        chosen = chosen or next((c for c in candidates if c.slot is None), None)
        chosen = chosen or (candidates[0] if candidates else None)
        if chosen is None:
            x, y = stage.seat_point(seat)
            return x, y, stage.hand_card_height()
        stage.hand.remove(chosen)
        stage.tweens.cancel(chosen)
        return chosen.x, chosen.y - chosen.lift, chosen.height

    def _bubble(self, event: Event) -> None:
        bubble = self.stage.bubble_text(event)
        if bubble is not None:
            seat, text, tone = bubble
            self.say(seat, text, tone)

    def _play(self, event: Played) -> None:
        holder = self.shown.holder
        before = None if holder.stacks is None else tuple(holder.stacks)
        landing = last_play_from_before(event, before)
        self.landing = landing
        self.fresh = 0.0
        if holder.stacks is None:
            holder.stacks = [(), (), ()]
        offset = 0
        grow_delay = 0.0
        if event.new_slot == "left":
            holder.stacks.insert(0, ())
            offset = 1
        elif event.new_slot == "right":
            holder.stacks.append(())
        if event.new_slot is not None:
            holder.grow_side = event.new_slot
            holder.grow = 0.0
            grow_delay = GROW
            self.stage.tweens.to(
                holder, "grow", 1.0, self.seconds(GROW), ease_out_cubic, on_done=self._grown
            )
        geometry = self.stage.holder_geometry(settled=True)
        placements = [Placement(*p) for p in event.placements]
        landed = [0]
        mine = event.seat == self.session.viewer
        for index, placement in enumerate(placements):
            slot = placement.slot + offset
            x, y, height = self._take_from_hand(event.seat, placement.card, placement.slot)
            rect = geometry.slots.get(slot)
            if rect is None:  # geometry and event disagree: land at the holder's centre
                rect = geometry.rail
            token = placement.token

            def arrive(slot: int = slot, token: str = token) -> None:
                stacks = self.shown.holder.stacks
                assert stacks is not None
                stacks[slot] = (*stacks[slot], token)
                self.stage.play_sound("place")
                landed[0] += 1
                if landed[0] == len(placements):
                    self._scored(event, landing)

            self.fly(
                placement.card,
                (x, y),
                rect.center,
                (height, geometry.card_h),
                grow_delay + (0.05 if mine else index * PLAY_STAGGER),
                arrive,
                letter=placement.letter,
                duration=0.18 if mine else FLIGHT,
            )

    def _grown(self) -> None:
        self.shown.holder.grow_side = None
        self.shown.holder.grow = 1.0

    def _scored(self, event: Played, landing: LastPlay) -> None:
        # Only now is the word the last move: its caption and bubble would name it while its
        # cards are still in the air.
        self.last, self.landing = landing, None
        self._bubble(event)
        self.shown.scores[event.seat] += event.points
        self.fresh = self.seconds(FRESH)
        geometry = self.stage.holder_geometry(settled=True)
        text = f"+{event.points}" if event.points >= 0 else str(event.points)
        self.popups.append(
            Popup(text, geometry.rail.centerx, geometry.board.top, self.seconds(1.4) or 0.01)
        )
        self.stage.play_sound("success")
        # A short beat to see the score; the popup stays up while the refill already flies.
        self.wait = max(self.wait, self.seconds(0.25))

    def _exchange(self, event: Exchanged) -> None:
        pile = self.stage.pile_point()
        stage = self.stage
        for index, card in enumerate(event.cards):
            x, y, height = self._take_from_hand(event.seat, card, None)

            def arrive() -> None:
                self.shown.pile += 1
                stage.play_sound("deal")

            self.fly(
                "" if event.seat != self.session.viewer or not self.shown.hand_open else card,
                (x, y),
                pile,
                (height, stage.seat_card_height()),
                index * DEAL_STAGGER * 2,
                arrive,
            )
        self.shown.scores[event.seat] += event.points
        back = len(event.cards) * DEAL_STAGGER * 2 + FLIGHT
        self._draw(event.seat, event.drawn, delay=back)
