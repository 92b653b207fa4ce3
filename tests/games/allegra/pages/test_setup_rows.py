"""Allegra's setup rows: every variant (AV-01, AV-04, AV-05, AV-07, AV-08, AV-09), each value
named in the player's language, explained by a help line and accepted by the engine; 2 to 6
seats; the summary line names only the variants that are switched on."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games.allegra.engine import AllegraOptions
from rondo_desktop.games.allegra.engine.options import VARIANT_OPTIONS
from rondo_desktop.games.allegra.setup_fields import SETUP_FIELDS, VARIANT_ROWS, variant_field

SHOT = Path("/tmp/allegra-setup.png")  # for a person to look at; the test never reads it


def with_a_table() -> games.GameRegistry:
    registry = games.GameRegistry()
    registry.register(games.get("rondo"))
    allegra = dataclasses.replace(games.get("allegra"), ui=lambda: None)  # type: ignore[arg-type,return-value]
    registry.register(allegra)
    return registry


def test_every_row_is_a_variant_the_engine_takes_and_sets() -> None:
    spec = games.get("allegra")
    assert spec.setup_fields == SETUP_FIELDS
    assert sorted(VARIANT_OPTIONS[name] for name in VARIANT_ROWS) == sorted(
        VARIANT_OPTIONS.values()
    )
    assert (spec.seats.minimum, spec.seats.maximum) == (2, 6)
    for field in spec.setup_fields:
        assert spec.default_options()[field.option] == "off"
        for value in field.values():
            options = AllegraOptions.from_choices(2, 0, {field.option: value})
            assert getattr(options, field.option) is (value == "on")


@pytest.mark.parametrize("option", sorted(VARIANT_OPTIONS))
def test_every_variant_could_have_a_row_named_in_every_language(option: str) -> None:
    field = variant_field(option)
    keys = [field.label_key, *(c.label_key for c in field.choices)]
    keys += [c.summary_key for c in field.choices if c.summary_key]
    keys.append(field.help_key)
    for language, catalog in CATALOGS.items():
        for key in keys:
            assert catalog.get(key, "").strip(), f"{language} lacks {key}"
    with pytest.raises(ValueError):
        variant_field("no_such_variant")


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("size", [(800, 600)])
def test_the_summary_names_the_variants_switched_on(
    make_app, hooks, lang: str, size: tuple[int, int]
) -> None:
    driver = make_app(games=with_a_table(), hooks=hooks, language=lang, size=size)
    ctx = driver.app.ctx
    ctx.navigator.open("setup", game="allegra")
    driver.frames(2)
    setup = driver.top
    rows = [name for name, _ in setup.option_rows()]
    assert rows == [*VARIANT_ROWS, "turn", "seed"]
    t = ctx.t
    for name in VARIANT_ROWS:
        assert t(f"setup.summary.allegra.{name}") not in setup.summary()
    driver.click(driver.widget("knock_at_two").rect.center)
    assert t("setup.summary.allegra.knock_at_two") in setup.summary()
    # The rows in order, none over the next (the panel scrolls to those below).
    tops = [driver.widget(row).rect for row in rows]
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(tops))
    # Down to two seats and up to six.
    while len(setup.seats) < 6:
        setup.add_seat()
    assert len(setup.seats) == 6
    driver.settle()
    pygame.image.save(driver.app.screen, str(SHOT.with_stem(f"{SHOT.stem}-{lang}")))
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1].options["knock_at_two"] == "on"
    assert hooks.started[-1].options["own_grid_end"] == "off"
    assert len(hooks.started[-1].seats) == 6
