"""The cards a capture takes are listed with the comma of the player's language: Arabic's
"، " (it was a Latin ", " glued in code), the others' ", "."""

from __future__ import annotations

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle

COMMAS = {"en": ", ", "de": ", ", "es": ", ", "fr": ", ", "ar": "، "}


@pytest.mark.parametrize("language", sorted(COMMAS))
def test_a_capture_lists_its_cards_with_the_languages_comma(make_app, language: str) -> None:
    assert CATALOGS[language]["ronda.list_separator"] == COMMAS[language]
    driver = make_app(language=language)
    ctx = driver.app.ctx
    seats = (SeatSetup("person", "Ann"), SeatSetup("computer", "Cid", "medium"))
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "ronda"))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    settle(driver, table)
    line = table.words("log.ronda.captures", {"card": "5o", "cards": "5c 6e 7b"}, 1)
    names = [table.card_name(card) for card in ("5c", "6e", "7b")]
    assert COMMAS[language].join(names) in line
    if language == "ar":
        assert ", " not in line
