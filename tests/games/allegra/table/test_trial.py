"""What a new player's trial at Allegra's table found: the turn line during a knock question,
the safe default button, the move log naming where a card went, the live totals over the
grids, the round summary's reasons and names that fit."""

from __future__ import annotations

import pygame

from rondo_desktop.games.allegra.engine import Knock
from rondo_desktop.games.allegra.table.scene import AllegraTable
from tests.games.allegra.table.helpers import phase, sit_down


def _to_my_knock_question(driver, table: AllegraTable) -> None:
    """The person plays the first legal action until a computer's drawn card asks them."""
    for _ in range(20000):
        if phase(table) == "knock" and table.can_act():
            return
        if table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.05)
    raise AssertionError("never asked to knock")


def test_the_knock_question_names_the_drawer_not_your_turn(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=120)
    _to_my_knock_question(driver, table)
    game = table.session.game
    banner = table.banner_text()
    drawer = table.seat_name(game.active)
    assert banner != driver.app.ctx.t("table.banner.your_turn")
    assert drawer in banner and "?" in banner


def test_answering_a_knock_question_does_not_turn_the_sand_over(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=120)
    _to_my_knock_question(driver, table)
    clock = table.session.clock
    turns, active = clock.turns, table.session.game.active
    assert table.act(Knock(False))
    assert table.session.game.active == active and clock.turns == turns


def test_enter_at_a_knock_question_lets_the_card_go_even_after_a_knock(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "medium", "person", "medium", turn_seconds=120)
    _to_my_knock_question(driver, table)
    driver.frames(1)
    assert driver.focused_name() == "no_knock"
    table.focus.focus_name("knock")  # the player knocked with the keyboard last time
    driver.key(pygame.K_RETURN)
    assert table.session.game.history[-1] == Knock(True)
    for _ in range(20000):  # until the next question
        if phase(table) == "knock" and table.can_act():
            break
        if table.can_act():
            table.act(table.legal()[0])
        driver.frames(1, 0.05)
    driver.frames(1)
    assert driver.focused_name() == "no_knock"  # the red Knock is never the default
    driver.key(pygame.K_RETURN)
    assert table.session.game.history[-1] == Knock(False)
