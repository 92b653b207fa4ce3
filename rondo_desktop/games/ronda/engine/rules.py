"""The rule book's pure functions: runs, table validity, ronda/tringa pots, este, card points.

Nothing here holds state; the game, its players and the tests all ask these functions, so a
rule is written once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from rondo_desktop.games.ronda.engine.cards import RANKS, rank_index, rank_of, succ

RONDA = "ronda"
TRINGA = "tringa"
COMBO_VALUE = {RONDA: 1, TRINGA: 5}
ESTE_POINTS = {2: 1, 3: 5, 4: 10}  # the 2nd, 3rd and 4th card of a chain
MISSA_POINTS = 1
DEALER_LAST_CARD_POINTS = 5  # V-05


def capture_run(table_ranks: Collection[int], rank: int) -> list[int]:
    """R-27/R-28: the ranks a card of ``rank`` takes: its match and the unbroken run above.

    Empty when the table has no card of ``rank`` (the played card then lies on the table).
    """
    taken: list[int] = []
    current: int | None = rank
    while current is not None and current in table_ranks:
        taken.append(current)
        current = succ(current)
    return taken


def is_four_run(ranks: Collection[int]) -> bool:
    """R-10(b): four ranks that make one unbroken run under R-03 (6 7 10 11 does)."""
    if len(ranks) != 4:
        return False
    low = min(ranks, key=rank_index)
    return capture_run(ranks, low) == sorted(ranks, key=rank_index)


def table_is_valid(cards: Sequence[str]) -> bool:
    """R-10: the four opening cards have four different ranks and are no 4-run."""
    ranks = [rank_of(c) for c in cards]
    return len(set(ranks)) == len(ranks) and not is_four_run(set(ranks))


@dataclass(frozen=True)
class Holding:
    """What one seat holds in a batch: its combinations (a 4-card V-02 hand may hold two)."""

    seat: int
    combos: tuple[tuple[str, int], ...]  # (kind, rank), best first

    @property
    def value(self) -> int:
        return sum(COMBO_VALUE[kind] for kind, _ in self.combos)

    @property
    def kind(self) -> str:
        return self.combos[0][0]


def holding(seat: int, cards: Iterable[str], aces_high: bool = False) -> Holding | None:
    """R-16: the ronda (pair) or tringa (three) among a seat's new cards; None if neither.

    Four of a kind (possible only with V-02's four cards) counts as two rondas (V-02); the
    V-02 deal is redealt before it can score, so this only matters to direct callers.
    """
    combos: list[tuple[str, int]] = []
    for rank, count in Counter(rank_of(c) for c in cards).items():
        if count == 2:
            combos.append((RONDA, rank))
        elif count == 3:
            combos.append((TRINGA, rank))
        elif count == 4:
            combos += [(RONDA, rank), (RONDA, rank)]
    if not combos:
        return None
    combos.sort(key=lambda combo: combo_key(combo, aces_high), reverse=True)
    return Holding(seat, tuple(combos))


def combo_key(combo: tuple[str, int], aces_high: bool = False) -> tuple[int, int]:
    """R-18: any tringa beats any ronda, then the higher rank (12 high; V-03: 1 high)."""
    kind, rank = combo
    order = rank_index(rank)
    if aces_high and rank == RANKS[0]:
        order = len(RANKS)
    return (COMBO_VALUE[kind], order)


def combo_winners(
    holdings: Sequence[Holding], aces_high: bool = False, lowest_wins: bool = False
) -> list[Holding]:
    """R-18/R-21: the best holdings of a batch (two when equal rondas tie).

    ``lowest_wins`` is V-03's house rule for when every player holds a ronda.
    """
    keys = [combo_key(h.combos[0], aces_high) for h in holdings]
    best = min(keys) if lowest_wins else max(keys)
    return [h for h, key in zip(holdings, keys, strict=True) if key == best]


def pot_shares(pot: int, winners: Sequence[Holding], side_of: dict[int, int]) -> dict[int, int]:
    """R-20..R-22: each side's share of the pot.

    One winner, or tied winners all of one side (R-22), take it all; tied winners of
    different sides share it, each share rounded down (R-21).
    """
    sides = {side_of[h.seat] for h in winners}
    if len(sides) == 1:
        return {sides.pop(): pot}
    shares: dict[int, int] = {}
    for h in winners:
        side = side_of[h.seat]
        shares[side] = shares.get(side, 0) + pot // len(winners)
    return shares


def este_points(link: int, seats: int, chain_four_only: bool = False) -> int:
    """R-34: 1, 5, 10 for the 2nd, 3rd, 4th card; V-08 stops at the 1 below 4 players.

    [DECISION] V-08 ("este chain only at 4 players") keeps the first este at 2 and 3
    players and drops only the 5 and 10 of the longer chain (ambiguity A2 is about those).
    """
    if chain_four_only and seats < 4 and link > 2:
        return 0
    return ESTE_POINTS.get(link, 0)


def card_points(pile: int, threshold: int = 20) -> int:
    """R-45: each card beyond 20 (V-01: 13) scores one."""
    return max(0, pile - threshold)


def match_winner(totals: Sequence[int], target: int) -> int | None:
    """R-49/R-50: after a hand, the side alone on the highest total, if that is at least
    the target; None while nobody has it or the leaders are level (another hand)."""
    best = max(totals)
    if best >= target and list(totals).count(best) == 1:
        return list(totals).index(best)
    return None
