"""A file that cannot be read *now* is not a broken file: it stays where it is, untouched.

Content that is not a JSON object (or far too large) is still moved aside, as in
test_hostile_files.py. A read that fails (no permission, an I/O error, a lock held by another
program) leaves the file in place, the game uses defaults for the run without writing over it,
and the player is told. Tests may run as root, where ``chmod 000`` blocks nothing, so the
failures are simulated by patching ``Path.read_bytes`` / ``Path.stat`` for the one file.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.loading import LoadingScene
from rondo_desktop.app.settings import SettingsStore
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.app.storage import (
    MAX_FILE_BYTES,
    MAX_SAVE_BYTES,
    json_text,
    load_json_object,
)
from rondo_desktop.app.table import hooks as hooks_module  # every game's hooks move saves aside
from rondo_desktop.games.rondo.engine import Phase, load_deck
from rondo_desktop.games.rondo.engine.save import MAX_ACTIONS
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.stats import RondoStats
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.stats import GameEntry
from tests.app.setups import rondo_setup


def refuse_reading(monkeypatch: pytest.MonkeyPatch, path: Path, error: OSError) -> None:
    real = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        if self == path:
            raise error
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)


def no_permission(path: Path) -> PermissionError:
    return PermissionError(errno.EACCES, "Permission denied", str(path))


def raw(path: Path) -> bytes:
    """The file's bytes, past the patched ``read_bytes``."""
    with path.open("rb") as handle:
        return handle.read()


def set_aside(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".corrupt-" in p.name or ".kept-" in p.name]


# -- storage ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "error",
    [
        PermissionError(errno.EACCES, "Permission denied"),
        OSError(errno.EIO, "Input/output error"),
        TimeoutError(errno.ETIMEDOUT, "a network drive went away"),
    ],
    ids=["permission", "eio", "timeout"],
)
def test_a_read_failure_leaves_the_file_in_place(
    error: OSError, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "stats.json"
    path.write_text('{"games_played": 3}', encoding="utf-8")
    refuse_reading(monkeypatch, path, error)
    result = load_json_object(path)
    assert result.data is None and result.unreadable and result.quarantined_to is None
    assert path.read_text(encoding="utf-8") == '{"games_played": 3}'
    assert set_aside(tmp_path) == []


def test_a_failing_stat_leaves_the_file_in_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{}", encoding="utf-8")
    real = Path.stat

    def stat(self: Path, **kwargs: object):  # type: ignore[no-untyped-def]
        if self == path:
            raise OSError(errno.EIO, "Input/output error", str(path))
        return real(self, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "stat", stat)
    assert load_json_object(path).unreadable
    monkeypatch.undo()
    assert path.exists() and set_aside(tmp_path) == []


def test_a_folder_in_the_files_place_is_moved_aside(tmp_path: Path) -> None:
    # Content, not a passing failure: it will never read as JSON, and it blocks every save.
    (tmp_path / "settings.json").mkdir()
    result = load_json_object(tmp_path / "settings.json")
    assert not result.unreadable and result.quarantined_to is not None
    assert result.quarantined_to.is_dir() and not (tmp_path / "settings.json").exists()


def test_bad_content_is_still_quarantined(tmp_path: Path) -> None:
    (tmp_path / "stats.json").write_text("{]", encoding="utf-8")
    result = load_json_object(tmp_path / "stats.json")
    assert not result.unreadable and result.quarantined_to is not None


# -- settings --------------------------------------------------------------------------------


def test_unreadable_settings_are_neither_moved_nor_overwritten(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = data_dir / "settings.json"
    SettingsStore(data_dir).save(SettingsStore(data_dir, default_language="de").defaults())
    original = path.read_bytes()
    refuse_reading(monkeypatch, path, no_permission(path))
    driver = make_app()
    app = driver.app
    assert app.ctx.settings.language == "en"  # the defaults stand in for this run
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == app.ctx.t("notice.settings_unreadable.title")
    assert "settings.json" in driver.top.message
    app.ctx.change_settings(sound_volume=0.1, language="es")  # a change saves at once
    app.ctx.settings_store.save(app.ctx.settings)
    monkeypatch.undo()
    assert raw(path) == original and set_aside(data_dir) == []
    assert SettingsStore(data_dir).load().language == "de"


# -- statistics ------------------------------------------------------------------------------


def test_unreadable_stats_are_not_overwritten_by_a_finished_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = StatsStore(tmp_path)
    store.record_game(GameEntry(("hard",), True, 120))
    path = tmp_path / "stats.json"
    original = path.read_bytes()
    refuse_reading(monkeypatch, path, no_permission(path))
    assert store.load() == RondoStats() and store.unreadable and store.quarantined_to is None
    store.record_game(GameEntry(("medium",), False, 10))
    monkeypatch.undo()
    assert raw(path) == original and set_aside(tmp_path) == []
    # Readable again: the next game counts on top of the real record.
    stats = store.record_game(GameEntry(("medium",), False, 10))
    assert not store.unreadable and stats.games_played == 2 and stats.best_score == 120


def test_the_stats_scene_says_the_file_could_not_be_read(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = data_dir / "stats.json"
    StatsStore(data_dir).record_game(GameEntry(("hard",), True, 120))
    refuse_reading(monkeypatch, path, no_permission(path))
    driver = make_app()
    driver.click(driver.widget("stats").rect.center)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == driver.app.ctx.t("notice.stats_unreadable.title")
    assert "stats.json" in driver.top.message and ".corrupt" not in driver.top.message
    assert path.exists() and set_aside(data_dir) == []


# -- the autosave ----------------------------------------------------------------------------


def two_persons(data_dir: Path, seed: int) -> GameSession:
    """A real session (the real autosave writer) in its first turn after the start word."""
    seats = (SeatSetup("person", "Ada"), SeatSetup("person", "Bo"))
    session = GameSession.new(
        GameSetup(seats, {"language": "en"}, None),
        seed,
        load_lexicon("en"),
        load_deck("en"),
        lambda *_: None,  # type: ignore[arg-type, return-value]
        data_dir=data_dir,
        threaded=False,
    )
    while session.phase is Phase.START:
        session.confirm_handover()
        session.play(session.legal_plays()[0].placements)
    session.confirm_handover()
    return session


def a_saved_game(data_dir: Path) -> bytes:
    session = two_persons(data_dir, seed=41)
    session.pass_turn()  # the next turn starts: the session writes its autosave
    session.close()
    return autosave_path(data_dir).read_bytes()


def continue_an_unreadable_save(make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A saved game that cannot be read now, and a player who pressed Continue on it."""
    path = autosave_path(data_dir)
    original = a_saved_game(data_dir)
    refuse_reading(monkeypatch, path, no_permission(path))
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    ctx.hooks.continue_game(ctx)
    driver.frames(2)
    return driver, ctx, path, original


def test_continue_leaves_an_unreadable_save_where_it_is(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, ctx, path, original = continue_an_unreadable_save(make_app, data_dir, monkeypatch)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.save_unreadable.title")
    assert raw(path) == original and set_aside(data_dir) == []
    assert ctx.has_saved_game()  # Continue is still offered: next time it may read
    # Readable again within the same run: Continue resumes the game.
    monkeypatch.undo()
    driver.top.close()
    ctx.hooks.continue_game(ctx)
    driver.frames(2)
    assert isinstance(driver.top, TableScene)
    assert (
        json.loads(original)["actions"]
        == json.loads(json.dumps(driver.top.session.to_dict()))["actions"]
    )


def test_a_new_game_keeps_the_unread_save_instead_of_overwriting_it(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, ctx, path, original = continue_an_unreadable_save(make_app, data_dir, monkeypatch)
    driver.top.close()
    ctx.hooks.start_game(ctx, rondo_setup("en", seed=5))
    driver.frames(2)
    assert isinstance(driver.top, TableScene)
    driver.top.session.autosave()  # the new game takes the one save slot
    kept = list(data_dir.glob("autosave-rondo.json.kept-*"))
    assert len(kept) == 1 and raw(kept[0]) == original
    assert json.loads(path.read_text(encoding="utf-8"))["options"]["seed"] == 5


def test_a_save_that_cannot_be_moved_is_not_overwritten_either(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, ctx, path, original = continue_an_unreadable_save(make_app, data_dir, monkeypatch)
    driver.top.close()

    def locked(_path: Path, _label: str = "corrupt") -> Path:
        raise PermissionError(errno.EACCES, "locked by another program")

    monkeypatch.setattr(hooks_module, "quarantine", locked)
    ctx.hooks.start_game(ctx, rondo_setup("en", seed=5))
    driver.frames(2)
    # The player learns that this game goes unsaved, rather than finding out at Continue.
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.game_unsaved.title")
    table = ctx.stack.scenes[-2]
    assert isinstance(table, TableScene)
    table.session.autosave()
    assert raw(path) == original and set_aside(data_dir) == []


def test_a_lexicon_that_cannot_be_read_does_not_cost_the_save(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = autosave_path(data_dir)
    original = a_saved_game(data_dir)
    hooks = TableHooks(speed=float("inf"))

    def toolbox(_language: str):  # type: ignore[no-untyped-def]
        raise OSError(errno.EIO, "Input/output error", "en.lexicon")

    monkeypatch.setattr(hooks, "toolbox", toolbox)
    driver = make_app(hooks=hooks)
    driver.app.ctx.hooks.continue_game(driver.app.ctx)
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == driver.app.ctx.t("notice.save_unreadable.title")
    assert raw(path) == original and set_aside(data_dir) == []


@pytest.mark.slow
def test_a_long_game_larger_than_a_settings_file_continues(make_app, data_dir: Path) -> None:
    # Exchanges may be repeated without limit; thousands of them make a save of many times
    # the 256 KB allowed for settings, and Continue must still resume it.
    session = two_persons(data_dir, seed=17)
    path = autosave_path(data_dir)
    while not path.exists() or path.stat().st_size <= 2 * MAX_FILE_BYTES:
        for _ in range(500):
            hand = session.game.hand(session.current_seat)
            session.exchange(hand[: min(len(hand), 7)])
        session.pass_turn()
        session.confirm_handover()
    actions = len(session.game.history)
    scores = session.game.scores
    session.close()
    assert MAX_FILE_BYTES < path.stat().st_size < MAX_SAVE_BYTES and actions < MAX_ACTIONS
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    ctx.hooks.continue_game(ctx)
    wait_for_the_table(driver)
    resumed = driver.top.session
    assert len(resumed.game.history) == actions and resumed.game.scores == scores
    assert path.exists() and set_aside(data_dir) == []


def wait_for_the_table(driver) -> None:  # type: ignore[no-untyped-def]
    """Frames until a long save, replayed in the background, is on the table."""
    driver.frames(1)  # Continue's scene change happens between frames
    for _ in range(3000):
        if isinstance(driver.top, TableScene):
            return
        assert isinstance(driver.top, LoadingScene | TableScene), driver.top
        driver.frames(1, dt=0.01)
    raise AssertionError("the long game was not resumed")


def long_save(data_dir: Path, actions: int) -> tuple[int, tuple[int, ...]]:
    """A real autosave of about ``actions`` actions, nearly all exchanges; its length, scores."""
    session = two_persons(data_dir, seed=17)
    while len(session.game.history) < actions:
        for _ in range(min(500, actions - len(session.game.history))):
            hand = session.game.hand(session.current_seat)
            session.exchange(hand[: min(len(hand), 7)])
        session.pass_turn()
        session.confirm_handover()
    length, scores = len(session.game.history), tuple(session.game.scores)
    session.close()
    return length, scores


@pytest.mark.slow
def test_continue_on_a_very_long_save_keeps_the_window_alive(make_app, data_dir: Path) -> None:
    # Issue 12, point 32: 19,500 actions froze the window while they were replayed, and the
    # move log then formatted every one of them in every frame.
    actions, scores = long_save(data_dir, 19_500)
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    ctx.hooks.continue_game(ctx)
    driver.frames(1)
    loading = driver.top
    assert isinstance(loading, LoadingScene), "the replay ran on the main thread"
    assert str(actions) in loading.message
    frames = 0
    while isinstance(driver.top, LoadingScene) and frames < 3000:
        driver.frames(1, dt=0.01)  # the loop goes on: input, update and drawing each frame
        frames += 1
    wait_for_the_table(driver)
    table = driver.top
    assert len(table.session.game.history) == actions and table.session.game.scores == scores
    formatted = 0
    real = table.about_seat

    def counting(key: str, **params: object) -> str:
        nonlocal formatted
        formatted += 1
        return real(key, **params)

    table.about_seat = counting  # type: ignore[method-assign]
    driver.frames(1)
    assert 0 < formatted <= 40, f"{formatted} log lines formatted for one frame"


def test_a_save_over_the_limit_is_refused_without_being_read(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = autosave_path(data_dir)
    with path.open("wb") as handle:  # sparse: cheap to make
        handle.truncate(MAX_SAVE_BYTES + 1)
    refuse_reading(monkeypatch, path, AssertionError("read a file over the limit"))  # type: ignore[arg-type]
    result = load_json_object(path, max_bytes=MAX_SAVE_BYTES)
    assert result.quarantined_to is not None and not path.exists()


def test_the_longest_save_the_engine_accepts_fits_the_limit() -> None:
    # Writer and reader agree: MAX_ACTIONS exchanges of a whole deck's worth of cards, each
    # one its own hinted turn, written as the autosave writes it, is under MAX_SAVE_BYTES.
    all_cards = "E" * max(load_deck(language).size for language in ("de", "en", "es"))
    save = {
        "format": "rondo-game",
        "version": 1,
        "options": {"seats": 6, "seed": 2**63 - 1, "language": "en"},
        "actions": [{"type": "exchange", "cards": all_cards}] * MAX_ACTIONS,
        "meta": {
            "seats": [{"kind": "person", "name": "W" * 16, "strength": None}] * 6,
            "turn_seconds": 300,
            "hints": list(range(MAX_ACTIONS)),
            "clock_remaining": 300.0,
        },
    }
    assert len(json_text(save).encode("utf-8")) < MAX_SAVE_BYTES


# -- a data folder that cannot be written (issue 12, point 31) ---------------------------------


def read_only_folder(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Nothing can be created, renamed or replaced in ``folder`` (root ignores chmod)."""
    real_mkstemp, real_replace = tempfile.mkstemp, os.replace

    def refuse(path: object) -> OSError:
        return OSError(errno.EROFS, "Read-only file system", str(path))

    def mkstemp(*args, dir=None, **kwargs):  # type: ignore[no-untyped-def]
        if dir is not None and Path(dir) == folder:
            raise refuse(folder)
        return real_mkstemp(*args, dir=dir, **kwargs)

    def replace(src, dst, *args, **kwargs):  # type: ignore[no-untyped-def]
        if folder in (Path(src).parent, Path(dst).parent):
            raise refuse(dst)
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    monkeypatch.setattr(os, "replace", replace)


def notices(ctx) -> list[NoticeDialog]:  # type: ignore[no-untyped-def]
    return [scene for scene in ctx.stack.scenes if isinstance(scene, NoticeDialog)]


def test_a_read_only_folder_is_told_once_and_truthfully(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (data_dir / "settings.json").write_bytes(b"{broken")
    read_only_folder(monkeypatch, data_dir)
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    told = notices(ctx)
    assert [n.title for n in told] == [
        ctx.t("notice.read_only.title"),
        ctx.t("notice.settings_reset.title"),
    ]
    assert str(data_dir) in told[0].message
    # Not "kept as settings.json.corrupt-...": nothing moved, and the notice says so.
    assert told[1].message == ctx.t("notice.settings_stuck.body", file="settings.json")
    assert (data_dir / "settings.json").read_bytes() == b"{broken"
    for notice in told:
        notice.close()
    driver.frames(2)
    # A game in this folder fails to save at every turn; the player was told already.
    ctx.hooks.start_game(ctx, rondo_setup("en", seed=5))
    driver.frames(2)
    (table,) = [s for s in ctx.stack.scenes if isinstance(s, TableScene)]
    table.session.autosave()
    driver.frames(2)
    assert notices(ctx) == [] and not autosave_path(data_dir).exists()


def test_a_stuck_statistics_file_is_not_said_to_be_moved(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (data_dir / "stats.json").write_bytes(b"[1, 2")
    read_only_folder(monkeypatch, data_dir)
    driver = make_app()
    for notice in notices(driver.app.ctx):
        notice.close()
    driver.frames(2)
    driver.click(driver.widget("stats").rect.center)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.message == driver.app.ctx.t("notice.stats_stuck.body", file="stats.json")


def test_a_stuck_damaged_save_is_not_said_to_be_moved(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosave_path(data_dir).write_bytes(b'{"format": "rondo-game", "version": 1')
    read_only_folder(monkeypatch, data_dir)
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    for notice in notices(ctx):
        notice.close()
    driver.frames(2)
    ctx.hooks.continue_game(ctx)
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.save_damaged.title")
    assert driver.top.message == ctx.t("notice.save_stuck.body", file="autosave-rondo.json")


# -- the results screen tells about the statistics file (point 29) ------------------------------


def test_the_results_screen_says_a_broken_statistics_file_was_set_aside(
    make_app, data_dir: Path
) -> None:
    from rondo_desktop.games.rondo.table.results import ResultsScene
    from tests.games.rondo.table.helpers import person_vs_computers

    (data_dir / "stats.json").write_bytes(b"\x00\x01 not statistics")
    session = person_vs_computers(None, seed=3, turn_seconds=None)
    for _ in range(5000):
        if session.is_over:
            break
        if session.is_human_turn:
            plays = session.legal_plays()
            if plays:
                session.play(plays[-1].placements)
            else:
                session.pass_turn()
        else:
            session.update(0.0)
    assert session.is_over
    driver = make_app()
    ctx = driver.app.ctx
    ctx.stack.reset(ResultsScene(ctx, session), fade=False)
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert driver.top.title == ctx.t("notice.stats_reset.title")
    assert "stats.json.corrupt-" in driver.top.message
    assert StatsStore(data_dir).load().games_played == 1  # counted in a fresh file
