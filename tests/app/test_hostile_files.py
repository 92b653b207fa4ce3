"""Hostile and broken files never crash the game: set aside, replaced, and the player told.

A corpus of bad saves goes through the real Continue path; hypothesis throws random bytes and
random JSON at the settings, statistics and save readers.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.rondo.engine import Game, GameOptions, SaveError, load_deck
from rondo_desktop.games.rondo.engine.save import game_to_dict
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.stats import RondoStats
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.stats import GameEntry
from tests.app.setups import rondo_setup

LEXICON = load_lexicon("de")


def good_save() -> dict:
    game = Game(GameOptions(2, 77, "de"), LEXICON, load_deck("de"))
    game.apply(game.legal_actions()[0])
    meta = {
        "seats": [
            {"kind": "person", "name": "Ada", "strength": None},
            {"kind": "computer", "name": "Computer 1", "strength": "medium"},
        ],
        "turn_seconds": 120,
        "hints": [],
        "clock_remaining": 80.0,
    }
    return game_to_dict(game, meta)


def mangled(change) -> bytes:
    data = good_save()
    change(data)
    return json.dumps(data).encode()


def duplicate_card(data: dict) -> None:
    # Two plays of the same start card: the replay finds the second impossible.
    data["actions"].append(data["actions"][0])


CORPUS: dict[str, bytes] = {
    "empty": b"",
    "truncated": json.dumps(good_save()).encode()[:150],
    "not json": b"\x89PNG\r\n\x1a\n not a save",
    "utf-16": json.dumps(good_save()).encode("utf-16"),
    "wrong version": mangled(lambda d: d.update(version=99)),
    "wrong shape": b'{"format": "rondo-game", "version": 1, "options": [], "actions": {}}',
    "a list": b"[1, 2, 3]",
    "nan": b'{"format": "rondo-game", "version": NaN}',
    "deep nesting": b"[" * 50_000 + b"]" * 50_000,
    "impossible game": mangled(duplicate_card),
    "unknown language": mangled(lambda d: d["options"].update(language="xx")),
    "seats do not match": mangled(lambda d: d["meta"]["seats"].pop()),
    "bad seat kind": mangled(lambda d: d["meta"]["seats"][0].update(kind="alien")),
    "negative seed": mangled(lambda d: d["options"].update(seed=-5)),
    "timer out of range": mangled(lambda d: d["meta"].update(turn_seconds=99999)),
}


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_a_bad_save_is_set_aside_and_the_player_told(name: str, make_app, data_dir: Path) -> None:
    path = autosave_path(data_dir)
    path.write_bytes(CORPUS[name])
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    app = driver.app
    app.ctx.hooks.continue_game(app.ctx)
    driver.frames(2)
    top = app.ctx.stack.top
    assert isinstance(top, NoticeDialog), f"{name}: no notice"
    assert top.title == app.ctx.t("notice.save_damaged.title")
    assert not path.exists()
    aside = list(data_dir.glob("autosave-rondo.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == CORPUS[name]
    assert not app.ctx.has_saved_game()  # the menu no longer offers Continue


def test_a_huge_save_is_set_aside_without_reading_it(make_app, data_dir: Path) -> None:
    path = autosave_path(data_dir)
    with path.open("wb") as handle:  # 100 MB, sparse: cheap to make
        handle.truncate(100 * 1024 * 1024)
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    driver.app.ctx.hooks.continue_game(driver.app.ctx)
    driver.frames(2)
    assert isinstance(driver.app.ctx.stack.top, NoticeDialog)
    assert not path.exists() and list(data_dir.glob("autosave-rondo.json.corrupt-*"))


def test_the_good_save_of_the_corpus_does_restore() -> None:
    session = GameSession.restore(
        json.dumps(good_save()), lambda _l: LEXICON, load_deck, lambda *_: None, threaded=False
    )
    assert session.seats[0].name == "Ada" and len(session.game.history) == 1


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=6)
    ),
    max_leaves=30,
)
hostile = st.one_of(
    st.binary(max_size=400),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.dictionaries(
        st.sampled_from(
            [
                "format",
                "version",
                "options",
                "actions",
                "meta",
                "seats",
                "language",
                "animation_speed",
                "games_played",
                "best_word",
            ]
        ),
        json_values,
        max_size=6,
    ).map(lambda v: json.dumps(v).encode()),
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(raw=hostile)
@pytest.mark.slow
def test_fuzzed_files_never_crash_the_readers(raw: bytes, tmp_path_factory) -> None:
    folder = tmp_path_factory.mktemp("fuzz")
    (folder / "settings.json").write_bytes(raw)
    (folder / "stats.json").write_bytes(raw)
    assert isinstance(SettingsStore(folder).load(), Settings)
    assert isinstance(StatsStore(folder).load(), RondoStats)
    with contextlib.suppress(SaveError):
        GameSession.restore(raw, lambda _l: LEXICON, load_deck, lambda *_: None, threaded=False)


def test_numbers_beyond_any_float_fall_back_to_defaults(tmp_path: Path) -> None:
    huge = 10**400
    (tmp_path / "settings.json").write_text(
        json.dumps({"schema_version": 1, "sound_volume": huge, "animation_speed": huge}),
        encoding="utf-8",
    )
    (tmp_path / "stats.json").write_text(json.dumps({"games_played": huge}), encoding="utf-8")
    settings_read = SettingsStore(tmp_path).load()
    assert settings_read.sound_volume == SettingsStore(tmp_path).defaults().sound_volume
    assert StatsStore(tmp_path).load().games_played == 0


# -- integers too long to read (issue 12, point 25) -------------------------------------------

# Python refuses to turn more than 4,300 digits into an int (sys.set_int_max_str_digits), and
# json.loads raises a plain ValueError for it, not a JSONDecodeError.
TOO_LONG = "9" * 5000


def test_a_save_with_an_integer_too_long_to_read_is_set_aside(make_app, data_dir: Path) -> None:
    text = json.dumps(good_save()).replace('"seed": 77', f'"seed": {TOO_LONG}')
    assert TOO_LONG in text
    path = autosave_path(data_dir)
    path.write_text(text, encoding="utf-8")
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    driver.app.ctx.hooks.continue_game(driver.app.ctx)
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == driver.app.ctx.t("notice.save_damaged.title")
    (aside,) = data_dir.glob("autosave-rondo.json.corrupt-*")
    assert aside.read_text(encoding="utf-8") == text and not path.exists()


def test_settings_with_an_integer_too_long_to_read_are_set_aside(make_app, data_dir: Path) -> None:
    (data_dir / "settings.json").write_text(f'{{"window_width": {TOO_LONG}}}', encoding="utf-8")
    driver = make_app(size=None)  # before the fix: a traceback, at every start
    assert isinstance(driver.top, NoticeDialog)
    assert "settings.json.corrupt-" in driver.top.message
    assert driver.app.ctx.settings == Settings(language="en")


def test_statistics_with_an_integer_too_long_to_read_are_set_aside(
    make_app, data_dir: Path
) -> None:
    (data_dir / "stats.json").write_text(f'{{"games_played": {TOO_LONG}}}', encoding="utf-8")
    driver = make_app()
    driver.click(driver.widget("stats").rect.center)
    assert isinstance(driver.top, NoticeDialog)
    assert "stats.json.corrupt-" in driver.top.message
    assert list(data_dir.glob("stats.json.corrupt-*")) and not (data_dir / "stats.json").exists()


# -- repairs keep the original; a newer version's file is left alone (point 26) -----------------


def originals(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.original-*"))


SETTINGS_TO_REPAIR = {
    "wrong type": {"schema_version": 1, "language": "de", "fullscreen": "yes"},
    "negative timer": {
        "schema_version": 1,
        "language": "de",
        "last_setup": {"seats": [], "lexicon": "de", "turn_seconds": -30, "seed": None},
    },
    "absurd timer": {
        "schema_version": 1,
        "language": "de",
        "last_setup": {"seats": [], "lexicon": "de", "turn_seconds": 10**9, "seed": None},
    },
    "unknown field": {"schema_version": 1, "language": "de", "theme_of_2030": "neon"},
}


@pytest.mark.parametrize("name", sorted(SETTINGS_TO_REPAIR))
def test_repaired_settings_keep_the_original_and_say_so(
    name: str, make_app, data_dir: Path
) -> None:
    path = data_dir / "settings.json"
    original = json.dumps(SETTINGS_TO_REPAIR[name]).encode()
    path.write_bytes(original)
    driver = make_app()
    app = driver.app
    assert app.ctx.settings.language == "de"  # the good values stay
    (kept,) = originals(data_dir, "settings.json")
    assert kept.read_bytes() == original
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == app.ctx.t("notice.settings_repaired.title")
    assert kept.name in driver.top.message
    app.close()
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "de"
    # Repaired once: the next start reads a clean file, keeps no second copy, says nothing.
    again = make_app()
    assert not isinstance(again.top, NoticeDialog)
    assert len(originals(data_dir, "settings.json")) == 1


def test_settings_from_a_newer_version_are_never_overwritten(make_app, data_dir: Path) -> None:
    path = data_dir / "settings.json"
    newer = {"schema_version": 3, "language": "de", "card_size": "large"}
    path.write_text(json.dumps(newer), encoding="utf-8")
    driver = make_app()
    app = driver.app
    assert app.ctx.settings == Settings(language="en")  # defaults for this run
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == app.ctx.t("notice.settings_newer.title")
    app.ctx.change_settings(sound_volume=0.2)
    app.close()
    assert json.loads(path.read_text(encoding="utf-8")) == newer
    assert originals(data_dir, "settings.json") == []


STATS_TO_REPAIR = {
    "more wins than games": {
        "schema_version": 1,
        "by_opponent": {"hard": {"played": 2, "won": 7}},
        "games_played": 2,
        "games_won": 1,
    },
    "negative count": {"schema_version": 1, "games_played": -4, "games_won": 0},
    "absurd count": {"schema_version": 1, "games_played": 10**15, "games_won": 3},
    "wrong type": {"schema_version": 1, "games_played": "12", "best_word": 42},
}


@pytest.mark.parametrize("name", sorted(STATS_TO_REPAIR))
def test_repaired_statistics_keep_the_original_and_say_so(
    name: str, make_app, data_dir: Path
) -> None:
    path = data_dir / "stats.json"
    original = json.dumps(STATS_TO_REPAIR[name]).encode()
    path.write_bytes(original)
    driver = make_app()
    driver.click(driver.widget("stats").rect.center)
    (kept,) = originals(data_dir, "stats.json")
    assert kept.read_bytes() == original
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == driver.app.ctx.t("notice.stats_repaired.title")
    assert kept.name in driver.top.message
    # The repaired file is written back once, so looking again makes no second copy.
    assert StatsStore(data_dir).load() == RondoStats.from_json(STATS_TO_REPAIR[name])
    assert len(originals(data_dir, "stats.json")) == 1


def test_statistics_from_a_newer_version_are_never_overwritten(data_dir: Path) -> None:
    path = data_dir / "stats.json"
    newer = {"schema_version": 9, "games_played": 40, "games_won": 30, "streaks": [3, 5]}
    path.write_text(json.dumps(newer), encoding="utf-8")
    store = StatsStore(data_dir)
    assert store.load() == RondoStats() and store.newer
    store.record_game(GameEntry(("hard",), True, 200))
    assert json.loads(path.read_text(encoding="utf-8")) == newer
    assert originals(data_dir, "stats.json") == []


def test_an_older_or_clean_file_is_not_copied(data_dir: Path) -> None:
    StatsStore(data_dir).record_game(GameEntry(("hard",), True, 120))
    SettingsStore(data_dir).save(Settings(language="es"))
    assert StatsStore(data_dir).load().games_played == 1
    assert SettingsStore(data_dir).load().language == "es"
    assert list(data_dir.glob("*.original-*")) == []


# -- a folder in the save's place (point 27) --------------------------------------------------


def test_a_folder_named_like_the_save_is_offered_and_explained(make_app, data_dir: Path) -> None:
    autosave_path(data_dir).mkdir()
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    assert driver.focused_name() == "continue"  # not hidden: the player can find out
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.save_damaged.title")
    (moved,) = data_dir.glob("autosave-rondo.json.corrupt-*")
    assert moved.is_dir()
    assert not autosave_path(data_dir).exists()


def test_a_new_game_moves_a_folder_out_of_the_saves_way(make_app, data_dir: Path) -> None:
    from rondo_desktop.games.rondo.table.scene import TableScene

    autosave_path(data_dir).mkdir()
    (autosave_path(data_dir) / "photo.jpg").write_bytes(b"someone's photo")
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    ctx.hooks.start_game(ctx, rondo_setup("en", seed=5))
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.save_kept.title")
    (kept,) = data_dir.glob("autosave-rondo.json.kept-*")
    assert (kept / "photo.jpg").read_bytes() == b"someone's photo"
    (table,) = [s for s in ctx.stack.scenes if isinstance(s, TableScene)]
    table.session.autosave()  # saving works again
    assert autosave_path(data_dir).is_file()
