"""Right to left: the fans of card backs in the seats' panels start where the panel reads
from, at the right, each card laid on the left of the one before, and Rondo's count stands at
the fan's left end (it stood at the right end in Arabic too)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest

from rondo_desktop.app.app import App
from rondo_desktop.app.cards import card_size
from rondo_desktop.app.layout import mirror_rect
from rondo_desktop.app.table import seats
from rondo_desktop.games.ronda.table.cards_painter import CardsPainter
from rondo_desktop.screenshot import render

SIZE = (1280, 720)
AREA = pygame.Rect(100, 50, 300, 60)
# The painters as they are, before any test wraps them.
DRAW_BACKS = seats.draw_backs
RONDA_BACKS = CardsPainter._draw_backs


class Recording(pygame.Surface):
    """A surface that remembers where each picture was put on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.placed: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        self.placed.append(pygame.Rect(pygame.Rect(dest).topleft, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


def _backs_and_badge(ctx: Any, rtl: bool, count: int) -> tuple[list[pygame.Rect], pygame.Rect]:
    surface = Recording((600, 200))
    seats.draw_backs(surface, ctx, AREA, count, rtl)
    size = card_size(AREA.height)
    backs = [rect for rect in surface.placed if rect.size == size]
    badge = next(rect for rect in surface.placed if rect.size != size)  # the count
    return backs, badge


def test_rondos_fan_of_backs_starts_at_the_right_with_its_count_at_the_left(make_app) -> None:
    ctx = make_app(language="ar").app.ctx
    ltr, ltr_count = _backs_and_badge(ctx, False, 6)
    rtl, rtl_count = _backs_and_badge(ctx, True, 6)
    assert len(ltr) == len(rtl) == 6
    # Left to right as before: from the area's left edge, each card right of the last.
    assert ltr[0].left == AREA.left and all(a.left < b.left for a, b in itertools.pairwise(ltr))
    assert ltr_count.left > ltr[-1].right - ltr[-1].width // 2
    # Mirrored: the same fan reflected, laid from the right edge, the count at its left end.
    assert rtl == [mirror_rect(rect, AREA) for rect in ltr]
    assert rtl[0].right == AREA.right and all(a.left > b.left for a, b in itertools.pairwise(rtl))
    assert rtl_count.right < rtl[-1].left + rtl[-1].width // 2
    assert abs(rtl_count.centerx - (AREA.left + AREA.right - ltr_count.centerx)) <= 1


def _seat_backs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str, lang: str) -> Any:
    """Whether each seat's backs were drawn mirrored on a table in ``lang``, and where the
    first seat's cards fly to."""
    seen: list[bool] = []
    points: list[float] = []
    if game == "rondo":

        def spy(surface: Any, ctx: Any, area: pygame.Rect, count: int, rtl: bool = False) -> None:
            seen.append(rtl)
            DRAW_BACKS(surface, ctx, area, count, rtl)

        monkeypatch.setattr(seats, "draw_backs", spy)
    else:

        def spy_ronda(self: Any, surface: Any, area: Any, count: int, rtl: bool = False) -> None:
            seen.append(rtl)
            RONDA_BACKS(self, surface, area, count, rtl)

        monkeypatch.setattr(CardsPainter, "_draw_backs", spy_ronda)

    def grab(app: App) -> None:
        table: Any = app.ctx.stack.scenes[-1]
        seat, rect = next(iter(table.seat_rects().items()))
        fan = seats.fan_rect(rect)
        points.append((table.seat_point(seat)[0] - fan.left) / fan.width)

    render("table", tmp_path / "table.png", SIZE, lang, inspect=grab, game=game)
    return seen, points[0]


@pytest.mark.parametrize("game", ["rondo", "ronda"])
def test_the_seats_fans_are_mirrored_in_arabic_and_not_in_english(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str
) -> None:
    arabic, arabic_point = _seat_backs(monkeypatch, tmp_path, game, "ar")
    english, english_point = _seat_backs(monkeypatch, tmp_path, game, "en")
    assert arabic and all(arabic) and english and not any(english)
    if game == "rondo":  # a card flies to the fan's first cards: at its right in Arabic
        assert english_point < 0.5 < arabic_point


def test_rondas_centred_fan_is_laid_from_the_right_in_arabic(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    placed: dict[bool, list[pygame.Rect]] = {}

    def grab(app: App) -> None:
        painter = app.ctx.stack.scenes[-1].painter  # type: ignore[attr-defined]
        for rtl in (False, True):
            surface = Recording((600, 200))
            painter._draw_backs(surface, AREA, 3, rtl)
            placed[rtl] = surface.placed

    render("table", tmp_path / "table.png", SIZE, "ar", inspect=grab, game="ronda")
    ltr, rtl = placed[False], placed[True]
    assert len(ltr) == len(rtl) == 3
    assert all(a.left < b.left for a, b in itertools.pairwise(ltr))  # the last laid at the right
    assert all(a.left > b.left for a, b in itertools.pairwise(rtl))  # ... mirrored: at the left
    assert rtl == [mirror_rect(rect, AREA) for rect in ltr]
