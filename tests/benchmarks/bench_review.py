"""Game review speed: a whole saved 2-seat game judged move by move, CPU time on one core.

    uv run python tests/benchmarks/bench_review.py [--games 10] [--seats 2] [--strength hard]

Each game is played to its end by two computer players of ``--strength`` from seeds 1, 2, ...
(so every run measures the same games), saved, and reviewed by ``review_game`` exactly as
``rondo-desktop review`` and the review scene do. The German word list, its word finder and
the leave values are loaded while the games are played, before the clock starts (the app has
them loaded when a game ends); a first review warms up uncounted. The goal: under 2 s a game.
"""

from __future__ import annotations

import argparse
import statistics
import time

from rondo_desktop.games import get
from rondo_desktop.games.rondo.engine.save import game_to_dict
from rondo_desktop.games.rondo.review import review_game

GOAL_SECONDS = 2.0


def played_game(seed: int, seats: int, strength: str) -> dict:
    spec = get("rondo")
    game = spec.new_game(seats, seed, {"language": "de"})
    players = [spec.make_player(game, seat, strength) for seat in range(seats)]
    while not game.is_over:
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)))
    return game_to_dict(game)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--strength", default="hard")
    args = parser.parse_args()

    saves = [played_game(seed, args.seats, args.strength) for seed in range(1, args.games + 1)]
    started = time.process_time()
    review_game(saves[0])
    loading = time.process_time() - started
    print(f"a first review to warm up (not counted): {loading:.2f} s CPU")
    seconds: list[float] = []
    for number, save in enumerate(saves, start=1):
        started = time.process_time()
        review = review_game(save)
        spent = time.process_time() - started
        seconds.append(spent)
        turns = max((t.turn for t in review.turns), default=0)
        print(
            f"game {number:>2}: {len(save['actions']):>3} actions, {turns:>2} turns, "
            f"{len(review.turns):>3} moves judged: {spent:.3f} s CPU"
        )
    print(
        f"{len(saves)} games of {args.seats} {args.strength} seats: median "
        f"{statistics.median(seconds):.3f} s, slowest {max(seconds):.3f} s a game "
        f"(goal under {GOAL_SECONDS:.0f} s)"
    )


if __name__ == "__main__":
    main()
