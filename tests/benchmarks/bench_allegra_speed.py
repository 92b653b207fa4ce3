"""Allegra's computer players' speed: Medium v Medium whole 3-round games per CPU second on
one core, and each strength's thinking time per move.

Run: ``uv run python tests/benchmarks/bench_allegra_speed.py [--games 100] [--seed 2026]
[--think-games 4]`` (a script, not collected by pytest). Games are played in this one
process through the registry's spec, first as ``simulate`` plays them (each choice checked
against the legal actions and the invariants checked after every action), then the engine and
players alone. CPU time, not the wall clock: on a machine shared with other jobs the wall
clock understates one core. Goal (issue 15): >= 20 Medium v Medium games per CPU second;
every strength's slowest move within 1 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rondo_desktop import games

GOAL_GAMES_PER_SECOND = 20.0
CAP_SECONDS = 1.0


def play_games(
    strengths: list[str], count: int, seed: int, checked: bool, timed: bool = True
) -> dict[str, list[float]]:
    """``count`` games of ``strengths`` (one a seat); returns each strength's move times
    (none unless ``timed``: reading the clock twice a move costs a few per cent)."""
    spec = games.get("allegra")
    rng = random.Random(seed)
    times: dict[str, list[float]] = {s: [] for s in strengths}
    for _ in range(count):
        state = spec.new_game(len(strengths), rng.getrandbits(48), spec.default_options())
        players = [spec.make_player(state, seat, s) for seat, s in enumerate(strengths)]
        while not state.is_over:
            seat = state.current_seat
            observation = state.observation(seat)
            if timed:
                started = time.process_time()
                action = players[seat].choose(observation)
                times[strengths[seat]].append(time.process_time() - started)
            else:
                action = players[seat].choose(observation)
            if checked and action not in spec.legal_actions(observation):
                raise AssertionError(f"seat {seat} chose an illegal {action}")
            state.apply(action, seat=seat)
            if checked:
                spec.check_invariants(state)
    return times


def rate(count: int, seed: int, checked: bool) -> float:
    started = time.process_time()
    play_games(["medium", "medium"], count, seed, checked, timed=False)
    return count / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="Medium v Medium games")
    parser.add_argument("--think-games", type=int, default=4, help="per strength and size")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    for checked in (True, False):
        per_second = rate(args.games, args.seed, checked)
        verdict = "ok" if per_second >= GOAL_GAMES_PER_SECOND else "BELOW GOAL"
        how = "legality and invariants checked" if checked else "engine and players alone"
        print(
            f"Medium v Medium, {args.games} whole 3-round games ({how}): "
            f"{per_second:.1f} games per CPU second — {verdict}"
        )

    spec = games.get("allegra")
    for strength in spec.strengths:
        for seats in (2, 4):
            other = "medium" if strength != "medium" else "beginner"
            strengths = [strength if s % 2 == 0 else other for s in range(seats)]
            times = play_games(strengths, args.think_games, args.seed, checked=False)
            ms = sorted(1000 * t for t in times[strength])
            verdict = "ok" if ms[-1] <= 1000 * CAP_SECONDS else "OVER THE CAP"
            print(
                f"{strength} at {seats} players, per move: median {statistics.median(ms):.2f} ms, "
                f"mean {statistics.fmean(ms):.2f} ms, p99 {ms[int(0.99 * (len(ms) - 1))]:.1f} ms, "
                f"max {ms[-1]:.1f} ms over {len(ms)} moves — {verdict}"
            )


if __name__ == "__main__":
    main()
