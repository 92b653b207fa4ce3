"""A whole game built from one seat's observation, for the network table (issue 17).

A remote player's app never holds the host's game: it gets its seat's observation and the
events it may see. From them :func:`shadow_from_observation` builds a :class:`~.game.Game`
equal to the real one in everything that seat may know -- its observation, its legal
actions, the scores, piles, knocks and the move log the table reads -- with every card the
seat cannot see (face-down grid cards, the deck's order, a knocker's card taken back face
down) dealt from the cards it has not seen, and a seed of its own: the shadow tells the
screen nothing the wire did not.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.engine.cards import deck
from rondo_desktop.games.allegra.engine.game import Game
from rondo_desktop.games.allegra.engine.geometry import index
from rondo_desktop.games.allegra.engine.observation import Observation
from rondo_desktop.games.allegra.engine.phases import DOWN, Phase
from rondo_desktop.games.events import SHADOW_SEED_BITS, seen_by


def shadow_from_observation(
    observation: Observation, events: Sequence[Any], rng: random.Random
) -> Game:
    """The game as ``observation``'s seat may know it; ``events`` are every event that seat
    was sent so far, the game's log on its screen (masked again here, so even raw events tell
    it nothing more)."""
    o = observation
    game = Game(replace(o.options, seed=rng.getrandbits(SHADOW_SEED_BITS)))
    game.rng = random.Random(rng.getrandbits(64))
    _copy_public(game, o)
    _deal_unseen(game, o, rng)
    log = [seen_by(event, o.seat) for event in events]
    game.knock_hand_public = _hand_public(o, log)
    game.reveal_order, game.reveals_made = _reveals(o, log)
    game.history, game.log, game.last_events = [], log, []
    return game


def _copy_public(game: Game, o: Observation) -> None:
    """Everything the observation says outright."""
    game.round_no, game.first = o.round_no, o.first
    game.phase, game.current_seat, game.active = o.phase, o.current_seat, o.active
    game.faces = list(o.faces)
    game.values = [0 if value is None else value for value in o.values]  # downs dealt later
    game.discard, game.removed = list(o.discard), list(o.removed)
    game.held, game.held_source = o.held, o.held_source
    game.asked, game.knockers, game.knocker = list(o.asked), list(o.knockers), o.knocker
    game.knock_hand, game.knock_card = o.knock_hand, o.knock_card
    game.hole = None if o.hole is None else index(o.hole)
    # G-25: the closer is named exactly while the final turns are played (and after them).
    game.closer, game.ending, game.pending = o.closer, o.closer is not None, list(o.pending)
    game.totals = list(o.totals)
    game.round_scores = [list(row) for row in o.round_scores]
    game.doubled = [list(row) for row in o.doubled]
    game.winners = o.winners
    game.turns = [0] * o.seats  # simulate's figures only: the host's final game has them


def _hand_hidden(o: Observation) -> bool:
    """A knocker holds Y (steps 2 and 3 of a knock) that this seat was not shown."""
    knocking = o.phase in (Phase.KNOCK_TAKE, Phase.KNOCK_GIVE)
    return knocking and o.knocker is not None and o.knock_hand is None


def _deal_unseen(game: Game, o: Observation, rng: random.Random) -> None:
    """The face-down cards, the deck and a hidden Y from the cards this seat has not seen."""
    downs = [i for i, face in enumerate(o.faces) if face == DOWN]
    hidden_hand = _hand_hidden(o)
    wanted = len(downs) + o.deck_size + hidden_hand
    pool = sorted(o.unseen().elements())
    while len(pool) < wanted:  # never for a real observation; a shadow never refuses one
        pool.append(rng.choice(deck()))
    rng.shuffle(pool)
    pool = pool[:wanted]
    for i in downs:
        game.values[i] = pool.pop()
    if hidden_hand:
        game.knock_hand = pool.pop()
    game.deck = pool


def _hand_public(o: Observation, log: Sequence[Any]) -> bool:
    """Whether Y was face up before step 1 (then every seat sees it): the others know it by
    seeing it, the knocker by the event of its own step 1."""
    if o.knock_hand is None:
        return False
    if o.seat != o.knocker:
        return True
    for event in reversed(log):
        if isinstance(event, ev.KnockPlaced):
            return event.out_was_face_up
    return False


def _reveals(o: Observation, log: Sequence[Any]) -> tuple[list[int], int]:
    """G-08's bookkeeping during the opening reveals: the seats still to reveal (the current
    one first, in turn order from the round's first player) and how many it has made."""
    if o.phase is not Phase.REVEAL:
        return [], 0
    n = o.seats
    order = [(o.first + k) % n for k in range(n)]
    order = order[order.index(o.current_seat) :]
    made = 0
    for event in reversed(log):
        if isinstance(event, ev.RoundDealt):
            break
        if isinstance(event, ev.Revealed) and event.seat == o.current_seat:
            made += 1
    return order, made
