"""The wooden holder on the table: slots that slide out at either end, stacks of cards.

``HolderView`` is what the screen shows of the holder right now (it lags behind the engine
while a play is being animated) and where each slot is. ``geometry`` places the slots for a
window; ``draw`` paints the physical thing: a back board, a groove per slot, the covered cards
peeking out above the visible one, and a front rail with one segment per slot, so it reads as
the telescoping holder of the real game.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.anim.sprites import draw_card
from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CARD_ASPECT
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.rondo.engine import Deck
from rondo_desktop.games.rondo.engine.holder import MAX_SLOTS, START_SLOTS
from rondo_desktop.games.rondo.table.view import token_look

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

ZONE_SHARE = 0.6  # a new-slot zone is this much of a slot wide
CARD_SHARE = 0.9  # a card is this much of its slot's width; the rest is the gap to the next
# Large cards (the player's setting) stand closer: the holder's width is what limits them.
TIGHT_CARD_SHARE = 0.95
PEEK_MAX = 4  # covered cards drawn peeking out above the top card


@dataclass(frozen=True)
class HolderGeometry:
    card_w: int
    card_h: int
    pitch: float
    slots: dict[int, pygame.Rect]  # engine slot -> where its top card lies
    zones: dict[int, pygame.Rect]  # engine slot (-1 or len) -> drop zone for a new slot
    rail: pygame.Rect
    board: pygame.Rect


def holder_card_height(
    rect: pygame.Rect, design_height: int, card_share: float = CARD_SHARE
) -> int:
    """One card height for every holder size: 9 slots (or 8 plus both zones) must fit."""
    pitch = rect.width * 0.97 / (MAX_SLOTS - 1 + 2 * ZONE_SHARE)
    by_width = pitch * card_share / CARD_ASPECT
    return int(min(design_height, by_width, rect.height * 0.8)) // 2 * 2


class HolderView:
    def __init__(self) -> None:
        self.stacks: list[tuple[str, ...]] | None = None  # None: empty, before the start word
        self.grow = 1.0  # how far the newest slot has slid out (0..1)
        self.grow_side: str | None = None
        self._shaded: dict[tuple[str, int, str, str], pygame.Surface] = {}

    @property
    def size(self) -> int:
        return START_SLOTS if self.stacks is None else len(self.stacks)

    def depth(self, slot: int) -> int:
        return 0 if self.stacks is None else len(self.stacks[slot])

    def geometry(
        self,
        rect: pygame.Rect,
        design_height: int,
        staged_new: int | None = None,
        can_grow: bool = True,
        settled: bool = False,
        card_share: float = CARD_SHARE,
    ) -> HolderGeometry:
        """Where every slot is; ``settled`` ignores a slot still sliding out."""
        card_h = holder_card_height(rect, design_height, card_share)
        card_w = round(card_h * CARD_ASPECT)
        pitch = card_w / card_share
        gap = pitch - card_w
        size = self.size
        shown = size + (1 if staged_new is not None else 0)
        sliding = not settled and self.grow_side is not None and self.grow < 1.0
        effective = shown - ((1.0 - self.grow) if sliding else 0.0)
        start = rect.centerx - effective * pitch / 2 + gap / 2
        shift = (1.0 - self.grow) if sliding and self.grow_side == "left" else 0.0
        # The front rail hides only a sliver of each card: the value in the corner must show.
        lip = round(card_h * 0.03)
        rail_h = round(card_h * 0.26)
        rail_top = rect.centery + card_h // 2 - lip
        card_top = rail_top + lip - card_h
        first = -1 if staged_new == -1 else 0
        slots: dict[int, pygame.Rect] = {}
        for index in range(shown):
            slot = first + index
            x = start + (index - shift) * pitch
            slots[slot] = pygame.Rect(round(x), card_top, card_w, card_h)
        zones: dict[int, pygame.Rect] = {}
        if can_grow and staged_new is None and size < MAX_SLOTS and self.stacks is not None:
            zone_w = round(pitch * ZONE_SHARE)
            left = slots[0].left - round(gap) - zone_w
            right = slots[size - 1].right + round(gap)
            zones[-1] = pygame.Rect(left, card_top, zone_w, card_h)
            zones[size] = pygame.Rect(right, card_top, zone_w, card_h)
        span_left = min(r.left for r in slots.values()) - round(gap)
        span_right = max(r.right for r in slots.values()) + round(gap)
        rail = pygame.Rect(span_left, rail_top, span_right - span_left, rail_h)
        board = pygame.Rect(
            span_left + round(gap / 2),
            card_top + card_h // 5,
            rail.width - round(gap),
            rail_top - card_top - card_h // 5 + lip,
        )
        return HolderGeometry(card_w, card_h, pitch, slots, zones, rail, board)

    def slot_at(self, geometry: HolderGeometry, pos: tuple[int, int]) -> int | None:
        """The slot or new-slot zone under the pointer (a little forgiving around each)."""
        for slot, rect in geometry.slots.items():
            if rect.inflate(round(geometry.pitch - rect.width), rect.height // 3).collidepoint(pos):
                return slot
        for slot, rect in geometry.zones.items():
            if rect.inflate(rect.width // 2, rect.height // 3).collidepoint(pos):
                return slot
        return None

    def draw(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        deck: Deck,
        geometry: HolderGeometry,
        target: int | None = None,
        zone_hint: bool = False,
        word_span: tuple[int, int] | None = None,
    ) -> None:
        """Paint the holder; the scene draws the cards staged for a play on top of it."""
        theme = ctx.theme
        wood, light = theme.wood, theme.wood_light
        dark = lerp_colour(wood, (0, 0, 0), 0.45)
        board = geometry.board
        radius = max(3, geometry.card_h // 16)
        ctx.art.drop_shadow(surface, geometry.rail.union(board), radius, theme, lift=8)
        pygame.draw.rect(surface, lerp_colour(wood, (0, 0, 0), 0.25), board, border_radius=radius)
        pygame.draw.line(
            surface,
            lerp_colour(wood, light, 0.3),
            (board.left + radius, board.top + 1),
            (board.right - radius, board.top + 1),
            2,
        )
        peek = max(3, geometry.card_h // 22)
        for slot, rect in geometry.slots.items():
            groove = rect.inflate(round(geometry.pitch - rect.width) - 2, 0)
            groove.top = board.top + board.height // 3
            groove.height = board.bottom - groove.top
            pygame.draw.rect(surface, dark, groove, border_radius=radius)
            if target == slot:
                pygame.draw.rect(surface, theme.focus, rect.inflate(8, 8), 3, border_radius=radius)
            if self.stacks is None or not 0 <= slot < len(self.stacks):
                self._empty_slot(surface, rect, theme, radius)
                continue
            stack = self.stacks[slot]
            if not stack:
                self._empty_slot(surface, rect, theme, radius)
                continue
            covered = stack[:-1][-PEEK_MAX:]
            for depth, token in enumerate(covered):
                offset = (len(covered) - depth) * peek
                surface.blit(self._covered(ctx, deck, token, rect.height), rect.move(0, -offset))
            # The holder casts one shadow for all its cards; per-card shadows cost a frame.
            draw_card(surface, ctx, token_look(ctx, deck, stack[-1]), rect, shadow=False)
        for slot, rect in geometry.zones.items():
            self._zone(surface, ctx, rect, slot == target, zone_hint)
        self._rail(surface, ctx, geometry, word_span)

    def _covered(self, ctx: AppContext, deck: Deck, token: str, height: int) -> pygame.Surface:
        """A covered card: its face in the shade of the card in front of it (cached)."""
        key = (token, height, ctx.theme.key, ctx.settings.language)
        found = self._shaded.get(key)
        if found is None:
            found = ctx.cards.face(token_look(ctx, deck, token), height, ctx.theme).copy()
            found.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            if len(self._shaded) > 200:
                self._shaded.clear()
            self._shaded[key] = found
        return found

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect, theme, radius: int) -> None:
        inner = rect.inflate(-4, -4)
        pygame.draw.rect(
            surface, lerp_colour(theme.wood, (0, 0, 0), 0.55), inner, border_radius=radius
        )
        pygame.draw.rect(
            surface, lerp_colour(theme.wood, (0, 0, 0), 0.3), inner, 2, border_radius=radius
        )

    def _zone(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        rect: pygame.Rect,
        active: bool,
        hint: bool,
    ) -> None:
        theme = ctx.theme
        colour = theme.focus if active else theme.on_felt_muted
        alpha = 200 if active else (140 if hint else 70)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(4, rect.width // 6)
        if active:
            pygame.draw.rect(layer, (*colour, 50), layer.get_rect(), border_radius=radius)
        # A dashed outline: a place a card may go, not a card.
        dash = max(4, rect.height // 14)
        w, h = rect.size
        for x in range(radius, w - radius, dash * 2):
            pygame.draw.line(layer, (*colour, alpha), (x, 1), (min(x + dash, w - radius), 1), 2)
            pygame.draw.line(
                layer, (*colour, alpha), (x, h - 2), (min(x + dash, w - radius), h - 2), 2
            )
        for y in range(radius, h - radius, dash * 2):
            pygame.draw.line(layer, (*colour, alpha), (1, y), (1, min(y + dash, h - radius)), 2)
            pygame.draw.line(
                layer, (*colour, alpha), (w - 2, y), (w - 2, min(y + dash, h - radius)), 2
            )
        surface.blit(layer, rect)
        ctx.text.blit(
            surface,
            "+",
            "heavy",
            max(10, rect.width // 2),
            lerp_colour(colour, theme.felt, 0.0 if (active or hint) else 0.4),
            rect.center,
            "center",
        )

    def _rail(
        self,
        surface: pygame.Surface,
        ctx: AppContext,
        geometry: HolderGeometry,
        word_span: tuple[int, int] | None,
    ) -> None:
        theme = ctx.theme
        rail = geometry.rail
        wood, light = theme.wood, theme.wood_light
        radius = max(3, rail.height // 4)
        pygame.draw.rect(surface, wood, rail, border_radius=radius)
        # Grain: a few long faint lines, always the same, so the wood does not shimmer.
        grain = lerp_colour(wood, (0, 0, 0), 0.12)
        for k in range(1, 4):
            y = rail.top + rail.height * k // 4
            pygame.draw.line(surface, grain, (rail.left + radius, y), (rail.right - radius, y), 1)
        pygame.draw.line(
            surface,
            light,
            (rail.left + radius, rail.top + 1),
            (rail.right - radius, rail.top + 1),
            max(2, rail.height // 8),
        )
        seam = lerp_colour(wood, (0, 0, 0), 0.4)
        ordered = sorted(geometry.slots.items())
        # One segment per slot: the seams between them are where the real holder telescopes.
        for (_, a), (_, b) in pairwise(ordered):
            x = (a.right + b.left) // 2
            pygame.draw.line(surface, seam, (x, rail.top + 2), (x, rail.bottom - 2), 2)
        for x in (rail.left + 2, rail.right - 3):
            pygame.draw.line(surface, seam, (x, rail.top + 3), (x, rail.bottom - 3), 2)
        # How many cards lie on each slot, as notches burnt into the rail below it.
        pip = max(2, rail.height // 10)
        for slot, rect in ordered:
            depth = self.depth(slot) if self.stacks is not None and 0 <= slot < self.size else 0
            if depth <= 1:
                continue
            # Burnt into the wood: printed on the object, "×3" with Western digits in its own
            # order whatever the language (as a card's index), not laid out as a sentence.
            label = ctx.text.render_printed(
                f"×{depth}",
                "ui_bold",
                max(MIN_TEXT_PX, rail.height // 2),
                lerp_colour(light, (255, 255, 255), 0.4),
            )
            surface.blit(label, label.get_rect(center=(rect.centerx, rail.centery + pip)))
        if word_span is not None:
            start, end = word_span
            if start in geometry.slots and end - 1 in geometry.slots:
                left = geometry.slots[start].left
                right = geometry.slots[end - 1].right
                y = rail.bottom + max(3, rail.height // 5)
                pygame.draw.line(surface, theme.accent, (left, y), (right, y), max(2, pip))
