"""Tweens: an attribute of an object moves to a target over time, driven by dt.

A tween is keyed by (object, attribute), so starting a new one for the same attribute replaces
the old one from wherever the value is now: a card retargeted mid-flight turns smoothly instead
of jumping. Nothing here knows about frames; ``update(dt)`` with dt in seconds advances all.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card snapping into a slot."""
    c = 1.4
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def shake(t: float) -> float:
    """0 -> oscillates -> 0, for a refused card shaking its head (the tween's target is 0)."""
    return math.sin(t * math.pi * 6) * (1 - t)


@dataclass
class Tween:
    target: Any
    attribute: str
    start: float
    end: float
    duration: float
    ease: Ease = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    blocking: bool = True  # whether input waits for it (hover lifts do not block)
    oscillate: bool = False  # value = start + ease(t) * end (shakes), not start -> end
    done: bool = field(default=False, init=False)

    def step(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        t = 1.0 if self.duration <= 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        if self.oscillate:
            value = self.start + self.ease(t) * self.end
            if t >= 1.0:
                value = self.start
        else:
            value = self.start + (self.end - self.start) * self.ease(t)
        setattr(self.target, self.attribute, value)
        if t >= 1.0:
            self.done = True


class Tweens:
    """The scene's running tweens."""

    def __init__(self) -> None:
        self._running: dict[tuple[int, str], Tween] = {}

    def to(
        self,
        target: Any,
        attribute: str,
        end: float,
        duration: float,
        ease: Ease = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        blocking: bool = True,
    ) -> None:
        """Move ``target.attribute`` to ``end``; instantly when duration and delay are 0."""
        key = (id(target), attribute)
        self._running.pop(key, None)
        if duration <= 0 and delay <= 0:
            setattr(target, attribute, end)
            if on_done is not None:
                on_done()
            return
        self._running[key] = Tween(
            target,
            attribute,
            float(getattr(target, attribute)),
            end,
            duration,
            ease,
            delay,
            on_done,
            blocking=blocking,
        )

    def wobble(
        self, target: Any, attribute: str, amplitude: float, duration: float, ease: Ease = shake
    ) -> None:
        """Shake an attribute around its current value and return to it."""
        key = (id(target), attribute)
        start = float(getattr(target, attribute))
        if key in self._running and self._running[key].oscillate:
            start = self._running[key].start
        if duration <= 0:
            setattr(target, attribute, start)
            self._running.pop(key, None)
            return
        self._running[key] = Tween(
            target, attribute, start, amplitude, duration, ease, oscillate=True
        )

    def cancel(self, target: Any, attribute: str | None = None) -> None:
        for key in [k for k in self._running if k[0] == id(target)]:
            if attribute is None or key[1] == attribute:
                del self._running[key]

    def running(self, target: Any, attribute: str) -> bool:
        return (id(target), attribute) in self._running

    @property
    def busy(self) -> bool:
        """Whether a tween that input must wait for is still running."""
        return any(t.blocking for t in self._running.values())

    def __len__(self) -> int:
        return len(self._running)

    def update(self, dt: float) -> None:
        finished: list[Tween] = []
        for key, tween in list(self._running.items()):
            tween.step(dt)
            if tween.done:
                if self._running.get(key) is tween:
                    del self._running[key]
                finished.append(tween)
        # Callbacks last: they may start new tweens for the same keys.
        for tween in finished:
            if tween.on_done is not None:
                tween.on_done()

    def finish_all(self) -> None:
        """Jump every tween to its end (max speed, or a scene leaving)."""
        while self._running:
            for tween in list(self._running.values()):
                tween.elapsed = tween.delay + tween.duration + 1
            self.update(0.0)
