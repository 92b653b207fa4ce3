"""A digits change in the pause menu shows on Allegra's score pad and log at once (the Arabic
trial found Ronda's table keeping the digits it was first drawn in; Allegra's did too)."""

from __future__ import annotations

from typing import Any

import pygame

from rondo_desktop.games.allegra.table.painter import AllegraPainter
from tests.games.allegra.table.helpers import settle, sit_down


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def test_a_digits_change_redraws_the_panels_at_once(make_app: Any) -> None:
    driver = make_app(language="ar")
    driver.app.ctx.change_settings(persist=False, digits="eastern")
    table = sit_down(driver, "person", "medium")
    settle(driver, table)
    size = driver.app.ctx.window_size
    eastern = table.painter.background(size).copy()
    driver.app.ctx.change_settings(persist=False, digits="western")
    western = table.painter.background(size)
    fresh = AllegraPainter(table).background(size)
    assert not same_pixels(eastern, fresh)
    assert same_pixels(western, fresh)
