"""The tournament runner: its JSON contract, paired deals, processes, and broken games."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rondo_desktop.cli import main
from rondo_desktop.games.rondo.engine import Game
from rondo_desktop.simulate import schedule, wilson


def simulate(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict, str]:
    code = main(["simulate", *args, "--json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def test_json_contract_and_paired_accounting(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = simulate(capsys, "--games", "6", "--seats", "medium,beginner", "--seed", "3")
    assert code == 0
    assert report["games"] == 6
    assert report["games_per_second"] > 0
    assert set(report["strengths"]) == {"medium", "beginner"}
    for stats in report["strengths"].values():
        # Paired deals: each strength sat in every game, once per seating of each deal.
        assert stats["games"] == 6
        low, high = stats["ci95"]
        assert 0.0 <= low <= stats["win_rate"] <= high <= 1.0
        assert stats["win_rate"] == pytest.approx(stats["wins"] / 6)
        assert isinstance(stats["mean_score"], float)
    wins = sum(s["wins"] for s in report["strengths"].values())
    assert wins == pytest.approx(6)  # shared wins count 1/k, so the wins add up to the games


def test_each_deal_is_played_in_every_seating() -> None:
    tasks = schedule(["expert", "medium"], 5, seed=1)
    assert len(tasks) == 6  # rounded up to whole pairs
    by_deal: dict[int, list[tuple[str, ...]]] = {}
    for task in tasks:
        by_deal.setdefault(task.seed, []).append(task.strengths)
    assert len(by_deal) == 3
    for seatings in by_deal.values():
        assert sorted(seatings) == [("expert", "medium"), ("medium", "expert")]
    three = schedule(["hard", "medium", "beginner"], 3, seed=1)
    assert Counter(t.strengths[0] for t in three) == Counter(["hard", "medium", "beginner"])


@pytest.mark.slow
def test_jobs_give_the_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "2", "--seats", "medium,hard", "--seed", "8")
    _, one, _ = simulate(capsys, *args, "--jobs", "1")
    _, two, _ = simulate(capsys, *args, "--jobs", "2")
    for report in (one, two):
        for stats in report["strengths"].values():
            stats.pop("ms_per_move")
        for key in ("seconds", "games_per_second"):
            report.pop(key)
    assert one == two


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0


def test_a_broken_game_names_its_seed_and_action(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_apply = Game.apply

    def broken_apply(self: Game, action, seat=None):  # type: ignore[no-untyped-def]
        events = real_apply(self, action, seat)
        if len(self.history) == 5:
            self._state.scores[0] += 1  # a score that no event explains
        return events

    monkeypatch.setattr(Game, "apply", broken_apply)
    code, report, err = simulate(capsys, "--games", "2", "--seats", "medium,medium")
    assert code == 1
    assert report["failures"] and report["failures"][0]["action_number"] == 5
    seed = report["failures"][0]["seed"]
    assert f"seed {seed}" in err and "action 5" in err and "not the sum of their events" in err


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seats", "medium,grandmaster"]) == 2
    assert "grandmaster" in capsys.readouterr().err
    assert main(["simulate", "--seats", "medium"]) == 2
