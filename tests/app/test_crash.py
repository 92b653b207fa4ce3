"""An uncaught error: a crash report, back to the menu with a notice, the save untouched."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from rondo_desktop.app.crash import (
    KEEP_REPORTS,
    LOG_BACKUPS,
    configure_logging,
    game_details,
    write_crash_report,
)
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine import load_deck
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.table.greedy import greedy_factory
from rondo_desktop.games.rondo.table.session import GameSession


class FakeSession:
    """A game of no particular kind: what any game's session offers the crash report."""

    def crash_details(self) -> dict:
        return {
            "game": "nim",
            "options": {"seed": 4242, "seats": 2, "heap": "21"},
            "actions": [3, 1],
        }


class BrokenScene(Scene):
    name = "broken"

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.session = FakeSession()

    def update(self, dt: float) -> None:
        raise RuntimeError("a bug in a scene")


def test_an_error_writes_a_report_and_returns_to_the_menu(make_app, data_dir: Path) -> None:
    driver = make_app()
    app = driver.app
    save = autosave_path(data_dir)
    save.write_text('{"kept": true}', encoding="utf-8")
    app.ctx.stack.push(BrokenScene(app.ctx))
    with pytest.raises(RuntimeError) as caught:
        driver.frames(2)
    assert app.recover(caught.value)
    driver.frames(2)
    scenes = app.ctx.stack.scenes
    assert isinstance(scenes[0], MenuScene) and isinstance(scenes[-1], NoticeDialog)
    assert scenes[-1].title == app.ctx.t("notice.crash.title")
    reports = list(app.log_dir.glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: a bug in a scene" in text and "version:" in text
    assert "\ngame: nim\n" in text  # the report names the game it was
    assert '"seed": 4242' in text and '"actions"' in text
    assert save.read_text(encoding="utf-8") == '{"kept": true}'  # the save is left alone
    assert str(reports[0]) in scenes[-1].message


def test_errors_that_keep_coming_end_the_game_with_status_1(make_app, monkeypatch) -> None:
    driver = make_app()
    app = driver.app

    def broken_draw(self, surface) -> None:
        raise RuntimeError("the menu itself fails")

    monkeypatch.setattr(MenuScene, "draw", broken_draw)
    assert app.run() == 1
    assert len(list(app.log_dir.glob("crash-*.txt"))) >= 3


def test_old_crash_reports_are_dropped(make_app) -> None:
    driver = make_app()
    app = driver.app
    for _ in range(KEEP_REPORTS + 5):
        app._crash_times.clear()
        assert app.recover(RuntimeError("again"))
    assert len(list(app.log_dir.glob("crash-*.txt"))) == KEEP_REPORTS


def test_the_log_file_rotates(tmp_path: Path) -> None:
    path = configure_logging(tmp_path / "logs")
    assert path is not None
    logger = logging.getLogger("rondo_desktop.test_rotation")
    try:
        for _ in range(4000):
            logger.info("x" * 400)
    finally:
        for handler in list(logging.getLogger().handlers):
            if getattr(handler, "baseFilename", "").startswith(str(tmp_path)):
                logging.getLogger().removeHandler(handler)
                handler.close()
    files = sorted((tmp_path / "logs").iterdir())
    assert 1 < len(files) <= LOG_BACKUPS + 1
    assert all(f.stat().st_size <= 600 * 1024 for f in files)


def test_an_unusable_log_folder_warns_once_and_logs_quietly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Issue 12, point 31: without a log file every warning of the run went to the terminal.
    blocked = tmp_path / "logs"
    blocked.write_text("a file where the log folder should be", encoding="utf-8")
    root = logging.getLogger()
    before = list(root.handlers)
    root.handlers.clear()  # as in a real run: pytest's own capture handler is not there
    try:
        assert configure_logging(blocked) is None
        for number in range(29):
            logging.getLogger("rondo_desktop.app.storage").warning("warning %d", number)
        err = capsys.readouterr().err
    finally:
        root.handlers[:] = before
    assert err.count("\n") == 1 and "log" in err


def test_a_rondo_game_on_the_table_is_named_with_what_replays_it(tmp_path: Path) -> None:
    setup = GameSetup(
        (SeatSetup("person", "Ada"), SeatSetup("computer", "", "medium")), {"language": "de"}
    )
    deck, lexicon = load_deck("de"), load_lexicon("de")
    session = GameSession.new(
        setup, 77, lexicon, deck, greedy_factory(lexicon, deck), threaded=False, think_seconds=0
    )

    class TableLike:
        pass

    table = TableLike()
    table.session = session  # type: ignore[attr-defined]
    details = game_details([object(), table, object()])
    assert details is not None and details["game"] == NAME
    assert details["options"] == {"seats": 2, "seed": 77, "language": "de"}
    assert details["actions_count"] == len(details["actions"]) == len(session.game.history)
    report = write_crash_report(tmp_path, RuntimeError("x"), "0.0", details)
    assert report is not None and "\ngame: rondo\n" in report.read_text(encoding="utf-8")


def test_no_game_on_the_table_is_said_so(tmp_path: Path) -> None:
    assert game_details([object()]) is None
    report = write_crash_report(tmp_path, RuntimeError("x"), "0.0", None)
    assert report is not None
    text = report.read_text(encoding="utf-8")
    assert "game: none on the table" in text and "no game on the table" in text
