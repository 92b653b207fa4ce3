"""The shipped lexicons, decks and manifest, and players' own word files."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.spelling import alphabet
from rondo_desktop.games.rondo.lexicons import (
    LexiconError,
    ShippedLexicon,
    available_languages,
    load_lexicon,
    load_word_file,
)
from rondo_desktop.paths import asset_path


@pytest.fixture(scope="module")
def german() -> ShippedLexicon:
    return load_lexicon("de")


def test_all_three_languages_ship() -> None:
    assert available_languages() == ["de", "en", "es"]


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_shipped_lexicon_meets_the_engine_protocol(language: str) -> None:
    lexicon = load_lexicon(language)
    assert isinstance(lexicon, Lexicon)
    assert lexicon.language == language
    assert len(lexicon) == sum(len(lexicon.words(n)) for n in range(3, 10))
    assert len(lexicon) > 40_000
    assert lexicon.words(2) == () and lexicon.words(10) == ()


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_words_are_sorted_and_match_the_code_arrays(language: str) -> None:
    lexicon = load_lexicon(language)
    letters = alphabet(language)
    for n in range(3, 10):
        words = lexicon.words(n)
        codes = lexicon.codes(n)
        assert codes.dtype == np.uint8 and codes.shape == (len(words), n)
        assert lexicon.zipf_array(n).shape == (len(words),)
        assert list(words) == sorted(set(words))
        for i in (0, len(words) // 2, len(words) - 1):
            assert "".join(letters[c] for c in codes[i]) == words[i]
            assert words[i] in lexicon


@pytest.mark.parametrize("word", ["HAUS", "HAEUSER", "GEHST", "SCHOENEN", "LIEFEN", "STRASSE"])
def test_german_accepts(german: ShippedLexicon, word: str) -> None:
    assert word in german


@pytest.mark.parametrize(
    "word", ["BERLIN", "SABINE", "GMBH", "ADAC", "USA", "HÄUSER", "haus", "ES", "DONAUSCHIFF"]
)
def test_german_rejects(german: ShippedLexicon, word: str) -> None:
    assert word not in german


def test_nothing_outside_three_to_nine_letters(german: ShippedLexicon) -> None:
    assert "AB" not in german
    assert "STRASSENBAHN" not in german
    assert 42 not in german


def test_zipf(german: ShippedLexicon) -> None:
    assert 5.0 <= german.zipf("HAUS") <= 6.5
    assert german.zipf("HAUS") > german.zipf("HAEUSER") > 0
    assert german.zipf("BERLIN") == 0.0
    assert german.zipf("XQ") == 0.0


def test_arrays_are_read_only(german: ShippedLexicon) -> None:
    with pytest.raises(ValueError):
        german.codes(4)[0, 0] = 0


@pytest.mark.parametrize("word", ["HOUSE", "WALKED", "THE", "QUIZ"])
def test_english_accepts(word: str) -> None:
    assert word in load_lexicon("en")


@pytest.mark.parametrize("word", ["LONDON", "NASA", "DONT", "HOUSES'"])
def test_english_rejects(word: str) -> None:
    assert word not in load_lexicon("en")


def test_spanish() -> None:
    spanish = load_lexicon("es")
    assert "CASA" in spanish
    assert "NIÑO" in spanish and "NINO" not in spanish
    assert "ARBOL" in spanish and "ÁRBOL" not in spanish
    assert "MADRID" not in spanish
    assert spanish.zipf("NIÑO") > 4


def test_unknown_language() -> None:
    with pytest.raises(LexiconError):
        load_lexicon("xx")


# ---------------------------------------------------------------- decks


@pytest.mark.parametrize("language", ["en", "es"])
def test_derived_decks(language: str) -> None:
    deck = json.loads(asset_path("decks", f"{language}.json").read_text(encoding="utf-8"))
    german = json.loads(asset_path("decks", "de.json").read_text(encoding="utf-8"))
    assert set(deck) == set(german) and deck["format"] == "rondo-deck"
    assert deck["language"] == language and deck["source"]
    letters = deck["letters"]
    assert list(letters) == list(alphabet(language))
    assert all(entry["count"] >= 1 and 1 <= entry["value"] <= 10 for entry in letters.values())
    assert sum(entry["count"] for entry in letters.values()) == 94
    assert deck["joker"] == {"count": 6, "value": -3}
    assert deck["delete"] == {"count": 10, "value": -2}
    assert 94 + deck["joker"]["count"] + deck["delete"]["count"] == 110
    # The more cards a letter has (the more frequent it is), the fewer points it is worth.
    for more in letters.values():
        for fewer in letters.values():
            if more["count"] > fewer["count"]:
                assert more["value"] <= fewer["value"]


# ---------------------------------------------------------------- manifest


def test_manifest_hashes_match_the_shipped_files() -> None:
    manifest = json.loads(asset_path("lexicon", "MANIFEST.json").read_text(encoding="utf-8"))
    assert set(manifest["languages"]) == {"de", "en", "es"}
    for language, entry in manifest["languages"].items():
        assert f"lexicon/{language}.npz" in entry["output_files"]
        for relative, digest in entry["output_files"].items():
            data = asset_path(*relative.split("/")).read_bytes()
            assert hashlib.sha256(data).hexdigest() == digest, relative
        assert entry["words_total"] == len(load_lexicon(language))
        assert entry["debian_packages"] and entry["pypi_packages"]["wordfreq"]


def test_licences_are_documented() -> None:
    text = asset_path("lexicon", "LICENSES.md").read_text(encoding="utf-8")
    for source in ("igerman98", "SCOWL", "hunspell-es", "wordfreq", "CC-BY-SA"):
        assert source in text


# ---------------------------------------------------------------- players' word files


def test_word_file_normalises_and_skips_junk(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text(
        "Häuser\n  straße \nHAUS\nhaus\n\n# a comment\nE-Mail\nab\n12345\nDonaudampfer\n",
        encoding="utf-8",
    )
    words = load_word_file(path, "de")
    assert isinstance(words, Lexicon)
    assert sorted(words) == ["HAEUSER", "HAUS", "STRASSE"]
    assert words.words(4) == ("HAUS",)


def test_word_file_in_windows_encoding(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_bytes("Bäume\r\nÖl\r\nnicht\r\n".encode("cp1252"))
    assert sorted(load_word_file(path, "de")) == ["BAEUME", "NICHT", "OEL"]


def test_spanish_word_file(tmp_path: Path) -> None:
    path = tmp_path / "palabras.txt"
    path.write_text("\ufeffNiño\nárbol\nPINGÜINO\n", encoding="utf-8")
    assert sorted(load_word_file(path, "es")) == ["ARBOL", "NIÑO", "PINGUINO"]


def test_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "picture.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    with pytest.raises(LexiconError, match="not a text file"):
        load_word_file(path, "de")


def test_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="cannot be read"):
        load_word_file(tmp_path / "nowhere.txt", "de")


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LexiconError):
        load_word_file(tmp_path, "de")


def test_file_without_words_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_text("# nothing\n\nab\n", encoding="utf-8")
    with pytest.raises(LexiconError, match="no word"):
        load_word_file(path, "de")
