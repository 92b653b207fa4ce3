"""The scores chart over a few steps (Allegra's three rounds): every step numbered under the
axis, and a seat whose line equals another's still seen (its own marker, a hair apart);
Allegra's winner's total in the win colour, not the red of doubling."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from rondo_desktop.app.scenes.score_chart import draw_score_chart, seat_colour
from rondo_desktop.screenshot import render


def _seen(surface: pygame.Surface, colour: tuple[int, int, int], area: pygame.Rect) -> int:
    return sum(
        1
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
        if surface.get_at((x, y))[:3] == colour
    )


def test_equal_lines_both_show_and_every_round_is_numbered(tmp_path: Path) -> None:
    history = [(0, 0, 0), (30, 30, 12), (60, 60, 50), (90, 90, 70)]  # seats 0 and 1 equal
    rect = pygame.Rect(0, 0, 560, 220)
    surface = pygame.Surface(rect.size)
    drawn: list[str] = []

    def inspect(app: Any) -> None:
        ctx, place = app.ctx, app.ctx.stack.top.place
        surface.fill(ctx.theme.panel)
        real = ctx.text.blit

        def blit(target: Any, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            drawn.append(text)
            return real(target, text, *args, **kwargs)

        ctx.text.blit = blit
        draw_score_chart(surface, ctx, place, rect, history, 0.0, "results.allegra.rounds")
        ctx.text.blit = real

    render("results", tmp_path / "r.png", (1280, 720), "en", game="allegra", inspect=inspect)
    assert {"1", "2", "3"} <= set(drawn) and "3 rounds" in drawn
    for seat in (0, 1):
        assert _seen(surface, seat_colour(seat), rect) > 60, f"seat {seat}'s line is hidden"


def test_allegras_winner_total_is_in_the_win_colour(tmp_path: Path) -> None:
    found: list[tuple[str, tuple[int, int, int]]] = []

    def inspect(app: Any) -> None:
        scene, ctx = app.ctx.stack.top, app.ctx
        real = ctx.text.blit

        def blit(target: Any, text: str, role: str, px: int, colour: Any, *rest: Any) -> Any:
            found.append((text, tuple(colour)))
            return real(target, text, role, px, colour, *rest)

        ctx.text.blit = blit
        scene.draw(app.screen)
        ctx.text.blit = real
        totals = scene.allegra.game.totals
        winner_total = str(min(totals))
        colours = {colour for text, colour in found if text == winner_total}
        assert ctx.theme.fill in colours and ctx.theme.primary not in colours

    render("results", tmp_path / "r.png", (1280, 720), "en", game="allegra", inspect=inspect)
