"""Remembered text measurements, so a table's frame does not re-measure the same strings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.elide import elide
from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class TextMemo:
    """Fitting a name to a panel or wrapping the move log measures text word by word; the table
    draws the same strings every frame, so the answers are kept (bounded) per scene."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self._fits: dict[tuple[str, str, int, int, int], int] = {}
        self._wraps: dict[tuple[str, str, int, int], list[str]] = {}
        self._cuts: dict[tuple[str, str, int, int], str] = {}
        self._drawn_as: tuple[bool, bool] | None = None  # the text layer's direction, digits

    def _check_text_layer(self) -> None:
        """Forget every answer when the text layer now draws another way: Eastern digits
        or an Arabic face measure wider than the line measured before the change."""
        text = self.ctx.text
        drawn_as = (text.rtl, text.eastern_digits)
        if drawn_as != self._drawn_as:
            self._drawn_as = drawn_as
            self._fits.clear()
            self._wraps.clear()
            self._cuts.clear()

    def fit_px(self, text: str, role: str, px: int, width: int, min_px: int = MIN_TEXT_PX) -> int:
        self._check_text_layer()
        key = (text, role, px, width, min_px)
        found = self._fits.get(key)
        if found is None:
            if len(self._fits) > 4000:
                self._fits.clear()
            found = self._fits[key] = self.ctx.text.fit_px(text, role, px, width, min_px)
        return found

    def fitted(self, text: str, role: str, px: int, width: int) -> tuple[str, int]:
        """(text, size) of a name in ``width``: as large as fits down to the minimum size,
        and cut with "…" where it is wider still."""
        size = self.fit_px(text, role, px, width)
        key = (text, role, size, width)
        found = self._cuts.get(key)
        if found is None:
            if len(self._cuts) > 2000:
                self._cuts.clear()
            found = self._cuts[key] = elide(self.ctx.text, text, role, size, width)
        return found, size

    def wrap(self, text: str, role: str, px: int, width: int) -> list[str]:
        self._check_text_layer()
        key = (text, role, px, width)
        found = self._wraps.get(key)
        if found is None:
            if len(self._wraps) > 2000:
                self._wraps.clear()
            found = self._wraps[key] = self.ctx.text.wrap(text, role, px, width)
        return found
