"""Statistics: each game's own, as its spec describes them (see :mod:`rondo_desktop.games.stats`).

For Rondo: games played and won per opponent strength, the best word as its cards, the best
score and the games won. With several games registered a tab above the panels picks the game.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from rondo_desktop import games
from rondo_desktop.app.cards import CardLook
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.scenes.file_notices import show_stats_notice
from rondo_desktop.app.scenes.opponent_table import draw_opponent_table
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.app.widgets import Button, Widget, card_rows
from rondo_desktop.games.stats import (
    Breakdown,
    Face,
    Figure,
    Panel,
    Rate,
    Record,
    StatsView,
    Word,
)

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class StatsScene(PanelScene):
    layout_name = "stats"
    title_key = "stats.title"
    name = "stats"

    def __init__(
        self, ctx: AppContext, registry: games.GameRegistry | None = None, game: str = ""
    ) -> None:
        registry = registry or ctx.games
        # The games a player can sit down to (a game without a table has no statistics yet).
        self.games = tuple(name for name in registry.names() if registry.get(name).ui is not None)
        # The game shown first: the one asked for, else the store's (the last one played).
        self.game = game if game in self.games else ctx.stats_store.game
        if self.game not in self.games:
            self.game = self.games[0]
        self.display_keys = {name: registry.get(name).display_key for name in self.games}
        # Read once on entry: the file does not change while the player looks at it.
        self.sections = self._load(ctx, registry, self.games)
        self._views: dict[tuple[str, str], StatsView] = {}
        super().__init__(ctx)

    @staticmethod
    def _load(
        ctx: AppContext, registry: games.GameRegistry, shown: tuple[str, ...]
    ) -> dict[str, tuple[Any, Any]]:
        """Each game's section and keeper; the app's store first, so that its notice tells
        what became of a bad file."""
        main = ctx.stats_store
        names = sorted(shown, key=lambda name: name != main.game)
        sections = {}
        for name in names:
            keeper = registry.get(name).stats_keeper()
            store = main if name == main.game else main.for_game(name, keeper)
            sections[name] = (store.load(), store.section_keeper)
        return sections

    @property
    def stats(self) -> Any:
        """The shown game's statistics, as its keeper read them."""
        return self.sections[self.game][0]

    @property
    def view(self) -> StatsView:
        """What the shown game's keeper says to show (worked out once per game and language)."""
        key = (self.game, self.ctx.settings.language)
        if key not in self._views:
            section, keeper = self.sections[self.game]
            self._views[key] = keeper.view(section, self.ctx.settings.language)
        return self._views[key]

    def enter(self) -> None:
        show_stats_notice(self.ctx)

    def show_game(self, game: str) -> None:
        self.game = game
        self.rebuild(f"game:{game}")

    def build(self) -> list[Widget]:
        back = Button(
            self.ctx.t("common.back"), self.back, px=self.place.font_px("back", 22), name="back"
        )
        back.rect = self.place.rect("back")
        return [back, *self._tabs()]

    def _tabs(self) -> list[Widget]:
        """One tab per game, right-aligned in the title's row; none for a single game."""
        if len(self.games) < 2 or "game_tabs" not in self.place:
            return []
        area = self.place.rect("game_tabs")
        px = self.place.font_px("game_tabs", 20)
        gap = self.place.px(10)
        tabs: list[Widget] = []
        right = area.right
        for name in reversed(self.games):
            label = self.ctx.t(self.display_keys[name])
            width = self.ctx.text.width(label, "ui_bold", px) + self.place.px(40)
            style = "primary" if name == self.game else "normal"
            tab = Button(label, functools.partial(self.show_game, name), style, px, f"game:{name}")
            # Mirrored: against the row's left end, the first game at the right.
            tab.rect = self.place.mirror(
                pygame.Rect(right - width, area.top, width, area.height), area
            )
            right -= width + gap
            tabs.append(tab)
        return tabs[::-1]

    def draw_content(self, surface: pygame.Surface) -> None:
        view = self.view
        self._draw_table(surface, [(self.ctx.t(r.label_key), r.record) for r in view.rows])
        for panel in view.panels:
            if panel.slot in self.place:
                self._record_card(surface, panel)

    def _draw_table(self, surface: pygame.Surface, rows: list[tuple[str, Record]]) -> None:
        self.draw_panel(surface, "table_panel", self.ctx.t("stats.by_opponent"))
        draw_opponent_table(surface, self.ctx, self.place, rows)

    def _looks(self, faces: tuple[Face, ...]) -> list[CardLook]:
        """The cards as the painter draws them: jokers and delete cards with their labels."""
        labels = {"delete": self.ctx.t("card.delete"), "joker": self.ctx.t("card.joker")}
        return [CardLook(f.kind, f.letter, f.value, labels.get(f.kind, "")) for f in faces]

    def _record_card(self, surface: pygame.Surface, panel: Panel) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        name = panel.slot
        rect = self.draw_panel(surface, name)
        pad = place.px(20)
        head_rect = ctx.text.blit(
            surface,
            ctx.t(panel.heading_key),
            "ui_bold",
            place.text_px(17),
            theme.ink_muted,
            (place.start(rect, pad), rect.top + pad),
            place.align("topleft"),
        )
        body = pygame.Rect(
            rect.left + pad,
            rect.top + pad + place.px(28),
            rect.width - pad * 2,
            rect.height - pad * 2 - place.px(28),
        )
        big = place.font_px(name, 40)
        # Right to left the figure stands at the right and its detail at the left.
        first = ((place.start(body), body.centery), place.align("midleft"))
        last = ((place.end(body), body.centery), place.align("midright"))
        match panel.body:
            case None:
                ctx.text.blit(
                    surface,
                    ctx.t("stats.none_yet"),
                    "italic",
                    place.text_px(20),
                    theme.ink_muted,
                    *first,
                )
            case Word() as word:
                self._word(surface, rect, head_rect, body, word, name)
            case Breakdown() as breakdown:
                self._breakdown(surface, body, breakdown, big)
            case Figure(text):
                ctx.text.blit(surface, text, "display", big, theme.ink, *first)
            case Rate(won, played):
                ctx.text.blit(
                    surface,
                    ctx.t("common.percent", n=round(won / played * 100)),
                    "display",
                    big,
                    theme.ink,
                    *first,
                )
                detail = ctx.t("stats.won_of", won=won, played=played)
                ctx.text.blit(
                    surface,
                    detail,
                    "ui",
                    place.text_px(18),
                    theme.ink_muted,
                    *last,
                )

    def _breakdown(
        self, surface: pygame.Surface, body: pygame.Rect, breakdown: Breakdown, big: int
    ) -> None:
        """The figure large where a line starts, then each part as a column: its number over
        its label, the columns sharing the rest of the panel's width in reading order (from
        the right, each column against its right edge, when mirrored)."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        # The columns are worked out left to right, then each is mirrored inside the body.
        left = body.left
        if breakdown.figure is not None:
            rect = ctx.text.blit(
                surface,
                breakdown.figure,
                "display",
                big,
                theme.ink,
                (place.start(body), body.centery),
                place.align("midleft"),
            )
            left = body.left + rect.width + place.px(28)
        parts = breakdown.parts
        if not parts:
            return
        value_px = place.text_px(26)
        labels = [ctx.t(key) for key, _ in parts]
        # Each column as wide as its label or number, the room left shared out between
        # them; the labels shrink only when even that does not fit ("Ronda, Tringa").
        room, space = body.right - left, place.px(16)
        label_px = place.text_px(16)
        while True:
            widths = [
                max(
                    ctx.text.width(label, "ui", label_px),
                    ctx.text.width(_number(n), "ui_bold", value_px),
                )
                for label, (_, n) in zip(labels, parts, strict=True)
            ]
            if sum(widths) + space * (len(parts) - 1) <= room or label_px <= MIN_TEXT_PX:
                break
            label_px -= 1
        extra = max(space, (room - sum(widths)) // len(parts))
        # The pair of lines centred in the panel's body (a low panel would otherwise push
        # the numbers up into its heading).
        top = body.centery - (value_px + place.px(4) + label_px) // 2
        below = top + value_px + place.px(4)
        corner = place.align("topleft")
        x = left
        for label, (_, number), width in zip(labels, parts, widths, strict=True):
            edge = place.start(place.mirror(pygame.Rect(x, top, width, value_px), body))
            ctx.text.blit(
                surface, _number(number), "ui_bold", value_px, theme.ink, (edge, top), corner
            )
            ctx.text.blit(surface, label, "ui", label_px, theme.ink_muted, (edge, below), corner)
            x += width + extra

    def _word(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        head_rect: pygame.Rect,
        body: pygame.Rect,
        word: Word,
        name: str,
    ) -> None:
        """A word as a row of small cards, the way it lay, with its points after the heading."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        pad = place.px(20)
        points = ctx.t("stats.points", points=word.points)
        if word.value is not None and word.points != word.value:
            bonus = word.points - word.value
            points = ctx.t("stats.points_bonus", value=word.value, bonus=bonus, points=word.points)
        # The word written out after the heading (a joker's letter and the cards' order are
        # easy to misread), the points at the end of that line: the cards below get the
        # panel's whole width, one row whenever they can be read that way.
        word_px = place.text_px(20)
        points_px = place.text_px(20)
        # Mirrored, the heading stands at the right: the word follows it to its left and the
        # points end the line at the panel's left (the word's letters still read left to right).
        after_head = place.end(head_rect)
        room = abs(place.end(rect, pad) - after_head) - pad * 2
        while word_px > MIN_TEXT_PX and (
            ctx.text.width(word.word, "ui_bold", word_px)
            + ctx.text.width(points, "ui_bold", points_px)
            > room
        ):
            word_px, points_px = word_px - 1, points_px - 1
        ctx.text.blit(
            surface,
            word.word,
            "ui_bold",
            word_px,
            theme.ink,
            (after_head + (-(pad // 2) if place.rtl else pad // 2), head_rect.centery),
            place.align("midleft"),
        )
        ctx.text.blit(
            surface,
            points,
            "ui_bold",
            points_px,
            theme.ink,
            (place.end(rect, pad), head_rect.centery),
            place.align("midright"),
        )
        looks = self._looks(word.faces)
        max_height = place.px(int(place.prop(name, "card_height", 110)))
        card_h, spots = card_rows(body, len(looks), max_height, place.px(5))
        for look, spot in zip(looks, spots, strict=True):
            surface.blit(ctx.cards.face(look, card_h, theme), spot)


def _number(number: int) -> str:
    """A breakdown's number as the screen writes numbers: a true minus sign (Allegra's −1)."""
    return f"\N{MINUS SIGN}{-number}" if number < 0 else str(number)
