"""Every line of text a screen draws, with where it landed: for tests of where text stands
(a mirrored screen against its left-to-right one)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.text import TextRenderer


def record_lines(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """From now on (until the test ends), each ``TextRenderer.blit``'s line and rect, in the
    order drawn, appended to the list returned."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = TextRenderer.blit

    def blit(
        self: TextRenderer, surface: pygame.Surface, line: str, *args: Any, **kwargs: Any
    ) -> pygame.Rect:
        rect = real(self, surface, line, *args, **kwargs)
        drawn.append((line, rect))
        return rect

    monkeypatch.setattr(TextRenderer, "blit", blit)
    return drawn
