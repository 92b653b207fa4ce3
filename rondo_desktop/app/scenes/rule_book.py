"""How to play, for any game: a rule book of pages, each a title, a text and a picture.

The host keeps what every game's rule book shares: turning the pages (buttons, arrows, the
wheel, a short slide), the page dots, the text that shrinks rather than clips, and the plumbing
of the pictures (a card with its shadow, a caption, a crown). A game gives its page keys (texts
``<text_prefix>.<key>.title`` and ``.body`` in the catalogs) and a ``RulePictures`` that draws
each page's picture from the real card art.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.art import lerp_colour
from rondo_desktop.app.intents import Intent, Kind
from rondo_desktop.app.layout import mirror_x
from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.widgets import Button, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.cards import CardLook
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.layout import Placement

SLIDE_SECONDS = 0.22


class RulePictures:
    """Draws a rule book's pictures; a game's subclass draws one per page in ``draw``."""

    def __init__(self, ctx: AppContext, place: Placement) -> None:
        self.ctx = ctx
        self.place = place

    def draw(self, key: str, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Draw page ``key``'s picture inside ``area``."""
        raise NotImplementedError

    def caption(
        self,
        surface: pygame.Surface,
        text: str,
        centre: tuple[int, int],
        px: int | None = None,
        colour: tuple[int, int, int] | None = None,
    ) -> None:
        ctx = self.ctx
        px = px or self.place.text_px(16)
        ctx.text.blit(surface, text, "ui_bold", px, colour or ctx.theme.ink_muted, centre, "center")

    def card(
        self,
        surface: pygame.Surface,
        look: CardLook,
        height: int,
        centre: tuple[int, int],
        angle: float = 0.0,
    ) -> pygame.Rect:
        """A card as the table draws it, lying on the page with its shadow."""
        face = self.ctx.cards.face(look, height, self.ctx.theme)
        if angle:
            face = pygame.transform.rotozoom(face, angle, 1.0)
        rect = face.get_rect(center=centre)
        self.ctx.art.drop_shadow(
            surface,
            rect.inflate(-4, -4),
            max(3, height // 14),
            self.ctx.theme,
            lift=max(2, height // 30),
        )
        surface.blit(face, rect)
        return rect

    def crown(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """A small crown: the one that wins."""
        s = self.place.px(18)
        x, y = centre
        points = [
            (x - s, y + s // 2),
            (x - s, y - s // 2),
            (x - s // 2, y),
            (x, y - s),
            (x + s // 2, y),
            (x + s, y - s // 2),
            (x + s, y + s // 2),
        ]
        pygame.draw.polygon(surface, self.ctx.theme.accent, points)
        pygame.draw.polygon(surface, self.ctx.theme.wood, points, max(1, s // 8))
        for px, py in points[1::2]:
            pygame.draw.circle(surface, self.ctx.theme.accent, (px, py), max(2, s // 6))


class RuleBookScene(PanelScene):
    """The pages of a game's rule book; a game's subclass sets ``pages`` and ``pictures``."""

    layout_name = "rules"
    title_key = "rules.title"
    name = "rules"
    hints_key = "hints.rules"
    pages: tuple[str, ...] = ()
    text_prefix = "rules"

    def __init__(self, ctx: AppContext, page: int = 0) -> None:
        self.page = page
        self.slide = 0.0  # seconds left of the page slide-in
        self.direction = 1
        super().__init__(ctx)

    def pictures(self) -> RulePictures:
        """The game's painter of this rule book's pictures, for the current placement."""
        raise NotImplementedError

    def hints(self) -> str:
        page = self.ctx.t("rules.page_of", page=self.page + 1, pages=len(self.pages))
        return f"{page}  ·  {self.ctx.t(self.hints_key)}"

    def build(self) -> list[Widget]:
        ctx, place = self.ctx, self.place
        prev = Button(
            ctx.t("rules.prev"),
            lambda: self.turn_page(-1),
            px=place.font_px("prev", 22),
            name="prev",
        )
        prev.rect = place.rect("prev")
        prev.enabled = self.page > 0
        last = self.page == len(self.pages) - 1
        nxt = Button(
            ctx.t("rules.done" if last else "rules.next"),
            self.back if last else (lambda: self.turn_page(1)),
            style="primary",
            px=place.font_px("next", 22),
            name="next",
        )
        nxt.rect = place.rect("next")
        close = Button(ctx.t("common.back"), self.back, px=place.font_px("close", 20), name="close")
        close.rect = place.rect("close")
        return [nxt, prev, close]

    def turn_page(self, delta: int) -> None:
        page = max(0, min(len(self.pages) - 1, self.page + delta))
        if page != self.page:
            self.direction = 1 if page > self.page else -1
            self.page = page
            self.slide = SLIDE_SECONDS / self.ctx.settings.animation_speed
            self.rebuild("next" if delta > 0 or page == 0 else "prev")

    def handle(self, intent: Intent) -> bool:
        # A mirrored book is read from the right: Next is at the left, and so is its arrow key.
        onward, backward = (Kind.LEFT, Kind.RIGHT) if self.place.rtl else (Kind.RIGHT, Kind.LEFT)
        if intent.kind in (onward, Kind.PAGE_DOWN):
            self.turn_page(1)
            return True
        if intent.kind in (backward, Kind.PAGE_UP):
            self.turn_page(-1)
            return True
        if intent.kind == Kind.SCROLL:
            self.turn_page(-1 if intent.amount > 0 else 1)
            return True
        return super().handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.slide = max(0.0, self.slide - dt)

    # -- drawing ---------------------------------------------------------------------------

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface, "page_panel")
        shift = self._slide_shift()
        key = self.pages[self.page]
        self._draw_page_title(surface, key, shift)
        self._draw_page_body(surface, key, shift)
        picture = self.place.rect("picture").move(shift, 0)
        theme = self.ctx.theme
        pygame.draw.rect(
            surface,
            lerp_colour(theme.panel, theme.felt, 0.08),
            picture,
            border_radius=self.place.px(12),
        )
        inset = -self.place.px(24)
        self.pictures().draw(key, surface, picture.inflate(inset, inset))
        self._draw_dots(surface)

    def _slide_shift(self) -> int:
        """How far the page still lies to the side while it slides in (ease-out)."""
        duration = SLIDE_SECONDS / self.ctx.settings.animation_speed
        t = 1 - (self.slide / duration if duration else 0)
        side = -self.direction if self.place.rtl else self.direction  # comes in from the left
        return round((1 - (1 - (1 - t) ** 3) if t < 1 else 0) * self.place.px(40) * side)

    def _draw_page_title(self, surface: pygame.Surface, key: str, shift: int) -> None:
        ctx, place = self.ctx, self.place
        title = ctx.t(f"{self.text_prefix}.{key}.title")
        title_rect = place.rect("page_title").move(shift, 0)
        px = ctx.text.fit_px(title, "display", place.font_px("page_title", 34), title_rect.width)
        at = (place.start(title_rect), title_rect.centery)
        ctx.text.blit(surface, title, "display", px, ctx.theme.ink, at, place.align("midleft"))

    def _draw_page_body(self, surface: pygame.Surface, key: str, shift: int) -> None:
        ctx, place = self.ctx, self.place
        body = place.rect("body").move(shift, 0)
        text = ctx.t(f"{self.text_prefix}.{key}.body")
        spacing = float(place.prop("body", "line_spacing", 1.3))
        px = place.font_px("body", 19)
        # Shrink rather than clip: German runs longer than English.
        while (
            px > 10 and ctx.text.wrapped_height(text, "ui", px, body.width, spacing) > body.height
        ):
            px -= 1
        ctx.text.blit_wrapped(surface, text, "ui", px, ctx.theme.ink, body, spacing)

    def _draw_dots(self, surface: pygame.Surface) -> None:
        place, theme = self.place, self.ctx.theme
        dots = place.rect("dots")
        radius = place.px(6)
        step = place.px(26)
        count = len(self.pages)
        left = dots.centerx - step * (count - 1) // 2
        for index in range(count):
            x = left + index * step  # the first page's dot at the right, mirrored
            centre = (round(mirror_x(x, dots)) if place.rtl else x, dots.centery)
            if index == self.page:
                pygame.draw.circle(surface, theme.accent, centre, radius + place.px(2))
            else:
                pygame.draw.circle(
                    surface, theme.on_felt_muted, centre, radius, max(1, radius // 3)
                )
