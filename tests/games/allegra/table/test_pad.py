"""Allegra's score pad: every number inside its own column and clear of its neighbours, a
doubled round written as How to play writes it ("130 (×2)"), at every seat count and size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.games.allegra.table.pad import ROUNDS, draw_score_pad, pad_grid
from tests.games.allegra.table.helpers import sit_down

SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080)]


def _worst_pad(table: Any, seats: int) -> None:
    """Three-digit scores, a doubled closer in every round (a different seat each time)."""
    shown = table.dealer.shown
    shown.round_scores = [tuple(130 + 11 * s for s in range(seats)) for _ in range(ROUNDS)]
    shown.round_scores[1] = tuple(-15 if s % 2 else 180 for s in range(seats))
    shown.doubled = [tuple(s == (r % seats) for s in range(seats)) for r in range(ROUNDS)]
    shown.scores = [sum(r[s] for r in shown.round_scores) for s in range(seats)]
    shown.round_no = ROUNDS - 1


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pad_numbers_stay_in_their_columns_and_never_overlap(
    make_app: Any, seats: int, size: tuple[int, int]
) -> None:
    driver = make_app(size=size, language="en")
    table = sit_down(driver, *["medium"] * seats)
    _worst_pad(table, seats)
    ctx = table.ctx
    drawn: list[tuple[str, pygame.Rect]] = []
    real_blit = ctx.text.blit

    def blit(surface: Any, text: str, role: str, px: int, colour: Any, *rest: Any) -> pygame.Rect:
        """The real blit, remembering where the text's ink landed."""
        rect = real_blit(surface, text, role, px, colour, *rest)
        ink = ctx.text.render(text, role, px, colour).get_bounding_rect()
        drawn.append((text, ink.move(rect.topleft)))
        return rect

    ctx.text.blit = blit  # type: ignore[method-assign,assignment]
    rect = table.place.rect("scoreboard")
    draw_score_pad(pygame.Surface(driver.app.screen.get_size()), table, rect)
    ctx.text.blit = real_blit  # type: ignore[method-assign]
    grid = pad_grid(table, rect, rect.height)
    numbers = [
        (t, r) for t, r in drawn if r.left >= grid.columns[0].left - 1 and r.top > rect.top + 30
    ]
    marks = [r for t, r in numbers if t == "(×2)"]
    assert len(marks) == ROUNDS, "every doubled round is marked (×2)"
    for text, box in numbers:
        column = next(c for c in grid.columns if c.left <= box.centerx < c.right)
        assert column.left <= box.left and box.right <= column.right, (text, box, column)
        assert rect.contains(box), (text, box)
    boxes = [box for _text, box in drawn if box.top > rect.top + 30]
    for index, box in enumerate(boxes):
        for other in boxes[index + 1 :]:
            assert not box.colliderect(other), (box, other)
