"""The beginner: plays like a newcomer to Allegra -- not at random, but with no plan.

It takes a low card from the discard pile and swaps out its highest card in sight; a deck
card it keeps when it is low, else it throws it away and turns up any card. It does not build
triples (it takes one only when it happens), does not watch the round's end or what it gives
its neighbours, rarely knocks and rarely accepts a knock.
"""

from __future__ import annotations

import random

from rondo_desktop.games.allegra.engine.actions import (
    Accept,
    Action,
    DiscardFlip,
    Knock,
    KnockGive,
    KnockPlace,
    KnockTake,
    Place,
    Reveal,
    Take,
)
from rondo_desktop.games.allegra.engine.observation import Observation, legal_actions
from rondo_desktop.games.allegra.players.base import Seen, cell_index
from rondo_desktop.games.allegra.players.view import DOWN, UP

LOW_CARD = 3  # a card this low looks worth keeping
KNOCKS = 0.15  # how often it knocks for a very low card (0 or less)
ACCEPTS = 0.1  # how often it accepts a knock


class BeginnerPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        actions = legal_actions(observation)
        if not actions:
            raise ValueError("the beginner was asked to play out of turn")
        if len(actions) == 1:
            return actions[0]
        seen = Seen(observation)
        first = actions[0]
        if isinstance(first, Reveal):
            return self.rng.choice(actions)
        if isinstance(first, Take):
            top = observation.discard[-1] if observation.discard else None
            wanted = top is not None and top <= LOW_CARD and Take("discard") in actions
            return Take("discard") if wanted else Take("deck")
        if isinstance(first, Knock):
            held = observation.held
            knocks = held is not None and held <= 0 and self.rng.random() < KNOCKS
            return Knock(knocks)
        if isinstance(first, Accept):
            if self.rng.random() < ACCEPTS:
                return Accept(observation.knockers[0])
            return Accept(None)
        if isinstance(first, KnockTake):
            return self._lowest(seen, actions)
        return self._swap(seen, actions)

    def _swap(self, seen: Seen, actions: list[Action]) -> Action:
        """Place, KnockPlace, KnockGive or DiscardFlip: swap out the highest card in sight
        when the card in hand is lower; a deck card that is not low is thrown away."""
        obs = seen.obs
        card = obs.knock_card if isinstance(actions[0], KnockGive) else obs.held
        assert card is not None
        swaps = [a for a in actions if isinstance(a, Place | KnockPlace | KnockGive)]
        flips = [a for a in actions if isinstance(a, DiscardFlip)]
        view = seen.view
        ups = [a for a in swaps if view.state[cell_index(a) or 0] == UP]
        highest = max(ups, key=lambda a: view.vals[cell_index(a) or 0], default=None)
        better = highest is not None and view.vals[cell_index(highest) or 0] > card
        if better and highest is not None and (not flips or card <= LOW_CARD):
            return highest
        if flips:
            return self.rng.choice(flips)
        downs = [a for a in swaps if view.state[cell_index(a) or 0] == DOWN]
        return self.rng.choice(downs or swaps)

    def _lowest(self, seen: Seen, actions: list[Action]) -> Action:
        """G-16 step 2: the lowest card in sight of the knocker's area."""
        view = seen.view
        ups = [a for a in actions if view.state[cell_index(a) or 0] == UP]
        if not ups:
            return self.rng.choice(actions)
        return min(ups, key=lambda a: view.vals[cell_index(a) or 0])
