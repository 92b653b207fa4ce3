"""``rondo-desktop review SAVE.json [--json]``: the issue's keys, the same bytes for the same
file, and one line with status 2 for every file that is not a game to review."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rondo_desktop.app.recent import RecentGames
from rondo_desktop.app.saves import seal
from rondo_desktop.app.session.saving import AutoSaver
from rondo_desktop.app.storage import MAX_SAVE_BYTES
from rondo_desktop.cli import main
from rondo_desktop.games.rondo.engine import Pass
from tests.games.rondo.review.games import PERSON_AND_COMPUTER, new_game, play, save_of

ISSUE_KEYS = [
    "turn",
    "seat",
    "holder",
    "hand",
    "played",
    "points",
    "best",
    "best_points",
    "missed",
    "verdict",
]


def review(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["review", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def autosave(tmp_path: Path) -> Path:
    """A game in progress as the table autosaves it: in the host's envelope."""
    game = new_game(2)
    play(game, game.legal_plays()[-1])
    game.apply(Pass())
    AutoSaver("rondo", tmp_path).write(save_of(game, PERSON_AND_COMPUTER))
    path = tmp_path / "autosave-rondo.json"
    assert json.loads(path.read_text())["envelope"] == 2
    return path


def test_json_is_one_object_per_move_with_the_issues_keys_first(capsys, autosave) -> None:
    code, out, err = review(capsys, str(autosave), "--json")
    assert code == 0 and err == ""
    moves = json.loads(out)
    assert len(moves) == 2  # the start word is not a move to review
    for move in moves:
        assert list(move)[: len(ISSUE_KEYS)] == ISSUE_KEYS
    first, second = moves
    assert first["turn"] == 1 and second["turn"] == 2
    assert first["played"] not in ("pass", "exchange") and second["played"] == "pass"
    assert second["points"] == 0 and second["missed"] == second["best_points"]
    assert all(m["missed"] == max(0, m["best_points"] - m["points"]) for m in moves)
    assert {m["verdict"] for m in moves} <= {"best", "good", "slip", "blunder"}


def test_the_same_file_prints_the_same_bytes(capsys, autosave) -> None:
    assert review(capsys, str(autosave), "--json") == review(capsys, str(autosave), "--json")
    code, text, _ = review(capsys, str(autosave))
    assert code == 0 and review(capsys, str(autosave))[1] == text


def test_plain_text_has_a_line_per_move_and_each_seats_summary(capsys, autosave) -> None:
    _, out, _ = review(capsys, str(autosave))
    lines = out.splitlines()
    assert lines[0].startswith("turn  1  ") and lines[1].startswith("turn  2  ")
    assert "pass 0" in lines[1] and lines[2] == ""
    assert lines[3].startswith("Ada (seat 0): ") and lines[4].startswith("Computer 1 (seat 1): ")
    assert "accuracy" in lines[3]


def test_a_recent_game_and_a_save_without_envelope_are_reviewed(capsys, tmp_path) -> None:
    game = new_game(3)
    play(game, game.legal_plays()[0])
    data = save_of(game)
    summary = {"names": ["A", "B"], "scores": list(game.scores), "winners": [0]}
    recent = RecentGames(tmp_path).add("rondo", data, summary)
    assert recent is not None
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(data))
    assert review(capsys, str(recent), "--json")[1] == review(capsys, str(bare), "--json")[1]


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    game = new_game(2)
    good = save_of(game)
    impossible = {**good, "actions": [*good["actions"], {"type": "exchange", "cards": "QQQ"}]}
    files = {
        "missing": tmp_path / "nothing.json",
        "folder": tmp_path,
        "not json": tmp_path / "text.json",
        "deep": tmp_path / "deep.json",
        "huge": tmp_path / "huge.json",
        "list": tmp_path / "list.json",
        "other game": tmp_path / "ronda.json",
        "unknown game": tmp_path / "chess.json",
        "impossible": tmp_path / "impossible.json",
        "not a game": tmp_path / "settings.json",
        "nan": tmp_path / "nan.json",
    }
    files["not json"].write_bytes(b"\xff\xfe not json at all")
    files["deep"].write_text("[" * 200_000 + "]" * 200_000)
    with files["huge"].open("wb") as file:
        file.truncate(MAX_SAVE_BYTES + 1)
    files["list"].write_text("[1, 2, 3]")
    files["other game"].write_text(json.dumps(seal("ronda", good)))
    files["unknown game"].write_text(json.dumps(seal("chess", good)))
    files["impossible"].write_text(json.dumps(seal("rondo", impossible)))
    files["not a game"].write_text(json.dumps({"language": "de", "volume": 3}))
    files["nan"].write_text('{"format": "rondo-game", "version": NaN}')
    return files


def test_every_bad_file_is_one_line_and_status_2(capsys, tmp_path) -> None:
    for name, path in _bad_files(tmp_path).items():
        for args in ((str(path),), (str(path), "--json")):
            code, out, err = review(capsys, *args)
            assert code == 2, name
            assert out == "", name
            assert err.count("\n") == 1 and err.startswith("rondo-desktop review: "), (name, err)
            assert "Traceback" not in err


def test_the_installed_command_says_it_in_one_line(tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    done = subprocess.run(
        [sys.executable, "-m", "rondo_desktop", "review", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "not JSON" in done.stderr


def _mutations(data: object, path: tuple = ()) -> list[tuple[tuple, object]]:
    """Every place in ``data``: each value there may be swapped for a hostile one."""
    places: list[tuple[tuple, object]] = [(path, data)]
    if isinstance(data, dict):
        for key, value in data.items():
            places += _mutations(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:3]):
            places += _mutations(value, (*path, index))
    return places


def _replaced(data: object, path: tuple, value: object) -> object:
    if not path:
        return value
    copy = json.loads(json.dumps(data))
    target = copy
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return copy


def test_every_value_of_a_save_swapped_for_a_hostile_one_is_reviewed_or_refused() -> None:
    from rondo_desktop.review import ReviewError, review_document

    game = new_game(2)
    play(game, game.legal_plays()[0])
    good = seal("rondo", save_of(game, PERSON_AND_COMPUTER))
    hostile: list[object] = [None, True, -1, 10**30, "x", [], {}, [[0, "?", "a"]]]
    for path, _ in _mutations(good):
        for value in hostile:
            data = _replaced(good, path, value)
            if not isinstance(data, dict):
                continue
            try:
                review_document(data, as_json=True)
            except ReviewError as error:
                assert "\n" not in str(error)


def test_json_gives_each_turns_miss_on_the_move_that_ends_it(capsys, autosave) -> None:
    # Beside the issue's per-move "missed", the summaries' per-turn figure, so a script can
    # add up what the results screen shows.
    _, out, _ = review(capsys, str(autosave), "--json")
    moves = json.loads(out)
    assert all(isinstance(m["turn_missed"], int) and m["turn_missed"] >= 0 for m in moves)
    assert [m["turn_missed"] for m in moves] == [m["missed"] for m in moves]  # no exchange


def test_a_name_cannot_forge_lines_or_send_terminal_escapes(capsys, tmp_path) -> None:
    game = new_game(2)
    play(game, game.legal_plays()[0])
    meta = {
        "seats": [
            {"kind": "person", "name": "Ann\nturn 99  Fake\x1b[2J", "strength": None},
            {"kind": "computer", "name": "Ada", "strength": "medium"},
        ]
    }
    path = tmp_path / "save.json"
    path.write_text(json.dumps(save_of(game, meta)))
    code, out, _ = review(capsys, str(path))
    assert code == 0
    assert "\x1b" not in out and "turn 99" not in out.replace("Ann?turn 99  Fake?[2J", "")
    assert sum(line.startswith("turn ") for line in out.splitlines()) == 1
    assert " 1 move, " in out  # one move judged: "move", not "moves"
