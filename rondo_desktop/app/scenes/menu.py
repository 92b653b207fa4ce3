"""The main menu: a fan of cards spelling RONDO and the way into every other scene."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.cards import CardLook
from rondo_desktop.app.scenes.common import PanelScene, draw_title
from rondo_desktop.app.widgets import Button, Widget
from rondo_desktop.games.rondo.engine.cards import load_deck
from rondo_desktop.games.rondo.engine.errors import DeckError

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

TITLE_WORD = "RONDO"


def letter_value(letter: str, language: str) -> int:
    """A card's value in the deck of a language, falling back to the German deck."""
    for lang in (language, "de"):
        try:
            return load_deck(lang).value(letter)
        except (DeckError, KeyError, ValueError):
            continue
    return 0


class MenuScene(PanelScene):
    layout_name = "menu"
    name = "menu"
    hints_key = "hints.menu"

    def __init__(self, ctx: AppContext) -> None:
        self.clock = 0.0
        self.fan: list[tuple[pygame.Surface, pygame.Rect, float]] = []
        super().__init__(ctx)

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        # Local imports: the scenes import each other only when the player moves between them.
        from rondo_desktop.app.scenes.settings import SettingsScene
        from rondo_desktop.app.scenes.stats import StatsScene
        from rondo_desktop.games.rondo.rules import RulesScene

        px = place.font_px("buttons", 24)
        entries: list[tuple[str, str, Callable[[], None]]] = []
        if ctx.has_saved_game():
            entries.append(("continue", "menu.continue", lambda: ctx.hooks.continue_game(ctx)))
        entries += [
            ("new_game", "menu.new_game", self.new_game),
            ("rules", "menu.how_to_play", lambda: ctx.stack.push(RulesScene(ctx), fade=True)),
            ("stats", "menu.statistics", lambda: ctx.stack.push(StatsScene(ctx), fade=True)),
            ("settings", "menu.settings", lambda: ctx.stack.push(SettingsScene(ctx), fade=True)),
            ("quit", "menu.quit", ctx.window.request_quit),
        ]
        area = place.rect("buttons")
        item_h = place.px(int(place.prop("buttons", "item_height", 60)))
        gap = place.px(int(place.prop("buttons", "gap", 14)))
        total = len(entries) * item_h + (len(entries) - 1) * gap
        top = area.centery - total // 2
        widgets: list[Widget] = []
        for index, (name, key, action) in enumerate(entries):
            first = index == 0
            button = Button(
                ctx.t(key),
                action,
                style="primary" if first else "normal",
                px=px,
                name=name,
            )
            button.rect = pygame.Rect(area.left, top + index * (item_h + gap), area.width, item_h)
            widgets.append(button)
        self._build_fan()
        return widgets

    def new_game(self) -> None:
        """The setup; over a saved game, only once the player agrees to put it aside."""
        from rondo_desktop.app.scenes.dialog import ask
        from rondo_desktop.app.scenes.setup import SetupScene

        ctx = self.ctx

        def setup() -> None:
            ctx.stack.push(SetupScene(ctx), fade=True)

        if not ctx.has_saved_game():
            setup()
            return
        ask(
            ctx,
            "menu.replace_save.title",
            "menu.replace_save.body",
            "menu.replace_save.yes",
            "menu.replace_save.no",
            setup,
        )

    def _build_fan(self) -> None:
        """Pre-rotate the title cards once per size, so draw only blits."""
        place, ctx = self.place, self.ctx
        area = place.rect("cards")
        card_h = place.px(int(place.prop("cards", "card_height", 190)))
        self.fan = []
        count = len(TITLE_WORD)
        for index, letter in enumerate(TITLE_WORD):
            look = CardLook("letter", letter, letter_value(letter, ctx.settings.language))
            face = ctx.cards.face(look, card_h, ctx.theme)
            spread = index - (count - 1) / 2
            angle = -spread * 9.0
            rotated = pygame.transform.rotozoom(face, angle, 1.0)
            x = area.centerx + spread * card_h * 0.52
            y = area.centery + card_h * 0.12 + abs(spread) ** 1.6 * card_h * 0.08
            rect = rotated.get_rect(center=(round(x), round(y)))
            self.fan.append((rotated, rect, spread))

    def back(self) -> None:
        pass  # Esc on the main menu does nothing: quitting is one explicit choice away

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        shadow_offset = place.px(8)
        # Right to left, so each card's value in its lower right corner stays visible.
        for index, (face, rect, _spread) in reversed(list(enumerate(self.fan))):
            # A slow breathing wave through the fan: alive, but calm enough to read a menu by.
            bob = round(math.sin(self.clock * 1.4 + index * 0.8) * place.px(4))
            if theme.shadow_alpha:
                ctx.art.drop_shadow(
                    surface,
                    rect.inflate(-rect.width // 5, -rect.height // 6).move(0, bob),
                    place.px(10),
                    theme,
                    lift=shadow_offset,
                )
            surface.blit(face, rect.move(0, bob))
        draw_title(
            surface,
            ctx,
            ctx.t("app.title"),
            place.rect("title"),
            place.font_px("title", 116),
            "center",
        )
        tag = place.rect("tagline")
        ctx.text.blit(
            surface,
            ctx.t("menu.tagline"),
            "italic",
            place.font_px("tagline", 24),
            theme.on_felt_muted,
            tag.center,
            "center",
        )
        if self.focus.widgets:
            pad = place.px(int(place.prop("panel", "padding", 36)))
            first, last = self.focus.widgets[0].rect, self.focus.widgets[-1].rect
            panel = first.union(last).inflate(pad * 2, pad * 2)
            ctx.art.panel(surface, panel, theme, place.px(14))
        version = place.rect("version")
        ctx.text.blit(
            surface,
            ctx.t("menu.version", version=ctx.version),
            "ui",
            place.font_px("version", 15),
            theme.on_felt_muted,
            version.midright,
            "midright",
        )
