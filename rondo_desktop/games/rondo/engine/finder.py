"""Every legal play for a position, built from the lexicon.

For a holder and a hand, a new word is fixed by where it lies (which slots, whether a slot is
added at an end) and which word it is: every slot of that stretch showing another letter must be
covered, every letter outside it must be covered by a delete card. The only free choice left is
letter card or joker where both fit, and every such choice is a distinct play.

The stretches and the joker choices here are shared with the game's fast word finder
(:mod:`rondo_desktop.games.rondo.engine.wordfinder`). :func:`find_plays` is the simplest correct
search, walking the lexicon word by word: the tests and the benchmark hold the fast finder to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from rondo_desktop.games.rondo.engine.cards import DELETE, JOKER, Deck
from rondo_desktop.games.rondo.engine.errors import IllegalPlay
from rondo_desktop.games.rondo.engine.holder import MAX_SLOTS, Holder, token_letter
from rondo_desktop.games.rondo.engine.lexicon import Lexicon
from rondo_desktop.games.rondo.engine.play import Placement, PlayOutcome, check_play


@dataclass(frozen=True)
class Stretch:
    """Where a new word may lie: slots ``[start, start + length)`` in play coordinates."""

    start: int
    length: int
    deletes: tuple[int, ...]  # slots outside the word whose letters a delete card must cover


def stretches(holder: Holder) -> Iterator[Stretch]:
    """Every place a new word may occupy, by the holder's shape rules alone."""
    size = len(holder)
    letters = [token_letter(token) for token in holder.row]
    old_start, old_end = holder.span
    longest = min(MAX_SLOTS, old_end - old_start + 1)
    grow = size < MAX_SLOTS
    for lo, hi in ((0, size), (-1, size), (0, size + 1)) if grow else ((0, size),):
        for start in range(lo, hi):
            for length in range(3, min(longest, hi - start) + 1):
                end = start + length
                # A new slot is always filled with a letter, so it lies inside the word.
                if (lo == -1 and start != -1) or (hi == size + 1 and end != size + 1):
                    continue
                # At least one letter of the old word must stay visible, inside the new word.
                if end <= old_start or start >= old_end:
                    continue
                outside = range(max(lo, 0), min(hi, size))
                deletes = tuple(
                    s for s in outside if not start <= s < end and letters[s] is not None
                )
                yield Stretch(start, length, deletes)


def joker_choices(
    needed: Sequence[tuple[int, str]], hand: Counter[str]
) -> Iterator[tuple[int, ...]]:
    """Every way to pick which needed letters jokers cover (as indexes into ``needed``).

    A letter the hand holds too few of must take jokers for the rest; any letter may take a
    joker instead of a letter card while jokers last. Each choice is a distinct play.
    """
    letters = [letter for _, letter in needed]
    need = Counter(letters)
    least = [(letter, n - hand[letter]) for letter, n in need.items() if n > hand[letter]]
    must = sum(n for _, n in least)
    for count in range(must, min(hand[JOKER], len(needed)) + 1):
        for chosen in combinations(range(len(needed)), count):
            if must and not all(
                sum(letters[k] == letter for k in chosen) >= n for letter, n in least
            ):
                continue
            yield chosen


def assignments(
    needed: Sequence[tuple[int, str]], hand: Counter[str]
) -> Iterator[tuple[Placement, ...]]:
    """Every way to cover the ``(slot, letter)`` list with letter cards and jokers from a hand."""
    for jokers in joker_choices(needed, hand):
        yield tuple(
            Placement(slot, JOKER, letter) if k in jokers else Placement(slot, letter)
            for k, (slot, letter) in enumerate(needed)
        )


def _missing(needed: Sequence[tuple[int, str]], hand: Counter[str]) -> int:
    """How many of the needed letters the hand's letter cards cannot supply (jokers must)."""
    if not needed:
        return 0
    need = Counter(letter for _, letter in needed)
    return sum(n - hand[letter] for letter, n in need.items() if n > hand[letter])


def _covering(word: str, start: int, kept: Sequence[str | None]) -> list[tuple[int, str]] | None:
    """The ``(slot, letter)`` pairs a word needs on a stretch; None when no old letter stays."""
    needed: list[tuple[int, str]] = []
    reused = False
    for i, letter in enumerate(word):
        if kept[i] == letter:
            reused = True
        else:
            needed.append((start + i, letter))
    return needed if reused else None


def _kept_letters(holder: Holder, stretch: Stretch) -> list[str | None]:
    """For each slot of the stretch, the old word's letter that may stay visible there."""
    size = len(holder)
    row = holder.row
    old_start, old_end = holder.span
    return [
        token_letter(row[slot]) if old_start <= slot < old_end and 0 <= slot < size else None
        for slot in range(stretch.start, stretch.start + stretch.length)
    ]


def _placements(
    needed: list[tuple[int, str]] | None, stretch: Stretch, counts: Counter[str]
) -> Iterator[tuple[Placement, ...]]:
    if needed is None or counts[DELETE] < len(stretch.deletes):
        return
    if len(needed) + len(stretch.deletes) > sum(counts.values()):
        return
    if _missing(needed, counts) > counts[JOKER]:
        return
    deletes = tuple(Placement(slot, DELETE) for slot in stretch.deletes)
    for covering in assignments(needed, counts):
        yield tuple(sorted(covering + deletes))


def find_plays(
    holder: Holder, hand: Sequence[str], lexicon: Lexicon, deck: Deck
) -> list[PlayOutcome]:
    """Every legal play, best score first (ties in a stable order)."""
    counts = Counter(hand)
    outcomes: list[PlayOutcome] = []
    for stretch in stretches(holder):
        if counts[DELETE] < len(stretch.deletes):
            continue
        kept = _kept_letters(holder, stretch)
        for word in lexicon.words(stretch.length):
            needed = _covering(word, stretch.start, kept)
            for placements in _placements(needed, stretch, counts):
                outcome = _accepted(holder, hand, placements, lexicon, deck)
                if outcome is not None:
                    outcomes.append(outcome)
    return sort_plays(outcomes)


def _accepted(
    holder: Holder,
    hand: Sequence[str],
    placements: tuple[Placement, ...],
    lexicon: Lexicon,
    deck: Deck,
) -> PlayOutcome | None:
    # The stretch already guarantees shape, reuse and one slot per turn; the word can still
    # equal the old one. check_play is the single judge, so the generator can never disagree.
    try:
        return check_play(holder, hand, placements, lexicon, deck)
    except IllegalPlay:
        return None


def sort_plays(outcomes: list[PlayOutcome]) -> list[PlayOutcome]:
    # Equal scores keep the word order and then the order the finder made them in, which is
    # deterministic; comparing placements too would cost more than the search itself.
    return sorted(outcomes, key=lambda o: (-o.score, o.word))
