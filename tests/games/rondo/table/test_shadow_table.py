"""Rondo's own table running on a remote seat's shadow game (issue 17): the session class and
the table scene are the local ones, built on ``spec.shadow_from_observation``; the screen shows
the seat's hand, the holder and the scores of the host's game."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.games.rondo.engine import Game, Phase
from rondo_desktop.games.rondo.engine.events import seen_by
from rondo_desktop.games.rondo.spec import rondo_spec
from rondo_desktop.games.rondo.table.greedy import greedy_factory
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession
from tests.games.rondo.engine.playout import random_action
from tests.games.rondo.table.helpers import LANG, MAX, tools


def shadow_session(host: Game, viewer: int, seed: int) -> GameSession:
    """The viewer's table as a remote app builds it: the local session on the shadow."""
    spec = rondo_spec()
    assert spec.shadow_from_observation is not None
    sent = [seen_by(event, viewer) for event in host.log]
    shadow = spec.shadow_from_observation(host.observation(viewer), sent, random.Random(seed))
    seats = tuple(
        SeatSetup("person", "You")
        if seat == viewer
        else SeatSetup("computer", f"C{seat}", "medium")
        for seat in range(host.options.seats)
    )
    lexicon, deck, _ = tools()
    return GameSession(
        shadow, seats, None, greedy_factory(lexicon, deck), threaded=False, think_seconds=0.0
    )


@pytest.mark.parametrize(("seats", "viewer", "seed"), [(3, 0, 4), (4, 2, 7)])
def test_the_table_shows_a_seat_its_shadow_game(
    make_app, data_dir: Path, seats: int, viewer: int, seed: int
) -> None:
    driver = make_app()
    host: Game = rondo_spec().new_game(seats, seed, {"language": LANG})
    rng = random.Random(seed)
    looked = mine = 0
    for step in range(400):
        if host.is_over or looked == 6:
            break
        your_turn = host.current_seat == viewer
        # The seat's own turns (a remote table's other seats never move on the shadow: here
        # its computers would play it on), and the start, whoever lays the start word.
        if (your_turn and step % 2 == 0) or host.phase is Phase.START:
            session = shadow_session(host, viewer, step)
            scene = TableScene(driver.app.ctx, session, speed=MAX)
            driver.app.ctx.stack.push(scene)
            driver.frames(4)  # the deal and the log played through, a frame drawn
            assert driver.top is scene
            shown = scene.dealer.shown
            if your_turn:
                assert Counter(c.card for c in scene.hand) == Counter(host.hand(viewer))
                assert shown.scores == list(host.scores)
                assert shown.pile == host.pile_size and shown.current == viewer
                holder = host.holder
                assert shown.holder.stacks == (None if holder is None else list(holder.stacks))
                mine += 1
                if step:
                    pygame.image.save(driver.app.screen, f"/tmp/shadow-table-{seats}.png")
            session.close()
            driver.app.ctx.stack.pop()
            driver.frames(1)
            looked += 1
        host.apply(random_action(host, rng), seat=host.current_seat)
    assert looked > 3 and mine > 2
