"""A player who updates from 0.1.0 loses nothing: its settings.json, stats.json and
autosave.json (written by 0.1.0 itself, see tests/data/0.1.0/README.md) are read with every
value, through the menu, the statistics screen and Continue; later saves keep them per game.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame

from rondo_desktop.app.game_setup import GameSetup, SeatSetup, nearest_preset
from rondo_desktop.app.saves import autosave_path, legacy_path
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.settings import SettingsStore
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine.actions import action_to_dict
from rondo_desktop.games.rondo.stats import RondoEntry
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.stats import GameEntry, Record
from tests.nim import nim_spec

OLD = Path(__file__).parent.parent / "data" / "0.1.0"
# What make_settings_and_stats.py gave 0.1.0's stores.
LAST_SETUP = GameSetup(
    (
        SeatSetup("person", "Ada"),
        SeatSetup("computer", "", "hard"),
        SeatSetup("person", "Bruno"),
        SeatSetup("computer", "", "expert"),
    ),
    {"language": "es"},
    90,
    None,
    NAME,
)
RECORDS = {
    "beginner": Record(1, 1),
    "medium": Record(1, 0),
    "hard": Record(1, 1),
    "expert": Record(2, 1),
    "person": Record(1, 1),
}


def install_0_1_0_files(data_dir: Path) -> None:
    for name in ("settings.json", "stats.json"):
        shutil.copyfile(OLD / name, data_dir / name)
    shutil.copyfile(OLD / "autosave-de-person.json", legacy_path(data_dir))


def test_the_files_of_0_1_0_open_in_the_menu_statistics_and_continue(
    make_app, data_dir: Path
) -> None:
    install_0_1_0_files(data_dir)
    settings_before = (data_dir / "settings.json").read_bytes()
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    assert isinstance(driver.top, MenuScene)  # no notice: nothing was wrong with them
    settings = ctx.settings
    assert (settings.language, settings.colour_scheme) == ("de", "burgundy")
    assert (settings.sound_volume, settings.music_volume) == (0.3, 0.1)
    assert (settings.animation_speed, settings.fullscreen) == (1.5, False)
    # The test's window size overrides the window's; the settings as read keep it.
    assert SettingsStore(data_dir).load().window_size == (1440, 900)
    assert settings.last_setups == {NAME: LAST_SETUP}
    # 0.1.0 had no default timer: the last game's, at the nearest preset.
    assert settings.default_turn_seconds == nearest_preset(90)
    # Reading changed nothing on disk and kept no "repaired" copy.
    assert (data_dir / "settings.json").read_bytes() == settings_before
    assert list(data_dir.glob("*.original-*")) == []

    driver.click(driver.widget("stats").rect.center)
    driver.frames(2)
    assert isinstance(driver.top, StatsScene)
    stats = driver.top.stats
    assert stats.by_opponent == RECORDS
    assert (stats.games_played, stats.games_won, stats.best_score) == (4, 2, 212)
    assert (stats.best_word, stats.best_word_points) == ("QUIRLEN", 48)
    driver.key(pygame.K_ESCAPE)
    driver.frames(30)
    assert isinstance(driver.top, MenuScene)

    saved = json.loads((OLD / "autosave-de-person.json").read_text(encoding="utf-8"))
    driver.click(driver.widget("continue").rect.center)
    driver.frames(2)
    assert isinstance(driver.top, TableScene), type(driver.top)
    session = driver.top.session
    assert [action_to_dict(a) for a in session.game.history] == saved["actions"]
    assert [s.name for s in session.seats] == ["Ada", "Computer 1", "Computer 2"]
    assert autosave_path(data_dir).exists() and not legacy_path(data_dir).exists()


def test_a_game_counted_after_the_update_keeps_0_1_0s_statistics_as_rondos(
    data_dir: Path,
) -> None:
    shutil.copyfile(OLD / "stats.json", data_dir / "stats.json")
    old = json.loads((OLD / "stats.json").read_text(encoding="utf-8"))
    store = StatsStore(data_dir)
    store.record_games([RondoEntry(("hard",), True, 300, "ZAUBERN", 60)])
    written = json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))
    assert written["schema_version"] == 3 and list(written["games"]) == [NAME]
    rondo = written["games"][NAME]
    assert (rondo["games_played"], rondo["games_won"]) == (5, 3)
    assert (rondo["best_word"], rondo["best_word_points"], rondo["best_score"]) == (
        "ZAUBERN",
        60,
        300,
    )
    old["by_opponent"]["hard"] = {"played": 2, "won": 2}
    assert rondo["by_opponent"] == old["by_opponent"]
    assert StatsStore(data_dir).load().by_opponent["expert"] == Record(2, 1)


def test_other_games_statistics_are_kept_as_they_were(data_dir: Path) -> None:
    ronda = {"games_played": 3, "fishes": 12}  # a game this version does not know
    rondo = {"games_played": 2, "games_won": 1, "best_word": "HAUS", "best_word_points": 12}
    content = {"schema_version": 3, "games": {"ronda": ronda, NAME: rondo}}
    (data_dir / "stats.json").write_text(json.dumps(content), encoding="utf-8")
    store = StatsStore(data_dir)
    assert store.load().games_played == 2
    store.record_games([RondoEntry(("medium",), False, 80)])
    written = json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))
    assert written["games"]["ronda"] == ronda
    assert written["games"][NAME]["games_played"] == 3
    assert written["games"][NAME]["best_word"] == "HAUS"
    # A store of another game (its spec's keeper) starts its own section and keeps Rondo's and
    # Ronda's.
    other = StatsStore(data_dir, game="nim", keeper=nim_spec().stats_keeper())
    assert other.load().games_played == 0
    other.record_games([GameEntry(("greedy",), True, 10)])
    again = json.loads((data_dir / "stats.json").read_text(encoding="utf-8"))
    assert again["games"][NAME] == written["games"][NAME]
    assert again["games"]["ronda"] == ronda and again["games"]["nim"]["games_won"] == 1
    assert list(data_dir.glob("*.original-*")) == []


def test_the_last_setup_is_kept_per_game(data_dir: Path) -> None:
    shutil.copyfile(OLD / "settings.json", data_dir / "settings.json")
    store = SettingsStore(data_dir)
    settings = store.load()
    assert settings.last_setups == {NAME: LAST_SETUP}
    store.save(settings)
    written = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert written["schema_version"] == 2 and "last_setup" not in written
    old = json.loads((OLD / "settings.json").read_text(encoding="utf-8"))
    # The same setup, its word list now Rondo's option "language".
    lexicon = old["last_setup"].pop("lexicon")
    assert written["last_setups"] == {NAME: {**old["last_setup"], "options": {"language": lexicon}}}
    assert SettingsStore(data_dir).load() == settings
    # Another game's last setup, from a later version, is written back as it was.
    skyjo = {"seats": 2, "rounds": 9}
    written["last_setups"]["skyjo"] = skyjo
    (data_dir / "settings.json").write_text(json.dumps(written), encoding="utf-8")
    again = SettingsStore(data_dir)
    loaded = again.load()
    assert loaded.last_setups == {NAME: LAST_SETUP} and loaded.other_setups == {"skyjo": skyjo}
    again.save(loaded)
    final = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert final["last_setups"]["skyjo"] == skyjo
    assert list(data_dir.glob("*.original-*")) == []
