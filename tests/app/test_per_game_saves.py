"""One autosave per game in an envelope that names it; 0.1.0's autosave.json migrates to it.

Through the real Continue path: the menu's Continue button with the table's hooks, and the
command line's ``play --continue``.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rondo_desktop.app import saves
from rondo_desktop.app.saves import (
    ENVELOPE_VERSION,
    MENU_SLOT,
    PLAY_SLOT,
    autosave_path,
    legacy_path,
    migrate,
    open_envelope,
    seal,
)
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.games import DEFAULT_GAME
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine.actions import action_to_dict
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.spec import SaveRefused
from tests.app.test_play_continue import old_save_played_out

# play.run() points the root logger at the test's log folder: taken off again after each test.
pytestmark = pytest.mark.usefixtures("own_log_handlers")

OLD_SAVES = Path(__file__).parent.parent / "data" / "0.1.0"
PERSON_SAVE = OLD_SAVES / "autosave-de-person.json"


def migrated(data_dir: Path, name: str = "autosave.json") -> list[Path]:
    return sorted(data_dir.glob(f"{name}.migrated-*"))


def test_each_game_has_its_own_save_files(tmp_path: Path) -> None:
    assert autosave_path(tmp_path, MENU_SLOT, NAME).name == f"autosave-{NAME}.json"
    assert autosave_path(tmp_path, PLAY_SLOT, NAME).name == f"autosave-{NAME}-play.json"
    assert autosave_path(tmp_path, MENU_SLOT, "ronda").name == "autosave-ronda.json"
    assert DEFAULT_GAME == NAME  # the files of 0.1.0 and 0.2.0 are the default game's


def test_menu_continue_resumes_a_0_1_0_autosave_with_all_its_values(
    make_app, data_dir: Path
) -> None:
    original = PERSON_SAVE.read_bytes()
    saved = json.loads(original)
    shutil.copyfile(PERSON_SAVE, legacy_path(data_dir))
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    driver.click(driver.widget("continue").rect.center)
    driver.frames(2)
    assert isinstance(driver.top, TableScene), type(driver.top)
    session = driver.top.session
    assert [action_to_dict(a) for a in session.game.history] == saved["actions"]
    options = session.game.options
    assert [options.seats, options.seed, options.language] == [3, 1, "de"]
    meta = session.to_dict()["meta"]
    for key, value in saved["meta"].items():
        assert meta[key] == value, key
    # Migrated: the new file holds every value of the old one, in the envelope naming Rondo,
    # and the old one is kept aside byte for byte rather than deleted.
    new = json.loads(autosave_path(data_dir).read_text(encoding="utf-8"))
    assert new["envelope"] == ENVELOPE_VERSION and new["game"] == NAME
    assert {key: new[key] for key in saved} == saved
    assert not legacy_path(data_dir).exists()
    (kept,) = migrated(data_dir)
    assert kept.read_bytes() == original
    # The session's own autosave writes the envelope too, in Rondo's file.
    session.autosave()
    again = json.loads(autosave_path(data_dir).read_text(encoding="utf-8"))
    assert again["game"] == NAME and again["envelope"] == ENVELOPE_VERSION
    assert again["actions"] == saved["actions"]


def test_play_continue_resumes_a_0_1_0_autosave_json_and_plays_it_out(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    results, saved = old_save_played_out(monkeypatch, data_dir, legacy_path(data_dir))
    assert [action_to_dict(a) for a in results.session.game.history[:15]] == saved["actions"]
    # Over: Rondo's save is done with; the 0.1.0 file stays aside and does not come back.
    assert not autosave_path(data_dir).exists() and not legacy_path(data_dir).exists()
    assert len(migrated(data_dir)) == 1


def test_a_new_game_puts_an_unmigrated_old_save_aside_too(make_app, data_dir: Path) -> None:
    shutil.copyfile(PERSON_SAVE, legacy_path(data_dir))
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    assert ctx.has_saved_game()
    ctx.hooks.start_game(ctx, ctx.settings.setup_for(ctx.spec(NAME)))
    driver.frames(2)
    # Kept, not deleted, and no longer behind Continue once the new game is over.
    assert not legacy_path(data_dir).exists()
    (kept,) = data_dir.glob("autosave.json.kept-*")
    assert kept.read_bytes() == PERSON_SAVE.read_bytes()


def test_an_old_save_is_read_in_place_when_the_new_file_cannot_be_written(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copyfile(PERSON_SAVE, legacy_path(data_dir))

    def full_disk(path: Path, data: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_json_atomic", full_disk)
    assert migrate(data_dir) == legacy_path(data_dir)
    assert legacy_path(data_dir).read_bytes() == PERSON_SAVE.read_bytes()
    assert not autosave_path(data_dir).exists() and migrated(data_dir) == []


@pytest.mark.parametrize(
    "envelope",
    [
        {"envelope": ENVELOPE_VERSION, "game": "chess"},  # a game this version does not know
        {"envelope": ENVELOPE_VERSION + 1, "game": NAME},  # a newer version's envelope
    ],
    ids=["unknown-game", "newer-envelope"],
)
def test_a_save_of_an_unknown_game_or_newer_envelope_is_set_aside_with_a_notice(
    make_app, data_dir: Path, envelope: dict[str, object]
) -> None:
    content = json.dumps({**json.loads(PERSON_SAVE.read_text(encoding="utf-8")), **envelope})
    autosave_path(data_dir).write_text(content, encoding="utf-8")
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    driver.click(driver.widget("continue").rect.center)
    driver.frames(2)
    ctx = driver.app.ctx
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.save_damaged.title")
    (aside,) = data_dir.glob(f"{autosave_path(data_dir).name}.corrupt-*")
    assert aside.read_text(encoding="utf-8") == content  # set aside, never deleted
    assert driver.top.message == ctx.t("notice.save_damaged.body", file=aside.name)
    assert not ctx.has_saved_game()


def test_the_envelope_opens_only_for_its_own_game() -> None:
    data = {"format": "rondo-game", "version": 2}
    assert open_envelope(seal(NAME, data), NAME) == data
    assert open_envelope(data, NAME) == data  # 0.1.0's and 0.2.0's: no envelope at all
    for bad in (
        {"envelope": 1, "game": NAME},
        {"envelope": True, "game": NAME},
        {"game": NAME},
        {"envelope": ENVELOPE_VERSION, "game": 7},
    ):
        with pytest.raises(SaveRefused):
            open_envelope({**data, **bad}, NAME)
