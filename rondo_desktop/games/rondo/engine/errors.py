"""Errors the engine raises. Every refusal names the rule it enforces.

An :class:`IllegalPlay` or :class:`IllegalAction` carries a :class:`Rule` code and the values
that fill its message, so the UI can show the reason in the player's language (translation key
``rule.<code>``) while logs and the command line print the English text.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class RondoError(Exception):
    """Base of every error the engine raises on purpose."""


class DeckError(RondoError):
    """A deck description is missing or malformed."""


class NotationError(RondoError, ValueError):
    """Holder or hand text that is not valid notation."""


class SaveError(RondoError):
    """A saved game that cannot be restored (truncated, garbled, wrong version...)."""


class Rule(StrEnum):
    EMPTY_PLAY = "empty_play"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    JOKER_LETTER = "joker_letter"
    SLOT_OUT_OF_RANGE = "slot_out_of_range"
    ONE_CARD_PER_SLOT = "one_card_per_slot"
    TOO_MANY_NEW_SLOTS = "too_many_new_slots"
    HOLDER_FULL = "holder_full"
    DELETE_ON_NEW_SLOT = "delete_on_new_slot"
    DELETE_COVERS_LETTERS = "delete_covers_letters"
    SAME_LETTER_COVER = "same_letter_cover"
    SHAPE = "shape"
    TOO_SHORT = "too_short"
    TOO_LONG = "too_long"
    NOTHING_REUSED = "nothing_reused"
    SAME_WORD = "same_word"
    NOT_A_WORD = "not_a_word"
    START_WORD_LENGTH = "start_word_length"
    START_WORD_NOT_BEST = "start_word_not_best"
    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    START_PHASE = "start_phase"
    EXCHANGE_NOTHING = "exchange_nothing"
    EXCHANGE_PILE_SHORT = "exchange_pile_short"


# English player words; the UI translates the same codes (keys ``rule.<code>``).
MESSAGES: dict[Rule, str] = {
    Rule.EMPTY_PLAY: "Put at least one card into the holder.",
    Rule.CARD_NOT_IN_HAND: "You do not have the card {card} in your hand.",
    Rule.JOKER_LETTER: "Choose which letter the joker shows.",
    Rule.SLOT_OUT_OF_RANGE: "There is no slot {slot} in the holder.",
    Rule.ONE_CARD_PER_SLOT: "Only one new card may go on each slot.",
    Rule.TOO_MANY_NEW_SLOTS: "The holder grows by one slot per turn, at one end.",
    Rule.HOLDER_FULL: "The holder already has 9 slots; it cannot grow.",
    Rule.DELETE_ON_NEW_SLOT: "A delete card cannot fill a new slot; it covers a letter at an end.",
    Rule.DELETE_COVERS_LETTERS: "A delete card can only cover a letter, not another delete card.",
    Rule.SAME_LETTER_COVER: "A card may not cover the same letter ({letter} over {letter}).",
    Rule.SHAPE: "Delete cards may only stand at the ends of the word, never between letters.",
    Rule.TOO_SHORT: "The word must have at least 3 letters.",
    Rule.TOO_LONG: "The new word may be at most one letter longer than {previous}.",
    Rule.NOTHING_REUSED: "Keep at least one letter of {previous} visible in the new word.",
    Rule.SAME_WORD: "The new word must differ from {previous}.",
    Rule.NOT_A_WORD: "{word} is not in the lexicon.",
    Rule.START_WORD_LENGTH: "The start word has exactly 3 letters, one card on each slot.",
    Rule.START_WORD_NOT_BEST: (
        "The start word must be worth {best} points: your best 3-letter word."
    ),
    Rule.NOT_YOUR_TURN: "It is not your turn.",
    Rule.GAME_OVER: "The game is over.",
    Rule.START_PHASE: "The game begins with the start word; nothing else is possible yet.",
    Rule.EXCHANGE_NOTHING: "Choose at least one card to exchange.",
    Rule.EXCHANGE_PILE_SHORT: "The draw pile has only {pile} cards; you cannot exchange {count}.",
}


class IllegalAction(RondoError):
    """An action the rules do not allow now; nothing was changed."""

    def __init__(self, rule: Rule, **params: Any) -> None:
        self.rule = rule
        self.params = params
        super().__init__(MESSAGES[rule].format(**params))


class IllegalPlay(IllegalAction):
    """A play that breaks a rule of building a new word."""
