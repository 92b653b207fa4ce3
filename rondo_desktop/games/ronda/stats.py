"""Ronda's statistics: matches and wins per opponent strength (and people), the best hand
with its points by kind, and the most estes and missas one person scored in a match.

The best hand is the hand in which the person's side scored most (ronda and tringa pots,
este, missa, the cards beyond 20, V-05's dealer's card), kept as its points by kind so the
statistics screen shows what it was made of; its total is their sum, so a file can never
hold a total that disagrees with its parts.

:func:`match_entry` turns a finished :class:`~rondo_desktop.games.ronda.engine.Game` into one
person's entry, so the table only says who sat where. This module stays light (no pygame, no
players): the app loads it to read ``stats.json``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.storage import bounded_int
from rondo_desktop.games.ronda.engine.events import Este, HandScored, Missa
from rondo_desktop.games.stats import (
    MAX_COUNT,
    PERSON,
    BasicStats,
    Breakdown,
    GameEntry,
    Panel,
    Rate,
    Record,
    StatsView,
    basic_view,
    read_counts,
)

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.engine import Game

# The score pad's kinds (engine ``game.KINDS``; a test checks they agree), in pad order.
KINDS: tuple[str, ...] = ("ronda", "este", "missa", "cards", "dealer")
MAX_HAND_POINTS = 1000  # far above any hand (the best possible is well under 100)

Hand = tuple[tuple[str, int], ...]  # (kind, points) for the kinds that scored, in KINDS order


@dataclass(frozen=True)
class RondaEntry(GameEntry):
    """One person's finished match: its best hand by kind, its estes and missas."""

    best_hand: Hand | None = None
    estes: int = 0
    missas: int = 0


@dataclass(frozen=True)
class RondaStats(BasicStats):
    by_opponent: dict[str, Record] = field(default_factory=dict)
    best_hand: Hand | None = None  # None until a match has been counted
    most_estes: int = 0  # in one match
    most_missas: int = 0

    @property
    def best_hand_points(self) -> int | None:
        return None if self.best_hand is None else sum(points for _, points in self.best_hand)

    def to_json(self) -> dict[str, Any]:
        hand = None if self.best_hand is None else dict(self.best_hand)
        return {
            **super().to_json(),
            "best_hand": hand,
            "most_estes": self.most_estes,
            "most_missas": self.most_missas,
        }

    def with_entry(self, entry: GameEntry) -> RondaStats:
        stats: RondaStats = super().with_entry(entry)
        if not isinstance(entry, RondaEntry):
            return stats
        best = stats.best_hand
        if entry.best_hand is not None and (
            best is None or _points(entry.best_hand) > _points(best)
        ):
            best = normal_hand(entry.best_hand)
        return replace(
            stats,
            best_hand=best,
            most_estes=max(stats.most_estes, entry.estes),
            most_missas=max(stats.most_missas, entry.missas),
        )


def _points(hand: Hand) -> int:
    return sum(points for _, points in hand)


def normal_hand(parts: Mapping[str, object] | Sequence[tuple[str, object]]) -> Hand | None:
    """A hand's points by kind in pad order, the kinds without points left out; None when a
    kind is unknown or a number impossible (a bad file)."""
    items = parts.items() if isinstance(parts, Mapping) else parts
    points: dict[str, int] = {}
    for kind, value in items:
        number = bounded_int(value, 0, MAX_HAND_POINTS)
        if kind not in KINDS or number is None or kind in points:
            return None
        points[kind] = number
    return tuple((kind, points[kind]) for kind in KINDS if points.get(kind))


def read_stats(data: Mapping[str, Any], kinds: Sequence[str]) -> RondaStats:
    """Field by field: what is invalid falls back to its default, the rest is kept."""
    counts = read_counts(data, kinds)
    played = counts["games_played"]
    raw_hand = data.get("best_hand")
    hand = normal_hand(raw_hand) if isinstance(raw_hand, dict) and played else None
    return RondaStats(
        **counts,
        best_hand=hand,
        most_estes=(bounded_int(data.get("most_estes"), 0, MAX_COUNT) or 0) if played else 0,
        most_missas=(bounded_int(data.get("most_missas"), 0, MAX_COUNT) or 0) if played else 0,
    )


def match_entry(game: Game, seat: int, opponents: Sequence[str]) -> RondaEntry:
    """What a finished match counts for the person at ``seat``: a win when their side won;
    their side's total and best hand (the first of equal ones); the estes and missas they
    scored themselves. ``opponents`` are the other seats' kinds (a strength or "person")."""
    if not game.is_over:
        raise ValueError("only a finished match counts in the statistics")
    side = game.side_of(seat)
    best: Hand | None = None
    estes = missas = 0
    for event in game.log:
        if isinstance(event, HandScored):
            hand = normal_hand([(kind, pts[side]) for kind, pts in event.points.items()])
            if hand is not None and (best is None or _points(hand) > _points(best)):
                best = hand
        elif isinstance(event, Este) and event.seat == seat:
            estes += 1
        elif isinstance(event, Missa) and event.seat == seat:
            missas += 1
    return RondaEntry(
        opponents=tuple(opponents),
        won=game.winner == side,
        score=game.totals[side],
        best_hand=best,
        estes=estes,
        missas=missas,
    )


class RondaStatsKeeper:
    """Ronda's section of ``stats.json`` (see :mod:`rondo_desktop.games.stats`)."""

    def __init__(self, strengths: Sequence[str]) -> None:
        self.kinds: tuple[str, ...] = (*strengths, PERSON)

    def empty(self) -> RondaStats:
        return RondaStats({kind: Record() for kind in self.kinds})

    def read(self, data: Mapping[str, Any]) -> RondaStats:
        return read_stats(data, self.kinds)

    def write(self, section: RondaStats) -> dict[str, Any]:
        return section.to_json()

    def record(self, section: RondaStats, entry: GameEntry) -> RondaStats:
        return section.with_entry(entry)

    def view(self, section: RondaStats, language: str) -> StatsView:
        """The matches by opponent; the best hand by kind; the most estes and missas in a
        match; the matches won."""
        basic = basic_view(section, self.kinds)
        played = section.games_played
        hand = section.best_hand
        best = None
        if hand is not None:
            parts = tuple((f"stats.ronda.kind.{kind}", points) for kind, points in hand)
            best = Breakdown(str(_points(hand)), parts)
        most = (
            Breakdown(
                None,
                (
                    ("stats.ronda.estes", section.most_estes),
                    ("stats.ronda.missas", section.most_missas),
                ),
            )
            if played
            else None
        )
        return replace(
            basic,
            panels=(
                Panel("best_word", "stats.ronda.best_hand", best),
                Panel("best_score", "stats.ronda.most_in_match", most),
                Panel(
                    "totals", "stats.win_rate", Rate(section.games_won, played) if played else None
                ),
            ),
        )
