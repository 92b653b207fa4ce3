"""A name too long for its room even at the smallest readable size: cut, with "…".

The text layer shrinks a line to fit (``fit_px``) down to ``MIN_TEXT_PX``; a name may still be
wider than its panel there (a network player's name may be forty letters). Then it is cut
at its end, in reading order, and ends in an ellipsis, rather than spilling or being clipped
in the middle of a letter. Where the name sits inside a sentence ("1. {name}"), the sentence
is built again around the cut name, so what follows the name stays whole.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rondo_desktop.app.text import TextRenderer

ELLIPSIS = "…"
# After the "…" of a Latin name: holds the "…" to the name's end in a right-to-left line
# (else it is read with the Arabic around it and stands before "Maxim", on the far side).
LRM = "\u200e"


def _ending(cut: str) -> str:
    """The "…" for a name cut to ``cut``: marked left to right after a Latin name."""
    for char in reversed(cut):
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return ELLIPSIS
        if kind == "L":
            return ELLIPSIS + LRM
    return ELLIPSIS


def shortened(name: str, length: int) -> str:
    """``name`` whole when it has at most ``length`` characters, else its start and "…"
    (a name kept shorter than it was typed says so)."""
    if len(name) <= length:
        return name
    start = name[:length].rstrip()
    return start + _ending(start)


def elide(
    text: TextRenderer,
    name: str,
    role: str,
    px: int,
    room: int,
    line: Callable[[str], str] = str,
) -> str:
    """``line(name)`` when it fits ``room`` pixels at ``px``; else ``line`` of the longest
    start of ``name`` that fits with "…" after it (just "…" when nothing of it does)."""
    whole = line(name)
    if text.width(whole, role, px) <= room:
        return whole

    def cut(length: int) -> str:
        start = name[:length].rstrip()
        return line(start + _ending(start))

    fits, too_long = 0, len(name)  # the longest start that fits lies in [fits, too_long)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if text.width(cut(middle), role, px) <= room:
            fits = middle
        else:
            too_long = middle
    return cut(fits)
