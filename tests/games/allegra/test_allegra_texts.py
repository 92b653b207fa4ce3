"""Allegra's own texts (menu line, setup rows, statistics, How to play): every language says
every line with the same placeholders, in its own words, and the app's translator has them."""

from __future__ import annotations

import string

import pytest

from rondo_desktop.app.catalogs.fr import typeset
from rondo_desktop.app.i18n import CATALOGS
from rondo_desktop.games.allegra.catalogs import texts_ar, texts_de, texts_en, texts_es, texts_fr

OWN = {"en": texts_en, "de": texts_de, "es": texts_es, "fr": texts_fr, "ar": texts_ar}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("language", sorted(OWN))
def test_every_line_is_said_with_the_same_placeholders(language: str) -> None:
    english, own = texts_en.STRINGS, OWN[language].STRINGS
    assert set(own) == set(english)
    for key, text in own.items():
        assert text.strip() and fields(text) == fields(english[key]), f"{language}:{key}"
        if language != "en" and (key.endswith(".body") or key.endswith(".tagline")):
            assert text != english[key], f"{language}:{key} is the English text"


@pytest.mark.parametrize("language", sorted(CATALOGS))
def test_the_translator_of_each_language_holds_allegras_lines(language: str) -> None:
    own = OWN[language].STRINGS
    if language == "fr":  # French typography (no-break spaces before : ; ! ?) is added
        own = {key: typeset(text) for key, text in own.items()}
    assert {key: CATALOGS[language][key] for key in own} == own
    assert CATALOGS[language]["game.allegra.tagline"]


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "All three must lie in one area"),
        ("de", "Alle drei müssen in einer Auslage liegen"),
        ("es", "Las tres deben estar en una misma zona"),
        ("fr", "Les trois doivent être dans une même zone"),
    ],
)
def test_how_to_play_says_a_triple_lies_in_one_area(language: str, said: str) -> None:
    # Three equal cards running into the right-hand neighbour's grid do not clear (G-05,
    # G-19): said where triples are explained, so it is not taken for a bug.
    body = OWN[language].STRINGS["allegra.rules.triples.body"]
    assert said in body.split("\n\n")[0]
