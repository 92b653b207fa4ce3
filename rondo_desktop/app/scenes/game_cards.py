"""The menu's game cards: one per game with a table, its picture, name and one line.

With one game the menu shows its card large, without a frame (the picture over the game's
name and line, as the menu always looked); with several, framed cards side by side (or, where
that shows larger pictures, one above the other), the chosen one marked: New game, How to
play and Statistics are about the chosen game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_rect
from rondo_desktop.app.text import MIN_TEXT_PX
from rondo_desktop.app.widgets import Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

PICTURE_SHARE = 0.6  # of a framed card's height at most: the rest is the name and the line
PICTURE_ASPECT = 1.5  # the picture's width to its height, at most
WIDE_PICTURE_SHARE = 0.45  # of a wide card's width: the rest is the name and the line
CARD_PAD = 14  # design pixels inside a card's edge
WIDE_BIAS = 1.15
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
    # Never below the smallest readable size, however small the window.
    line_px = ctx.text.fit_px(line, "italic", max(MIN_TEXT_PX, round(LINE_PX * scale)), area.width)
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
        wide: bool = False,
    ) -> None:
        super().__init__()
        self.game = game
        self.name = f"game.{game}"
        self._chosen = chosen
        self._on_choose = on_choose
        self._clock = clock
        self.scale = scale
        self.wide = wide  # picture left, text right (a narrow window's column of cards)
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
        """The picture's area, with the name and line beside it (wide) or below (upright),
        the whole centred in the card; a wide card mirrored has its picture at the right."""
        return mirror_rect(self._picture_rect(), self.rect, self.rtl)

    def _picture_rect(self) -> pygame.Rect:
        s = self.scale
        inner = inner_rect(self.rect, s)
        text_h = round((NAME_PX * 1.25 + LINE_PX * 2.6) * s)
        if self.wide:
            height = wide_picture_height(inner)
            width = round(height * PICTURE_ASPECT)
            return pygame.Rect(inner.left, inner.centery - height // 2, width, height)
        height = upright_picture_height(inner)
        top = max(inner.top, inner.centery - (height + round(TEXT_GAP * s) + text_h) // 2)
        return pygame.Rect(inner.left, top, inner.width, height)

    def text_rect(self, picture: pygame.Rect) -> pygame.Rect:
        s = self.scale
        gap = round(TEXT_GAP * s)
        if self.wide:
            inner = inner_rect(self.rect, s)
            top = inner.centery - round((NAME_PX * 1.25 + LINE_PX * 1.3) * s) // 2
            beside = pygame.Rect(picture.right + gap, top, inner.right - picture.right - gap, 0)
            if self.rtl:  # the picture at the right: the words in the room left of it
                beside = pygame.Rect(inner.left, top, picture.left - gap - inner.left, 0)
            return beside
        return pygame.Rect(picture.left, picture.bottom + gap, picture.width, 0)

    def draw(self, surface: pygame.Surface, ctx: AppContext) -> None:
        theme, s = ctx.theme, self.scale
        radius = round(14 * s)
        ctx.art.panel(surface, self.rect, theme, radius)
        if self.hovered and not self.is_chosen:
            self._draw_hover(surface, ctx, radius)
        if self.is_chosen:
            width = max(3, round(5 * s))
            pygame.draw.rect(surface, theme.accent, self.rect, width, border_radius=radius)
        ui = ctx.game_ui(self.game)
        picture = self.picture_rect()
        if ui is not None:
            clip = surface.get_clip()
            surface.set_clip(self.rect.inflate(-2 * radius // 3, -2 * radius // 3))
            ui.draw_picture(ctx, surface, picture, self._clock())
            surface.set_clip(clip)
        draw_card_text(surface, ctx, self.game, self.text_rect(picture), s)
        if self.is_chosen:
            self._draw_tick(surface, ctx)
        # The pointer over a card moves the focus there too: the ring is for the keys only,
        # or a card under the mouse would look chosen.
        if self.focused and not self.hovered:
            self.draw_focus(surface, ctx, self.rect, radius)

    def _draw_hover(self, surface: pygame.Surface, ctx: AppContext, radius: int) -> None:
        """The pointer's lighter cue: the card a shade lighter with a thin quiet edge, no
        gold (gold says chosen)."""
        theme = ctx.theme
        tint = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tint, (255, 255, 255, 40), tint.get_rect(), border_radius=radius)
        surface.blit(tint, self.rect)
        width = max(1, round(2 * self.scale))
        pygame.draw.rect(surface, theme.ink_muted, self.rect, width, border_radius=radius)

    def _draw_tick(self, surface: pygame.Surface, ctx: AppContext) -> None:
        """The chosen card's badge: a gold disc with a tick in its top corner."""
        theme, s = ctx.theme, self.scale
        r = max(8, round(15 * s))
        pad = round(CARD_PAD * s) + r // 2
        cx, cy = self.rect.right - pad - r // 2, self.rect.top + pad + r // 2
        if self.rtl:  # in the card's other top corner, away from the picture
            cx = self.rect.left + pad + r // 2
        pygame.draw.circle(surface, theme.accent, (cx, cy), r)
        pygame.draw.circle(surface, theme.wood, (cx, cy), r, max(1, round(2 * s)))
        tick = [(cx - r // 2, cy), (cx - r // 8, cy + r * 2 // 5), (cx + r // 2, cy - r * 2 // 5)]
        pygame.draw.lines(surface, theme.wood, False, tick, max(2, round(3 * s)))


def inner_rect(rect: pygame.Rect, scale: float) -> pygame.Rect:
    pad = round(CARD_PAD * scale)
    return rect.inflate(-2 * pad, -2 * pad)


def upright_picture_height(inner: pygame.Rect) -> int:
    return min(round(inner.height * PICTURE_SHARE), round(inner.width / PICTURE_ASPECT))


def wide_picture_height(inner: pygame.Rect) -> int:
    return min(inner.height, round(inner.width * WIDE_PICTURE_SHARE / PICTURE_ASPECT))


def _grid(area: pygame.Rect, count: int, gap: int, rows: int) -> list[pygame.Rect]:
    per_row = -(-count // rows)
    width = (area.width - gap * (per_row - 1)) // per_row
    height = (area.height - gap * (rows - 1)) // rows
    rects = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        left = area.centerx - (in_row * width + (in_row - 1) * gap) // 2
        top = area.top + row * (height + gap)
        rects.append(pygame.Rect(left + column * (width + gap), top, width, height))
    return rects


def card_layout(
    area: pygame.Rect, count: int, gap: int, scale: float
) -> tuple[list[pygame.Rect], bool]:
    """``count`` cards in ``area`` and whether they are wide: upright side by side (two rows
    from four games on) or wide one above the other, whichever shows the larger pictures
    (three or more: wide unless upright ones are clearly larger)."""
    if count <= 0:
        return [], False
    upright = _grid(area, count, gap, 1 if count <= 3 else 2)
    wide = _grid(area, count, gap, count)
    upright_px = upright_picture_height(inner_rect(upright[0], scale))
    wide_px = wide_picture_height(inner_rect(wide[0], scale))
    # Three upright cards or more are slender columns: wide ones read better at a like size.
    bias = WIDE_BIAS if count >= 3 else 1.0
    return (wide, True) if wide_px * bias > upright_px else (upright, False)
