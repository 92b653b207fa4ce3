"""The menu's game cards: one per game with a table, its picture, name and one line.

With one game the menu shows its card large, without a frame (the picture over the game's
name and line, as the menu always looked); with several, a row of framed cards, the chosen
one marked: New game, How to play and Statistics are about the chosen game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.widgets import Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

PICTURE_SHARE = 0.6  # of a framed card's height at most: the rest is the name and the line
PICTURE_ASPECT = 1.5  # the picture's width to its height, at most
TEXT_GAP = 12  # design pixels between the picture and the name
NAME_PX = 34  # design pixels at 1280x720
LINE_PX = 17


def draw_card_text(
    surface: pygame.Surface, ctx: AppContext, game: str, area: pygame.Rect, scale: float
) -> None:
    """The game's name and its line, centred in ``area`` (a framed card's lower part)."""
    spec, theme = ctx.spec(game), ctx.theme
    name = ctx.t(spec.display_key)
    name_px = ctx.text.fit_px(name, "display", round(NAME_PX * scale), area.width)
    ctx.text.blit(surface, name, "display", name_px, theme.ink, area.midtop, "midtop")
    if not spec.tagline_key:
        return
    line = ctx.t(spec.tagline_key)
    line_px = ctx.text.fit_px(line, "italic", round(LINE_PX * scale), area.width)
    top = area.top + round(name_px * 1.25)
    # A narrow card wraps the line rather than letting it run over the edge.
    for row in ctx.text.wrap(line, "italic", line_px, area.width):
        centre = (area.centerx, top)
        ctx.text.blit(surface, row, "italic", line_px, theme.ink_muted, centre, "midtop")
        top += round(line_px * 1.25)


class GameCard(Widget):
    """A framed card on the menu: choosing it makes its game the one the menu is about."""

    def __init__(
        self,
        game: str,
        chosen: Callable[[], str],
        on_choose: Callable[[str], None],
        clock: Callable[[], float],
        scale: float,
    ) -> None:
        super().__init__()
        self.game = game
        self.name = f"game.{game}"
        self._chosen = chosen
        self._on_choose = on_choose
        self._clock = clock
        self.scale = scale
        self._pressed = False

    @property
    def is_chosen(self) -> bool:
        return self._chosen() == self.game

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (Kind.CONFIRM, Kind.SELECT) and self.focused:
            self._on_choose(self.game)
            return True
        if intent.kind == Kind.POINTER_DOWN and self.hit(intent.pos):
            self._pressed = True
            return True
        if intent.kind == Kind.POINTER_UP and self._pressed:
            self._pressed = False
            if self.hit(intent.pos):
                self._on_choose(self.game)
            return True
        return False

    def picture_rect(self) -> pygame.Rect:
        """The picture's area: most of a wide card, and the card's content centred upright."""
        s = self.scale
        inner = self.rect.inflate(-2 * round(14 * s), -2 * round(14 * s))
        height = min(round(inner.height * PICTURE_SHARE), round(inner.width / PICTURE_ASPECT))
        text = round((NAME_PX * 1.25 + LINE_PX * 1.4) * s) + round(TEXT_GAP * s)
        top = max(inner.top, inner.centery - (height + text) // 2)
        return pygame.Rect(inner.left, top, inner.width, height)

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        theme, s = ctx.theme, self.scale
        radius = round(14 * s)
        ctx.art.panel(surface, self.rect, theme, radius)
        if self.is_chosen:
            width = max(2, round(4 * s))
            pygame.draw.rect(surface, theme.accent, self.rect, width, border_radius=radius)
        ui = ctx.game_ui(self.game)
        picture = self.picture_rect()
        if ui is not None:
            clip = surface.get_clip()
            surface.set_clip(self.rect.inflate(-2 * radius // 3, -2 * radius // 3))
            ui.draw_picture(ctx, surface, picture, self._clock())
            surface.set_clip(clip)
        text = pygame.Rect(picture.left, picture.bottom + round(TEXT_GAP * s), picture.width, 0)
        text.height = self.rect.bottom - text.top
        draw_card_text(surface, ctx, self.game, text, s)
        if self.focused:
            self.draw_focus(surface, ctx, self.rect)


def card_rects(area: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` cards side by side in ``area`` (two rows from four games on)."""
    if count <= 0:
        return []
    rows = 1 if count <= 3 else 2
    per_row = -(-count // rows)
    width = (area.width - gap * (per_row - 1)) // per_row
    height = (area.height - gap * (rows - 1)) // rows
    rects = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = area.centerx - (in_row * width + (in_row - 1) * gap) // 2
        rects.append(
            pygame.Rect(
                left + column * (width + gap), area.top + row * (height + gap), width, height
            )
        )
    return rects
