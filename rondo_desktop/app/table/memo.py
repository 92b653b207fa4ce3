"""Remembered text measurements, so a table's frame does not re-measure the same strings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rondo_desktop.app.text import MIN_TEXT_PX

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class TextMemo:
    """Fitting a name to a panel or wrapping the move log measures text word by word; the table
    draws the same strings every frame, so the answers are kept (bounded) per scene."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        # Keyed by the digits too: a digits change in the pause menu changes every width.
        self._fits: dict[tuple[str, str, int, int, int, bool], int] = {}
        self._wraps: dict[tuple[str, str, int, int, bool], list[str]] = {}

    def fit_px(self, text: str, role: str, px: int, width: int, min_px: int = MIN_TEXT_PX) -> int:
        key = (text, role, px, width, min_px, self.ctx.text.eastern_digits)
        found = self._fits.get(key)
        if found is None:
            if len(self._fits) > 4000:
                self._fits.clear()
            found = self._fits[key] = self.ctx.text.fit_px(text, role, px, width, min_px)
        return found

    def wrap(self, text: str, role: str, px: int, width: int) -> list[str]:
        key = (text, role, px, width, self.ctx.text.eastern_digits)
        found = self._wraps.get(key)
        if found is None:
            if len(self._wraps) > 2000:
                self._wraps.clear()
            found = self._wraps[key] = self.ctx.text.wrap(text, role, px, width)
        return found
