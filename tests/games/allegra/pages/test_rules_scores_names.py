"""The score pad's winners on How to play are named as the language joins names ("You & Left",
Arabic "أنت والأيسر") when the lowest total is shared, never with a Latin ", " glued in code."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.app.rtl import without_controls
from rondo_desktop.games.allegra import rules_examples as ex

PAGE = "scoring"


def winners_line(make_app: Any, monkeypatch: pytest.MonkeyPatch, language: str) -> str:
    from rondo_desktop.games.allegra.rules import PAGES

    driver = make_app(language=language)
    ctx = driver.app.ctx
    totals, _ = ex.pad_winners(ex.score_pad())
    monkeypatch.setattr(ex, "pad_winners", lambda rounds: (totals, (0, 1)))
    scene = ctx.navigator.scene("rules", game="allegra", page=list(PAGES).index(PAGE))
    ctx.stack.push(scene, fade=False)
    driver.settle()
    drawn: list[str] = []
    blit = ctx.text.blit

    def record(surface: pygame.Surface, words: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(without_controls(words))  # as drawn: the isolates steer, show nothing
        return blit(surface, words, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", record)
    ctx.stack.draw(driver.app.screen)
    wins = ctx.t("allegra.rules.scoring.wins", names="@", total=min(totals))
    wins = without_controls(wins).split("@")[0]
    return next(line for line in drawn if line.startswith(wins))


@pytest.mark.parametrize(("language", "names"), [("en", "You & Left"), ("ar", "أنت والأيسر")])
def test_a_shared_lowest_total_names_both_winners_as_the_language_joins_them(
    make_app: Any, monkeypatch: pytest.MonkeyPatch, language: str, names: str
) -> None:
    line = winners_line(make_app, monkeypatch, language)
    assert names in line
    assert ", ".join(("You", "Left")) not in line
