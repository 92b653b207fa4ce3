"""Who must decide what now (the game's phase) and the three states of a cell."""

from __future__ import annotations

from enum import StrEnum

# A cell's face: a gap (G-21; also a knock's hole, G-16.2), a face-down card or a face-up one.
GAP, DOWN, UP = 0, 1, 2


class Phase(StrEnum):
    REVEAL = "reveal"  # G-08: the opening reveals
    TAKE = "take"  # G-10/G-11: take the discard or draw from the deck
    KNOCK = "knock"  # G-15: a seat other than the active one knocks or not
    ACCEPT = "accept"  # G-15: the active seat ignores the knocks or accepts one knocker
    PLACE = "place"  # G-10: the discard taken must be swapped into the area
    DRAW = "draw"  # G-11a/b: the deck card drawn is placed, or discarded with a flip
    KNOCK_PLACE = "knock_place"  # G-16 step 1 (the knocker decides)
    KNOCK_TAKE = "knock_take"  # G-16 step 2 (the active seat decides)
    KNOCK_GIVE = "knock_give"  # G-16 step 3 (the active seat decides)
    OVER = "over"
