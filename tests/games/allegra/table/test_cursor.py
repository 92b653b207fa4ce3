"""One highlight for mouse and keys: the pointer moves the cell cursor, so Enter acts on the
card the mouse shows; the arrows skip the cells that cannot be chosen now."""

from __future__ import annotations

from typing import Any

import pygame

from rondo_desktop.games.allegra.table import controls
from tests.games.allegra.table.helpers import centre, phase, settle, sit_down


def _at_reveal(driver: Any) -> Any:
    table = sit_down(driver, "person", "medium", "medium", seed=3)
    settle(driver, table)
    assert phase(table) == "reveal" and table.can_act()
    return table


def _move(driver: Any, pos: tuple[int, int]) -> None:
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(event)
    driver.frames(2)


def test_enter_acts_on_the_card_under_the_mouse(make_app: Any) -> None:
    driver = make_app()
    table = _at_reveal(driver)
    driver.key(pygame.K_RIGHT)  # the keyboard cursor shown somewhere else first
    seat = table.session.current_seat
    target = (seat, 2, 3)
    assert controls.cursor_cell(table) != target
    _move(driver, centre(table.geometry.cell_rect(target)))
    assert controls.cursor_cell(table) == target and table.show_cursor
    driver.key(pygame.K_RETURN)
    content = table.session.game.cell(target)
    assert content is not None and content[1], "the card under the mouse was turned up"


def test_the_arrows_visit_only_cells_that_can_be_chosen(make_app: Any) -> None:
    driver = make_app()
    table = _at_reveal(driver)
    seat = table.session.current_seat
    _move(driver, centre(table.geometry.cell_rect((seat, 0, 0))))
    driver.key(pygame.K_RETURN)  # one card turned up: the second reveal skips it
    settle(driver, table)
    assert phase(table) == "reveal" and table.session.current_seat == seat
    legal = controls.legal_cells(table)
    assert (seat, 0, 0) not in legal
    for key in [pygame.K_RIGHT] * 16 + [pygame.K_DOWN] * 4 + [pygame.K_LEFT] * 16:
        driver.key(key)
        assert controls.cursor_cell(table) in legal, key
