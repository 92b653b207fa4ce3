"""Allegra's table driven like a player: clicks and keys posted as pygame events, the engine
deciding what is legal, the screen following the game."""

from __future__ import annotations

import pygame

from rondo_desktop.games.allegra.engine import IllegalAction, Reveal, Take
from rondo_desktop.games.allegra.engine import events as ev
from tests.games.allegra.table.helpers import centre, phase, settle, sit_down


def _my_face_down(table) -> list[tuple[int, int, int]]:
    seat = table.session.current_seat
    return [
        action.cell
        for action in table.legal()
        if isinstance(action, Reveal) and action.cell[0] == seat
    ]


def test_a_click_on_a_face_down_card_of_my_area_turns_it_up(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    assert phase(table) == "reveal"
    cell = _my_face_down(table)[0]
    driver.click(centre(table.geometry.cell_rect(cell)))
    settle(driver, table)
    slot = table.dealer.shown.slot(cell)
    assert slot is not None and slot[1] and slot[0] == table.session.game.cell(cell)[0]
    assert any(isinstance(e, ev.Revealed) for e in table.session.game.log)


def _reveal_mine(driver, table) -> None:
    """The person's two opening reveals, by clicks."""
    while phase(table) == "reveal" and table.can_act():
        driver.click(centre(table.geometry.cell_rect(_my_face_down(table)[0])))
        settle(driver, table)


def test_d_draws_and_the_discard_pile_then_a_cell_discards_and_flips(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", knock_at_two="off")
    settle(driver, table)
    _reveal_mine(driver, table)
    while phase(table) != "take":  # the computer's turns
        settle(driver, table)
    driver.type("d")
    settle(driver, table)
    game = table.session.game
    assert phase(table) == "draw" and table.dealer.shown.held == game.held is not None
    discards = len(game.discard)
    driver.click(centre(table.geometry.discard_rect()))
    assert table.flip_mode
    assert "face-down" in table.status_line()[0]
    down = [
        a.cell for a in table.legal() if type(a).__name__ == "DiscardFlip" and a.cell is not None
    ]
    driver.click(centre(table.geometry.cell_rect(down[0])))
    events = [e for e in game.log if isinstance(e, ev.Discarded | ev.Flipped)]
    assert [type(e) for e in events[-2:]] == [ev.Discarded, ev.Flipped]
    assert len(game.discard) == discards + 1


def test_an_illegal_click_shows_the_engines_reason(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    seat = table.session.current_seat
    outside = next((s, 1, 1) for s in range(3) if (s, 1, 1) not in table.session.game.area(seat))
    before = list(table.session.game.history)
    driver.click(centre(table.geometry.cell_rect(outside)))
    text, tone = table.status_line()
    assert tone == "bad"
    try:
        table.session.game.apply(Reveal(outside))
    except IllegalAction as error:
        assert text == table.ctx.t(error.key, **error.params)
    assert table.session.game.history == before


def test_the_arrows_move_a_cursor_over_my_area_and_enter_chooses(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    driver.key(pygame.K_RIGHT)  # shows the cursor
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_DOWN)
    assert table.show_cursor and table.cursor == (2, 2)
    seat = table.session.current_seat
    before = list(table.session.game.history)
    driver.key(pygame.K_RETURN)
    assert table.session.game.history == [*before, Reveal((seat, 2, 1))]


def test_the_hint_line_says_what_to_do_from_the_legal_actions(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    assert table.status_line() == (table.ctx.t("table.allegra.hint.reveal"), "normal")
    _reveal_mine(driver, table)
    while phase(table) != "take":
        settle(driver, table)
    text, _ = table.status_line()
    assert "(D)" in text and "(T)" in text
    assert Take("deck") in table.legal()
