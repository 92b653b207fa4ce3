"""The host's Arabic catalog, checked on its own until the text layer offers Arabic: every
English line said, with the same placeholders, the Arabic plural forms only where English
counts, and plain logical-order Arabic the text layer can shape (no bidi controls, no
presentation forms, Western digits, no English left over)."""

from __future__ import annotations

import re
import string

from rondo_desktop.app.catalogs import ar, en

ENGLISH, ARABIC = en.STRINGS, ar.STRINGS
# CLDR's Arabic categories besides "other" (which is the key itself).
FORMS = ("zero", "one", "two", "few", "many")
# The forms that name their number in words ("نقطة واحدة", "نقطتان") may leave it out.
WORDED_FORMS = ("zero", "one", "two")
# The parameters whose number picks the plural form (i18n.PLURAL_PARAMS).
COUNTED = frozenset({"count", "points"})
# Marks that reorder text: LRM, RLM, ALM, the embeddings and overrides, the isolates.
BIDI_CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e") | frozenset(
    "\u2066\u2067\u2068\u2069"
)
# Latin kept on purpose: keys as printed on the keyboard, the product's name, the folders'
# names, and what the player types as it is: an address's scheme (wss://) and the example table
# code (K7Q-4M2).
LATIN_KEPT = frozenset(
    {"Enter", "Esc", "Tab", "Backspace", "F11", "Rondo", "Desktop", "recent", "network"}
    | {"wss", "K7Q", "M2"}
)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def literal(text: str) -> str:
    return "".join(part for part, *_ in string.Formatter().parse(text))


def base_and_form(key: str) -> tuple[str, str | None]:
    """'loading.moves.two' -> ('loading.moves', 'two'); a key without a form -> (key, None)."""
    head, _, tail = key.rpartition(".")
    return (head, tail) if tail in FORMS and f"{head}.one" in ENGLISH else (key, None)


def test_every_english_line_is_said_in_arabic() -> None:
    assert set(ENGLISH) <= set(ARABIC), sorted(set(ENGLISH) - set(ARABIC))


def test_plural_forms_only_where_english_counts() -> None:
    for key in set(ARABIC) - set(ENGLISH):
        base, form = base_and_form(key)
        assert form is not None and base in ENGLISH, f"ar:{key} is not a key of the English"


def test_every_line_keeps_its_placeholders() -> None:
    for key, text in ARABIC.items():
        base, form = base_and_form(key)
        # A form's reference is the English general line: "{count} moves to replay".
        reference = ENGLISH.get(base if form else key)
        if reference is None:
            continue  # not an English key: the test above names it
        wanted = fields(reference)
        if form in WORDED_FORMS:
            assert fields(text) >= wanted - COUNTED and fields(text) <= wanted, f"ar:{key}"
        else:
            assert fields(text) == wanted, f"ar:{key}: {text!r}"
        assert text.format(**dict.fromkeys(wanted, 7)), key


def test_counted_lines_say_one_and_two_in_words_and_the_rest_with_the_number() -> None:
    for key in ENGLISH:
        if not key.endswith(".one"):
            continue
        base = key.removesuffix(".one")
        (counted,) = fields(ENGLISH[base]) & COUNTED
        assert {f"{base}.one", f"{base}.two", f"{base}.few"} <= set(ARABIC), base
        for form in ("one", "two"):
            assert counted not in fields(ARABIC[f"{base}.{form}"]), f"ar:{base}.{form}"
        for name in (base, f"{base}.few", f"{base}.many"):
            if name in ARABIC:
                assert counted in fields(ARABIC[name]), f"ar:{name}"
        assert ARABIC[f"{base}.few"] != ARABIC[base], f"ar:{base}: 3 to 10 take the plural"


def test_plain_logical_order_arabic_the_text_layer_can_shape() -> None:
    for key, char in ((key, char) for key, text in ARABIC.items() for char in text):
        point = ord(char)
        assert char not in BIDI_CONTROLS, f"ar:{key} holds a bidi control U+{point:04X}"
        assert not 0xFB50 <= point <= 0xFDFF, f"ar:{key} holds a presentation form U+{point:04X}"
        assert not 0xFE70 <= point <= 0xFEFF, f"ar:{key} holds a presentation form U+{point:04X}"
        # Digits stay Western: the player's setting maps them when the line is drawn.
        assert not 0x0660 <= point <= 0x0669 and not 0x06F0 <= point <= 0x06F9, f"ar:{key}"


def test_no_english_is_left_untranslated() -> None:
    for key, text in ARABIC.items():
        words = literal(text)
        latin = set(re.findall(r"[A-Za-z][A-Za-z0-9]*", words))
        assert latin <= LATIN_KEPT, f"ar:{key} still says {sorted(latin - LATIN_KEPT)}"
        # A line with words in it says them in Arabic (the clock "{minutes}:{seconds}" has
        # none, the product's name is its own).
        if re.search(r"[^\W\d_]", words) and key != "app.title":
            assert re.search("[\u0621-\u064a]", words), f"ar:{key} has no Arabic: {words!r}"
