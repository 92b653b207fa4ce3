"""Allegra's still layer (cloth, score pad, log, the cards lying in the grids): painting it
again when the panels change leaves exactly the same picture (no shadow piling up, no card
cut), and a card that changes is painted again where it lies."""

from __future__ import annotations

import pygame

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.session import LogEntry
from tests.games.allegra.table.helpers import settle, sit_down


def test_repainting_the_panels_leaves_the_same_picture(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    painter = table.painter
    size = driver.app.screen.get_size()
    first = pygame.image.tobytes(painter.background(size), "RGB")
    for _ in range(3):
        painter._panel_key = None  # as when the log gains a line
        again = pygame.image.tobytes(painter.background(size), "RGB")
    assert again == first


def test_a_card_turned_up_is_painted_again_in_the_still_layer(make_app) -> None:
    driver = make_app()
    table = sit_down(driver, "person", "medium", "medium")
    settle(driver, table)
    cell = next(a.cell for a in table.legal() if a.cell[0] == table.session.current_seat)
    rect = table.geometry.cell_rect(cell)
    size = driver.app.screen.get_size()
    before = table.painter.background(size).subsurface(rect).copy()
    table.act(next(a for a in table.legal() if a.cell == cell))
    settle(driver, table)
    after = table.painter.background(size).subsurface(rect)
    assert pygame.image.tobytes(after, "RGB") != pygame.image.tobytes(before, "RGB")


def test_the_log_speaks_to_the_lone_player_when_a_knock_involves_them(make_app) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    seats = (SeatSetup("person", ""), *(SeatSetup("computer", "", "medium") for _ in range(2)))
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "allegra"))  # the table calls it You
    driver.frames(2)
    table = driver.top
    settle(driver, table)
    session = table.session
    session.log.append(LogEntry("log.allegra.gives", {"name": "", "knocker": 0}, 1))
    session.log.append(
        LogEntry("log.allegra.knock_takes", {"name": "", "value": -1, "knocker": 0}, 2)
    )
    table.dealer.shown.log_count = len(session.log)
    t = table.ctx.t
    assert table.painter._log_lines()[-2:] == [
        t("log.allegra.gives_to_you", name=table.seat_name(1)),
        t(
            "log.allegra.knock_takes_to_you",
            name=table.seat_name(2),
            value="\N{MINUS SIGN}1",
            a_value="a \N{MINUS SIGN}1",
        ),
    ]
