"""Where the cards of the viewer's hand lie, for any number of cards.

A hand grows past 7 with penalty cards (12 and more late in a game). Overlapping cards would
hide the value in each card's lower right corner, so the cards never overlap: they shrink to
fit one row, or take two rows when that leaves them larger.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rondo_desktop.app.cards import CARD_ASPECT

GAP_SHARE = 0.08  # the space between two neighbours, as a share of a card's width
# Large cards (the player's setting) stand closer: the hand's width is what limits them.
TIGHT_GAP_SHARE = 0.04
ROW_GAP_SHARE = 0.06  # the space between two rows, as a share of a card's height


@dataclass(frozen=True)
class HandLayout:
    height: float  # every card's height
    positions: tuple[tuple[float, float], ...]  # card centres, left to right, top row first


def _row_height(width: float, count: int, gap_share: float) -> float:
    """The tallest card height at which ``count`` cards and their gaps fit in ``width``."""
    per_card = CARD_ASPECT * (count + gap_share * (count - 1))
    return width / per_card


def _row(
    area: pygame.Rect, height: float, count: int, centre_y: float, gap_share: float
) -> list[tuple[float, float]]:
    width = height * CARD_ASPECT
    step = width * (1 + gap_share)
    left = area.centerx - (width + step * (count - 1)) / 2 + width / 2
    return [(left + i * step, centre_y) for i in range(count)]


def hand_layout(
    area: pygame.Rect,
    design_height: float,
    count: int,
    top_margin: float,
    gap_share: float = GAP_SHARE,
) -> HandLayout:
    """Card height and centres for ``count`` cards in ``area`` (no card covers another)."""
    if count <= 0:
        return HandLayout(design_height, ())
    room = area.height - top_margin
    one_row = min(design_height, room, _row_height(area.width, count, gap_share))
    top_count = math.ceil(count / 2)
    height = min(
        design_height, room / (2 + ROW_GAP_SHARE), _row_height(area.width, top_count, gap_share)
    )
    if one_row >= height or count == 1:
        centre_y = area.top + top_margin + one_row / 2
        return HandLayout(one_row, tuple(_row(area, one_row, count, centre_y, gap_share)))
    first_y = area.top + top_margin + height / 2
    second_y = first_y + height * (1 + ROW_GAP_SHARE)
    positions = _row(area, height, top_count, first_y, gap_share) + _row(
        area, height, count - top_count, second_y, gap_share
    )
    return HandLayout(height, tuple(positions))
