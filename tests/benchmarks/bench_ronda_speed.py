"""Ronda's computer players' speed: Medium v Medium whole matches per CPU second on one core,
and each strength's thinking time per move.

Run: ``uv run python tests/benchmarks/bench_ronda_speed.py [--matches 200] [--seed 2026]
[--think-matches 10]`` (a script, not collected by pytest). Matches are played in this one
process through the registry's spec, first as the generic simulate will (the invariants
checked after every card), then the engine and players alone. CPU time, not the wall clock:
on a machine shared with other jobs the wall clock understates one core. Goal: >= 50 Medium v
Medium matches per CPU second; every strength's slowest move within 1 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rondo_desktop import games

GOAL_MATCHES_PER_SECOND = 50.0
CAP_SECONDS = 1.0


def play_matches(
    strengths: list[str], matches: int, seed: int, checked: bool
) -> dict[str, list[float]]:
    """``matches`` matches of ``strengths`` (one a seat); returns each strength's move times."""
    spec = games.get("ronda")
    rng = random.Random(seed)
    times: dict[str, list[float]] = {s: [] for s in strengths}
    for _ in range(matches):
        state = spec.new_game(len(strengths), rng.getrandbits(48), spec.default_options())
        players = [spec.make_player(state, seat, s) for seat, s in enumerate(strengths)]
        while not state.is_over:
            seat = state.current_seat
            started = time.process_time()
            action = players[seat].choose(state.observation(seat))
            times[strengths[seat]].append(time.process_time() - started)
            state.apply(action, seat=seat)
            if checked:
                spec.check_invariants(state)
    return times


def rate(matches: int, seed: int, checked: bool) -> float:
    started = time.process_time()
    play_matches(["medium", "medium"], matches, seed, checked)
    return matches / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200, help="Medium v Medium matches")
    parser.add_argument("--think-matches", type=int, default=10, help="per strength")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    for checked in (True, False):
        per_second = rate(args.matches, args.seed, checked)
        verdict = "ok" if per_second >= GOAL_MATCHES_PER_SECOND else "BELOW GOAL"
        how = "invariants checked after every card" if checked else "engine and players alone"
        print(
            f"Medium v Medium, {args.matches} matches ({how}): "
            f"{per_second:.1f} matches per CPU second — {verdict}"
        )

    spec = games.get("ronda")
    for strength in spec.strengths:
        for seats in (2, 4):
            opponents = ["medium" if strength != "medium" else "beginner"]
            strengths = [strength if s % 2 == 0 else opponents[0] for s in range(seats)]
            times = play_matches(strengths, args.think_matches, args.seed, checked=False)
            ms = sorted(1000 * t for t in times[strength])
            verdict = "ok" if ms[-1] <= 1000 * CAP_SECONDS else "OVER THE CAP"
            print(
                f"{strength} at {seats} players, per move: median {statistics.median(ms):.2f} ms, "
                f"mean {statistics.fmean(ms):.2f} ms, p99 {ms[int(0.99 * (len(ms) - 1))]:.1f} ms, "
                f"max {ms[-1]:.1f} ms over {len(ms)} moves — {verdict}"
            )


if __name__ == "__main__":
    main()
