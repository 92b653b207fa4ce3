"""Statistics: games played and won per opponent strength, the best word, the best score."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.cards import CardLook
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.file_notices import show_stats_notice
from rondo_desktop.app.stats import OPPONENT_KINDS, Record
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.app.widgets import Button, Widget, card_rows
from rondo_desktop.games.rondo.engine import DELETE
from rondo_desktop.games.rondo.picture import letter_value

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class StatsScene(PanelScene):
    layout_name = "stats"
    title_key = "stats.title"
    name = "stats"

    def __init__(self, ctx: AppContext) -> None:
        # Read once on entry: the file does not change while the player looks at it.
        self.stats = ctx.stats_store.load()
        super().__init__(ctx)

    def enter(self) -> None:
        show_stats_notice(self.ctx)

    def build(self) -> list[Widget]:
        back = Button(
            self.ctx.t("common.back"), self.back, px=self.place.font_px("back", 22), name="back"
        )
        back.rect = self.place.rect("back")
        return [back]

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        self.draw_panel(surface, "table_panel", ctx.t("stats.by_opponent"))
        area = place.rect("table")
        px = place.font_px("table", 20)
        row_h = place.px(int(place.prop("table", "item_height", 58)))
        gap = place.px(int(place.prop("table", "gap", 8)))
        heads = [
            ctx.t(key)
            for key in ("stats.col.opponent", "stats.col.played", "stats.col.won", "stats.col.rate")
        ]
        rows: list[tuple[str, Record]] = [
            (ctx.t(f"stats.opponent.{kind}"), self.stats.by_opponent[kind])
            for kind in OPPONENT_KINDS
        ]
        rows.append(
            (ctx.t("stats.all_games"), Record(self.stats.games_played, self.stats.games_won))
        )
        head_px, columns = self._columns(area, px, heads, rows)
        for x, head in zip(columns, heads, strict=True):
            ctx.text.blit(
                surface, head, "ui_bold", head_px, theme.ink_muted, (x, area.top), "topleft"
            )
        y = area.top + px * 2
        for index, (label, record) in enumerate(rows):
            row = pygame.Rect(area.left, y, area.width, row_h)
            total = index == len(rows) - 1
            if total:
                pygame.draw.line(
                    surface,
                    theme.panel_edge,
                    (row.left, row.top - gap // 2),
                    (row.right, row.top - gap // 2),
                    max(1, place.px(2)),
                )
            elif index % 2 == 0:
                pygame.draw.rect(
                    surface,
                    lerp_colour(theme.panel, theme.ink, 0.04),
                    row.inflate(place.px(12), 0),
                    border_radius=place.px(8),
                )
            role = "ui_bold" if total else "ui"
            ctx.text.blit(surface, label, role, px, theme.ink, (row.left, row.centery), "midleft")
            for x, value in ((columns[1], record.played), (columns[2], record.won)):
                ctx.text.blit(surface, str(value), role, px, theme.ink, (x, row.centery), "midleft")
            percent_room = ctx.text.width("100 %", "ui_bold", px) + place.px(12)
            bar = pygame.Rect(
                columns[3],
                row.centery - px // 3,
                min(round(row.width * 0.18), row.right - percent_room - columns[3]),
                px * 2 // 3,
            )
            pygame.draw.rect(surface, theme.track, bar, border_radius=bar.height // 2)
            rate = record.won / record.played if record.played else 0.0
            if record.won:  # 0 %: an empty track, not a stub that reads as a few percent
                filled = bar.copy()
                filled.width = max(bar.height, round(bar.width * rate))
                pygame.draw.rect(surface, theme.fill, filled, border_radius=bar.height // 2)
            rate_text = f"{round(rate * 100)} %" if record.played else "–"
            ctx.text.blit(
                surface,
                rate_text,
                role,
                max(MIN_TEXT_PX, px * 9 // 10),
                theme.ink,
                (row.right, row.centery),
                "midright",
            )
            y += row_h + gap

        self._record_card(surface, "best_word", ctx.t("stats.best_word"))
        self._record_card(surface, "best_score", ctx.t("stats.best_score"))
        self._record_card(surface, "totals", ctx.t("stats.win_rate"))

    def _columns(
        self, area: pygame.Rect, px: int, heads: list[str], rows: list[tuple[str, Record]]
    ) -> tuple[int, list[int]]:
        """The heading size and each column's left edge. Columns sit at their usual share of
        the width but move right so that no heading or value touches the one before it
        (German "Gewonnen" ran into "Quote"); in a narrow window the headings shrink."""
        ctx, place = self.ctx, self.place
        space = place.px(16)
        percent = ctx.text.width("100 %", "ui_bold", px) + place.px(12)
        needs = [
            [ctx.text.width(label, "ui_bold", px) for label, _ in rows],
            [ctx.text.width(str(record.played), "ui_bold", px) for _, record in rows],
            [ctx.text.width(str(record.won), "ui_bold", px) for _, record in rows],
            [place.px(40) + percent],  # the rate bar at its least and the percentage
        ]
        # The usual shares first; in a narrow window the columns close up before the
        # headings shrink below the usual size.
        for shares in ((0.0, 0.40, 0.55, 0.70), (0.0, 0.0, 0.0, 0.0)):
            head_px = max(MIN_TEXT_PX, px * 4 // 5)
            while True:
                widths = [
                    max(ctx.text.width(head, "ui_bold", head_px), *values)
                    for head, values in zip(heads, needs, strict=True)
                ]
                columns = [area.left]
                for share, width in zip(shares[1:], widths, strict=False):
                    usual = area.left + round(area.width * share)
                    columns.append(max(usual, columns[-1] + width + space))
                if columns[3] + widths[3] <= area.right:
                    return head_px, columns
                if head_px <= MIN_TEXT_PX:
                    break
                head_px -= 1
        return head_px, columns  # nothing fits: the smallest, closest columns

    def _best_word_looks(self) -> list[CardLook]:
        """The best word's cards as played: jokers and delete cards with the values they had.

        A best word recorded before the cards were (schema 1) shows as letter cards.
        """
        ctx, stats = self.ctx, self.stats
        if not stats.best_word_cards:
            assert stats.best_word is not None
            language = ctx.settings.language
            return [CardLook("letter", c, letter_value(c, language)) for c in stats.best_word]
        looks = []
        for token, value in zip(stats.best_word_cards, stats.best_word_values, strict=True):
            if token == DELETE:
                looks.append(CardLook("delete", "", value, ctx.t("card.delete")))
            elif token.islower():
                looks.append(CardLook("joker", token.upper(), value, ctx.t("card.joker")))
            else:
                looks.append(CardLook("letter", token, value))
        return looks

    def _record_card(self, surface: pygame.Surface, name: str, heading: str) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self.draw_panel(surface, name)
        pad = place.px(20)
        head_rect = ctx.text.blit(
            surface,
            heading,
            "ui_bold",
            place.text_px(17),
            theme.ink_muted,
            (rect.left + pad, rect.top + pad),
            "topleft",
        )
        body = pygame.Rect(
            rect.left + pad,
            rect.top + pad + place.px(28),
            rect.width - pad * 2,
            rect.height - pad * 2 - place.px(28),
        )
        big = place.font_px(name, 40)
        stats = self.stats
        if name == "best_word":
            if not stats.best_word:
                ctx.text.blit(
                    surface,
                    ctx.t("stats.none_yet"),
                    "italic",
                    place.text_px(20),
                    theme.ink_muted,
                    body.midleft,
                    "midleft",
                )
                return
            # The word as a row of small cards, the way it lay in the holder.
            looks = self._best_word_looks()
            points = ctx.t("stats.points", points=stats.best_word_points)
            if stats.best_word_cards:
                value = sum(stats.best_word_values)
                bonus = stats.best_word_points - value
                if bonus:
                    points = ctx.t(
                        "stats.points_bonus",
                        value=value,
                        bonus=bonus,
                        points=stats.best_word_points,
                    )
            # The word written out after the heading (a joker's letter and the cards' order are
            # easy to misread), the points at the end of that line: the cards below get the
            # panel's whole width, one row whenever they can be read that way.
            word = stats.best_word
            word_px = place.text_px(20)
            points_px = place.text_px(20)
            room = rect.right - pad - head_rect.right - pad * 2
            while word_px > MIN_TEXT_PX and (
                ctx.text.width(word, "ui_bold", word_px)
                + ctx.text.width(points, "ui_bold", points_px)
                > room
            ):
                word_px, points_px = word_px - 1, points_px - 1
            ctx.text.blit(
                surface,
                word,
                "ui_bold",
                word_px,
                theme.ink,
                (head_rect.right + pad // 2, head_rect.centery),
                "midleft",
            )
            ctx.text.blit(
                surface,
                points,
                "ui_bold",
                points_px,
                theme.ink,
                (rect.right - pad, head_rect.centery),
                "midright",
            )
            max_height = place.px(int(place.prop(name, "card_height", 110)))
            card_h, spots = card_rows(body, len(looks), max_height, place.px(5))
            for look, spot in zip(looks, spots, strict=True):
                surface.blit(ctx.cards.face(look, card_h, theme), spot)
        elif stats.games_played == 0:
            ctx.text.blit(
                surface,
                ctx.t("stats.none_yet"),
                "italic",
                place.text_px(20),
                theme.ink_muted,
                body.midleft,
                "midleft",
            )
        elif name == "best_score":
            ctx.text.blit(
                surface, str(stats.best_score), "display", big, theme.ink, body.midleft, "midleft"
            )
        else:
            rate = stats.games_won / stats.games_played
            ctx.text.blit(
                surface,
                f"{round(rate * 100)} %",
                "display",
                big,
                theme.ink,
                body.midleft,
                "midleft",
            )
            detail = ctx.t("stats.won_of", won=stats.games_won, played=stats.games_played)
            ctx.text.blit(
                surface, detail, "ui", place.text_px(18), theme.ink_muted, body.midright, "midright"
            )
