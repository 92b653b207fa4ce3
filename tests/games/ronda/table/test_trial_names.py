"""Names at Ronda's table after the new-player trial (issue #14): a lone person the setup form
left with its default name ("Player 1") is "You" everywhere, spoken to in the second person,
while people sharing a screen keep theirs; at four seats the teams keep the names the table
gives them ("Orange team", "Blue team") on the end-of-hand summary and the results too."""

from __future__ import annotations

from typing import Any

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle


def started(driver: Any, seats: tuple[SeatSetup, ...]) -> RondaTable:
    """A match started as the setup form starts it: every seat named, defaults included."""
    ctx = driver.app.ctx
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "ronda"))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    settle(driver, table)
    return table


def test_a_lone_person_with_the_default_name_is_you_in_the_log(make_app) -> None:
    driver = make_app()
    t = driver.app.ctx.t
    seats = (SeatSetup("person", "Player 1"), SeatSetup("computer", "Computer 1", "medium"))
    table = started(driver, seats)
    assert table.seat_name(0) == t("table.you")
    lines = [table.words(e.key, e.params, e.seat) for e in table.session.log]
    assert lines and not any("Player 1" in line for line in lines)
    assert table.words("log.ronda.lays", {"name": "", "card": "5o"}, 0) == "You lay the 5 of coins."


def test_people_sharing_the_screen_keep_their_names(make_app) -> None:
    driver = make_app()
    seats = (SeatSetup("person", "Player 1"), SeatSetup("person", "Player 2"))
    table = started(driver, seats)
    assert [table.seat_name(0), table.seat_name(1)] == ["Player 1", "Player 2"]
