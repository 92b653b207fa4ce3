"""Where things lie on Ronda's table, for a placement of its layout (``ronda-table.tmx``).

The bottom of the screen belongs to one seat (the person at the screen, else seat 0); the
others sit round the top in the order of play, which runs anticlockwise (R-05): the next seat
on the right, the partner across (R-06), the last on the left. The table's cards lie in ten
places, one per rank in the rule book's order (R-03), so a run is a row of neighbours and 7
sits next to 10.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.layout import Placement
from rondo_desktop.app.table.seats import fan_rect
from rondo_desktop.games.ronda.engine.cards import RANKS

# Where each seat sits, by its place after the bottom seat in the order of play.
SEAT_REGIONS = {
    2: {1: "seat_across"},
    3: {1: "seat_right", 2: "seat_left"},
    4: {1: "seat_right", 2: "seat_across", 3: "seat_left"},
}
HAND_GAP = 0.14  # the gap between hand cards, as a share of a card's width
LABEL_SHARE = 0.2  # the rank labels under the table's places, as a share of a card's height


@dataclass(frozen=True)
class TableGeometry:
    place: Placement
    seats: int
    bottom: int

    # -- seats -----------------------------------------------------------------------------

    def seat_rects(self) -> dict[int, pygame.Rect]:
        regions = SEAT_REGIONS[self.seats]
        return {
            seat: self.place.rect(regions[(seat - self.bottom) % self.seats])
            for seat in range(self.seats)
            if seat != self.bottom
        }

    def seat_point(self, seat: int) -> tuple[float, float]:
        if seat == self.bottom:
            return self.hand_point(1, 3)
        rect = fan_rect(self.seat_rects()[seat])
        return (float(rect.centerx), float(rect.centery))

    def seat_card_height(self) -> float:
        return float(fan_rect(self.place.rect("seat_across")).height)

    # -- the hand --------------------------------------------------------------------------

    def hand_card_height(self) -> int:
        area = self.place.rect("hand")
        return min(self.place.px(int(self.place.prop("hand", "card_height", 176))), area.height)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        area = self.place.rect("hand")
        width, height = card_size(self.hand_card_height())
        gap = round(width * HAND_GAP)
        total = count * width + max(0, count - 1) * gap
        left = area.centerx - total // 2
        top = area.top + (area.height - height) // 2
        return [pygame.Rect(left + k * (width + gap), top, width, height) for k in range(count)]

    def hand_point(self, index: int, count: int) -> tuple[float, float]:
        rects = self.hand_rects(max(count, index + 1))
        return (float(rects[index].centerx), float(rects[index].centery))

    # -- the table's places ----------------------------------------------------------------

    def table_area(self) -> pygame.Rect:
        return self.place.rect("table_area")

    def pitch(self) -> float:
        return self.table_area().width / len(RANKS)

    def table_card_height(self) -> int:
        return self._table_card_height

    @cached_property
    def _table_card_height(self) -> int:
        area = self.table_area()
        by_width = self.pitch() * 0.92 / 0.7
        by_height = area.height / (1.28 + LABEL_SHARE + 0.08)
        wanted = self.place.px(int(self.place.prop("table_area", "card_height", 110)))
        return max(24, round(min(by_width, by_height, wanted)))

    @cached_property
    def _slots(self) -> dict[int, pygame.Rect]:
        """Each rank's place (worked out once: the painter asks every frame)."""
        area = self.table_area()
        width, height = card_size(self.table_card_height())
        label_h = round(height * LABEL_SHARE)
        block = height * 1.28 + label_h
        top = area.top + (area.height - block) / 2
        slots = {}
        for index, rank in enumerate(RANKS):
            rect = pygame.Rect(0, 0, width, height)
            rect.midtop = (round(area.left + self.pitch() * (index + 0.5)), round(top))
            slots[rank] = rect
        return slots

    def slot_rect(self, rank: int) -> pygame.Rect:
        return self._slots[rank].copy()

    def slot_point(self, rank: int) -> tuple[float, float]:
        rect = self.slot_rect(rank)
        return (float(rect.centerx), float(rect.centery))

    def label_point(self, rank: int) -> tuple[int, int]:
        """Where a place's rank is written, under the card and the one that lands on it."""
        rect = self.slot_rect(rank)
        return (rect.centerx, rect.bottom + round(rect.height * 0.28) + self.place.px(4))

    # -- the stock and the piles -----------------------------------------------------------

    def stock_rect(self) -> pygame.Rect:
        area = self.place.rect("stock")
        height = self.place.px(int(self.place.prop("stock", "card_height", 108)))
        width, height = card_size(min(height, area.height - self.place.px(60)))
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (area.centerx, area.top + self.place.px(10))
        return rect

    def stock_point(self) -> tuple[float, float]:
        rect = self.stock_rect()
        return (float(rect.centerx), float(rect.centery))

    def pile_region(self, near: bool) -> str:
        return "pile_near" if near else "pile_far"

    def pile_rect(self, near: bool) -> pygame.Rect:
        region = self.pile_region(near)
        area = self.place.rect(region)
        height = self.place.px(int(self.place.prop(region, "card_height", 90)))
        width, height = card_size(min(height, area.height - self.place.px(26)))
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (area.centerx, area.top + self.place.px(4))
        return rect
