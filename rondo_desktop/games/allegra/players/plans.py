"""What one candidate action does in an imagined world, up to the end of the turn.

The expert searches actions of every phase of a turn: taking the discard or drawing, where
to put the card in hand, knocking, accepting a knock. A :class:`Plan` is that action and the
rest of its turn, with every choice the turn still asks (where the drawn card goes, the steps
of a knock) made once on the real view by the hard player's evaluation -- what the seats
would choose -- and then played in each world with the world's cards. ``play`` returns the
seat whose turn comes next.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rondo_desktop.games.allegra.engine.actions import (
    Accept,
    Action,
    DiscardFlip,
    Knock,
    Place,
    Take,
)
from rondo_desktop.games.allegra.players.base import Seen, cell_index
from rondo_desktop.games.allegra.players.judge import Judge
from rondo_desktop.games.allegra.players.medium import MediumPlayer, knock_place_value
from rondo_desktop.games.allegra.players.rollout import World
from rondo_desktop.games.allegra.players.view import DOWN, GAP, UP

# What to do with a card in hand: ("place", cell), ("flip", cell) or ("flip", None).
Move = tuple[str, int | None]


@dataclass
class Swap:
    """The best use of each card for one seat's turn, found on the real view when first asked."""

    seen: Seen
    guide: MediumPlayer
    judge: Judge
    moves: dict[int, Move] = field(default_factory=dict)

    def move(self, card: int) -> Move:
        found = self.moves.get(card)
        if found is None:
            seat, seen = self.judge.seat, self.seen
            cells = seen.occupied(seat)
            kept = -self.guide.discard_cost(seen, card)  # G-11a: the card is left behind
            best: tuple[float, Move] = (kept, ("flip", None))
            downs = [i for i in cells if seen.view.state[i] == DOWN]
            if downs:
                best = max((kept + self.judge.flip(i), ("flip", i)) for i in downs)
            for idx in cells:
                value = self.guide.place_value(seen, self.judge, idx, card)
                if value > best[0]:
                    best = (value, ("place", idx))
            found = self.moves[card] = best[1]
        return found

    def play(self, world: World, card: int) -> None:
        kind, idx = self.move(card)
        if kind == "place" and idx is not None and world.view.state[idx] != GAP:
            world.swap(idx, card)
            return
        world.discard.append(card)
        if idx is not None and world.view.state[idx] == DOWN:
            world.flip(idx)


@dataclass
class Exchange:
    """G-16 with knocker ``k`` and active seat ``a``: the cells chosen on the real view."""

    k: int
    a: int
    card: int  # X
    s_y: int  # step 1: where K puts X
    s_z: int  # step 2: the cell A takes Z from
    s_w: int | None  # step 3: where A puts Z

    def play(self, world: World) -> None:
        view = world.view
        y = view.vals[self.s_y]
        world.put(self.s_y, self.card)
        k_cells = [i for i in view.lay.areas[self.k] if view.state[i] != GAP]
        if not k_cells:  # G-17: K's area emptied by step 1
            world.discard.append(y)
            return
        s_z = self.s_z if view.state[self.s_z] != GAP else min(k_cells, key=lambda i: view.vals[i])
        z = world.lift(s_z)
        s_w = self.s_w
        if s_w is None or s_w == s_z or view.state[s_w] == GAP:
            a_cells = [i for i in view.lay.areas[self.a] if view.state[i] != GAP]
            s_w = max(
                a_cells, key=lambda i: view.vals[i] if view.state[i] == UP else 5, default=None
            )
        if s_w is None:
            world.discard.append(z)
        else:
            world.swap(s_w, z)
        world.put(s_z, y)  # step 4: K fills the hole


@dataclass
class Plan:
    """One candidate action of the deciding seat and the rest of the turn it starts."""

    action: Action
    active: int
    n: int
    swap: Swap | None = None  # the active seat's use of a card in hand
    card: int | None = None  # the card in hand (the discard's top for Take("discard"))
    exchange: Exchange | None = None

    def play(self, world: World) -> int | None:
        action = self.action
        if isinstance(action, Take) and action.source == "discard":
            card = world.discard.pop()
            assert self.swap is not None
            self.swap.play(world, card)
        elif isinstance(action, Take):
            drawn = world.draw()
            if drawn is None:
                world.over = True
                return None
            assert self.swap is not None
            self.swap.play(world, drawn)
        elif isinstance(action, Place):
            assert self.card is not None
            world.swap(cell_index(action) or 0, self.card)
        elif isinstance(action, DiscardFlip):
            assert self.card is not None
            world.discard.append(self.card)
            idx = cell_index(action)
            if idx is not None:
                world.flip(idx)
        elif self.exchange is not None:
            self.exchange.play(world)
        else:  # no knock accepted: the active seat uses the drawn card
            assert self.swap is not None and self.card is not None
            self.swap.play(world, self.card)
        world.after_turn(self.active)
        return (self.active + 1) % self.n


def plan_of(seen: Seen, guide: MediumPlayer, judge: Judge, action: Action) -> Plan:
    """The plan of ``action`` for the deciding seat (``judge.seat``)."""
    obs = seen.obs
    active = obs.active
    plan = Plan(action, active, seen.n, card=obs.held)
    if isinstance(action, Take | Accept | Knock):
        a_judge = judge if active == judge.seat else guide.judge(seen, active)
        plan.swap = Swap(seen, guide, a_judge)
    if isinstance(action, Accept) and action.knocker is not None:
        plan.exchange = exchange_of(
            seen, guide, plan.swap.judge if plan.swap else judge, action.knocker
        )
    if isinstance(action, Knock) and action.wants and plan.swap is not None:
        a_judge = plan.swap.judge
        accepts = guide.accept_value(seen, a_judge, Accept(judge.seat))
        if accepts > guide.accept_value(seen, a_judge, Accept(None)):
            plan.exchange = exchange_of(seen, guide, a_judge, judge.seat)
    return plan


def exchange_of(seen: Seen, guide: MediumPlayer, a_judge: Judge, knocker: int) -> Exchange:
    """The steps of a knock as the seats would choose them on the real view."""
    card = seen.obs.held
    assert card is not None
    k_cells = seen.occupied(knocker)
    s_y = max(k_cells, key=lambda i: knock_place_value(seen, a_judge, i))
    s_z = max(k_cells, key=lambda i: guide.knock_take_value(seen, a_judge, i))
    z = round(seen.view.value(s_z, seen.belief.mean))
    others = [i for i in seen.occupied(a_judge.seat) if i != s_z]
    s_w = a_judge.best_place(others, z)[1] if others else None
    return Exchange(knocker, a_judge.seat, card, s_y, s_z, s_w)
