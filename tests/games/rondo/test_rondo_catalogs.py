"""Rondo's own catalogs: every refusal the engine can give and every page of How to play is
said in Rondo's texts, in every language, and the app shows them as written."""

from __future__ import annotations

import pytest

from rondo_desktop.app.i18n import CATALOGS, FINISH
from rondo_desktop.games.rondo.catalogs import CATALOGS as RONDO
from rondo_desktop.games.rondo.engine.errors import Rule
from rondo_desktop.games.rondo.rules_pages import PAGES


@pytest.mark.parametrize("language", sorted(CATALOGS))
def test_every_refusal_and_rule_page_is_rondos_own(language: str) -> None:
    own = RONDO[language]
    for rule in Rule:
        assert own.get(f"rule.{rule.value}", "").strip(), f"{language}: rule.{rule.value}"
    for page in PAGES:
        for part in ("title", "body"):
            assert own.get(f"rules.{page}.{part}", "").strip(), f"{language}: {page}.{part}"


@pytest.mark.parametrize("language", sorted(CATALOGS))
def test_the_app_shows_rondos_lines_as_written(language: str) -> None:
    finish = FINISH.get(language, str)  # French typography is the host's to add
    assert {key: CATALOGS[language][key] for key in RONDO[language]} == {
        key: finish(text) for key, text in RONDO[language].items()
    }


def test_the_coaching_setting_is_not_named_like_the_hint_button() -> None:
    # "Tipps während des Spiels" read as the table's Hint ("Tipp") button turned on.
    from rondo_desktop.app.i18n import CATALOGS

    for language, catalog in CATALOGS.items():
        hint = catalog["table.hint"].lower()
        assert hint not in catalog["settings.coaching"].lower(), language
