"""The word lists the game plays with: the shipped lexicons and a player's own word file.

A shipped lexicon is ``assets/lexicon/<language>.npz`` (built by
``build_scripts/build_lexicons.py``): for each length n = 3..9 an (N, n) uint8 array of letter
codes (index in :func:`rondo_desktop.games.rondo.engine.spelling.alphabet`), rows sorted, and an
(N,) uint8 array of Zipf frequencies in tenths. Loading reads those small arrays and packs each
row into one integer, so a membership test is a binary search and no Python string is made until
:meth:`ShippedLexicon.words` is asked for a length.

Each shipped list has a version (a ``version`` array; files without one are 0.1.0's, version 1).
:meth:`ShippedLexicon.earlier` rebuilds an earlier version from ``<language>-earlier.npz``, the
words added and dropped since, so that saved games replay on the list they were played with.

Nothing here is cached at module level: whoever needs a lexicon keeps the object it gets back
(the game keeps one per language in its context), and ``load_lexicon`` loads afresh when called.
No pygame here: the computer players and the command line use this too.
"""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from rondo_desktop.games.rondo.engine.lexicon import MAX_WORD, MIN_WORD, WordList
from rondo_desktop.games.rondo.engine.spelling import alphabet, languages, normalise
from rondo_desktop.paths import asset_path

# 5 bits a letter: 27 letters fit, and 9 letters take 45 bits of a uint64. The first letter goes
# in the highest bits, so the packed keys sort exactly like the rows.
_BITS = 5
_LENGTHS = range(MIN_WORD, MAX_WORD + 1)


class LexiconError(Exception):
    """A lexicon or word file cannot be used; the message says why, for the player."""


def available_languages() -> list[str]:
    """The languages that have a shipped lexicon, e.g. ``["de", "en", "es"]``."""
    folder = asset_path("lexicon")
    return [lang for lang in languages() if (folder / f"{lang}.npz").is_file()]


def load_lexicon(language: str) -> ShippedLexicon:
    """The shipped lexicon of ``language``; raises LexiconError if it is missing or damaged."""
    if language not in languages():
        raise LexiconError(f"There is no lexicon for the language {language!r}.")
    path = asset_path("lexicon", f"{language}.npz")
    try:
        with np.load(path) as archive:
            arrays = {name: archive[name] for name in archive.files}
    except (OSError, ValueError, zipfile.BadZipFile) as error:
        raise LexiconError(f"The {language} lexicon ({path}) cannot be read: {error}") from error
    return ShippedLexicon(language, arrays)


def load_earlier_arrays(language: str, version: int) -> dict[str, np.ndarray] | None:
    """The differences between the shipped list and its earlier ``version``, or None.

    ``assets/lexicon/<language>-earlier.npz`` (written by the build) holds per earlier version
    v the words the current list added (``v<v>_added_<n>``) and dropped (``v<v>_dropped_<n>``).
    """
    path = asset_path("lexicon", f"{language}-earlier.npz")
    if not path.is_file():
        return None
    try:
        with np.load(path) as archive:
            names = [f"v{version}_{kind}_{n}" for kind in ("added", "dropped") for n in _LENGTHS]
            if not all(name in archive.files for name in names):
                return None
            return {name: archive[name] for name in names}
    except (ValueError, zipfile.BadZipFile) as error:
        raise LexiconError(
            f"The {language} earlier lists ({path}) cannot be read: {error}"
        ) from error


def pack(codes: np.ndarray) -> np.ndarray:
    """One uint64 key per row of letter codes, ordered like the rows."""
    keys = np.zeros(codes.shape[0], dtype=np.uint64)
    for column in range(codes.shape[1]):
        keys = (keys << np.uint64(_BITS)) | codes[:, column].astype(np.uint64)
    return keys


class ShippedLexicon:
    """A lexicon read from the game's assets; implements the engine's ``Lexicon`` protocol."""

    def __init__(self, language: str, arrays: dict[str, np.ndarray]) -> None:
        self.language = language
        self._alphabet = alphabet(language)
        self._code = {letter: i for i, letter in enumerate(self._alphabet)}
        self._codes: dict[int, np.ndarray] = {}
        self._zipf: dict[int, np.ndarray] = {}
        self._keys: dict[int, np.ndarray] = {}
        self._words: dict[int, tuple[str, ...]] = {}
        for n in _LENGTHS:
            try:
                codes, zipf = arrays[f"codes_{n}"], arrays[f"zipf_{n}"]
            except KeyError as error:
                raise LexiconError(f"The {language} lexicon lacks {error.args[0]}.") from None
            if codes.ndim != 2 or codes.shape[1] != n or len(zipf) != len(codes):
                raise LexiconError(f"The {language} lexicon has a malformed array for {n}.")
            # Callers get these arrays directly; read-only keeps them from changing the lexicon.
            codes.setflags(write=False)
            zipf.setflags(write=False)
            self._codes[n], self._zipf[n] = codes, zipf
            self._keys[n] = pack(codes)
        self._size = sum(len(c) for c in self._codes.values())
        # Files from before versions were recorded are the first version (0.1.0's lists).
        self.version = _version_of(arrays, language)

    @property
    def alphabet(self) -> str:
        """The letters whose indexes are the codes in :meth:`codes`."""
        return self._alphabet

    def __repr__(self) -> str:
        return f"ShippedLexicon({self.language!r}, {self._size} words)"

    def __len__(self) -> int:
        return self._size

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._index(word) is not None

    def words(self, length: int) -> Sequence[str]:
        """All words of ``length`` letters, sorted; made into strings on first request."""
        if length not in self._codes:
            return ()
        if length not in self._words:
            self._words[length] = self._decode(self._codes[length])
        return self._words[length]

    def zipf(self, word: str) -> float:
        """wordfreq's Zipf value of the word (0.0 when unknown or not a word), 0.1 precision."""
        found = self._index(word)
        return 0.0 if found is None else int(self._zipf[len(word)][found]) / 10

    def earlier(self, version: int) -> ShippedLexicon | None:
        """The shipped list as it was at ``version``; None for a version this build lacks.

        Built from this list and the shipped differences: its words minus those added since,
        plus those dropped since (their Zipf values are unknown: 0).
        """
        if version == self.version:
            return self
        if version > self.version:
            return None
        diff = load_earlier_arrays(self.language, version)
        if diff is None:
            return None
        arrays: dict[str, np.ndarray] = {"version": np.array([version], dtype=np.uint16)}
        for n in _LENGTHS:
            added, dropped = diff[f"v{version}_added_{n}"], diff[f"v{version}_dropped_{n}"]
            if added.ndim != 2 or dropped.ndim != 2 or {added.shape[1], dropped.shape[1]} != {n}:
                raise LexiconError(f"The {self.language} earlier lists are malformed for {n}.")
            kept = ~np.isin(self._keys[n], pack(added))
            keys = np.concatenate([self._keys[n][kept], pack(dropped)])
            codes = np.concatenate([self._codes[n][kept], dropped.astype(np.uint8)])
            zipf = np.concatenate([self._zipf[n][kept], np.zeros(len(dropped), np.uint8)])
            order = np.argsort(keys, kind="stable")
            arrays[f"codes_{n}"], arrays[f"zipf_{n}"] = codes[order], zipf[order]
        return ShippedLexicon(self.language, arrays)

    def codes(self, length: int) -> np.ndarray:
        """The (N, length) uint8 letter codes of the words of that length, rows sorted."""
        return self._codes.get(length, np.zeros((0, length), dtype=np.uint8))

    def zipf_array(self, length: int) -> np.ndarray:
        """The (N,) uint8 Zipf values in tenths (42 means 4.2), row for row with codes()."""
        return self._zipf.get(length, np.zeros(0, dtype=np.uint8))

    def encode(self, word: str) -> np.ndarray | None:
        """The word's letter codes, or None if a letter is not in this language's alphabet."""
        try:
            return np.fromiter((self._code[ch] for ch in word), dtype=np.uint8, count=len(word))
        except KeyError:
            return None

    def _index(self, word: str) -> int | None:
        keys = self._keys.get(len(word))
        codes = self.encode(word) if keys is not None else None
        if keys is None or codes is None:
            return None
        key = pack(codes.reshape(1, -1))[0]
        at = int(np.searchsorted(keys, key))
        return at if at < len(keys) and keys[at] == key else None

    def _decode(self, codes: np.ndarray) -> tuple[str, ...]:
        # Map codes to code points, then view each row as one fixed-width unicode string:
        # one numpy pass instead of a Python loop over every letter.
        points = np.array([ord(ch) for ch in self._alphabet], dtype=np.uint32)[codes]
        rows = np.ascontiguousarray(points).view(f"<U{codes.shape[1]}").reshape(-1)
        return tuple(rows.tolist())


def _version_of(arrays: dict[str, np.ndarray], language: str) -> int:
    """The list's version: a one-element array; files from before versions existed are 1."""
    if "version" not in arrays:
        return 1
    version = arrays["version"].reshape(-1)
    if version.size != 1 or version.dtype.kind not in "ui" or int(version[0]) < 1:
        raise LexiconError(f"The {language} lexicon has a malformed version.")
    return int(version[0])


def load_word_file(path: str | Path, language: str) -> WordList:
    """A player's own word list: plain text, one word per line, any case.

    Words are spelled as the deck spells them (``normalise``); lines that are empty, start
    with ``#`` or cannot be spelled with the deck are skipped. Raises LexiconError when the
    file cannot be read, is not text, or holds no usable word.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LexiconError(f"The word file {path} cannot be read: {error.strerror}.") from error
    text = _decode_text(data, path)
    words = set()
    for line in text.splitlines():
        entry = line.strip()
        if entry and not entry.startswith("#"):
            word = normalise(entry, language)
            if word is not None:
                words.add(word)
    if not words:
        raise LexiconError(f"The word file {path} holds no word of 3 to 9 letters.")
    return WordList(words, language=language)


def _decode_text(data: bytes, path: Path) -> str:
    # A NUL byte never occurs in a text word list but almost always in binary files.
    if b"\x00" in data:
        raise LexiconError(f"The word file {path} is not a text file.")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    # Word lists saved by older Windows editors are often cp1252 (umlauts as single bytes).
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as error:
        raise LexiconError(f"The word file {path} is not UTF-8 or Windows text.") from error
