"""Ronda's statistics: matches and wins per opponent, the best hand by kind, the most estes and
missas in a match; read back from any file without crashing, counted from real matches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games import get
from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import Este, HandScored, Missa
from rondo_desktop.games.ronda.engine.game import KINDS as ENGINE_KINDS
from rondo_desktop.games.ronda.players import STRENGTHS, make_player
from rondo_desktop.games.ronda.stats import KINDS, RondaEntry, RondaStatsKeeper, match_entry
from rondo_desktop.games.stats import Breakdown, GameEntry, Rate, Record

KEEPER = RondaStatsKeeper(STRENGTHS)


def played_match(seed: int, seats: int = 2) -> Game:
    game = Game(RondaOptions(seats=seats, seed=seed))
    players = [make_player("medium", seed * 10 + seat) for seat in range(seats)]
    while not game.is_over:
        seat = game.current_seat
        choice = players[seat].choose(game.observation(seat))
        game.apply(choice, seat=seat)
    return game


def test_the_kinds_are_the_score_pads_and_the_spec_keeps_these_statistics() -> None:
    assert KINDS == ENGINE_KINDS
    spec = get("ronda")
    keeper = spec.stats_keeper()
    assert isinstance(keeper, RondaStatsKeeper)
    assert keeper.kinds == (*spec.strengths, "person")


def test_an_entry_keeps_the_best_hand_and_the_most_estes_and_missas() -> None:
    stats = KEEPER.empty()
    hand_a = (("ronda", 5), ("este", 6), ("cards", 3))
    entries = [
        RondaEntry(("medium",), True, 43, best_hand=hand_a, estes=4, missas=1),
        RondaEntry(("beginner", "person"), False, 30, best_hand=(("este", 10),), estes=2, missas=3),
        RondaEntry(("medium",), True, 44, best_hand=(("missa", 20),), estes=0, missas=0),
        GameEntry(("medium",), False, 12),  # a plain entry counts as a match, nothing more
    ]
    for entry in entries:
        stats = KEEPER.record(stats, entry)
    assert (stats.games_played, stats.games_won) == (4, 2)
    assert stats.by_opponent["medium"] == Record(3, 2)
    assert stats.by_opponent["person"] == Record(1, 0)
    assert stats.best_hand == (("missa", 20),) and stats.best_hand_points == 20
    assert (stats.most_estes, stats.most_missas) == (4, 3)
    assert KEEPER.read(json.loads(json.dumps(KEEPER.write(stats)))) == stats


def test_an_equal_hand_does_not_replace_the_first() -> None:
    first = RondaEntry(("medium",), True, 41, best_hand=(("ronda", 6),))
    second = RondaEntry(("medium",), True, 41, best_hand=(("este", 6),))
    stats = KEEPER.record(KEEPER.record(KEEPER.empty(), first), second)
    assert stats.best_hand == (("ronda", 6),)


@pytest.mark.parametrize(
    ("bad", "expect"),
    [
        ({"best_hand": {"ronda": 5, "tricks": 2}}, None),  # a kind Ronda has not
        ({"best_hand": {"este": -1}}, None),
        ({"best_hand": {"este": True}}, None),
        ({"best_hand": {"este": 10**9}}, None),
        ({"best_hand": ["este", 1]}, None),
        ({"best_hand": "ronda"}, None),
        ({"best_hand": {"cards": 2, "ronda": 1, "este": 0}}, (("ronda", 1), ("cards", 2))),
    ],
)
def test_a_bad_best_hand_is_dropped_and_a_good_one_kept_in_pad_order(bad, expect) -> None:
    good = KEEPER.write(KEEPER.record(KEEPER.empty(), GameEntry(("medium",), True, 41)))
    assert KEEPER.read({**good, **bad}).best_hand == expect


def test_bad_counts_fall_back_and_nothing_is_kept_without_a_match() -> None:
    good = KEEPER.write(
        KEEPER.record(KEEPER.empty(), RondaEntry(("medium",), True, 41, None, 3, 2))
    )
    repaired = KEEPER.read({**good, "most_estes": "lots", "most_missas": -4})
    assert (repaired.most_estes, repaired.most_missas) == (0, 0)
    assert repaired.games_played == 1
    never = KEEPER.read({"games_played": 0, "best_hand": {"este": 5}, "most_estes": 9})
    assert never == KEEPER.empty()
    for junk in ({}, {"by_opponent": "x", "games_played": "2"}, {"games_won": 5}):
        assert KEEPER.read(junk) == KEEPER.empty()


@pytest.mark.parametrize(("seed", "seats"), [(3, 2), (11, 4)])
def test_a_finished_match_counts_for_the_person_as_the_game_scored_it(
    seed: int, seats: int
) -> None:
    game = played_match(seed, seats)
    for seat in range(seats):
        side = game.side_of(seat)
        entry = match_entry(game, seat, ["medium"] * (seats - 1))
        assert entry.won == (game.winner == side) and entry.score == game.totals[side]
        hands = [e for e in game.log if isinstance(e, HandScored)]
        best = max(sum(points[side] for points in h.points.values()) for h in hands)
        assert entry.best_hand is not None and sum(p for _, p in entry.best_hand) == best
        assert entry.estes == sum(isinstance(e, Este) and e.seat == seat for e in game.log)
        assert entry.missas == sum(isinstance(e, Missa) and e.seat == seat for e in game.log)
    with pytest.raises(ValueError):
        match_entry(Game(RondaOptions(seed=1)), 0, ["medium"])


def test_the_view_shows_the_best_hand_by_kind_and_the_most_in_a_match() -> None:
    assert all(panel.body is None for panel in KEEPER.view(KEEPER.empty(), "en").panels)
    entry = RondaEntry(("medium",), True, 45, (("ronda", 6), ("este", 1)), estes=3, missas=1)
    view = KEEPER.view(KEEPER.record(KEEPER.empty(), entry), "en")
    best, most, won = (panel.body for panel in view.panels)
    assert best == Breakdown("7", (("stats.ronda.kind.ronda", 6), ("stats.ronda.kind.este", 1)))
    assert most == Breakdown(None, (("stats.ronda.estes", 3), ("stats.ronda.missas", 1)))
    assert won == Rate(1, 1)
    keys = [panel.heading_key for panel in view.panels] + [row.label_key for row in view.rows]
    keys += [f"stats.ronda.kind.{kind}" for kind in KINDS] + ["stats.ronda.estes"]
    for language, catalog in CATALOGS.items():
        for key in keys:
            assert catalog.get(key, "").strip(), f"{language} lacks {key}"


def test_the_store_keeps_rondas_section_beside_rondos(data_dir_path: Path) -> None:
    store = StatsStore(data_dir_path, game="ronda", keeper=KEEPER)
    game = played_match(5)
    store.record_games([match_entry(game, 0, ["medium"])])
    again = StatsStore(data_dir_path, game="ronda", keeper=KEEPER).load()
    assert again.games_played == 1 and again.best_hand is not None
    written = json.loads((data_dir_path / "stats.json").read_text(encoding="utf-8"))
    assert "ronda" in written["games"]


@pytest.fixture
def data_dir_path(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path
