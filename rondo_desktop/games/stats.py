"""The statistics a game keeps, as the host stores and shows them: a contract without pygame.

A game declares a :class:`StatsKeeper` on its spec (``GameSpec.stats``): its empty section,
how to read its section of ``stats.json`` (value by value: what is invalid falls back to its
default, the rest is kept), how to write it, how one finished game counts into it, and what
the statistics screen shows of it (:class:`StatsView`: the table of games by opponent and the
record panels, every label a translation key). The host keeps each game's section under
``"games"`` in ``stats.json`` and never looks inside one.

:class:`BasicStatsKeeper` keeps what every game has: games and wins against each kind of
opponent (each computer strength, and people) and the best final score. A game that declares
no keeper of its own gets it; Rondo's adds its best word (``games/rondo/stats.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypeVar

from rondo_desktop.app.storage import bounded_int

# The opponent kind of another person at the table (the others are computer strengths).
PERSON = "person"
MAX_COUNT = 10**9


@dataclass(frozen=True)
class Record:
    played: int = 0
    won: int = 0


@dataclass(frozen=True)
class GameEntry:
    """One person's finished game, as the statistics count it.

    ``opponents`` are the kinds of the other seats (a strength or ``"person"``); ``won`` is
    whether this person's side came first, alone or shared. A game whose statistics keep more
    (Rondo's best word) hands its keeper a subclass with the extra fields.
    """

    opponents: tuple[str, ...]
    won: bool
    score: int


@dataclass(frozen=True)
class BasicStats:
    """Games and wins per opponent kind, all games, and the best final score."""

    by_opponent: dict[str, Record] = field(default_factory=dict)
    games_played: int = 0
    games_won: int = 0
    best_score: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The game's section of the file."""
        return {
            "by_opponent": {
                kind: {"played": rec.played, "won": rec.won}
                for kind, rec in self.by_opponent.items()
            },
            "games_played": self.games_played,
            "games_won": self.games_won,
            "best_score": self.best_score,
        }

    def with_entry(self, entry: GameEntry) -> Any:
        """These statistics (of this class) after one more finished game."""
        by_opponent = dict(self.by_opponent)
        for kind in set(entry.opponents):
            if kind not in by_opponent:
                raise ValueError(f"unknown opponent kind {kind!r}")
            rec = by_opponent[kind]
            by_opponent[kind] = Record(rec.played + 1, rec.won + int(entry.won))
        best = entry.score if self.best_score is None else max(self.best_score, entry.score)
        return replace(
            self,
            by_opponent=by_opponent,
            games_played=self.games_played + 1,
            games_won=self.games_won + int(entry.won),
            best_score=best,
        )


def read_counts(data: Mapping[str, Any], kinds: Sequence[str]) -> dict[str, Any]:
    """:class:`BasicStats`' fields from a section, each invalid one at its default."""
    by_opponent = {kind: Record() for kind in kinds}
    raw_by = data.get("by_opponent")
    if isinstance(raw_by, dict):
        for kind in kinds:
            raw = raw_by.get(kind)
            if not isinstance(raw, dict):
                continue
            played = bounded_int(raw.get("played"), 0, MAX_COUNT)
            won = bounded_int(raw.get("won"), 0, MAX_COUNT)
            if played is not None and won is not None and won <= played:
                by_opponent[kind] = Record(played, won)
    played = bounded_int(data.get("games_played"), 0, MAX_COUNT) or 0
    won = bounded_int(data.get("games_won"), 0, MAX_COUNT) or 0
    best_score = bounded_int(data.get("best_score"), -MAX_COUNT, MAX_COUNT)
    return {
        "by_opponent": by_opponent,
        "games_played": played,
        "games_won": min(won, played),
        "best_score": best_score if played else None,
    }


# -- what the statistics screen shows ------------------------------------------------------


@dataclass(frozen=True)
class TableRow:
    """A row of the table of games: a label's translation key and its games and wins."""

    label_key: str
    record: Record


@dataclass(frozen=True)
class Face:
    """A card as the screen draws it: ``kind`` is letter, joker or delete."""

    kind: str
    letter: str
    value: int


@dataclass(frozen=True)
class Figure:
    """A number shown large (the best score)."""

    text: str


@dataclass(frozen=True)
class Rate:
    """Games won of games played, shown as a percentage."""

    won: int
    played: int


@dataclass(frozen=True)
class Word:
    """A word as the cards it lay in and its points; ``value`` is the cards' sum when known
    (the rest of the points is the bonus)."""

    word: str
    faces: tuple[Face, ...]
    points: int
    value: int | None = None


@dataclass(frozen=True)
class Breakdown:
    """A figure shown large (None: none) beside what made it, each part a label's
    translation key and its number (Ronda's best hand by kind of points)."""

    figure: str | None
    parts: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Panel:
    """A record panel: the layout's rectangle, its heading's translation key and what it
    shows (None: nothing yet)."""

    slot: str
    heading_key: str
    body: Figure | Rate | Word | Breakdown | None


@dataclass(frozen=True)
class StatsView:
    rows: tuple[TableRow, ...]  # the last one is all games, drawn in bold under a line
    panels: tuple[Panel, ...]


def basic_view(stats: BasicStats, kinds: Sequence[str]) -> StatsView:
    """The table of games by opponent with all games last, the best score and the win rate."""
    rows = [TableRow(f"stats.opponent.{kind}", stats.by_opponent[kind]) for kind in kinds]
    rows.append(TableRow("stats.all_games", Record(stats.games_played, stats.games_won)))
    played = stats.games_played
    panels = (
        Panel("best_score", "stats.best_score", Figure(str(stats.best_score)) if played else None),
        Panel("totals", "stats.win_rate", Rate(stats.games_won, played) if played else None),
    )
    return StatsView(tuple(rows), panels)


SectionT = TypeVar("SectionT")
EntryT_contra = TypeVar("EntryT_contra", contravariant=True)


class StatsKeeper(Protocol[SectionT, EntryT_contra]):
    """How a game's section of ``stats.json`` is read, written, counted into and shown."""

    def empty(self) -> SectionT: ...

    def read(self, data: Mapping[str, Any]) -> SectionT:
        """The section as far as it is valid; what is not falls back to its default."""
        ...

    def write(self, section: SectionT) -> dict[str, Any]:
        """The section as JSON data; ``read`` of it gives the same section back."""
        ...

    def record(self, section: SectionT, entry: EntryT_contra) -> SectionT:
        """The section after one more finished game (ValueError for an impossible entry)."""
        ...

    def view(self, section: SectionT, language: str) -> StatsView:
        """What the statistics screen shows (``language``: the interface's, for card values)."""
        ...


class BasicStatsKeeper:
    """Games and wins per opponent kind and the best score, for a game with no keeper."""

    def __init__(self, strengths: Sequence[str]) -> None:
        self.kinds = (*strengths, PERSON)

    def empty(self) -> BasicStats:
        return BasicStats({kind: Record() for kind in self.kinds})

    def read(self, data: Mapping[str, Any]) -> BasicStats:
        return BasicStats(**read_counts(data, self.kinds))

    def write(self, section: BasicStats) -> dict[str, Any]:
        return section.to_json()

    def record(self, section: BasicStats, entry: GameEntry) -> BasicStats:
        recorded: BasicStats = section.with_entry(entry)
        return recorded

    def view(self, section: BasicStats, language: str) -> StatsView:
        return basic_view(section, self.kinds)
