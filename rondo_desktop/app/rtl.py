"""Right-to-left text: which languages read right to left, and how a line of Arabic is laid out.

Catalogs hold plain Arabic in logical (typing) order. At render time a line that holds Arabic
is put in visual order by the Unicode bidirectional algorithm (python-bidi), so a player's
Latin name, a Rondo word or a number keeps its own left-to-right order inside the sentence,
and is then cut into *runs* by font: the Arabic runs go to the Arabic face, shaped (joined
letters, lam-alef) by HarfBuzz in SDL_ttf, the rest to the Latin face.

The order comes from python-bidi's Rust implementation (UAX #9 with the bracket pairs of rule
N0, so "إستي (este): 1 نقطة" keeps its parentheses around "este"). It does not mirror brackets
(rule L4): "(este)" inside Arabic came out as ")este(". So the line's resolved levels are
taken from it too (its ``debug`` answer), the characters are put in visual order by rule L2
(reverse each run at a level or higher, from the highest level down to the lowest odd one)
and every mirrored character at an odd level is mirrored with python-bidi's own table; a test
holds the order to ``get_display``'s.

An Arabic run is handed back in logical order and drawn right to left
(``Font.set_direction(DIRECTION_RTL)``): HarfBuzz then lays its glyphs out exactly in the
visual order the bidi algorithm chose, but with each word's letters joined as they are typed.
Mirrored characters (brackets) are never put in an Arabic run, so HarfBuzz does not mirror
what the bidi algorithm already mirrored.

Before the algorithm a line of a right-to-left interface is prepared (:func:`prepare`): a number
of Western digits with its sign is isolated left to right, so "-3" keeps its sign on the left
as on the cards (Eastern digits are read right to left with their sign first: "٣-"), and a formatted
value isolated by the translator (FSI..PDI, :func:`isolate`) that holds no letter reads in the
paragraph's direction. The bidi controls are taken out of the visual line before it is drawn
or measured: no font draws them.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass

from bidi import get_display
from bidi.mirror import MIRRORED

# The languages whose players may choose Eastern Arabic digits (the ``digits`` setting).
EASTERN_DIGIT_LANGUAGES: frozenset[str] = frozenset({"ar"})
DIGIT_STYLES: tuple[str, ...] = ("western", "eastern")  # western first: the default
_TO_EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
# Tokens whose digits stay Western: one with a Latin letter in it, or a dotted IPv4 address
# (with its port). Eastern digits there are not what the player types, and, being of another
# bidi class (AN, not EN), they reorder the token: "K7Q-4M2" came out as "4M2-K7Q".
# A version number (0.2.0) is kept too: its Eastern zeros beside the dots read as a row of dots.
_AS_TYPED = re.compile(r"\S*[A-Za-z]\S*|\d+(?:\.\d+){2,}(?::\d+)?")
# A percent sign after Eastern digits is the Arabic one, beside its number (٨٠٪).
_PERCENT = re.compile(r"([\u0660-\u0669]) ?%")
# The blocks the Arabic face draws: Arabic, Arabic Supplement, Extended-A, and the
# presentation forms (which catalogs never use, but a player's name might).
_ARABIC_BLOCKS: tuple[tuple[int, int], ...] = (
    (0x0600, 0x06FF),
    (0x0750, 0x077F),
    (0x08A0, 0x08FF),
    (0xFB50, 0xFDFF),
    (0xFE70, 0xFEFF),
)
_JOINERS = frozenset("\u200c\u200d")
LRM, RLM = "\u200e", "\u200f"
LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"
# The bidi formatting characters: the marks (LRM, RLM, ALM), the embeddings and overrides
# (LRE, RLE, PDF, LRO, RLO) and the isolates (LRI, RLI, FSI, PDI). They steer the order and
# have no glyph: once a line is in visual order they are dropped (UAX #9 rule X9 removes
# most of them; the rest are drawn with no width), since a font renders them as nothing and
# pygame refuses to render nothing ("Text has zero width").
BIDI_CONTROLS = frozenset(
    "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
_STRIP_CONTROLS = str.maketrans(dict.fromkeys(map(ord, BIDI_CONTROLS)))
# Every character that may need the layout (the Arabic face's blocks, the joiners, and the
# blocks where every right-to-left letter (bidi class R) lives, and RLM): a line with none of
# them, which is nearly every line of a Latin interface, is passed by one regex search.
_MAY_NEED_LAYOUT = re.compile(
    "[\u0590-\u08ff\u200c\u200d\u200f\ufb1d-\ufdff\ufe70-\ufeff"
    "\U00010800-\U00010fff\U0001e800-\U0001efff]"
)
# A sign that starts a number of Western digits ("-3", "+12", "(−2)"), not a dash between two
# numbers or words ("3-5").
# It is isolated left to right (LRI..PDI), not marked by an LRM: a mark is a strong letter to
# the numbers after it, so "(3 بطاقات +3، 4 بطاقات +6)" put the 4 beside the +3.
_SIGNED = re.compile(r"(?<![\w)\].,])[+\-\u2212][0-9]+(?:[.,][0-9]+)?")
# A bare number isolated by the translator ("{seconds}" of "{minutes}:{seconds}"): its isolate
# would make it a neutral of the sentence, and the sand timer's "1:59" came out as "59:1".
# Without it, the number joins the digits around it as if it had been typed there.
_ISOLATED_NUMBER = re.compile(
    "\u2068([+\\-\u2212]?[0-9\u0660-\u0669]+(?:[.,:\u066b\u066c][0-9\u0660-\u0669]+)*)\u2069"
)
_LEVELS = re.compile(r"levels: \[(.*?)\]", re.DOTALL)
_LEVEL = re.compile(r"Level\(\s*(\d+)")

log = logging.getLogger(__name__)


def uses_eastern_digits(language: str, digits: str) -> bool:
    """Whether 0-9 are drawn as Eastern Arabic digits (U+0660-0669): only for Arabic, and only
    when the player chose so."""
    return digits == "eastern" and language in EASTERN_DIGIT_LANGUAGES


def eastern_digits(text: str) -> str:
    """The text with every Western digit as its Eastern Arabic digit (12 -> ١٢), but for the
    tokens written as they are typed: a table's code (K7Q-4M2), an address (192.168.1.20:47100,
    ws://host:47100), a key (F11)."""
    pieces: list[str] = []
    start = 0
    for kept in _AS_TYPED.finditer(text):
        pieces += [text[start : kept.start()].translate(_TO_EASTERN), kept.group()]
        start = kept.end()
    pieces.append(text[start:].translate(_TO_EASTERN))
    return _PERCENT.sub("\\1\u066a", "".join(pieces))


def isolate(value: str) -> str:
    """A value formatted into a sentence (a name, a Rondo word), isolated for the bidi
    algorithm: it keeps its own order and place and does not pull its neighbours (a number
    after a Latin word) into its run. :func:`prepare` and :func:`without_controls` handle it."""
    return f"{FSI}{value}{PDI}" if value else value


def without_controls(text: str) -> str:
    """The text without its bidi controls (what is drawn, measured and stored)."""
    return text.translate(_STRIP_CONTROLS)


def prepare(text: str, rtl_base: bool) -> str:
    """A line made ready for the bidi algorithm in a right-to-left paragraph: a number of
    Western digits with its sign isolated left to right (the algorithm would put it on the digits'
    right: "قيمته 3-."), and an isolate that is not Latin only (a number, a score pair, an
    Arabic name, Latin words joined by "؛") read right to left like the sentence around it.
    A left-to-right paragraph is left as it is."""
    if not rtl_base or not text:
        return text
    text = _ISOLATED_NUMBER.sub("\\1", text)
    text = _SIGNED.sub(lambda signed: LRI + signed.group() + PDI, text)
    if FSI not in text:
        return text
    chars = list(text)
    for start, char in enumerate(chars):
        if char == FSI and _reads_right_to_left(chars, start + 1):
            chars[start] = RLI
    return "".join(chars)


def _reads_right_to_left(chars: list[str], start: int) -> bool:
    """Whether the isolate whose content starts at ``start`` reads as the right-to-left
    sentence around it: unless it is Latin only (a name, a Rondo word), as a number, or a list
    of Latin words joined by an Arabic "؛" (its first item stands at the right), does."""
    depth = 0
    latin = False
    for char in chars[start:]:
        if char in "\u2066\u2067\u2068":
            depth += 1
        elif char == PDI:
            if depth == 0:
                break
            depth -= 1
        elif depth == 0:
            kind = unicodedata.bidirectional(char)
            if kind in ("R", "AL"):
                return True
            latin = latin or kind == "L"
    return not latin


def in_arabic_face(char: str) -> bool:
    """Whether the Arabic face draws this character (letters, marks, digits, punctuation)."""
    if char in _JOINERS:
        return True
    code = ord(char)
    return any(low <= code <= high for low, high in _ARABIC_BLOCKS)


def needs_layout(text: str) -> bool:
    """Whether the line needs the bidi algorithm and the Arabic face; Latin-only lines (names,
    Rondo words, scores) are drawn as they are, in every language."""
    if _MAY_NEED_LAYOUT.search(text) is None:
        return False
    return any(
        in_arabic_face(char) or unicodedata.bidirectional(char) == "R"
        for char in _MAY_NEED_LAYOUT.findall(text)
    )


@dataclass(frozen=True)
class Run:
    """A piece of a line in one face, in visual order along the line. An Arabic run's text is
    in logical order (to be drawn right to left); a Latin run's is as it is seen."""

    text: str
    arabic: bool


def visual_runs(text: str, rtl_base: bool) -> tuple[Run, ...]:
    """The line's runs from left to right on the screen. ``rtl_base``: the paragraph reads
    right to left (the interface is Arabic), so a line that starts with a Latin name still
    puts that name at the right."""
    visual = without_controls(visual_order(text, rtl_base))  # they have done their work
    runs: list[Run] = []
    start = 0
    for end in range(1, len(visual) + 1):
        if end < len(visual) and _face(visual, end) == _face(visual, start):
            continue
        piece = visual[start:end]
        arabic = _face(visual, start)
        runs.append(Run(piece[::-1] if arabic else piece, arabic))
        start = end
    return tuple(runs)


def visual_order(text: str, rtl_base: bool) -> str:
    """The line's characters from left to right on the screen, brackets mirrored where they
    read right to left (after :func:`prepare`)."""
    base = "R" if rtl_base else "L"
    text = prepare(text, rtl_base)
    levels = char_levels(text, base)
    if not levels:
        return str(get_display(text, base_dir=base))
    return "".join(
        MIRRORED.get(text[i], text[i]) if levels[i] % 2 and text[i] in MIRRORED else text[i]
        for i in _visual_indices(levels)
    )


def end_caret(text: str, rtl_base: bool) -> int:
    """Where the caret after the line's last typed character stands: how many of the line's
    characters lie left of it on the screen. That is where the next character appears: on the
    right of a last character read left to right ("Anna|"), on the left of one read right to
    left ("|أحمد"), wherever that character stands in the line."""
    text = prepare(text, rtl_base)
    kept = [i for i, char in enumerate(text) if char not in BIDI_CONTROLS]
    if not kept:
        return 0
    levels = char_levels(text, "R" if rtl_base else "L")
    if not levels:  # no levels: the paragraph's own direction
        return 0 if rtl_base else len(kept)
    order = _visual_indices(levels)
    last = kept[-1]
    # Counted in the characters drawn: the controls are taken out of the line.
    at = sum(1 for i in order[: order.index(last)] if text[i] not in BIDI_CONTROLS)
    return at if levels[last] % 2 else at + 1


def _visual_indices(levels: list[int]) -> list[int]:
    """The characters' logical indices from left to right on the screen: rule L2, each run at
    a level or higher reversed, from the highest level down to the lowest odd one."""
    order = list(range(len(levels)))
    odd = [level for level in levels if level % 2]
    for level in range(max(levels), min(odd, default=max(levels) + 1) - 1, -1):
        start = 0
        while start < len(order):
            if levels[order[start]] < level:
                start += 1
                continue
            end = start
            while end < len(order) and levels[order[end]] >= level:
                end += 1
            order[start:end] = order[start:end][::-1]
            start = end
    return order


def char_levels(text: str, base: str) -> list[int] | None:
    """Each character's resolved bidi level (python-bidi's, read from its ``debug`` answer,
    which gives one per UTF-8 byte); None when that answer cannot be read."""
    found = _LEVELS.search(str(get_display(text, base_dir=base, debug=True)))
    by_byte = [int(level) for level in _LEVEL.findall(found.group(1))] if found else []
    if len(by_byte) != len(text.encode("utf-8")):
        log.warning("python-bidi gave no levels for %r: brackets are not mirrored", text)
        return None
    levels: list[int] = []
    offset = 0
    for char in text:
        levels.append(by_byte[offset])
        offset += len(char.encode("utf-8"))
    return levels


def _face(visual: str, index: int) -> bool:
    """True when the character at ``index`` of a visual line is drawn in the Arabic face. A
    space between two Arabic characters stays in the Arabic run, so a phrase is shaped as one
    (and spaced by the Arabic face); other spaces and neutrals go to the Latin face."""
    char = visual[index]
    if char == " ":
        before = visual[:index].rstrip(" ")
        after = visual[index:].lstrip(" ")
        return bool(before and after and in_arabic_face(before[-1]) and in_arabic_face(after[0]))
    return in_arabic_face(char)
