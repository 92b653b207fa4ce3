"""`rondo-desktop play` never costs the player a saved game, and says what it did with files.

These run the real command line (``cli.main``) in-process: computer seats at top speed play a
whole game in about a second under SDL's dummy driver.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from rondo_desktop.app.app import App
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.cli import main
from rondo_desktop.games.rondo.table.scene import TableScene
from tests.app.setups import rondo_setup
from tests.app.test_unreadable_files import (
    a_saved_game,
    no_permission,
    raw,
    refuse_reading,
    set_aside,
)

# The command line's own save slot, as the player finds it in the data folder (README).
PLAY_SAVE = "autosave-rondo-play.json"
WATCH = ["play", "--seats", "medium,medium", "--lang", "en", "--speed", "max"]


# play.run() points the root logger at the test's log folder: taken off again after each test.
pytestmark = pytest.mark.usefixtures("own_log_handlers")


def play(data_dir: Path, *extra: str) -> int:
    return main([*WATCH, "--quit-when-over", "--data-dir", str(data_dir), *extra])


def test_play_leaves_the_menus_saved_game_alone(data_dir: Path) -> None:
    # The reported case: a game in progress behind Continue, then a watched game from the
    # command line, played to the end.
    original = a_saved_game(data_dir)
    assert play(data_dir) == 0
    assert autosave_path(data_dir).read_bytes() == original
    assert not (data_dir / PLAY_SAVE).exists()  # its own game ended: no save
    assert set_aside(data_dir) == []


def test_play_saves_its_game_in_its_own_slot(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = a_saved_game(data_dir)
    frames = {"count": 0}

    def quit_midway(app: App) -> int:  # the player closes the window after a few turns
        while not (data_dir / PLAY_SAVE).exists() and frames["count"] < 2000:
            app.step(1 / 60)
            frames["count"] += 1
        app.close()
        return 0

    monkeypatch.setattr(App, "run", quit_midway)
    assert play(data_dir) == 0
    saved = json.loads((data_dir / PLAY_SAVE).read_text(encoding="utf-8"))
    assert saved["options"]["language"] == "en" and saved["actions"]
    assert autosave_path(data_dir).read_bytes() == original


def test_play_keeps_an_earlier_command_line_game(data_dir: Path) -> None:
    # No one was asked before this game took the slot: the earlier game is renamed, not lost.
    earlier = a_saved_game(data_dir)
    autosave_path(data_dir).rename(data_dir / PLAY_SAVE)
    assert play(data_dir) == 0
    kept = list(data_dir.glob("autosave-rondo-play.json.kept-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == earlier


def test_play_keeps_an_unreadable_save_of_its_slot(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    original = a_saved_game(data_dir)
    path = data_dir / PLAY_SAVE
    autosave_path(data_dir).rename(path)
    menu_save = a_saved_game(data_dir)
    refuse_reading(monkeypatch, path, no_permission(path))
    refuse_reading(monkeypatch, autosave_path(data_dir), no_permission(autosave_path(data_dir)))
    assert play(data_dir) == 0
    kept = list(data_dir.glob("autosave-rondo-play.json.kept-*"))
    assert len(kept) == 1 and raw(kept[0]) == original
    assert raw(autosave_path(data_dir)) == menu_save
    # Unattended, the notice goes to the terminal instead of waiting for an OK.
    assert kept[0].name in capsys.readouterr().err


def test_play_tells_of_a_broken_settings_file_over_the_table(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (data_dir / "settings.json").write_bytes(b'{"language": "en", broken')
    seen: dict[str, object] = {}

    def look(app: App) -> int:
        for _ in range(3):
            app.step(1 / 60)
        seen["scenes"] = [type(scene) for scene in app.ctx.stack.scenes]
        seen["notice"] = app.ctx.stack.top
        app.close()
        return 0

    monkeypatch.setattr(App, "run", look)
    args = ["play", "--seats", "you,medium", "--lang", "en", "--data-dir", str(data_dir)]
    assert main(args) == 0
    assert seen["scenes"] == [TableScene, NoticeDialog]
    notice = seen["notice"]
    assert isinstance(notice, NoticeDialog)
    assert notice.title == notice.ctx.t("notice.settings_reset.title")
    assert "settings.json.corrupt-" in notice.message
    assert list(data_dir.glob("settings.json.corrupt-*"))


def test_play_unattended_prints_the_settings_notice(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (data_dir / "settings.json").write_bytes(b"\x00not json")
    assert play(data_dir) == 0  # and does not wait for anyone to press OK
    assert "settings.json.corrupt-" in capsys.readouterr().err


def test_a_menu_game_keeps_an_unreadable_save_it_was_never_asked_about(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # New game straight from the menu, without Continue first: the save is still kept.
    from rondo_desktop.games.rondo.table.hooks import TableHooks

    path = autosave_path(data_dir)
    original = a_saved_game(data_dir)
    refuse_reading(monkeypatch, path, no_permission(path))
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    ctx.hooks.start_game(ctx, rondo_setup("en", seed=5))
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.save_kept.title")
    kept = list(data_dir.glob("autosave-rondo.json.kept-*"))
    assert len(kept) == 1 and raw(kept[0]) == original and kept[0].name in driver.top.message


def test_a_game_that_cannot_save_says_so_once(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rondo_desktop.app.session import saving as session_module  # the autosave's writer
    from rondo_desktop.games.rondo.table.hooks import TableHooks

    def full_disk(_path: Path, _data: dict) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(session_module, "write_json_atomic", full_disk)
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    ctx.hooks.start_game(ctx, rondo_setup("en", seed=5))
    driver.frames(2)
    (table,) = [s for s in ctx.stack.scenes if isinstance(s, TableScene)]
    table.session.autosave()  # every later turn fails the same way
    table.session.autosave()
    driver.frames(2)
    notices = [s for s in ctx.stack.scenes if isinstance(s, NoticeDialog)]
    assert len(notices) == 1 and notices[0].title == ctx.t("notice.save_failed.title")
    assert "No space left on device" in notices[0].message
