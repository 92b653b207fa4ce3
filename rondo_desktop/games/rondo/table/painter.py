"""Painting Rondo's middle of the table: the pile, the holder, the hand, the move line.

The rest of the table (cloth, scoreboard, log, seats, sand timer, banner, status line, rising
points, the handover screen) is every game's: :class:`~rondo_desktop.app.table.painter.
TablePainterBase`. Like it, this painter reads the scene through :class:`Tabletop` and changes
nothing it reads.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from rondo_desktop.app.anim.sprites import Bubble, draw_card
from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.table.painter import TablePainterBase, TableView
from rondo_desktop.app.table.seats import SeatInfo, draw_pile
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.rondo.engine import DELETE
from rondo_desktop.games.rondo.engine.lexicon import MIN_WORD
from rondo_desktop.games.rondo.table.holder import HolderView
from rondo_desktop.games.rondo.table.view import HandCard, card_look

if TYPE_CHECKING:
    from rondo_desktop.games.rondo.table.coaching import Coaching
    from rondo_desktop.games.rondo.table.dealer import Dealer
    from rondo_desktop.games.rondo.table.holder import HolderGeometry
    from rondo_desktop.games.rondo.table.last_play import LastPlay
    from rondo_desktop.games.rondo.table.session import GameSession
    from rondo_desktop.games.rondo.table.sizing import HolderFit


class Tabletop(TableView, Protocol):
    """What Rondo's painter reads from the table scene besides what every table shows."""

    hand: list[HandCard]
    dragging: HandCard | None
    target_slot: int | None
    typed: str
    card_focus: HandCard | None  # the card the keys chose (exchanging with the keyboard)
    coaching: Coaching  # the coaching note beside the viewer's name

    @property
    def session(self) -> GameSession: ...

    @property
    def dealer(self) -> Dealer: ...

    def pile_card_height(self) -> int: ...

    def holder_fit(self) -> HolderFit: ...

    def holder_geometry(self, settled: bool = False) -> HolderGeometry: ...

    def staged(self) -> list[HandCard]: ...

    def move_line_rect(self) -> pygame.Rect: ...

    def last_move_rect(self) -> pygame.Rect: ...

    def replay_view(self) -> tuple[tuple[tuple[str, ...], ...] | None, frozenset[int]] | None: ...

    def replay_phase(self) -> str | None: ...

    def fresh_slots(self) -> frozenset[int]: ...


def paint_order(hand: Sequence[HandCard]) -> list[HandCard]:
    """Staged cards first, so the loose hand is painted over them.

    Hit-testing walks this list backwards, so a click lands on the card the player sees on top.
    """
    return [c for c in hand if c.slot is not None] + [c for c in hand if c.slot is None]


def exchange_badge_rect(card: pygame.Rect, text_size: tuple[int, int]) -> pygame.Rect:
    """Where a card marked for an exchange shows its "−2": inside the card, in its bottom
    left corner (empty on every card), so it covers neither the line above the hand nor,
    when the hand has two rows, the cards of the upper row."""
    width, height = text_size[0] + 10, text_size[1] + 4
    inset = max(3, card.height // 30)
    box = pygame.Rect(0, 0, min(width, card.width - 2 * inset), min(height, card.height // 3))
    box.bottomleft = (card.left + inset, card.bottom - inset)
    return box


def word_span(stacks: Sequence[Sequence[str]] | None) -> tuple[int, int] | None:
    """The slots of the word in the holder, without the delete cards at its ends.

    None (nothing underlined) when too few letters remain to be a word.
    """
    if stacks is None:
        return None
    row = "".join(s[-1] if s else "-" for s in stacks)
    start = len(row) - len(row.lstrip(DELETE))
    end = len(row.rstrip(DELETE))
    return (start, end) if end - start >= MIN_WORD else None


class TablePainter(TablePainterBase):
    def __init__(self, table: Tabletop) -> None:
        super().__init__(table)
        self.table = table

    def draw_pile_area(self, surface: pygame.Surface) -> None:
        self._draw_pile(surface)

    def draw_game(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        """Rondo's middle, back to front: the holder, the player, the status line, the hand,
        the cards in flight and the move line's bubbles."""
        self._draw_holder(surface)
        self._draw_you(surface, infos)
        self.draw_status(surface)
        self._draw_hand(surface)
        self._draw_card_focus(surface)
        self._draw_moving(surface)
        self._draw_bubbles(surface, rects)

    # -- the parts -----------------------------------------------------------------------

    def _draw_pile(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place = table.ctx, table.place
        pile = table.dealer.shown.pile
        draw_pile(
            surface,
            ctx,
            place,
            place.rect("pile"),
            table.pile_card_height(),
            pile,
            ctx.t("table.pile", count=pile),
        )

    def _draw_holder(self, surface: pygame.Surface) -> None:
        table = self.table
        replay = table.replay_view()
        if replay is not None:
            self._draw_replay(surface, *replay)
            return
        geometry = table.holder_geometry()
        holder = table.dealer.shown.holder
        # While cards are staged the word is about to change: underline nothing.
        span = None if table.staged() else word_span(holder.stacks)
        holder.draw(
            surface,
            table.ctx,
            table.session.game.deck,
            geometry,
            target=table.target_slot,
            zone_hint=table.dragging is not None or any(c.selected for c in table.hand),
            word_span=span,
        )
        self._mark_slots(surface, geometry, table.fresh_slots())

    def _draw_replay(
        self,
        surface: pygame.Surface,
        stacks: tuple[tuple[str, ...], ...] | None,
        marked: frozenset[int],
    ) -> None:
        """The holder as it was before the last word, or with that word and its cards marked."""
        table = self.table
        view = HolderView()
        view.stacks = None if stacks is None else list(stacks)
        fit = table.holder_fit()  # the same size as the live holder's
        geometry = view.geometry(
            fit.rect, fit.design_height, can_grow=False, card_share=fit.card_share
        )
        deck = table.session.game.deck
        view.draw(surface, table.ctx, deck, geometry, word_span=word_span(view.stacks))
        self._mark_slots(surface, geometry, marked)

    def _mark_slots(
        self, surface: pygame.Surface, geometry: HolderGeometry, slots: frozenset[int]
    ) -> None:
        """A glowing frame around the cards just laid."""
        theme = self.table.ctx.theme
        pulse = 0.5 + 0.5 * math.sin(self.table.clock * 6.0)
        width = max(3, geometry.card_h // 28)
        colour = lerp_colour(theme.accent, theme.card_face, 0.35 * pulse)
        for slot in slots:
            rect = geometry.slots.get(slot)
            if rect is not None:
                radius = max(4, rect.height // 12)
                pygame.draw.rect(surface, colour, rect.inflate(10, 10), width, border_radius=radius)

    def _draw_you(self, surface: pygame.Surface, infos: list[SeatInfo]) -> None:
        table = self.table
        viewer = table.viewer
        if viewer is None or viewer >= len(infos):
            return
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        rect = place.rect("you")
        info = infos[viewer]
        colour = theme.accent if info.current else theme.on_felt
        name = ctx.text.blit(
            surface,
            info.name,
            "ui_bold",
            place.font_px("you", 18),
            colour,
            (place.start(rect), rect.centery),
            place.align("midleft"),
        )
        after = name.left - place.px(12) if place.rtl else name.right + place.px(12)
        ctx.text.blit(
            surface,
            ctx.t("table.you_score", points=info.score),
            "ui",
            place.font_px("you", 18),
            theme.on_felt_muted,
            (after, rect.centery),
            place.align("midleft"),
        )
        note = table.coaching.shown()
        if note is not None and not table.typed:
            self._draw_coaching(surface, note.text, note.alpha, rect)
        if table.typed:
            typed = ctx.t("table.typed", word=table.typed)
            ctx.text.blit(
                surface,
                typed,
                "heavy",
                place.font_px("you", 18),
                theme.accent,
                (place.end(rect), rect.centery),
                place.align("midright"),
            )

    def _draw_coaching(
        self, surface: pygame.Surface, text: str, alpha: float, rect: pygame.Rect
    ) -> None:
        """The coaching note, quiet at the right of the viewer's line, fading away."""
        ctx, place, theme = self.table.ctx, self.table.place, self.table.ctx.theme
        px = self.memo.fit_px(text, "ui", place.font_px("you", 18), rect.width // 2)
        drawn = ctx.text.render(text, "ui", px, theme.on_felt)
        drawn = drawn.copy()
        drawn.set_alpha(round(255 * alpha))
        at = {place.align("midright"): (place.end(rect), rect.centery)}
        surface.blit(drawn, drawn.get_rect(**at))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        table = self.table
        # A hand waiting for its hot-seat player stays hidden from whoever holds the screen.
        if table.viewer is None or table.session.handover_pending:
            return
        ctx, theme = table.ctx, table.ctx.theme
        deck = table.session.game.deck
        replaying = table.replay_view() is not None
        for card in paint_order(table.hand):
            if card is table.dragging:
                continue  # drawn last, above everything (_draw_moving)
            if replaying and card.slot is not None:
                continue  # the holder shows the last move; staged cards wait in their slots
            look = card_look(ctx, deck, card.card, card.letter)
            rect = card.rect()
            highlight = None
            if card.slot is not None:
                highlight = theme.accent
            elif card.selected:
                highlight = theme.focus
            elif card.marked:
                highlight = theme.danger
            moving = abs(card.height - card.th) > 0.5
            draw_card(surface, ctx, look, rect, lift=card.lift, highlight=highlight, moving=moving)
            if card.marked:
                px = max(MIN_TEXT_PX, rect.height // 7)
                badge = ctx.text.render("−2", "heavy", px, theme.card_face)
                box = exchange_badge_rect(rect, badge.get_size())
                pygame.draw.rect(surface, theme.danger, box, border_radius=6)
                surface.blit(badge, badge.get_rect(center=box.center))

    def _draw_card_focus(self, surface: pygame.Surface) -> None:
        """The focus ring on the card the keys chose, like the one on a focused button."""
        table = self.table
        card = table.card_focus
        if card is None or card not in table.hand or table.session.handover_pending:
            return
        theme = table.ctx.theme
        rect = card.rect().inflate(theme.focus_width * 4 + 8, theme.focus_width * 4 + 8)
        radius = max(6, rect.height // 10)
        pygame.draw.rect(surface, theme.focus, rect, theme.focus_width, border_radius=radius)

    def _draw_moving(self, surface: pygame.Surface) -> None:
        """Cards in flight from the dealer, then the one the player drags, above the rest."""
        table = self.table
        ctx, deck = table.ctx, table.session.game.deck
        for flyer in table.dealer.flyers:
            look = card_look(ctx, deck, flyer.card, flyer.letter)
            draw_card(surface, ctx, look, flyer.rect(), lift=12, moving=True)
        if table.dragging is not None:
            card = table.dragging
            look = card_look(ctx, deck, card.card, card.letter)
            draw_card(surface, ctx, look, card.rect(), lift=30)

    def bubble_layout(self) -> list[tuple[Bubble | None, str, pygame.Rect, int]]:
        """Where the bubbles lie in the move line: (bubble, text, pill, font px), left to right.

        The latest word's caption stands in the line (bubble None) while no bubble does, so
        the word in the holder always says who laid it and for how much.
        """
        table = self.table
        ctx, place = table.ctx, table.place
        line = table.move_line_rect()
        items: list[tuple[Bubble | None, str]] = [
            (b, ctx.t("table.bubble.by_seat", name=table.seat_name(b.seat), text=b.text))
            for b in table.dealer.bubbles
            if b.seat < len(table.session.seats)
        ]
        last = table.dealer.last
        replaying = table.replay_phase() is not None
        if (replaying or not items) and last is not None and table.dealer.landing is None:
            items = [(None, self._caption(last))]  # "Last move" says which half it shows
        if not items:
            return []
        button = table.last_move_rect()
        # Centred, and clear of the "Last move" button on either side.
        room = line.width - 2 * (button.width + place.px(8))
        pad, gap = place.px(22), place.px(8)
        px = max(12, min(place.px(16), line.height - place.px(10)))
        widths = [ctx.text.width(text, "ui_bold", px) + pad for _, text in items]
        while px > 12 and sum(widths) + gap * (len(items) - 1) > room:
            px -= 1
            widths = [ctx.text.width(text, "ui_bold", px) + pad for _, text in items]
        left = line.centerx - (sum(widths) + gap * (len(items) - 1)) // 2
        laid = []
        for (bubble, text), width in zip(items, widths, strict=True):
            laid.append((bubble, text, pygame.Rect(left, line.top, width, line.height), px))
            left += width + gap
        return laid

    def _caption(self, last: LastPlay) -> str:
        """The latest word under the holder; while "Last move" shows it again, which half
        of it the holder shows: the holder before the word, or after it."""
        table = self.table
        ctx = table.ctx
        played = ctx.t("table.bubble.played", word=last.word, points=last.points)
        caption = ctx.t("table.bubble.by_seat", name=table.seat_name(last.seat), text=played)
        phase = table.replay_phase()
        if phase is None:
            return caption
        return ctx.t(f"table.replay.{phase}", caption=caption)

    def _draw_bubbles(self, surface: pygame.Surface, rects: dict[int, pygame.Rect]) -> None:
        table = self.table
        ctx, theme = table.ctx, table.ctx.theme
        for bubble, text, box, px in self.bubble_layout():
            if bubble is None:  # the latest word's caption: quiet, on the felt
                colour = theme.accent if table.replay_view() is not None else theme.on_felt_muted
                ctx.text.blit(surface, text, "ui_bold", px, colour, box.center, "center")
                continue
            fade = min(1.0, (bubble.ttl - bubble.age) / 0.3, bubble.age / 0.12)
            rendered = ctx.text.render(text, "ui_bold", px, theme.ink)
            fill = {
                "good": lerp_colour(theme.panel, theme.fill, 0.18),
                "bad": lerp_colour(theme.panel, theme.danger, 0.15),
            }.get(bubble.tone, theme.panel)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=box.height // 2)
            pygame.draw.rect(
                layer, theme.panel_edge, layer.get_rect(), 1, border_radius=box.height // 2
            )
            layer.blit(rendered, rendered.get_rect(center=layer.get_rect().center))
            layer.set_alpha(round(255 * max(0.0, fade)))
            surface.blit(layer, box)
