"""What the engine needs from a word list, and the simplest list that provides it.

The engine accepts any word collection that answers these questions; the shipped
lexicons (``rondo_desktop.games.rondo.lexicons``) answer them from compact files, tests use
:class:`WordList`.
Words are stored normalised: uppercase letters of the deck's alphabet only (German HÄUSER is
HAEUSER), 3 to 9 letters long.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Protocol, runtime_checkable

MIN_WORD = 3
MAX_WORD = 9


@runtime_checkable
class Lexicon(Protocol):
    """A set of normalised words of 3 to 9 letters."""

    language: str

    def __contains__(self, word: object) -> bool: ...

    def __len__(self) -> int: ...

    def words(self, length: int) -> Sequence[str]:
        """All words of exactly ``length`` letters, sorted."""
        ...

    def zipf(self, word: str) -> float:
        """How common the word is (wordfreq's Zipf scale, 0 when unknown)."""
        ...


@runtime_checkable
class VersionedLexicon(Lexicon, Protocol):
    """A shipped lexicon that knows its version and can give back its earlier versions.

    Saves record the version their plays were made with; replaying an older save uses the
    earlier list, so every play that was legal when it was made is legal again.
    """

    version: int

    def earlier(self, version: int) -> Lexicon | None:
        """The list as it was at ``version`` (None when this build does not know that one)."""
        ...


class WordList:
    """An in-memory lexicon, for tests and players' own word lists."""

    def __init__(
        self,
        words: Iterable[str],
        language: str = "de",
        zipf: Mapping[str, float] | None = None,
    ) -> None:
        self.language = language
        kept = {w for w in words if MIN_WORD <= len(w) <= MAX_WORD and w.isalpha() and w.isupper()}
        self._by_length: dict[int, tuple[str, ...]] = {
            n: tuple(sorted(w for w in kept if len(w) == n)) for n in range(MIN_WORD, MAX_WORD + 1)
        }
        self._words = frozenset(kept)
        self._zipf = dict(zipf or {})

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._words))

    def words(self, length: int) -> Sequence[str]:
        return self._by_length.get(length, ())

    def zipf(self, word: str) -> float:
        return self._zipf.get(word, 0.0)
