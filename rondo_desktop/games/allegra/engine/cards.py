"""Allegra's 120 cards (G-01, G-02): a card is its value, a plain int from -1 to 11.

The per-value counts are published nowhere; ``DECK_COUNTS`` is the project's distribution
[DECISION, G-02], the one constant every module (the engine, the players' beliefs) reads, so
the real figures can replace it in one place.
"""

from __future__ import annotations

DECK_COUNTS: dict[int, int] = {
    -1: 5,
    0: 7,
    1: 8,
    2: 10,
    3: 11,
    4: 12,
    5: 14,
    6: 12,
    7: 11,
    8: 10,
    9: 8,
    10: 7,
    11: 5,
}
VALUES: tuple[int, ...] = tuple(sorted(DECK_COUNTS))  # G-01: -1..11
LOWEST, HIGHEST = VALUES[0], VALUES[-1]
DECK_SIZE = sum(DECK_COUNTS.values())  # 120
MEAN = sum(value * count for value, count in DECK_COUNTS.items()) / DECK_SIZE  # 5.0


def deck() -> list[int]:
    """Every card once, lowest first: the fixed order a seeded shuffle starts from."""
    return [value for value in VALUES for _ in range(DECK_COUNTS[value])]


def is_card(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in DECK_COUNTS
