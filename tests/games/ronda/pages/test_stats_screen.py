"""The statistics screen shows Ronda's own: the best hand as points by kind, the most estes
and missas in a match, each number with its label inside its panel."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.ronda.stats import RondaEntry

SHOT = Path("/tmp/ronda-stats-screen.png")  # for a person to look at; the test never reads it


def with_a_table() -> games.GameRegistry:
    """The registry with Ronda playable (its table is not needed to show its statistics)."""
    registry = games.GameRegistry()
    registry.register(games.get("rondo"))
    ronda = dataclasses.replace(games.get("ronda"), ui=lambda: None)  # type: ignore[arg-type,return-value]
    registry.register(ronda)
    return registry


@pytest.mark.parametrize(("lang", "size"), [("de", (800, 600)), ("es", (1280, 720))])
def test_rondas_panels_are_drawn_inside_their_cards(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    registry = with_a_table()
    keeper = registry.get("ronda").stats_keeper()
    hand = (("ronda", 6), ("este", 11), ("missa", 2), ("cards", 4))
    StatsStore(data_dir, "ronda", keeper).record_games(
        [RondaEntry(("medium",), True, 47, hand, estes=5, missas=3)]
    )
    driver = make_app(language=lang, size=size, games=registry)
    ctx = driver.app.ctx
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = ctx.text.blit

    def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(surface, text, *args, **kwargs)
        drawn.append((text, rect.copy()))
        return rect

    monkeypatch.setattr(ctx.text, "blit", spy)
    ctx.stack.push(StatsScene(ctx, registry, game="ronda"))
    driver.settle()
    scene = driver.top
    assert scene.game == "ronda" and scene.stats.best_hand_points == 23
    pygame.image.save(driver.app.screen, str(SHOT.with_stem(f"{SHOT.stem}-{lang}")))
    texts = {text: rect for text, rect in drawn}
    t = ctx.t
    for slot, shown in (
        ("best_word", ["23", "6", "11", t("stats.ronda.kind.ronda"), t("stats.ronda.kind.cards")]),
        ("best_score", ["5", "3", t("stats.ronda.estes"), t("stats.ronda.missas")]),
    ):
        card = scene.place.rect(slot)
        for text in shown:
            assert text in texts and card.contains(texts[text]), f"{lang}: {text!r} in {slot}"
