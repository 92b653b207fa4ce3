"""What every game's cards share: their shape, their paper body and a cache of painted faces.

Rondo's letter cards (``cards.py``) and Ronda's Spanish pack (``games/ronda/table``) are
painted by different painters; they share these pieces so that cards of every game have one
size, one corner and one edge, and so a table can lay any game's cards with the same layout.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable

import pygame

from rondo_desktop.app.theme import Theme

CARD_ASPECT = 0.7  # width / height, like a real playing card


def card_size(height: int) -> tuple[int, int]:
    return (round(height * CARD_ASPECT), height)


def card_radius(height: int) -> int:
    """The rounded corner of a card this tall."""
    return max(3, height // 14)


def card_edge(height: int) -> int:
    """The width of the thin line around a card's face."""
    return max(1, height // 90)


def paint_card_body(surface: pygame.Surface, rect: pygame.Rect, height: int, theme: Theme) -> None:
    """The paper of a face: the theme's card colour with its thin edge and rounded corners.

    ``height`` is the card's height as the player sees it; ``rect`` may be a larger copy of it
    (painters that draw at several times the size and scale down pass the scaled rect and
    height) so the corner and edge keep their proportions.
    """
    radius = card_radius(height)
    pygame.draw.rect(surface, theme.card_face, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.card_edge, rect, card_edge(height), border_radius=radius)


def star(
    centre: tuple[float, float], outer: float, inner: float, points: int = 5
) -> list[tuple[float, float]]:
    """A star of ``points`` points, one pointing up: five on the joker, eight on the backs."""
    corners = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        corners.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return corners


class FaceCache:
    """Painted faces by key, the least recently used dropped first.

    A window dragged through many sizes paints the pack at each size; the bound keeps memory
    flat while the sizes in use stay painted.
    """

    def __init__(self, limit: int = 256) -> None:
        self._limit = limit
        self._faces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        face = self._faces.get(key)
        if face is not None:
            self._faces.move_to_end(key)
        return face

    def put(self, key: Hashable, face: pygame.Surface) -> pygame.Surface:
        self._faces[key] = face
        self._faces.move_to_end(key)
        while len(self._faces) > self._limit:
            self._faces.popitem(last=False)
        return face

    def __len__(self) -> int:
        return len(self._faces)
