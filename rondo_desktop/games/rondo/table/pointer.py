"""Rondo's table, the pointer: press a card, drag it onto a slot, or click a card then a slot."""

from __future__ import annotations

import math

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.games.rondo.table.painter import paint_order
from rondo_desktop.games.rondo.table.staging import HandTable
from rondo_desktop.games.rondo.table.view import HandCard

DRAG_THRESHOLD = 6  # design pixels a press must move to become a drag


class PointerTable(HandTable):
    def cancel_gesture(self) -> bool:
        """Esc during a drag puts the card back instead of pausing the game."""
        if self.dragging is None:
            return False
        self._drop(None)
        return True

    def _pointer(self, intent: Intent) -> bool:
        pos = intent.pos
        if intent.kind == Kind.POINTER_MOVE:
            self._pointer_move(pos)
            if self.dragging is None:
                self.focus.handle(intent)
            return True
        if intent.kind == Kind.POINTER_DOWN:
            if self.focus.handle(intent):
                return True
            if not self.can_stage:
                return True
            card = self._card_at(pos)
            if card is not None:
                self.press = (card, pos, (card.x, card.y))
                return True
            geometry = self.holder_geometry()
            slot = self.dealer.shown.holder.slot_at(geometry, pos)
            selected = next((c for c in self.hand if c.selected), None)
            if slot is not None and selected is not None and not self.exchange_mode:
                self.stage(selected, slot)
            else:
                for c in self.hand:
                    c.selected = False
            return True
        if intent.kind == Kind.POINTER_UP:
            if self.focus.handle(intent):
                return True
            if self.dragging is not None:
                geometry = self.holder_geometry()
                self._drop(self.dealer.shown.holder.slot_at(geometry, pos))
            elif self.press is not None:
                card = self.press[0]
                self.press = None
                if card in self.hand:
                    self._click_card(card)
            return True
        return False

    def _pointer_move(self, pos: tuple[int, int]) -> None:
        if self.press is not None and self.dragging is None and not self.exchange_mode:
            card, start, _ = self.press
            if math.dist(pos, start) >= self.place.px(DRAG_THRESHOLD) and self.can_stage:
                self.dragging = card
                if card.slot is not None:
                    card.slot = None
                    self._invalidate()
                card.selected = False
                self.tweens.cancel(card)
                card.lift = 0.0
                card.height = self.hand_card_height()
        if self.dragging is not None:
            # A drag starts only from a press and ends with it, so press is set here.
            card, start, origin = self.press  # type: ignore[misc]
            card.x = origin[0] + pos[0] - start[0]
            card.y = origin[1] + pos[1] - start[1]
            geometry = self.holder_geometry()
            self.target_slot = self.dealer.shown.holder.slot_at(geometry, pos)
            return
        hovered = self._card_at(pos)
        if hovered is not None and hovered.slot is not None:
            hovered = None
        self.hovered = hovered

    def _card_at(self, pos: tuple[int, int]) -> HandCard | None:
        if self.viewer is None or not self.dealer.shown.hand_open:
            return None
        for card in reversed(paint_order(self.hand)):
            if card.rect().collidepoint(pos):
                return card
        return None

    def _drop(self, slot: int | None) -> None:
        card = self.dragging
        self.dragging = None
        self.press = None
        self.target_slot = None
        if card is None:
            return
        card.tx = card.ty = card.th = -1.0  # force the hand layout to send it somewhere
        if slot is not None and self.can_stage:
            self.stage(card, slot)
        else:
            self._layout_hand()
