"""Where things lie on Allegra's table, for a placement of its layout (``allegra-table.tmx``).

Every seat's 3x4 grid is drawn upright, and the grids lie in strips in the order the shared
columns run: a seat's rightmost column (col 3) sits right next to the leftmost column of its
right-hand neighbour (G-05), so in a strip each grid's left neighbour lies just left of it and
the five-wide area of a seat is five columns side by side. Seats go clockwise (G-03): the
left-hand neighbour of seat ``i`` is ``i + 1``, so a strip reads the seats downwards.

The bottom strip holds the bottom seat (the person at the screen, else seat 0) between its
neighbours: its left-hand neighbour on its left, the right-hand one on its right, as they would
sit. At 4 to 6 seats the others lie in a second strip above, going on round the table from the
right-hand neighbour. The seat at the left end of a strip has its left-hand neighbour somewhere
else, so that neighbour's col 3 is drawn a second time, as an *echo* column just left of it:
the same cards (a click on one is a click on the other), marked as the neighbour's, so every
area still reads as five columns in a row.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from rondo_desktop.app.card_body import CARD_ASPECT, card_size
from rondo_desktop.app.layout import Placement

ROWS, COLS = 3, 4
CELL_GAP = 0.08  # between the cards of a grid, as a share of a card's width (or height)
GRID_GAP = 0.24  # between two grids of a strip: the shared columns still sit side by side
ECHO_GAP = 0.36  # between an echo column and the grid whose area it completes
LABEL_DESIGN_PX = 26  # the band over a grid with its owner's name and score
STRIP_GAP_DESIGN_PX = 22
MAX_CARD_DESIGN_PX = 150

Cell = tuple[int, int, int]  # (owner, row, col) of the owner's own grid, as the engine's


def left_of(seat: int, seats: int) -> int:
    """The left-hand neighbour (G-03): the next seat clockwise."""
    return (seat + 1) % seats


def right_of(seat: int, seats: int) -> int:
    """The right-hand neighbour (G-03): the seat before, clockwise."""
    return (seat - 1) % seats


def strips_of(seats: int, bottom: int) -> list[list[int]]:
    """The seats of each strip, top strip first, each strip left to right (see the module)."""
    n = seats
    if n == 2:
        return [[left_of(bottom, n), bottom]]
    near = [left_of(bottom, n), bottom, right_of(bottom, n)]
    if n == 3:
        return [near]
    # On round the table from the right-hand neighbour: right-hand neighbours lie rightwards,
    # so the strip lists them from the farthest round (leftmost) back.
    far = [(bottom - k) % n for k in range(2, n - 1)]
    return [far, near]


@dataclass(frozen=True)
class AllegraGeometry:
    place: Placement
    seats: int
    bottom: int

    # -- the strips ------------------------------------------------------------------------

    @cached_property
    def strips(self) -> list[list[int]]:
        return strips_of(self.seats, self.bottom)

    def grids_area(self) -> pygame.Rect:
        return self.place.rect("grids")

    def label_height(self) -> int:
        return self.place.px(LABEL_DESIGN_PX)

    @staticmethod
    def _width_units(grids: int) -> float:
        """A strip's width in card widths: the echo column, its gap, the grids and their gaps."""
        inner = COLS + (COLS - 1) * CELL_GAP
        return 1 + ECHO_GAP + grids * inner + (grids - 1) * GRID_GAP

    @cached_property
    def card_height(self) -> int:
        area = self.grids_area()
        widest = max(len(strip) for strip in self.strips)
        by_width = area.width / (self._width_units(widest) * CARD_ASPECT)
        count = len(self.strips)
        spare = area.height - count * self.label_height() - (count - 1) * self.strip_gap()
        by_height = spare / (count * (ROWS + (ROWS - 1) * CELL_GAP))
        return max(16, int(min(by_width, by_height, self.place.px(MAX_CARD_DESIGN_PX))))

    def strip_gap(self) -> int:
        return self.place.px(STRIP_GAP_DESIGN_PX)

    def card_width(self) -> int:
        return card_size(self.card_height)[0]

    def strip_height(self) -> int:
        h = self.card_height
        return self.label_height() + ROWS * h + (ROWS - 1) * round(h * CELL_GAP)

    @cached_property
    def _strip_tops(self) -> list[int]:
        """Each strip's top: one strip sits in the middle; two spread to the area's ends
        (a tall window opens the middle of the table rather than empty bands at its edges)."""
        area, height = self.grids_area(), self.strip_height()
        if len(self.strips) == 1:
            return [area.top + (area.height - height) // 2]
        spare = area.height - 2 * height
        gap = min(spare, max(self.strip_gap(), spare // 2))
        top = area.top + (spare - gap) // 2
        return [top, top + height + gap]

    @cached_property
    def _lefts(self) -> dict[int, int]:
        """Each grid's left edge (the left of its col 0)."""
        w = self.card_width()
        area = self.grids_area()
        lefts = {}
        for strip in self.strips:
            total = round(self._width_units(len(strip)) * w)
            x = area.centerx - total // 2 + round(w * (1 + ECHO_GAP))
            for seat in strip:
                lefts[seat] = x
                x += round(w * (COLS + (COLS - 1) * CELL_GAP + GRID_GAP))
        return lefts

    def strip_of(self, seat: int) -> int:
        return next(k for k, strip in enumerate(self.strips) if seat in strip)

    # -- cells -----------------------------------------------------------------------------

    def _cell_at(self, left: int, strip: int, row: int, col: int) -> pygame.Rect:
        w, h = card_size(self.card_height)
        x = left + col * (w + round(w * CELL_GAP))
        y = self._strip_tops[strip] + self.label_height() + row * (h + round(h * CELL_GAP))
        return pygame.Rect(x, y, w, h)

    @cached_property
    def _cells(self) -> dict[Cell, pygame.Rect]:
        return {
            (owner, row, col): self._cell_at(self._lefts[owner], self.strip_of(owner), row, col)
            for owner in range(self.seats)
            for row in range(ROWS)
            for col in range(COLS)
        }

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        """Where ``cell`` is drawn (the painter asks every frame: worked out once; a copy, so
        a caller may move it)."""
        return self._cells[cell].copy()

    def cell_point(self, cell: Cell) -> tuple[float, float]:
        rect = self.cell_rect(cell)
        return (float(rect.centerx), float(rect.centery))

    def grid_rect(self, seat: int) -> pygame.Rect:
        first, last = self.cell_rect((seat, 0, 0)), self.cell_rect((seat, ROWS - 1, COLS - 1))
        return first.union(last)

    def knock_hand_point(self, seat: int, scale: float) -> tuple[float, float]:
        """Where a knocker holds its card Y (``scale`` of a grid card) during the exchange:
        standing on its grid's label, at its right end (beside it in the top row), so the
        name, the area's number and the "Knock!" tag stay readable."""
        label = self.label_rect(seat)
        held = self.card_height * scale
        y = label.top - self.place.px(2) - held / 2
        if y >= held / 2:
            return (float(label.right - self.card_width() * 0.6), float(y))
        # No room above (a grid in the top row): beside the label's right end instead.
        x = label.right + self.place.px(6) + self.card_width() * scale / 2
        return (float(x), float(label.top + held / 2))

    def label_rect(self, seat: int) -> pygame.Rect:
        """The band over a grid: its owner's name, score and what it is doing."""
        grid = self.grid_rect(seat)
        return pygame.Rect(
            grid.left, grid.top - self.label_height(), grid.width, self.label_height()
        )

    def seat_point(self, seat: int) -> tuple[float, float]:
        rect = self.grid_rect(seat)
        return (float(rect.centerx), float(rect.centery))

    # -- the echo columns ------------------------------------------------------------------

    def echoes(self) -> dict[int, int]:
        """{seat at a strip's left end: the seat whose col 3 is echoed left of it}."""
        return {strip[0]: left_of(strip[0], self.seats) for strip in self.strips}

    def echo_rect(self, seat: int, row: int) -> pygame.Rect:
        """The echo of ``seat``'s left-hand neighbour's col 3, row ``row``, left of ``seat``."""
        w = self.card_width()
        left = self._lefts[seat] - round(w * (1 + ECHO_GAP))
        return self._cell_at(left, self.strip_of(seat), row, 0)

    def echo_column(self, seat: int) -> pygame.Rect:
        return self.echo_rect(seat, 0).union(self.echo_rect(seat, ROWS - 1))

    def echo_label_rect(self, seat: int) -> pygame.Rect:
        """The band over an echo column: whose column it repeats."""
        column = self.echo_column(seat)
        height = self.label_height()
        return pygame.Rect(column.left, column.top - height, column.width, height)

    # -- areas -----------------------------------------------------------------------------

    def area_rects(self, seat: int) -> list[list[pygame.Rect]]:
        """Where ``seat``'s 3x5 area is drawn, row by row (virtual col 0: the left-hand
        neighbour's col 3, or its echo)."""
        neighbour = left_of(seat, self.seats)
        echoed = self.echoes().get(seat) == neighbour
        rows = []
        for row in range(ROWS):
            first = (
                self.echo_rect(seat, row) if echoed else self.cell_rect((neighbour, row, COLS - 1))
            )
            rows.append([first] + [self.cell_rect((seat, row, col)) for col in range(COLS)])
        return rows

    def area_frame(self, seat: int) -> pygame.Rect:
        rows = self.area_rects(seat)
        return rows[0][0].union(rows[-1][-1])

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell drawn at ``pos``: a grid's, or the real cell behind an echo."""
        for seat in range(self.seats):
            if not self.grid_rect(seat).collidepoint(pos):
                continue
            for row in range(ROWS):
                for col in range(COLS):
                    if self.cell_rect((seat, row, col)).collidepoint(pos):
                        return (seat, row, col)
        for seat, neighbour in self.echoes().items():
            for row in range(ROWS):
                if self.echo_rect(seat, row).collidepoint(pos):
                    return (neighbour, row, COLS - 1)
        return None

    # -- the deck, the discard pile and the card in hand -----------------------------------

    def pile_card_height(self) -> int:
        area = self.place.rect("deck")
        wanted = self.place.px(int(self.place.prop("deck", "card_height", 120)))
        by_width = (area.width - self.place.px(24)) / 2 / CARD_ASPECT
        return int(min(wanted, by_width, area.height - self.place.px(56)))

    def deck_rect(self) -> pygame.Rect:
        area = self.place.rect("deck")
        rect = pygame.Rect((0, 0), card_size(self.pile_card_height()))
        rect.topright = (area.centerx - self.place.px(6), area.top + self.place.px(8))
        return rect

    def discard_rect(self) -> pygame.Rect:
        rect = self.deck_rect()
        rect.left = self.place.rect("deck").centerx + self.place.px(6)
        return rect

    def held_card_height(self) -> int:
        area = self.place.rect("held")
        wanted = self.place.px(int(self.place.prop("held", "card_height", 170)))
        by_width = (area.width - self.place.px(16)) / CARD_ASPECT
        return int(min(wanted, by_width, area.height - self.place.px(64)))

    def held_rect(self) -> pygame.Rect:
        """The card in hand (drawn or taken), under its label."""
        area = self.place.rect("held")
        rect = pygame.Rect((0, 0), card_size(self.held_card_height()))
        rect.midtop = (area.centerx, area.top + self.place.px(34))
        return rect

    def point(self, rect: pygame.Rect) -> tuple[float, float]:
        return (float(rect.centerx), float(rect.centery))

    def buttons_area(self) -> pygame.Rect:
        return self.place.rect("buttons")

    # -- everything, for the overlap test --------------------------------------------------

    def solid_rects(self) -> dict[str, pygame.Rect]:
        """Every thing drawn that must overlap no other, by name."""
        rects: dict[str, pygame.Rect] = {}
        for seat in range(self.seats):
            rects[f"label {seat}"] = self.label_rect(seat)
            for row in range(ROWS):
                for col in range(COLS):
                    rects[f"cell {seat},{row},{col}"] = self.cell_rect((seat, row, col))
        for seat in self.echoes():
            rects[f"echo label left of {seat}"] = self.echo_label_rect(seat)
            for row in range(ROWS):
                rects[f"echo left of {seat},{row}"] = self.echo_rect(seat, row)
        rects["deck"] = self.deck_rect()
        rects["discard"] = self.discard_rect()
        rects["held"] = self.held_rect()
        for name in ("scoreboard", "log", "timer", "turn_banner", "preview", "buttons"):
            rects[name] = self.place.rect(name)
        return rects
