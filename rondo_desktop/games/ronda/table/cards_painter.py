"""The cards of Ronda's table as the painter draws them: a card with its shadow, the seats'
Spanish backs, the piles with the last capturer's tag, the bottom hand with its keys, the
cards in flight and the seats' bubbles (a part of :class:`~.painter.RondaPainter`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.card_body import card_radius, card_size
from rondo_desktop.app.layout import mirror_rect
from rondo_desktop.games.ronda.table.plates import draw_tray
from rondo_desktop.games.ronda.table.shown import TurningFlyer

if TYPE_CHECKING:
    from rondo_desktop.app.table.memo import TextMemo
    from rondo_desktop.games.ronda.table.scene import RondaTable

GLOW = (255, 214, 92)  # the light of a run about to be taken, and of good news


class CardsPainter:
    """The painter's card-drawing half; the painter sets ``table`` and ``memo``."""

    table: RondaTable
    memo: TextMemo

    def _card(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        table = self.table
        ctx, theme = table.ctx, table.ctx.theme
        height = rect.height
        if theme.shadow_alpha:
            shade = rect.inflate(-rect.width // 6, -rect.height // 8)
            ctx.art.drop_shadow(surface, shade, max(3, rect.height // 14), theme, lift=3)
        face = table.cards.face(card, height, theme) if card else table.cards.back(height, theme)
        surface.blit(face, face.get_rect(center=rect.center))

    def _draw_piles(self, surface: pygame.Surface) -> None:
        """Each side's pile in its tray against its seat's plate (three sides at three seats,
        V-01), with its count and the last capturer's tag."""
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        shown, geometry = table.dealer.shown, table.geometry
        capturer = shown.last_capturer
        for side, count in enumerate(shown.piles):
            tray = draw_tray(surface, table, side)
            rect = geometry.pile_rect(side)
            if count:
                back = table.cards.back(rect.height, theme)
                for k in range(min(5, (count + 3) // 4), 0, -1):
                    surface.blit(back, rect.move(-k, -k))
                top = shown.pile_cards[side][-1] if shown.pile_cards[side] else ""
                self._card(surface, top, rect)
            else:
                pygame.draw.rect(
                    surface,
                    lerp_colour(theme.felt, (0, 0, 0), 0.2),
                    rect,
                    max(1, place.px(2)),
                    border_radius=card_radius(rect.height),
                )
            label = ctx.t("table.ronda.pile", count=count)
            px = self.memo.fit_px(label, "ui_bold", place.text_px(14), tray.width - place.px(6))
            ctx.text.blit(
                surface,
                label,
                "ui_bold",
                px,
                theme.on_felt,
                (rect.centerx, rect.bottom + place.px(4)),
                "midtop",
            )
            if capturer is not None and table.session.side_of(capturer) == side:
                self._capturer_mark(surface, rect, tray.width)

    def _capturer_mark(self, surface: pygame.Surface, rect: pygame.Rect, room: int) -> None:
        """The last capturer's tag over the foot of its pile's top card (the leftovers go to
        this pile at the end, R-43), in two lines when the tray is narrow."""
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        text = ctx.t("table.ronda.last_capture")
        px = place.text_px(12)
        lines = self.memo.wrap(text, "ui_bold", px, room - place.px(10))
        line_h = ctx.text.font("ui_bold", px).get_linesize()
        width = max(ctx.text.width(line, "ui_bold", px) for line in lines) + place.px(10)
        tag = pygame.Rect(0, 0, width, line_h * len(lines) + place.px(4))
        tag.midbottom = (rect.centerx, rect.bottom - place.px(4))
        fresh = table.dealer.highlight_capturer > 0
        fill = GLOW if fresh else theme.accent
        pygame.draw.rect(surface, fill, tag, border_radius=min(tag.height // 2, place.px(11)))
        top = tag.top + place.px(2)
        for index, line in enumerate(lines):
            centre = (tag.centerx, top + line_h * index + line_h // 2)
            ctx.text.blit(surface, line, "ui_bold", px, theme.ink, centre, "center")

    def _draw_hand(self, surface: pygame.Surface) -> None:
        table = self.table
        shown = table.dealer.shown
        open_ = shown.hand_open
        rects = table.hand_rects()
        dragged = table.press[0] if table.dragging and table.press is not None else None
        order = [i for i in range(len(rects)) if i != dragged] + (
            [dragged] if dragged is not None else []
        )
        for index in order:
            card = shown.hand[index] if open_ else ""
            self._card(surface, card, rects[index])
            if open_ and table.can_play() and table.ctx.settings.language:
                self._hand_key(surface, rects[index], index)

    def _hand_key(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        """The key that chooses the card (1-3), under it."""
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        centre = (rect.centerx, rect.bottom + place.px(14))
        chosen = table.focus_card() == index
        pygame.draw.circle(surface, theme.accent if chosen else theme.panel, centre, place.px(11))
        ctx.text.blit(
            surface, str(index + 1), "ui_bold", place.text_px(14), theme.ink, centre, "center"
        )

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        """Cards in flight: a face already painted at one of the table's sizes, scaled to
        the flyer's size of the moment (painting a face at every size on the way costs
        milliseconds each; a moving card a few pixels soft is never seen)."""
        table = self.table
        theme = table.ctx.theme
        geometry = table.geometry
        sizes = sorted(
            {
                geometry.table_card_height(),
                geometry.hand_card_height(),
                round(geometry.seat_card_height()),
                geometry.pile_rect(table.near_side()).height,
            }
        )
        for flyer in table.dealer.flyers:
            rect = flyer.rect()
            home = next((h for h in sizes if h >= rect.height), sizes[-1])
            card = flyer.card
            if isinstance(flyer, TurningFlyer):
                # Turned over on the way: the back narrows to its edge, the face widens.
                card = flyer.face if flyer.turn >= 0.5 else ""
                narrow = max(0.06, abs(math.cos(math.pi * flyer.turn)))
                rect = rect.inflate(-round(rect.width * (1 - narrow)), 0)
            face = table.cards.face(card, home, theme) if card else table.cards.back(home, theme)
            if face.get_size() != rect.size:
                face = pygame.transform.scale(face, rect.size)
            if theme.shadow_alpha:
                shade = rect.inflate(-rect.width // 6, -rect.height // 8)
                table.ctx.art.drop_shadow(surface, shade, max(3, rect.height // 14), theme, lift=6)
            surface.blit(face, rect)

    def _draw_bubbles(self, surface: pygame.Surface, rects: dict[int, pygame.Rect]) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        for bubble in table.dealer.bubbles:
            x, y = table.seat_point(bubble.seat)
            if bubble.seat not in rects:
                y = table.geometry.hand_rects(1)[0].top - place.px(20)
            px = place.text_px(17)
            width = ctx.text.width(bubble.text, "heavy", px) + place.px(26)
            pill = pygame.Rect(0, 0, width, place.px(32))
            pill.center = (round(x), round(y))
            fill = GLOW if bubble.tone == "good" else theme.panel
            pygame.draw.rect(surface, fill, pill, border_radius=pill.height // 2)
            ctx.text.blit(surface, bubble.text, "heavy", px, theme.ink, pill.center, "center")

    def _draw_backs(
        self, surface: pygame.Surface, area: pygame.Rect, count: int, rtl: bool = False
    ) -> None:
        """A seat's hand as a fan of backs, centred; mirrored (``rtl``) it is laid from the
        right, each card on the left of the one before."""
        if count <= 0:
            return
        theme = self.table.ctx.theme
        back = self.table.cards.back(area.height, theme)
        width, _ = card_size(area.height)
        step = min(width * 0.5, (area.width - width) / max(1, count - 1))
        left = area.centerx - (width + step * (count - 1)) / 2
        for index in range(count):
            card = pygame.Rect(round(left + index * step), area.top, width, area.height)
            surface.blit(back, mirror_rect(card, area, rtl))
