"""Ronda's ladder, measured: each pairing of computer strengths over paired matches to 41.

Run: ``uv run python tests/benchmarks/bench_ronda_ladder.py [--games 1000] [--seed 2026]
[--jobs 1] [--pairs expert,medium medium,beginner] [--players 2|4] [--json]``
(a script, not collected by pytest). ``--games`` counts matches: every deal is played twice,
the second time with the seats swapped (at 4 players the partnerships swap places), so the
luck of the cards falls on both strengths alike. A match's win counts for the strength whose
side won it. Prints, per pairing, the first strength's win rate with its 95% Wilson interval
and each strength's thinking time per move; goals: each strength beats the one below with
the interval's low end above 50%, and the expert wins at least 62% against the medium.

It plays through the game registry's spec alone (new_game, make_player, invariants), as the
generic ``rondo-desktop simulate --game ronda`` will.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any

from rondo_desktop import games

LADDER = ("medium,beginner", "hard,medium", "expert,hard", "expert,medium")
Z95 = 1.959963984540054
MAX_PLAYS = 20_000


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Task:
    deal_seed: int
    seats: tuple[str, ...]  # each seat's strength


@dataclass
class Result:
    winner: str  # the strength whose side won
    times: dict[str, list[float]] = field(default_factory=dict)  # seconds per move


def schedule(first: str, second: str, games: int, seed: int, players: int) -> list[Task]:
    """Every deal twice: ``first`` on the even seats, then on the odd ones."""
    rng = random.Random(seed)
    tasks = []
    for _ in range(max(1, math.ceil(games / 2))):
        deal = rng.getrandbits(48)
        for a, b in ((first, second), (second, first)):
            tasks.append(Task(deal, tuple(a if s % 2 == 0 else b for s in range(players))))
    return tasks


def play(task: Task) -> Result:
    """One match to the end, the invariants checked after every card."""
    spec = games.get("ronda")
    state = spec.new_game(len(task.seats), task.deal_seed, spec.default_options())
    players = [spec.make_player(state, s, strength) for s, strength in enumerate(task.seats)]
    times: dict[str, list[float]] = {strength: [] for strength in task.seats}
    for _ in range(MAX_PLAYS):
        if state.is_over:
            break
        seat = state.current_seat
        started = time.process_time()
        action = players[seat].choose(state.observation(seat))
        times[task.seats[seat]].append(time.process_time() - started)
        state.apply(action, seat=seat)
        spec.check_invariants(state)
    returns = state.returns()
    winner = max(range(len(task.seats)), key=lambda s: returns[s])
    return Result(task.seats[winner], times)


def measure(pair: str, args: argparse.Namespace) -> dict[str, Any]:
    first, second = pair.split(",")
    tasks = schedule(first, second, args.games, args.seed, args.players)
    started, cpu = time.perf_counter(), time.process_time()
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.map(play, tasks, chunksize=4)
    else:
        results = [play(task) for task in tasks]
    wins = sum(r.winner == first for r in results)
    low, high = wilson(wins, len(results))
    return {
        "pairing": f"{first} v {second}",
        "players": args.players,
        "matches": len(results),
        "wins": wins,
        "win_rate": wins / len(results),
        "interval": [low, high],
        "seconds": time.perf_counter() - started,
        "cpu_seconds_here": time.process_time() - cpu,
        "think_ms": {s: think(results, s) for s in (first, second)},
        "command": command(pair, args),
    }


def think(results: Sequence[Result], strength: str) -> dict[str, float]:
    """A strength's CPU time per move: median, 99th percentile and slowest, in ms."""
    ms = sorted(1000 * t for r in results for t in r.times.get(strength, []))
    if not ms:
        return {}
    return {
        "moves": len(ms),
        "median": statistics.median(ms),
        "p99": ms[int(0.99 * (len(ms) - 1))],
        "max": ms[-1],
    }


def command(pair: str, args: argparse.Namespace) -> str:
    return (
        "uv run python tests/benchmarks/bench_ronda_ladder.py "
        f"--pairs {pair} --games {args.games} --seed {args.seed} --players {args.players}"
    )


def report(row: dict[str, Any]) -> str:
    low, high = row["interval"]
    two = row["players"] == 2  # the 62% goal is the 2-player ladder's
    goal = 0.62 if two and row["pairing"] == "expert v medium" else 0.5
    verdict = "ok" if low > 0.5 and row["win_rate"] >= goal else "BELOW GOAL"
    times = "; ".join(
        f"{s} {t['median']:.1f}/{t['p99']:.1f}/{t['max']:.1f} ms"
        for s, t in row["think_ms"].items()
        if t
    )
    return (
        f"{row['pairing']:<20} {row['matches']:>5} matches  {100 * row['win_rate']:5.1f}%  "
        f"95% [{100 * low:.1f}, {100 * high:.1f}]  {verdict}  "
        f"({row['seconds']:.0f} s; think median/p99/max: {times})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="matches per pairing")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--pairs", nargs="+", default=list(LADDER), help="e.g. expert,medium")
    parser.add_argument("--json", action="store_true", help="one JSON document at the end")
    args = parser.parse_args()
    rows = []
    for pair in args.pairs:
        row = measure(pair, args)
        rows.append(row)
        if not args.json:
            print(report(row), flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
