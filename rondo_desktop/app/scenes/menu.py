"""The main menu: the games (a card each, drawn by the game) and the way into every scene.

With one game its picture, name and line fill the left of the screen as they always did; with
several, a row of cards lets the player choose the game that New game, How to play and
Statistics are about. Continue resumes the game in progress: the one of any game saved last.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.scenes.common import PanelScene, draw_title
from rondo_desktop.app.scenes.dialog import ask
from rondo_desktop.app.scenes.game_cards import GameCard, card_layout
from rondo_desktop.app.widgets import Button, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

TITLE_SHARE = 0.24
# Design pixels the buttons may take at most (eight a little under their designed size):
# with more entries they come closer and smaller, so the panel keeps clear of the window's
# edges and of the key hints below it (an Arabic hint line is the taller).
MAX_BUTTONS_HEIGHT = 550  # of the games' area, for the app's title above several cards


def continue_label(ctx: AppContext, game: str | None) -> str:
    """What the menu's Continue button reads for ``game``'s saved game ("Continue", or with
    several games "Continue Allegra"): the notices that name the button quote it exactly."""
    if game is None or len(ctx.playable_games()) <= 1:
        return ctx.t("menu.continue")
    return ctx.t("menu.continue_game", game=ctx.t(ctx.spec(game).display_key))


class MenuScene(PanelScene):
    layout_name = "menu"
    name = "menu"
    hints_key = "hints.menu"

    def __init__(self, ctx: AppContext) -> None:
        self.clock = 0.0
        self.games = ctx.playable_games()
        self.saved = ctx.saved_game()
        # The game the menu is about: the one last chosen or played, else the one in
        # progress, else the first.
        last = ctx.chosen_game if ctx.chosen_game in self.games else None
        self.chosen = last or self.saved or next(iter(self.games), "")
        super().__init__(ctx)

    def hints(self) -> str:
        # With several games, the arrows that move between their cards are worth a word.
        return self.ctx.t("hints.menu_games" if len(self.games) > 1 else self.hints_key)

    # -- widgets -----------------------------------------------------------------------------

    def entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        ctx, saved = self.ctx, self.saved
        entries: list[tuple[str, str, Callable[[], None]]] = []
        if saved is not None:
            label = continue_label(ctx, saved)
            entries.append(("continue", label, lambda: ctx.hooks.continue_game(ctx, game=saved)))
        if self.games:
            entries += [
                ("new_game", ctx.t("menu.new_game"), self.new_game),
                ("rules", ctx.t("menu.how_to_play"), lambda: self.open("rules")),
                ("stats", ctx.t("menu.statistics"), lambda: self.open("stats")),
            ]
        if ctx.recent_games():
            entries.append(("recent", ctx.t("menu.recent"), lambda: ctx.navigator.open("recent")))
        if any(ctx.spec(game).observation_to_json is not None for game in self.games):
            entries += [
                ("host", ctx.t("menu.host"), lambda: ctx.navigator.open("host", game=self.chosen)),
                ("join", ctx.t("menu.join"), lambda: ctx.navigator.open("join")),
            ]
        entries += [
            ("settings", ctx.t("menu.settings"), lambda: ctx.navigator.open("settings")),
            ("quit", ctx.t("menu.quit"), ctx.window.request_quit),
        ]
        return entries

    def open(self, scene: str) -> None:
        self.ctx.navigator.open(scene, game=self.chosen)

    def build(self) -> list[Widget]:
        place = self.place
        px = place.font_px("buttons", 24)
        entries = self.entries()
        area = place.rect("buttons")
        item_h = place.px(int(place.prop("buttons", "item_height", 60)))
        gap = place.px(int(place.prop("buttons", "gap", 14)))
        total = len(entries) * item_h + (len(entries) - 1) * gap
        if total > place.px(MAX_BUTTONS_HEIGHT):  # many entries: closer, never off the window
            shrink = place.px(MAX_BUTTONS_HEIGHT) / total
            item_h, gap = round(item_h * shrink), round(gap * shrink)
            total = len(entries) * item_h + (len(entries) - 1) * gap
        top = area.centery - total // 2
        widgets: list[Widget] = []
        for index, (name, text, action) in enumerate(entries):
            style = "primary" if index == 0 else "normal"
            button = Button(text, action, style=style, px=px, name=name)
            button.rect = pygame.Rect(area.left, top + index * (item_h + gap), area.width, item_h)
            widgets.append(button)
        return widgets + self._cards()

    def _cards(self) -> list[Widget]:
        """Framed cards, one per game, when there is a choice to make."""
        if len(self.games) < 2:
            return []
        place = self.place
        area = self.games_area()
        cards_area = area.copy()
        cards_area.top += round(area.height * TITLE_SHARE)
        cards_area.height = area.bottom - cards_area.top
        cards: list[Widget] = []
        rects, wide = card_layout(cards_area, len(self.games), place.px(20), place.scale)
        for game, rect in zip(self.games, rects, strict=True):
            card = GameCard(
                game, lambda: self.chosen, self.choose, lambda: self.clock, place.scale, wide
            )
            card.rect = rect
            cards.append(card)
        return cards

    def games_area(self) -> pygame.Rect:
        place = self.place
        return place.rect("cards").union(place.rect("title")).union(place.rect("tagline"))

    def choose(self, game: str) -> None:
        self.chosen = self.ctx.chosen_game = game

    def new_game(self) -> None:
        """The chosen game's setup; over its saved game, only once the player agrees to put
        that aside."""
        ctx, game = self.ctx, self.chosen

        def setup() -> None:
            ctx.navigator.open("setup", game=game)

        if not ctx.has_saved_game(game):
            setup()
            return
        ask(
            ctx,
            "menu.replace_save.title",
            "menu.replace_save.body",
            "menu.replace_save.yes",
            "menu.replace_save.no",
            setup,
            button=continue_label(ctx, game),
        )

    def back(self) -> None:
        pass  # Esc on the main menu does nothing: quitting is one explicit choice away

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    # -- drawing -----------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        if len(self.games) == 1:
            self._draw_one_game(surface, self.games[0])
        else:
            area = self.games_area()
            title = pygame.Rect(area.left, area.top, area.width, round(area.height * TITLE_SHARE))
            px = place.font_px("title", 116) * 2 // 3
            draw_title(surface, ctx, ctx.t("app.title"), title, px, "center")
        buttons = [w for w in self.focus.widgets if isinstance(w, Button)]
        if buttons:
            pad = place.px(int(place.prop("panel", "padding", 36)))
            panel = buttons[0].rect.union(buttons[-1].rect).inflate(pad * 2, pad * 2)
            ctx.art.panel(surface, panel, theme, place.px(14))
        version = place.rect("version")
        ctx.text.blit(
            surface,
            ctx.t("menu.version", version=ctx.version),
            "ui",
            place.font_px("version", 15),
            theme.on_felt_muted,
            (place.end(version), version.centery),
            place.align("midright"),
        )

    def _draw_one_game(self, surface: pygame.Surface, game: str) -> None:
        """The one game's card, large and unframed: its picture, name and line."""
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        spec = ctx.spec(game)
        ui = ctx.game_ui(game)
        if ui is not None:
            ui.draw_picture(ctx, surface, place.rect("cards"), self.clock)
        name = ctx.t(spec.display_key)
        draw_title(surface, ctx, name, place.rect("title"), place.font_px("title", 116), "center")
        if spec.tagline_key:
            ctx.text.blit(
                surface,
                ctx.t(spec.tagline_key),
                "italic",
                place.font_px("tagline", 24),
                theme.on_felt_muted,
                place.rect("tagline").center,
                "center",
            )
