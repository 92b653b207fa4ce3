"""The fast word finder: every legal play for a position, from a lexicon of any size.

The one move generator of the game: the hint button, the computer players, the ``solve``
command and the engine's ``legal_actions`` all ask it. It finds the same plays as the simple
word-by-word walk in :mod:`.finder` (the tests hold them equal), but filters
the lexicon with numpy first:

1. a word whose letters are not all in the hand or the old word needs one joker per missing
   letter: a bitmask per word and ``bitwise_count`` drop most of the lexicon at once;
2. for each place the new word may lie (a :class:`~.finder.Stretch`), the
   letters that stay visible are compared column-wise, and what remains must be covered by
   letter cards, or by jokers where the hand runs short.

Only the words that survive are turned into strings and plays (:mod:`.wordplays`), each
checked by the same functions that validate a player's play.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from rondo_desktop.games.rondo.engine.cards import DELETE, JOKER, Deck
from rondo_desktop.games.rondo.engine.finder import (
    Stretch,
    assignments,
    sort_plays,
    stretches,
)
from rondo_desktop.games.rondo.engine.holder import (
    MAX_SLOTS,
    START_SLOTS,
    Holder,
    token_card,
    token_letter,
)
from rondo_desktop.games.rondo.engine.lexicon import MAX_WORD, MIN_WORD, Lexicon
from rondo_desktop.games.rondo.engine.play import PlayOutcome, bonus, check_start_word
from rondo_desktop.games.rondo.engine.wordplays import Position


@dataclass(frozen=True)
class _Table:
    """The words of one length as arrays: letter codes, letter sets, letter counts."""

    codes: np.ndarray  # (N, length) uint8
    masks: np.ndarray  # (N,) uint32, bit c set when letter code c occurs
    counts: np.ndarray  # (N, alphabet) uint8


@dataclass(frozen=True)
class _Words:
    """One query's candidate words of one length, and what the hand lacks for each."""

    words: np.ndarray  # (N, length) letter codes
    count: np.ndarray  # (N, alphabet) how often each letter occurs
    excess: np.ndarray  # (N, alphabet) how many of each letter the hand's cards lack
    lacking: np.ndarray  # (N,) excess in all
    value: np.ndarray | None = None  # (N,) the letters' values, when scored
    swap: np.ndarray | None = None  # (N,) what jokers for the lacking letters cost, when scored


class _Fit(NamedTuple):
    """The words that fit one stretch: rows of ``words``, with their best scores if asked."""

    stretch: Stretch
    words: np.ndarray
    found: np.ndarray
    bounds: np.ndarray


_NO_BOUNDS = np.zeros(0, dtype=np.int64)


class WordFinder:
    """Finds plays for positions of one deck over one lexicon; tables are built on first use."""

    def __init__(self, lexicon: Lexicon, deck: Deck) -> None:
        self.lexicon = lexicon
        self.deck = deck
        self.alphabet = deck.alphabet
        self._code = {letter: code for code, letter in enumerate(self.alphabet)}
        self._tables: dict[int, _Table] = {}
        # For scoring words column-wise: each letter's value, what a joker in its place costs,
        # and the bonus by cards played (at most one card per slot).
        self._values = np.asarray([deck.value(c) for c in self.alphabet], dtype=np.int64)
        self._swaps = deck.joker_value - self._values
        self._bonus = np.asarray([bonus(n) for n in range(MAX_SLOTS + 2)], dtype=np.int64)
        # A word's best play uses jokers only where it must while no letter is worth less
        # than a joker; true of every shipped deck, and top() falls back to plays() if not.
        self._exact_bounds = all(self._swaps <= 0)

    # -- tables --------------------------------------------------------------------------

    def _table(self, length: int) -> _Table:
        table = self._tables.get(length)
        if table is None:
            table = self._tables[length] = self._build(length)
        return table

    def _build(self, length: int) -> _Table:
        codes = self._codes(length)
        size, letters = len(codes), len(self.alphabet)
        bits = np.left_shift(np.uint32(1), codes.astype(np.uint32))
        masks = np.bitwise_or.reduce(bits, axis=1) if size else np.zeros(0, dtype=np.uint32)
        # Count every (word, letter) pair in one pass: word i's letter c is cell i*letters + c.
        cells = (np.arange(size, dtype=np.intp)[:, None] * letters + codes).ravel()
        counts = np.bincount(cells, minlength=size * letters).astype(np.uint8)
        return _Table(codes, masks.astype(np.uint32), counts.reshape(size, letters))

    def _codes(self, length: int) -> np.ndarray:
        # Shipped lexicons hand over their arrays when they use the deck's alphabet; any other
        # word collection is encoded here, once.
        codes_of = getattr(self.lexicon, "codes", None)
        alphabet_of = getattr(self.lexicon, "alphabet", None)
        if callable(codes_of) and alphabet_of == self.alphabet:
            return np.asarray(codes_of(length), dtype=np.uint8)
        words = [w for w in self.lexicon.words(length) if all(c in self._code for c in w)]
        if not words:
            return np.zeros((0, length), dtype=np.uint8)
        flat = np.fromiter((self._code[c] for w in words for c in w), dtype=np.uint8)
        return flat.reshape(len(words), length)

    def _word(self, codes: np.ndarray) -> str:
        return "".join(self.alphabet[c] for c in codes.tolist())

    def _hand_vector(self, counts: Counter[str]) -> np.ndarray:
        vector = np.zeros(len(self.alphabet), dtype=np.int16)
        for letter, count in counts.items():
            code = self._code.get(letter)
            if code is not None:
                vector[code] = count
        return vector

    # -- queries -------------------------------------------------------------------------

    def plays(self, holder: Holder, hand: Sequence[str]) -> list[PlayOutcome]:
        """Every legal play over ``holder`` with ``hand``, best score first."""
        counts = Counter(hand)
        position = Position(holder, counts, self.deck)
        old_word = holder.word
        outcomes: list[PlayOutcome] = []
        for fit in self._fits(holder, counts, scored=False):
            for index in fit.found:
                word = self._word(fit.words[index])
                if word != old_word:
                    position.plays(word, fit.stretch, outcomes)
        return sort_plays(outcomes)

    def best(self, holder: Holder, hand: Sequence[str]) -> PlayOutcome | None:
        """``plays(holder, hand)[0]``, or None when there is no play, without the others."""
        found = self.top(holder, hand, 1)
        return found[0] if found else None

    def top(self, holder: Holder, hand: Sequence[str], n: int) -> list[PlayOutcome]:
        """``plays(holder, hand)[:n]``: the same plays in the same order, without the rest.

        Listing every play spells out every fitting word with every letter-or-joker choice,
        nearly all of them far below the best. Here every word on every stretch first gets the
        best score it can make, column-wise, and words are spelled out best bound first only
        until no word left can reach the ``n``-th best score found.
        """
        if n <= 0:
            return []
        if not self._exact_bounds:
            return self.plays(holder, hand)[:n]
        counts = Counter(hand)
        fits = [fit for fit in self._fits(holder, counts, scored=True) if len(fit.found)]
        if not fits:
            return []
        bounds = np.concatenate([fit.bounds for fit in fits])
        which = np.repeat(np.arange(len(fits)), [len(fit.found) for fit in fits]).tolist()
        rows = np.concatenate([fit.found for fit in fits]).tolist()
        bound = bounds.tolist()
        position = Position(holder, counts, self.deck)
        old_word = holder.word
        scores: list[int] = []  # a min-heap of the n best scores spelled out so far
        ranked: list[tuple[tuple[int, str, int, int, int], PlayOutcome]] = []
        for pair in np.argsort(-bounds, kind="stable").tolist():
            if len(scores) == n and bound[pair] < scores[0]:
                break
            fit, row = fits[which[pair]], rows[pair]
            word = self._word(fit.words[row])
            if word == old_word:
                continue
            made: list[PlayOutcome] = []
            position.plays(word, fit.stretch, made)
            for choice, outcome in enumerate(made):
                # plays() sorts stably by (-score, word) what it made stretch by stretch, word
                # by word, choice by choice: the same order, written out as a key.
                ranked.append(((-outcome.score, word, which[pair], row, choice), outcome))
                if len(scores) < n:
                    heapq.heappush(scores, outcome.score)
                elif outcome.score > scores[0]:
                    heapq.heapreplace(scores, outcome.score)
        ranked.sort(key=lambda item: item[0])
        return [outcome for _, outcome in ranked[:n]]

    def _fits(self, holder: Holder, counts: Counter[str], scored: bool) -> Iterator[_Fit]:
        """For each stretch, in the order :meth:`plays` lists them, the words that fit it."""
        jokers, deletes = counts[JOKER], counts[DELETE]
        have = self._hand_vector(counts)
        old_word = holder.word
        old_codes = [self._code[c] for c in old_word if c in self._code]
        allowed = 0
        for code in [*old_codes, *(self._code[c] for c in counts if c in self._code)]:
            allowed |= 1 << code
        reusable = have + self._hand_vector(Counter(old_word))
        by_length: dict[int, list[Stretch]] = {}
        for stretch in stretches(holder):
            if len(stretch.deletes) <= deletes:
                by_length.setdefault(stretch.length, []).append(stretch)
        for length, group in by_length.items():
            table = self._table(length)
            if not len(table.codes):
                continue
            # 1. letters missing from hand and old word, counted as distinct letters
            missing = np.bitwise_count(table.masks & np.uint32(~allowed & 0xFFFFFFFF))
            candidates = np.flatnonzero(missing <= jokers)
            if not len(candidates):
                continue
            # 2. the same, counting repeated letters (two Es need two cards)
            count = table.counts[candidates].astype(np.int16)
            short = np.maximum(count - reusable, 0).sum(axis=1)
            keep = short <= jokers
            candidates, count = candidates[keep], count[keep]
            if not len(candidates):
                continue
            excess = np.maximum(count - have, 0)  # what the hand alone lacks, per letter
            words = table.codes[candidates]
            pool = _Words(words, count, excess, excess.sum(axis=1))
            if scored:
                # Every letter at its card's value, with a joker wherever the hand lacks one.
                value = self._values[words].sum(axis=1)
                pool = _Words(words, count, excess, pool.lacking, value, excess @ self._swaps)
            for stretch in group:
                yield self._on_stretch(holder, stretch, pool, have, jokers)

    def _on_stretch(
        self, holder: Holder, stretch: Stretch, group: _Words, have: np.ndarray, jokers: int
    ) -> _Fit:
        """The words that fit this stretch with the hand's cards, each with its best score if
        the group is scored.

        A word's plays on a stretch differ only in where jokers go, and a joker scores less
        than any letter (``_exact_bounds``), so the best of them puts jokers only where the
        hand lacks the letter: its score is the sum :class:`~.wordplays.Position` makes,
        column-wise.
        """
        row = holder.row
        start, end = holder.span
        columns: list[int] = []
        letters: list[int] = []
        for i in range(stretch.length):
            slot = stretch.start + i
            if start <= slot < end:
                columns.append(i)
                letters.append(self._code[token_letter(row[slot]) or ""])
        if not columns:
            return _Fit(stretch, group.words, np.zeros(0, dtype=np.intp), _NO_BOUNDS)
        stays = group.words[:, columns] == np.asarray(letters, dtype=np.uint8)  # old letter
        reused = stays.any(axis=1)
        # Each letter that stays needs no card: recount what the hand lacks for those letters.
        need = group.lacking.copy()
        swap = None if group.swap is None else group.swap.copy()
        for code in set(letters):
            staying = stays[:, [j for j, c in enumerate(letters) if c == code]].sum(axis=1)
            spared = group.excess[:, code] - np.maximum(
                group.count[:, code] - staying - have[code], 0
            )
            need -= spared
            if swap is not None:
                swap -= spared * self._swaps[code]
        found = np.flatnonzero(reused & (need <= jokers))
        if group.value is None or swap is None:
            return _Fit(stretch, group.words, found, _NO_BOUNDS)
        kept = stays[found]
        # A card that stays scores what it is (a joker showing the letter scores as a joker).
        gains = [
            self.deck.value(token_card(row[stretch.start + i])) - int(self._values[code])
            for i, code in zip(columns, letters, strict=True)
        ]
        size = len(row)
        first = -1 if stretch.start == -1 else 0
        last = size + 1 if stretch.start + stretch.length == size + 1 else size
        deleted = self.deck.delete_value * (last - first - stretch.length)
        cards = stretch.length - kept.sum(axis=1) + len(stretch.deletes)
        bounds = (
            group.value[found]
            + kept @ np.asarray(gains, dtype=np.int32)
            + swap[found]
            + self._bonus[cards]
            + deleted
        )
        return _Fit(stretch, group.words, found, bounds)

    def start_words(self, hand: Sequence[str]) -> list[PlayOutcome]:
        """Every 3-letter start word the hand can lay, most valuable first."""
        counts = Counter(hand)
        table = self._table(START_SLOTS)
        if not len(table.codes):
            return []
        have = self._hand_vector(counts)
        short = np.maximum(table.counts.astype(np.int16) - have, 0).sum(axis=1)
        outcomes: list[PlayOutcome] = []
        for index in np.flatnonzero(short <= counts[JOKER]):
            word = self._word(table.codes[index])
            for placements in assignments(list(enumerate(word)), counts):
                outcomes.append(check_start_word(hand, placements, self.lexicon, self.deck))
        return sort_plays(outcomes)

    def warm_up(self) -> None:
        """Build every table now (e.g. while a screen fades in) instead of on the first query."""
        for length in range(MIN_WORD, MAX_WORD + 1):
            self._table(length)
