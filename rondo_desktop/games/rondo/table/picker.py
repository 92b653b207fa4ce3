"""The joker's letter: a small overlay of letter buttons (or type the letter)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.scene import Scene
from rondo_desktop.app.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.games.rondo.table.staging import HandTable
    from rondo_desktop.games.rondo.table.view import HandCard

COLUMNS = 9


class LetterPicker(Scene):
    overlay = True
    modal = True
    name = "letter_picker"

    def __init__(self, ctx: AppContext, table: HandTable, letters: str, card: HandCard) -> None:
        super().__init__(ctx)
        self.table = table
        self.letters = letters
        self.card = card
        self.focus = FocusGroup()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.done = False

    def relayout(self, size: tuple[int, int]) -> None:
        place = self.table.place
        key = place.px(52)
        gap = place.px(8)
        rows = (len(self.letters) + COLUMNS - 1) // COLUMNS
        width = COLUMNS * key + (COLUMNS - 1) * gap + place.px(48)
        height = rows * key + (rows - 1) * gap + place.px(150)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = place.rect("holder").center
        buttons: list[Button] = []
        for index, letter in enumerate(self.letters):
            row, column = divmod(index, COLUMNS)
            button = Button(letter, partial(self.choose, letter), px=place.px(24), name=letter)
            button.rect = pygame.Rect(
                self.panel.left + place.px(24) + column * (key + gap),
                self.panel.top + place.px(70) + row * (key + gap),
                key,
                key,
            )
            buttons.append(button)
        cancel = Button(
            self.ctx.t("table.joker.cancel"),
            lambda: self.choose(None),
            px=place.px(18),
            name="cancel",
        )
        cancel.rect = pygame.Rect(0, 0, place.px(180), place.px(40))
        cancel.rect.midbottom = (self.panel.centerx, self.panel.bottom - place.px(16))
        self.focus = FocusGroup([*buttons, cancel])

    def choose(self, letter: str | None) -> None:
        if self.done:
            return
        self.done = True
        self.ctx.stack.pop()
        self.table.joker_chosen(self.card, letter)

    def handle(self, intent: Intent) -> bool:
        if intent.kind == Kind.BACK:
            self.choose(None)
        elif intent.kind == Kind.TEXT:
            letter = intent.text.strip().upper()[:1]
            if letter and letter in self.letters:
                self.choose(letter)
        else:
            self.focus.handle(intent)
        return True

    def update(self, dt: float) -> None:
        # The sand keeps falling while the player picks a letter.
        self.table.update(dt)
        if not self.table.session.can_act:
            self.choose(None)
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, place = self.ctx, self.ctx.theme, self.table.place
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))
        ctx.art.panel(surface, self.panel, theme, place.px(16))
        ctx.text.blit(
            surface,
            ctx.t("table.joker.title"),
            "display",
            place.px(28),
            theme.ink,
            (self.panel.centerx, self.panel.top + place.px(36)),
            "center",
        )
        self.focus.draw(surface, ctx)
