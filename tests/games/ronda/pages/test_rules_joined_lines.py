"""How to play's three-player picture says what each pile scores through a catalog line
("17 cards: +4"), so each language writes it its own way (French "17 cartes : +4"), not a
colon glued in by code."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.games.ronda import rules_examples as ex
from rondo_desktop.games.ronda.rules_pages import PAGES


def drawn_lines(make_app: Any, monkeypatch: pytest.MonkeyPatch, language: str) -> list[str]:
    driver = make_app(language=language)
    ctx = driver.app.ctx
    scene = ctx.navigator.scene("rules", game="ronda", page=list(PAGES).index("three"))
    ctx.stack.push(scene, fade=False)
    driver.settle()
    drawn: list[str] = []
    blit = ctx.text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(words)
        return blit(surface, words, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", record)
    ctx.stack.draw(driver.app.screen)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize(
    ("language", "pile", "none"),
    [("en", "17 cards: +4", "9 cards: 0"), ("fr", "17 cartes\u00a0: +4", "9 cartes\u00a0: 0")],
)
def test_each_piles_score_is_a_line_of_the_languages_catalog(
    make_app: Any, monkeypatch: pytest.MonkeyPatch, language: str, pile: str, none: str
) -> None:
    assert max(ex.THREE_PILES) == 17 and min(ex.THREE_PILES) == 9  # beyond 13 scores
    lines = drawn_lines(make_app, monkeypatch, language)
    assert pile in lines and none in lines
