"""The player's statistics across games, stored as ``stats.json`` next to the settings.

The file keeps one section per game under ``"games"`` (schema 3): ``{"schema_version": 3,
"games": {"rondo": {...}}}``; a store reads and writes its own game's section and keeps every
other section as it found it (also a game this version does not know). The flat file of 0.1.0
and 0.2.0 (schema 1 and 2) is Rondo's section, every value kept; it is written in the new shape
the next time a game is counted.

The table calls ``StatsStore.record_games`` once per finished game, with one entry for every
person at the table (friends taking turns at one screen each count their own game). A game
counts once for each opponent strength that sat at the table (a game against a hard and a
medium computer counts for both), so "won against expert" means what a player expects it to
mean.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
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
from rondo_desktop.games import DEFAULT_GAME
from rondo_desktop.games.rondo.engine import Holder, NotationError

log = logging.getLogger(__name__)

# 1: 0.1.0. 2: the best word's cards as played (best_word_cards, best_word_values); a schema 1
# file reads as before, its best word without cards. 3: one section per game under "games"; a
# schema 1 or 2 file is the section of LEGACY_GAME.
SCHEMA_VERSION = 3
GAMES = "games"
# The one game that versions 0.1.0 and 0.2.0 knew: their flat statistics are its.
LEGACY_GAME = DEFAULT_GAME
STATS_FILE = "stats.json"
OPPONENT_KINDS: tuple[str, ...] = ("beginner", "medium", "hard", "expert", "person")
_MAX_COUNT = 10**9
_MAX_WORD = 32
_MAX_CARD_VALUE = 1000


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
    # The best word's cards as they lay in the holder after the play, in the rule book's holder
    # notation (a joker as the lowercase letter it stood for, a visible delete card as -), and
    # each card's value then: the screen shows them adding up to the points (the rest is the
    # bonus), whatever a later deck is worth. None and () for a best word from schema 1.
    best_word_cards: str | None = None
    best_word_values: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The game's section of the file."""
        return {
            "by_opponent": {
                kind: {"played": rec.played, "won": rec.won}
                for kind, rec in self.by_opponent.items()
            },
            "games_played": self.games_played,
            "games_won": self.games_won,
            "best_word": self.best_word,
            "best_word_points": self.best_word_points,
            "best_score": self.best_score,
            "best_word_cards": self.best_word_cards,
            "best_word_values": list(self.best_word_values),
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
        cards, values = _played_cards(data, best_word.upper() if best_word else None, best_points)
        return cls(
            by_opponent,
            played,
            min(won, played),
            best_word.upper() if best_word else None,
            best_points if best_word else 0,
            best_score if played else None,
            best_word_cards=cards,
            best_word_values=values,
        )

    def with_game(
        self,
        *,
        opponents: Iterable[str],
        won: bool,
        score: int,
        best_word: str | None = None,
        best_word_points: int = 0,
        best_word_cards: str | None = None,
        best_word_values: Sequence[int] = (),
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
            stats = replace(
                stats,
                best_word=best_word.upper(),
                best_word_points=best_word_points,
                best_word_cards=best_word_cards,
                best_word_values=tuple(best_word_values) if best_word_cards else (),
            )
        return stats

    def with_entry(self, entry: GameEntry) -> Stats:
        return self.with_game(
            opponents=entry.opponents,
            won=entry.won,
            score=entry.score,
            best_word=entry.best_word,
            best_word_points=entry.best_word_points,
            best_word_cards=entry.best_word_cards,
            best_word_values=entry.best_word_values,
        )


@dataclass(frozen=True)
class GameEntry:
    """One person's finished game, as the statistics count it.

    ``opponents`` are the kinds of the other seats (a strength or ``"person"``); ``won`` is
    whether this person's seat has the highest final score, shared or not.
    """

    opponents: tuple[str, ...]
    won: bool
    score: int
    best_word: str | None = None
    best_word_points: int = 0
    best_word_cards: str | None = None  # holder notation, e.g. BLUDGEoNS
    best_word_values: tuple[int, ...] = ()


def _played_cards(
    data: dict[str, Any], word: str | None, points: int
) -> tuple[str | None, tuple[int, ...]]:
    """The best word's cards and values from a file, or none when they do not fit its word."""
    cards, values = data.get("best_word_cards"), data.get("best_word_values")
    if word is None or not isinstance(cards, str) or not isinstance(values, list):
        return None, ()
    try:
        holder = Holder.parse(cards)
    except NotationError:
        return None, ()
    numbers = [bounded_int(value, -_MAX_CARD_VALUE, _MAX_CARD_VALUE) for value in values]
    valid = [n for n in numbers if n is not None]
    # The cards must spell the word, one value each, and leave a bonus of 0 or more.
    if holder.word != word or len(valid) != len(cards) or sum(valid) > points:
        return None, ()
    return cards, tuple(valid)


def _sections(data: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """Each game's section of a file's content, and whether the file is the old flat one."""
    if GAMES not in data:
        flat = {key: value for key, value in data.items() if key != "schema_version"}
        return {LEGACY_GAME: flat}, True
    games = data[GAMES]
    if not isinstance(games, dict):
        return {}, False  # nothing to keep: the repair keeps the original beside it
    return {name: section for name, section in games.items() if isinstance(section, dict)}, False


@dataclass
class StatsStore:
    data_dir: Path
    # The game whose section this store reads and writes.
    game: str = DEFAULT_GAME
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
    # The other games' sections as load() found them, written back unchanged by save().
    _others: dict[str, Any] = field(default_factory=dict)
    _loaded: bool = False

    @property
    def path(self) -> Path:
        return self.data_dir / STATS_FILE

    def _file_json(self, stats: Stats) -> dict[str, Any]:
        games = {**self._others, self.game: stats.to_json()}
        return {"schema_version": SCHEMA_VERSION, GAMES: dict(sorted(games.items()))}

    def load(self) -> Stats:
        result = load_json_object(self.path)
        self.quarantined_to, self.stuck = result.quarantined_to, result.stuck
        self.unreadable = result.unreadable
        self.newer, self.original_kept, self._hands_off = False, None, False
        self._others, self._loaded = {}, True
        if result.data is None:
            return Stats()
        version = result.data.get("schema_version")
        if is_newer_schema(version, SCHEMA_VERSION):
            log.warning("statistics: written by a newer version (%r); not using them", version)
            self.newer = True
            return Stats()
        sections, flat = _sections(result.data)
        own = sections.pop(self.game, {})
        stats = Stats.from_json(own)
        self._others = sections
        if flat:
            # The old shape loses nothing by becoming a section: compare the section alone.
            legacy = Stats.from_json(result.data)
            damaged = loses_data(result.data, legacy.to_json())
        else:
            # This game's section is compared key by key, the rest of the file as a whole.
            outside = {key: value for key, value in result.data.items() if key != GAMES}
            damaged = (
                loses_data(own, stats.to_json())
                or loses_data(outside, {})
                or result.data[GAMES] != {**sections, **({self.game: own} if own else {})}
            )
        if damaged:
            # Repaired once, with the original kept beside it: the next read is clean, so
            # opening the statistics again does not pile up copies.
            try:
                self.original_kept = repair_in_place(self.path, self._file_json(stats))
            except OSError as error:
                log.error(
                    "statistics: cannot keep a copy of %s, not repairing: %s", self.path, error
                )
                self._hands_off = True
        return stats

    def save(self, stats: Stats) -> None:
        if not self._loaded:
            self.load()  # the other games' sections, and whether the file may be written
        if self.unreadable or self.newer or self._hands_off:
            # This game goes uncounted; that is better than the record of every earlier one.
            log.error("statistics not saved: %s is kept as it is", self.path)
            return
        try:
            write_json_atomic(self.path, self._file_json(stats))
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
        best_word_cards: str | None = None,
        best_word_values: Sequence[int] = (),
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
            best_word_cards=best_word_cards,
            best_word_values=best_word_values,
        )
        self.save(stats)
        return stats

    def record_games(self, entries: Iterable[GameEntry]) -> Stats:
        """Add one finished game for every person at the table, in one write; the new totals."""
        stats = self.load()
        for entry in entries:
            stats = stats.with_entry(entry)
        self.save(stats)
        return stats
