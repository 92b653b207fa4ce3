"""Ronda's end of a match: the host's results (final scores, the chart over the hands, Play
again, the statistics) with the points each side made by kind, every hand's score, and the
best hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.card_body import card_size
from rondo_desktop.app.elide import elide
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.i18n import join_names
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.app.scenes.results import GameResultsScene, ScoreColumn
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.seat_names import initials
from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.engine.cards import sorted_cards
from rondo_desktop.games.ronda.engine.events import Captured, HandStarted, Swept
from rondo_desktop.games.ronda.engine.options import VARIANT_OPTIONS
from rondo_desktop.games.ronda.table.pad import cards_key, kind_key
from rondo_desktop.games.ronda.table.words import team_label
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

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.ronda.kinds

    def score_history(self) -> list[tuple[int, ...]]:
        """Each seat's total after every hand; at four seats each team's, so the chart draws
        a line per team in its colour (partners' lines are the same)."""
        history = self.ronda.score_history()
        if len(self.ronda.seats) != 4:
            return history
        first = [next(s for s in range(4) if self.ronda.side_of(s) == side) for side in (0, 1)]
        return [tuple(row[seat] for seat in first) for row in history]

    @property
    def is_remote(self) -> bool:
        """A network table's game: the results offer no rematch here."""
        return bool(getattr(self.ronda, "is_remote", False))

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
        """At four, each seat's team (as the table named it) and partner under its name."""
        session, t = self.ronda, self.ctx.t
        seats = len(session.seats)
        if seats != 4:
            return [None] * seats
        return [
            t(
                "results.ronda.team_partner",
                team=t(f"table.ronda.team.{session.side_of(seat)}"),
                name=self.names((seat + 2) % 4),
            )
            for seat in range(seats)
        ]

    def title_text(self) -> str:
        """At four seats the winning team as the table named it: "Orange team (You & Computer
        2) wins"."""
        session = self.ronda
        if len(session.seats) != 4 or session.game.winner is None:
            return super().title_text()
        return self.ctx.t("results.ronda.team_wins", team=self._side_name(session.game.winner))

    def row_colour(self, seat: int) -> tuple[int, int, int]:
        """A seat's dot in its team's colour, as on the table's bands and the chart."""
        return seat_colour(self.ronda.side_of(seat))

    def draw_game_panels(self, surface: pygame.Surface) -> None:
        self._hands(surface)
        self._best(surface)

    def _side_name(self, side: int) -> str:
        """At four seats "Orange team (Ann & Cid)", as the table's summary names it."""
        session = self.ronda
        names = join_names(
            self.ctx.t,
            [self.names(s) for s in range(len(session.seats)) if session.side_of(s) == side],
        )
        return team_label(self.ctx.t, side, names, len(session.seats))

    def _column_head(self, side: int) -> str:
        """A side's short name over its column of hands: its team at four seats, else its
        seat's name."""
        session = self.ronda
        if len(session.seats) == 4:
            return self.ctx.t(f"table.ronda.team.{side}")
        seat = next(s for s in range(len(session.seats)) if session.side_of(s) == side)
        return self.names(seat)

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
            (place.start(rect, pad), rect.top + pad - place.px(6)),
            place.align("topleft"),
        )
        hands = self.ronda.hand_results()
        px = place.text_px(16)
        line_h = ctx.text.font("ui", px).get_linesize() + place.px(2)
        top = rect.top + place.px(48)
        line = pygame.Rect(rect.left + pad, top, rect.width - pad * 2, line_h)
        self._hand_heads(surface, line, px, len(self.ronda.game.totals))
        top += line_h + place.px(4)
        room = max(1, (rect.bottom - pad - top) // line_h)
        for index, hand in enumerate(hands[-room:]):
            y = top + index * line_h
            self._hand_line(
                surface, hand, pygame.Rect(rect.left + pad, y, rect.width - pad * 2, line_h), px
            )

    def _columns(self, line: pygame.Rect, sides: int) -> list[pygame.Rect]:
        """Each side's column of the hands' table: the right 55% of a line, shared (right to
        left: the left 55%, the first side's column read first)."""
        step = line.width * 0.55 / max(1, sides)
        left = line.left + line.width * 0.45
        return [
            self.place.mirror(
                pygame.Rect(round(left + step * side), line.top, round(step), line.height), line
            )
            for side in range(sides)
        ]

    def _hand_heads(self, surface: pygame.Surface, line: pygame.Rect, px: int, sides: int) -> None:
        """Each column's side by name (issue #14: coloured dots alone said nothing), in the
        ink of the text, its side's colour in a bar under it."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        for side, column in enumerate(self._columns(line, sides)):
            head = self._column_head(side)
            room = column.width - place.px(6)
            size = ctx.text.fit_px(head, "ui_bold", px, room)
            if ctx.text.width(head, "ui_bold", size) > room:
                head = initials(head)
                size = ctx.text.fit_px(head, "ui_bold", px, room)
            ctx.text.blit(surface, head, "ui_bold", size, theme.ink, column.center, "center")
            mark = pygame.Rect(0, 0, column.width - place.px(10), max(2, place.px(3)))
            mark.midtop = (column.centerx, column.bottom)
            pygame.draw.rect(surface, seat_colour(side), mark, border_radius=mark.height // 2)

    def _hand_line(
        self, surface: pygame.Surface, hand: HandScored, line: pygame.Rect, px: int
    ) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        label = ctx.t("results.ronda.hand", n=hand.hand + 1)
        at, anchor = (place.start(line), line.centery), place.align("midleft")
        ctx.text.blit(surface, label, "ui", px, theme.ink, at, anchor)
        for side, column in enumerate(self._columns(line, len(hand.totals))):
            made = sum(points[side] for points in hand.points.values())
            ctx.text.blit(surface, f"+{made}", "ui_bold", px, theme.ink, column.center, "center")

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
            (place.start(rect, pad), rect.top + pad - place.px(6)),
            place.align("topleft"),
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

        def best_line(name: str) -> str:
            return ctx.t("results.ronda.best_line", name=name, n=hand.hand + 1, points=made)

        # Long names make a side's name too wide even small: it ends in "…".
        room = rect.width - pad * 2
        whole = best_line(self._side_name(side))
        size = ctx.text.fit_px(whole, "ui_bold", place.text_px(18), room)
        lines = [
            elide(ctx.text, self._side_name(side), "ui_bold", size, room, best_line),
            ctx.t("table.ronda.parts_sep").join(
                ctx.t(
                    "results.ronda.kind_points",
                    kind=ctx.t(kind_key(kind, self.ronda.game.options)),
                    value=points[side],
                )
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
                (place.start(rect, pad), y),
                place.align("topleft"),
            )
            y += place.px(30)
        area = pygame.Rect(rect.left + pad, y, rect.width - pad * 2, rect.bottom - pad - y)
        self._taken(surface, taken_in_hand(self.ronda, hand.hand, side), area)

    def _taken(self, surface: pygame.Surface, cards: list[str], area: pygame.Rect) -> None:
        """The cards a side took in a hand, overlapping in as few rows as fit; each row from
        the right when mirrored, its first card on top of the next (their numbers show)."""
        if not cards or area.height < self.place.px(30):
            return
        rows = 1 if area.height < self.place.px(150) else 2
        per_row = -(-len(cards) // rows)
        gap = self.place.px(4)
        height = min(self.place.px(96), (area.height - gap * (rows - 1)) // rows)
        width, _ = card_size(height)
        step = min(width * 0.7, (area.width - width) / max(1, per_row - 1))
        laid = list(enumerate(sorted_cards(cards)))
        for index, card in reversed(laid) if self.place.rtl else laid:
            row, column = divmod(index, per_row)
            face = self.cards.face(card, height, self.ctx.theme)
            x = area.left + column * step
            x = mirror_x(x + width, area) if self.place.rtl else x
            surface.blit(face, (round(x), area.top + row * (height + gap)))
