"""Ronda's own table running on a shadow match, as a remote seat's screen will: it draws the
very picture the host's game gives that seat, and a person plays a card on it."""

from __future__ import annotations

import random
from typing import Any

import pygame

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.games.ronda.engine import Game, PlayCard
from rondo_desktop.games.ronda.engine.shadow import shadow_from_observation
from rondo_desktop.games.ronda.engine.wire_events import event_seen_by
from rondo_desktop.games.ronda.table.scene import RondaTable
from rondo_desktop.games.ronda.table.session import RondaSession
from tests.games.ronda.table.helpers import settle
from tests.games.ronda.wire_helpers import Position, positions


def seats_for(seat: int, count: int) -> tuple[SeatSetup, ...]:
    """The person at ``seat``; the others computers (named, so the plates read the same)."""
    return tuple(
        SeatSetup("person", "Me") if s == seat else SeatSetup("computer", f"C{s}", "medium")
        for s in range(count)
    )


def table_on(driver: Any, game: Game, seat: int) -> RondaTable:
    """Ronda's table scene at ``seat`` over ``game``, shown as it stands, nobody moving."""
    ctx = driver.app.ctx
    spec = ctx.spec("ronda")
    seats = seats_for(seat, game.options.seats)
    session = RondaSession(spec, game, seats, None, threaded=False, think_seconds=0.0)
    session.pause()  # the computers wait: the picture is the position's
    session.log_events(game.log)  # the move log, as the remote session will fill it
    hooks = spec.ui().hooks(ctx)  # type: ignore[attr-defined]
    table = hooks.table_scene(ctx, session)
    assert isinstance(table, RondaTable)
    ctx.stack.replace(table, fade=False)
    driver.frames(3, 0.05)
    return table


def shadow(position: Position, seat: int) -> Game:
    events = [event_seen_by(event, seat) for event in position.events]
    return shadow_from_observation(position.game.observation(seat), events, random.Random(seat))


def picture(driver: Any) -> bytes:
    return pygame.image.tobytes(driver.app.screen, "RGB")


def test_the_shadow_table_draws_what_the_hosts_game_shows_that_seat(make_app) -> None:
    driver = make_app()
    compared = 0
    for index, position in enumerate(positions(4, 17, capture_este=True)):
        if index % 23 != 5 or position.game.is_over:
            continue
        for seat in range(4):
            real = table_on(driver, position.game.clone(), seat)
            real_picture = picture(driver)
            remote = table_on(driver, shadow(position, seat), seat)
            assert remote.dealer.shown == real.dealer.shown
            assert picture(driver) == real_picture
            compared += 1
    assert compared >= 8


def test_a_person_plays_a_card_on_the_shadow_table(make_app) -> None:
    driver = make_app()
    for position in positions(2, 4):
        if position.game.current_seat == 1 and len(position.game.hands[1]) == 3:
            break
    table = table_on(driver, shadow(position, 1), 1)
    table.session.resume()
    settle(driver, table)
    assert table.can_play()
    card = table.dealer.shown.hand[0]
    centre = table.hand_rects()[0].center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=centre, button=1))
        driver.frames(1)
    assert table.session.game.history[-1] == PlayCard(card)
    settle(driver, table)  # the computers play on; the table keeps up
    assert table.can_play() or table.finished
