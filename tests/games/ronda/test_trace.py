"""``rondo-desktop trace``: the contract of issue 14, and an independent re-checker.

The checker below is written from the rule book alone (it imports nothing of the engine):
it replays each traced hand from its table, batches and plays and must arrive at the same
points, piles, totals and winner.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop.cli import main

RANKS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]


def trace(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(["trace", *args])
    except SystemExit as exited:  # argparse's own refusals end the process
        code = int(exited.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def traced(capsys: pytest.CaptureFixture[str], seats: str, seed: int) -> dict[str, Any]:
    code, out, err = trace(capsys, "--game", "ronda", "--seats", seats, "--seed", str(seed))
    assert code == 0 and err == ""
    return dict(json.loads(out))


def test_the_document_has_the_contracts_fields(capsys: pytest.CaptureFixture[str]) -> None:
    doc = traced(capsys, "medium,beginner", 7)
    assert list(doc) == ["game", "players", "seed", "target", "hands", "winner"]
    assert (doc["game"], doc["players"], doc["seed"], doc["target"]) == ("ronda", 2, 7, 41)
    assert doc["winner"] in (0, 1) and doc["hands"]
    for hand in doc["hands"]:
        assert set(hand) == {
            "dealer",
            "table",
            "batches",
            "plays",
            "points",
            "captured",
            "totals",
        }
        assert len(hand["table"]) == 4 and len(hand["batches"]) == 6
        assert all(len(b) == 2 and all(len(c) == 3 for c in b) for b in hand["batches"])
        assert len(hand["plays"]) == 36 and set(hand["points"]) == {
            "ronda",
            "este",
            "missa",
            "cards",
        }
        assert sum(hand["captured"]) == 40
        cards = hand["table"] + [c for b in hand["batches"] for s in b for c in s]
        assert len(set(cards)) == 40
    assert doc["hands"][-1]["totals"][doc["winner"]] >= 41


def test_the_same_seed_and_seats_give_the_same_bytes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--game", "ronda", "--seats", "medium,beginner,medium,beginner", "--seed", "3"]
    first = trace(capsys, *args)[1]
    assert trace(capsys, *args)[1] == first
    assert trace(capsys, *args[:-1], "4")[1] != first
    out = tmp_path / "trace.json"
    assert trace(capsys, *args, "--out", str(out)) == (0, "", "")
    assert out.read_text(encoding="utf-8") == first


def test_byte_identical_across_processes() -> None:
    # Another process with another string-hash seed writes the very same bytes.
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-m", "rondo_desktop.cli", "trace", "--game", "ronda"]
        command += ["--seats", "medium,medium", "--seed", "11"]
        runs.append(subprocess.run(command, capture_output=True, env=env, check=True).stdout)
    assert runs[0] == runs[1] and runs[0].endswith(b"\n")


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "ronda", "--seats", "medium,beginner"],
        ["--game", "ronda", "--seed", "1"],
        ["--game", "ronda", "--seats", "medium,wizard", "--seed", "1"],
        ["--game", "ronda", "--seats", "medium", "--seed", "1"],
        ["--game", "ronda", "--seats", "medium,medium,medium,medium,medium", "--seed", "1"],
        ["--game", "ronda", "--seats", "medium,,medium", "--seed", "1"],
        ["--game", "ronda", "--seats", "medium,medium", "--seed", "seven"],
        ["--game", "ronda", "--seats", "medium,medium", "--seed", "-1"],
        ["--game", "ronda", "--seats", "medium,medium", "--seed", "1", "--bogus"],
        ["--game", "ronda", "--seats", "medium,medium", "--seed", "1", "--out", "/no/such/x"],
        ["--game", "chess", "--seats", "medium,medium", "--seed", "1"],
        ["--game", "rondo", "--seats", "medium,medium", "--seed", "1"],
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = trace(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("rondo-desktop trace")


def test_argparse_errors_of_other_commands_are_unchanged(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--games", "many"])
    assert exited.value.code == 2 and "usage:" in capsys.readouterr().err


# -- the independent re-checker ---------------------------------------------------------------


def rank(card: str) -> int:
    return int(card[:-1])


def succ(r: int) -> int | None:
    i = RANKS.index(r) + 1
    return RANKS[i] if i < len(RANKS) else None


def combo_pot(batch: list[list[str]], side: Any) -> list[int]:
    """R-16..R-22 for one batch: each side's points."""
    held = []
    for seat, cards in enumerate(batch):
        for r, n in Counter(rank(c) for c in cards).items():
            if n >= 2:
                held.append((5 if n == 3 else 1, RANKS.index(r), seat))
    points = [0, 0, 0, 0]
    if not held:
        return points
    pot = sum(v for v, _, _ in held)
    best = max((v, r) for v, r, _ in held)
    winners = [seat for v, r, seat in held if (v, r) == best]
    if len({side(s) for s in winners}) == 1:
        points[side(winners[0])] += pot
    else:
        for seat in winners:
            points[side(seat)] += pot // len(winners)
    return points


def recheck_hand(hand: dict[str, Any], players: int) -> dict[str, Any]:
    def side(seat: int) -> int:
        return seat % 2 if players == 4 else seat

    sides = 2 if players == 4 else players
    kinds = {k: [0] * sides for k in ("ronda", "este", "missa", "cards")}
    table = {rank(c): c for c in hand["table"]}
    piles = [0] * sides
    last = None
    per_batch = 3 * players
    for k, batch in enumerate(hand["batches"]):
        for s, p in enumerate(combo_pot(batch, side)[:sides]):
            kinds["ronda"][s] += p
        held = [list(cards) for cards in batch]
        chain: tuple[int | None, int] = (None, 0)
        for i, (seat, card) in enumerate(hand["plays"][k * per_batch : (k + 1) * per_batch]):
            assert seat == (hand["dealer"] + 1 + i) % players
            held[seat].remove(card)
            r = rank(card)
            chain = (r, chain[1] + 1) if chain[0] == r else (r, 1)
            kinds["este"][side(seat)] += {2: 1, 3: 5, 4: 10}.get(chain[1], 0)
            if r in table:
                taken = []
                x: int | None = r
                while x is not None and x in table:
                    taken.append(table.pop(x))
                    x = succ(x)
                piles[side(seat)] += 1 + len(taken)
                last = seat
                final = k == len(hand["batches"]) - 1 and i == per_batch - 1
                if not table and not final:
                    kinds["missa"][side(seat)] += 1
            else:
                table[r] = card
    assert last is not None
    piles[side(last)] += len(table)
    kinds["cards"] = [max(0, p - 20) for p in piles]
    return {"points": kinds, "captured": piles}


@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        ("medium,beginner", 1),
        ("beginner,medium", 2),
        ("medium,medium,beginner,beginner", 3),
        ("medium,medium", 44),
    ],
)
def test_an_independent_checker_agrees_with_the_points(
    capsys: pytest.CaptureFixture[str], seats: str, seed: int
) -> None:
    doc = traced(capsys, seats, seed)
    totals = [0] * (2 if doc["players"] in (2, 4) else 3)
    for hand in doc["hands"]:
        checked = recheck_hand(hand, doc["players"])
        assert checked["points"] == hand["points"]
        assert checked["captured"] == hand["captured"]
        totals = [t + sum(p[s] for p in checked["points"].values()) for s, t in enumerate(totals)]
        assert totals == hand["totals"]
    best = max(totals)
    assert best >= 41 and totals.count(best) == 1 and totals.index(best) == doc["winner"]
    for hand in doc["hands"][:-1]:
        top = max(hand["totals"])
        assert top < 41 or hand["totals"].count(top) > 1  # no earlier winner
