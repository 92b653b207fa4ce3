"""Ronda's table in Arabic: a digits change from the pause menu shows at once, the end of a
hand's summary is mirrored and speaks to the player in the second person."""

from __future__ import annotations

import pygame

from rondo_desktop.games.ronda.table.painter import RondaPainter
from tests.games.ronda.table.helpers import settle, sit_down


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def test_a_digits_change_redraws_the_places_ranks_and_the_pads_at_once(make_app) -> None:
    """Finding 8 of the Arabic trial: after Western digits were chosen in the pause menu the
    ranks under the table's places stayed Eastern for the rest of the match."""
    driver = make_app(language="ar")
    driver.app.ctx.change_settings(persist=False, digits="eastern")
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    size = driver.app.ctx.window_size
    painter = table.painter
    assert isinstance(painter, RondaPainter)
    eastern = painter.background(size).copy()
    driver.app.ctx.change_settings(persist=False, digits="western")
    driver.frames(1)
    western = painter.background(size)
    fresh = RondaPainter(table).background(size)
    assert not same_pixels(eastern, fresh)  # the digits do show in the background
    assert same_pixels(western, fresh)
