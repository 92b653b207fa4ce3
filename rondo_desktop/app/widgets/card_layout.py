"""Cards laid out as large as an area allows, wrapping onto more rows only to stay readable."""

from __future__ import annotations

import pygame

from rondo_desktop.app.cards import CARD_ASPECT

READABLE_CARD_PX = 80  # a card this tall shows its value at 12 px (15% of its height)


def card_rows(
    area: pygame.Rect, count: int, max_height: int, gap: int
) -> tuple[int, list[tuple[int, int]]]:
    """Lay ``count`` cards in ``area`` as large as they fit, in one to three centred rows.

    A long word in a narrow panel wraps onto a second row rather than shrinking its cards
    until their letters and values cannot be read. Returns the card height and each card's
    top-left corner, in word order.
    """
    if count <= 0:
        return 0, []
    max_height = max(max_height, READABLE_CARD_PX)  # a small window's scale must not cap it

    def height(rows: int, row_gap: int) -> int:
        per_row = -(-count // rows)
        by_width = (area.width - row_gap * (per_row - 1)) / per_row / CARD_ASPECT
        by_height = (area.height - gap * (rows - 1)) / rows
        return int(min(by_width, by_height, max_height))

    layouts = [(height(rows, gap), rows, gap) for rows in range(1, min(3, count) + 1)]
    # A word reads best on one line: when the usual gaps are what pushes its cards below a
    # readable size, close them up rather than break the word over two rows.
    tight = max(1, gap // 2)
    if layouts[0][0] < READABLE_CARD_PX <= height(1, tight):
        layouts[0] = (height(1, tight), 1, tight)
    # Wrap only when the cards would be too small to read.
    wanted = min(max(h for h, _, _ in layouts), READABLE_CARD_PX)
    best_height, best_rows, row_gap = next(layout for layout in layouts if layout[0] >= wanted)
    width = round(best_height * CARD_ASPECT)
    per_row = -(-count // best_rows)
    rows_used = -(-count // per_row)
    top = area.centery - (rows_used * best_height + (rows_used - 1) * gap) // 2
    spots = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = area.centerx - (in_row * width + (in_row - 1) * row_gap) // 2
        spots.append((left + column * (width + row_gap), top + row * (best_height + gap)))
    return best_height, spots
