"""Where the table and the results will be: an honest message until the table issue lands."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.scenes.common import PanelScene
from rondo_desktop.app.widgets import Button, Widget

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


class ComingSoonScene(PanelScene):
    """A clearly labelled message screen for the table or the results scene."""

    name = "coming_soon"

    def __init__(self, ctx: AppContext, layout_name: str = "table") -> None:
        self.layout_name = layout_name
        super().__init__(ctx)

    def _panel(self) -> pygame.Rect:
        """The message panel, as tall as its text needs, centred in the layout's region."""
        ctx, place = self.ctx, self.place
        region = place.rect("message")
        pad = place.px(32)
        text_h = ctx.text.wrapped_height(
            ctx.t("coming_soon.body"), "ui", place.px(20), region.width - pad * 2
        )
        height = pad * 2 + place.px(76) + text_h
        return pygame.Rect(region.left, region.centery - height // 2, region.width, height)

    def build(self) -> list[Widget]:
        panel = self._panel()
        button = Button(
            self.ctx.t("common.back_to_menu"),
            self.back,
            style="primary",
            px=self.place.px(22),
            name="back",
        )
        button.rect = pygame.Rect(0, 0, self.place.px(300), self.place.px(56))
        button.rect.midtop = (panel.centerx, panel.bottom + self.place.px(28))
        return [button]

    def draw_content(self, surface: pygame.Surface) -> None:
        ctx, place, theme = self.ctx, self.place, self.ctx.theme
        rect = self._panel()
        ctx.art.panel(surface, rect, theme, place.px(16))
        inner = rect.inflate(-place.px(64), -place.px(64))
        title = ctx.t(f"coming_soon.{self.layout_name}.title")
        px = ctx.text.fit_px(title, "display", place.px(40), inner.width)
        ctx.text.blit(
            surface,
            title,
            "display",
            px,
            theme.ink,
            (inner.centerx, inner.top + place.px(20)),
            "center",
        )
        body = pygame.Rect(inner.left, inner.top + place.px(60), inner.width, inner.height)
        ctx.text.blit_wrapped(
            surface,
            ctx.t("coming_soon.body"),
            "ui",
            place.px(20),
            theme.ink_muted,
            body,
            align="center",
        )
