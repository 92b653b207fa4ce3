"""After a game the menu keeps that game chosen, and Statistics opens on it: not the first
game of the registry (Rondo) again. For every game, through the host's hooks."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.games import names


@pytest.mark.parametrize("game", [name for name in names() if name != names()[0]])
def test_the_menu_and_statistics_keep_the_game_just_played(
    make_app: Any, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app(language="en")
    ctx = driver.app.ctx
    spec = ctx.spec(game)
    computer = SeatSetup("computer", "", spec.strengths[0])
    seats = (SeatSetup("person", ""), *[computer] * (spec.seats.minimum - 1))
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, game))
    driver.frames(2)
    monkeypatch.setattr(ctx, "saved_game", lambda: None)  # the game is over: no save left
    ctx.navigator.reset("menu", fade=False)  # the results' Menu button does this
    driver.frames(2)
    menu = driver.top
    assert isinstance(menu, MenuScene) and menu.chosen == game
    driver.click(driver.widget("stats").rect.center)
    driver.frames(2)
    assert isinstance(driver.top, StatsScene) and driver.top.game == game
