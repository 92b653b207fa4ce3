"""The sand running out is said, not only done: "Time's up" on the turn line and a line in the
move log saying the timer chose, before the move it chose."""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.allegra.table.log_text import log_line
from tests.games.allegra.table.helpers import phase, sit_down


def _run_out(driver: Any, table: Any, wanted: str) -> None:
    for _ in range(20000):
        if phase(table) == wanted and table.can_act():
            break
        if table.can_act():
            table.act(table.legal()[0])
        elif table.handover_shown():
            table.confirm_handover()
        driver.frames(1, 0.05)
    for _ in range(40):
        if table.session.timeouts:
            return
        driver.frames(1, 1.0)
    raise AssertionError("the sand never ran out")


def test_the_timer_moving_for_a_person_is_told_and_logged(make_app: Any) -> None:
    driver = make_app(language="en")
    table = sit_down(driver, "person", "medium", "medium", turn_seconds=30)
    _run_out(driver, table, "take")
    driver.frames(1, 0.05)
    assert table.banner is not None and table.banner[0].startswith("Time's up!")
    lines = [log_line(table, entry) for entry in table.session.log]
    told = next(i for i, line in enumerate(lines) if "the timer chooses for P1" in line)
    assert lines[told + 1].startswith("P1 draws"), lines[told:]


def test_opening_reveals_timed_out_are_logged_too(make_app: Any) -> None:
    driver = make_app(language="fr")
    table = sit_down(driver, "person", "medium", "medium", turn_seconds=30)
    _run_out(driver, table, "reveal")
    keys = [entry.key for entry in table.session.log]
    assert "log.allegra.time_up" in keys
    assert keys[keys.index("log.allegra.time_up") + 1] == "log.allegra.reveals"
