"""The drawing kit of Allegra's rule pages: the table's own cards on the page (faces, backs,
gaps), a player's grid of them, the soft ring of cards that belong together, a frame round an
area, arrows, a numbered badge and captions that shrink rather than run out of the picture.

The cards come from the table's painter (``AllegraCardPainter``), painted once per size and
kept by the rule book scene, which builds this kit every frame.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_radius, card_size
from rondo_desktop.app.scenes.rule_book import RulePictures
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.allegra.table.card_art import MIN_CARD_HEIGHT

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.games.allegra.table.card_art import AllegraCardPainter

# A cell on a page: a value face up, BACK (face down) or GAP_CELL (a triple's hole).
BACK = "back"
GAP_CELL = "gap"
Shown = int | str
GAP_SHARE = 0.1  # the space between cards of a grid, as a share of a card's width


class AllegraPictureKit(RulePictures):
    def __init__(self, ctx: AppContext, place: Placement, painter: AllegraCardPainter) -> None:
        super().__init__(ctx, place)
        self.painter = painter
        self.bounds: pygame.Rect | None = None  # the picture's area: captions stay inside

    # -- sizes ------------------------------------------------------------------------------

    def fit_height(self, area: pygame.Rect, across: float, down: float) -> int:
        """The height of cards of which ``across`` fit side by side (with their gaps) in
        ``area``'s width and ``down`` one above the other in its height; never below the
        smallest card the art is made for."""
        by_width = area.width / (across * (1 + GAP_SHARE)) / 0.7
        by_height = area.height / (down * (1 + GAP_SHARE))
        return max(MIN_CARD_HEIGHT, int(min(by_width, by_height)))

    @staticmethod
    def step(height: int) -> int:
        """From one card's centre to the next one's in a grid."""
        return round(card_size(height)[0] * (1 + GAP_SHARE))

    # -- cards ------------------------------------------------------------------------------

    def look(self, shown: Shown, height: int) -> pygame.Surface:
        theme = self.ctx.theme
        if shown == BACK:
            return self.painter.back(height, theme)
        if shown == GAP_CELL:
            return self.painter.gap(height, theme)
        assert isinstance(shown, int)
        return self.painter.face(shown, height, theme)

    def lay(
        self, surface: pygame.Surface, shown: Shown, height: int, centre: tuple[int, int]
    ) -> pygame.Rect:
        """A card (or a gap) lying on the page, centred on ``centre``, with its shadow."""
        face = self.look(shown, height)
        rect = face.get_rect(center=centre)
        if shown != GAP_CELL:
            self.ctx.art.drop_shadow(
                surface, rect.inflate(-4, -4), card_radius(height), self.ctx.theme, lift=2
            )
        surface.blit(face, rect)
        return rect

    def ring(self, surface: pygame.Surface, rect: pygame.Rect, selected: bool = False) -> None:
        """The table's ring over a card: may be chosen, or (``selected``) chosen."""
        height = rect.height
        look = self.painter.selected if selected else self.painter.highlight
        surface.blit(look(height, self.ctx.theme), rect)

    def faded(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A veil of the page's colour over a card that only shows where others lie."""
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = card_radius(rect.height)
        pygame.draw.rect(veil, (*self.ctx.theme.panel, 120), veil.get_rect(), border_radius=radius)
        surface.blit(veil, rect)

    def grid(
        self,
        surface: pygame.Surface,
        rows: Sequence[Sequence[Shown]],
        height: int,
        topleft: tuple[int, int],
        marked: Collection[tuple[int, int]] = (),
    ) -> list[list[pygame.Rect]]:
        """Cards in rows and columns from ``topleft``; the ``marked`` (row, column) cells
        ringed. Returns each cell's rectangle, row by row."""
        step, down = self.step(height), round(height * (1 + GAP_SHARE))
        width = card_size(height)[0]
        rects = []
        for r, row in enumerate(rows):
            line = []
            for c, shown in enumerate(row):
                centre = (topleft[0] + c * step + width // 2, topleft[1] + r * down + height // 2)
                rect = self.lay(surface, shown, height, centre)
                if (r, c) in marked:
                    self.ring(surface, rect, selected=True)
                line.append(rect)
            rects.append(line)
        return rects

    def grid_size(self, height: int, columns: int, rows: int = 3) -> tuple[int, int]:
        width = card_size(height)[0]
        return (
            self.step(height) * (columns - 1) + width,
            round(height * (1 + GAP_SHARE)) * (rows - 1) + height,
        )

    # -- marks and words --------------------------------------------------------------------

    def frame(
        self, surface: pygame.Surface, rects: Sequence[pygame.Rect], colour: tuple[int, int, int]
    ) -> pygame.Rect:
        """A rounded frame round cards that form one area; returns the frame's rectangle."""
        union = rects[0].unionall(list(rects[1:]))
        pad = self.place.px(6)
        box = union.inflate(2 * pad, 2 * pad)
        pygame.draw.rect(surface, colour, box, max(2, self.place.px(3)), self.place.px(10))
        return box

    def arrow(self, surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
        """A straight arrow from ``start`` to ``end`` (any direction)."""
        colour, width = self.ctx.theme.fill, max(2, self.place.px(4))
        head = self.place.px(10)
        direction = pygame.Vector2(end) - pygame.Vector2(start)
        if direction.length() < 1:
            return
        unit = direction.normalize()
        base = pygame.Vector2(end) - unit * head
        pygame.draw.line(surface, colour, start, base, width)
        side = pygame.Vector2(-unit.y, unit.x) * head * 0.8
        pygame.draw.polygon(surface, colour, [end, base + side, base - side])

    def badge(self, surface: pygame.Surface, label: str, centre: tuple[int, int]) -> pygame.Rect:
        """A round badge with a step's number or a player's letter."""
        theme = self.ctx.theme
        radius = max(self.place.px(13), MIN_TEXT_PX)
        pygame.draw.circle(surface, theme.fill, centre, radius)
        pygame.draw.circle(surface, theme.panel, centre, radius, max(1, self.place.px(2)))
        px = max(MIN_TEXT_PX, round(radius * 1.1))
        self.ctx.text.blit(surface, label, "ui_bold", px, theme.panel, centre, "center")
        return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)

    def caption_fit(
        self,
        surface: pygame.Surface,
        text: str,
        centre: tuple[int, int],
        width: int,
        colour: tuple[int, int, int] | None = None,
        px: int | None = None,
    ) -> None:
        """A one-line caption centred on ``centre``, shrunk to ``width`` rather than run
        into its neighbours, and moved in from the picture's edge rather than over it."""
        bounds = self.bounds
        if bounds is not None:
            width = min(width, bounds.width)
        size = self.ctx.text.fit_px(text, "ui_bold", px or self.place.text_px(16), width)
        if bounds is not None:
            half = (self.ctx.text.width(text, "ui_bold", size) + 1) // 2
            x = max(bounds.left + half, min(bounds.right - half, centre[0]))
            centre = (x, centre[1])
        self.caption(surface, text, centre, px=size, colour=colour)

    def note(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        colour: tuple[int, int, int] | None = None,
        align: str = "center",
    ) -> None:
        """A sentence or two wrapped into ``rect``, centred in its height, smaller rather
        than clipped."""
        text_api = self.ctx.text
        px = self.place.text_px(16)
        while px > MIN_TEXT_PX and text_api.wrapped_height(text, "ui_bold", px, rect.width) > (
            rect.height
        ):
            px -= 1
        used = text_api.wrapped_height(text, "ui_bold", px, rect.width)
        top = rect.top + max(0, (rect.height - used) // 2)
        text_api.blit_wrapped(
            surface,
            text,
            "ui_bold",
            px,
            colour or self.ctx.theme.ink_muted,
            pygame.Rect(rect.left, top, rect.width, used),
            align=align,
        )

    def shade(self, colour: tuple[int, int, int], share: float = 0.3) -> tuple[int, int, int]:
        """A colour a little towards the page's ink (frames that must show on the page)."""
        return lerp_colour(colour, self.ctx.theme.ink, share)
