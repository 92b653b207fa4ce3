"""Sitting down at Ronda's table in a test: a real app, a real session, the real scene."""

from __future__ import annotations

from typing import Any

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.ronda.table.scene import RondaTable
from rondo_desktop.games.ronda.table.session import RondaSession


def seats_of(*kinds: str) -> tuple[SeatSetup, ...]:
    """("person", "medium", ...) -> seats: a person named after its seat, or a computer."""
    return tuple(
        SeatSetup("person", f"P{index + 1}")
        if kind == "person"
        else SeatSetup("computer", "", kind)
        for index, kind in enumerate(kinds)
    )


def sit_down(
    driver: Any, *kinds: str, seed: int = 7, turn_seconds: int | None = None, **options: str
) -> RondaTable:
    """A new match through Ronda's UI, as the setup screen would start it."""
    ctx = driver.app.ctx
    setup = GameSetup(seats_of(*kinds), options, turn_seconds, seed, "ronda")
    ctx.hooks.start_game(ctx, setup)
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    return table


def settle(driver: Any, table: RondaTable, limit: int = 2000) -> None:
    """Run frames until the table shows everything and waits for a person (or is over)."""
    for _ in range(limit):
        if table.finished or (not table.busy and table.session.can_act):
            return
        if table.dealer.summary is not None:
            table.dismiss_summary()
        driver.frames(1, 0.05)


def session_of(table: RondaTable) -> RondaSession:
    return table.session
