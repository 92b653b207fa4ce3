"""Rondo's statistics: games and wins per opponent strength, the best score and the best word.

The best word is kept with its cards as they lay in the holder after the play, in the rule
book's holder notation (a joker as the lowercase letter it stood for, a visible delete card as
``-``), and each card's value then: the statistics screen shows them adding up to the points
(the rest is the bonus), whatever a later deck is worth. A best word of 0.1.0's files (schema 1)
has no cards and shows as letter cards of the interface language's deck.

This module stays light (no players, no word lists): the app loads it to read ``stats.json``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from rondo_desktop.app.storage import bounded_int
from rondo_desktop.games.rondo.engine.cards import DELETE, load_deck
from rondo_desktop.games.rondo.engine.errors import DeckError, NotationError
from rondo_desktop.games.rondo.engine.holder import Holder
from rondo_desktop.games.stats import (
    MAX_COUNT,
    PERSON,
    BasicStats,
    Breakdown,
    Face,
    Figure,
    GameEntry,
    Panel,
    Record,
    StatsView,
    Word,
    basic_view,
    read_counts,
)

# The computer strengths (players.STRENGTHS; a test checks they agree) and people.
OPPONENT_KINDS: tuple[str, ...] = ("beginner", "medium", "hard", "expert", PERSON)
_MAX_WORD = 32
_MAX_CARD_VALUE = 1000


@dataclass(frozen=True)
class RondoEntry(GameEntry):
    """A person's finished game of Rondo: with their best word, its cards and their values."""

    best_word: str | None = None
    best_word_points: int = 0
    best_word_cards: str | None = None  # holder notation, e.g. BLUDGEoNS
    best_word_values: tuple[int, ...] = ()
    hints: int = 0  # the Hint button's, and the coaching notes when coaching was on
    coached: bool = False  # coaching while playing was on for this person's moves


@dataclass(frozen=True)
class RondoStats(BasicStats):
    by_opponent: dict[str, Record] = field(
        default_factory=lambda: {kind: Record() for kind in OPPONENT_KINDS}
    )
    best_word: str | None = None
    best_word_points: int = 0
    # None and () for a best word from schema 1, which kept no cards.
    best_word_cards: str | None = None
    best_word_values: tuple[int, ...] = ()
    # Hints taken (the Hint button, coaching notes) and games coached while playing; files
    # from before coaching have neither and read as 0.
    hints: int = 0
    coached_games: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            **super().to_json(),
            "best_word": self.best_word,
            "best_word_points": self.best_word_points,
            "best_word_cards": self.best_word_cards,
            "best_word_values": list(self.best_word_values),
            "hints": self.hints,
            "coached_games": self.coached_games,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RondoStats:
        """Field by field: what is invalid falls back to its default, the rest is kept."""
        best_word = data.get("best_word")
        if not (isinstance(best_word, str) and best_word.isalpha() and len(best_word) <= _MAX_WORD):
            best_word = None
        word = best_word.upper() if best_word else None
        points = bounded_int(data.get("best_word_points"), -MAX_COUNT, MAX_COUNT) or 0
        cards, values = _played_cards(data, word, points)
        return cls(
            **read_counts(data, OPPONENT_KINDS),
            best_word=word,
            best_word_points=points if word else 0,
            best_word_cards=cards,
            best_word_values=values,
            hints=bounded_int(data.get("hints"), 0, MAX_COUNT) or 0,
            coached_games=bounded_int(data.get("coached_games"), 0, MAX_COUNT) or 0,
        )

    def with_entry(self, entry: GameEntry) -> RondoStats:
        stats: RondoStats = super().with_entry(entry)
        if not isinstance(entry, RondoEntry):
            return stats
        stats = replace(
            stats,
            hints=min(MAX_COUNT, stats.hints + max(0, entry.hints)),
            coached_games=min(MAX_COUNT, stats.coached_games + (1 if entry.coached else 0)),
        )
        if not entry.best_word:
            return stats
        if stats.best_word is None or entry.best_word_points > stats.best_word_points:
            stats = replace(
                stats,
                best_word=entry.best_word.upper(),
                best_word_points=entry.best_word_points,
                best_word_cards=entry.best_word_cards,
                best_word_values=tuple(entry.best_word_values) if entry.best_word_cards else (),
            )
        return stats


def _played_cards(
    data: Mapping[str, Any], word: str | None, points: int
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


def letter_value(letter: str, language: str) -> int:
    """A card's value in the deck of a language, falling back to the German deck."""
    for lang in (language, "de"):
        try:
            return load_deck(lang).value(letter)
        except (DeckError, KeyError, ValueError):
            continue
    return 0


def best_word_faces(stats: RondoStats, language: str) -> tuple[Face, ...]:
    """The best word's cards as played: jokers and delete cards with the values they had.

    A best word recorded before the cards were (schema 1) shows as letter cards.
    """
    assert stats.best_word is not None
    if not stats.best_word_cards:
        return tuple(Face("letter", c, letter_value(c, language)) for c in stats.best_word)
    faces = []
    for token, value in zip(stats.best_word_cards, stats.best_word_values, strict=True):
        if token == DELETE:
            faces.append(Face("delete", "", value))
        elif token.islower():
            faces.append(Face("joker", token.upper(), value))
        else:
            faces.append(Face("letter", token, value))
    return tuple(faces)


def _with_hints(view: StatsView, section: RondoStats) -> StatsView:
    """Beside the best score, the hints taken and the games coached while playing, once
    there are any (a player who never asked for help sees the panel as it always was)."""
    if not (section.hints or section.coached_games) or not section.games_played:
        return view
    parts = (("stats.rondo.hints", section.hints), ("stats.rondo.coached", section.coached_games))
    panels = tuple(
        replace(panel, body=Breakdown(panel.body.text, parts))
        if panel.slot == "best_score" and isinstance(panel.body, Figure)
        else panel
        for panel in view.panels
    )
    return replace(view, panels=panels)


class RondoStatsKeeper:
    """Rondo's section of ``stats.json`` (see :mod:`rondo_desktop.games.stats`)."""

    kinds = OPPONENT_KINDS

    def empty(self) -> RondoStats:
        return RondoStats()

    def read(self, data: Mapping[str, Any]) -> RondoStats:
        return RondoStats.from_json(data)

    def write(self, section: RondoStats) -> dict[str, Any]:
        return section.to_json()

    def record(self, section: RondoStats, entry: GameEntry) -> RondoStats:
        return section.with_entry(entry)

    def view(self, section: RondoStats, language: str) -> StatsView:
        basic = _with_hints(basic_view(section, OPPONENT_KINDS), section)
        word = None
        if section.best_word:
            value = sum(section.best_word_values) if section.best_word_cards else None
            faces = best_word_faces(section, language)
            word = Word(section.best_word, faces, section.best_word_points, value)
        return replace(basic, panels=(Panel("best_word", "stats.best_word", word), *basic.panels))
