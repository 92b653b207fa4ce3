"""What moves on Allegra's table, painted over the still layer: the cards in flight (turning
over, fading as they leave), the knock's rings and the card a knocker holds, the seats'
bubbles; and how one cell's content looks (a card, a back, a gap)."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_size
from rondo_desktop.games.allegra.table.card_art import VALUES
from rondo_desktop.games.allegra.table.shown import Slot, TurningFlyer

if TYPE_CHECKING:
    from rondo_desktop.app.anim.sprites import Bubble
    from rondo_desktop.games.allegra.table.scene import AllegraTable

FLASH = (255, 236, 140)
KNOCK = (255, 178, 92)


class MovingPainter:
    """The moving part of :class:`~.painter.AllegraPainter`."""

    table: AllegraTable
    _warming: tuple[object, list[tuple[int | None, int]]] = (None, [])

    def warm_faces(self, budget: float) -> None:
        """Paint the faces at the table's sizes a few at a time, ahead of need: a face costs
        milliseconds to paint, too much for the frame in which it first flies."""
        table = self.table
        geometry = table.geometry
        if self._warming[0] is not geometry:
            sizes = {geometry.card_height, geometry.pile_card_height(), geometry.held_card_height()}
            todo: list[tuple[int | None, int]] = [(None, h) for h in sizes]
            todo += [(value, h) for h in sizes for value in VALUES]
            self._warming = (geometry, todo[::-1])
        todo = self._warming[1]
        began = time.perf_counter()
        theme, cards = table.ctx.theme, table.cards
        while todo and time.perf_counter() - began < budget:
            value, height = todo.pop()
            if value is None:
                cards.back(height, theme)
                cards.gap(height, theme)
                cards.highlight(height, theme)
                cards.selected(height, theme)
            else:
                cards.face(value, height, theme)

    def _draw_slot(self, surface: pygame.Surface, slot: Slot, rect: pygame.Rect) -> None:
        cards, theme = self.table.cards, self.table.ctx.theme
        if slot is None:
            surface.blit(cards.gap(rect.height, theme), rect)
        elif slot[1] and slot[0] is not None:
            surface.blit(cards.face(slot[0], rect.height, theme), rect)
        else:
            surface.blit(cards.back(rect.height, theme), rect)

    def _draw_knock(self, surface: pygame.Surface) -> None:
        """A knock's rings spreading over the knocker's grid, and the card a knocker holds
        during the exchange (Y, face down when nobody saw it)."""
        table = self.table
        place, theme, geometry = table.place, table.ctx.theme, table.geometry
        for seat, age in table.ripples:
            centre = geometry.grid_rect(seat).center
            for k in range(3):
                t = age / 0.9 - k * 0.18
                if not 0 < t < 1:
                    continue
                radius = round(place.px(18) + t * geometry.card_height * 1.4)
                colour = lerp_colour(KNOCK, theme.felt, t)
                pygame.draw.circle(surface, colour, centre, radius, max(2, place.px(4)))
        hand = table.dealer.shown.knock_hand
        if hand is not None:
            knocker, value = hand
            height = round(geometry.card_height * 0.8)
            rect = pygame.Rect((0, 0), card_size(height))
            rect.center = tuple(round(v) for v in table.knock_hand_point(knocker))
            self._draw_slot(surface, (value, value is not None), rect)

    # -- what moves ------------------------------------------------------------------------

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        """Cards in flight, turning over (the back narrows to its edge, the face widens) or
        fading as they leave; faces painted at the table's sizes and scaled on the way."""
        table = self.table
        theme, geometry, cards = table.ctx.theme, table.geometry, table.cards
        sizes = sorted(
            {geometry.card_height, geometry.pile_card_height(), geometry.held_card_height()}
        )
        for flyer in table.dealer.flyers:
            rect = flyer.rect()
            home = next((h for h in sizes if h >= rect.height), sizes[-1])
            turn = flyer.turn if isinstance(flyer, TurningFlyer) else 1.0
            value = flyer.value if isinstance(flyer, TurningFlyer) else None
            narrow = max(0.06, abs(math.cos(math.pi * turn)))
            rect = rect.inflate(-round(rect.width * (1 - narrow)), 0)
            up = turn >= 0.5 and value is not None
            face = cards.face(value, home, theme) if up else cards.back(home, theme)  # type: ignore[arg-type]
            if face.get_size() != rect.size:
                face = pygame.transform.scale(face, rect.size)
            fade = flyer.fade if isinstance(flyer, TurningFlyer) else 1.0
            if fade < 1.0:
                face = face.copy()  # the cached face stays opaque for its other users
                face.set_alpha(max(0, round(255 * fade)))
            surface.blit(face, rect)

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, theme = table.ctx, table.ctx.theme
        for bubble in table.dealer.bubbles:
            pill, px = bubble_place(table, bubble)
            fill = KNOCK if bubble.tone == "good" else theme.panel
            pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
            ctx.text.blit(surface, bubble.text, "heavy", px, theme.ink, pill.center, "center")


def bubble_place(table: AllegraTable, bubble: Bubble) -> tuple[pygame.Rect, int]:
    """Where a seat's bubble is drawn, and its text size: on the seat's own grid, over its top
    row, never over the name and score above it nor out of the grid (so two seats' bubbles
    never meet: the grids do not); the text shrinks to fit a narrow grid."""
    ctx, place = table.ctx, table.place
    grid = table.geometry.grid_rect(bubble.seat)
    pad = place.px(12)
    px = ctx.text.fit_px(bubble.text, "heavy", place.text_px(16), grid.width - pad * 2)
    width = min(grid.width, ctx.text.width(bubble.text, "heavy", px) + pad * 2)
    height = min(grid.height, ctx.text.font("heavy", px).get_height() + place.px(8))
    pill = pygame.Rect(0, 0, width, height)
    top_row = table.geometry.cell_rect((bubble.seat, 0, 0))
    pill.center = (grid.centerx, top_row.centery)
    return pill, px
