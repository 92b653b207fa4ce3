"""Word finder speed on German positions: median and p99 per query, and the ratio against the
simplest correct approach (the word-by-word walk of ``rondo_desktop.games.rondo.engine.finder``).

    uv run python tests/benchmarks/bench_wordfinder.py [--positions 1000] [--reference 40]

Positions: holders of 3 to 9 slots showing a lexicon word (some letters as jokers, delete cards
at the ends), hands of 7 cards drawn from a shuffled German deck with at most 2 jokers and at
most 2 delete cards. Seeded, so every run measures the same positions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from rondo_desktop.games.rondo.engine import Holder, find_plays, load_deck
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.lexicons import load_lexicon


def positions(count: int, seed: int) -> list[tuple[Holder, list[str]]]:
    deck = load_deck("de")
    lexicon = load_lexicon("de")
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        slots = rng.randint(3, 9)
        length = rng.randint(3, slots)
        word = rng.choice(lexicon.words(length))
        tokens = "".join(c.lower() if rng.random() < 0.1 else c for c in word)
        left = rng.randint(0, slots - length)
        holder = Holder.parse("-" * left + tokens + "-" * (slots - length - left))
        cards = deck.cards()
        rng.shuffle(cards)
        hand = cards[:7]
        if Counter(hand)["?"] <= 2 and Counter(hand)["-"] <= 2:
            found.append((holder, hand))
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=1000)
    parser.add_argument("--reference", type=int, default=40, help="positions for the ratio")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    deck, lexicon = load_deck("de"), load_lexicon("de")
    started = time.perf_counter()
    finder = WordFinder(lexicon, deck)
    finder.warm_up()
    print(
        f"lexicon: {len(lexicon):,} German words; finder tables built in "
        f"{(time.perf_counter() - started) * 1000:.0f} ms"
    )

    cases = positions(args.positions, args.seed)
    times, counts = [], []
    for holder, hand in cases:
        begin = time.perf_counter()
        counts.append(len(finder.plays(holder, hand)))
        times.append((time.perf_counter() - begin) * 1000)
    print(
        f"word finder, {len(cases)} positions: median {statistics.median(times):.2f} ms, "
        f"p99 {percentile(times, 0.99):.2f} ms, max {max(times):.2f} ms "
        f"(goals: median <= 3 ms, p99 <= 15 ms)"
    )
    print(f"legal plays per position: median {statistics.median(counts):.0f}, max {max(counts)}")

    fast_total = reference_total = 0.0
    for holder, hand in cases[: args.reference]:
        begin = time.perf_counter()
        fast = finder.plays(holder, hand)
        fast_total += time.perf_counter() - begin
        begin = time.perf_counter()
        slow = find_plays(holder, hand, lexicon, deck)
        reference_total += time.perf_counter() - begin
        same = {(o.placements, o.score) for o in fast} == {(o.placements, o.score) for o in slow}
        assert same, f"finder and reference disagree on {holder} / {''.join(hand)}"
    print(
        f"simplest correct approach (word-by-word walk), {args.reference} positions: "
        f"{reference_total / args.reference * 1000:.0f} ms per position; the finder is "
        f"{reference_total / fast_total:.0f}x faster, with identical plays"
    )


if __name__ == "__main__":
    main()
