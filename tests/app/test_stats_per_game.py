"""Statistics declared by each game's spec: kept per game in one file, shown per game."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

from rondo_desktop import games
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.rondo.stats import RondoEntry, RondoStatsKeeper
from rondo_desktop.games.stats import (
    BasicStats,
    Face,
    Figure,
    GameEntry,
    Rate,
    Record,
    StatsView,
    Word,
)
from tests.nim import nim_spec

OLD = Path(__file__).parents[1] / "data" / "0.1.0"


def rondo_and_nim() -> games.GameRegistry:
    registry = games.registry()
    # Nim with a table (never opened here): the statistics show the games a player can play.
    registry.register(dataclasses.replace(nim_spec(), ui=lambda: None))  # type: ignore[arg-type,return-value]
    return registry


def test_another_game_counted_into_a_0_1_0_file_keeps_every_value_of_it(data_dir: Path) -> None:
    shutil.copyfile(OLD / "stats.json", data_dir / "stats.json")
    old = json.loads((OLD / "stats.json").read_text(encoding="utf-8"))
    before = StatsStore(data_dir).load()
    nim = StatsStore(data_dir, game="nim", keeper=nim_spec().stats_keeper())
    assert nim.load() == BasicStats({k: Record() for k in ("random", "greedy", "cheat", "person")})
    nim.record_games([GameEntry(("greedy", "person"), True, 1)])
    written = json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))
    assert written["schema_version"] == 3 and sorted(written["games"]) == ["nim", "rondo"]
    # 0.1.0's flat file became Rondo's section exactly as it was, value for value.
    assert written["games"]["rondo"] == {k: v for k, v in old.items() if k != "schema_version"}
    assert written["games"]["nim"]["by_opponent"]["greedy"] == {"played": 1, "won": 1}
    assert StatsStore(data_dir).load() == before
    assert list(data_dir.glob("*.original-*")) == []  # nothing needed repairing


def test_a_game_without_statistics_of_its_own_keeps_games_wins_and_best_score() -> None:
    keeper = nim_spec().stats_keeper()
    stats = keeper.empty()
    for entry in (GameEntry(("greedy",), True, 1), GameEntry(("random", "person"), False, 0)):
        stats = keeper.record(stats, entry)
    assert (stats.games_played, stats.games_won, stats.best_score) == (2, 1, 1)
    assert keeper.read(json.loads(json.dumps(keeper.write(stats)))) == stats
    repaired = keeper.read({**keeper.write(stats), "games_won": 7, "best_score": "high"})
    assert (repaired.games_won, repaired.best_score) == (2, None)  # no more wins than games
    view = keeper.view(stats, "en")
    assert [row.label_key for row in view.rows] == [
        "stats.opponent.random",
        "stats.opponent.greedy",
        "stats.opponent.cheat",
        "stats.opponent.person",
        "stats.all_games",
    ]
    assert view.rows[-1].record == Record(2, 1)
    assert [(p.slot, p.body) for p in view.panels] == [
        ("best_score", Figure("1")),
        ("totals", Rate(1, 2)),
    ]


def test_rondos_statistics_show_the_best_word_as_its_cards() -> None:
    keeper = RondoStatsKeeper()
    entry = RondoEntry(("hard",), True, 150, "HAUS", 12, "-HAUs", (-2, 5, 1, 2, 0))
    view: StatsView = keeper.view(keeper.record(keeper.empty(), entry), "de")
    word = view.panels[0]
    assert (word.slot, word.heading_key) == ("best_word", "stats.best_word")
    assert word.body == Word(
        "HAUS",
        (
            Face("delete", "", -2),
            Face("letter", "H", 5),
            Face("letter", "A", 1),
            Face("letter", "U", 2),
            Face("joker", "S", 0),
        ),
        12,
        6,
    )
    assert [p.slot for p in view.panels] == ["best_word", "best_score", "totals"]
    empty = keeper.view(keeper.empty(), "de")
    assert all(panel.body is None for panel in empty.panels)  # "No games yet" in each


def test_each_game_has_a_tab_on_the_statistics_screen(make_app, data_dir: Path) -> None:
    StatsStore(data_dir, "nim", nim_spec().stats_keeper()).record_game(
        GameEntry(("greedy",), True, 1)
    )
    driver = make_app()
    ctx = driver.app.ctx
    ctx.stack.push(StatsScene(ctx, rondo_and_nim()))
    driver.settle()
    scene = driver.top
    assert scene.game == "rondo" and scene.stats.games_played == 0  # the app's game first
    assert driver.widget("game:rondo").style == "primary"
    driver.click(driver.widget("game:nim").rect.center)
    driver.frames(2)
    assert driver.top is scene and scene.game == "nim"
    assert driver.widget("game:nim").style == "primary"
    assert scene.stats.games_played == 1 and scene.view.rows[1].record == Record(1, 1)
    # Nim keeps no best word: its screen leaves that panel out and draws the others.
    assert [panel.slot for panel in scene.view.panels] == ["best_score", "totals"]


def test_with_one_game_the_statistics_screen_has_no_tabs(make_app) -> None:
    one = games.GameRegistry()
    one.register(games.get("rondo"))
    driver = make_app(games=one)
    ctx = driver.app.ctx
    ctx.stack.push(StatsScene(ctx))
    driver.settle()
    assert [w.name for w in driver.top.focus.widgets] == ["back"]
