"""Rondo's picture on the menu: a fan of five letter cards spelling RONDO, breathing gently.

The cards' values are those of the deck of the interface language (else the German deck), as
the rule pages and the statistics show them.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from rondo_desktop.app.card_fan import CardFan
from rondo_desktop.app.cards import CardLook
from rondo_desktop.games.rondo.engine.cards import load_deck
from rondo_desktop.games.rondo.engine.errors import DeckError

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext

TITLE_WORD = "RONDO"


def letter_value(letter: str, language: str) -> int:
    """A card's value in the deck of a language, falling back to the German deck."""
    for lang in (language, "de"):
        try:
            return load_deck(lang).value(letter)
        except (DeckError, KeyError, ValueError):
            continue
    return 0


class FanPicture(CardFan):
    """RONDO in letter cards; their values follow the interface language."""

    def __init__(self) -> None:
        super().__init__(right_to_left=True)

    def key(self, ctx: AppContext) -> Hashable:
        return (ctx.settings.language, ctx.settings.colour_scheme)

    def faces(self, ctx: AppContext, height: int) -> list[pygame.Surface]:
        language = ctx.settings.language
        return [
            ctx.cards.face(
                CardLook("letter", letter, letter_value(letter, language)), height, ctx.theme
            )
            for letter in TITLE_WORD
        ]
