"""Allegra's engine speed: random v random whole 3-round games per CPU second, and the cost of
the calls the players make most (legal_actions, apply, observation, clone).

Run: ``uv run python tests/benchmarks/bench_allegra_engine.py [--games 200] [--seats 3]
[--seed 2026]`` (a script, not collected by pytest). CPU time on one core. The players'
goal is >= 20 Medium v Medium games per CPU second, so the engine's share must stay small.
"""

from __future__ import annotations

import argparse
import random
import time

from rondo_desktop.games.allegra.engine import AllegraOptions, Game


def random_games(games: int, seats: int, seed: int) -> tuple[float, int]:
    """Play ``games`` random games (a seat's observation built for every decision, as a
    player gets it); returns (CPU seconds, actions)."""
    rng = random.Random(seed)
    actions = 0
    started = time.process_time()
    for _ in range(games):
        game = Game(AllegraOptions(seats=seats, seed=rng.getrandbits(48)))
        while not game.is_over:
            game.observation(game.current_seat)
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    return time.process_time() - started, actions


def per_call(seats: int, seed: int, repeat: int = 2000) -> dict[str, float]:
    """Microseconds per call in a mid-game position."""
    rng = random.Random(seed)
    game = Game(AllegraOptions(seats=seats, seed=seed))
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    timings: dict[str, float] = {}
    calls = {
        "legal_actions": game.legal_actions,
        "observation": lambda: game.observation(game.current_seat),
        "clone": game.clone,
    }
    for name, call in calls.items():
        started = time.process_time()
        for _ in range(repeat):
            call()
        timings[name] = (time.process_time() - started) / repeat * 1e6
    started = time.process_time()
    for _ in range(repeat // 10):
        twin = game.clone()
        twin.apply(twin.legal_actions()[0])
    timings["clone+apply"] = (time.process_time() - started) / (repeat // 10) * 1e6
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    seconds, actions = random_games(args.games, args.seats, args.seed)
    print(
        f"random v random, {args.seats} seats: {args.games / seconds:.1f} games per CPU second "
        f"({actions / args.games:.0f} actions a game, {seconds / actions * 1e6:.1f} µs an action)"
    )
    for name, micros in per_call(args.seats, args.seed).items():
        print(f"{name:>14}: {micros:.1f} µs")


if __name__ == "__main__":
    main()
