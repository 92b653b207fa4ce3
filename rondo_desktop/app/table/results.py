"""The end of a game: final scores, how each seat got there, the scores over the turns, the
best word; statistics recorded once; Play again or back to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CardLook, card_size
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scenes.common import PanelScene, draw_title
from rondo_desktop.app.scenes.file_notices import show_stats_notice
from rondo_desktop.app.widgets import Button, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.table.session import GameSession

# Okabe-Ito: six line colours that stay distinct for the common colour blindnesses.
SEAT_COLOURS = [
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (213, 94, 0),
]


class ResultsScene(PanelScene):
    layout_name = "results"
    name = "results"
    hints_key = "hints.results"

    def __init__(self, ctx: AppContext, session: GameSession, quit_when_over: bool = False) -> None:
        self.session = session
        self.quit_when_over = quit_when_over
        self.frames = 0
        self.age = 0.0
        super().__init__(ctx)

    def enter(self) -> None:
        session = self.session
        # The session hands out its game's entry once: a second results screen for the same
        # game (or a test calling enter twice) must not count it again.
        entry = session.take_stats_entry()
        if entry is not None:
            self.ctx.stats_store.record_game(**entry)
            show_stats_notice(self.ctx)  # a statistics file set aside, kept or not counted into
        session.close()

    def names(self, seat: int) -> str:
        return self.session.name(seat)  # every seat is named when the game starts

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        again = Button(
            ctx.t("results.play_again"),
            self.play_again,
            style="primary",
            px=place.font_px("play_again", 24),
            name="play_again",
        )
        again.rect = place.rect("play_again")
        menu = Button(ctx.t("results.menu"), self.back, px=place.font_px("menu", 22), name="menu")
        menu.rect = place.rect("menu")
        return [again, menu]

    def play_again(self) -> None:
        session = self.session
        setup = GameSetup(
            seats=session.seats,
            lexicon=session.game.options.language,
            turn_seconds=session.clock.seconds,
        )
        # Again in the same slot: a command-line game's rematch keeps off the menu's save.
        self.ctx.hooks.start_game(self.ctx, setup, slot=session.save_slot)

    def back(self) -> None:
        from rondo_desktop.app.scenes.menu import MenuScene

        self.ctx.stack.reset(MenuScene(self.ctx))

    def handle(self, intent: Intent) -> bool:
        if intent.kind == Kind.BACK:
            self.back()
            return True
        return super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt
        self.frames += 1
        if self.quit_when_over and self.frames >= 2:  # one frame of results has been drawn
            self.ctx.window.request_quit()

    # -- drawing -------------------------------------------------------------------------

    def title_text(self) -> str:
        session = self.session
        winners = session.game.winners()
        names = [self.names(s) for s in winners]
        persons = session.persons
        if len(persons) == 1 and winners == (persons[0],):
            return self.ctx.t("results.you_win")
        if len(winners) > 1:
            return self.ctx.t("results.shared", names=" & ".join(names))
        return self.ctx.t("results.wins", name=names[0])

    def draw_content(self, surface: pygame.Surface) -> None:
        place = self.place
        draw_title(
            surface,
            self.ctx,
            self.title_text(),
            place.rect("title"),
            place.font_px("title", 54),
        )
        self._scores(surface)
        self._chart(surface)
        self._best(surface)

    def _scores(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "scores")
        session = self.session
        finals = session.game.final_scores()
        summaries = session.summaries()
        order = sorted(range(len(finals)), key=lambda s: -finals[s])
        pad = place.px(22)
        px = place.font_px("scores", 20)
        small = max(10, round(px * 0.72))
        columns = [
            ("results.col.words", 0.44),
            ("results.col.bonus", 0.55),
            ("results.col.exchanges", 0.66),
            ("results.col.hand", 0.77),
            ("results.col.total", 0.89),
        ]
        header_y = rect.top + pad
        for key, share in columns:
            label = ctx.t(key)
            label_px = ctx.text.fit_px(label, "ui_bold", small, round(rect.width * 0.115))
            ctx.text.blit(
                surface,
                label,
                "ui_bold",
                label_px,
                theme.ink_muted,
                (rect.left + round(rect.width * share), header_y),
                "midtop",
            )
        # Few seats get roomy rows with a second line (their best word); six still fit.
        row_h = min(place.px(92), (rect.height - place.px(34) - pad * 2) // max(1, len(order)))
        detail = row_h >= place.px(int(place.prop("scores", "row_height", 56))) + place.px(8)
        y = header_y + place.px(34)
        top = finals[order[0]]
        for rank, seat in enumerate(order):
            summary = summaries[seat]
            line = pygame.Rect(rect.left + pad // 2, y, rect.width - pad, row_h - place.px(6))
            winner = finals[seat] == top
            if winner:
                pygame.draw.rect(
                    surface,
                    lerp_colour(theme.panel, theme.accent, 0.3),
                    line,
                    border_radius=place.px(8),
                )
            pygame.draw.circle(
                surface,
                SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                (line.left + place.px(14), line.centery),
                place.px(7),
            )
            name = f"{rank + 1}. {self.names(seat)}"
            name_px = ctx.text.fit_px(name, "ui_bold", px, round(rect.width * 0.33))
            name_y = line.centery - (place.px(11) if detail else 0)
            ctx.text.blit(
                surface,
                name,
                "ui_bold",
                name_px,
                theme.ink,
                (line.left + place.px(28), name_y),
                "midleft",
            )
            if detail and summary.best_word:
                best = ctx.t(
                    "results.seat_best", word=summary.best_word, points=summary.best_points
                )
                best_px = ctx.text.fit_px(best, "ui", small, round(rect.width * 0.33))
                ctx.text.blit(
                    surface,
                    best,
                    "ui",
                    best_px,
                    theme.ink_muted,
                    (line.left + place.px(28), line.centery + place.px(13)),
                    "midleft",
                )
            values = [
                summary.word_points,
                summary.bonuses,
                summary.exchanges,
                summary.penalty,
                finals[seat],
            ]
            for (_, share), value in zip(columns, values, strict=True):
                last = share == columns[-1][1]
                colour = theme.danger if value < 0 else theme.ink
                ctx.text.blit(
                    surface,
                    str(value),
                    "heavy" if last else "ui",
                    round(px * (1.15 if last else 1.0)),
                    theme.primary if last and winner else colour,
                    (rect.left + round(rect.width * share), line.centery),
                    "center",
                )
            y += row_h

    def _chart(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "chart")
        history = self.session.score_history()
        pad = place.px(20)
        ctx.text.blit(
            surface,
            ctx.t("results.chart"),
            "display",
            place.px(22),
            theme.ink,
            (rect.left + pad, rect.top + pad - place.px(6)),
            "topleft",
        )
        plot = pygame.Rect(
            rect.left + place.px(52),
            rect.top + place.px(50),
            rect.width - place.px(72),
            rect.height - place.px(86),
        )
        if len(history) < 2:
            return
        low = min(0, *(min(row) for row in history))
        high = max(1, *(max(row) for row in history))
        span = high - low
        small = place.font_px("chart", 15)
        for k in range(5):
            value = low + span * k / 4
            y = plot.bottom - plot.height * k / 4
            pygame.draw.line(
                surface,
                lerp_colour(theme.panel, theme.ink, 0.12),
                (plot.left, y),
                (plot.right, y),
                1,
            )
            ctx.text.blit(
                surface,
                str(round(value)),
                "ui",
                small,
                theme.ink_muted,
                (plot.left - place.px(8), round(y)),
                "midright",
            )
        if low < 0:
            zero = plot.bottom - plot.height * (0 - low) / span
            pygame.draw.line(surface, theme.ink_muted, (plot.left, zero), (plot.right, zero), 1)
        ctx.text.blit(
            surface,
            ctx.t("results.turns", turns=len(history) - 1),
            "ui",
            small,
            theme.ink_muted,
            (plot.right, plot.bottom + place.px(6)),
            "topright",
        )
        steps = len(history) - 1
        # Reveal the lines left to right over the first second.
        shown = min(1.0, self.age / 0.9) if self.age > 0 else 1.0
        last = max(1, round(steps * shown))
        for seat in range(len(history[0])):
            points = [
                (
                    plot.left + plot.width * i / steps,
                    plot.bottom - plot.height * (row[seat] - low) / span,
                )
                for i, row in enumerate(history[: last + 1])
            ]
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            if len(points) >= 2:
                pygame.draw.lines(surface, colour, False, points, max(2, place.px(3)))
            pygame.draw.circle(
                surface, colour, (round(points[-1][0]), round(points[-1][1])), place.px(5)
            )

    def _best(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "best_word")
        pad = place.px(20)
        ctx.text.blit(
            surface,
            ctx.t("results.best_word"),
            "display",
            place.px(22),
            theme.ink,
            (rect.left + pad, rect.top + pad - place.px(6)),
            "topleft",
        )
        best = self.session.best_word()
        if best is None:
            ctx.text.blit(
                surface,
                ctx.t("results.no_best"),
                "italic",
                place.px(18),
                theme.ink_muted,
                rect.center,
                "center",
            )
            return
        seat, word, points = best
        deck = self.session.game.deck
        height = min(rect.height - place.px(48) - place.px(40), place.px(80))
        width, _ = card_size(height)
        step = width + place.px(4)
        available = rect.width - pad * 2
        if step * len(word) > available:
            step = available / len(word)
            height = min(height, round((step - place.px(3)) / 0.7))
            width, _ = card_size(height)
        left = rect.left + pad
        top = rect.top + place.px(48)
        for index, letter in enumerate(word):
            value = deck.value(letter) if letter in deck.letters else 0
            face = ctx.cards.face(CardLook("letter", letter, value), height, theme)
            surface.blit(face, (round(left + index * step), top))
        ctx.text.blit(
            surface,
            ctx.t("results.best_by", name=self.names(seat), points=points),
            "ui_bold",
            place.px(18),
            theme.ink_muted,
            (rect.left + pad, rect.bottom - place.px(14)),
            "bottomleft",
        )
