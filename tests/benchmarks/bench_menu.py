"""Menu benchmark: start-up time to the first menu frame, and menu frame times at 1920x1080.

Run: ``uv run python tests/benchmarks/bench_menu.py`` (headless; not collected by pytest).
Goals: first frame <= 1 s, p99 frame <= 8 ms.
"""

from __future__ import annotations

import os
import time

START = time.perf_counter()  # before pygame is imported: start-up includes the imports

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import statistics  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from rondo_desktop.app.app import App  # noqa: E402

SIZE = (1920, 1080)
FRAMES = 1200


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    with tempfile.TemporaryDirectory() as data_dir:
        app = App(Path(data_dir), size=SIZE, language="de", persist=False)
        app.step(1 / 60)
        pygame.display.flip()
        first_frame = time.perf_counter() - START

        buttons = [w.rect.center for w in app.ctx.stack.top.focus.widgets]  # type: ignore[union-attr]
        times: list[float] = []
        for frame in range(FRAMES):
            # Sweep the pointer over the buttons and press keys now and then, so hover, focus
            # and the breathing card fan are all part of the measured frames.
            if frame % 10 == 0:
                pos = buttons[(frame // 10) % len(buttons)]
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                )
            if frame % 45 == 0:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
            began = time.perf_counter()
            app.step(1 / 60)
            pygame.display.flip()
            times.append((time.perf_counter() - began) * 1000)
        pygame.display.quit()

    print(
        f"menu scene at {SIZE[0]}x{SIZE[1]}, {FRAMES} frames (SDL driver: "
        f"{os.environ['SDL_VIDEODRIVER']})"
    )
    print(f"  start-up to first menu frame: {first_frame * 1000:7.1f} ms   (goal <= 1000 ms)")
    print(f"  frame time p50:               {statistics.median(times):7.2f} ms")
    print(f"  frame time p99:               {percentile(times, 0.99):7.2f} ms   (goal <= 8 ms)")
    print(f"  frame time max:               {max(times):7.2f} ms")


if __name__ == "__main__":
    main()
