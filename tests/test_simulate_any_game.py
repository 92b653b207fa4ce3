"""``simulate`` plays any registered game through its spec: a tiny Nim proves the runner generic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rondo_desktop.games import parse_options
from rondo_desktop.simulate import Plan, parse_seats, tournament
from tests.nim import nim_registry, nim_spec

GOLDEN = Path(__file__).parent / "data" / "golden" / "simulate-games20-seed1.json"


def nim_plan(heap: str = "21") -> Plan:
    return Plan("nim", {"heap": heap}, registry=nim_registry)


def test_a_game_with_no_hooks_reports_in_rondos_shape() -> None:
    report = tournament(
        nim_plan(), ["greedy", "random"], 10, seed=3, strengths=("random", "greedy")
    )
    rondo = json.loads(GOLDEN.read_text(encoding="utf-8"))
    # The same keys in the same order, Rondo's option ("language") replaced by Nim's ("heap").
    assert list(report) == [("heap" if key == "language" else key) for key in rondo]
    assert report["heap"] == "21" and report["seats"] == ["greedy", "random"]
    assert report["games"] == 10 and report["deals"] == 5 and report["failures"] == []
    assert list(report["strengths"]) == ["random", "greedy"]  # the game's order, weakest first
    for tally in report["strengths"].values():
        assert list(tally) == list(rondo["strengths"]["expert"])
        assert tally["games"] == 10
    wins = {name: tally["wins"] for name, tally in report["strengths"].items()}
    assert wins["random"] + wins["greedy"] == 10
    # Without figures of its own a seat's score is its share of the win, every action a turn.
    greedy = report["strengths"]["greedy"]
    assert greedy["mean_score"] == pytest.approx(greedy["win_rate"])
    assert 0 < greedy["points_per_turn"] < 1
    assert wins["greedy"] >= 8  # greedy wins whenever the heap lets it (it does 3 times in 4)


def test_the_same_seed_gives_the_same_report_in_any_number_of_processes() -> None:
    def without_timings(jobs: int) -> dict[str, object]:
        report = tournament(nim_plan("15"), ["random", "greedy"], 8, seed=5, jobs=jobs)
        for key in ("seconds", "games_per_second"):
            del report[key]
        for tally in report["strengths"].values():
            del tally["ms_per_move"]
        return report

    one = without_timings(1)
    assert one == without_timings(2) and one["heap"] == "15"


def test_an_illegal_choice_is_a_failure_naming_its_deal_and_action() -> None:
    report = tournament(nim_plan(), ["cheat", "random"], 2, seed=1)
    assert report["games"] == 0 and len(report["failures"]) == 2
    failure = report["failures"][0]
    assert failure["seats"] == ["cheat", "random"] and failure["action_number"] == 1
    assert failure["message"].startswith("IllegalChoice: seat 0 chose an action it may not")


def test_seats_and_options_are_the_games_own() -> None:
    spec = nim_spec()
    assert parse_seats("greedy, random", spec.strengths, 2, 2) == ["greedy", "random"]
    with pytest.raises(ValueError, match="expert"):
        parse_seats("expert,random", spec.strengths, 2, 2)
    with pytest.raises(ValueError, match="2 to 2"):
        parse_seats("greedy,random,random", spec.strengths, 2, 2)
    assert parse_options(spec, [], None) == {"heap": "21"}
    assert parse_options(spec, ["heap=15"], None) == {"heap": "15"}
    with pytest.raises(ValueError, match="21, 15"):
        parse_options(spec, ["heap=99"], None)
    with pytest.raises(ValueError, match="no option 'language'"):
        parse_options(spec, [], "de")  # --lang for a game without a word list
