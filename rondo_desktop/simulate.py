"""``rondo-desktop simulate``: computer players against each other, headless, with statistics.

    rondo-desktop simulate [--game NAME] --games N --seats expert,medium [--lang de]
                           [--option NAME=VALUE] [--seed S] [--jobs J]
                           [--time-budget SECONDS] [--json]

Any registered game is played through its spec (:mod:`rondo_desktop.games.match`): the seats
are its computer strengths, as many as it seats; ``--option`` sets an option of its new games
(``--lang`` is Rondo's ``language``), and the JSON report names each option beside the seats.

Deals are paired: each shuffle is played once in every rotation of the seats (with two seats:
again with the seats swapped), so luck of the deal cancels out. ``--games`` is rounded up to a
multiple of the number of seats. Per strength it prints the games it sat in, its wins (a shared
win counts as 1/k), the win rate with a 95% Wilson score interval, the mean final score and the
mean points per turn (as the game counts them, ``GameSpec.match_figures``: for Rondo the points
of plays and exchanges over turns ended by a play or a pass, hand penalties left out); and games
per second overall.

Every game checks the game's invariants, and that each choice was legal, after every action:
the runner is also a soak test. A broken game prints its deal seed, its seats and the action
that broke, and the command exits with status 1. ``--jobs`` spreads deals over processes;
results equal those of ``--jobs 1``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import signal
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from rondo_desktop import games
from rondo_desktop.games import GameRegistry, add_game_argument, parse_options
from rondo_desktop.games.match import AnySpec, Failure, MatchResult, play_game

USAGE_ERROR = 2
FAILED = 1
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
# ``--lang X`` is short for ``--option language=X`` (Rondo's word list).


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_argument(parser)
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument(
        "--seats",
        default="expert,medium",
        help="strength of each seat, comma-separated: the game's computer strengths, as many "
        "as it has seats (default expert,medium)",
    )
    parser.add_argument(
        "--lang", help="the word list's language, for a game that has one (--option language=X)"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an option of the game's new games (repeatable); each left out takes its default",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals (default 0)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in (default 1)")
    parser.add_argument(
        "--time-budget", type=float, metavar="SECONDS", help="a computer player's cap per move"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


# -- the schedule ----------------------------------------------------------------------


@dataclass(frozen=True)
class Task:
    """One game: a deal and a rotation of the seats' strengths over it."""

    deal: int
    seed: int
    strengths: tuple[str, ...]


def schedule(seats: Sequence[str], games: int, seed: int) -> list[Task]:
    """Every deal played in every rotation of ``seats``, deal after deal."""
    rotations = len(seats)
    deals = max(1, math.ceil(games / rotations))
    rng = random.Random(seed)
    tasks = []
    for deal in range(deals):
        deal_seed = rng.getrandbits(48)
        for r in range(rotations):
            rotated = tuple(seats[(i + r) % rotations] for i in range(rotations))
            tasks.append(Task(deal, deal_seed, rotated))
    return tasks


@dataclass(frozen=True)
class Plan:
    """What every game of a run shares. A worker process finds the game again by its name in
    ``registry()`` (a module-level function, so that it reaches any process)."""

    game: str
    options: Mapping[str, str]
    time_budget: float | None = None
    registry: Callable[[], GameRegistry] = games.registry

    def spec(self) -> AnySpec:
        return self.registry().get(self.game)


def play_task(task: Task, spec: AnySpec, plan: Plan) -> MatchResult:
    # Each seat's player is seeded from the deal by the game's rule, so a game replays from
    # its deal seed alone.
    return play_game(spec, task.seed, task.strengths, plan.options, plan.time_budget)


# A worker process builds the game's spec once and keeps it here for all the games it is given
# (Rondo's word list of the language then loads once per process too).
_worker: dict[str, Any] = {}


def _init_worker(plan: Plan) -> None:
    # A worker forked from a process that has caught SIGTERM for itself (SDL does, once pygame
    # is up, as in the test suite) would ignore the pool's terminate() and hang it for ever.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _worker.update(spec=plan.spec(), plan=plan)


def _play_in_worker(task: Task) -> MatchResult:
    return play_task(task, _worker["spec"], _worker["plan"])


def results(tasks: Sequence[Task], plan: Plan, jobs: int) -> Iterator[MatchResult]:
    """The games' results in the order of ``tasks``, whatever the number of processes."""
    if jobs <= 1:
        spec = plan.spec()
        for task in tasks:
            yield play_task(task, spec, plan)
        return
    import multiprocessing

    pool = multiprocessing.Pool(jobs, _init_worker, (plan,))
    try:
        yield from pool.imap(_play_in_worker, tasks, chunksize=2)
        pool.close()  # every result is in: the workers may end on their own
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()


# -- the statistics ----------------------------------------------------------------------


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (half wins allowed)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    # At 0 or all wins the bounds are exactly 0 or 1; rounding must not move them off.
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    high = 1.0 if wins >= games else min(1.0, centre + half)
    return (low, high)


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0
    score: float = 0  # Rondo's are ints: sums of ints stay ints, as in the golden files
    points: float = 0
    turns: int = 0
    think_seconds: float = 0.0
    decisions: int = 0

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "ci95": [low, high],
            "mean_score": self.score / self.games if self.games else 0.0,
            "points_per_turn": self.points / self.turns if self.turns else 0.0,
            "ms_per_move": 1000 * self.think_seconds / self.decisions if self.decisions else 0.0,
        }


@dataclass
class Totals:
    tallies: dict[str, Tally] = field(default_factory=dict)
    games: int = 0
    failures: list[tuple[Task, Failure]] = field(default_factory=list)

    def add(self, task: Task, result: MatchResult) -> None:
        if result.failure is not None:
            self.failures.append((task, result.failure))
            return
        self.games += 1
        for seat, strength in enumerate(task.strengths):
            tally = self.tallies.setdefault(strength, Tally())
            tally.games += 1
            tally.wins += result.returns[seat]
            tally.score += result.final_scores[seat]
            tally.points += result.points[seat]
            tally.turns += result.turns[seat]
            tally.think_seconds += result.think_seconds[seat]
            tally.decisions += result.decisions[seat]


# -- the command -------------------------------------------------------------------------


def _fail(message: str) -> int:
    print(f"rondo-desktop simulate: {message}", file=sys.stderr)
    return USAGE_ERROR


def parse_seats(text: str, strengths: Sequence[str], fewest: int, most: int) -> list[str]:
    seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    unknown = [s for s in seats if s not in strengths]
    if unknown:
        raise ValueError(f"unknown strength {unknown[0]!r}; choose from {', '.join(strengths)}")
    if not fewest <= len(seats) <= most:
        example = ",".join([strengths[-1]] * fewest)
        raise ValueError(f"--seats needs {fewest} to {most} strengths, e.g. {example}")
    return seats


class Progress:
    """A one-line progress bar on stderr, drawn only on a terminal."""

    WIDTH = 30

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.enabled = stream.isatty()
        self.started = time.perf_counter()

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        filled = self.WIDTH * done // max(1, self.total)
        rate = done / max(1e-9, time.perf_counter() - self.started)
        bar = "#" * filled + "." * (self.WIDTH - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} games  {rate:.1f} games/s")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def run(args: argparse.Namespace) -> int:
    spec = games.get(args.game)
    try:
        seats = parse_seats(args.seats, spec.strengths, spec.seats.minimum, spec.seats.maximum)
        options = parse_options(spec, args.option, args.lang)
    except ValueError as error:
        return _fail(str(error))
    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.jobs < 1:
        return _fail("--jobs must be at least 1")
    plan = Plan(spec.name, options, args.time_budget)
    report = tournament(plan, seats, args.games, args.seed, args.jobs, spec.strengths)
    for failure in report["failures"]:
        print(_failure_line(failure), file=sys.stderr)
    if args.json:
        json.dump(report, sys.stdout)
        sys.stdout.write("\n")
    else:
        _print_table(report, list(options.values()))
    return FAILED if report["failures"] else 0


def tournament(
    plan: Plan,
    seats: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 1,
    strengths: Sequence[str] = (),
) -> dict[str, Any]:
    """Play the games and return the report ``--json`` prints (``strengths``: their order in
    it, the game's weakest first; left empty, the order they first sat in)."""
    tasks = schedule(seats, games, seed)
    totals = Totals()
    progress = Progress(len(tasks), sys.stderr)
    started = time.perf_counter()
    for done, (task, result) in enumerate(
        zip(tasks, results(tasks, plan, jobs), strict=True), start=1
    ):
        totals.add(task, result)
        progress.update(done)
    progress.close()
    seconds = time.perf_counter() - started
    order = [s for s in strengths if s in totals.tallies] or list(totals.tallies)
    return {
        "games": totals.games,
        "deals": len(tasks) // len(seats),
        "seats": list(seats),
        **plan.options,  # Rondo's "language"
        "seed": seed,
        "seconds": seconds,
        "games_per_second": totals.games / seconds if seconds > 0 else 0.0,
        "interval": "wilson",
        "strengths": {s: totals.tallies[s].summary() for s in order},
        "failures": [_failure_record(task, failure) for task, failure in totals.failures],
    }


def _failure_record(task: Task, failure: Failure) -> dict[str, Any]:
    return {
        "seed": failure.seed,
        "seats": list(task.strengths),
        "action_number": failure.action_number,
        "action": failure.action,
        "message": failure.message,
    }


def _failure_line(failure: dict[str, Any]) -> str:
    return (
        f"rondo-desktop simulate: game with seed {failure['seed']} (seats "
        f"{','.join(failure['seats'])}) broke at action {failure['action_number']} "
        f"({failure['action']}): {failure['message']}"
    )


def _print_table(report: dict[str, Any], options: Sequence[str]) -> None:
    chosen = "".join(f", {value}" for value in options)
    print(
        f"{report['games']} games ({report['deals']} deals x {len(report['seats'])} seatings), "
        f"seats {','.join(report['seats'])}{chosen}, seed {report['seed']}"
    )
    print(
        f"{'strength':<10}{'games':>7}{'wins':>9}{'win rate':>10}  {'95% CI (Wilson)':<17}"
        f"{'mean score':>11}{'pts/turn':>10}{'ms/move':>9}"
    )
    for name, s in report["strengths"].items():
        low, high = s["ci95"]
        print(
            f"{name:<10}{s['games']:>7}{s['wins']:>9.1f}{100 * s['win_rate']:>9.1f}%  "
            f"{100 * low:>5.1f}% – {100 * high:>5.1f}%  {s['mean_score']:>10.1f}"
            f"{s['points_per_turn']:>10.2f}{s['ms_per_move']:>9.1f}"
        )
    print(f"{report['games_per_second']:.2f} games per second ({report['seconds']:.1f} s)")
