"""The expert: counts the cards and searches over the unseen ones (determinized Monte Carlo).

For each move it imagines up to ``worlds`` deals of the cards it has not seen into the other
hands, each agreeing with the public ronda/tringa announcements (:mod:`.imagine`), searches
the rest of the batch in every world (:mod:`.search`) and plays the rank with the best
average. The worlds come from its own seeded RNG, so the same seed and the same observations
give the same choices; a time budget (its own, or the turn timer's ``time_left``) only cuts
the number of worlds, and the default budget is far above what the worlds need.
"""

from __future__ import annotations

import random
import time

from rondo_desktop.games.ronda.engine import Observation, PlayCard, legal_plays
from rondo_desktop.games.ronda.engine.cards import rank_index, rank_of
from rondo_desktop.games.ronda.players.imagine import Imaginer
from rondo_desktop.games.ronda.players.medium import MediumPlayer
from rondo_desktop.games.ronda.players.search import Frame, Search

WORLDS = 40  # imagined deals a move (v Medium over 200 matches: 1 world 47%, 4 63%, 40 72%)
DEFAULT_BUDGET = 1.0  # seconds a move (issue 14)
TIMER_SHARE = 0.25  # of the turn timer's time left, the most a move may think
DEPTH = {2: 6, 3: 6, 4: 5}  # plies searched: the whole batch at 2 and 3 players
NOISE = 1e-9  # breaks exact ties by the seeded RNG, not by the hand's order


class ExpertPlayer:
    def __init__(self, seed: int, time_budget: float | None = None, worlds: int = WORLDS) -> None:
        self.rng = random.Random(seed)
        self.budget = DEFAULT_BUDGET if time_budget is None else time_budget
        self.worlds = worlds
        self.fallback = MediumPlayer(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> PlayCard:
        started = time.perf_counter()
        plays = legal_plays(observation)
        if not plays:
            raise ValueError("the expert was asked to play out of turn")
        by_rank = {rank_index(rank_of(p.card)): p for p in reversed(plays)}
        if len(by_rank) == 1:
            return plays[0]  # one rank: every card does the same
        if observation.options.capture_este:
            return self.fallback.choose(observation, time_left)
        budget = self.budget
        if time_left is not None:
            budget = min(budget, TIMER_SHARE * time_left)
        totals = self.evaluate(observation, started + budget)
        best = max(totals, key=lambda i: totals[i] + NOISE * self.rng.random())
        return by_rank[best]

    def evaluate(self, observation: Observation, deadline: float) -> dict[int, float]:
        """Each playable rank's total value over the imagined worlds searched in time."""
        imaginer = Imaginer(observation)
        frame = Frame.of(observation)
        depth = DEPTH[observation.options.seats]
        seat = observation.seat
        mine = [rank_index(rank_of(c)) for c in observation.hand]
        worlds = 1 if imaginer.certain else self.worlds
        totals: dict[int, float] = {}
        for n in range(worlds):
            if n and time.perf_counter() > deadline:
                break  # at least one world is always searched
            world = imaginer.draw(self.rng)
            hands: list[list[int]] = [[] for _ in range(observation.options.seats)]
            hands[seat] = list(mine)
            for other, cards in world.items():
                hands[other] = [rank_index(rank_of(c)) for c in cards]
            for index, value in Search(frame, hands, depth).root(seat).items():
                totals[index] = totals.get(index, 0.0) + value
        return totals
