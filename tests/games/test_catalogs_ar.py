"""Each game's Arabic catalogs: every English line said, with the same ``{placeholders}``;
Arabic's own plural forms only where English has a singular; plain logical-order Arabic that
the text layer shapes (no bidi controls, no presentation forms); registered as "ar"."""

from __future__ import annotations

import importlib
import re
import string
from collections.abc import Mapping
from types import ModuleType

import pytest

# Each game's catalog files (``<part>_en.py`` beside ``<part>_ar.py``).
PARTS: Mapping[str, tuple[str, ...]] = {
    "ronda": ("texts", "table", "variants"),
    "allegra": ("engine", "texts", "table"),
    "rondo": ("texts", "table", "rules", "review"),
}
# CLDR's Arabic categories besides "other" (the key itself).
FORMS = ("zero", "one", "two", "few", "many")
# Directional marks and embeddings: the text layer orders the line, a catalog never does.
BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# Presentation forms: shaping is the text layer's work, a catalog holds the plain letters.
PRESENTATION = re.compile("[\ufb50-\ufdff\ufe70-\ufeff]")
ARABIC = re.compile("[\u0621-\u064a]")
# An English line with a word in lower case is prose to translate; Rondo's words (HOME) and
# hand notation (ERTNS?-) are cards, and a language's own name (Deutsch) is said its own way.
PROSE = re.compile(r"[a-z]{2,}")
OWN_NAMES = ("setup.language.",)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def literal(text: str) -> str:
    return "".join(part for part, *_ in string.Formatter().parse(text))


def catalog(game: str, part: str, language: str) -> ModuleType:
    return importlib.import_module(f"rondo_desktop.games.{game}.catalogs.{part}_{language}")


CASES = [(game, part) for game, parts in PARTS.items() for part in parts]


def base_key(key: str, english: Mapping[str, str]) -> str:
    """The key a plural form belongs to ("x.two" -> "x" when English has "x.one")."""
    stem, _, form = key.rpartition(".")
    if form in FORMS and f"{stem}.one" in english:
        return stem
    return key


@pytest.mark.parametrize(("game", "part"), CASES)
def test_arabic_says_every_english_line_and_no_other(game: str, part: str) -> None:
    english = catalog(game, part, "en").STRINGS
    arabic = catalog(game, part, "ar").STRINGS
    assert set(english) <= set(arabic), set(english) - set(arabic)
    extra = {key for key in arabic if key not in english}
    assert all(base_key(key, english) in english for key in extra), extra


@pytest.mark.parametrize(("game", "part"), CASES)
def test_arabic_keeps_the_placeholders(game: str, part: str) -> None:
    english = catalog(game, part, "en").STRINGS
    for key, text in catalog(game, part, "ar").STRINGS.items():
        assert text.strip(), key
        base = base_key(key, english)
        if key in english and not key.endswith(".one"):
            assert fields(text) == fields(english[key]), key
        else:  # a plural form may say its number in words ("نقطتان" for 2)
            assert fields(text) <= fields(english[base]), key


@pytest.mark.parametrize(("game", "part"), CASES)
def test_arabic_is_plain_logical_order_text(game: str, part: str) -> None:
    for key, text in catalog(game, part, "ar").STRINGS.items():
        assert not BIDI.search(text), f"{key} holds a bidi control"
        assert not PRESENTATION.search(text), f"{key} holds presentation forms"


@pytest.mark.parametrize(("game", "part"), CASES)
def test_arabic_lines_are_written_in_arabic(game: str, part: str) -> None:
    """A line with English words in it is not left in English (key names, Enter and Esc,
    and Rondo's letters may stay Latin beside the Arabic)."""
    english = catalog(game, part, "en").STRINGS
    for key, text in catalog(game, part, "ar").STRINGS.items():
        if PROSE.search(literal(english[base_key(key, english)])) and not key.startswith(OWN_NAMES):
            assert ARABIC.search(literal(text)), f"{key} is not Arabic: {text!r}"


@pytest.mark.parametrize("game", sorted(PARTS))
def test_each_game_registers_its_arabic(game: str) -> None:
    catalogs = importlib.import_module(f"rondo_desktop.games.{game}.catalogs").CATALOGS
    merged: dict[str, str] = {}
    for part in PARTS[game]:
        merged.update(catalog(game, part, "ar").STRINGS)
    assert catalogs["ar"] == merged


# Placeholders that may hold or end in digits (a count, a score, "الحاسوب 2"). A middle dot
# beside Eastern digits reads as a zero ("الحاسوب ٢ · SPINTO", "٨٨٪ · ضاعت"); a key hint's
# two spaces keep it apart.
NUMBERISH = ("points", "count", "turn", "accuracy", "timer", "bonus", "total", "value", "name")
DOT_BESIDE_NUMBER = re.compile(
    r"(?:[0-9%] ?|\{(?:"
    + "|".join(NUMBERISH)
    + r")\}%?\s*)·|·(?: ?[0-9]|\s*\{(?:"
    + "|".join(NUMBERISH)
    + r")\})"
)


def test_no_middle_dot_beside_a_number_in_arabic() -> None:
    from rondo_desktop.app.catalogs import ar

    lines = dict(ar.STRINGS)
    for game, part in CASES:
        lines.update(catalog(game, part, "ar").STRINGS)
    beside = {key for key, text in lines.items() if DOT_BESIDE_NUMBER.search(text)}
    beside |= {key for key, text in lines.items() if text.strip() == "·"}  # a separator
    assert not beside, sorted(beside)
