"""Allegra's number cards (-1..11), painted in code and cached per value, size and theme.

A face is the paper every card of the app has (``app.card_body``) round a tile in the
value's colour, from cool (-1, deep blue) through green and yellow to hot (11, magenta).
On the tile the value stands large in the middle, readable across a room, with a true
minus sign (U+2212, as wide as a digit) so that -1 is never taken for 1. Colour alone
does not carry the value: the numeral is always there, the tile's lightness rises to the
yellow middle and falls again to either end, and a gauge along the tile's foot fills in
twelve notches from -1 (empty) to 11 (full), so a colour-blind player scanning the table
still sees which cards run high. A small index sits in the top-left corner for cards that
overlap, as on the discard pile.

Besides faces the painter gives the back (no value can be read from it), the look of a
gap left by a triple (an empty, dashed cell) and two overlays laid over a card: the soft
ring of a cell that may be chosen and the strong ring of the one that is selected.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import FaceCache, card_radius, card_size, paint_card_body
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.app.theme import Colour, Theme

VALUES = tuple(range(-1, 12))
MINUS = "\N{MINUS SIGN}"
# Cool to hot. The lightness climbs to the yellow 5 and falls again, so the two ends differ
# in hue for most eyes and the gauge tells them apart for every eye.
VALUE_COLOURS: dict[int, Colour] = {
    -1: (34, 74, 160),
    0: (28, 112, 184),
    1: (18, 146, 172),
    2: (30, 156, 124),
    3: (82, 164, 72),
    4: (156, 186, 52),
    5: (240, 204, 56),
    6: (246, 166, 40),
    7: (236, 122, 40),
    8: (218, 80, 44),
    9: (192, 38, 52),
    10: (170, 28, 96),
    11: (128, 30, 128),
}
DARK_INK: Colour = (30, 24, 20)
LIGHT_INK: Colour = (255, 252, 244)
BACK_FIELD: Colour = (40, 46, 70)  # a cool slate: no back looks like a red or blue face
# The smallest card the art is made for: a table must not lay cards smaller (at 36 px the
# widest values, "11" and "−1", still fit the tile at BIG_MIN_PX).
MIN_CARD_HEIGHT = 36
BIG_SHARE = 0.46  # the middle numeral's font size as a share of the card's height
BIG_MIN_PX = 17  # Lato Black's digits stand 12 px tall at 17 px (MIN_TEXT_PX)
INDEX_SHARE = 0.15  # the corner index's font size as a share of the card's height
INDEX_MIN_PX = 10
# Below this height a card shows only the middle numeral: an index or a gauge a few pixels
# tall would be noise, and a small card is a cell of a grid, never overlapped.
COMPACT_BELOW = 70


def value_text(value: int) -> str:
    """The value as printed on the card, with a true minus sign: "−1", "0", "11"."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def value_colour(value: int) -> Colour:
    """The tile colour of a value (the table's score pad and the rule pages use it too)."""
    if value not in VALUE_COLOURS:
        raise ValueError(f"not an Allegra card: {value!r}")
    return VALUE_COLOURS[value]


def value_ink(value: int) -> Colour:
    """Dark ink on a light tile, light ink on a dark one: the numeral's colour."""
    r, g, b = value_colour(value)
    luma = 0.299 * r + 0.587 * g + 0.114 * b
    return DARK_INK if luma > 150 else LIGHT_INK


def big_px(height: int) -> int:
    return max(BIG_MIN_PX, round(height * BIG_SHARE))


def _supersample(height: int) -> int:
    return 4 if height <= 160 else 3


def _ready(face: pygame.Surface) -> pygame.Surface:
    """The face in the window's pixel format when there is a window, so a blit each frame
    costs no conversion."""
    return face.convert_alpha() if pygame.display.get_surface() is not None else face


def _tile_rect(width: int, height: int) -> pygame.Rect:
    inset = max(2, round(height * 0.045))
    return pygame.Rect(inset, inset, width - 2 * inset, height - 2 * inset)


class AllegraCardPainter:
    """Faces, back, gap and rings of Allegra's cards, each painted once per size and theme."""

    def __init__(self, text: TextRenderer, limit: int = 256) -> None:
        self._text = text
        self._faces = FaceCache(limit)

    def face(self, value: int, height: int, theme: Theme) -> pygame.Surface:
        """The face of the card ``value`` (-1..11), ``height`` pixels tall."""
        value_colour(value)  # refuses a value that is no card before anything is cached
        return self._cached(
            ("face", value, height, theme.key), lambda: self._paint(value, height, theme)
        )

    def back(self, height: int, theme: Theme) -> pygame.Surface:
        return self._cached(("back", height, theme.key), lambda: _paint_back(height, theme))

    def gap(self, height: int, theme: Theme) -> pygame.Surface:
        """An empty cell, where a triple left the table: a dashed outline on a faint shade."""
        return self._cached(("gap", height, theme.key), lambda: _paint_gap(height, theme))

    def highlight(self, height: int, theme: Theme) -> pygame.Surface:
        """The overlay of a cell the player may choose: a soft ring in the theme's accent."""
        return self._cached(
            ("highlight", height, theme.key), lambda: _paint_ring(height, theme.accent, 0.06, 150)
        )

    def selected(self, height: int, theme: Theme) -> pygame.Surface:
        """The overlay of the chosen cell: a thick ring in the focus colour, dark-edged so it
        shows on a yellow card too."""
        return self._cached(
            ("selected", height, theme.key), lambda: _paint_ring(height, theme.focus, 0.09, 255)
        )

    def cached(self) -> int:
        return len(self._faces)

    def _cached(
        self, key: tuple[object, ...], paint: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        face = self._faces.get(key)
        if face is None:
            face = self._faces.put(key, _ready(paint()))
        return face

    def _paint(self, value: int, height: int, theme: Theme) -> pygame.Surface:
        width, height = card_size(height)
        scale = _supersample(height)
        big = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)
        big.fill((*theme.card_face, 0))
        paint_card_body(big, big.get_rect(), height * scale, theme)
        tile = _tile_rect(width, height)
        colour = value_colour(value)
        pygame.draw.rect(
            big, colour, _scaled(tile, scale), border_radius=max(2, card_radius(height) - 1) * scale
        )
        compact = height < COMPACT_BELOW
        if not compact:
            _gauge(big, value, tile, scale)
        surface = pygame.transform.smoothscale(big, (width, height))
        self._numeral(surface, value, tile, height, compact)
        if not compact:
            self._index(surface, value, tile, height)
        return surface

    def _numeral(
        self, surface: pygame.Surface, value: int, tile: pygame.Rect, height: int, compact: bool
    ) -> None:
        """The value in the middle of the tile, as large as the tile's width allows."""
        text = value_text(value)
        room = tile.width - max(2, round(tile.width * 0.08))
        px = self._text.fit_px(text, "heavy", big_px(height), room, BIG_MIN_PX)
        glyph = self._cropped(text, px, value_ink(value))
        # On a card with a gauge the numeral sits a little high, clear of the gauge.
        lift = 0 if compact else round(tile.height * 0.04)
        surface.blit(glyph, glyph.get_rect(center=(tile.centerx, tile.centery - lift)))

    def _index(self, surface: pygame.Surface, value: int, tile: pygame.Rect, height: int) -> None:
        """The small index in the top-left corner, which a card laid over this one leaves in
        sight (the discard pile, a fan). Only one: the bottom of the tile is the gauge's."""
        px = max(INDEX_MIN_PX, round(height * INDEX_SHARE))
        glyph = self._cropped(value_text(value), px, value_ink(value))
        pad = max(2, round(height * 0.03))
        surface.blit(glyph, (tile.left + pad, tile.top + pad))

    def _cropped(self, text: str, px: int, ink: Colour) -> pygame.Surface:
        # Printed on the card: Western digits in any language.
        rendered = self._text.render_printed(text, "heavy", px, ink)
        return rendered.subsurface(rendered.get_bounding_rect()).copy()


def _scaled(rect: pygame.Rect, scale: int) -> pygame.Rect:
    return pygame.Rect(rect.x * scale, rect.y * scale, rect.width * scale, rect.height * scale)


def _gauge(big: pygame.Surface, value: int, tile: pygame.Rect, scale: int) -> None:
    """Twelve notches along the tile's foot, value + 1 of them lit in the numeral's ink (none
    on a -1, all on an 11): the heat told by length, for eyes that do not tell the colours
    apart."""
    colour = value_colour(value)
    lit_ink = value_ink(value)
    unlit = lerp_colour(colour, lit_ink, 0.25)
    bar_height = tile.height * 0.08
    margin = tile.width * 0.1
    left, right = tile.left + margin, tile.right - margin
    top = tile.bottom - tile.height * 0.07 - bar_height
    notches = len(VALUES) - 1
    step = (right - left) / notches
    for i in range(notches):
        notch = pygame.Rect(
            round((left + i * step + step * 0.12) * scale),
            round(top * scale),
            max(1, round(step * 0.76 * scale)),
            max(1, round(bar_height * scale)),
        )
        pygame.draw.rect(big, lit_ink if i <= value else unlit, notch, border_radius=scale)


def _paint_back(height: int, theme: Theme) -> pygame.Surface:
    """A slate field with the thirteen colours as one ribbon across it and a lattice of
    diamonds: the game's colours, but no value and no single colour a face could have."""
    width, height = card_size(height)
    scale = _supersample(height)
    big = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)
    rect = big.get_rect()
    radius = card_radius(height) * scale
    field = (0, 0, 0) if theme.key == "contrast" else BACK_FIELD
    line_ink = (255, 255, 255) if theme.key == "contrast" else lerp_colour(field, LIGHT_INK, 0.22)
    pygame.draw.rect(big, field, rect, border_radius=radius)
    inset = max(2, round(height * 0.05)) * scale
    inner = rect.inflate(-2 * inset, -2 * inset)
    line = max(1, round(height * 0.012 * scale))
    clip = big.get_clip()
    big.set_clip(inner)
    step = inner.width / 3
    for row in range(-1, round(inner.height / step) + 2):
        for column in range(-1, 5):
            x, y = inner.left + column * step, inner.top + row * step
            diamond = [(x, y - step / 2), (x + step / 2, y), (x, y + step / 2), (x - step / 2, y)]
            pygame.draw.polygon(big, line_ink, diamond, line)
    _ribbon(big, inner)
    big.set_clip(clip)
    pygame.draw.rect(big, line_ink, inner, line, border_radius=max(1, radius // 2))
    edge = theme.card_edge if theme.key == "contrast" else lerp_colour(field, (0, 0, 0), 0.4)
    pygame.draw.rect(big, edge, rect, max(1, height // 90) * scale, border_radius=radius)
    return pygame.transform.smoothscale(big, (width, height))


def _ribbon(big: pygame.Surface, inner: pygame.Rect) -> None:
    """The thirteen colours, cool to hot, as bands of a ribbon rising left to right."""
    band = inner.height * 0.035
    slope = inner.width * 0.55
    first = inner.centery + len(VALUES) * band / 2
    for i, value in enumerate(VALUES):
        y = first - i * band
        points = [
            (inner.left, y + slope / 2),
            (inner.right, y - slope / 2),
            (inner.right, y - slope / 2 - band - 1),
            (inner.left, y + slope / 2 - band - 1),
        ]
        pygame.draw.polygon(big, VALUE_COLOURS[value], points)


def _paint_gap(height: int, theme: Theme) -> pygame.Surface:
    """An empty cell: a faint shade of the cloth with a dashed rounded outline, so the grid
    keeps its shape and no one takes the hole for a face-down card."""
    width, height = card_size(height)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = card_radius(height)
    shade = (0, 0, 0, 46) if theme.key != "contrast" else (255, 255, 255, 30)
    pygame.draw.rect(surface, shade, surface.get_rect(), border_radius=radius)
    ink = (*lerp_colour(theme.on_felt_muted, theme.felt, 0.2), 200)
    line = max(1, height // 40)
    dash = max(3, height // 14)
    inner = surface.get_rect().inflate(-2 * line, -2 * line)
    for start in range(inner.left + radius, inner.right - radius, dash * 2):
        stop = min(start + dash, inner.right - radius)
        for y in (inner.top, inner.bottom - line):
            pygame.draw.rect(surface, ink, (start, y, stop - start, line))
    for start in range(inner.top + radius, inner.bottom - radius, dash * 2):
        stop = min(start + dash, inner.bottom - radius)
        for x in (inner.left, inner.right - line):
            pygame.draw.rect(surface, ink, (x, start, line, stop - start))
    return surface


def _paint_ring(height: int, colour: Colour, share: float, alpha: int) -> pygame.Surface:
    """A ring over a card's edge, inside its bounds, rimmed dark on both sides so that it
    stands out on a card of its own colour too."""
    width, height = card_size(height)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = card_radius(height)
    thick = max(2, round(height * share))
    rim = max(1, height // 60)
    dark = (20, 16, 12, alpha)
    pygame.draw.rect(surface, dark, rect, thick + 2 * rim, border_radius=radius)
    inner = rect.inflate(-2 * rim, -2 * rim)
    pygame.draw.rect(surface, (*colour, alpha), inner, thick, border_radius=max(1, radius - rim))
    return surface
