"""Continue on a very long save: the window keeps answering while 19,500 actions replay.

Run: ``uv run python tests/benchmarks/bench_continue.py`` (headless; not collected by pytest).
It writes a real autosave of two people exchanging thousands of times, presses Continue and
times every frame until the table is there, then 120 frames at the table.
Goals: Continue returns within 50 ms; no frame while loading over 100 ms; table frames p99
<= 8 ms (the move log formats only the lines it shows).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script: tests importable

from rondo_desktop.app.app import App
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.scene import TableScene
from tests.app.test_unreadable_files import two_persons

ACTIONS = 19_500


def write_long_save(data_dir: Path) -> int:
    """Two people exchanging until the save holds ACTIONS actions, through the real autosave."""
    session = two_persons(data_dir, 17)
    while len(session.game.history) < ACTIONS:
        for _ in range(min(500, ACTIONS - len(session.game.history))):
            hand = session.game.hand(session.current_seat)
            session.exchange(hand[: min(len(hand), 7)])
        session.pass_turn()  # the turn ends: the session writes its autosave
        session.confirm_handover()
    session.close()
    return len(session.game.history)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        actions = write_long_save(data_dir)
        app = App(data_dir, hooks=TableHooks(speed=1.0), size=(1920, 1080), persist=False)
        app.step(1 / 60)
        ctx = app.ctx
        start = time.perf_counter()
        ctx.hooks.continue_game(ctx)
        returned = time.perf_counter() - start
        loading: list[float] = []
        while not isinstance(ctx.stack.top, TableScene) or not loading:
            frame = time.perf_counter()
            app.step(1 / 60)
            loading.append(time.perf_counter() - frame)
        ready = time.perf_counter() - start
        table: list[float] = []
        for _ in range(120):
            frame = time.perf_counter()
            app.step(1 / 60)
            table.append(time.perf_counter() - frame)
        table.sort()
        print(f"save of {actions:,} actions")
        print(f"Continue returned in {returned * 1000:.0f} ms (goal <= 50 ms)")
        print(
            f"table after {ready * 1000:.0f} ms; {len(loading)} frames while loading, "
            f"slowest {max(loading) * 1000:.0f} ms (goal <= 100 ms)"
        )
        print(
            f"table frames: median {statistics.median(table) * 1000:.1f} ms, "
            f"p99 {table[round(0.99 * (len(table) - 1))] * 1000:.1f} ms (goal <= 8 ms)"
        )
        app.close()


if __name__ == "__main__":
    main()
