"""``rondo-desktop solve``: the players' word finder on the command line."""

import json
import subprocess
import sys

import pytest

from rondo_desktop.cli import main


def solve(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["solve", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_every_legal_play_best_first(capsys) -> None:
    code, out, _ = solve(capsys, "--holder", "-HAUs", "--hand", "ERT?-AB", "--json")
    assert code == 0
    plays = json.loads(out)
    assert len(plays) > 50
    for play in plays:
        assert {"word", "holder", "cards", "score"} <= play.keys()
        assert isinstance(play["score"], int)
        assert play["holder"].strip("-").upper() == play["word"]
    scores = [p["score"] for p in plays]
    assert scores == sorted(scores, reverse=True)
    best = plays[0]
    assert best["score"] == best["word_value"] + best["bonus"]


def test_top_limits_the_list(capsys) -> None:
    _, out, _ = solve(capsys, "--holder", "-HAUs", "--hand", "ERT?-AB", "--json", "--top", "3")
    assert len(json.loads(out)) == 3


def test_text_output_is_a_table_best_first(capsys) -> None:
    code, out, _ = solve(capsys, "--holder", "HAUS", "--hand", "MER", "--top", "5")
    lines = out.splitlines()
    assert code == 0 and "HAUS" in lines[0]
    rows = lines[2:7]
    assert len(rows) == 5
    scores = [int(row.split()[0]) for row in rows]
    assert scores == sorted(scores, reverse=True)
    assert any("MAUER" in row for row in rows)


def test_own_word_list(capsys, tmp_path) -> None:
    words = tmp_path / "words.txt"
    words.write_text("maus\nLaus\nHäuser\n# comment\nzz\n", encoding="utf-8")
    code, out, _ = solve(capsys, "--holder", "HAUS", "--hand", "ML", "--lexicon", str(words),
                         "--json")  # fmt: skip
    assert code == 0
    assert sorted(p["word"] for p in json.loads(out)) == ["LAUS", "MAUS"]


def test_start_words_without_a_holder(capsys) -> None:
    code, out, _ = solve(capsys, "--hand", "HUTAENN", "--json")
    plays = json.loads(out)
    assert code == 0 and all(len(p["word"]) == 3 for p in plays)
    assert plays[0]["score"] == 10  # HAT or HUT


def test_other_languages(capsys) -> None:
    code, out, _ = solve(capsys, "--holder", "HOUSE", "--hand", "MLR", "--lang", "en", "--json")
    assert code == 0 and "MOUSE" in {p["word"] for p in json.loads(out)}


@pytest.mark.parametrize(
    "args",
    [
        ("--holder", "HA-US", "--hand", "E"),
        ("--holder", "HAUS", "--hand", "e?"),
        ("--holder", "ABCDEFGHIJ", "--hand", "E"),
        ("--holder", "HAUS", "--hand", "E", "--lexicon", "/no/such/file.txt"),
        ("--holder", "HAUS", "--hand", "Ñ"),
        ("--holder", "HAUS", "--hand", "E", "--top", "0"),
        ("--holder", "HÄUS", "--hand", "E"),
        ("--holder", "MAß", "--hand", "E"),
        ("--holder", "HAUä", "--hand", "E"),
        ("--holder", "HAUS", "--hand", "Eß"),
        ("--holder", "CASA", "--hand", "É", "--lang", "es"),
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys, args) -> None:
    code, out, err = solve(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("rondo-desktop solve:")


def test_binary_word_list_is_refused(capsys, tmp_path) -> None:
    blob = tmp_path / "blob.txt"
    blob.write_bytes(b"\x00\x01\x02binary")
    code, _, err = solve(capsys, "--holder", "HAUS", "--hand", "E", "--lexicon", str(blob))
    assert code == 2 and "not a text file" in err


def test_the_installed_command_takes_a_holder_starting_with_a_delete_card() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "rondo_desktop", "solve", "--holder", "-HAUs", "--hand", "E",
         "--json"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert "HAUSE" in {p["word"] for p in json.loads(done.stdout)}
