"""Ronda's setup rows: the target and four variants, each value named in the player's
language; the summary line names the target and only the variants that are switched on."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.games.ronda.engine import RondaOptions
from rondo_desktop.games.ronda.setup_fields import SETUP_FIELDS, VARIANT_ROWS

SHOT = Path("/tmp/ronda-setup.png")  # for a person to look at; the test never reads it


def with_a_table() -> games.GameRegistry:
    registry = games.GameRegistry()
    registry.register(games.get("rondo"))
    ronda = dataclasses.replace(games.get("ronda"), ui=lambda: None)  # type: ignore[arg-type,return-value]
    registry.register(ronda)
    return registry


def test_every_row_offers_what_the_engine_accepts() -> None:
    spec = games.get("ronda")
    assert spec.setup_fields == SETUP_FIELDS
    assert spec.setup_fields[0].option == "target" and spec.default_options()["target"] == "41"
    assert {"instant_win", "capture_este"} <= set(VARIANT_ROWS)
    for field in spec.setup_fields:
        for value in field.values():
            RondaOptions.from_choices(2, 0, {field.option: value})  # never refused


@pytest.mark.parametrize(("lang", "size"), [("en", (800, 600)), ("de", (800, 600))])
def test_the_summary_names_the_target_and_the_variants_switched_on(
    make_app, hooks, lang: str, size: tuple[int, int]
) -> None:
    driver = make_app(games=with_a_table(), hooks=hooks, language=lang, size=size)
    ctx = driver.app.ctx
    ctx.navigator.open("setup", game="ronda")
    driver.frames(2)
    setup = driver.top
    rows = [name for name, _ in setup.option_rows()]
    assert rows == ["target", *VARIANT_ROWS, "turn", "seed"]
    t = ctx.t
    target = t("setup.summary.ronda.target", value=t("setup.ronda.target.41"))
    assert target in setup.summary()
    for name in VARIANT_ROWS:
        assert t(f"setup.summary.ronda.{name}") not in setup.summary()
    driver.click(driver.widget("instant_win").rect.center)
    assert t("setup.summary.ronda.instant_win") in setup.summary()
    # Every row inside the window, none over the next.
    tops = [driver.widget(row).rect for row in rows]
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(tops))
    assert tops[-1].bottom <= size[1]
    driver.settle()
    pygame.image.save(driver.app.screen, str(SHOT.with_stem(f"{SHOT.stem}-{lang}")))
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1].options["instant_win"] == "on"
    assert hooks.started[-1].options["target"] == "41"
