"""Showing a game's events one after another: a queue, cards in flight, bubbles and pop-ups.

The engine has applied a move when its events arrive; a game's table replays them at a
readable pace. This base holds what every game's replay needs: the queue of events not yet
shown, a wait between them, the cards in the air (:class:`Flyer`), the seats' bubbles and the
rising points. A game's dealer subclasses it and says in :meth:`CardAnimator.show` what each
of its events looks like. At infinite speed every duration is 0 and the same code applies each
event at once.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

from rondo_desktop.app.anim.sprites import Bubble, Flyer, Popup
from rondo_desktop.app.anim.tween import Tweens, ease_in_out

# Base durations in seconds at animation speed 1.
FLIGHT = 0.42
BUBBLE = 2.2

EventT = TypeVar("EventT")


class CardAnimator(Generic[EventT]):
    def __init__(self, tweens: Tweens, speed: float) -> None:
        self.tweens = tweens
        self.speed = speed
        self.queue: deque[EventT] = deque()
        self.wait = 0.0
        self.flyers: list[Flyer] = []
        self.bubbles: list[Bubble] = []
        self.popups: list[Popup] = []
        self.in_flight = 0

    def feed(self, events: Iterable[EventT]) -> None:
        self.queue.extend(events)

    @property
    def busy(self) -> bool:
        """Whether the table is still showing something (the next move must wait)."""
        return bool(self.queue) or self.wait > 0 or self.in_flight > 0 or self.tweens.busy

    def seconds(self, base: float) -> float:
        return 0.0 if math.isinf(self.speed) else base / self.speed

    def update(self, dt: float) -> None:
        for bubble in self.bubbles:
            bubble.age += dt
        self.bubbles = [b for b in self.bubbles if b.age < b.ttl]
        for popup in self.popups:
            popup.age += dt
        self.popups = [p for p in self.popups if p.age < p.ttl]
        self.tick(dt)
        self.wait = max(0.0, self.wait - dt)
        while self.queue and self.wait <= 0 and self.in_flight == 0 and self.ready_for_next():
            self.show(self.queue.popleft())

    def ready_for_next(self) -> bool:
        """Whether the next event may be shown now (a game may hold the queue, e.g. while a
        summary waits to be dismissed)."""
        return True

    def tick(self, dt: float) -> None:
        """A game's own timers, once a frame before the next event is shown."""

    def show(self, event: EventT) -> None:
        """Start showing ``event``: set ``wait`` or send cards flying (a game's dealer)."""
        raise NotImplementedError

    def fly(
        self,
        card: str,
        start: tuple[float, float],
        end: tuple[float, float],
        heights: tuple[float, float],
        delay: float,
        arrive: Callable[[], None],
        letter: str | None = None,
        duration: float = FLIGHT,
    ) -> None:
        """Send a card from ``start`` to ``end``, growing or shrinking between ``heights``;
        ``arrive`` runs when it lands (at once when nothing is to be seen)."""
        flyer = Flyer(card, start[0], start[1], heights[0], letter=letter)
        self.launch(flyer, end, duration, delay, arrive, height=heights[1])

    def launch(
        self,
        flyer: Flyer,
        end: tuple[float, float],
        duration: float,
        delay: float,
        arrive: Callable[[], None],
        **finals: float,
    ) -> None:
        """Send ``flyer`` to ``end`` over ``duration`` (at speed 1) after ``delay``, easing each
        attribute named in ``finals`` to its value on the way (a card growing, turning over);
        ``arrive`` runs when it lands (at once when nothing is to be seen)."""
        seconds = self.seconds(duration)
        wait = self.seconds(delay)
        self.in_flight += 1

        def landed() -> None:
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            self.in_flight -= 1
            arrive()

        if seconds <= 0 and wait <= 0:
            landed()
            return
        self.flyers.append(flyer)
        tweens = self.tweens
        tweens.to(flyer, "y", end[1], seconds, ease_in_out, delay=wait)
        for name, value in finals.items():
            tweens.to(flyer, name, value, seconds, ease_in_out, delay=wait)
        tweens.to(flyer, "x", end[0], seconds, ease_in_out, delay=wait, on_done=landed)

    def say(self, seat: int, text: str, tone: str = "normal") -> None:
        """A seat's bubble; a new one replaces the seat's last."""
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(Bubble(seat, text, self.seconds(BUBBLE) or 1.0, tone=tone))
