"""The hand summary's "+hand · total" mutes its separator by its place, not by its text:
a separator that reads like one of the numbers must not mute that number too (review #18)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from rondo_desktop.games.ronda.table.pad import _hand_and_total
from tests.games.ronda.table.helpers import sit_down


@pytest.mark.parametrize("language", ["en", "ar"])
def test_only_the_separator_is_muted(
    make_app: Any, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    driver = make_app(language=language)
    table = sit_down(driver, "person", "medium")
    ctx = table.ctx
    t = ctx.t
    # A separator written like the total: the old code muted both.
    monkeypatch.setattr(
        ctx, "t", lambda key, **p: "5" if key == "table.ronda.summary_sep" else t(key, **p)
    )
    drawn: list[tuple[str, Any]] = []
    blit = ctx.text.blit

    def record(surface: pygame.Surface, words: str, role: str, px: int, ink: Any, *a: Any):
        drawn.append((words, ink))
        return blit(surface, words, role, px, ink, *a)

    monkeypatch.setattr(ctx.text, "blit", record)
    _hand_and_total(pygame.Surface((400, 100)), table, (3, 5), (200, 50), 300)
    muted = [ink == ctx.theme.ink_muted for _words, ink in drawn]
    assert muted == ([False, True, False])
