"""The end of a game: final scores, how each seat got there (hints used too), the words each
seat played, the scores over the turns, the best word; statistics recorded once; Play again or
back to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.game_setup import GameSetup
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scenes.common import PanelScene, draw_title
from rondo_desktop.app.scenes.file_notices import show_stats_notice
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.app.widgets import Button, Widget, card_rows
from rondo_desktop.games.rondo.table.tally import hints_by_seat, nice_ticks, words_by_seat
from rondo_desktop.games.rondo.table.view import token_look

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.table.session import GameSession

# Okabe-Ito: six line colours that stay distinct for the common colour blindnesses.
SEAT_COLOURS = [
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (213, 94, 0),
]


def standing_rank(finals: list[int] | tuple[int, ...], seat: int) -> int:
    """The seat's place in competition ranking: tied seats share it and the next is skipped
    (1., 1., 3.), as the title already says that tied winners share the win."""
    return 1 + sum(1 for score in finals if score > finals[seat])


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
        entries = session.take_stats_entries()
        if entries:
            self.ctx.stats_store.record_games(entries)
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
            options={"language": session.game.options.language},
            turn_seconds=session.clock.seconds,
        )
        # Again in the same slot: a command-line game's rematch keeps off the menu's save.
        self.ctx.hooks.start_game(self.ctx, setup, slot=session.save_slot)

    def back(self) -> None:
        self.ctx.navigator.reset("menu", fade=True)

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
        self._words(surface)
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
        small = max(MIN_TEXT_PX, round(px * 0.72))
        columns = [
            ("results.col.words", 0.42),
            ("results.col.bonus", 0.52),
            ("results.col.exchanges", 0.62),
            ("results.col.hand", 0.72),
            ("results.col.hints", 0.81),
            ("results.col.total", 0.91),
        ]
        hints = hints_by_seat(session.game, session.hints)
        header_y = rect.top + pad
        column_w = round(rect.width * 0.098)
        labels = [ctx.t(key) for key, _ in columns]
        # In a narrow window the headings take turns on two lines, each then as wide as two
        # columns, rather than shrinking below a readable size or running into each other.
        staggered = any(ctx.text.width(label, "ui_bold", small) > column_w for label in labels)
        label_line = ctx.text.font("ui_bold", small).get_linesize() if staggered else 0
        for index, (label, (_, share)) in enumerate(zip(labels, columns, strict=True)):
            room = column_w * 2 if staggered else column_w
            ctx.text.blit(
                surface,
                label,
                "ui_bold",
                ctx.text.fit_px(label, "ui_bold", small, room),
                theme.ink_muted,
                (rect.left + round(rect.width * share), header_y + label_line * (index % 2)),
                "midtop",
            )
        header_h = place.px(34) + label_line
        # Few seats get roomy rows with a second line (their best word); six still fit.
        row_h = min(place.px(92), (rect.height - header_h - pad * 2) // max(1, len(order)))
        detail = row_h >= place.px(int(place.prop("scores", "row_height", 56))) + place.px(8)
        y = header_y + header_h
        top = finals[order[0]]
        # The names (and each seat's best word under its name) end a gap before the widest
        # number of the first column, so "Best word: FRIVOLE (31)" never runs into "142".
        numbers_w = max(ctx.text.width(str(summaries[s].word_points), "ui", px) for s in order)
        name_room = (
            round(rect.width * columns[0][1])
            - numbers_w // 2
            - place.px(12)
            - pad // 2
            - place.px(28)
        )
        # One size for every seat's best-word line, the size the longest fits at.
        best_px = min(
            ctx.text.fit_px(
                ctx.t(
                    "results.seat_best",
                    word=summaries[s].best_word,
                    points=summaries[s].best_points,
                ),
                "ui",
                small,
                name_room,
            )
            for s in order
        )
        for seat in order:
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
            name = f"{standing_rank(finals, seat)}. {self.names(seat)}"
            name_px = ctx.text.fit_px(name, "ui_bold", px, name_room)
            best = ctx.t("results.seat_best", word=summary.best_word, points=summary.best_points)
            # Only where it fits: the words panel below lists every word, best first.
            show_best = (
                detail
                and summary.best_word is not None
                and ctx.text.width(best, "ui", best_px) <= name_room
            )
            name_y = line.centery - (place.px(11) if show_best else 0)
            clip = surface.get_clip()  # a long name at the smallest size stops at the numbers
            surface.set_clip(
                pygame.Rect(line.left, line.top, place.px(28) + name_room, line.height).clip(clip)
            )
            ctx.text.blit(
                surface,
                name,
                "ui_bold",
                name_px,
                theme.ink,
                (line.left + place.px(28), name_y),
                "midleft",
            )
            if show_best:
                ctx.text.blit(
                    surface,
                    best,
                    "ui",
                    best_px,
                    theme.ink_muted,
                    (line.left + place.px(28), line.centery + place.px(13)),
                    "midleft",
                )
            surface.set_clip(clip)
            values = [
                summary.word_points,
                summary.bonuses,
                summary.exchanges,
                summary.penalty,
                hints[seat],
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
        # The axis at round numbers (0, 50, 100 ...) that cover every score.
        small = place.font_px("chart", 15)
        ticks = nice_ticks(
            min(0, *(min(row) for row in history)),
            max(1, *(max(row) for row in history)),
            most=max(3, min(8, plot.height // round(small * 1.5))),
        )
        low, high = ticks[0], ticks[-1]
        span = high - low
        for value in ticks:
            y = plot.bottom - plot.height * (value - low) / span
            pygame.draw.line(
                surface,
                lerp_colour(theme.panel, theme.ink, 0.12),
                (plot.left, y),
                (plot.right, y),
                1,
            )
            ctx.text.blit(
                surface,
                str(value),
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
            ctx.t("results.turns", count=len(history) - 1),
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
        heading = ctx.text.blit(
            surface,
            ctx.t("results.best_word"),
            "display",
            place.text_px(22),
            theme.ink,
            (rect.left + pad, rect.top + pad - place.px(6)),
            "topleft",
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
        # The lone player is "You" at the table: "by you", not "von Du".
        you = "_you" if self.names(best.seat) == ctx.t("table.you") else ""
        caption = ctx.t(f"results.best_by{you}", name=self.names(best.seat), points=best.points)
        if best.bonus:
            caption = ctx.t(
                f"results.best_by_bonus{you}",
                name=self.names(best.seat),
                value=best.word_value,
                bonus=best.bonus,
                points=best.points,
            )
        by_px = ctx.text.fit_px(caption, "ui_bold", place.text_px(18), rect.width - pad * 2)
        ctx.text.blit(
            surface,
            caption,
            "ui_bold",
            by_px,
            theme.ink_muted,
            (rect.left + pad, rect.bottom - place.px(12)),
            "bottomleft",
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
                SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                (rect.left + pad + dot, y + line_h // 2),
                dot,
            )
            name = ctx.text.blit(
                surface,
                f"{self.names(seat)}:",
                "ui_bold",
                px,
                theme.ink,
                (rect.left + pad + dot * 3, y),
                "topleft",
            )
            lines = max(1, block_h // line_h)
            indent = name.right - rect.left - pad + place.px(8)
            text = self._word_lines(words, px, width, indent, lines)
            for index, line in enumerate(text):
                x = name.right + place.px(8) if index == 0 else rect.left + pad
                ctx.text.blit(
                    surface, line, "ui", px, theme.ink, (x, y + index * line_h), "topleft"
                )

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
