"""The player's statistics across games, stored as ``stats.json`` next to the settings.

The file keeps one section per game under ``"games"`` (schema 3): ``{"schema_version": 3,
"games": {"rondo": {...}}}``. What a section holds is the game's business: its spec's
:class:`~rondo_desktop.games.stats.StatsKeeper` reads, repairs, counts into and describes it
(Rondo's games per strength, wins, best word and best score are ``games/rondo/stats.py``). A
store reads and writes its own game's section and keeps every other section as it found it
(also a game this version does not know). The flat file of 0.1.0 and 0.2.0 (schema 1 and 2) is
Rondo's section, every value kept; it is written in the new shape the next time a game is
counted.

The table calls ``StatsStore.record_games`` once per finished game, with one entry for every
person at the table (friends taking turns at one screen each count their own game). A game
counts once for each opponent strength that sat at the table (a game against a hard and a
medium computer counts for both), so "won against expert" means what a player expects it to
mean.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rondo_desktop.app.storage import GuardedFile, loses_data
from rondo_desktop.games import DEFAULT_GAME
from rondo_desktop.games.stats import StatsKeeper

log = logging.getLogger(__name__)

# 1: 0.1.0. 2: the best word's cards as played (best_word_cards, best_word_values); a schema 1
# file reads as before, its best word without cards. 3: one section per game under "games"; a
# schema 1 or 2 file is the section of LEGACY_GAME.
SCHEMA_VERSION = 3
GAMES = "games"
# The one game that versions 0.1.0 and 0.2.0 knew: their flat statistics are its.
LEGACY_GAME = DEFAULT_GAME
STATS_FILE = "stats.json"

AnyKeeper = StatsKeeper[Any, Any]


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
class StatsStore(GuardedFile):
    LABEL = "statistics"
    data_dir: Path
    # The game whose section this store reads and writes ...
    game: str = DEFAULT_GAME
    # ... and what its section holds: the registered game's keeper unless given.
    keeper: AnyKeeper | None = None
    # The other games' sections as load() found them, written back unchanged by save().
    _others: dict[str, Any] = field(default_factory=dict)
    _loaded: bool = False

    @property
    def path(self) -> Path:
        return self.data_dir / STATS_FILE

    @property
    def section_keeper(self) -> AnyKeeper:
        """The game's keeper, asked of the registry once."""
        if self.keeper is None:
            from rondo_desktop import games

            self.keeper = games.get(self.game).stats_keeper()
        return self.keeper

    def for_game(self, game: str, keeper: AnyKeeper | None = None) -> StatsStore:
        """A store of ``game``'s section of the same file."""
        return StatsStore(self.data_dir, game, keeper, read_only=self.read_only)

    def _file_json(self, stats: Any) -> dict[str, Any]:
        games = {**self._others, self.game: self.section_keeper.write(stats)}
        return {"schema_version": SCHEMA_VERSION, GAMES: dict(sorted(games.items()))}

    def load(self) -> Any:
        """This game's statistics (its keeper's section), repaired where they were invalid."""
        keeper = self.section_keeper
        data = self.read_document(SCHEMA_VERSION)
        self._others, self._loaded = {}, True
        if data is None:
            return keeper.empty()
        sections, flat = _sections(data)
        own = sections.pop(self.game, {})
        stats = keeper.read(own)
        self._others = sections
        if _damaged(data, own, keeper.write(stats), sections, flat, self.game):
            self.repair_document(self._file_json(stats))
        return stats

    def save(self, stats: Any) -> None:
        if not self._loaded:
            self.load()  # the other games' sections, and whether the file may be written
        if not self.may_write:
            # This game goes uncounted; that is better than the record of every earlier one.
            log.error("statistics not saved: %s is kept as it is", self.path)
            return
        self.write_document(self._file_json(stats))

    def record_game(self, entry: Any) -> Any:
        """Add one finished game for the (human) player and save; returns the new totals."""
        return self.record_games([entry])

    def record_games(self, entries: Iterable[Any]) -> Any:
        """Add one finished game for every person at the table, in one write; the new totals.

        Each entry is the game's (a :class:`~rondo_desktop.games.stats.GameEntry` or its
        game's subclass); an opponent kind the game does not know raises ValueError.
        """
        keeper = self.section_keeper
        stats = self.load()
        for entry in entries:
            stats = keeper.record(stats, entry)
        self.save(stats)
        return stats


def _damaged(
    data: dict[str, Any],
    own: dict[str, Any],
    written: dict[str, Any],
    others: dict[str, Any],
    flat: bool,
    game: str,
) -> bool:
    """Whether writing the section read back would lose or change any value of the file."""
    if flat:
        # The old shape loses nothing by becoming a section: compare the section alone. It is
        # LEGACY_GAME's to repair; another game's store writes it back as it found it.
        return game == LEGACY_GAME and loses_data(data, written)
    # This game's section is compared key by key, the rest of the file as a whole.
    outside = {key: value for key, value in data.items() if key != GAMES}
    return (
        loses_data(own, written)
        or loses_data(outside, {})
        or data[GAMES] != {**others, **({game: own} if own else {})}
    )
