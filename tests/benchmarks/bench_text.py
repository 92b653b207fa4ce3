"""Text layer benchmark: frame times of text-heavy scenes in English and Arabic.

Run: ``uv run python tests/benchmarks/bench_text.py`` (headless; not collected by pytest).
Prints the median and 90th percentile time of one frame of the Settings scene and of Rondo's
and Ronda's tables at 1280x720, in English and in Arabic (Eastern digits), once the caches are
warm, and the median time of the frame spent in the text layer (``TextRenderer``'s methods).
Times are the process's CPU time, so that other programs on a busy machine weigh on them less.
It prints figures; it asserts nothing.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import functools
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from rondo_desktop.app.app import App
from rondo_desktop.app.scene import Scene

SIZE = (1280, 720)
WARM_UP = 30
FRAMES = 200
CASES = (("settings", "rondo"), ("table", "rondo"), ("table", "ronda"))
# The text layer's methods a scene calls (and that call each other: only the outermost counts).
TEXT_METHODS = (
    "render",
    "render_printed",
    "width",
    "fit_px",
    "wrap",
    "blit",
    "blit_wrapped",
    "wrapped_height",
    "caret_x",
    "line_height",
    "runs",
    "shown",
    "as_in_rtl_sentence",
    "font",
    "arabic_font",
)


class TextClock:
    """CPU time spent inside the text layer's methods, nested calls counted once."""

    def __init__(self, renderer: object) -> None:
        self.spent = 0.0
        self._depth = 0
        for name in TEXT_METHODS:
            setattr(renderer, name, self._timed(getattr(renderer, name)))

    def _timed(self, method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def timed(*args: Any, **kwargs: Any) -> Any:
            if self._depth:
                return method(*args, **kwargs)
            self._depth += 1
            began = time.process_time()
            try:
                return method(*args, **kwargs)
            finally:
                self.spent += time.process_time() - began
                self._depth -= 1

        return timed


def scene_for(app: App, scene: str, game: str) -> Scene:
    """The scene to measure: the host's Settings, or a game's table as its screenshot shows it."""
    if scene == "settings":
        return app.ctx.navigator.scene("settings")
    ui = app.ctx.game_ui(game)
    assert ui is not None, f"{game} has no table"
    return ui.screenshot_scene(app.ctx, scene, 7)


def frame_times(language: str, scene: str, game: str) -> tuple[list[float], list[float]]:
    """CPU milliseconds per frame of ``scene`` once it has settled (fades done, caches warm),
    and of each frame those spent in the text layer."""
    with tempfile.TemporaryDirectory() as data_dir:
        app = App(Path(data_dir), size=SIZE, language=language, persist=False)
        digits = "eastern" if language == "ar" else "western"
        app.ctx.change_settings(persist=False, digits=digits)
        app.ctx.stack.push(scene_for(app, scene, game))
        for _ in range(WARM_UP):
            app.step(1 / 60)
        clock = TextClock(app.ctx.text)
        times: list[float] = []
        in_text: list[float] = []
        for _ in range(FRAMES):
            clock.spent = 0.0
            began = time.process_time()
            app.step(1 / 60)
            times.append((time.process_time() - began) * 1000)
            in_text.append(clock.spent * 1000)
        pygame.display.quit()
    return times, in_text


def main() -> None:
    print(f"text-heavy scenes at {SIZE[0]}x{SIZE[1]}, {FRAMES} frames each (ms per frame)")
    for scene, game in CASES:
        for language in ("en", "ar"):
            times, in_text = frame_times(language, scene, game)
            p90 = sorted(times)[int(0.9 * (len(times) - 1))]
            name = f"{scene} ({game})" if scene == "table" else scene
            print(
                f"  {name:16} {language}: median {statistics.median(times):6.2f}  p90 {p90:6.2f}"
                f"  text layer median {statistics.median(in_text):6.2f}"
            )


if __name__ == "__main__":
    main()
