"""The one spelling rule shared by the lexicon build and players' own word lists."""

from __future__ import annotations

import pytest

from rondo_desktop.games.rondo.engine.spelling import UnknownLanguageError, alphabet, normalise


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Haus", "HAUS"),
        ("Häuser", "HAEUSER"),
        ("Straße", "STRASSE"),
        ("schönen", "SCHOENEN"),
        ("Übel", "UEBEL"),
        ("GROẞE", "GROSSE"),
        ("  gehst\n", "GEHST"),
        ("Ha\u0308user", "HAEUSER"),  # decomposed umlaut, as some editors save it
    ],
)
def test_german_spells_umlauts_and_sharp_s_out(word: str, expected: str) -> None:
    assert normalise(word, "de") == expected


@pytest.mark.parametrize("word", ["E-Mail", "Foto2", "Café", "Señor", "to", "Donaudampfer"])
def test_german_rejects_what_the_deck_cannot_spell(word: str) -> None:
    assert normalise(word, "de") is None


def test_german_length_counts_after_spelling_out() -> None:
    # SÜß is 3 letters written, 5 on cards; ÄÖÜÄÖ is 5 written but 10 on cards.
    assert normalise("süß", "de") == "SUESS"
    assert normalise("äöüäö", "de") is None


@pytest.mark.parametrize(
    ("word", "expected"),
    [("house", "HOUSE"), ("Walked", "WALKED"), ("don't", None), ("café", None), ("ox", None)],
)
def test_english(word: str, expected: str | None) -> None:
    assert normalise(word, "en") == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("casa", "CASA"),
        ("niño", "NIÑO"),
        ("árbol", "ARBOL"),
        ("pingüino", "PINGUINO"),
        ("acción", "ACCION"),
        ("NIÑO", "NIÑO"),
        ("Straße", None),
        ("çava", None),
    ],
)
def test_spanish_folds_accents_but_keeps_enye(word: str, expected: str | None) -> None:
    assert normalise(word, "es") == expected


def test_lengths_three_to_nine_only() -> None:
    assert normalise("abc", "en") == "ABC"
    assert normalise("abcdefghi", "en") == "ABCDEFGHI"
    assert normalise("ab", "en") is None
    assert normalise("abcdefghij", "en") is None
    assert normalise("", "en") is None


def test_alphabets() -> None:
    assert alphabet("de") == "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    assert alphabet("en") == alphabet("de")
    assert alphabet("es") == alphabet("de") + "Ñ"
    # Code order must equal Python's string order, or sorted arrays and sorted words disagree.
    for language in ("de", "en", "es"):
        letters = alphabet(language)
        assert list(letters) == sorted(letters)


def test_unknown_language_is_an_error() -> None:
    with pytest.raises(UnknownLanguageError):
        alphabet("xx")
    with pytest.raises(UnknownLanguageError):
        normalise("word", "xx")
