"""Ronda's setup rows: the target and every variant the engine plays, each value named in the
player's language; the summary line names the target and only the variants that are switched
on; the rows scroll in the options panel, and each variant chosen there reaches the game."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.games.ronda.engine import RondaOptions
from rondo_desktop.games.ronda.engine.options import VARIANT_OPTIONS
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
    # Every variant of the engine is a row (V-01 is the third seat, V-07 the target).
    assert set(VARIANT_ROWS) == set(VARIANT_OPTIONS)
    for field in spec.setup_fields:
        seats = field.seats[0] if field.seats else 2
        for value in field.values():
            RondaOptions.from_choices(seats, 0, {field.option: value})  # never refused


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
    # The rows in view inside the options panel, none over the next; the others out of sight.
    shown = [driver.widget(row) for row in rows if driver.widget(row).in_window]
    assert 4 <= len(shown) < len(rows)
    assert all(a.rect.bottom <= b.rect.top for a, b in itertools.pairwise(shown))
    assert all(setup.place.rect("options").contains(w.rect) for w in shown)
    driver.settle()
    pygame.image.save(driver.app.screen, str(SHOT.with_stem(f"{SHOT.stem}-{lang}")))
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1].options["instant_win"] == "on"
    assert hooks.started[-1].options["target"] == "41"


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_target_steps_through_its_choices_in_ascending_order(make_app, lang: str) -> None:
    """The default (41, R-48) stays; the stepper goes on 61, and back 31, 25, 21, in order of
    size (it went 41, 61, 31, 25, 21); a saved target is offered as it was."""
    field = SETUP_FIELDS[0]
    assert field.values() == ("21", "25", "31", "41", "61")
    driver = make_app(language=lang)
    driver.app.ctx.navigator.open("setup", game="ronda")
    driver.frames(2)
    setup = driver.top
    assert setup.options["target"] == "41"
    tab_to(driver, "target")
    on, back = (pygame.K_LEFT, pygame.K_RIGHT) if lang == "ar" else (pygame.K_RIGHT, pygame.K_LEFT)
    seen = []
    for key in (on, back, back, back, back):
        driver.key(key)
        seen.append(setup.options["target"])
    assert seen == ["61", "41", "31", "25", "21"]
    setup.options["target"] = "25"  # remembered from the last game
    setup.rebuild()
    assert driver.widget("target").value == "25"


def tab_to(driver, name: str) -> None:
    """Tab through the form until the row ``name`` has the focus."""
    for _ in range(40):
        if driver.focused_name() == name:
            return
        driver.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name!r}")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=["1280x720", "800x600"])
@pytest.mark.parametrize("variant", VARIANT_ROWS)
def test_each_variant_chosen_on_the_setup_screen_reaches_the_game(
    make_app, size: tuple[int, int], variant: str
) -> None:
    driver = make_app(size=size)
    driver.app.ctx.navigator.open("setup", game="ronda")
    driver.frames(2)
    setup = driver.top
    if variant == "first_deal_four":  # V-02: a deal for four players
        driver.click(driver.widget("add_seat").rect.center)
        driver.click(driver.widget("add_seat").rect.center)
    tab_to(driver, variant)
    row = driver.widget(variant)
    assert row.in_window  # scrolled into view, inside the panel
    assert setup.place.rect("options").contains(row.rect)
    driver.key(pygame.K_RIGHT)
    assert row.value == "on"
    tab_to(driver, "start")
    driver.key(pygame.K_RETURN)
    driver.frames(2)
    game = driver.top.session.game
    assert getattr(game.options, variant) is True
    others = set(VARIANT_OPTIONS) - {variant}
    assert not any(getattr(game.options, name) for name in others)


def test_the_four_player_deal_is_greyed_out_and_off_at_two_seats(make_app) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("setup", game="ronda")
    driver.frames(2)
    setup = driver.top
    setup.options["first_deal_four"] = "on"  # remembered from a game of four
    setup.rebuild()
    row = driver.widget("first_deal_four")
    assert not row.enabled and row.value == "off"
    assert row not in setup.focus.focusable()
    assert setup.game_setup().options["first_deal_four"] == "off"
    driver.click(driver.widget("start").rect.center)
    assert driver.top.session.game.options.first_deal_four is False
    # ... but the choice is kept for the next setup, where four seats may take it again.
    assert driver.app.ctx.settings.last_setups["ronda"].options["first_deal_four"] == "on"


def test_the_wheel_scrolls_the_options_and_a_row_out_of_view_is_not_clicked(make_app) -> None:
    driver = make_app(size=(800, 600))
    driver.app.ctx.navigator.open("setup", game="ronda")
    driver.frames(2)
    setup = driver.top
    seed = driver.widget("seed")
    assert not seed.in_window
    driver.click(driver.widget("target").rect.center)  # the target's row has the focus
    assert setup.options["target"] == "61" and driver.focused_name() == "target"
    place = setup.place.rect("options_panel").center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=place, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(10):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    driver.frames(2)
    assert seed.in_window and not driver.widget("target").in_window
    hidden = driver.widget("target").rect.center
    driver.click(hidden)  # where the target's row would be: nothing there to click
    assert setup.options["target"] == "61"
