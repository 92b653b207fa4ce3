"""How big the hand's and the holder's cards are, for the player's card size setting.

The layout's card heights are "normal". At the common window shapes (16:9, 4:3) a hand of
seven and a holder of nine slots already fill their regions' width, so a larger height alone
would change nothing. "Large" therefore also lets the cards spread into the free band beside
their region (up to the panels and buttons that share its rows, with a margin) and stand a
little closer together; "small" scales the normal height down, but not below the height at
which a card's value is still drawn at ``MIN_TEXT_PX``. Regions keep their place and height, so
larger cards never cover a panel, a button, the banner or the preview line.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from rondo_desktop.app.cards import VALUE_SHARE
from rondo_desktop.app.layout import Placement
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.rondo.table.hand import GAP_SHARE, TIGHT_GAP_SHARE, HandLayout, hand_layout
from rondo_desktop.games.rondo.table.holder import CARD_SHARE, TIGHT_CARD_SHARE, holder_card_height

BAND_MARGIN = 8  # design px kept free between a widened region and its neighbours
HAND_TOP_MARGIN = 10  # design px between the hand region's top and its cards
HAND_NEIGHBOURS = (
    "log",
    "scoreboard",
    "button_play",
    "button_exchange",
    "button_pass",
    "button_hint",
    "button_undo",
    "button_sort",
)
HOLDER_NEIGHBOURS = ("scoreboard", "log", "timer", "pile")
# Small cards stop shrinking here: their value in the corner must stay readable.
READABLE_HEIGHT = math.ceil(MIN_TEXT_PX / VALUE_SHARE)


@dataclass(frozen=True)
class HolderFit:
    """What ``HolderView.geometry`` needs for the setting: where, how tall, how close."""

    rect: pygame.Rect
    design_height: int
    card_share: float


def smaller(normal: float, scale: float) -> float:
    """A card height ``scale`` times ``normal``, but not below a readable one (unless
    ``normal`` already is: a small window's cards keep the size the layout gives them)."""
    return max(normal * scale, min(normal, READABLE_HEIGHT))


def free_band(place: Placement, name: str, neighbours: Iterable[str]) -> pygame.Rect:
    """Region ``name`` widened, around its own centre, up to the neighbours in its rows."""
    rect = place.rect(name)
    left, right = 0, place.window_size[0]
    for other in neighbours:
        if other not in place:
            continue
        side = place.rect(other)
        if side.bottom <= rect.top or side.top >= rect.bottom:
            continue  # above or below: not in the way
        if side.centerx < rect.centerx:
            left = max(left, side.right)
        else:
            right = min(right, side.left)
    half: float = min(rect.centerx - left, right - rect.centerx) - place.px(BAND_MARGIN)
    half = max(half, rect.width / 2)  # never narrower than the region itself
    return pygame.Rect(round(rect.centerx - half), rect.top, round(2 * half), rect.height)


def hand_fit(place: Placement, scale: float, count: int) -> HandLayout:
    """The hand's layout for ``count`` loose cards at the card size ``scale`` (1: normal)."""
    design = float(place.px(int(place.prop("hand", "card_height", 150))))
    margin = place.px(HAND_TOP_MARGIN)
    normal = hand_layout(place.rect("hand"), design, count, margin, GAP_SHARE)
    if scale <= 1.0:
        height = smaller(normal.height, scale)
        return hand_layout(place.rect("hand"), height, count, margin, GAP_SHARE)
    band = free_band(place, "hand", HAND_NEIGHBOURS)
    return hand_layout(band, normal.height * scale, count, margin, TIGHT_GAP_SHARE)


def holder_fit(place: Placement, scale: float) -> HolderFit:
    """Where the holder lies and how tall its cards are at the card size ``scale``."""
    rect = place.rect("holder")
    design = place.px(int(place.prop("holder", "card_height", 132)))
    normal = holder_card_height(rect, design, CARD_SHARE)
    if scale <= 1.0:
        return HolderFit(rect, round(smaller(normal, scale)), CARD_SHARE)
    band = free_band(place, "holder", HOLDER_NEIGHBOURS)
    return HolderFit(band, round(normal * scale), TIGHT_CARD_SHARE)
