"""The move log's last line names the winners as the player's language joins names (Arabic
"و"): through the catalogs, not a Latin ", " glued in by code, and by their seats, so the line
follows a change of language."""

from __future__ import annotations

import math

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.rtl import without_controls
from rondo_desktop.games.rondo.engine.events import GameOver
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session_log import event_entry


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Game over. Winner: Ann & Cid."),
        ("ar", "انتهت اللعبة. الفائز: Ann وCid."),
    ],
)
def test_a_shared_win_lists_its_winners_the_languages_way(
    make_app, language: str, line: str
) -> None:
    driver = make_app(language=language)
    seats = (SeatSetup("person", "Ann"), SeatSetup("computer", "Cid", "medium"))
    setup = GameSetup(seats, {"language": "en"}, None)
    TableHooks(speed=math.inf).start_game(driver.app.ctx, setup)
    driver.frames(2)
    table = driver.top
    assert isinstance(table, TableScene)
    entry = event_entry(GameOver("all_passed", (30, 30), (0, 1)), table.session.name)
    assert entry is not None
    table.session.log.append(entry)
    table.dealer.shown.log_count = len(table.session.log)
    assert without_controls(table.painter._log_lines()[-1]) == line  # as drawn
