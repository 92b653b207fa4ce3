"""Scenes and the scene stack.

A scene gets the app context in its constructor (no globals), consumes intents in
``handle``, advances in ``update(dt)`` with dt in seconds, and paints in ``draw`` without
changing anything. The stack queues push/pop/replace and applies them between frames, so a
scene never changes the stack under its own feet while it handles an event.

Transitions: a push or replace with ``fade=True`` cross-fades from a snapshot of the last
frame to the new scene. The change itself happens at once (tests see the new top scene right
after one frame); only the picture fades.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import pygame

from rondo_desktop.app.intents import Intent

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class Scene:
    # An overlay (dialog, pause menu) is drawn over the scene below it, which stays visible.
    overlay: bool = False
    # A modal overlay keeps every intent; a non-modal one passes on what it does not use.
    modal: bool = True
    name: str = "scene"

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def quitting(self) -> None:
        """The window is closing (its close button, Quit): keep what must survive."""

    def relayout(self, size: tuple[int, int]) -> None:
        """Place widgets for this window size (also after a language or theme change)."""

    def handle(self, intent: Intent) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


@dataclass
class _Change:
    op: Literal["push", "pop", "replace", "reset"]
    scene: Scene | None
    fade: bool


class SceneStack:
    def __init__(self, fade_seconds: float = 0.25) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[_Change] = []
        self.fade_seconds = fade_seconds
        self._fade_from: pygame.Surface | None = None
        self._fade_left = 0.0
        self._size = (0, 0)

    # -- queued changes ------------------------------------------------------------------

    def push(self, scene: Scene, fade: bool = False) -> None:
        self._pending.append(_Change("push", scene, fade))

    def pop(self, fade: bool = False) -> None:
        self._pending.append(_Change("pop", None, fade))

    def replace(self, scene: Scene, fade: bool = True) -> None:
        self._pending.append(_Change("replace", scene, fade))

    def reset(self, scene: Scene, fade: bool = True) -> None:
        """Clear the stack down to one scene (e.g. back to the main menu)."""
        self._pending.append(_Change("reset", scene, fade))

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def apply_pending(self, last_frame: pygame.Surface | None = None) -> None:
        """Apply queued changes; call between frames, before reading input."""
        while self._pending:
            change = self._pending.pop(0)
            if change.fade and last_frame is not None and self.fade_seconds > 0:
                self._fade_from = last_frame.copy()
                self._fade_left = self.fade_seconds
            if change.op == "push":
                self._enter_on_top(change.scene)
            elif change.op == "pop":
                self._remove_top()
                if self.top:
                    self.top.resume()
            elif change.op == "replace":
                self._remove_top()
                self._enter_on_top(change.scene)
            elif change.op == "reset":
                while self.scenes:
                    self._remove_top()
                self._enter_on_top(change.scene)

    def _enter_on_top(self, scene: Scene | None) -> None:
        assert scene is not None
        if self.top:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()
        scene.relayout(self._size)

    def _remove_top(self) -> None:
        if self.scenes:
            self.scenes.pop().exit()

    # -- the frame -----------------------------------------------------------------------

    def relayout(self, size: tuple[int, int]) -> None:
        self._size = size
        self._fade_from = None  # a snapshot of the old size would look wrong
        for scene in self.scenes:
            scene.relayout(size)

    def handle(self, intent: Intent) -> bool:
        if self._pending:
            # The scenes on screen are about to change: a second click on the scene that is
            # leaving (a double Enter on "quit to menu") must not queue a second change.
            return True
        for scene in reversed(self.scenes):
            if scene.handle(intent):
                return True
            if not scene.overlay or scene.modal:
                return False
        return False

    def update(self, dt: float) -> None:
        if self._fade_left > 0 and self._fade_from is not None:
            self._fade_left = max(0.0, self._fade_left - dt)
            if self._fade_left == 0:
                self._fade_from = None
            else:
                # Ease out: the old picture leaves fast, then the new scene settles in.
                t = self._fade_left / self.fade_seconds
                self._fade_from.set_alpha(round(255 * t * t))
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        # Draw from the highest opaque scene upwards: overlays show what is below them.
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[max(start, 0) :]:
            scene.draw(surface)
        if self._fade_from is not None and self._fade_left > 0:
            surface.blit(self._fade_from, (0, 0))
