"""The full monkey test: 100,000 frames of random keyboard and mouse input over every scene.

    uv run python tests/benchmarks/monkey.py [--frames 100000] [--seed 1]

Headless (SDL's dummy drivers, a throwaway data folder). Prints, per starting scene, the
frames run, the scenes the monkey reached, the game actions checked against the engine's
invariants and the games it finished; any exception or broken invariant stops the run with
the seed to repeat it. CI runs a sample of this in ``tests/app/test_monkey.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.app.monkey import STARTS, run_monkey

TABLE_SHARE = 0.5  # half the frames on the table, where the game is


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frames", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    others = [name for name in STARTS if name != "table"]
    plan = {"table": int(args.frames * TABLE_SHARE)}
    for name in others:
        plan[name] = (args.frames - plan["table"]) // len(others)
    plan["table"] += args.frames - sum(plan.values())
    started = time.perf_counter()
    total = actions = games = 0
    for name, frames in plan.items():
        with tempfile.TemporaryDirectory() as folder:
            begin = time.perf_counter()
            report = run_monkey(Path(folder), name, frames, args.seed)
        total += report.frames
        actions += report.actions_checked
        games += report.games_finished
        print(
            f"{name:9} {report.frames:7,} frames in {time.perf_counter() - begin:6.1f} s; "
            f"reached {', '.join(sorted(report.scenes))}; "
            f"{report.actions_checked} game states checked, {report.games_finished} games over"
        )
    print(
        f"total: {total:,} frames, {actions} game states checked, {games} games finished, "
        f"no exception, in {time.perf_counter() - started:.0f} s (seed {args.seed})"
    )


if __name__ == "__main__":
    main()
