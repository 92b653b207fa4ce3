"""Rondo's table, its hand: where things lie, the viewer's cards, and staging them on the holder.

The generic table (:class:`~rondo_desktop.app.table.scene.CardTableScene`) runs the turns; this
layer holds what Rondo's dealer asks of the table (the Stage protocol: places on screen, the
hand, sounds) and the hand's cards as the player moves them: a card staged on a slot is placed,
not played, until the play is sent.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.anim.tween import ease_out_cubic
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.app.settings import CARD_SIZES
from rondo_desktop.app.table.scene import CardTableScene
from rondo_desktop.app.table.seats import fan_rect
from rondo_desktop.games.rondo.engine import JOKER, Placement, PlayOutcome
from rondo_desktop.games.rondo.table.dealer import Dealer
from rondo_desktop.games.rondo.table.picker import LetterPicker
from rondo_desktop.games.rondo.table.sizing import HolderFit, hand_fit, holder_fit
from rondo_desktop.games.rondo.table.view import HandCard

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.table.hand import HandLayout
    from rondo_desktop.games.rondo.table.holder import HolderGeometry
    from rondo_desktop.games.rondo.table.session import GameSession


class HandTable(CardTableScene["GameSession", Dealer]):
    def __init__(
        self,
        ctx: AppContext,
        session: GameSession,
        speed: float | None = None,
        quit_when_over: bool = False,
    ) -> None:
        super().__init__(ctx, session, speed, quit_when_over)
        self.hand: list[HandCard] = []
        self.typed = ""
        self.typed_at = 0.0  # scene clock at the last typed letter
        self.typed_confirmed = False  # Enter was pressed on the typed word
        self.exchange_mode = False
        self.card_focus: HandCard | None = None  # the keyboard's card while exchanging
        # "Really pass?" waits for an answer (Pass again, or Undo): it never lapses unseen.
        self.pass_armed = False
        self.message: tuple[str, str] | None = None  # (text, tone)
        self.press: tuple[HandCard, tuple[int, int], tuple[float, float]] | None = None
        self.dragging: HandCard | None = None
        self.target_slot: int | None = None
        self.hovered: HandCard | None = None
        self._preview: tuple[tuple[Placement, ...], int, tuple[str, str] | None] | None = None
        self._start_word: tuple[tuple[int, tuple[str, ...]], PlayOutcome | None] | None = None

    # -- where things lie (what the dealer asks: the Stage protocol) ----------------------

    def seat_rects(self) -> dict[int, pygame.Rect]:
        """Each opponent's panel: the top band of the layout, split evenly, centred."""
        place, session = self.place, self.session
        count = len(session.seats)
        viewer = self.viewer
        if viewer is None:
            order = list(range(count))
        else:
            order = [(viewer + k) % count for k in range(1, count)]
        regions = [place.rect(f"opponent_{k}") for k in range(1, 6)]
        band = regions[0].unionall(regions[1:])
        gap = abs(regions[1].centerx - regions[0].centerx) - regions[0].width  # mirrored too
        top_row = order[:5]
        # Fewer opponents get wider panels (room for their names in a narrow window).
        share = (band.width - gap * (len(top_row) - 1)) // max(1, len(top_row))
        width = max(regions[0].width, min(round(regions[0].width * 1.4), share))
        total = len(top_row) * width + (len(top_row) - 1) * gap
        left = band.centerx - total // 2
        # The next to play first in reading order: from the right, mirrored.
        rects = {
            seat: place.mirror(
                pygame.Rect(left + i * (width + gap), band.top, width, band.height), band
            )
            for i, seat in enumerate(top_row)
        }
        if len(order) > 5:  # six computers watching: the sixth sits where a person would
            you = place.rect("you")
            rects[order[5]] = pygame.Rect(0, 0, width, band.height)
            rects[order[5]].midbottom = you.midbottom
        return rects

    def seat_point(self, seat: int) -> tuple[float, float]:
        if seat == self.viewer and self.dealer.shown.hand_open:
            hand = self.place.rect("hand")
            return (hand.centerx, hand.centery)
        rect = self.seat_rects().get(seat)
        if rect is None:
            return self.place.rect("you").center
        fan = fan_rect(rect)
        first = fan.left + fan.height * 0.7  # the fan's first cards: at its right, mirrored
        return (mirror_x(first, fan) if self.place.rtl else first, fan.centery)

    def pile_point(self) -> tuple[float, float]:
        pile = self.place.rect("pile")
        height = self.pile_card_height()
        return (pile.centerx, pile.top + self.place.px(12) + height / 2)

    def card_scale(self) -> float:
        """The player's card size setting (small, normal, large) as a factor."""
        return CARD_SIZES.get(self.ctx.settings.card_size, 1.0)

    def pile_card_height(self) -> int:
        place = self.place
        return place.px(int(place.prop("pile", "card_height", 140)) * self.card_scale())

    def hand_card_height(self) -> float:
        """How tall the hand's cards are now: smaller (or in two rows) as the hand grows."""
        return self._hand_layout().height

    def _hand_layout(self) -> HandLayout:
        loose = sum(1 for c in self.hand if c.slot is None)
        return hand_fit(self.place, self.card_scale(), max(1, loose))

    def seat_card_height(self) -> float:
        rects = self.seat_rects()
        if not rects:
            return self.place.px(40)
        return float(fan_rect(next(iter(rects.values()))).height)

    def holder_fit(self) -> HolderFit:
        """Where the holder lies and how tall its cards are, for the card size setting."""
        return holder_fit(self.place, self.card_scale())

    def holder_geometry(self, settled: bool = False) -> HolderGeometry:
        fit = self.holder_fit()
        staged_new = None
        size = self.dealer.shown.holder.size
        if not settled:
            staged_new = next((c.slot for c in self.staged() if c.slot in (-1, size)), None)
        return self.dealer.shown.holder.geometry(
            fit.rect,
            fit.design_height,
            staged_new=staged_new,
            can_grow=not settled and self.can_stage,
            settled=settled,
            card_share=fit.card_share,
        )

    def move_line_rect(self) -> pygame.Rect:
        """A line of its own for what just happened, between the holder and the status line:
        bubbles there cover neither the turn banner nor the instructions."""
        place = self.place
        rail = self.holder_geometry(settled=True).rail
        preview = place.rect("preview")
        bottom = preview.top - place.px(2)
        # Below the word's underline when there is room, else just below the rail.
        under = rail.bottom + max(3, rail.height // 5) + max(2, rail.height // 10) + place.px(2)
        top = under if bottom - under >= place.px(22) else rail.bottom + place.px(1)
        height = min(place.px(30), bottom - top)
        return pygame.Rect(preview.left, bottom - height, preview.width, height)

    def last_move_rect(self) -> pygame.Rect:
        """The "Last move" button, at the right end of the move line."""
        line = self.move_line_rect()
        place = self.place
        # Wide enough for the label at its smallest size (12 px) in every language.
        label = self.ctx.text.width(self.ctx.t("table.last_move"), "ui_bold", place.text_px(15))
        width = max(place.px(130), label + max(place.px(24), line.height // 2 + 8))
        return pygame.Rect(line.right - width, line.top, width, line.height)

    # -- state ---------------------------------------------------------------------------

    @property
    def can_stage(self) -> bool:
        """Whether the person at the screen may move cards now."""
        return (
            self.session.can_act
            and self.session.viewer == self.session.current_seat
            and self.dealer.shown.hand_open
            and not self.busy
            and not self.finished
        )

    def _invalidate(self) -> None:
        self._preview = None
        if self.pass_armed:  # the player did something else: no longer about to pass
            self._disarm_pass()

    def pass_warning(self) -> str:
        """What arming the pass says, naming the buttons as they read now ("Really pass?")."""
        t = self.ctx.t
        return t("table.pass_warning", confirm=t("table.pass_confirm"), undo=t("table.undo"))

    def _disarm_pass(self) -> None:
        self.pass_armed = False
        if self.message == (self.pass_warning(), "bad"):
            self.message = None

    # -- the hand ------------------------------------------------------------------------

    def staged(self) -> list[HandCard]:
        return [c for c in self.hand if c.slot is not None]

    def placements(self) -> tuple[Placement, ...]:
        return tuple(
            Placement(c.slot, c.card, c.letter if c.card == JOKER else None)
            for c in self.hand
            if c.slot is not None
        )

    def _rebuild_hand(self) -> None:
        """Show the viewer's hand as the game has it (a restored game, a new hot-seat player)."""
        self.hand = []
        self.card_focus = None
        viewer = self.viewer
        if viewer is None or not self.dealer.shown.hand_open:
            return
        height = self.hand_card_height()
        for card in self.session.game.hand(viewer):
            self.hand.append(HandCard(card, 0, 0, height))
        self._layout_hand(instant=True)

    def _reconcile_hand(self) -> None:
        """Make the shown hand hold exactly the viewer's cards (after every animation)."""
        viewer = self.viewer
        if viewer is None or not self.dealer.shown.hand_open:
            return
        wanted = Counter(self.session.game.hand(viewer))
        have = Counter(c.card for c in self.hand)
        if wanted == have:
            return
        for card, extra in (have - wanted).items():
            for _ in range(extra):
                victim = next(c for c in reversed(self.hand) if c.card == card)
                self.hand.remove(victim)
        x, y = self.pile_point()
        for card, missing in (wanted - have).items():
            for _ in range(missing):
                self.hand.append(HandCard(card, x, y, self.hand_card_height()))

    def hand_positions(self) -> list[tuple[float, float]]:
        """Where the cards of the hand that are not staged lie, left to right."""
        if not any(c.slot is None for c in self.hand):
            return []
        return list(self._hand_layout().positions)

    def _layout_hand(self, instant: bool = False) -> None:
        """Send every card of the hand to where it belongs now (a staged one: its slot)."""
        if not self.hand:
            return
        positions = iter(self.hand_positions())
        geometry = self.holder_geometry()
        height = self.hand_card_height()
        seconds = 0.0 if (instant or self.fast) else 0.28 / self.speed
        for card in self.hand:
            if card is self.dragging:
                continue
            target: tuple[float, float, float]
            if card.slot is not None and card.slot in geometry.slots:
                rect = geometry.slots[card.slot]
                target = (rect.centerx, rect.centery, float(geometry.card_h))
            else:
                x, y = next(positions, (card.x, card.y))
                target = (x, y, height)
            if (card.tx, card.ty, card.th) == target and not instant:
                continue
            card.tx, card.ty, card.th = target
            self.tweens.to(card, "x", target[0], seconds, ease_out_cubic, blocking=False)
            self.tweens.to(card, "y", target[1], seconds, ease_out_cubic, blocking=False)
            self.tweens.to(card, "height", target[2], seconds, ease_out_cubic, blocking=False)
        for card in self.hand:
            lift = 0.0
            if card.slot is None and card is not self.dragging:
                # A card marked for an exchange stays in its row (its red ring and badge mark
                # it): lifted, it covered the line above the hand or the row above it.
                if card.selected:
                    lift = self.place.px(22)
                elif card in (self.hovered, self.card_focus) and self.can_stage:
                    lift = self.place.px(12)
            if card.lift != lift and not self.tweens.running(card, "lift"):
                self.tweens.to(card, "lift", lift, 0.0 if self.fast else 0.12, blocking=False)

    def _click_card(self, card: HandCard) -> None:
        if self.exchange_mode:
            card.marked = not card.marked
            self._invalidate()
            return
        if card.slot is not None:
            self.unstage(card)
            return
        chosen = not card.selected
        for c in self.hand:
            c.selected = False
        card.selected = chosen

    # -- staging -------------------------------------------------------------------------

    def stage(self, card: HandCard, slot: int) -> None:
        """Put a hand card on a slot for the coming play (nothing is played yet)."""
        size = self.dealer.shown.holder.size
        for other in self.hand:
            clash = other.slot == slot or (slot in (-1, size) and other.slot in (-1, size))
            if other is not card and clash:
                other.slot = None
        card.slot = slot
        card.selected = False
        card.letter = None
        self.typed = ""
        self.message = None
        self._invalidate()
        self.play_sound("place")
        if card.card == JOKER:
            self.open_dialog(LetterPicker(self.ctx, self, self.session.game.deck.alphabet, card))

    def joker_chosen(self, card: HandCard, letter: str | None) -> None:
        if letter is None:
            self.unstage(card)
        else:
            card.letter = letter
            self._invalidate()

    def unstage(self, card: HandCard) -> None:
        card.slot = None
        card.letter = None
        self._invalidate()

    def unstage_all(self) -> None:
        for card in self.hand:
            card.slot = None
            card.selected = False
            card.letter = None
        self._invalidate()

    def stage_outcome(self, outcome: PlayOutcome) -> None:
        """Lay out a play the word finder found (typed word or hint) for the player to see."""
        self.lay_out(outcome.placements)

    def lay_out(self, placements: tuple[Placement, ...]) -> None:
        """Put hand cards on the slots the placements name (nothing is played yet)."""
        for placement in placements:
            card = next((c for c in self.hand if c.slot is None and c.card == placement.card), None)
            if card is None:
                continue
            card.slot = placement.slot
            card.letter = placement.letter
            card.selected = False
        self._invalidate()
