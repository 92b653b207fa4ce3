"""The statistics' data: the best word's cards as played, older files, every person counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rondo_desktop.app.stats import SCHEMA_VERSION, StatsStore
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.stats import RondoEntry, RondoStats
from rondo_desktop.games.stats import Record

# A stats.json exactly as 0.1.0 wrote it (schema 1): no card information for the best word.
OLD_FILE = {
    "schema_version": 1,
    "by_opponent": {
        "beginner": {"played": 0, "won": 0},
        "medium": {"played": 7, "won": 4},
        "hard": {"played": 3, "won": 1},
        "expert": {"played": 1, "won": 0},
        "person": {"played": 2, "won": 1},
    },
    "games_played": 11,
    "games_won": 5,
    "best_word": "BLUDGEONS",
    "best_word_points": 41,
    "best_score": 187,
}
# BLUDGEONS with the joker standing for G (worth -3, not 5): 23 for the cards, 18 bonus.
CARDS, VALUES = "BLUDgEONS", [5, 4, 3, 4, -3, 1, 1, 2, 6]


def write(folder: Path, data: dict) -> None:
    (folder / "stats.json").write_text(json.dumps(data), encoding="utf-8")


def test_a_file_older_versions_wrote_reads_with_every_value_kept(tmp_path: Path) -> None:
    write(tmp_path, OLD_FILE)
    stats = StatsStore(tmp_path).load()
    assert stats.by_opponent["medium"] == Record(7, 4)
    assert stats.by_opponent["person"] == Record(2, 1)
    assert (stats.games_played, stats.games_won, stats.best_score) == (11, 5, 187)
    assert (stats.best_word, stats.best_word_points) == ("BLUDGEONS", 41)
    assert stats.best_word_cards is None and stats.best_word_values == ()  # shown as before
    # Saved again by this version, nothing is lost: it is Rondo's section now.
    StatsStore(tmp_path).save(stats)
    again = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))
    assert again["schema_version"] == SCHEMA_VERSION == 3
    section = again["games"][NAME]
    assert {k: section[k] for k in OLD_FILE if k != "schema_version"} == {
        k: v for k, v in OLD_FILE.items() if k != "schema_version"
    }
    assert StatsStore(tmp_path).load() == stats


def test_the_best_word_is_kept_with_its_cards_as_played(tmp_path: Path) -> None:
    store = StatsStore(tmp_path)
    stats = store.record_games(
        [
            RondoEntry(
                ("medium",),
                True,
                120,
                "BLUDGEONS",
                41,
                best_word_cards=CARDS,
                best_word_values=tuple(VALUES),
            )
        ]
    )
    assert (stats.best_word_cards, stats.best_word_values) == (CARDS, tuple(VALUES))
    data = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["games"][NAME]
    assert data["best_word_cards"] == "BLUDgEONS" and data["best_word_values"] == VALUES
    assert StatsStore(tmp_path).load() == stats
    # A better word from an older caller without cards replaces the cards too.
    stats = store.record_game(RondoEntry(("hard",), False, 3, "QUARZ", 50))
    assert (stats.best_word, stats.best_word_cards, stats.best_word_values) == ("QUARZ", None, ())


@pytest.mark.parametrize(
    ("cards", "values"),
    [
        ("BLUDgEONX", VALUES),  # the cards spell another word
        ("BLUDgEONS", VALUES[:-1]),  # a value missing
        ("BLUDgEONS", [*VALUES[:-1], "6"]),  # not a number
        ("BLUDgEONS", [*VALUES[:-1], 60]),  # more than the points: a negative bonus
        ("BLU-gEONS", VALUES),  # not a holder
        ("BLUDgEONS", "523"),
        (["B"], VALUES),
    ],
)
def test_card_information_that_does_not_fit_the_word_is_dropped(
    tmp_path: Path, cards: object, values: object
) -> None:
    write(tmp_path, {**OLD_FILE, "best_word_cards": cards, "best_word_values": values})
    stats = StatsStore(tmp_path).load()
    assert (stats.best_word, stats.best_word_points) == ("BLUDGEONS", 41)  # the word stays
    assert stats.best_word_cards is None and stats.best_word_values == ()


def test_every_person_at_the_table_is_counted_in_one_write(tmp_path: Path) -> None:
    # Two people and a hard computer: the second person's MORCHELN is the best word.
    morcheln = (5, 3, 2, 7, 5, 1, 5, 2)
    entries = [
        RondoEntry(("person", "hard"), False, 95, "HAUS", 12, "HAUS", (5, 2, 2, 3)),
        RondoEntry(("person", "hard"), True, 140, "MORCHELN", 40, "MORCHELN", morcheln),
    ]
    stats = StatsStore(tmp_path).record_games(entries)
    assert (stats.games_played, stats.games_won) == (2, 1)
    assert stats.by_opponent["person"] == Record(2, 1)
    assert stats.by_opponent["hard"] == Record(2, 1)
    assert (stats.best_word, stats.best_word_points, stats.best_score) == ("MORCHELN", 40, 140)
    assert StatsStore(tmp_path).load() == stats


def test_a_game_without_a_person_adds_nothing(tmp_path: Path) -> None:
    write(tmp_path, OLD_FILE)
    assert StatsStore(tmp_path).record_games([]) == RondoStats.from_json(OLD_FILE)
