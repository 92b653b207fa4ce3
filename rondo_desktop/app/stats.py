"""The player's statistics across games, stored as ``stats.json`` next to the settings.

The table calls ``StatsStore.record_game`` once per finished game. A game counts once for
each opponent strength that sat at the table (a game against a hard and a medium computer
counts for both), so "won against expert" means what a player expects it to mean.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rondo_desktop.app.storage import (
    bounded_int,
    is_newer_schema,
    load_json_object,
    loses_data,
    repair_in_place,
    write_json_atomic,
)

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
STATS_FILE = "stats.json"
OPPONENT_KINDS: tuple[str, ...] = ("beginner", "medium", "hard", "expert", "person")
_MAX_COUNT = 10**9
_MAX_WORD = 32


@dataclass(frozen=True)
class Record:
    played: int = 0
    won: int = 0


@dataclass(frozen=True)
class Stats:
    by_opponent: dict[str, Record] = field(
        default_factory=lambda: {kind: Record() for kind in OPPONENT_KINDS}
    )
    games_played: int = 0
    games_won: int = 0
    best_word: str | None = None
    best_word_points: int = 0
    best_score: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": SCHEMA_VERSION,
            "by_opponent": {
                kind: {"played": rec.played, "won": rec.won}
                for kind, rec in self.by_opponent.items()
            },
            "games_played": self.games_played,
            "games_won": self.games_won,
            "best_word": self.best_word,
            "best_word_points": self.best_word_points,
            "best_score": self.best_score,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Stats:
        """Field by field: what is invalid falls back to its default, the rest is kept."""
        by_opponent = {kind: Record() for kind in OPPONENT_KINDS}
        raw_by = data.get("by_opponent")
        if isinstance(raw_by, dict):
            for kind in OPPONENT_KINDS:
                raw = raw_by.get(kind)
                if not isinstance(raw, dict):
                    continue
                played = bounded_int(raw.get("played"), 0, _MAX_COUNT)
                won = bounded_int(raw.get("won"), 0, _MAX_COUNT)
                if played is not None and won is not None and won <= played:
                    by_opponent[kind] = Record(played, won)
        played = bounded_int(data.get("games_played"), 0, _MAX_COUNT) or 0
        won = bounded_int(data.get("games_won"), 0, _MAX_COUNT) or 0
        best_word = data.get("best_word")
        if not (isinstance(best_word, str) and best_word.isalpha() and len(best_word) <= _MAX_WORD):
            best_word = None
        best_points = bounded_int(data.get("best_word_points"), -_MAX_COUNT, _MAX_COUNT) or 0
        best_score = bounded_int(data.get("best_score"), -_MAX_COUNT, _MAX_COUNT)
        return cls(
            by_opponent,
            played,
            min(won, played),
            best_word.upper() if best_word else None,
            best_points if best_word else 0,
            best_score if played else None,
        )

    def with_game(
        self,
        *,
        opponents: Iterable[str],
        won: bool,
        score: int,
        best_word: str | None = None,
        best_word_points: int = 0,
    ) -> Stats:
        """These statistics after one more finished game."""
        by_opponent = dict(self.by_opponent)
        for kind in set(opponents):
            if kind not in by_opponent:
                raise ValueError(f"unknown opponent kind {kind!r}")
            rec = by_opponent[kind]
            by_opponent[kind] = Record(rec.played + 1, rec.won + int(won))
        stats = replace(
            self,
            by_opponent=by_opponent,
            games_played=self.games_played + 1,
            games_won=self.games_won + int(won),
            best_score=score if self.best_score is None else max(self.best_score, score),
        )
        if best_word and (stats.best_word is None or best_word_points > stats.best_word_points):
            stats = replace(stats, best_word=best_word.upper(), best_word_points=best_word_points)
        return stats


@dataclass
class StatsStore:
    data_dir: Path
    # Set by load() when the file's content was bad: where it went, for the player's notice.
    quarantined_to: Path | None = None
    # Set by load() when the file is there but could not be read: the statistics loaded are
    # zeros standing in for it, and save() must not replace the player's real record with them.
    unreadable: bool = False
    # Set by load() when the bad file could not be moved aside (a read-only folder).
    stuck: bool = False
    # Set by load() when the file was written by a newer version: zeros stand in for it, and
    # save() leaves it for that version to read again.
    newer: bool = False
    # Set by load() when invalid counts were repaired: the player's file as it was.
    original_kept: Path | None = None
    # Set when a repair was needed but no copy of the original could be made.
    _hands_off: bool = False

    @property
    def path(self) -> Path:
        return self.data_dir / STATS_FILE

    def load(self) -> Stats:
        result = load_json_object(self.path)
        self.quarantined_to, self.stuck = result.quarantined_to, result.stuck
        self.unreadable = result.unreadable
        self.newer, self.original_kept, self._hands_off = False, None, False
        if result.data is None:
            return Stats()
        version = result.data.get("schema_version")
        if is_newer_schema(version, SCHEMA_VERSION):
            log.warning("statistics: written by a newer version (%r); not using them", version)
            self.newer = True
            return Stats()
        stats = Stats.from_json(result.data)
        if loses_data(result.data, stats.to_json()):
            # Repaired once, with the original kept beside it: the next read is clean, so
            # opening the statistics again does not pile up copies.
            try:
                self.original_kept = repair_in_place(self.path, stats.to_json())
            except OSError as error:
                log.error(
                    "statistics: cannot keep a copy of %s, not repairing: %s", self.path, error
                )
                self._hands_off = True
        return stats

    def save(self, stats: Stats) -> None:
        if self.unreadable or self.newer or self._hands_off:
            # This game goes uncounted; that is better than the record of every earlier one.
            log.error("statistics not saved: %s is kept as it is", self.path)
            return
        try:
            write_json_atomic(self.path, stats.to_json())
        except OSError as error:
            log.error("cannot save statistics to %s: %s", self.path, error)

    def record_game(
        self,
        *,
        opponents: Iterable[str],
        won: bool,
        score: int,
        best_word: str | None = None,
        best_word_points: int = 0,
    ) -> Stats:
        """Add one finished game for the (human) player and save; returns the new totals.

        ``opponents`` lists the kinds of the other seats: a strength or ``"person"``.
        """
        stats = self.load().with_game(
            opponents=opponents,
            won=won,
            score=score,
            best_word=best_word,
            best_word_points=best_word_points,
        )
        self.save(stats)
        return stats
