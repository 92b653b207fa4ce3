"""Painting the table: cloth, scoreboard, log, seats, sand timer, pile, holder, hand, overlays.

The painter reads the table scene through :class:`Tabletop` and changes nothing it reads: the
scene decides what is so (whose turn, which cards are staged, what the status line says), the
painter only how it looks. Kept apart so that the scene is input, flow and state, and a change
to the picture cannot change how the table plays.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from rondo_desktop.app.anim.tween import ease_out_cubic
from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.scenes.common import draw_hints
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.games.rondo.engine import DELETE
from rondo_desktop.games.rondo.engine.lexicon import MIN_WORD
from rondo_desktop.games.rondo.table.holder import HolderView
from rondo_desktop.games.rondo.table.seats import (
    SeatInfo,
    draw_log,
    draw_pile,
    draw_scoreboard,
    draw_seat,
)
from rondo_desktop.games.rondo.table.view import (
    Bubble,
    HandCard,
    Popup,
    TextMemo,
    card_look,
    draw_card,
)

if TYPE_CHECKING:
    from rondo_desktop.app.anim.hourglass import Hourglass
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement
    from rondo_desktop.app.widgets import FocusGroup
    from rondo_desktop.games.rondo.table.dealer import Dealer, LastPlay
    from rondo_desktop.games.rondo.table.holder import HolderGeometry
    from rondo_desktop.games.rondo.table.session import GameSession
    from rondo_desktop.games.rondo.table.sizing import HolderFit


LOG_ENTRIES = 300  # how far back the move log scrolls


class Tabletop(Protocol):
    """What the painter reads from the table scene, and all it reads."""

    ctx: AppContext
    place: Placement
    session: GameSession
    dealer: Dealer
    hourglass: Hourglass
    focus: FocusGroup
    handover_focus: FocusGroup
    hand: list[HandCard]
    dragging: HandCard | None
    target_slot: int | None
    typed: str
    banner: tuple[str, float] | None
    card_focus: HandCard | None  # the card the keys chose (exchanging with the keyboard)
    clock: float  # seconds since the scene opened: the current seat's glow pulses with it
    log_scroll: int  # how many of the newest log entries are scrolled out of view

    @property
    def viewer(self) -> int | None: ...

    @property
    def busy(self) -> bool: ...

    def seat_rects(self) -> dict[int, pygame.Rect]: ...

    def seat_name(self, seat: int) -> str: ...

    def about_seat(self, key: str, **params: object) -> str: ...

    def seat_detail(self, seat: int) -> str: ...

    def pile_card_height(self) -> int: ...

    def holder_fit(self) -> HolderFit: ...

    def holder_geometry(self, settled: bool = False) -> HolderGeometry: ...

    def staged(self) -> list[HandCard]: ...

    def status_line(self) -> tuple[str, str] | None: ...

    def banner_text(self) -> str: ...

    @property
    def hints_key(self) -> str: ...

    def handover_shown(self) -> bool: ...

    def handover_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]: ...

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


class TablePainter:
    def __init__(self, table: Tabletop) -> None:
        self.table = table
        # The same strings are fitted to the same panels every frame: measure each once.
        self.memo = TextMemo(table.ctx)
        self.log_shown: list[str] = []  # the log entries on screen at the last frame

    def draw(self, surface: pygame.Surface) -> None:
        """The whole table, back to front: what is drawn later lies on top."""
        table = self.table
        ctx = table.ctx
        surface.blit(ctx.art.cloth(surface.get_size(), ctx.theme), (0, 0))
        infos = self._seat_infos()
        rects = table.seat_rects()
        self._draw_around(surface, infos, rects)
        self._draw_timer(surface)
        self._draw_pile(surface)
        self._draw_banner(surface)
        self._draw_holder(surface)
        self._draw_you(surface, infos)
        self._draw_status(surface)
        self._draw_hand(surface)
        self._draw_card_focus(surface)
        self._draw_moving(surface)
        self._draw_bubbles(surface, rects)
        self._draw_popups(surface)
        table.focus.draw(surface, ctx)
        draw_hints(surface, ctx, surface.get_size(), table.place.scale, ctx.t(table.hints_key))
        if table.handover_shown():
            self._draw_handover(surface)

    # -- what the table shows in words ---------------------------------------------------

    def _seat_infos(self) -> list[SeatInfo]:
        table = self.table
        shown, session = table.dealer.shown, table.session
        return [
            SeatInfo(
                seat=seat,
                name=table.seat_name(seat),
                detail=table.seat_detail(seat),
                score=shown.scores[seat],
                cards=shown.counts[seat],
                current=shown.current == seat,
                thinking=session.is_thinking and session.current_seat == seat,
            )
            for seat in range(len(session.seats))
        ]

    def _log_lines(self) -> list[str]:
        table = self.table
        lines = []
        # Only the moves already seen: the log must not tell what the dealer still animates.
        # And only the last 30 of them, the ones shown: a game of 20,000 exchanges must not
        # format 20,000 lines every frame.
        seen = table.dealer.shown.log_count
        for entry in table.session.log[max(0, seen - 30) : seen]:
            params = dict(entry.params)
            if entry.seat is not None and "name" in params and not params["name"]:
                params["name"] = table.seat_name(entry.seat)
            lines.append(table.about_seat(entry.key, **params))
        return lines[-LOG_ENTRIES:]

    # -- the parts -----------------------------------------------------------------------

    def _draw_around(
        self, surface: pygame.Surface, infos: list[SeatInfo], rects: dict[int, pygame.Rect]
    ) -> None:
        """The scoreboard, the move log and the opponents' seats."""
        table = self.table
        ctx, place = table.ctx, table.place
        draw_scoreboard(
            surface,
            ctx,
            place,
            place.rect("scoreboard"),
            ctx.t("table.scoreboard"),
            infos,
            self.memo,
        )
        self.log_shown = draw_log(
            surface,
            ctx,
            place,
            place.rect("log"),
            ctx.t("table.log"),
            self._log_lines(),
            self.memo,
            table.log_scroll,
        )
        for seat, rect in rects.items():
            draw_seat(surface, ctx, place, rect, infos[seat], table.clock, self.memo)

    def _draw_timer(self, surface: pygame.Surface) -> None:
        table = self.table
        clock = table.session.clock
        if not clock.enabled:
            return
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        rect = place.rect("timer")
        label_h = place.px(26)
        glass = pygame.Rect(rect.left, rect.top, rect.width, rect.height - label_h)
        running = not clock.paused and not table.busy and not table.session.is_over
        table.hourglass.draw(surface, glass, clock.fraction, clock.urgent, running, theme)
        seconds = math.ceil(clock.remaining)
        text = ctx.t("table.timer", minutes=seconds // 60, seconds=f"{seconds % 60:02d}")
        ctx.text.blit(
            surface,
            text,
            "heavy",
            place.px(20),
            theme.danger if clock.urgent else theme.on_felt,
            (rect.centerx, rect.bottom),
            "midbottom",
        )

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

    def _draw_banner(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        rect = place.rect("turn_banner")
        text = table.banner_text()
        px = self.memo.fit_px(text, "display", place.font_px("turn_banner", 26), rect.width)
        if theme.shadow_alpha:
            ctx.text.blit(
                surface, text, "display", px, theme.felt_edge, rect.move(2, 2).center, "center"
            )
        mine = table.dealer.shown.current == table.viewer and table.viewer is not None
        colour = theme.accent if mine and table.banner is None else theme.on_felt
        ctx.text.blit(surface, text, "display", px, colour, rect.center, "center")

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
            (rect.left, rect.centery),
            "midleft",
        )
        ctx.text.blit(
            surface,
            ctx.t("table.you_score", points=info.score),
            "ui",
            place.font_px("you", 18),
            theme.on_felt_muted,
            (name.right + place.px(12), rect.centery),
            "midleft",
        )
        if table.typed:
            typed = ctx.t("table.typed", word=table.typed)
            ctx.text.blit(
                surface,
                typed,
                "heavy",
                place.font_px("you", 18),
                theme.accent,
                (rect.right, rect.centery),
                "midright",
            )

    def _draw_status(self, surface: pygame.Surface) -> None:
        table = self.table
        line = table.status_line()
        if line is None:
            return
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        text, tone = line
        rect = place.rect("preview")
        px = self.memo.fit_px(text, "ui_bold", place.font_px("preview", 20), rect.width - 40)
        width = ctx.text.width(text, "ui_bold", px) + place.px(36)
        pill = pygame.Rect(0, 0, min(rect.width, width), rect.height)
        pill.center = rect.center
        fill = {
            "good": lerp_colour(theme.panel, theme.fill, 0.12),
            "bad": lerp_colour(theme.panel, theme.danger, 0.12),
        }.get(tone, theme.panel)
        ink = {"good": theme.ink, "bad": theme.danger}.get(tone, theme.ink)
        ctx.art.panel(surface, pill, theme, pill.height // 2, fill=fill)
        ctx.text.blit(surface, text, "ui_bold", px, ink, pill.center, "center")

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

    def popup_rect(self, popup: Popup, size: tuple[int, int]) -> pygame.Rect:
        """Where rising points are now: up from where they were scored, never into the banner."""
        place = self.table.place
        t = popup.age / popup.ttl
        rise = place.px(60) * ease_out_cubic(min(1.0, t * 1.5))
        rect = pygame.Rect((0, 0), size)
        rect.center = (round(popup.x), round(popup.y - rise))
        rect.top = max(rect.top, place.rect("turn_banner").bottom + place.px(2))
        return rect

    def _draw_popups(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        for popup in table.dealer.popups:
            t = popup.age / popup.ttl
            text = ctx.text.render(popup.text, "heavy", place.px(44), theme.accent)
            alpha = round(255 * min(1.0, (1 - t) * 3))
            shadow = ctx.text.render(popup.text, "heavy", place.px(44), theme.felt_edge)
            rect = self.popup_rect(popup, text.get_size())
            shadow.set_alpha(alpha)
            text.set_alpha(alpha)
            surface.blit(shadow, rect.move(2, 3))
            surface.blit(text, rect)
            # The rendered text may be a cached surface: leave it opaque for its next user.
            text.set_alpha(None)
            shadow.set_alpha(None)

    def _draw_handover(self, surface: pygame.Surface) -> None:
        table = self.table
        ctx, place, theme = table.ctx, table.place, table.ctx.theme
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        panel, body, _button = table.handover_rects()
        ctx.art.panel(surface, panel, theme, place.px(16))
        name = table.seat_name(table.session.current_seat)
        title = ctx.t("table.handover.title", name=name)
        px = ctx.text.fit_px(title, "display", place.px(34), panel.width - place.px(48))
        ctx.text.blit(
            surface,
            title,
            "display",
            px,
            theme.ink,
            (panel.centerx, panel.top + place.px(44)),
            "center",
        )
        ctx.text.blit_wrapped(
            surface,
            ctx.t("table.handover.body"),
            "ui",
            place.px(19),
            theme.ink_muted,
            body,
            align="center",
        )
        table.handover_focus.draw(surface, ctx)
