"""How Rondo's cards look, and the hand's cards as sprites that may be staged on the holder.

The generic pieces (card sprites, flyers, bubbles, pop-ups, drawing a card) live in
:mod:`rondo_desktop.app.anim.sprites`, where every game's table can use them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rondo_desktop.app.anim.sprites import CardSprite
from rondo_desktop.app.cards import CardLook
from rondo_desktop.games.rondo.engine import DELETE, JOKER, Deck

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext


def card_look(ctx: AppContext, deck: Deck, card: str, letter: str | None = None) -> CardLook:
    """How a card (``?`` joker, ``-`` delete, ``A``, or ``""`` face down) is drawn."""
    if card == "":
        return CardLook("back")
    if card == JOKER:
        return CardLook("joker", (letter or "").upper(), deck.value(JOKER), ctx.t("card.joker"))
    if card == DELETE:
        return CardLook("delete", "", deck.value(DELETE), ctx.t("card.delete"))
    return CardLook("letter", card, deck.value(card))


def token_look(ctx: AppContext, deck: Deck, token: str) -> CardLook:
    """How a holder token (``A``, ``a`` joker showing A, ``-``) is drawn."""
    if token == DELETE:
        return card_look(ctx, deck, DELETE)
    if token.islower():
        return card_look(ctx, deck, JOKER, token.upper())
    return card_look(ctx, deck, token)


@dataclass(eq=False)
class HandCard(CardSprite):
    """A card of the viewer's hand; it may be staged on a holder slot before the play."""

    slot: int | None = None  # engine slot it is staged on (-1 / len(holder): a new slot)
    selected: bool = False  # clicked, waiting for a slot
    marked: bool = False  # chosen for an exchange
    tx: float = 0.0  # the position it is moving to
    ty: float = 0.0
    th: float = 0.0
