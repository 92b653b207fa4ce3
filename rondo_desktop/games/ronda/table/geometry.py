"""Where things lie on Ronda's table, for a placement of its layout (``ronda-table.tmx``).

The bottom of the screen belongs to one seat (the person at the screen, else seat 0); the
others sit round the top in the order of play, which runs anticlockwise (R-05): the next seat
on the right, the partner across (R-06), the last on the left. The table's cards lie in ten
places, one per rank in the rule book's order (R-03), so a run is a row of neighbours and 7
sits next to 10.

Each seat's plate ends in a band in its side's colour, and each side's pile lies in a tray
against the plate of a seat of that side, so a pile reads as its side's: the bottom side's
under the bottom seat's row (``pile_near``), a seat on the right's in ``pile_right`` against
that plate, a seat on the left's in ``pile_left``, the lone opponent across's in
``pile_right`` against the across plate. At four seats the opponents' plates close up on the
partner's and the opponents' pile lies at the outer end of the row, past the next opponent's
plate, so it never lies between the partner's plate and an opponent's (issue #14).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.layout import Placement
from rondo_desktop.app.table.seats import fan_rect
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.ronda.engine.cards import RANKS

# Where each seat sits, by its place after the bottom seat in the order of play.
SEAT_REGIONS = {
    2: {1: "seat_across"},
    3: {1: "seat_right", 2: "seat_left"},
    4: {1: "seat_right", 2: "seat_across", 3: "seat_left"},
}
# Where a side's pile lies, by the region of the seat it lies against: its region and the
# edge of that region the tray keeps to (the one next to the seat's plate).
PILE_BY_SEAT = {
    "seat_across": ("pile_right", "left"),
    "seat_right": ("pile_right", "right"),
    "seat_left": ("pile_left", "left"),
}
HAND_GAP = 0.14  # the gap between hand cards, as a share of a card's width
LABEL_SHARE = 0.2  # the rank labels under the table's places, as a share of a card's height
BAND = 22  # design pixels: the band in the side's colour at the foot of a plate and a tray


@dataclass(frozen=True)
class TableGeometry:
    place: Placement
    seats: int
    bottom: int
    sides: tuple[int, ...] = ()  # each seat's side (the engine's side_of); seat % 2 if empty

    def side_of(self, seat: int) -> int:
        return self.sides[seat] if self.sides else seat % max(2, self.seats)

    # -- seats -----------------------------------------------------------------------------

    def seat_region(self, seat: int) -> str:
        """The layout region of a seat: ``seat_you`` for the bottom one."""
        if seat == self.bottom:
            return "seat_you"
        return SEAT_REGIONS[self.seats][(seat - self.bottom) % self.seats]

    def seat_rects(self) -> dict[int, pygame.Rect]:
        """Each other seat's plate above its band: its name, its score and its backs."""
        return {
            seat: self.body_of(self.plate_rect(seat))
            for seat in range(self.seats)
            if seat != self.bottom
        }

    def plate_rect(self, seat: int) -> pygame.Rect:
        """The whole plate of ``seat``, band included: its region, except at four seats, where
        the opponents' plates close up on the partner's across, into the piles' regions, so
        the opponents' pile lies at the outer end of the row, not between two plates."""
        region = self.seat_region(seat)
        rect = self.place.rect(region)
        if self.seats == 4 and region == "seat_left":
            rect.right = self.place.rect("pile_left").right
        elif self.seats == 4 and region == "seat_right":
            rect.left = self.place.rect("pile_right").left
        return rect

    def plate_body(self, region: str) -> pygame.Rect:
        return self.body_of(self.place.rect(region))

    def body_of(self, rect: pygame.Rect) -> pygame.Rect:
        """A plate's part above its band."""
        return pygame.Rect(rect.left, rect.top, rect.width, rect.height - self.band_height())

    def band_height(self) -> int:
        """Tall enough for a line of the smallest text (its team's name) at any scale."""
        return max(self.place.px(BAND), MIN_TEXT_PX + 5)

    def band_rect(self, outline: pygame.Rect) -> pygame.Rect:
        """The band at the foot of a plate or tray ``outline``, in its side's colour."""
        height = self.band_height()
        return pygame.Rect(outline.left, outline.bottom - height, outline.width, height)

    def partner(self, seat: int) -> int | None:
        """``seat``'s partner, the seat across, at four seats (R-06); else no one."""
        if self.seats != 4:
            return None
        return next(
            s for s in range(self.seats) if s != seat and self.side_of(s) == self.side_of(seat)
        )

    def seat_point(self, seat: int) -> tuple[float, float]:
        if seat == self.bottom:
            return self.hand_point(1, 3)
        rect = fan_rect(self.seat_rects()[seat])
        return (float(rect.centerx), float(rect.centery))

    def seat_card_height(self) -> float:
        return float(fan_rect(self.plate_body("seat_across")).height)

    # -- the hand --------------------------------------------------------------------------

    def hand_card_height(self) -> int:
        area = self.place.rect("hand")
        return min(self.place.px(int(self.place.prop("hand", "card_height", 176))), area.height)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The hand's cards side by side in the hand's region, smaller when four (V-02) would
        not fit it at full size."""
        area = self.place.rect("hand")
        height = self.hand_card_height()
        width, _ = card_size(height)
        if count * width * (1 + HAND_GAP) > area.width:
            height = round(height * area.width / (count * width * (1 + HAND_GAP)))
        width, height = card_size(height)
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

    def pile_place(self, side: int) -> tuple[str, str]:
        """The region of ``side``'s pile and the edge its tray keeps to."""
        if side == self.side_of(self.bottom):
            return "pile_near", "center"
        owners = [s for s in range(self.seats) if s != self.bottom and self.side_of(s) == side]
        regions = [self.seat_region(s) for s in owners]
        # Two opponents (four seats): the pile lies by the next one, on the right.
        region = "seat_right" if "seat_right" in regions else regions[0]
        return PILE_BY_SEAT[region]

    def pile_area(self, side: int) -> tuple[pygame.Rect, str]:
        """Where ``side``'s tray may lie and the edge it keeps to: its pile's region, or at
        four seats the opponents' at the outer end of the top row, past the next opponent's
        plate (:meth:`plate_rect`)."""
        region, edge = self.pile_place(side)
        area = self.place.rect(region)
        if self.seats != 4 or side == self.side_of(self.bottom):
            return area, edge
        outer = self.place.rect("seat_right")
        gap = area.left - self.place.rect("seat_across").right
        left = max(outer.right - area.width, area.left + outer.width + gap)
        return pygame.Rect(left, area.top, outer.right - left, area.height), "right"

    def tray_rect(self, side: int) -> pygame.Rect:
        """The tray ``side``'s pile lies in: against its seat's plate, as tall as the region."""
        region, _edge = self.pile_place(side)
        area, edge = self.pile_area(side)
        card_w, _ = card_size(self.pile_card_height(region))
        width = min(area.width, round(card_w * 1.9))
        tray = pygame.Rect(0, area.top, width, area.height)
        if edge == "left":
            tray.left = area.left
        elif edge == "right":
            tray.right = area.right
        else:
            tray.centerx = area.centerx
        return tray

    def pile_card_height(self, region: str) -> int:
        area = self.place.rect(region)
        wanted = self.place.px(int(self.place.prop(region, "card_height", 90)))
        # Room under the card for its count and the band.
        return min(wanted, area.height - self.band_height() - self.place.px(30))

    def pile_rect(self, side: int) -> pygame.Rect:
        """Where ``side``'s pile's top card lies in its tray."""
        region, _edge = self.pile_place(side)
        tray = self.tray_rect(side)
        width, height = card_size(self.pile_card_height(region))
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (tray.centerx, tray.top + self.place.px(6))
        return rect
