"""The statistics screen shows Allegra's own: the best round and the lowest total, each with
its translated heading inside its panel."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.allegra.stats import AllegraEntry

SHOT = Path("/tmp/allegra-stats-screen.png")  # for a person to look at; the test never reads it


def with_a_table() -> games.GameRegistry:
    """The registry with Allegra playable (its table is not needed to show its statistics)."""
    registry = games.GameRegistry()
    registry.register(games.get("rondo"))
    allegra = dataclasses.replace(games.get("allegra"), ui=lambda: None)  # type: ignore[arg-type,return-value]
    registry.register(allegra)
    return registry


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("de", (800, 600))])
def test_allegras_panels_are_drawn_inside_their_cards(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    registry = with_a_table()
    keeper = registry.get("allegra").stats_keeper()
    StatsStore(data_dir, "allegra", keeper).record_games(
        [
            AllegraEntry(
                ("medium", "hard"), True, 38, best_round=-2, closed=2, doubled=1, triples=5
            ),
            AllegraEntry(("expert",), False, 61, best_round=9),
        ]
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
    ctx.stack.push(StatsScene(ctx, registry, game="allegra"))
    driver.settle()
    scene = driver.top
    assert scene.game == "allegra" and scene.stats.best_round == -2
    pygame.image.save(driver.app.screen, str(SHOT.with_stem(f"{SHOT.stem}-{lang}")))
    texts = {text: rect for text, rect in drawn}
    t = ctx.t
    for slot, shown in (
        (
            "best_word",
            [t("stats.allegra.best_round"), "\N{MINUS SIGN}2", "5", t("stats.allegra.triples")],
        ),
        ("best_score", [t("stats.allegra.best_total"), "38"]),
    ):
        card = scene.place.rect(slot)
        for text in shown:
            assert text in texts and card.contains(texts[text]), f"{lang}: {text!r} in {slot}"
