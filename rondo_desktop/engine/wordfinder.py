"""The fast word finder: every legal play for a position, from a lexicon of any size.

The one move generator of the game: the hint button, the computer players, the ``solve``
command and the engine's ``legal_actions`` all ask it. It finds the same plays as the simple
word-by-word walk in :mod:`rondo_desktop.engine.finder` (the tests hold them equal), but filters
the lexicon with numpy first:

1. a word whose letters are not all in the hand or the old word needs one joker per missing
   letter: a bitmask per word and ``bitwise_count`` drop most of the lexicon at once;
2. for each place the new word may lie (a :class:`~rondo_desktop.engine.finder.Stretch`), the
   letters that stay visible are compared column-wise, and what remains must be covered by
   letter cards, or by jokers where the hand runs short.

Only the words that survive are turned into strings and plays, each checked by the same
functions that validate a player's play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from rondo_desktop.engine.cards import DELETE, JOKER, Deck
from rondo_desktop.engine.finder import (
    Stretch,
    assignments,
    joker_choices,
    sort_plays,
    stretches,
)
from rondo_desktop.engine.holder import START_SLOTS, Holder, token_card, token_letter
from rondo_desktop.engine.lexicon import MAX_WORD, MIN_WORD, Lexicon
from rondo_desktop.engine.play import Placement, PlayOutcome, bonus, check_start_word


@dataclass(frozen=True)
class _Table:
    """The words of one length as arrays: letter codes, letter sets, letter counts."""

    codes: np.ndarray  # (N, length) uint8
    masks: np.ndarray  # (N,) uint32, bit c set when letter code c occurs
    counts: np.ndarray  # (N, alphabet) uint8


class WordFinder:
    """Finds plays for positions of one deck over one lexicon; tables are built on first use."""

    def __init__(self, lexicon: Lexicon, deck: Deck) -> None:
        self.lexicon = lexicon
        self.deck = deck
        self.alphabet = deck.alphabet
        self._code = {letter: code for code, letter in enumerate(self.alphabet)}
        self._tables: dict[int, _Table] = {}

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
        jokers, deletes = counts[JOKER], counts[DELETE]
        have = self._hand_vector(counts)
        start, end = holder.span
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
        row = holder.row
        position = _Position(holder, counts, self.deck)
        outcomes: list[PlayOutcome] = []
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
            lacking = excess.sum(axis=1)
            words = table.codes[candidates]
            for stretch in group:
                found = self._on_stretch(
                    stretch, words, count, excess, lacking, have, jokers, row, start, end
                )
                for index in found:
                    word = self._word(words[index])
                    if word == old_word:
                        continue
                    position.plays(word, stretch, outcomes)
        return sort_plays(outcomes)

    def _on_stretch(
        self,
        stretch: Stretch,
        words: np.ndarray,
        count: np.ndarray,
        excess: np.ndarray,
        lacking: np.ndarray,
        have: np.ndarray,
        jokers: int,
        row: str,
        start: int,
        end: int,
    ) -> np.ndarray:
        """Indexes of the words that fit this stretch with the hand's cards."""
        columns: list[int] = []
        letters: list[int] = []
        for i in range(stretch.length):
            slot = stretch.start + i
            if start <= slot < end:
                columns.append(i)
                letters.append(self._code[token_letter(row[slot]) or ""])
        if not columns:
            return np.zeros(0, dtype=np.intp)
        stays = words[:, columns] == np.asarray(letters, dtype=np.uint8)  # old letter visible
        reused = stays.any(axis=1)
        # Each letter that stays needs no card: recount what the hand lacks for those letters.
        need = lacking.copy()
        for code in set(letters):
            staying = stays[:, [j for j, c in enumerate(letters) if c == code]].sum(axis=1)
            need -= excess[:, code] - np.maximum(count[:, code] - staying - have[code], 0)
        return np.flatnonzero(reused & (need <= jokers))

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


_NO_JOKERS: list[tuple[int, ...]] = [()]


class _Position:
    """One query's holder and hand, with what every candidate word's plays look up."""

    def __init__(self, holder: Holder, counts: Counter[str], deck: Deck) -> None:
        self.holder = holder
        self.counts = counts
        self.deck = deck
        row = holder.row
        self.size = len(row)
        start, end = holder.span
        # The old word's letters by slot (None outside it: those slots can only be covered).
        self.stays = [token_letter(t) if start <= i < end else None for i, t in enumerate(row)]
        self.kept_value = [deck.value(token_card(t)) for t in row]
        self.value = {letter: deck.value(letter) for letter in deck.letters}
        self.swap = {letter: deck.joker_value - v for letter, v in self.value.items()}
        self.cards: dict[tuple[int, str], Placement] = {}
        self.jokers: dict[tuple[int, str], Placement] = {}
        self.choices: dict[tuple[tuple[int, ...], tuple[int, ...]], list[tuple[int, ...]]] = {}

    def plays(self, word: str, stretch: Stretch, into: list[PlayOutcome]) -> None:
        """Add the plays that write ``word`` on ``stretch``: one per letter-or-joker choice.

        Scored by arithmetic instead of building each holder: after the play the visible row
        is delete cards outside the word and, inside it, the letters that stay plus the new
        cards. The tests hold every play and score to :func:`check_play`.
        """
        size, stays, value = self.size, self.stays, self.value
        needed: list[tuple[int, str]] = []
        total = 0
        slot = stretch.start
        for letter in word:
            if 0 <= slot < size and stays[slot] == letter:
                total += self.kept_value[slot]
            else:
                needed.append((slot, letter))
                total += value[letter]
            slot += 1
        first = -1 if stretch.start == -1 else 0
        last = size + 1 if slot == size + 1 else size
        total += self.deck.delete_value * (last - first - stretch.length)
        new_slot = "left" if first == -1 else "right" if last == size + 1 else None
        left = tuple(Placement(s, DELETE) for s in stretch.deletes if s < stretch.start)
        right = tuple(Placement(s, DELETE) for s in stretch.deletes if s > stretch.start)
        points = bonus(len(needed) + len(stretch.deletes))
        cards = [self._card(slot, letter) for slot, letter in needed]
        for chosen in self._joker_choices(needed):
            if chosen:
                covering = list(cards)
                swap = 0
                for k in chosen:
                    covering[k] = self._joker(*needed[k])
                    swap += self.swap[needed[k][1]]
                placements = left + tuple(covering) + right
            else:
                placements, swap = left + tuple(cards) + right, 0
            into.append(PlayOutcome(placements, word, total + swap, points, new_slot, self.holder))

    def _joker_choices(self, needed: list[tuple[int, str]]) -> list[tuple[int, ...]]:
        if not self.counts[JOKER]:
            return _NO_JOKERS
        # The choices depend only on which needed letters repeat and how many of each the hand
        # lacks, so most words of a query share a handful of answers.
        counts = self.counts
        first: dict[str, int] = {}
        groups = []
        short = []
        for _, letter in needed:
            group = first.get(letter)
            if group is None:
                group = first[letter] = len(short)
                short.append(-counts[letter])
            short[group] += 1
            groups.append(group)
        key = (tuple(groups), tuple(max(0, n) for n in short))
        found = self.choices.get(key)
        if found is None:
            found = self.choices[key] = list(joker_choices(needed, self.counts))
        return found

    def _card(self, slot: int, letter: str) -> Placement:
        key = (slot, letter)
        found = self.cards.get(key)
        if found is None:
            found = self.cards[key] = Placement(slot, letter)
        return found

    def _joker(self, slot: int, letter: str) -> Placement:
        key = (slot, letter)
        found = self.jokers.get(key)
        if found is None:
            found = self.jokers[key] = Placement(slot, JOKER, letter)
        return found
