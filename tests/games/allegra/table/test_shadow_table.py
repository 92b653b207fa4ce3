"""Allegra's real table scene runs on a shadow game (what a remote player's app holds): it
renders frames without error at several positions of a game, and shows the host's position
as the seat at the bottom may see it."""

from __future__ import annotations

import random
from typing import Any

import pygame

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.allegra.engine import AllegraOptions, Game
from rondo_desktop.games.allegra.engine.events_wire import event_seen_by
from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter
from rondo_desktop.games.allegra.table.scene import AllegraTable
from rondo_desktop.games.allegra.table.session import AllegraSession
from rondo_desktop.games.allegra.table.shown import grids_of
from tests.games.allegra.engine.played import choose

SEATS = (
    SeatSetup("person", "Ana"),
    SeatSetup("computer", "", "medium"),
    SeatSetup("computer", "", "medium"),
    SeatSetup("computer", "", "medium"),
)


def host_positions(seed: int, every: int) -> list[Game]:
    """Clones of a random four-seat game every ``every`` actions, its end included."""
    rng = random.Random(seed)
    game = Game(AllegraOptions(seats=4, seed=seed))
    positions = [game.clone()]
    step = 0
    while not game.is_over:
        game.apply(choose(game, rng), seat=game.current_seat)
        step += 1
        if step % every == 0:
            positions.append(game.clone())
    positions.append(game.clone())
    return positions


def remote_table(driver: Any, host: Game, seat: int) -> AllegraTable:
    """The table as the remote session will build it: the game's own session and scene on the
    shadow of ``seat``'s observation and the events it was sent."""
    ctx = driver.app.ctx
    spec = ctx.spec(NAME)
    events = [event_seen_by(event, seat) for event in host.log]
    shadow = spec.shadow_from_observation(host.observation(seat), events, random.Random(seat))
    session = AllegraSession(spec, shadow, SEATS, 60, threaded=False)
    session.log_events(shadow.log)
    session.pause()  # the host plays; this screen only shows
    table = AllegraTable(ctx, session, AllegraCardPainter(ctx.text), speed=10.0)
    ctx.stack.push(table)
    return table


def test_the_table_renders_on_shadows_through_a_whole_game(make_app: Any) -> None:
    driver = make_app(language="en")
    positions = host_positions(seed=3, every=60)
    assert len(positions) >= 4
    for host in positions:
        table = remote_table(driver, host, 0)
        driver.frames(3, 0.05)
        driver.frames(20, 0.5)  # animations run out
        surface = pygame.display.get_surface()
        assert surface is not None
        table.draw(surface)
        # The screen shows the host's grids as seat 0 sees them: face-up cards, backs, gaps.
        assert grids_of(table.session.game, 4) == grids_of(host, 4)
        assert table.session.game.totals == host.totals
        assert len(table.session.log) > 0
        table.session.close()
        driver.app.ctx.stack.pop()
        driver.frames(1)
