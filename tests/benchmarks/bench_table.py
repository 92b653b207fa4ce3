"""Table benchmark: frame times at 1920x1080 while the busiest animations play.

Run: ``uv run python tests/benchmarks/bench_table.py`` (headless; not collected by pytest).
Measured: the opening (the deal, every seat's start word, the start word flying into the
holder) and then computer plays (cards flying from a seat to the holder, a slot sliding out,
score pop-ups), at animation speed 1 with the computers' thinking pause kept short so most
frames animate. Goal: p99 frame <= 8 ms.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import statistics
import tempfile
import time
from pathlib import Path

import pygame

from rondo_desktop.app.app import App
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.rondo.engine import load_deck
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.table.greedy import greedy_factory
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession

SIZE = (1920, 1080)
FRAMES = 1500
DT = 1 / 60


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    lexicon, deck = load_lexicon("de"), load_deck("de")
    seats = (
        SeatSetup("person", "Ada"),
        SeatSetup("computer", "Bo", "medium"),
        SeatSetup("computer", "Cy", "hard"),
        SeatSetup("computer", "Di", "hard"),
    )
    with tempfile.TemporaryDirectory() as data_dir:
        app = App(Path(data_dir), size=SIZE, language="de", persist=False)
        # Watch mode would hide the hand; here the person's seat is played by the computer
        # chooser too (as a computer seat), so the table keeps moving without input.
        watched = tuple(SeatSetup("computer", s.name, s.strength or "medium") for s in seats)
        session = GameSession.new(
            GameSetup(watched, {"language": "de"}, 120),
            11,
            lexicon,
            deck,
            greedy_factory(lexicon, deck),
            threaded=False,
        )
        scene = TableScene(app.ctx, session, speed=1.0)
        session.think_seconds = 0.1
        app.ctx.stack.push(scene)
        app.step(DT)
        times: list[float] = []
        cpu: list[float] = []  # this process's CPU time: the same frames minus other load
        animating = 0
        for _ in range(FRAMES):
            began, began_cpu = time.perf_counter(), time.process_time()
            app.step(DT)
            pygame.display.flip()
            times.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
            animating += scene.dealer.busy
            if session.is_over:
                break
        turns = session.game.turn
        pygame.display.quit()
    print(
        f"table 1920x1080: {len(times)} frames ({animating} animating), {turns} turns; "
        f"median {statistics.median(times):.2f} ms, p95 {percentile(times, 0.95):.2f} ms, "
        f"p99 {percentile(times, 0.99):.2f} ms, max {max(times):.2f} ms (goal p99 <= 8 ms); "
        f"CPU per frame: median {statistics.median(cpu):.2f} ms, "
        f"p99 {percentile(cpu, 0.99):.2f} ms"
    )


if __name__ == "__main__":
    main()
