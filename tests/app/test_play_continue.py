"""`rondo-desktop play --continue`: the saved game played last resumes, old saves included.

Run through the real command line (``cli.main``) in-process, like tests/app/test_play_saves.py:
computer seats at top speed play a game out in a second or two under SDL's dummy driver.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from rondo_desktop.app.app import App
from rondo_desktop.app.saves import MENU_SLOT, PLAY_SLOT, autosave_path
from rondo_desktop.cli import main
from rondo_desktop.games.rondo.engine.actions import action_to_dict
from rondo_desktop.games.rondo.table.results import ResultsScene
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.play import last_played, latest_save
from tests.app.test_unreadable_files import a_saved_game, set_aside

OLD_SAVES = Path(__file__).parent.parent / "data" / "0.1.0"
CONTINUE = ["play", "--continue", "--speed", "max", "--quit-when-over"]


# play.run() points the root logger at the test's log folder: taken off again after each test.
pytestmark = pytest.mark.usefixtures("own_log_handlers")


def continue_game(data_dir: Path, *extra: str) -> int:
    return main([*CONTINUE, "--data-dir", str(data_dir), *extra])


def watch_run(monkeypatch: pytest.MonkeyPatch, seen: dict[str, object]) -> None:
    """Let App.run run for real, and remember the scenes on the stack when it returned."""
    real_run = App.run

    def run(app: App) -> int:
        status = real_run(app)
        seen["top"] = app.ctx.stack.top
        return status

    monkeypatch.setattr(App, "run", run)


def old_save_played_out(
    monkeypatch: pytest.MonkeyPatch, data_dir: Path, to: Path
) -> tuple[ResultsScene, dict[str, object]]:
    """The 0.1.0 computer-only save copied to ``to``, resumed by ``play --continue`` and played
    to its results; the results scene and the save as 0.1.0 wrote it."""
    shutil.copyfile(OLD_SAVES / "autosave-de-tugba.json", to)
    saved = json.loads((OLD_SAVES / "autosave-de-tugba.json").read_text(encoding="utf-8"))
    seen: dict[str, object] = {}
    watch_run(monkeypatch, seen)
    assert continue_game(data_dir) == 0
    results = seen["top"]
    assert isinstance(results, ResultsScene) and results.session.is_over
    return results, saved


def test_a_0_1_0_autosave_of_computers_resumes_and_plays_to_the_end(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    results, saved = old_save_played_out(monkeypatch, data_dir, autosave_path(data_dir))
    game = results.session.game
    assert game.options.seed == saved["options"]["seed"] == 46
    # The saved actions are where the game went on from (TUGBA, dropped since, among them).
    assert [action_to_dict(a) for a in game.history[:15]] == saved["actions"]
    # The game is over: its save is done with, and nothing was set aside.
    assert not autosave_path(data_dir).exists() and set_aside(data_dir) == []


def test_a_0_1_0_autosave_with_a_person_resumes_at_her_turn_and_plays_to_the_end(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ada (a person) is to play; a test stands in for her, as a player would at the table.
    shutil.copyfile(OLD_SAVES / "autosave-de-person.json", autosave_path(data_dir))
    seen: dict[str, object] = {}

    def ada_plays(app: App) -> int:
        for _ in range(4000):
            app.step(1 / 60)
            top = app.ctx.stack.top
            if isinstance(top, ResultsScene):
                break
            if isinstance(top, TableScene):
                session = top.session
                seen.setdefault("first_seat", session.current_seat)
                if session.is_human_turn and not session.is_over:
                    plays = session.legal_plays()
                    if plays:
                        session.play(plays[0].placements)
                    else:
                        session.pass_turn()
        seen["top"] = app.ctx.stack.top
        app.close()
        return 0

    monkeypatch.setattr(App, "run", ada_plays)
    assert main(["play", "--continue", "--speed", "max", "--data-dir", str(data_dir)]) == 0
    assert seen["first_seat"] == 0  # it resumed where it stopped: Ada's turn
    results = seen["top"]
    assert isinstance(results, ResultsScene) and results.session.is_over
    assert not autosave_path(data_dir).exists() and set_aside(data_dir) == []


def test_continue_without_a_saved_game_says_so_in_one_line(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert continue_game(data_dir) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "no saved game" in err
    assert list(data_dir.iterdir()) == []  # it did not even open the window


def test_continue_takes_the_game_written_last(data_dir: Path) -> None:
    a_saved_game(data_dir)  # the menu's game
    shutil.copyfile(OLD_SAVES / "autosave-de-tugba.json", autosave_path(data_dir, PLAY_SLOT))
    menu, play = autosave_path(data_dir, MENU_SLOT), autosave_path(data_dir, PLAY_SLOT)
    os.utime(menu, (1_000_000, 1_000_000))
    os.utime(play, (2_000_000, 2_000_000))
    assert latest_save(data_dir) == PLAY_SLOT
    os.utime(menu, (3_000_000, 3_000_000))
    assert latest_save(data_dir) == MENU_SLOT
    os.utime(play, (3_000_000, 3_000_000))
    assert latest_save(data_dir) == MENU_SLOT  # a tie: the menu's own game
    play.unlink()
    assert latest_save(data_dir) == MENU_SLOT


def test_continue_resumes_the_command_lines_game_in_its_own_file(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu_game = a_saved_game(data_dir)
    shutil.copyfile(OLD_SAVES / "autosave-de-tugba.json", autosave_path(data_dir, PLAY_SLOT))
    os.utime(autosave_path(data_dir, MENU_SLOT), (1_000_000, 1_000_000))
    seen: dict[str, object] = {}
    watch_run(monkeypatch, seen)
    assert continue_game(data_dir) == 0
    results = seen["top"]
    assert isinstance(results, ResultsScene) and results.session.game.options.seed == 46
    # The menu's game is untouched; the command line's game ended, so its file is done with.
    assert autosave_path(data_dir, MENU_SLOT).read_bytes() == menu_game
    assert not autosave_path(data_dir, PLAY_SLOT).exists()


def test_continue_on_a_damaged_save_sets_it_aside_and_exits_unattended(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    autosave_path(data_dir).write_bytes(b'{"format": "rondo-game", broken')
    assert continue_game(data_dir) == 2  # and does not wait at the menu for ever
    (kept,) = set_aside(data_dir)
    assert kept.read_bytes() == b'{"format": "rondo-game", broken'
    assert kept.name in capsys.readouterr().err


@pytest.mark.parametrize("option", [["--seats", "medium,medium"], ["--turn", "none"]])
def test_continue_refuses_the_options_of_a_new_game(
    data_dir: Path, option: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    original = a_saved_game(data_dir)
    assert continue_game(data_dir, *option) == 2
    assert option[0] in capsys.readouterr().err
    assert autosave_path(data_dir).read_bytes() == original


@pytest.mark.parametrize(
    "command",
    [
        ["play", "--game", "chess"],
        ["play", "--continue", "--game", "chess"],
        ["simulate", "--game", "chess"],
        ["screenshot", "--game", "chess", "--scene", "menu", "--out", "x.png"],
    ],
)
def test_an_unknown_game_is_one_line_listing_the_games(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(command) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [
        f"rondo-desktop {command[0]}: there is no game 'chess'; "
        "the games are: rondo, ronda, allegra"
    ]


def test_the_game_named_rondo_plays_as_before(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: dict[str, object] = {}
    watch_run(monkeypatch, seen)
    args = ["play", "--game", "rondo", "--seats", "medium,medium", "--lang", "en"]
    assert main([*args, "--speed", "max", "--quit-when-over", "--data-dir", str(data_dir)]) == 0
    results = seen["top"]
    assert isinstance(results, ResultsScene) and results.session.game.options.language == "en"


def test_continue_without_a_game_resumes_the_game_played_last(data_dir: Path) -> None:
    # A Ronda match saved after a Rondo game: `play --continue` alone means the match.
    rondo = autosave_path(data_dir, MENU_SLOT, "rondo")
    ronda = autosave_path(data_dir, PLAY_SLOT, "ronda")
    for path, when in ((rondo, 1_000_000_000), (ronda, 2_000_000_000)):
        path.write_text("{}", encoding="utf-8")
        os.utime(path, ns=(when, when))
    assert last_played(data_dir, ("rondo", "ronda")) == ("ronda", PLAY_SLOT)
    os.utime(rondo, ns=(3_000_000_000, 3_000_000_000))
    assert last_played(data_dir, ("rondo", "ronda")) == ("rondo", MENU_SLOT)
    assert last_played(data_dir, ("ronda",)) == ("ronda", PLAY_SLOT)


def test_play_sets_a_games_options_and_refuses_what_it_does_not_offer(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Ronda's target through the generic --option; a wrong one is one line and status 2.
    args = ["play", "--game", "ronda", "--seats", "medium,medium", "--data-dir", str(data_dir)]
    assert main([*args, "--option", "target=99"]) == 2
    assert "target '99' is not one of" in capsys.readouterr().err
    assert main([*args, "--option", "colour=red"]) == 2
    assert "has no option 'colour'" in capsys.readouterr().err
    assert main([*args, "--lang", "de"]) == 2  # Ronda has no word list
    assert "no option 'language'" in capsys.readouterr().err
