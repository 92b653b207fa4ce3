"""Hostile and broken files never crash the game: set aside, replaced, and the player told.

A corpus of bad saves goes through the real Continue path; hypothesis throws random bytes and
random JSON at the settings, statistics and save readers.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.app.stats import Stats, StatsStore
from rondo_desktop.app.table.hooks import TableHooks
from rondo_desktop.app.table.session import GameSession
from rondo_desktop.engine import Game, GameOptions, SaveError, load_deck
from rondo_desktop.engine.save import game_to_dict
from rondo_desktop.lexicons import load_lexicon

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
    aside = list(data_dir.glob("autosave.json.corrupt-*"))
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
    assert not path.exists() and list(data_dir.glob("autosave.json.corrupt-*"))


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
def test_fuzzed_files_never_crash_the_readers(raw: bytes, tmp_path_factory) -> None:
    folder = tmp_path_factory.mktemp("fuzz")
    (folder / "settings.json").write_bytes(raw)
    (folder / "stats.json").write_bytes(raw)
    assert isinstance(SettingsStore(folder).load(), Settings)
    assert isinstance(StatsStore(folder).load(), Stats)
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
