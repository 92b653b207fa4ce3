"""The computer players play exactly as when the golden files were captured (tests/data/golden).

Issue 13 moves Rondo into ``rondo_desktop/games/rondo``; these prove the move changed nothing
a ``simulate`` run can see.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop.cli import main

GOLDEN = Path(__file__).parent / "data" / "golden"
# A budget no expert move needs: its moves then depend on the seed alone, not the machine.
NO_CLOCK = ["--time-budget", "600"]


def without_timings(report: dict[str, Any]) -> dict[str, Any]:
    report = dict(report)
    del report["seconds"], report["games_per_second"]
    report["strengths"] = {
        name: {key: value for key, value in tally.items() if key != "ms_per_move"}
        for name, tally in report["strengths"].items()
    }
    return report


def simulated(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", *args, "--json", *NO_CLOCK]) == 0
    return without_timings(json.loads(capsys.readouterr().out))


def golden(name: str) -> dict[str, Any]:
    return without_timings(json.loads((GOLDEN / name).read_text(encoding="utf-8")))


def test_three_strengths_play_as_captured(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulated(capsys, "--games", "6", "--seats", "hard,medium,beginner", "--seed", "1")
    assert report == golden("simulate-games6-hard-medium-beginner-seed1.json")


@pytest.mark.slow  # about two minutes: twenty expert games
def test_simulate_20_games_seed_1_is_as_captured(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulated(capsys, "--games", "20", "--seed", "1")
    assert report == golden("simulate-games20-seed1.json")
    assert report["failures"] == [] and report["games"] == 20
