"""Sitting down at Allegra's table in a test: a real app, a real session, the real scene."""

from __future__ import annotations

from typing import Any

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.allegra.table.scene import AllegraTable


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
) -> AllegraTable:
    """A new game through Allegra's UI, as the setup screen would start it."""
    ctx = driver.app.ctx
    setup = GameSetup(seats_of(*kinds), options, turn_seconds, seed, "allegra")
    ctx.hooks.start_game(ctx, setup)
    driver.frames(2)
    table = driver.top
    assert isinstance(table, AllegraTable)
    return table


def settle(driver: Any, table: AllegraTable, limit: int = 3000) -> None:
    """Run frames until the table shows everything and waits for a person at the screen
    (confirming a handover), or the game is over."""
    driver.frames(1, 0.05)  # what was just done reaches the screen first
    for _ in range(limit):
        if table.finished or table.can_act():
            return
        if table.handover_shown():
            table.confirm_handover()
        if table.dealer.summary is not None:
            table.dismiss_summary()
        driver.frames(1, 0.05)
    raise AssertionError("the table never came to rest")


def phase(table: AllegraTable) -> str:
    return str(table.session.game.phase)


def centre(rect: Any) -> tuple[int, int]:
    return (rect.centerx, rect.centery)
