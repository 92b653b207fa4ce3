"""Lines that can name the person at the screen ("You") say it in the second person in every
language: "You close the round", "Vous avez pioché", never "You closes" or "Vous a pioché"."""

from __future__ import annotations

from typing import Any

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games.allegra.table.scene import AllegraTable
from rondo_desktop.games.allegra.table.session import SECOND_PERSON

LANGUAGES = ("en", "de", "es", "fr")


def you_and_two_computers(driver: Any) -> AllegraTable:
    """A game of one unnamed person (whom the table calls "You") and two computers."""
    seats = (SeatSetup("person", ""), *[SeatSetup("computer", "", "medium")] * 2)
    driver.app.ctx.hooks.start_game(driver.app.ctx, GameSetup(seats, {}, None, 7, "allegra"))
    driver.frames(2)
    assert isinstance(driver.top, AllegraTable)
    return driver.top


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_naming_a_seat_has_its_second_person_form(language: str) -> None:
    catalog = CATALOGS[language]
    missing = [key for key in sorted(SECOND_PERSON) if f"{key}_you" not in catalog]
    assert not missing


@pytest.mark.parametrize(
    ("language", "key", "expected"),
    [
        ("en", "table.allegra.exchange", "You give the card away"),
        ("en", "table.allegra.closing", "You close the round"),
        ("fr", "table.allegra.held_deck", "Vous avez pioché"),
        ("fr", "table.allegra.closer_tag", "Vous (avez clos)"),
        ("de", "table.allegra.closing", "Du beendest die Runde"),
        ("es", "table.allegra.held_deck", "Has robado"),
    ],
)
def test_the_table_speaks_to_the_person_at_the_screen(
    make_app: Any, language: str, key: str, expected: str
) -> None:
    table = you_and_two_computers(make_app(language=language))
    assert table.seat_name(0) == table.ctx.t("table.you")
    assert table.about_seat(key, name=table.seat_name(0)).startswith(expected)


def test_the_german_knock_hint_is_natural_german(make_app: Any) -> None:
    ctx = make_app(language="de").app.ctx
    line = ctx.t("table.allegra.hint.knock", name="Ada", value="8")
    assert "um sie zu wollen" not in line and "Klopfe, wenn du sie haben möchtest" in line
