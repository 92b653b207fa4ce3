"""Where the emblems of the number cards (1-7) sit, as in a Spanish pack.

Coins and cups stand upright in one or two columns; swords and batons cross in pairs, the
odd one standing upright through the middle, the way the Spanish pack lays them. The ace is
one large emblem. Positions are given in the pip field (a band down the middle of the card,
clear of the corner numerals) so the same layout serves every card size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rondo_desktop.games.ronda.table.suits import LONG_SUITS, SUIT_WIDTH


@dataclass(frozen=True)
class Pip:
    centre: tuple[float, float]  # pixels
    height: float  # pixels
    angle: float = 0.0  # degrees clockwise


# (column, row): column -1 / 0 / 1 is the left edge / middle / right edge of the field, row
# 0..1 from its top to its bottom.
_ROUND: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.22), (0, 0.78)),
    3: ((0, 0.15), (0, 0.5), (0, 0.85)),
    4: ((-1, 0.25), (1, 0.25), (-1, 0.75), (1, 0.75)),
    5: ((-1, 0.18), (1, 0.18), (0, 0.5), (-1, 0.82), (1, 0.82)),
    6: ((-1, 0.15), (1, 0.15), (-1, 0.5), (1, 0.5), (-1, 0.85), (1, 0.85)),
    7: ((-1, 0.12), (1, 0.12), (0, 0.31), (-1, 0.5), (1, 0.5), (-1, 0.88), (1, 0.88)),
}
_CROSS = 20.0  # degrees each emblem of a crossed pair leans


def fitted(
    rank: int, suit: str, band: pygame.Rect, wide: pygame.Rect, corners: list[pygame.Rect]
) -> list[Pip]:
    """The largest layout clear of the corner indices.

    ``band`` (between the indices, full height) is always clear; ``wide`` (the whole frame)
    is widest. The field is widened from the band towards the frame as far as the emblems
    stay clear of ``corners``: crossed swords are diamonds and an ace is round, so most cards
    can use more of the card than the band.
    """
    best = layout(rank, suit, band)
    for step in range(1, 11):
        t = step / 10
        left = round(band.left + (wide.left - band.left) * t)
        field = pygame.Rect(left, band.top, band.width + 2 * (band.left - left), band.height)
        pips = layout(rank, suit, field)
        if not all(_clear(pip, suit, corner) for pip in pips for corner in corners):
            break
        best = pips
    return best


def _clear(pip: Pip, suit: str, corner: pygame.Rect) -> bool:
    """Whether an emblem keeps off a rect: a coin or cup by its box, a sword or baton as a
    chain of discs along its length, as wide as it is there (a sword's guard, a baton's
    head), so a leaning pair may come close to a corner without touching it."""
    if suit not in LONG_SUITS:
        box = pygame.Rect(0, 0, pip.height * SUIT_WIDTH[suit], pip.height)
        box.center = (round(pip.centre[0]), round(pip.centre[1]))
        return not box.colliderect(corner)
    lean = math.radians(pip.angle)
    for k in range(-4, 5):
        along = pip.height * 0.45 * k / 4
        radius = pip.height * _half_width(suit, 0.45 * k / 4)
        x = pip.centre[0] - along * math.sin(lean)
        y = pip.centre[1] + along * math.cos(lean)
        nearest_x = min(max(x, corner.left), corner.right)
        nearest_y = min(max(y, corner.top), corner.bottom)
        if (x - nearest_x) ** 2 + (y - nearest_y) ** 2 < radius**2:
            return False
    return True


def _half_width(suit: str, v: float) -> float:
    """How far a sword or baton reaches from its axis at unit height v (see suits.py)."""
    if suit == "e":
        return 0.22 if 0.08 <= v <= 0.26 else 0.06
    return 0.19 - 0.13 * (v + 0.45) / 0.9


def layout(rank: int, suit: str, field: pygame.Rect) -> list[Pip]:
    """The emblems of a number card of this rank and suit, inside ``field`` (pixels)."""
    if rank == 1:
        return [_ace(suit, field)]
    if suit in LONG_SUITS:
        return _crossed(rank, suit, field)
    return _upright(rank, suit, field)


def _ace(suit: str, field: pygame.Rect) -> Pip:
    share = 0.86 if suit in LONG_SUITS else 0.5 if suit == "o" else 0.58
    height = min(field.height * share, field.width * 1.5 / SUIT_WIDTH[suit])
    return Pip((field.centerx, field.centery), height)


def _upright(rank: int, suit: str, field: pygame.Rect) -> list[Pip]:
    spots = _ROUND[rank]
    columns = 2 if any(column for column, _ in spots) else 1
    rows = len({row for _, row in spots})
    room = field.width / columns * (0.9 if columns > 1 else 1.0)  # a gap between columns
    height = min(room / SUIT_WIDTH[suit], field.height / (rows + 0.4))
    if columns == 1:
        height = min(height, field.height * 0.26)
    if rank == 7:  # the middle emblem sits between two rows: smaller, so none touch
        height *= 0.9
    half = field.width / 2 - height * SUIT_WIDTH[suit] / 2
    top = field.top + height / 2
    span = field.height - height
    return [Pip((field.centerx + column * half, top + row * span), height) for column, row in spots]


# A row of a sword or baton card: "x" a crossed pair, "|" one upright, "*" both at once.
_ROWS = {2: "x", 3: "*", 4: "xx", 5: "x|x", 6: "xxx", 7: "x*x"}


def _crossed(rank: int, suit: str, field: pygame.Rect) -> list[Pip]:
    rows = _ROWS[rank]
    # A leaning emblem's height and width on the card, per unit of its length.
    lean = math.radians(_CROSS)
    width = SUIT_WIDTH[suit]
    across = math.sin(lean) + width * math.cos(lean)
    down = math.cos(lean) + width * math.sin(lean) * 0.5
    length = min(field.height / len(rows) / down, field.width / across)
    pips = []
    for index, row in enumerate(rows):
        centre = (field.centerx, field.top + field.height * (index + 0.5) / len(rows))
        if row in "x*":
            pips.append(Pip(centre, length, -_CROSS))
            pips.append(Pip(centre, length, _CROSS))
        if row in "|*":
            pips.append(Pip(centre, length))
    return pips
