"""One card played: the game's state changed by the :class:`~.play.Outcome` it resolves to.

Kept apart from :mod:`.game` so the dealing and scoring of hands and the effect of a card
each read in one sitting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.engine.events import Captured, Este, Event, Laid, Missa, Played
from rondo_desktop.games.ronda.engine.play import resolve

if TYPE_CHECKING:
    from rondo_desktop.games.ronda.engine.game import Game


@dataclass
class Packet:
    """V-06: the cards the last link of an este chain took, still open to the next link."""

    side: int
    rank: int
    link: int
    cards: list[str]


def play_card(game: Game, seat: int, card: str, final: bool) -> list[Event]:
    """Move ``card`` from ``seat``'s hand; capture, este and missa as R-27..R-42 say."""
    rank = rank_of(card)
    outcome = resolve(game.context(final), rank)
    side = game.side_of(seat)
    game.hands[seat].remove(card)
    game.played.append((seat, card))
    events: list[Event] = [Played(seat, card)]
    if outcome.steals and game.packet is not None:
        events.append(_steal(game, seat, card))
    elif outcome.taken:
        taken = [game.table.pop(r) for r in outcome.taken]
        game.piles[side] += [card, *taken]
        game.last_capturer = seat
        events.append(Captured(seat, side, card, tuple(taken)))
        link_took = game.options.capture_este and outcome.link == 2
        game.packet = Packet(side, rank, 2, [card, *taken]) if link_took else None
    else:
        game.table[rank] = card
        events.append(Laid(seat, card))
        game.packet = None
    game.chain_rank, game.chain_len = rank, outcome.link
    game.previous_laid = None if outcome.captures else rank
    if outcome.este:
        events.append(game.score(Este(seat, side, rank, outcome.link, outcome.este)))
    if outcome.missa:
        events.append(game.score(Missa(seat, side, outcome.missa)))
    return events


def _steal(game: Game, seat: int, card: str) -> Captured:
    """V-06: the 3rd or 4th card of the chain takes the packet from the previous taker."""
    packet = game.packet
    assert packet is not None
    side = game.side_of(seat)
    pile = game.piles[packet.side]
    for taken in packet.cards:
        pile.remove(taken)
    game.piles[side] += [card, *packet.cards]
    game.last_capturer = seat
    game.packet = Packet(side, packet.rank, packet.link + 1, [card, *packet.cards])
    return Captured(seat, side, card, (), tuple(packet.cards), packet.side)
