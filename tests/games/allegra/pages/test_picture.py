"""Allegra's menu picture: a fan of five of its cards, -1 to 11, painted by the table's card
art and fitted to whatever area the menu gives it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from rondo_desktop.games.allegra.picture import FAN_CARDS, AllegraFan
from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

SHOT = Path("/tmp/allegra-picture.png")  # for a person to look at; the test never reads it


@pytest.mark.parametrize("size", [(420, 260), (180, 120)])
def test_the_fan_shows_the_scale_from_cool_to_hot_inside_its_area(
    make_app, size: tuple[int, int]
) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    cards = AllegraCardPainter(ctx.text)
    fan = AllegraFan(cards)
    assert FAN_CARDS[0] == -1 and FAN_CARDS[-1] == 11 and list(FAN_CARDS) == sorted(FAN_CARDS)
    faces = fan.faces(ctx, 90)
    assert [face for face in faces] == [cards.face(v, 90, ctx.theme) for v in FAN_CARDS]
    surface = pygame.Surface((size[0] + 80, size[1] + 80), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    area = pygame.Rect(40, 40, *size)
    fan.draw(ctx, surface, area, seconds=1.5)
    painted = surface.get_bounding_rect(min_alpha=200)  # the cards, not their soft shadows
    assert area.inflate(16, 16).contains(painted), painted  # no card far outside its area
    # The -1's blue and the 11's magenta are both in the picture.
    pixels = {
        surface.get_at((x, y))[:3]
        for x in range(0, surface.get_width(), 2)
        for y in range(0, surface.get_height(), 2)
    }
    assert any(b > r + 60 and b > g for r, g, b in pixels)
    assert any(r > g + 60 and b > g + 60 for r, g, b in pixels)
    pygame.image.save(surface, str(SHOT.with_stem(f"{SHOT.stem}-{size[0]}")))
