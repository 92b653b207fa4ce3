"""The plays of one word on one stretch of the holder, for one position's holder and hand.

The word finder (:mod:`.wordfinder`) narrows the lexicon down to the words that fit each stretch;
a :class:`Position` spells each of them out as plays, one per letter-or-joker choice, and scores
them by arithmetic. It caches what every word of the same query looks up.
"""

from __future__ import annotations

from collections import Counter

from rondo_desktop.games.rondo.engine.cards import DELETE, JOKER, Deck
from rondo_desktop.games.rondo.engine.finder import Stretch, joker_choices
from rondo_desktop.games.rondo.engine.holder import Holder, token_card, token_letter
from rondo_desktop.games.rondo.engine.play import Placement, PlayOutcome, bonus

_NO_JOKERS: list[tuple[int, ...]] = [()]


class Position:
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
        short: list[int] = []
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
