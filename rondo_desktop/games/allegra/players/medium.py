"""The medium player: values every legal action by what it does to the area totals now.

Each action's gain comes from :class:`~.judge.Judge` (rule book §11): the expected change of
its area total (face-down cells at the unseen mean), triples it completes or prepares, the
same effect on the rivals whose areas it touches, and the round's end (never close unless
lowest by a margin). Drawing is worth the expectation over the unseen cards of the best thing
to do with the card drawn. Knocks (G-14..G-16): it knocks when the card completes a triple in
its area or is much lower than the card the active player would take from it; as the active
player it accepts a knocker only when the best card it could take from that knocker's area
does more for it than the drawn card would, the knocker's triple counted against.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from rondo_desktop.games.allegra.engine.actions import (
    Accept,
    Action,
    DiscardFlip,
    Knock,
    Take,
)
from rondo_desktop.games.allegra.engine.observation import Observation, legal_actions
from rondo_desktop.games.allegra.players.base import Seen, cell_index
from rondo_desktop.games.allegra.players.judge import Judge, Rules, Style
from rondo_desktop.games.allegra.players.view import DOWN, UP

NOISE = 1e-6  # breaks exact ties by the seeded RNG, not by the order of the cells
KNOCK_LOW = 4  # knock for a card this much below my lowest face-up card
TRIPLE_WORTH = 2.0  # knock when the card's triple removes at least this much
# Own turns in a round after which a close is no longer refused outright and the discard
# pile is left alone (a round usually ends within 20): two players who both wait to be lowest,
# or who pass a card back and forth through the discard pile, could otherwise play for ever.
PATIENCE = 30
ACCEPT_MARGIN = 1.0  # a knock's exchange must beat keeping the drawn card by this much
OVERDUE_TAKE_COST = 5.0


class MediumPlayer:
    style = Style()
    patience = PATIENCE

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.round_turns = (-1, 0)  # (round number, my turns in it so far)

    def choose(self, observation: Observation, time_left: float | None = None) -> Action:
        actions = legal_actions(observation)
        if not actions:
            raise ValueError("the medium player was asked to play out of turn")
        self.count_turn(observation)
        if len(actions) == 1:
            return actions[0]
        seen = Seen(observation)
        judge = self.judge(seen, seen.seat)
        return self.pick(actions, self.scorer(seen, judge))

    def count_turn(self, observation: Observation) -> None:
        """Count my turns of this round (a take starts each one)."""
        round_no, turns = self.round_turns
        if round_no != observation.round_no:
            round_no, turns = observation.round_no, 0
        if observation.phase.value == "take":
            turns += 1
        self.round_turns = (round_no, turns)

    def judge(self, seen: Seen, seat: int) -> Judge:
        impatient = self.round_turns[0] == seen.obs.round_no and self.round_turns[1] > self.patience
        rules = Rules(seen.obs.options.own_grid_end, seen.end_pending, impatient)
        return Judge(seen.view, seen.belief, seat, self.style, rules)

    def pick(self, actions: Sequence[Action], score: Callable[[Action], float]) -> Action:
        rng = self.rng
        return max(actions, key=lambda a: score(a) + NOISE * rng.random())

    def scorer(self, seen: Seen, judge: Judge) -> Callable[[Action], float]:
        """The value of each action of the observation's phase."""
        phase = seen.obs.phase.value
        if phase == "reveal":
            return lambda a: reveal_score(seen, cell_index(a))
        if phase == "take":
            return lambda a: self.take_value(seen, judge, a)
        if phase == "knock":
            wants = self.wants_knock(seen, judge)
            return lambda a: float(a == Knock(wants))
        if phase == "accept":
            return lambda a: self.accept_value(seen, judge, a)
        if phase == "knock_place":
            return lambda a: knock_place_value(seen, judge, cell_index(a))
        if phase == "knock_take":
            return lambda a: self.knock_take_value(seen, judge, cell_index(a))
        card = seen.obs.knock_card if phase == "knock_give" else seen.obs.held
        assert card is not None, f"no card in hand in phase {phase}"
        return lambda a: self.swap_value(seen, judge, a, card)

    # -- a normal turn ----------------------------------------------------------------------

    def swap_value(self, seen: Seen, judge: Judge, action: Action, card: int) -> float:
        """Place (or KnockGive) ``card`` into the action's cell, or discard it and flip."""
        idx = cell_index(action)
        if isinstance(action, DiscardFlip):
            gain = 0.0 if idx is None else judge.flip(idx)
            return gain - self.discard_cost(seen, card)
        assert idx is not None
        return self.place_value(seen, judge, idx, card)

    def place_value(self, seen: Seen, judge: Judge, idx: int, card: int) -> float:
        out = seen.view.vals[idx] if seen.view.state[idx] == UP else None
        return judge.place(idx, card) - self.discard_cost(seen, out)

    def discard_cost(self, seen: Seen, card: int | None) -> float:
        """What the card left on the discard pile is worth to the next player (medium: 0)."""
        return 0.0

    def take_value(self, seen: Seen, judge: Judge, action: Action) -> float:
        cells = seen.occupied(judge.seat)
        if action == Take("discard"):
            top = seen.obs.discard[-1]
            cost = self.style.take_cost + (OVERDUE_TAKE_COST if judge.rules.impatient else 0.0)
            return max(self.place_value(seen, judge, i, top) for i in cells) - cost
        return self.draw_value(seen, judge, cells)

    def draw_value(self, seen: Seen, judge: Judge, cells: list[int]) -> float:
        """G-11: the expected best use of the deck's top card, over the unseen cards."""
        downs = [i for i in cells if seen.view.state[i] == DOWN]
        flip = max((judge.flip(i) for i in downs), default=0.0)
        total = 0.0
        for value, chance in seen.belief.values():
            best = max(flip - self.discard_cost(seen, value), judge.best_place(cells, value)[0])
            total += chance * best
        return total

    # -- knocks ---------------------------------------------------------------------------

    def wants_knock(self, seen: Seen, judge: Judge) -> bool:
        """Knock when the drawn card completes a triple in my area (G-16 step 1), or is much
        lower than the card the active player would take (my lowest face-up card)."""
        card = seen.obs.held
        assert card is not None
        if triple_gain(seen, judge.seat, card) >= TRIPLE_WORTH:
            return True
        state, vals = seen.view.state, seen.view.vals
        ups = [vals[i] for i in seen.view.lay.areas[judge.seat] if state[i] == UP]
        return bool(ups) and card <= min(ups) - KNOCK_LOW

    def accept_value(self, seen: Seen, judge: Judge, action: Action) -> float:
        """Ignoring: the best use of the drawn card. Accepting knocker K: the best card Z I
        could take from K's area, placed in mine, less K's triple (weighted as a rival)."""
        assert isinstance(action, Accept)
        card = seen.obs.held
        assert card is not None
        mine = seen.occupied(judge.seat)
        if action.knocker is None:
            downs = [i for i in mine if seen.view.state[i] == DOWN]
            flip = max((judge.flip(i) for i in downs), default=0.0)
            return max(flip, judge.best_place(mine, card)[0])
        knocker = action.knocker
        best = judge.best_place(mine, card)[0]  # Z may be the drawn card itself
        for idx in seen.occupied(knocker):
            z = round(seen.view.value(idx, seen.belief.mean))
            others = [i for i in mine if i != idx]
            if others:
                best = max(best, judge.best_place(others, z)[0] + judge.cell_weight[idx] * z)
        rival = -judge.weights[knocker]
        return best - rival * triple_gain(seen, knocker, card) - ACCEPT_MARGIN

    def knock_take_value(self, seen: Seen, judge: Judge, idx: int | None) -> float:
        """G-16 step 2: take Z out of K's cell ``idx`` (it leaves every area holding it) and
        place it at its best cell of mine (step 3)."""
        assert idx is not None
        z = round(seen.view.value(idx, seen.belief.mean))
        gain = judge.cell_weight[idx] * z
        if idx in judge.closable():  # a face-down card taken: my area may be done (G-23)
            gain += judge.closing(idx, None)
        others = [i for i in seen.occupied(judge.seat) if i != idx]
        if not others:
            return gain
        return gain + judge.best_place(others, z)[0]


def reveal_score(seen: Seen, idx: int | None) -> float:
    """G-08: any card is worth the mean; turn my own non-shared cards, next to face-up ones
    (the better chance of a pair to build on)."""
    assert idx is not None
    view = seen.view
    own = idx // 12 == seen.seat and idx % 4 != 3
    near = sum(
        1 for window in view.lay.windows_of[idx] for c in window if c != idx and view.state[c] == UP
    )
    return float(own) + 0.25 * near


def triple_gain(seen: Seen, seat: int, card: int) -> float:
    """The most that ``card`` put into ``seat``'s area removes from that area by a triple
    (G-16 step 1: the card it replaces comes back, so only the triple counts)."""
    view = seen.view
    best = 0.0
    for idx in seen.occupied(seat):
        removed = view.completed(idx, card)
        if removed:
            gone = sum(
                card if c == idx else view.vals[c] for c in removed if seat in view.lay.seats_of[c]
            )
            best = max(best, gone)
    return best


def knock_place_value(seen: Seen, judge: Judge, idx: int | None) -> float:
    """G-16 step 1: where to put the drawn card as the knocker. The card taken out comes back
    into the hole, so only what the new card does there counts: triples first; then a high
    card taken out (it is what the active player leaves me)."""
    assert idx is not None
    card = seen.obs.held
    assert card is not None
    removed = seen.view.completed(idx, card)
    gone = sum(card if c == idx else seen.view.vals[c] for c in removed)
    return gone + 0.01 * seen.view.value(idx, seen.belief.mean)
