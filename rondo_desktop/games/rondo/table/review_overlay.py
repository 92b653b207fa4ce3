"""The review's overlays (:mod:`.review_draw`): the analysis's progress, and why there is
nothing to step through."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from rondo_desktop.games.rondo.table.review_scene import ReviewScene


def draw_overlay(surface: pygame.Surface, scene: ReviewScene) -> None:
    """Over the panels: why there is nothing to show, or the analysis's progress."""
    step = scene.current()
    if scene.job.error is not None:
        # The job logged the engine's own words; the player reads only translated ones.
        message(surface, scene, scene.ctx.t("review.failed"), scene.ctx.t("review.failed_why"))
    elif scene.review is not None and step is None:
        message(surface, scene, scene.ctx.t("review.no_moves"), "")
    elif scene.loading():
        progress(surface, scene)


def _overlay_panel(surface: pygame.Surface, scene: ReviewScene) -> pygame.Rect:
    place = scene.place
    width, height = surface.get_size()
    panel = pygame.Rect(0, 0, min(width - place.px(40), place.px(560)), place.px(170))
    panel.center = (width // 2, height // 2)
    scene.ctx.art.panel(surface, panel, scene.ctx.theme, place.px(16))
    return panel


def progress(surface: pygame.Surface, scene: ReviewScene) -> None:
    """How much of the game is judged, while the analysis takes more than a moment."""
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    panel = _overlay_panel(surface, scene)
    text = ctx.t("review.analysing")
    px = ctx.text.fit_px(text, "display", place.text_px(26), panel.width - place.px(40))
    ctx.text.blit(
        surface, text, "display", px, theme.ink, (panel.centerx, panel.top + place.px(48)), "center"
    )
    bar = pygame.Rect(0, 0, panel.width - place.px(80), place.px(16))
    bar.center = (panel.centerx, panel.top + place.px(104))
    pygame.draw.rect(surface, theme.track, bar, border_radius=bar.height // 2)
    filled = bar.copy()
    filled.width = round(bar.width * scene.job.progress)
    if filled.width:  # filling from where the line is read: the right, right to left
        filled = place.mirror(filled, bar)
        pygame.draw.rect(surface, theme.fill, filled, border_radius=bar.height // 2)
    count = ctx.t("review.progress", done=scene.job.done, total=max(scene.job.total, 1))
    ctx.text.blit(
        surface,
        count,
        "ui",
        place.text_px(16),
        theme.ink_muted,
        (panel.centerx, bar.bottom + place.px(20)),
        "center",
    )


def message(surface: pygame.Surface, scene: ReviewScene, title: str, detail: str) -> None:
    ctx, place, theme = scene.ctx, scene.place, scene.ctx.theme
    panel = _overlay_panel(surface, scene)
    width = panel.width - place.px(40)
    px = ctx.text.fit_px(title, "display", place.text_px(26), width)
    ctx.text.blit(
        surface,
        title,
        "display",
        px,
        theme.ink,
        (panel.centerx, panel.top + place.px(50)),
        "center",
    )
    if detail:
        small = place.text_px(16)
        y = panel.top + place.px(90)
        for line in ctx.text.wrap(detail, "ui", small, width)[:3]:
            drawn = ctx.text.blit(
                surface, line, "ui", small, theme.ink_muted, (panel.centerx, y), "midtop"
            )
            y = drawn.bottom
