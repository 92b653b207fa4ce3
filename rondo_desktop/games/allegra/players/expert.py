"""The expert: determinized Monte Carlo over the cards nobody has seen (rule book §11).

For each decision of a turn (take or draw, where to put the card, knocking, accepting a
knock) it keeps the hard player's best few actions as candidates. It then imagines up to
``worlds`` deals of the unseen cards -- every face-down cell and the deck's order drawn from
the unseen multiset (:meth:`Belief.pool`) -- and in each world plays every candidate and the
rest of the round with the fast greedy policy of :mod:`.rollout`. It chooses the candidate
with the best mean of (the best rival's total - mine) after the round. Every candidate meets
the same worlds, so luck of the draw cancels between them.

The worlds come from its own seeded RNG, so the same seed and the same observations give the
same choices; the time budget (its own, or a share of the turn timer's ``time_left``) only
cuts the number of worlds. Openings reveals and the steps of a knock once it is under way are
the hard player's, and so is, at three seats and more, whether to knock on a rival's card:
the greedy rollouts misjudge the exchange a knock starts (searched, knocks took the expert
from level with two hards to 26% of the wins).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import replace

from rondo_desktop.games.allegra.engine.actions import Action
from rondo_desktop.games.allegra.engine.observation import Observation, legal_actions
from rondo_desktop.games.allegra.players.base import Seen
from rondo_desktop.games.allegra.players.hard import HardPlayer
from rondo_desktop.games.allegra.players.judge import Judge, Rules
from rondo_desktop.games.allegra.players.plans import Plan, plan_of
from rondo_desktop.games.allegra.players.rollout import Table, World
from rondo_desktop.games.allegra.players.view import DOWN, View

WORLDS = 32  # imagined deals a decision (the ladder's figures name what they ran at)
# The hard player's best actions that are searched, and how far ahead its best must be to be
# played without a search (per seat count; 3 and more: CLEAR_MANY). At 2 seats the greedy
# rollouts judge close calls well and clear ones badly: against hard (120 games each) 4
# candidates searched unless 6 points apart won 42%, 2 candidates within 1 point 60%. At 3
# seats, knocks left to hard, against two hards (paired deals, fair share 33.3%): searched
# within 0.3 points 33.5%, 1 point 36.7%, 2 points 40.3% (300 games each, seed 1) and 37.6%
# (450 games, seed 2).
CANDIDATES = 2
CLEAR = 1.0
CLEAR_MANY = 2.0
DEFAULT_BUDGET = 1.0  # seconds a move (issue 15)
TIMER_SHARE = 0.25  # of the turn timer's time left, the most a move may think
TURNS = 8  # turns a seat plays in a rollout before the round is scored as it stands
SEARCHED = ("take", "draw", "place", "knock", "accept")
SEARCHED_MANY = ("take", "draw", "place", "accept")  # 3+ seats: knocking is hard's rule
EXPERT_PATIENCE = 45  # own turns in a round before it closes a stalled round regardless
# Standard deviations of the rivals' hidden cards it must be lowest by before closing (hard: 1)
EXPERT_CAUTION = 3.0


class ExpertGuide(HardPlayer):
    """The hard player's evaluation, at 2 seats more patient in a stalled round.

    Two seats that both refuse to close unless safely lowest can stall a round (each swapping
    cards in the shared columns rather than turning the last face-down one); the medium and
    hard players give in after ``PATIENCE`` own turns and close, doubled unless lowest. The
    expert holds out longer, so in a stall against them it is the other seat that gives in:
    against hard at 2 seats, 59% over 200 games (seed 1) and 63% over 400 (seed 2) at 45
    turns, where it was level at hard's 30. It still gives in, so two experts end a round.
    It is also warier of closing (lowest by three standard deviations of what the rivals hide,
    where hard asks one): on the same deals 59% at one, 66% at two (65% over 400, seed 2), 69%
    at three (200 games, seed 1).
    """

    wary = replace(HardPlayer.style, caution=EXPERT_CAUTION)

    def judge(self, seen: Seen, seat: int) -> Judge:
        if seen.n != 2:  # at 3 seats both changes lost: 27.4% v two hards over 1,002 games
            return super().judge(seen, seat)
        turns = self.round_turns
        impatient = turns[0] == seen.obs.round_no and turns[1] > EXPERT_PATIENCE
        rules = Rules(seen.obs.options.own_grid_end, seen.end_pending, impatient)
        return Judge(seen.view, seen.belief, seat, self.wary, rules)


class ExpertPlayer:
    def __init__(self, seed: int, time_budget: float | None = None, worlds: int = WORLDS) -> None:
        self.rng = random.Random(seed)
        self.budget = DEFAULT_BUDGET if time_budget is None else time_budget
        self.worlds = worlds
        self.guide = ExpertGuide(seed)

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        started = time.perf_counter()
        actions = legal_actions(observation)
        if not actions:
            raise ValueError("the expert was asked to play out of turn")
        searched = SEARCHED if observation.seats == 2 else SEARCHED_MANY
        if len(actions) == 1 or observation.phase.value not in searched:
            return self.guide.choose(observation, time_left)  # it counts the turn
        self.guide.count_turn(observation)
        seen = Seen(observation)
        judge = self.guide.judge(seen, seen.seat)
        score = self.guide.scorer(seen, judge)
        values = {a: score(a) for a in actions}
        ranked = sorted(actions, key=lambda a: -values[a])[:CANDIDATES]
        if values[ranked[0]] - values[ranked[1]] > (CLEAR if seen.n == 2 else CLEAR_MANY):
            return ranked[0]
        budget = self.budget
        if time_left is not None:
            budget = min(budget, TIMER_SHARE * time_left)
        plans = [plan_of(seen, self.guide, judge, a) for a in ranked]
        means = self.search(seen, plans, started + budget)
        return ranked[max(range(len(ranked)), key=lambda i: (means[i], -i))]

    def search(self, seen: Seen, plans: Sequence[Plan], deadline: float) -> list[float]:
        """Each plan's mean outcome over the worlds searched in time."""
        obs = seen.obs
        table = Table(
            seen.view.lay,
            seen.belief.mean,
            obs.options.own_grid_end,
            obs.options.no_final_triples,
            obs.options.strict_doubling,
        )
        windows = tuple(table.area_windows(s) for s in range(seen.n))
        sums = [0.0] * len(plans)
        searched = 0
        for n in range(self.worlds):
            if n and time.perf_counter() > deadline:
                break  # at least one world is always searched
            view, deck = self._deal(seen)
            seed = self.rng.getrandbits(32)
            for i, plan in enumerate(plans):
                world = World(
                    table, view.copy(), deck[:], list(obs.discard), random.Random(seed), windows
                )
                sums[i] += self._outcome(seen, world, plan)
            searched += 1
        return [total / searched for total in sums]

    def _deal(self, seen: Seen) -> tuple[View, list[int]]:
        """One imagined deal: the face-down cells and the deck from the unseen cards."""
        pool = seen.belief.pool()
        self.rng.shuffle(pool)
        view = seen.view.copy()
        for idx, state in enumerate(view.state):
            if state == DOWN:
                view.vals[idx] = pool.pop() if pool else round(seen.belief.mean)
        deck = pool[: seen.obs.deck_size]
        return view, deck

    def _outcome(self, seen: Seen, world: World, plan: Plan) -> float:
        obs = seen.obs
        nxt = plan.play(world)
        if nxt is not None:
            world.play_out(nxt, TURNS * seen.n)
        scores = world.scores()
        finals = [t + s for t, s in zip(obs.totals, scores, strict=True)]
        mine = finals[seen.seat]
        return min(f for s, f in enumerate(finals) if s != seen.seat) - mine
