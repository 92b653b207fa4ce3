"""The soak test: thousands of whole computer games with the engine's invariants checked after
every action — all four strengths, 2 to 6 seats, all three languages.

    uv run python tests/benchmarks/soak.py [--games 10000] [--seed 1] [--jobs 2]

Each game draws its seat count, its strengths and its language from the seed, and is played by
``rondo_desktop.games.match.play_match`` through Rondo's spec, which checks after every action
that the choice was legal, all 110 cards are accounted for, the holder keeps its shape and every
score is the sum of its events.
Prints games, actions, failures (with the seed and the action that broke) and games per second. The
expert thinks with a small time budget here: the soak tests the rules, not the strength. CI
runs a sample in ``tests/test_soak.py``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rondo_desktop.games import get
from rondo_desktop.games.match import AnySpec, MatchResult, play_match
from rondo_desktop.games.rondo.players import (
    STRENGTHS,
    LeaveModel,
    Toolbox,
    load_leaves,
    make_player,
)

LANGUAGES = ("de", "en", "es")
EXPERT_BUDGET = 0.05  # seconds per move: enough to exercise its sampling, fast enough to soak


@dataclass(frozen=True)
class SoakGame:
    seed: int
    language: str
    strengths: tuple[str, ...]


def plan(games: int, seed: int) -> list[SoakGame]:
    rng = random.Random(seed)
    return [
        SoakGame(
            seed=rng.randrange(2**31),
            language=LANGUAGES[number % len(LANGUAGES)],
            strengths=tuple(rng.choice(STRENGTHS) for _ in range(rng.randint(2, 6))),
        )
        for number in range(games)
    ]


@cache
def _spec() -> AnySpec:
    return get("rondo")


@cache
def _tools(language: str) -> tuple[Toolbox, LeaveModel]:
    """One toolbox and leave model per language and process: too big to send with each game."""
    toolbox = Toolbox.load(language)
    return toolbox, load_leaves(language, toolbox.deck)


def play(game: SoakGame) -> tuple[SoakGame, MatchResult, int]:
    toolbox, leaves = _tools(game.language)
    players = [
        make_player(s, toolbox, leaves, seed=game.seed + seat, time_budget=EXPERT_BUDGET)
        for seat, s in enumerate(game.strengths)
    ]
    spec = _spec()
    state = spec.new_game(len(players), game.seed, {"language": game.language})
    result = play_match(spec, state, players, game.seed)
    return game, result, sum(result.decisions)


def soak(games: list[SoakGame], jobs: int) -> tuple[int, int, list[str]]:
    """Play every game; returns (games played, actions checked, failure lines)."""
    played = actions = 0
    failures: list[str] = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            outcomes = list(pool.map(play, games, chunksize=8))
    else:
        outcomes = [play(game) for game in games]
    for game, result, decisions in outcomes:
        played += 1
        actions += decisions
        if result.failure is not None:
            f = result.failure
            failures.append(
                f"seed {game.seed} ({game.language}, {','.join(game.strengths)}): action "
                f"{f.action_number} {f.action}: {f.message}"
            )
    return played, actions, failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    played, actions, failures = soak(plan(args.games, args.seed), args.jobs)
    seconds = time.perf_counter() - started
    for line in failures:
        print("FAILED", line)
    print(
        f"soak: {played:,} games, {actions:,} actions each followed by an invariant check, "
        f"{len(failures)} failures, {seconds:.0f} s ({played / seconds:.1f} games/s, "
        f"--jobs {args.jobs}, seed {args.seed})"
    )
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
