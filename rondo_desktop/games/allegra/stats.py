"""Allegra's statistics: games and wins per opponent strength (and people), the best round
(the lowest round score, doubling included) and the best game (the lowest total), and over
all games the rounds the person closed, how many of those were doubled, and the triples that
left their grid.

Allegra is won low, so "best" is the lowest number, unlike the shared keeper's best score (the
highest); this keeper keeps its own. :func:`game_entry` turns a finished
:class:`~rondo_desktop.games.allegra.engine.game.Game` into one person's entry, so the table
only says who sat where. This module stays light (no pygame, no players): the app loads it to
read ``stats.json``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from rondo_desktop.app.storage import bounded_int
from rondo_desktop.games.allegra.engine.events import RoundScored, TripleRemoved
from rondo_desktop.games.stats import (
    MAX_COUNT,
    PERSON,
    BasicStats,
    Breakdown,
    Figure,
    GameEntry,
    Panel,
    Rate,
    Record,
    StatsView,
    basic_view,
    read_counts,
)

if TYPE_CHECKING:
    from rondo_desktop.games.allegra.engine.game import Game

# Far beyond any real score, yet a bound: 15 cards of 11 doubled is 330 a round.
ROUND_LIMIT = 1000
TOTAL_LIMIT = 3 * ROUND_LIMIT


@dataclass(frozen=True)
class AllegraEntry(GameEntry):
    """One person's finished game: ``score`` is their total, ``best_round`` their lowest
    round score (as scored: a doubled round counts doubled)."""

    best_round: int | None = None
    closed: int = 0  # rounds this person closed
    doubled: int = 0  # ... and was doubled for
    triples: int = 0  # triples that took cards from this person's grid


COUNTS = ("closed", "doubled", "triples")  # summed over games, in the panel's order


@dataclass(frozen=True)
class AllegraStats(BasicStats):
    by_opponent: dict[str, Record] = field(default_factory=dict)
    best_round: int | None = None  # the lowest round score; None until a game has counted
    closed: int = 0
    doubled: int = 0
    triples: int = 0

    def to_json(self) -> dict[str, Any]:
        counts = {name: getattr(self, name) for name in COUNTS}
        return {**super().to_json(), "best_round": self.best_round, **counts}

    def with_entry(self, entry: GameEntry) -> AllegraStats:
        if not -TOTAL_LIMIT <= entry.score <= TOTAL_LIMIT:
            raise ValueError(f"no Allegra game ends with a total of {entry.score}")
        counted: AllegraStats = super().with_entry(entry)
        # The shared keeper keeps the highest score; Allegra's best total is its lowest.
        lowest = entry.score if self.best_score is None else min(self.best_score, entry.score)
        best_round = self.best_round
        if isinstance(entry, AllegraEntry) and entry.best_round is not None:
            if not -ROUND_LIMIT <= entry.best_round <= ROUND_LIMIT:
                raise ValueError(f"no Allegra round scores {entry.best_round}")
            best_round = (
                entry.best_round if best_round is None else min(best_round, entry.best_round)
            )
        counts = {}
        if isinstance(entry, AllegraEntry):
            if not 0 <= entry.doubled <= entry.closed or min(entry.closed, entry.triples) < 0:
                raise ValueError("an Allegra game cannot count these rounds")
            counts = {
                name: min(MAX_COUNT, getattr(self, name) + getattr(entry, name)) for name in COUNTS
            }
        return replace(counted, best_score=lowest, best_round=best_round, **counts)


def read_stats(data: Mapping[str, Any], kinds: Sequence[str]) -> AllegraStats:
    """Field by field: what is invalid (or impossible) falls back to its default, the rest
    is kept; nothing but zeros is kept without a game counted."""
    counts = read_counts(data, kinds)
    played = counts["games_played"]
    best_total = bounded_int(data.get("best_score"), -TOTAL_LIMIT, TOTAL_LIMIT)
    best_round = bounded_int(data.get("best_round"), -ROUND_LIMIT, ROUND_LIMIT)
    closed, doubled, triples = (
        (bounded_int(data.get(name), 0, MAX_COUNT) or 0) if played else 0 for name in COUNTS
    )
    return AllegraStats(
        **{**counts, "best_score": best_total if played else None},
        best_round=best_round if played else None,
        closed=closed,
        doubled=min(doubled, closed),  # a round doubled is a round closed
        triples=triples,
    )


def game_entry(game: Game, seat: int, opponents: Sequence[str]) -> AllegraEntry:
    """What a finished game counts for the person at ``seat``: a win when they are among
    the lowest totals (shared wins count), their total and their lowest round score.
    ``opponents`` are the other seats' kinds (a strength or "person")."""
    if not game.is_over:
        raise ValueError("only a finished game counts in the statistics")
    totals = list(game.totals)
    rounds = [scores[seat] for scores in game.round_scores]
    closed = doubled = triples = 0
    for event in game.log:
        if isinstance(event, RoundScored) and event.closer == seat:
            closed += 1
            doubled += int(event.doubled[seat])
        elif isinstance(event, TripleRemoved) and any(cell[0] == seat for cell in event.cells):
            triples += 1
    return AllegraEntry(
        opponents=tuple(opponents),
        won=totals[seat] == min(totals),
        score=totals[seat],
        best_round=min(rounds) if rounds else None,
        closed=closed,
        doubled=doubled,
        triples=triples,
    )


def signed(number: int) -> str:
    """A score as the screen writes it, a true minus sign before a negative one."""
    return f"\N{MINUS SIGN}{-number}" if number < 0 else str(number)


class AllegraStatsKeeper:
    """Allegra's section of ``stats.json`` (see :mod:`rondo_desktop.games.stats`)."""

    def __init__(self, strengths: Sequence[str]) -> None:
        self.kinds: tuple[str, ...] = (*strengths, PERSON)

    def empty(self) -> AllegraStats:
        return AllegraStats({kind: Record() for kind in self.kinds})

    def read(self, data: Mapping[str, Any]) -> AllegraStats:
        return read_stats(data, self.kinds)

    def write(self, section: AllegraStats) -> dict[str, Any]:
        return section.to_json()

    def record(self, section: AllegraStats, entry: GameEntry) -> AllegraStats:
        return section.with_entry(entry)

    def view(self, section: AllegraStats, language: str) -> StatsView:
        """The games by opponent; the best round beside the rounds closed, doubled and the
        triples; the best (lowest) total; the games won."""
        basic = basic_view(section, self.kinds)
        played = section.games_played
        best_round = section.best_round
        best_total = section.best_score
        parts = tuple((f"stats.allegra.{name}", getattr(section, name)) for name in COUNTS)
        if best_round is not None:  # a column like the counts: not one figure they seem to explain
            parts = (("stats.allegra.best_round", best_round), *parts)
        return replace(
            basic,
            panels=(
                Panel(
                    "best_word",
                    "stats.allegra.rounds_panel",
                    Breakdown(None, parts) if played else None,
                ),
                Panel(
                    "best_score",
                    "stats.allegra.best_total",
                    None if best_total is None or not played else Figure(signed(best_total)),
                ),
                Panel(
                    "totals", "stats.win_rate", Rate(section.games_won, played) if played else None
                ),
            ),
        )
