"""The scene stack applies changes between frames and never acts on a leaving scene."""

from __future__ import annotations

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene, SceneStack


class Leaving(Scene):
    def __init__(self, ctx, stack: SceneStack) -> None:
        super().__init__(ctx)
        self.stack = stack
        self.presses = 0

    def handle(self, intent: Intent) -> bool:
        self.presses += 1
        self.stack.pop()
        return True


def test_a_second_press_on_a_leaving_scene_is_ignored() -> None:
    stack = SceneStack()
    below, top = Scene(None), Leaving(None, stack)  # type: ignore[arg-type]
    stack.push(below)
    stack.push(top)
    stack.apply_pending()
    assert stack.handle(Intent(Kind.CONFIRM))
    assert stack.handle(Intent(Kind.CONFIRM))  # same frame: swallowed, not a second pop
    stack.apply_pending()
    assert top.presses == 1
    assert stack.scenes == [below]
