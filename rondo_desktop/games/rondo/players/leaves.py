"""Learned values: what the cards a player keeps are worth, and how much a holder opens up.

Like the leave values of Scrabble engines, a card kept in hand is worth the points it adds to
the seat's next turn compared with a card drawn at random. ``build_scripts/train_leaves.py``
fits them by least squares on self-play games and writes ``assets/ai/leaves-<lang>.json``; the
features are defined here so that training and play cannot drift apart.

Two leave tables: one while the pile refills the hand, one for when the pile is empty, where a
kept card mostly means a penalty at the end. The openness model predicts the next seat's points
on its turn from the holder a play leaves behind.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rondo_desktop.games.rondo.engine import DELETE, JOKER, Deck, Holder
from rondo_desktop.games.rondo.engine.holder import MAX_SLOTS

LEAVES_FORMAT = "rondo-leaves"
LEAVES_VERSION = 1
VOWELS = frozenset("AEIOU")
OPENNESS_FEATURES = ("value", "slots", "word", "full", "deletes")


def card_types(deck: Deck) -> list[str]:
    """Every kind of card, in the order the feature vectors use."""
    return [*deck.alphabet, JOKER, DELETE]


def vowel_share(deck: Deck) -> float:
    letters = sum(spec.count for spec in deck.letters.values())
    vowels = sum(spec.count for letter, spec in deck.letters.items() if letter in VOWELS)
    return vowels / letters


def leave_features(cards: Iterable[str], types: Sequence[str], share: float) -> list[float]:
    """Counts per card kind, repeats per card kind, and how far vowels stray from the deck's mix.

    Repeats get their own weight because a second E helps far less than the first.
    """
    counts = Counter(cards)
    vowels = sum(n for card, n in counts.items() if card in VOWELS)
    letters = sum(n for card, n in counts.items() if card not in (JOKER, DELETE))
    return [
        *(float(counts[t]) for t in types),
        *(float(max(0, counts[t] - 1)) for t in types),
        (vowels - share * letters) ** 2,
    ]


def openness_features(word_value: int, slots: int, word_length: int) -> list[float]:
    """The holder a play leaves, as the next seat meets it (see OPENNESS_FEATURES)."""
    return [
        float(word_value),
        float(slots),
        float(word_length),
        1.0 if slots >= MAX_SLOTS else 0.0,  # a full holder grows no more
        float(slots - word_length),
    ]


def holder_openness_features(holder: Holder, deck: Deck) -> list[float]:
    return openness_features(holder.value(deck), len(holder), len(holder.word))


@dataclass(frozen=True)
class LeaveTable:
    """Per card kind: the value of the first copy kept and of each further copy."""

    card: Mapping[str, float]
    repeat: Mapping[str, float]
    vowel_balance: float
    share: float = 0.4  # the deck's share of vowels among letters

    def value(self, cards: Iterable[str]) -> float:
        counts = Counter(cards)
        total = 0.0
        vowels = letters = 0
        for card, n in counts.items():
            total += self.card.get(card, 0.0) * n + self.repeat.get(card, 0.0) * (n - 1)
            if card in VOWELS:
                vowels += n
            if card not in (JOKER, DELETE):
                letters += n
        return total + self.vowel_balance * (vowels - self.share * letters) ** 2

    def to_dict(self) -> dict[str, Any]:
        return {
            "card": dict(self.card),
            "repeat": dict(self.repeat),
            "vowel_balance": self.vowel_balance,
            "vowel_share": self.share,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LeaveTable:
        return cls(
            card={str(k): float(v) for k, v in data["card"].items()},
            repeat={str(k): float(v) for k, v in data["repeat"].items()},
            vowel_balance=float(data["vowel_balance"]),
            share=float(data["vowel_share"]),
        )

    @classmethod
    def zero(cls, deck: Deck) -> LeaveTable:
        return cls({}, {}, 0.0, vowel_share(deck))


@dataclass(frozen=True)
class Openness:
    """A linear guess of the next seat's points on a holder."""

    intercept: float
    weights: Mapping[str, float]

    def predict(self, word_value: int, slots: int, word_length: int) -> float:
        features = openness_features(word_value, slots, word_length)
        return self.intercept + sum(
            self.weights.get(name, 0.0) * x
            for name, x in zip(OPENNESS_FEATURES, features, strict=True)
        )

    def to_dict(self) -> dict[str, Any]:
        return {"intercept": self.intercept, "weights": dict(self.weights)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Openness:
        return cls(float(data["intercept"]), {k: float(v) for k, v in data["weights"].items()})


@dataclass(frozen=True)
class LeaveModel:
    language: str
    refill: LeaveTable
    endgame: LeaveTable
    openness: Openness
    manifest: Mapping[str, Any] = field(default_factory=dict)

    def leave(self, cards: Iterable[str], pile_size: int) -> float:
        """What keeping ``cards`` is worth, with ``pile_size`` cards on the pile right now."""
        return (self.refill if pile_size > 0 else self.endgame).value(cards)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": LEAVES_FORMAT,
            "version": LEAVES_VERSION,
            "language": self.language,
            "refill": self.refill.to_dict(),
            "endgame": self.endgame.to_dict(),
            "openness": self.openness.to_dict(),
            "manifest": dict(self.manifest),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LeaveModel:
        if data.get("format") != LEAVES_FORMAT or data.get("version") != LEAVES_VERSION:
            raise ValueError("not a Rondo leave file of a known version")
        return cls(
            language=str(data["language"]),
            refill=LeaveTable.from_dict(data["refill"]),
            endgame=LeaveTable.from_dict(data["endgame"]),
            openness=Openness.from_dict(data["openness"]),
            manifest=dict(data.get("manifest", {})),
        )

    @classmethod
    def zero(cls, deck: Deck) -> LeaveModel:
        """No knowledge: every leave is worth 0 and every holder opens the same."""
        table = LeaveTable.zero(deck)
        return cls(deck.language, table, table, Openness(0.0, {}))


def leaves_path(language: str) -> Path:
    from rondo_desktop.paths import asset_path

    return asset_path("ai", f"leaves-{language}.json")


def load_leaves(language: str, deck: Deck) -> LeaveModel:
    """The shipped leave values of a language; all zero (greedy play) when none are shipped."""
    path = leaves_path(language)
    if not path.is_file():
        return LeaveModel.zero(deck)
    return LeaveModel.from_dict(json.loads(path.read_text(encoding="utf-8")))
