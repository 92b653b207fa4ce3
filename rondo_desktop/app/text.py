"""Fonts and rendered text, cached.

Sizes are asked for in design pixels (the 1280x720 layout) times the current layout scale, so
after a resize text is rendered again at the new size instead of being stretched. Both caches
are bounded: a window dragged through many sizes must not keep every size forever.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from rondo_desktop.paths import asset_path

# role -> font file in assets/fonts
FONT_FILES: dict[str, str] = {
    "display": "LinLibertine_RB.otf",  # titles: a book face suits a classic card game
    "ui": "Lato-Regular.ttf",
    "ui_bold": "Lato-Bold.ttf",
    "heavy": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
}

Colour = tuple[int, int, int]
MIN_TEXT_PX = 12  # the smallest text the game draws for players to read, at any window size


@dataclass(frozen=True)
class Line:
    text: str
    width: int


class TextRenderer:
    def __init__(self, max_fonts: int = 64, max_surfaces: int = 768) -> None:
        self._fonts: OrderedDict[tuple[str, int], pygame.font.Font] = OrderedDict()
        # Keyed by a plain tuple: a caller may pass a pygame.Color, which is unhashable.
        self._surfaces: OrderedDict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = (
            OrderedDict()
        )
        self._max_fonts = max_fonts
        self._max_surfaces = max_surfaces

    def font(self, role: str, px: int) -> pygame.font.Font:
        key = (role, max(6, int(px)))
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(asset_path("fonts", FONT_FILES[role])), key[1])
            self._fonts[key] = font
            if len(self._fonts) > self._max_fonts:
                self._fonts.popitem(last=False)
        else:
            self._fonts.move_to_end(key)
        return font

    def render(self, text: str, role: str, px: int, colour: Colour) -> pygame.Surface:
        key = (text, role, max(6, int(px)), tuple(colour))
        surface = self._surfaces.get(key)
        if surface is None:
            surface = self.font(role, px).render(text, True, colour)
            self._surfaces[key] = surface
            if len(self._surfaces) > self._max_surfaces:
                self._surfaces.popitem(last=False)
        else:
            self._surfaces.move_to_end(key)
        return surface

    def width(self, text: str, role: str, px: int) -> int:
        return self.font(role, px).size(text)[0]

    def fit_px(
        self, text: str, role: str, px: int, max_width: int, min_px: int = MIN_TEXT_PX
    ) -> int:
        """The largest size <= px at which one line of text fits max_width (long German words)."""
        size = int(px)
        while size > min_px and self.width(text, role, size) > max_width:
            size -= 1
        return size

    def wrap(self, text: str, role: str, px: int, max_width: int) -> list[str]:
        """Break text into lines no wider than max_width; blank lines separate paragraphs."""
        font = self.font(role, px)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            current = ""
            for word in words:
                candidate = word if not current else f"{current} {word}"
                if font.size(candidate)[0] <= max_width or not current:
                    current = candidate
                else:
                    lines.append(current)
                    current = word
            lines.append(current)
        return lines

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        role: str,
        px: int,
        colour: Colour,
        anchor: tuple[int, int],
        align: str = "topleft",
    ) -> pygame.Rect:
        rendered = self.render(text, role, px, colour)
        rect = rendered.get_rect(**{align: anchor})
        surface.blit(rendered, rect)
        return rect

    def blit_wrapped(
        self,
        surface: pygame.Surface,
        text: str,
        role: str,
        px: int,
        colour: Colour,
        rect: pygame.Rect,
        line_spacing: float = 1.25,
        align: str = "left",
    ) -> int:
        """Draw wrapped text into rect from its top; returns the height used."""
        line_height = int(self.font(role, px).get_linesize() * line_spacing)
        y = rect.top
        for line in self.wrap(text, role, px, rect.width):
            if line:
                rendered = self.render(line, role, px, colour)
                x = rect.centerx - rendered.get_width() // 2 if align == "center" else rect.left
                surface.blit(rendered, (x, y))
            y += line_height
        return y - rect.top

    def wrapped_height(
        self, text: str, role: str, px: int, width: int, line_spacing: float = 1.25
    ) -> int:
        line_height = int(self.font(role, px).get_linesize() * line_spacing)
        return line_height * len(self.wrap(text, role, px, width))
