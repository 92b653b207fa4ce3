"""The table's generic session, driven with Nim: it must host any game of the registry's shape.

Computer turns threaded and not, the sand timer and the action it plays, the handover between
people, the autosave and its restore, the fallback when a computer player fails, and a worker
thread that stops with the table.
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.session import MAX_TURN_KEEPING_ACTIONS, NotYourTurn, TableSession
from rondo_desktop.games.spec import SaveRefused
from tests.app.session.nim import (
    Knock,
    Knocked,
    NimAction,
    NimState,
    NimView,
    Take,
    Took,
    Won,
    nim_spec,
)


class NimSession(TableSession[NimState, NimAction, NimView, object]):
    """Nim's part of the session: only what the defaults cannot know."""

    def keeps_turn(self, action: NimAction) -> bool:
        return isinstance(action, Knock)


SPEC = nim_spec()
PACKAGE = Path(__file__).parents[3] / "rondo_desktop" / "app" / "session"


def seats(*kinds: str) -> tuple[SeatSetup, ...]:
    return tuple(
        SeatSetup("person", f"P{i}") if kind == "person" else SeatSetup("computer", f"C{i}", kind)
        for i, kind in enumerate(kinds)
    )


def nim(*kinds: str, seed: int = 3, turn: int | None = None, **kwargs: object) -> NimSession:
    options = {"threaded": False, "think_seconds": 0.0, **kwargs}
    return NimSession.start(SPEC, seats(*kinds), seed, turn, **options)  # type: ignore[arg-type]


def test_the_generic_session_imports_no_game_and_no_pygame() -> None:
    for module in PACKAGE.glob("*.py"):
        assert "games.rondo" not in module.read_text(encoding="utf-8"), module.name
    probe = (
        "import sys, rondo_desktop.app.session; "
        "bad = [m for m in sys.modules if m.startswith('rondo_desktop.games.rondo') "
        "or m.startswith('pygame')]; print(bad)"
    )
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert found.returncode == 0, found.stderr
    assert found.stdout.strip() == "[]"


def test_a_computer_game_plays_to_the_end_in_the_frame(tmp_path: Path) -> None:
    session = nim("medium", "medium", "medium", data_dir=tmp_path)
    assert session.viewer is None  # nobody at the screen: watch mode
    path = autosave_path(tmp_path, game="nim")
    session.update(0.1)
    assert path.is_file(), "saved when the next turn began"
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert (saved["envelope"], saved["game"], saved["actions"]) == (2, "nim", [["take", 1]])
    for _ in range(100):
        if session.is_over:
            break
        session.update(0.1)
    assert session.is_over and session.game.pile == 0
    events = session.take_events()
    assert isinstance(events[-1], Won) and sum(e.count for e in events if isinstance(e, Took)) == 13
    assert not path.exists(), "a finished game leaves nothing to continue"


def test_computer_turns_think_on_a_worker_thread_and_wait_for_the_table() -> None:
    session = nim("medium", "medium", threaded=True, think_seconds=0.3)
    try:
        session.update(0.01)
        assert session.is_thinking
        session.update(10.0, animating=True)  # the table is still animating: nothing happens
        assert not session.game.history, "nothing is played while the table animates"
        for _ in range(2000):
            if session.is_over:
                break
            time.sleep(0.002)  # real time passes too: the worker needs it
            session.update(0.1)
        assert session.is_over, "the threaded game reached its end"
    finally:
        session.close()


def test_the_sand_running_out_plays_the_games_timeout_for_the_person() -> None:
    seen: list[float | None] = []

    def computer(observation: NimView, time_left: float | None) -> NimAction:
        seen.append(time_left)
        return Take(1)

    session = nim("person", "medium", turn=30, player_factory=lambda seat, strength: computer)
    session.update(29.5)
    assert session.current_seat == 0 and session.clock.urgent
    session.update(1.0)
    assert session.game.history[0] == Take(1), "the default timeout: the first legal action"
    assert session.clock.remaining == pytest.approx(30), "a new turn, new sand"
    session.update(2.0)
    assert seen == [pytest.approx(28.0)], "the computer is told the sand it has left"


def test_a_computer_is_told_no_time_without_a_sand_timer() -> None:
    seen: list[float | None] = []

    def computer(observation: NimView, time_left: float | None) -> NimAction:
        seen.append(time_left)
        return Take(1)

    session = nim("medium", "medium", player_factory=lambda seat, strength: computer)
    session.update(0.5)
    assert seen == [None]


def test_a_failing_or_cheating_computer_plays_safe_and_the_game_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken(observation: NimView, time_left: float | None) -> NimAction:
        raise RuntimeError("a bug in a player")

    def cheat(observation: NimView, time_left: float | None) -> NimAction:
        return Take(7)

    for chooser in (broken, cheat):
        session = nim("medium", "medium", player_factory=lambda seat, strength, c=chooser: c)
        with caplog.at_level(logging.ERROR):
            session.update(0.1)
        assert session.game.history == [Take(1)]  # the safe action: the first legal one
        assert "failed to choose" in caplog.text
        caplog.clear()


def test_a_computer_that_never_ends_its_turn_is_stopped() -> None:
    session = nim(
        "medium", "medium", player_factory=lambda seat, strength: lambda seen, left: Knock()
    )
    for _ in range(MAX_TURN_KEEPING_ACTIONS + 1):
        session.update(0.1)
    assert session.game.history == [Knock()] * MAX_TURN_KEEPING_ACTIONS + [Take(1)]
    assert session.current_seat == 1


def test_people_at_one_screen_hand_it_over() -> None:
    session = nim("person", "person", turn=60)
    assert session.hot_seat and session.handover_pending and not session.can_act
    with pytest.raises(NotYourTurn):
        session.act(Take(1))
    session.update(10.0)
    assert session.clock.remaining == pytest.approx(60), "the sand waits for the handover"
    session.confirm_handover()
    assert session.viewer == 0 and session.can_act
    assert session.act(Knock()) == [Knocked(0)]
    assert not session.handover_pending, "a knock keeps the turn and the screen"
    session.act(Take(2))
    assert session.current_seat == 1 and session.handover_pending and not session.can_act
    session.confirm_handover()
    assert session.viewer == 1 and session.can_act


def test_a_refused_action_changes_nothing() -> None:
    session = nim("person", "medium")
    with pytest.raises(ValueError):
        session.act(Take(4))
    assert session.game.history == [] and session.take_events() == []


def test_the_autosave_resumes_exactly_where_it_stopped(tmp_path: Path) -> None:
    session = nim("person", "medium", turn=60, data_dir=tmp_path)
    session.act(Knock())
    assert not autosave_path(tmp_path, game="nim").exists(), "saved once a turn, not per action"
    session.act(Take(2))
    session.update(0.1)  # the computer answers
    session.update(12.5)
    session.autosave()
    text = autosave_path(tmp_path, game="nim").read_text(encoding="utf-8")
    restored = NimSession.from_save(SPEC, text, threaded=False, think_seconds=0.0)
    assert SPEC.full_state(restored.game) == SPEC.full_state(session.game)
    assert restored.game.history == [Knock(), Take(2), Take(3)]
    assert restored.seats == session.seats and restored.current_seat == 0
    assert restored.clock.remaining == pytest.approx(47.5)
    assert restored.take_events() == []  # already on the table: nothing to animate


def test_a_save_whose_seats_do_not_match_its_game_is_refused(tmp_path: Path) -> None:
    # A hand-edited save: four seats at the table of a two-seat game (each within the game's
    # range of 2 to 4) would index a seat the game does not have.
    session = nim("person", "medium", data_dir=tmp_path)
    session.autosave()
    data = json.loads(autosave_path(tmp_path, game="nim").read_text(encoding="utf-8"))
    data["meta"]["seats"] += data["meta"]["seats"]
    with pytest.raises(SaveRefused, match="another size"):
        NimSession.from_save(SPEC, json.dumps(data))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        '{"envelope": 2, "game": "rondo", "seats": 2, "pile": 9, "actions": [], "meta": {}}',
        '{"seats": 2, "pile": 9, "actions": [], "meta": {"seats": "two"}}',
        '{"seats": 2, "pile": 9, "actions": [["take", 9]], "meta": {"seats": []}}',
    ],
)
def test_a_save_it_cannot_resume_is_refused(text: str) -> None:
    with pytest.raises(SaveRefused):
        NimSession.from_save(SPEC, text)


def test_closing_the_table_stops_the_worker_thread() -> None:
    release = threading.Event()

    def slow(observation: NimView, time_left: float | None) -> NimAction:
        release.wait(5)
        return Take(1)

    session = nim("medium", "medium", threaded=True, player_factory=lambda seat, strength: slow)
    before = set(threading.enumerate())
    session.update(0.1)
    (worker,) = set(threading.enumerate()) - before  # started for the first computer turn
    assert session.is_thinking
    session.close()
    assert not session.is_thinking
    release.set()  # the player finishes its thought; nobody waits for it or plays it
    worker.join(5)
    assert not worker.is_alive(), "the worker thread ended"
    session.update(1.0)
    assert session.game.history == [], "nothing is played once the table is closed"
