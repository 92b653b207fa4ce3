"""How a word is spelled with the cards of a language's deck.

The decks have no umlaut, ß or accent cards, so every word, from the shipped lexicons and from a
player's own word list alike, goes through :func:`normalise` before it is stored or looked up.
The lexicon builder (``build_scripts/build_lexicons.py``) uses the very same function, so a word
a player types and a word in the shipped file always meet in the same spelling.
"""

from __future__ import annotations

import unicodedata

from rondo_desktop.games.rondo.engine.lexicon import MAX_WORD, MIN_WORD

_LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ALPHABETS: dict[str, str] = {
    "de": _LATIN,
    "en": _LATIN,
    # Ñ is a letter of its own in Spanish with its own card. It comes last, not after N, so that
    # codes 0..25 mean the same letter in every language and code order equals Python's string
    # order ("Ñ" > "Z"), which keeps the sorted word arrays and sorted strings in step.
    "es": _LATIN + "Ñ",
}

# German writes umlauts and ß out with two letters, as the original game's rule book asks
# (HÄUSER is HAEUSER, STRAßE is STRASSE). Uppercase ẞ is rare but appears in modern text.
_GERMAN_LETTERS = str.maketrans({"Ä": "AE", "Ö": "OE", "Ü": "UE", "ß": "SS", "ẞ": "SS"})

# Spanish accents only mark stress or diaeresis; the cards carry plain vowels.
_SPANISH_VOWELS = str.maketrans({"Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U", "Ü": "U"})


class UnknownLanguageError(ValueError):
    """Raised for a language that has no alphabet (no deck) in this game."""


def languages() -> tuple[str, ...]:
    """The language codes that have an alphabet, e.g. ``("de", "en", "es")``."""
    return tuple(_ALPHABETS)


def alphabet(language: str) -> str:
    """The letters of the language's deck; a letter's index is its code in the lexicon files."""
    try:
        return _ALPHABETS[language]
    except KeyError:
        known = ", ".join(_ALPHABETS)
        raise UnknownLanguageError(
            f"no alphabet for language {language!r} (known: {known})"
        ) from None


def transliterate(text: str, language: str) -> str:
    """Text in capitals spelled the deck's way (HÄUSER -> HAEUSER, árbol -> ARBOL).

    Characters the deck has no card for are kept; :func:`normalise` refuses words with them,
    a player's typing drops them.
    """
    # NFC first, so that a decomposed "A" + combining umlaut from a text file counts as Ä.
    text = unicodedata.normalize("NFC", text)
    if language == "de":
        # ß has no single-letter uppercase form; str.upper() gives "SS" already, but translate
        # explicitly so the German rule does not depend on that Unicode detail.
        return text.replace("ß", "SS").upper().translate(_GERMAN_LETTERS)
    if language == "es":
        return text.upper().translate(_SPANISH_VOWELS)
    return text.upper()


def normalise(word: str, language: str) -> str | None:
    """The word as the deck spells it, or None when the deck cannot spell it.

    None is returned for words with letters outside the alphabet (digits, hyphens, apostrophes,
    foreign accents) and for words shorter than 3 or longer than 9 letters after spelling out.
    """
    letters = alphabet(language)
    text = unicodedata.normalize("NFC", word.strip())
    if language != "de" and any(len(ch.upper()) != 1 for ch in text):
        # ß -> SS, ligatures -> two letters: spellings that belong to no word of the language.
        return None
    text = transliterate(text, language)
    if not MIN_WORD <= len(text) <= MAX_WORD:
        return None
    if any(ch not in letters for ch in text):
        return None
    return text
