"""Allegra's statistics: games and wins per opponent, the best (lowest) round and total, read
back from any file without crashing, counted from real games, shown in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games import get
from rondo_desktop.games.allegra.engine import AllegraOptions, Game
from rondo_desktop.games.allegra.engine.events import RoundScored, TripleRemoved
from rondo_desktop.games.allegra.stats import (
    AllegraEntry,
    AllegraStatsKeeper,
    game_entry,
    signed,
)
from rondo_desktop.games.stats import Breakdown, Figure, GameEntry, Rate, Record

SPEC = get("allegra")
KEEPER = AllegraStatsKeeper(SPEC.strengths)


def played_game(seed: int, seats: int = 3) -> Game:
    game = Game(AllegraOptions(seats=seats, seed=seed))
    players = [SPEC.make_player(game, seat, "beginner") for seat in range(seats)]
    while not game.is_over:
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    return game


def test_the_spec_keeps_these_statistics_per_strength_and_people() -> None:
    keeper = SPEC.stats_keeper()
    assert isinstance(keeper, AllegraStatsKeeper)
    assert keeper.kinds == (*SPEC.strengths, "person")


def test_the_best_round_and_total_are_the_lowest() -> None:
    stats = KEEPER.empty()
    for entry in (
        AllegraEntry(("medium",), True, 41, best_round=6, closed=2, doubled=1, triples=3),
        AllegraEntry(("medium", "hard"), False, 75, best_round=-3, closed=1, triples=1),
        AllegraEntry(("person",), True, 30, best_round=4),
        GameEntry(("hard",), False, 20),  # a plain entry counts as a game, nothing more
    ):
        stats = KEEPER.record(stats, entry)
    assert (stats.games_played, stats.games_won) == (4, 2)
    assert stats.by_opponent["medium"] == Record(2, 1)
    assert stats.by_opponent["hard"] == Record(2, 0)
    assert stats.by_opponent["person"] == Record(1, 1)
    assert stats.best_round == -3 and stats.best_score == 20
    assert (stats.closed, stats.doubled, stats.triples) == (3, 1, 4)
    assert KEEPER.read(json.loads(json.dumps(KEEPER.write(stats)))) == stats


@pytest.mark.parametrize(
    "entry",
    [
        AllegraEntry(("medium",), True, 10**6),
        AllegraEntry(("medium",), True, 40, best_round=5000),
        AllegraEntry(("nobody",), True, 40, best_round=5),
        AllegraEntry(("medium",), True, 40, closed=1, doubled=2),
        AllegraEntry(("medium",), True, 40, triples=-1),
    ],
)
def test_an_impossible_entry_is_refused_and_changes_nothing(entry: AllegraEntry) -> None:
    stats = KEEPER.record(KEEPER.empty(), AllegraEntry(("medium",), True, 41, best_round=6))
    with pytest.raises(ValueError):
        KEEPER.record(stats, entry)
    assert stats.games_played == 1 and stats.best_round == 6


@pytest.mark.parametrize(
    "bad",
    [
        {"best_round": "low"},
        {"best_round": True},
        {"best_round": 10**7},
        {"best_round": [3]},
        {"best_score": {"x": 1}},
        {"closed": -1},
        {"triples": "many"},
    ],
)
def test_a_corrupt_value_is_set_aside_and_the_rest_kept(bad: dict[str, object]) -> None:
    entry = AllegraEntry(("medium",), True, 41, 6, closed=2, doubled=1, triples=1)
    good = KEEPER.write(KEEPER.record(KEEPER.empty(), entry))
    repaired = KEEPER.read({**good, **bad})
    assert repaired.games_played == 1 and repaired.by_opponent["medium"] == Record(1, 1)
    for name in bad:
        assert getattr(repaired, name) in (None, 0)
    kept = [name for name in ("best_round", "best_score", "triples") if name not in bad]
    for name in kept:
        assert getattr(repaired, name) == getattr(KEEPER.read(good), name)


def test_more_doubled_rounds_than_closed_ones_read_as_no_more_than_closed() -> None:
    good = KEEPER.write(KEEPER.record(KEEPER.empty(), AllegraEntry(("medium",), True, 41, 6, 2)))
    assert KEEPER.read({**good, "doubled": 9}).doubled == 2


def test_nothing_is_kept_without_a_game_and_junk_reads_as_empty() -> None:
    assert KEEPER.read({"games_played": 0, "best_round": 3, "best_score": 9}) == KEEPER.empty()
    for junk in ({}, {"by_opponent": "x", "games_played": "2"}, {"games_won": 5}):
        assert KEEPER.read(junk) == KEEPER.empty()


@pytest.mark.parametrize(("seed", "seats"), [(3, 3), (8, 2)])
def test_a_finished_game_counts_as_the_engine_scored_it(seed: int, seats: int) -> None:
    game = played_game(seed, seats)
    for seat in range(seats):
        entry = game_entry(game, seat, ["beginner"] * (seats - 1))
        assert entry.score == game.totals[seat]
        assert entry.won == (game.returns()[seat] > 0)
        assert entry.best_round == min(scores[seat] for scores in game.round_scores)
        rounds = [e for e in game.log if isinstance(e, RoundScored)]
        assert entry.closed == sum(e.closer == seat for e in rounds)
        assert entry.doubled == sum(e.closer == seat and e.doubled[seat] for e in rounds)
        triples = [e for e in game.log if isinstance(e, TripleRemoved)]
        assert entry.triples == sum(any(c[0] == seat for c in e.cells) for e in triples)
    with pytest.raises(ValueError):
        game_entry(Game(AllegraOptions(seed=1)), 0, ["beginner"])


def test_the_store_records_a_finished_game_and_reads_it_back(tmp_path: Path) -> None:
    game = played_game(5)
    StatsStore(tmp_path, game="allegra", keeper=KEEPER).record_games(
        [game_entry(game, 0, ["beginner", "beginner"])]
    )
    again = StatsStore(tmp_path, game="allegra", keeper=KEEPER).load()
    assert again.games_played == 1 and again.best_score == game.totals[0]
    assert again.best_round == min(scores[0] for scores in game.round_scores)
    written = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))
    assert "allegra" in written["games"]


def test_the_view_shows_the_best_round_the_lowest_total_and_the_wins() -> None:
    assert all(panel.body is None for panel in KEEPER.view(KEEPER.empty(), "en").panels)
    entry = AllegraEntry(("medium",), True, 33, best_round=-2, closed=2, doubled=1, triples=4)
    view = KEEPER.view(KEEPER.record(KEEPER.empty(), entry), "en")
    best_round, best_total, won = (panel.body for panel in view.panels)
    parts = (
        ("stats.allegra.best_round", -2),  # a column of its own, beside the counts
        ("stats.allegra.closed", 2),
        ("stats.allegra.doubled", 1),
        ("stats.allegra.triples", 4),
    )
    assert best_round == Breakdown(None, parts) and best_total == Figure("33")
    assert view.panels[0].heading_key == "stats.allegra.rounds_panel"  # not "Best round"
    assert won == Rate(1, 1)
    assert signed(0) == "0" and signed(7) == "7"
    keys = [panel.heading_key for panel in view.panels] + [row.label_key for row in view.rows]
    keys += [key for key, _ in parts]
    for language, catalog in CATALOGS.items():
        for key in keys:
            assert catalog.get(key, "").strip(), f"{language} lacks {key}"
