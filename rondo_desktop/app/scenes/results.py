"""The end of a game, for any game: who won, the final scores seat by seat, the scores over the
turns, Play again or back to the menu; the statistics are recorded once, on entering.

A game's results scene subclasses ``GameResultsScene``: it names the score table's columns and
fills each seat's row (the last column is the total), may add a line under a seat's name, draws
its own panels (Rondo: the words played and the best word) and starts the rematch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.elide import elide
from rondo_desktop.app.i18n import join_names
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.recent import RecentGames
from rondo_desktop.app.scenes.common import PanelScene, draw_title
from rondo_desktop.app.scenes.file_notices import show_stats_notice
from rondo_desktop.app.scenes.finished import FinishedSession
from rondo_desktop.app.scenes.score_chart import draw_score_chart, seat_colour
from rondo_desktop.app.seat_names import seat_label
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.app.widgets import Button, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


@dataclass(frozen=True)
class ScoreColumn:
    """A column of the score table: its heading's catalog key and its centre, as a share of
    the panel's width."""

    key: str
    share: float


@dataclass(frozen=True)
class _RowLook:
    """What every row of the score table shares: sizes worked out once a frame."""

    px: int
    detail_px: int
    name_room: int
    roomy: bool  # rows tall enough for a second line under the name


def standing_rank(finals: Sequence[int], seat: int) -> int:
    """The seat's place in competition ranking: tied seats share it and the next is skipped
    (1., 1., 3.), as the title already says that tied winners share the win."""
    return 1 + sum(1 for score in finals if score > finals[seat])


class GameResultsScene(PanelScene):
    layout_name = "results"
    name = "results"
    hints_key = "hints.results"
    # The registry's name of the game whose results these are: its statistics are recorded in
    # that game's section of stats.json ("" = the section of the context's store).
    game_name = ""
    # What one step of the score chart is, as a counted catalog line ("4 turns").
    chart_steps_key = "results.turns"

    def __init__(
        self, ctx: AppContext, session: FinishedSession, quit_when_over: bool = False
    ) -> None:
        self.session = session
        if getattr(session, "is_remote", False):  # no Play again at a network table
            self.hints_key = "hints.results_network"
        self.quit_when_over = quit_when_over
        self.frames = 0
        self.age = 0.0
        super().__init__(ctx)

    # -- what the game gives ---------------------------------------------------------------

    def score_columns(self) -> Sequence[ScoreColumn]:
        """The score table's columns, the total last."""
        raise NotImplementedError

    def score_rows(self) -> list[list[int]]:
        """Each seat's numbers, one per column."""
        raise NotImplementedError

    def seat_details(self) -> list[str | None]:
        """A line under each seat's name where there is room (None: none for that seat)."""
        return [None] * len(self.session.game.final_scores())

    def row_colour(self, seat: int) -> tuple[int, int, int]:
        """The dot by a seat's row: its colour on the chart (a game of teams: its team's)."""
        return seat_colour(seat)

    def draw_game_panels(self, surface: pygame.Surface) -> None:
        """The game's own panels beside the scores and the chart."""

    def play_again(self) -> None:
        raise NotImplementedError

    # -- the scene -------------------------------------------------------------------------

    def enter(self) -> None:
        session = self.session
        # The session hands out its game's entry once: a second results screen for the same
        # game (or a test calling enter twice) must not count it again.
        entries = session.take_stats_entries()
        if entries:
            store = self.ctx.stats_store
            if self.game_name and self.game_name != store.game:
                store = store.for_game(self.game_name)  # another game's section of the file
            store.record_games(entries)
            show_stats_notice(
                self.ctx, store
            )  # a statistics file set aside, kept or not counted into
            self.record_recent()
        session.close()

    def record_recent(self) -> None:
        """Keep the game among the recent games when its game offers a review: once, with
        the statistics (a game of computers alone, which counts in none, is not kept)."""
        ctx, session, name = self.ctx, self.session, self.game_name
        to_dict = getattr(session, "to_dict", None)  # a table's session saves; a test's may not
        if name not in ctx.recent_games() or to_dict is None:
            return
        if not ctx.data_writable:
            return  # the player was told at the start that nothing is kept
        finals = session.game.final_scores()
        names = [self.names(seat) for seat in range(len(finals))]
        you = [seat for seat, name in enumerate(names) if name == ctx.t("table.you")]
        summary = {
            "names": names,  # as shown today: what an older version lists
            "scores": list(finals),
            "winners": list(session.game.winners()),
            "you": you[0] if len(you) == 1 else None,
            # The seats with a default name, named by the list in the language of its day.
            "kinds": list(session.kinds),
            "unnamed": [seat for seat in range(len(finals)) if not session.name(seat)],
        }
        RecentGames(ctx.data_dir).add(name, to_dict(), summary)

    def names(self, seat: int) -> str:
        """The seat's name; a default one in the language of the moment."""
        kinds = self.session.kinds
        saved = [self.session.name(s) for s in range(len(kinds))]
        return seat_label(kinds, saved, seat, self.ctx.t)

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
        # A network table's game was the host's: another one is hosted again, not replayed here.
        return [menu] if getattr(self.session, "is_remote", False) else [again, menu]

    def back(self) -> None:
        self.ctx.navigator.reset("menu")

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

    # -- drawing ---------------------------------------------------------------------------

    def title_text(self) -> str:
        session = self.session
        winners = session.game.winners()
        names = [self.names(s) for s in winners]
        persons = session.persons
        if len(persons) == 1 and winners == (persons[0],):
            return self.ctx.t("results.you_win")
        if len(winners) > 1:
            return self.ctx.t("results.shared", names=join_names(self.ctx.t, names))
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
        self.draw_scores(surface)
        rect = self.draw_panel(surface, "chart")
        draw_score_chart(
            surface,
            self.ctx,
            place,
            rect,
            self.session.score_history(),
            self.age,
            self.chart_steps_key,
        )
        self.draw_game_panels(surface)

    def draw_scores(self, surface: pygame.Surface) -> None:
        """The score table: the seats best first, the winners' rows lit."""
        place = self.place
        rect = self.draw_panel(surface, "scores")
        finals = self.session.game.final_scores()
        order = sorted(range(len(finals)), key=lambda s: -finals[s])
        rows, details = self.score_rows(), self.seat_details()
        pad = place.px(22)
        header_y = rect.top + pad
        header_h = self._score_headings(surface, rect, header_y)
        # Few seats get roomy rows with a second line (their best word); six still fit.
        row_h = min(place.px(92), (rect.height - header_h - pad * 2) // max(1, len(order)))
        look = self._row_look(rect, order, rows, details, row_h)
        y = header_y + header_h
        for seat in order:
            line = pygame.Rect(rect.left + pad // 2, y, rect.width - pad, row_h - place.px(6))
            winner = finals[seat] == finals[order[0]]
            self._score_row(surface, rect, line, seat, winner, rows[seat], details[seat], look)
            y += row_h

    def _small_px(self) -> int:
        return max(MIN_TEXT_PX, round(self.place.font_px("scores", 20) * 0.72))

    def _score_headings(self, surface: pygame.Surface, rect: pygame.Rect, top: int) -> int:
        """The column headings; returns the height they take."""
        ctx, place = self.ctx, self.place
        small = self._small_px()
        columns = self.score_columns()
        column_w = round(rect.width * 0.098)
        labels = [ctx.t(column.key) for column in columns]
        # In a narrow window the headings take turns on two lines, each then as wide as two
        # columns, rather than shrinking below a readable size or running into each other.
        staggered = any(ctx.text.width(label, "ui_bold", small) > column_w for label in labels)
        label_line = ctx.text.font("ui_bold", small).get_linesize() if staggered else 0
        for index, (label, column) in enumerate(zip(labels, columns, strict=True)):
            room = column_w * 2 if staggered else column_w
            ctx.text.blit(
                surface,
                label,
                "ui_bold",
                ctx.text.fit_px(label, "ui_bold", small, room),
                ctx.theme.ink_muted,
                (self._column_x(rect, column.share), top + label_line * (index % 2)),
                "midtop",
            )
        return place.px(34) + label_line

    def _row_look(
        self,
        rect: pygame.Rect,
        order: list[int],
        rows: list[list[int]],
        details: list[str | None],
        row_h: int,
    ) -> _RowLook:
        ctx, place = self.ctx, self.place
        px = place.font_px("scores", 20)
        pad = place.px(22)
        roomy = row_h >= place.px(int(place.prop("scores", "row_height", 56))) + place.px(8)
        # The names (and the lines under them) end a gap before the widest number of the
        # first column, so "Best word: FRIVOLE (31)" never runs into "142".
        numbers_w = max(ctx.text.width(str(rows[s][0]), "ui", px) for s in order)
        first = self.score_columns()[0].share
        name_room = round(rect.width * first) - numbers_w // 2 - place.px(12) - pad // 2
        name_room -= place.px(28)
        # One size for every seat's line under its name, the size the longest fits at.
        small = self._small_px()
        shown = [text for text in details if text is not None]
        detail_px = min(
            (ctx.text.fit_px(text, "ui", small, name_room) for text in shown), default=small
        )
        return _RowLook(px, detail_px, name_room, roomy)

    def _score_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        line: pygame.Rect,
        seat: int,
        winner: bool,
        values: list[int],
        detail: str | None,
        look: _RowLook,
    ) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        if winner:
            lit = lerp_colour(theme.panel, theme.accent, 0.3)
            pygame.draw.rect(surface, lit, line, border_radius=place.px(8))
        dot = (place.start(line, place.px(14)), line.centery)
        pygame.draw.circle(surface, self.row_colour(seat), dot, place.px(7))
        self._seat_name(surface, line, seat, detail, look)
        columns = self.score_columns()
        for column, value in zip(columns, values, strict=True):
            last = column is columns[-1]
            colour = theme.danger if value < 0 else theme.ink
            ctx.text.blit(
                surface,
                str(value),
                "heavy" if last else "ui",
                round(look.px * (1.15 if last else 1.0)),
                self.winner_total_colour() if last and winner else colour,
                (self._column_x(rect, column.share), line.centery),
                "center",
            )

    def _column_x(self, rect: pygame.Rect, share: float) -> int:
        """A score column's centre: its share of the panel from the edge read first (the
        right in a right-to-left language, so the total stands at the left)."""
        offset = round(rect.width * share)
        return rect.right - offset if self.place.rtl else rect.left + offset

    def winner_total_colour(self) -> tuple[int, int, int]:
        """The winner's total: the primary colour; a game whose red means something else
        (Allegra's doubled scores) gives its own win colour."""
        return self.ctx.theme.primary

    def _seat_name(
        self,
        surface: pygame.Surface,
        line: pygame.Rect,
        seat: int,
        detail: str | None,
        look: _RowLook,
    ) -> None:
        """The seat's rank and name, and the line under it where it fits."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        finals = self.session.game.final_scores()
        # Ordered by the catalog and read as a sentence of the interface's language: an
        # Arabic reader meets the place first, at the right, even beside a Latin name.
        rank = standing_rank(finals, seat)

        def ranked(name: str) -> str:
            return ctx.text.as_in_rtl_sentence(ctx.t("results.ranked", rank=rank, name=name))

        name_px = ctx.text.fit_px(ranked(self.names(seat)), "ui_bold", look.px, look.name_room)
        # A long name at the smallest size ends in "…" before the numbers.
        name = elide(ctx.text, self.names(seat), "ui_bold", name_px, look.name_room, ranked)
        # Only where it fits: a game's own panels say the rest.
        show_detail = (
            look.roomy
            and detail is not None
            and ctx.text.width(detail, "ui", look.detail_px) <= look.name_room
        )
        name_y = line.centery - (place.px(11) if show_detail else 0)
        # Clipped across only, at the numbers: an Arabic name's line is taller than a row of
        # six, and its low letters were cut.
        clip = surface.get_clip()
        room = pygame.Rect(line.left, 0, place.px(28) + look.name_room, surface.get_height())
        surface.set_clip(place.mirror(room, line).clip(clip))
        left, anchor = place.start(line, place.px(28)), place.align("midleft")
        ctx.text.blit(surface, name, "ui_bold", name_px, theme.ink, (left, name_y), anchor)
        if show_detail and detail is not None:
            ctx.text.blit(
                surface,
                detail,
                "ui",
                look.detail_px,
                theme.ink_muted,
                (left, line.centery + place.px(13)),
                anchor,
            )
        surface.set_clip(clip)
