"""Ronda's end of a match: the host's results (final scores, the chart over the hands, Play
again, the statistics) with the points each side made by kind, every hand's score, and the
best hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.scenes.results import GameResultsScene, ScoreColumn
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.engine.cards import sorted_cards
from rondo_desktop.games.ronda.engine.events import Captured, HandStarted, Swept
from rondo_desktop.games.ronda.engine.options import VARIANT_OPTIONS
from rondo_desktop.games.ronda.table.pad import cards_key
from rondo_desktop.games.stats import GameEntry

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.ronda.engine.events import HandScored
    from rondo_desktop.games.ronda.table.card_art import SpanishCardPainter
    from rondo_desktop.games.ronda.table.session import RondaSession

SCORE_COLUMNS = (
    ScoreColumn("table.ronda.kind.ronda", 0.44),
    ScoreColumn("table.ronda.kind.este", 0.555),
    ScoreColumn("table.ronda.kind.missa", 0.67),
    ScoreColumn("table.ronda.kind.cards", 0.785),
    ScoreColumn("results.col.total", 0.9),
)


class FinishedRonda:
    """The finished match as the host's results read it (seats' scores are their sides')."""

    def __init__(self, session: RondaSession) -> None:
        self.ronda = session

    @property
    def game(self) -> FinishedRonda:
        return self

    def final_scores(self) -> tuple[int, ...]:
        return self.ronda.final_scores()

    def winners(self) -> tuple[int, ...]:
        return self.ronda.winners()

    @property
    def persons(self) -> list[int]:
        return self.ronda.persons

    def name(self, seat: int) -> str:
        return self.ronda.name(seat)

    def score_history(self) -> list[tuple[int, ...]]:
        return self.ronda.score_history()

    def take_stats_entries(self) -> Sequence[GameEntry]:
        return self.ronda.take_stats_entries()

    def close(self) -> None:
        self.ronda.close()


def setup_of(session: RondaSession) -> GameSetup:
    """The setup of ``session``'s match, for a rematch (a new deal)."""
    options = session.game.options
    choices = {"target": str(options.target)}
    for name in VARIANT_OPTIONS:
        choices[name] = "on" if getattr(options, name) else "off"
    return GameSetup(session.seats, choices, session.clock.seconds, None, NAME)


def taken_in_hand(session: RondaSession, hand: int, side: int) -> list[str]:
    """The cards ``side`` took in hand ``hand``: its captures and the leftovers it swept."""
    taken: list[str] = []
    current = -1
    for event in session.game.log:
        if isinstance(event, HandStarted):
            current = event.hand
        elif current == hand and isinstance(event, Captured) and event.side == side:
            taken += [event.card, *event.taken, *event.stolen]
        elif current == hand and isinstance(event, Swept) and event.side == side:
            taken += list(event.cards)
    return taken


class RondaResults(GameResultsScene):
    game_name = NAME
    chart_steps_key = "results.hands"  # the scores move once a hand

    def __init__(
        self,
        ctx: AppContext,
        session: RondaSession,
        cards: SpanishCardPainter,
        quit_when_over: bool = False,
    ) -> None:
        self.ronda = session
        self.cards = cards
        super().__init__(ctx, FinishedRonda(session), quit_when_over)

    def play_again(self) -> None:
        # Again in the same slot: a command-line match's rematch keeps off the menu's save.
        self.ctx.hooks.start_game(self.ctx, setup_of(self.ronda), slot=self.ronda.save_slot)

    def score_columns(self) -> Sequence[ScoreColumn]:
        cards = cards_key(self.ronda.game.options)  # beyond 13 at three players (V-01)
        return tuple(
            ScoreColumn(cards, column.share) if column.key == "table.ronda.kind.cards" else column
            for column in SCORE_COLUMNS
        )

    def score_rows(self) -> list[list[int]]:
        session = self.ronda
        kinds = session.points_by_kind()
        finals = session.final_scores()
        rows = []
        for seat in range(len(session.seats)):
            side = session.side_of(seat)
            row = [
                kinds.get(kind, (0,) * (side + 1))[side]
                for kind in ("ronda", "este", "missa", "cards")
            ]
            rows.append([*row, finals[seat]])
        return rows

    def seat_details(self) -> list[str | None]:
        """At four, each seat's partner under its name."""
        session = self.ronda
        seats = len(session.seats)
        if seats != 4:
            return [None] * seats
        return [
            self.ctx.t("results.ronda.partner", name=session.name((seat + 2) % 4))
            for seat in range(seats)
        ]

    def draw_game_panels(self, surface: pygame.Surface) -> None:
        self._hands(surface)
        self._best(surface)

    def _side_name(self, side: int) -> str:
        session = self.ronda
        return " & ".join(
            session.name(s) for s in range(len(session.seats)) if session.side_of(s) == side
        )

    def _hands(self, surface: pygame.Surface) -> None:
        """Every hand's points per side, newest last, as many as fit."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "words")
        pad = place.px(18)
        ctx.text.blit(
            surface,
            ctx.t("results.ronda.hands"),
            "display",
            place.text_px(22),
            theme.ink,
            (rect.left + pad, rect.top + pad - place.px(6)),
        )
        hands = self.ronda.hand_results()
        px = place.text_px(16)
        line_h = ctx.text.font("ui", px).get_linesize() + place.px(2)
        top = rect.top + place.px(48)
        room = max(1, (rect.bottom - pad - top) // line_h)
        for index, hand in enumerate(hands[-room:]):
            y = top + index * line_h
            self._hand_line(
                surface, hand, pygame.Rect(rect.left + pad, y, rect.width - pad * 2, line_h), px
            )

    def _hand_line(
        self, surface: pygame.Surface, hand: HandScored, line: pygame.Rect, px: int
    ) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        label = ctx.t("results.ronda.hand", n=hand.hand + 1)
        ctx.text.blit(surface, label, "ui", px, theme.ink_muted, line.midleft, "midleft")
        sides = len(hand.totals)
        step = line.width * 0.55 / max(1, sides)
        for side in range(sides):
            made = sum(points[side] for points in hand.points.values())
            x = round(line.left + line.width * 0.45 + step * (side + 0.5))
            pygame.draw.circle(
                surface, seat_colour(side), (x - self.place.px(22), line.centery), self.place.px(5)
            )
            ctx.text.blit(
                surface, f"+{made}", "ui_bold", px, theme.ink, (x, line.centery), "center"
            )

    def _best(self, surface: pygame.Surface) -> None:
        """The hand that scored most for one side, and how."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "best_word")
        pad = place.px(18)
        ctx.text.blit(
            surface,
            ctx.t("results.ronda.best_hand"),
            "display",
            place.text_px(22),
            theme.ink,
            (rect.left + pad, rect.top + pad - place.px(6)),
        )
        best: tuple[int, int, HandScored] | None = None
        for hand in self.ronda.hand_results():
            for side in range(len(hand.totals)):
                made = sum(points[side] for points in hand.points.values())
                if best is None or made > best[0]:
                    best = (made, side, hand)
        if best is None:
            return
        made, side, hand = best
        lines = [
            ctx.t(
                "results.ronda.best_line", name=self._side_name(side), n=hand.hand + 1, points=made
            ),
            " · ".join(
                ctx.t(f"table.ronda.kind.{kind}") + f" {points[side]}"
                for kind, points in hand.points.items()
                if points[side]
            ),
        ]
        y = rect.top + place.px(52)
        for index, text in enumerate(lines):
            px = ctx.text.fit_px(
                text, "ui_bold" if index == 0 else "ui", place.text_px(18), rect.width - pad * 2
            )
            ctx.text.blit(
                surface,
                text,
                "ui_bold" if index == 0 else "ui",
                px,
                theme.ink,
                (rect.left + pad, y),
            )
            y += place.px(30)
        area = pygame.Rect(rect.left + pad, y, rect.width - pad * 2, rect.bottom - pad - y)
        self._taken(surface, taken_in_hand(self.ronda, hand.hand, side), area)

    def _taken(self, surface: pygame.Surface, cards: list[str], area: pygame.Rect) -> None:
        """The cards a side took in a hand, overlapping in as few rows as fit."""
        if not cards or area.height < self.place.px(30):
            return
        rows = 1 if area.height < self.place.px(150) else 2
        per_row = -(-len(cards) // rows)
        gap = self.place.px(4)
        height = min(self.place.px(96), (area.height - gap * (rows - 1)) // rows)
        width, _ = card_size(height)
        step = min(width * 0.7, (area.width - width) / max(1, per_row - 1))
        for index, card in enumerate(sorted_cards(cards)):
            row, column = divmod(index, per_row)
            face = self.cards.face(card, height, self.ctx.theme)
            surface.blit(face, (round(area.left + column * step), area.top + row * (height + gap)))
