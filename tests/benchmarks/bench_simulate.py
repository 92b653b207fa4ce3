"""Computer players' speed: Medium v Medium games per second on one core, and the Expert's
thinking time per move.

Run: ``uv run python tests/benchmarks/bench_simulate.py [--games 200] [--expert-games 6]``
(a script, not collected by pytest). Games are played in this one process exactly as
``rondo-desktop simulate --jobs 1`` plays them, invariant checks after every action included;
the lexicon load and the word finder's warm-up are timed apart. Goals: >= 20 Medium v Medium
games per second; the Expert's median move well under, and its slowest move within, 1.5 s.
"""

from __future__ import annotations

import argparse
import statistics
import time

from rondo_desktop.games import get
from rondo_desktop.games.match import play_match
from rondo_desktop.games.rondo.engine import Observation
from rondo_desktop.games.rondo.players import ExpertPlayer, Toolbox, load_leaves
from rondo_desktop.simulate import Plan, play_task, schedule

GOAL_GAMES_PER_SECOND = 20.0
CAP_SECONDS = 1.5


class TimedExpert(ExpertPlayer):
    """The expert, recording how long each of its moves took."""

    times: list[float]

    def choose(self, observation: Observation, time_left: float | None = None):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        action = super().choose(observation, time_left)
        self.times.append(time.perf_counter() - started)
        return action


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="Medium v Medium games")
    parser.add_argument("--expert-games", type=int, default=6, help="Expert v Medium games")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    started = time.perf_counter()
    toolbox = Toolbox.load("de")
    leaves = load_leaves("de", toolbox.deck)
    print(f"lexicon, deck, finder tables and leave values: {time.perf_counter() - started:.2f} s")

    spec = get("rondo")
    spec.new_game(2, 0, {"language": "de"})  # the spec's own toolbox loads outside the timing
    plan = Plan("rondo", {"language": "de"})
    tasks = schedule(["medium", "medium"], args.games, args.seed)
    started, cpu_started = time.perf_counter(), time.process_time()
    for task in tasks:
        result = play_task(task, spec, plan)
        assert result.failure is None, result.failure
    rate = len(tasks) / (time.perf_counter() - started)
    # CPU time too: on a machine shared with other jobs the wall clock understates one core.
    cpu_rate = len(tasks) / (time.process_time() - cpu_started)
    verdict = "ok" if cpu_rate >= GOAL_GAMES_PER_SECOND else "BELOW GOAL"
    print(
        f"Medium v Medium ({len(tasks)} games, one process): {rate:.1f} games/s by the wall "
        f"clock, {cpu_rate:.1f} games per CPU second — {verdict}"
    )

    from rondo_desktop.games.rondo.players import MediumPlayer

    times: list[float] = []
    for task in schedule(["expert", "medium"], args.expert_games, args.seed):
        players = []
        for seat, strength in enumerate(task.strengths):
            if strength == "expert":
                expert = TimedExpert(toolbox, leaves, task.seed * 8 + seat)
                expert.times = times
                players.append(expert)
            else:
                players.append(MediumPlayer(toolbox, task.seed * 8 + seat))
        state = spec.new_game(len(players), task.seed, {"language": "de"})
        assert play_match(spec, state, players, task.seed).failure is None
    ms = sorted(1000 * t for t in times)
    p90 = ms[int(0.9 * (len(ms) - 1))]
    verdict = "ok" if ms[-1] <= 1000 * CAP_SECONDS else "OVER THE CAP"
    print(
        f"Expert per move: median {statistics.median(ms):.0f} ms, p90 {p90:.0f} ms, "
        f"max {ms[-1]:.0f} ms over {len(ms)} moves — {verdict}"
    )


if __name__ == "__main__":
    main()
