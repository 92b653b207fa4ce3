"""Ronda's own catalogs: every language says every line, with the same placeholders; the
French one waits, complete, for the app's French catalog to take it in."""

from __future__ import annotations

import string

import pytest

from rondo_desktop.app.catalogs.fr import typeset
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games.ronda.catalogs import texts_ar, texts_de, texts_en, texts_es, texts_fr

# Arabic's own plural forms make its keys a superset: tests/games/test_catalogs_ar.py checks it.
SAME_KEYS = {"en": texts_en, "de": texts_de, "es": texts_es, "fr": texts_fr}
OWN = {**SAME_KEYS, "ar": texts_ar}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("language", sorted(SAME_KEYS))
def test_every_ronda_line_is_said_with_the_same_placeholders(language: str) -> None:
    english, own = texts_en.STRINGS, SAME_KEYS[language].STRINGS
    assert set(own) == set(english)
    for key, text in own.items():
        assert text.strip() and fields(text) == fields(english[key]), f"{language}:{key}"
        if language != "en" and key.endswith(".body"):
            assert text != english[key], f"{language}:{key} is the English text"


@pytest.mark.parametrize("language", sorted(CATALOGS))
def test_the_app_catalog_of_each_language_holds_rondas_lines(language: str) -> None:
    own = OWN[language].STRINGS
    if language == "fr":  # French typography (no-break spaces before : ; ! ?) is added
        own = {key: typeset(text) for key, text in own.items()}
    assert {key: CATALOGS[language][key] for key in own} == own
