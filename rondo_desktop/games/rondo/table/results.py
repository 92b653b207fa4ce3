"""Rondo's end of a game: the host's results (final scores, the chart, Play again) with how
each seat got there (words, bonus, exchanges, hand, hints used), the review's summary or the
words each seat played (two tabs of one panel), the best word as its cards lay in the holder,
and the Review button that steps through the game move by move."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.scenes.results import GameResultsScene, ScoreColumn
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.widgets import Button, Widget, card_rows
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.table.results_review import draw_summary
from rondo_desktop.games.rondo.table.review_job import ReviewJob
from rondo_desktop.games.rondo.table.tally import words_by_seat
from rondo_desktop.games.rondo.table.view import token_look

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.engine.events import Played
    from rondo_desktop.games.rondo.table.session import GameSession

SCORE_COLUMNS = (
    ScoreColumn("results.col.words", 0.42),
    ScoreColumn("results.col.bonus", 0.52),
    ScoreColumn("results.col.exchanges", 0.62),
    ScoreColumn("results.col.hand", 0.72),
    ScoreColumn("results.col.hints", 0.81),
    ScoreColumn("results.col.total", 0.91),
)


class ResultsScene(GameResultsScene):
    session: GameSession
    game_name = NAME

    def __init__(self, ctx: AppContext, session: GameSession, quit_when_over: bool = False) -> None:
        # A game with a person at the screen opens on the review's summary; a game of
        # computers alone on the words (its review is a click away).
        self.tab = "review" if session.persons else "words"
        self.job: ReviewJob | None = None
        super().__init__(ctx, session, quit_when_over)

    # -- the review ----------------------------------------------------------------------

    def review_job(self) -> ReviewJob:
        """The game's review, started the first time it is wanted and worked out off the
        frame."""
        if self.job is None:
            self.job = ReviewJob(self.session.to_dict())
        return self.job

    def open_review(self) -> None:
        from rondo_desktop.games.rondo.table.review_scene import ReviewScene

        names = [self.names(seat) for seat in range(len(self.session.seats))]
        # The job stays the results screen's: back from the review, the summary still wants it.
        scene = ReviewScene(
            self.ctx, self.review_job(), names=names, persons=self.session.persons, owns_job=False
        )
        self.ctx.stack.push(scene, fade=True)

    def switch_tab(self) -> None:
        self.tab = "words" if self.tab == "review" else "review"
        if self.tab == "review":
            self.review_job()
        self.rebuild("tab")

    def enter(self) -> None:
        super().enter()
        if self.tab == "review":
            self.review_job()

    def exit(self) -> None:
        if self.job is not None:
            self.job.cancel()  # a review left half done stops at its next move
        super().exit()

    def build(self) -> list[Widget]:
        """The host's buttons, and in the review panel's top right corner the Review button
        and the switch between the summary and the words (the bottom row keeps clear of the
        key hints at every window size)."""
        ctx, place = self.ctx, self.place
        other = "results.words" if self.tab == "review" else "results.review.tab"
        panel = place.rect("words")
        pad = place.px(int(place.prop("words", "padding", 22)))
        px = place.text_px(15)
        right = panel.right - pad // 2
        widgets = super().build()
        for name, text, action in (
            ("tab", ctx.t("results.show", tab=ctx.t(other)), self.switch_tab),
            ("review", ctx.t("results.review"), self.open_review),
        ):
            button = Button(text, action, "primary" if name == "review" else "normal", px, name)
            width = ctx.text.width(text, "ui_bold", px) + place.px(28)
            button.rect = pygame.Rect(0, 0, width, place.px(30))
            button.rect.topright = (right, panel.top + pad // 2)
            right = button.rect.left - place.px(8)
            button.rect = place.mirror(button.rect, panel)  # right to left: the top left corner
            widgets.append(button)
        return widgets

    def play_again(self) -> None:
        session = self.session
        setup = GameSetup(
            seats=session.seats,
            options={"language": session.game.options.language},
            turn_seconds=session.clock.seconds,
        )
        # Again in the same slot: a command-line game's rematch keeps off the menu's save.
        self.ctx.hooks.start_game(self.ctx, setup, slot=session.save_slot)

    def score_columns(self) -> Sequence[ScoreColumn]:
        return SCORE_COLUMNS

    def score_rows(self) -> list[list[int]]:
        session = self.session
        finals = session.game.final_scores()
        hints = session.hints_by_seat()  # the Hint button's and the coaching notes
        return [
            [
                summary.word_points,
                summary.bonuses,
                summary.exchanges,
                summary.penalty,
                hints[seat],
                finals[seat],
            ]
            for seat, summary in enumerate(session.summaries())
        ]

    def seat_details(self) -> list[str | None]:
        """Each seat's best word under its name (the words panel lists every word)."""
        return [
            None
            if summary.best_word is None
            else self.ctx.t("results.seat_best", word=summary.best_word, points=summary.best_points)
            for summary in self.session.summaries()
        ]

    def draw_game_panels(self, surface: pygame.Surface) -> None:
        if self.tab == "review":
            self._review_heading(surface)
            if self.job is not None:
                draw_summary(surface, self.ctx, self.place, self.job, self.names)
        else:
            self._words(surface)
        self._best(surface)

    def _review_heading(self, surface: pygame.Surface) -> None:
        """The summary's panel and heading, fitted left of the panel's buttons."""
        ctx, place = self.ctx, self.place
        rect = self.draw_panel(surface, "words")
        pad = place.px(int(place.prop("words", "padding", 22)))
        buttons = [
            place.mirror(w.rect, rect).left
            for w in self.focus.widgets
            if w.name in ("tab", "review")
        ]
        room = min(buttons, default=rect.right) - rect.left - pad - place.px(8)
        text = ctx.t("results.review.heading")
        px = ctx.text.fit_px(text, "display", place.font_px("words", 26), room)
        ctx.text.blit(
            surface,
            text,
            "display",
            px,
            ctx.theme.ink,
            (place.start(rect, pad), rect.top + int(pad * 0.6)),
            place.align("topleft"),
        )

    def _best(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "best_word")
        pad = place.px(20)
        heading = ctx.text.blit(
            surface,
            ctx.t("results.best_word"),
            "display",
            place.text_px(22),
            theme.ink,
            (place.start(rect, pad), rect.top + pad - place.px(6)),
            place.align("topleft"),
        )
        best = self.session.best_play()
        if best is None:
            ctx.text.blit(
                surface,
                ctx.t("results.no_best"),
                "italic",
                place.text_px(18),
                theme.ink_muted,
                rect.center,
                "center",
            )
            return
        # The cards as they lay in the holder after the play: a joker as a joker showing its
        # letter, visible delete cards too, so that their values add up to the word's value.
        caption = self._best_caption(best)
        by_px = ctx.text.fit_px(caption, "ui_bold", place.text_px(18), rect.width - pad * 2)
        ctx.text.blit(
            surface,
            caption,
            "ui_bold",
            by_px,
            theme.ink_muted,
            (place.start(rect, pad), rect.bottom - place.px(12)),
            place.align("bottomleft"),
        )
        # The cards as large as the panel allows (two rows for a long word in a narrow one),
        # so every letter and value can be read.
        area = pygame.Rect(
            rect.left + pad,
            heading.bottom + place.px(8),
            rect.width - pad * 2,
            rect.bottom - place.px(16) - by_px - place.px(8) - heading.bottom - place.px(8),
        )
        max_height = place.px(int(place.prop("best_word", "card_height", 110)))
        row = best.holder
        height, spots = card_rows(area, len(row), max_height, place.px(5))
        deck = self.session.game.deck
        for token, spot in zip(row, spots, strict=True):
            surface.blit(ctx.cards.face(token_look(ctx, deck, token), height, theme), spot)

    def _best_caption(self, best: Played) -> str:
        """Who played the best word and its points, the bonus apart when there was one."""
        ctx = self.ctx
        # The lone player is "You" at the table: "by you", not "von Du".
        you = "_you" if self.names(best.seat) == ctx.t("table.you") else ""
        if best.bonus:
            return ctx.t(
                f"results.best_by_bonus{you}",
                name=self.names(best.seat),
                value=best.word_value,
                bonus=best.bonus,
                points=best.points,
            )
        return ctx.t(f"results.best_by{you}", name=self.names(best.seat), points=best.points)

    def _words(self, surface: pygame.Surface) -> None:
        """Each seat's words, best first; what does not fit is counted ("+3 more")."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, "words", ctx.t("results.words"))
        session = self.session
        pad = place.px(int(place.prop("words", "padding", 22)))
        px = place.font_px("words", 16)
        line_h = ctx.text.font("ui", px).get_linesize()
        top = rect.top + pad + place.px(30)
        seats = len(session.seats)
        block_h = (rect.bottom - pad // 2 - top) // max(1, seats)
        width = rect.width - pad * 2
        for seat, words in enumerate(words_by_seat(session.game)):
            y = top + seat * block_h
            dot = place.px(6)
            pygame.draw.circle(
                surface,
                seat_colour(seat),
                (place.start(rect, pad + dot), y + line_h // 2),
                dot,
            )
            name = ctx.text.blit(
                surface,
                # In Arabic the colon follows a Latin name too, at its left: ":Sam".
                ctx.text.as_in_rtl_sentence(ctx.t("results.seat_label", name=self.names(seat))),
                "ui_bold",
                px,
                theme.ink,
                (place.start(rect, pad + dot * 3), y),
                place.align("topleft"),
            )
            lines = max(1, block_h // line_h)
            # The words follow the name in the reading direction (right to left: at its left).
            indent = name.width + dot * 3 + place.px(8)
            text = self._word_lines(words, px, width, indent, lines)
            after = place.end(name, -place.px(8))
            for index, line in enumerate(text):
                x = after if index == 0 else place.start(rect, pad)
                at, corner = (x, y + index * line_h), place.align("topleft")
                ctx.text.blit(surface, line, "ui", px, theme.ink, at, corner)

    def _word_lines(
        self, words: list[tuple[str, int]], px: int, width: int, indent: int, lines: int
    ) -> list[str]:
        """The words as "WORD 40 · WORD 33" lines (the first after the name), cut to ``lines``
        with the rest counted on the last line."""
        ctx = self.ctx
        if not words:
            return [ctx.t("results.no_words")]
        items = [f"{word} {points}" for word, points in words]
        result: list[str] = []
        current = ""
        room = width - indent
        for index, item in enumerate(items):
            candidate = f"{current}  ·  {item}" if current else item
            if ctx.text.width(candidate, "ui", px) <= room or not current:
                current = candidate
                continue
            if len(result) + 1 == lines:
                return [*result, self._with_more(current, len(items) - index, px, room)]
            result.append(current)
            current, room = item, width
        return [*result, current]

    def _with_more(self, line: str, hidden: int, px: int, room: int) -> str:
        """A last line ending in "+N more", dropping words from its end until that fits."""
        parts = line.split("  ·  ")
        while True:
            more = self.ctx.t("results.more_words", count=hidden)
            candidate = "  ·  ".join([*parts, more])
            if len(parts) <= 1 or self.ctx.text.width(candidate, "ui", px) <= room:
                return candidate
            parts.pop()
            hidden += 1
