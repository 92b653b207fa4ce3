"""The Spanish pack of 40 cards, painted in code and cached per card, size and theme.

A face has the paper and edge every card of the app has (``app.card_body``), a thin frame
in the suit's colour broken by the suit's "pinta" (coins none, cups one gap, swords two,
batons three, as on Spanish packs), the rank in large numerals in the top-left corner and,
turned, the bottom-right one, each over a small emblem of the suit, and in the middle the
emblems of a number card (``pips``) or the figure of a court card (``courts``).

The artwork is painted at several times the card's size and scaled down smoothly, which
gives every curve soft edges; the numerals are set at the card's own size so they stay
crisp. Cards are named by their text, rank then suit letter ("7o", "12b"), the notation of
the rule book; this module reads it itself so that the art needs nothing from the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import FaceCache, card_radius, card_size, paint_card_body, star
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.app.theme import Colour, Theme
from rondo_desktop.games.ronda.table.courts import FIGURE_WIDTH, costume, draw_court
from rondo_desktop.games.ronda.table.pips import fitted, layout
from rondo_desktop.games.ronda.table.suits import (
    LONG_SUITS,
    SUIT_WIDTH,
    SUITS,
    SuitInk,
    draw_suit,
    suit_ink,
)

RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
RANK_SHARE = 0.19  # the corner numeral's size, as a share of the card's height...
RANK_SHARE_ABOVE = 0.1  # ...up to RANK_FULL_UNTIL px; beyond, each px more grows it less
RANK_FULL_UNTIL = 120
# The smallest numeral: Lato Black's digits stand MIN_TEXT_PX (12 px) tall at 16 px, so even
# the smallest card's rank is as tall as the smallest text the app lets players read.
RANK_MIN_PX = 16
# Below this height a card keeps only its top-left index: the turned one would leave the
# emblems a strip a few pixels wide, and a small card is read from its corner anyway.
COMPACT_BELOW = 90
PINTA_GAPS = {"o": 0, "c": 1, "e": 2, "b": 3}


def parse_card(text: str) -> tuple[int, str]:
    """ "12b" -> (12, "b"); ValueError for anything that is not a card of the pack as the
    rule book writes it (no "8o", no "01o")."""
    rank_text, suit = text[:-1], text[-1:]
    if suit not in SUITS or rank_text not in {str(rank) for rank in RANKS}:
        raise ValueError(f"not a card of the Spanish pack: {text!r}")
    return int(rank_text), suit


def rank_px(height: int) -> int:
    """The corner numeral's font size on a card this tall: never below readable, a fifth
    of a small card, less on a large one, where it reads anyway and the emblems need room."""
    full = min(height, RANK_FULL_UNTIL) * RANK_SHARE
    beyond = max(0, height - RANK_FULL_UNTIL) * RANK_SHARE_ABOVE
    return max(RANK_MIN_PX, round(full + beyond))


def _supersample(height: int) -> int:
    return 4 if height <= 160 else 3


@dataclass(frozen=True)
class _Corner:
    """The top-left index, in the card's own pixels: the numeral's glyph box and the emblem
    under it (the bottom-right index is the same turned half round)."""

    glyph: pygame.Rect
    emblem_centre: tuple[float, float]
    emblem_height: float
    right: int  # the right edge of numeral and emblem together


class SpanishCardPainter:
    def __init__(self, text: TextRenderer, limit: int = 256) -> None:
        self._text = text
        self._faces = FaceCache(limit)

    def face(self, card: str, height: int, theme: Theme) -> pygame.Surface:
        """The face of ``card`` ("7o", "12b"), ``height`` pixels tall."""
        rank, suit = parse_card(card)
        key = (rank, suit, height, theme.key)
        face = self._faces.get(key)
        if face is None:
            face = self._faces.put(key, _ready(self._paint(rank, suit, height, theme)))
        return face

    def back(self, height: int, theme: Theme) -> pygame.Surface:
        key = ("back", height, theme.key)
        face = self._faces.get(key)
        if face is None:
            face = self._faces.put(key, _ready(_paint_back(height, theme)))
        return face

    def cached(self) -> int:
        return len(self._faces)

    def _paint(self, rank: int, suit: str, height: int, theme: Theme) -> pygame.Surface:
        width, height = card_size(height)
        scale = _supersample(height)
        big = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)
        big.fill((*theme.card_face, 0))
        paint_card_body(big, big.get_rect(), height * scale, theme)
        ink = suit_ink(suit, theme.key)
        inner = _frame(big, suit, width, height, scale, ink, theme)
        numeral = self._numeral(rank, height, ink, theme.card_face)
        corner = _corner(numeral, inner, suit, height)
        compact = height < COMPACT_BELOW
        if rank >= 10:
            _figure(big, rank, suit, inner, scale, ink, theme)
        else:
            _pips(big, rank, suit, inner, corner, (width, height), scale, ink, compact)
        _corner_emblems(big, suit, corner, (width, height), scale, ink, compact)
        surface = pygame.transform.smoothscale(big, (width, height))
        surface.blit(numeral, corner.glyph)
        if not compact:
            turned = pygame.transform.rotate(numeral, 180)
            place = (width - corner.glyph.left, height - corner.glyph.top)
            surface.blit(turned, turned.get_rect(bottomright=place))
        return surface

    def _numeral(self, rank: int, height: int, ink: SuitInk, paper: Colour) -> pygame.Surface:
        """The rank's numeral cropped to its ink, with a thin halo of paper round it so a
        court figure behind it never makes it hard to read."""
        px = rank_px(height)
        # Printed on the card: Western digits in any language, like a real Spanish pack.
        glyph = self._text.render_printed(str(rank), "heavy", px, ink.index)
        halo = self._text.render_printed(str(rank), "heavy", px, paper)
        ring = max(1, px // 12)
        numeral = pygame.Surface(
            (glyph.get_width() + 2 * ring, glyph.get_height() + 2 * ring), pygame.SRCALPHA
        )
        for dx in (-ring, 0, ring):
            for dy in (-ring, 0, ring):
                numeral.blit(halo, (ring + dx, ring + dy))
        numeral.blit(glyph, (ring, ring))
        numeral = numeral.subsurface(numeral.get_bounding_rect()).copy()
        if rank == 6:  # underlined, so that the turned 6 is not read as a 9
            return _underlined(numeral, ring, ink.index, paper)
        return numeral


def _underlined(numeral: pygame.Surface, ring: int, ink: Colour, paper: Colour) -> pygame.Surface:
    width, height = numeral.get_size()
    bar = max(1, height // 10)
    out = pygame.Surface((width, height + 2 * bar), pygame.SRCALPHA)
    out.blit(numeral, (0, 0))
    pygame.draw.rect(out, paper, (0, height - ring, width, bar + 2 * ring))
    pygame.draw.rect(out, ink, (ring, height + bar - ring, width - 2 * ring, bar))
    return out


def _ready(face: pygame.Surface) -> pygame.Surface:
    """The face in the window's pixel format when there is a window: blitting it each frame
    then costs no conversion."""
    return face.convert_alpha() if pygame.display.get_surface() is not None else face


def _scaled(rect: pygame.Rect, scale: int) -> pygame.Rect:
    return pygame.Rect(rect.x * scale, rect.y * scale, rect.width * scale, rect.height * scale)


def _pips(
    big: pygame.Surface,
    rank: int,
    suit: str,
    inner: pygame.Rect,
    corner: _Corner,
    size: tuple[int, int],
    scale: int,
    ink: SuitInk,
    compact: bool,
) -> None:
    """The emblems of a number card, as large as the corner indices leave room for."""
    gap = max(1, round(size[1] * 0.02))
    wide = inner.inflate(-2 * gap, -2 * gap)
    top_left = pygame.Rect(
        corner.glyph.left,
        corner.glyph.top,
        corner.right - corner.glyph.left,
        round(corner.emblem_centre[1] + corner.emblem_height / 2) - corner.glyph.top,
    ).inflate(gap * 2, gap * 2)
    left = corner.right + gap
    if compact:  # all the card right of the one index
        beside = pygame.Rect(left, wide.top, wide.right - left, wide.height)
        for pip in layout(rank, suit, _scaled(beside, scale)):
            draw_suit(big, suit, pip.centre, pip.height, ink, pip.angle)
        return
    band = pygame.Rect(left, wide.top, size[0] - 2 * left, wide.height)
    bottom_right = top_left.copy()
    bottom_right.bottomright = (size[0] - top_left.left, size[1] - top_left.top)
    corners = [_scaled(top_left, scale), _scaled(bottom_right, scale)]
    for pip in fitted(rank, suit, _scaled(band, scale), _scaled(wide, scale), corners):
        draw_suit(big, suit, pip.centre, pip.height, ink, pip.angle)


def _frame(
    big: pygame.Surface, suit: str, width: int, height: int, scale: int, ink: SuitInk, theme: Theme
) -> pygame.Rect:
    """The thin frame with the suit's pinta gaps in its top and bottom lines; returns the
    area inside it in the card's own pixels."""
    inset = max(2, round(height * 0.04))
    inner = pygame.Rect(inset, inset, width - 2 * inset, height - 2 * inset)
    colour = lerp_colour(ink.index, theme.card_face, 0.25)
    line = max(1, round(height * 0.008 * scale))
    box = _scaled(inner, scale)
    pygame.draw.line(big, colour, box.topleft, box.bottomleft, line)
    pygame.draw.line(big, colour, box.topright, box.bottomright, line)
    gaps = PINTA_GAPS[suit]
    gap = box.width * 0.07
    cuts = [box.left + box.width * (i + 1) / (gaps + 1) for i in range(gaps)]
    edges = [box.left, *[x for cut in cuts for x in (cut - gap / 2, cut + gap / 2)], box.right]
    for y in (box.top, box.bottom):
        for start, stop in zip(edges[::2], edges[1::2], strict=True):
            pygame.draw.line(big, colour, (start, y), (stop, y), line)
    return inner


def _corner(numeral: pygame.Surface, inner: pygame.Rect, suit: str, height: int) -> _Corner:
    pad = max(2, round(height * 0.025))
    glyph = numeral.get_rect(topleft=(inner.left + pad, inner.top + pad))
    # No wider than the numeral, so the index stays one narrow column.
    emblem_height = (
        height * 0.16 if suit in LONG_SUITS else min(height * 0.1, glyph.width / SUIT_WIDTH[suit])
    )
    # A wide emblem must not stick out left of the numeral over the frame.
    half = emblem_height * SUIT_WIDTH[suit] / 2
    x = max(float(glyph.centerx), glyph.left + half)
    right = max(glyph.right, round(x + half))
    return _Corner(glyph, (x, glyph.bottom + pad + emblem_height / 2), emblem_height, right)


def _corner_emblems(
    big: pygame.Surface,
    suit: str,
    corner: _Corner,
    card: tuple[int, int],
    scale: int,
    ink: SuitInk,
    compact: bool,
) -> None:
    x, y = corner.emblem_centre
    size = corner.emblem_height * scale
    draw_suit(big, suit, (x * scale, y * scale), size, ink)
    if not compact:
        turned = ((card[0] - x) * scale, (card[1] - y) * scale)
        draw_suit(big, suit, turned, size, ink, 180)


def _figure(
    big: pygame.Surface,
    rank: int,
    suit: str,
    inner: pygame.Rect,
    scale: int,
    ink: SuitInk,
    theme: Theme,
) -> None:
    box = _scaled(inner, scale)
    size = min(box.height * 0.97, box.width * 0.98 / FIGURE_WIDTH[rank])
    dress = costume(suit, ink, theme.key == "contrast")
    draw_court(big, rank, suit, box.center, size, ink, dress)


def _paint_back(height: int, theme: Theme) -> pygame.Surface:
    """A field of eight-pointed stars, as in Moroccan tilework, round a star medallion:
    no rank and no suit, so nothing on a back can be read."""
    width, height = card_size(height)
    scale = _supersample(height)
    big = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)
    big.fill((*theme.primary, 0))
    rect = big.get_rect()
    radius = card_radius(height) * scale
    pygame.draw.rect(big, theme.primary, rect, border_radius=radius)
    edge = lerp_colour(theme.primary, (0, 0, 0), 0.35)
    pygame.draw.rect(big, edge, rect, max(1, height // 90) * scale, border_radius=radius)
    inset = max(2, round(height * 0.05)) * scale
    field = rect.inflate(-2 * inset, -2 * inset)
    pattern = lerp_colour(theme.primary, theme.primary_ink, 0.3)
    line = max(1, round(height * 0.012 * scale))
    pygame.draw.rect(big, theme.primary_ink, field, line)
    step = field.width / 4
    clip = big.get_clip()
    big.set_clip(field.inflate(-line * 2, -line * 2))
    rows = round(field.height / step) + 1
    for row in range(-1, rows + 1):
        for column in range(-1, 5 + 1):
            centre = (
                field.left + column * step,
                field.top + row * step + (field.height % step) / 2,
            )
            pygame.draw.polygon(
                big, pattern, star(centre, step * 0.42, step * 0.32, points=8), line
            )
            pygame.draw.circle(
                big, pattern, (centre[0] + step / 2, centre[1] + step / 2), step * 0.07
            )
    big.set_clip(clip)
    centre = field.center
    pygame.draw.circle(big, theme.primary, centre, step * 1.15)
    pygame.draw.circle(big, theme.primary_ink, centre, step * 1.15, line)
    pygame.draw.polygon(big, theme.primary_ink, star(centre, step * 0.95, step * 0.72, points=8))
    pygame.draw.polygon(big, theme.primary, star(centre, step * 0.62, step * 0.47, points=8))
    pygame.draw.circle(big, theme.primary_ink, centre, step * 0.22)
    return pygame.transform.smoothscale(big, (width, height))
