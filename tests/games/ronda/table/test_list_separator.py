"""The cards a capture takes are listed with the comma of the player's language: Arabic's
"، " (it was a Latin ", " glued in code), the others' ", ". One comma serves every game: the
host's ``common.list_separator`` (``i18n.join_list``); Ronda keeps no list separator of its own."""

from __future__ import annotations

import pytest

from rondo_desktop.app import i18n
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games import game_texts
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle

COMMAS = {"en": ", ", "de": ", ", "es": ", ", "fr": ", ", "ar": "، "}


def capture_line(make_app, language: str) -> tuple[RondaTable, str]:
    driver = make_app(language=language)
    ctx = driver.app.ctx
    seats = (SeatSetup("person", "Ann"), SeatSetup("computer", "Cid", "medium"))
    ctx.hooks.start_game(ctx, GameSetup(seats, {}, None, 7, "ronda"))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, RondaTable)
    settle(driver, table)
    return table, table.words("log.ronda.captures", {"card": "5o", "cards": "5c 6e 7b"}, 1)


@pytest.mark.parametrize("language", sorted(COMMAS))
def test_a_capture_lists_its_cards_with_the_languages_comma(make_app, language: str) -> None:
    assert CATALOGS[language]["common.list_separator"] == COMMAS[language]
    table, line = capture_line(make_app, language)
    names = [table.card_name(card) for card in ("5c", "6e", "7b")]
    assert COMMAS[language].join(names) in line
    if language == "ar":
        assert ", " not in line


def test_ronda_lists_with_the_hosts_comma_and_has_none_of_its_own(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    for language in COMMAS:
        assert "ronda.list_separator" not in game_texts(language)
    english = dict(CATALOGS["en"], **{"common.list_separator": " | "})
    monkeypatch.setitem(i18n.CATALOGS, "en", english)  # type: ignore[index]
    table, line = capture_line(make_app, "en")
    names = [table.card_name(card) for card in ("5c", "6e", "7b")]
    assert " | ".join(names) in line
