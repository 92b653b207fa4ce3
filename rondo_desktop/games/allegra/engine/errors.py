"""Errors the engine raises on purpose; every refusal of an action names its rule (``G-nn``).

An :class:`IllegalAction` carries the rule, a message code and the values that fill it, so the
table can show the reason in the player's language (translation key ``rule.allegra.<code>``,
in the catalogs ``engine_*``) while logs and the command line print the English text.
"""

from __future__ import annotations

from typing import Any

# English player words by code; the catalogs translate the same codes.
MESSAGES: dict[str, str] = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn: seat {seat} decides now.",
    "not_an_action": "That is not a move of Allegra.",
    "phase_reveal": "First turn two face-down cards of your area face up.",
    "phase_take": "Take the top card of the discard pile or draw from the deck.",
    "phase_knock": "Say whether you knock for the drawn card.",
    "phase_accept": "Ignore the knocks or give the card to one player who knocked.",
    "phase_place": "Swap the card you took with a card of your area.",
    "phase_draw": "Swap the drawn card into your area, or discard it and turn a card face up.",
    "phase_knock_place": "Put the card you knocked for into your area.",
    "phase_knock_take": "Take one card out of the knocker's area.",
    "phase_knock_give": "Put the card you took into your area.",
    "no_cell": "There is no such place on the table.",
    "not_in_area": "That card is not in your area (your grid and your left neighbour's column).",
    "not_in_knocker_area": "That card is not in the knocker's area.",
    "not_own_grid": "In this game you turn up cards of your own grid only.",
    "gap": "That place is empty: a removed card leaves a gap for the rest of the round.",
    "already_face_up": "That card is face up already.",
    "flip_face_down": "Turn a face-down card face up.",
    "must_flip": "Also turn one of the face-down cards of your area face up.",
    "nothing_to_swap": "Your area has no card to swap with the discard.",
    "cannot_knock": "Your area has no card the drawn card could replace.",
    "not_a_knocker": "Seat {seat} did not knock.",
    "bad_source": "Take from the deck or from the discard pile.",
}


class AllegraError(Exception):
    """Base of every error the engine raises on purpose."""


class NotationError(AllegraError, ValueError):
    """Data that is no card, cell or action."""


class OptionsError(AllegraError, ValueError):
    """A new game's seats or variants that do not go together."""


class SaveError(AllegraError):
    """A saved game that cannot be restored (truncated, garbled, impossible actions...)."""


class IllegalAction(AllegraError):
    """An action the rules do not allow now; nothing was changed.

    ``rule`` is e.g. "G-21", ``code`` the message's key under ``rule.allegra.``.
    """

    def __init__(self, rule: str, code: str, **params: Any) -> None:
        self.rule = rule
        self.code = code
        self.params = params
        super().__init__(f"{rule}: {MESSAGES[code].format(**params)}")

    @property
    def key(self) -> str:
        """The translation key of the message (fill it with ``params``)."""
        return f"rule.allegra.{self.code}"
