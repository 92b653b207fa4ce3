"""The legal actions of a position, from what every seat may see (so a game and any seat's
observation give the same list), and the reason an action is refused.

Actions are built once per cell and shared (they are immutable), so asking for the legal
actions costs a few list appends: the players ask it for every decision of every rollout.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Protocol

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
from rondo_desktop.games.allegra.engine.errors import IllegalAction
from rondo_desktop.games.allegra.engine.geometry import board, cell_of, index, is_cell
from rondo_desktop.games.allegra.engine.options import MAX_SEATS, AllegraOptions
from rondo_desktop.games.allegra.engine.phases import DOWN, GAP, UP, Phase

TAKE_DISCARD, TAKE_DECK = Take("discard"), Take("deck")
KNOCK_NO, KNOCK_YES = Knock(False), Knock(True)
IGNORE = Accept(None)
FLIP_NOTHING = DiscardFlip(None)


class Position(Protocol):
    """What the legal actions depend on; a Game and an Observation both have it."""

    @property
    def options(self) -> AllegraOptions: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def current_seat(self) -> int: ...
    @property
    def active(self) -> int: ...
    @property
    def knocker(self) -> int | None: ...
    @property
    def knockers(self) -> Sequence[int]: ...
    @property
    def faces(self) -> Sequence[int]: ...
    @property
    def discard(self) -> Sequence[int]: ...


@cache
def _cell_actions() -> dict[type, tuple[Action, ...]]:
    cells = [cell_of(i) for i in range(MAX_SEATS * 12)]
    kinds: tuple[type, ...] = (Reveal, Place, DiscardFlip, KnockPlace, KnockTake, KnockGive)
    return {kind: tuple(kind(cell) for cell in cells) for kind in kinds}


@cache
def _accepts() -> tuple[Accept, ...]:
    return tuple(Accept(seat) for seat in range(MAX_SEATS))


def reveal_zone(position: Position, seat: int) -> tuple[int, ...]:
    """G-08: the cells a seat may reveal in (AV-08: its own grid only)."""
    tables = board(position.options.seats)
    return tables.own[seat] if position.options.own_grid_reveal else tables.areas[seat]


def legal_actions_of(position: Position) -> list[Action]:
    """Every action the seat to move may choose (nothing once the game is over)."""
    phase, faces = position.phase, position.faces
    if phase is Phase.OVER:
        return []
    areas = board(position.options.seats).areas
    acts = _cell_actions()
    seat = position.current_seat
    if phase is Phase.REVEAL:
        reveals = acts[Reveal]
        return [reveals[i] for i in reveal_zone(position, seat) if faces[i] == DOWN]
    if phase is Phase.TAKE:
        can_swap = position.discard and any(faces[i] for i in areas[seat])
        return [TAKE_DISCARD, TAKE_DECK] if can_swap else [TAKE_DECK]
    if phase is Phase.KNOCK:
        return [KNOCK_NO, KNOCK_YES] if any(faces[i] for i in areas[seat]) else [KNOCK_NO]
    if phase is Phase.ACCEPT:
        accepts = _accepts()
        return [IGNORE, *(accepts[k] for k in position.knockers)]
    if phase is Phase.DRAW:
        return _draw_actions(faces, areas[position.active])
    kind, owner = _CELL_PHASES[phase]
    seat = position.active if owner == "active" else position.knocker  # type: ignore[assignment]
    cells = acts[kind]
    return [cells[i] for i in areas[seat] if faces[i]]


def _draw_actions(faces: Sequence[int], area: tuple[int, ...]) -> list[Action]:
    acts = _cell_actions()
    places, flips = acts[Place], acts[DiscardFlip]
    legal = [places[i] for i in area if faces[i]]
    downs = [flips[i] for i in area if faces[i] == DOWN]
    return legal + (downs or [FLIP_NOTHING])


# The phases whose actions are cells of one seat's area: (action, whose area).
_CELL_PHASES: dict[Phase, tuple[type, str]] = {
    Phase.PLACE: (Place, "active"),
    Phase.KNOCK_PLACE: (KnockPlace, "knocker"),
    Phase.KNOCK_TAKE: (KnockTake, "knocker"),
    Phase.KNOCK_GIVE: (KnockGive, "active"),
}

_EXPECTED: dict[Phase, tuple[type, ...]] = {
    Phase.REVEAL: (Reveal,),
    Phase.TAKE: (Take,),
    Phase.KNOCK: (Knock,),
    Phase.ACCEPT: (Accept,),
    Phase.PLACE: (Place,),
    Phase.DRAW: (Place, DiscardFlip),
    Phase.KNOCK_PLACE: (KnockPlace,),
    Phase.KNOCK_TAKE: (KnockTake,),
    Phase.KNOCK_GIVE: (KnockGive,),
}
_PHASE_RULES: dict[Phase, str] = {
    Phase.REVEAL: "G-08",
    Phase.TAKE: "G-10",
    Phase.KNOCK: "G-15",
    Phase.ACCEPT: "G-15",
    Phase.PLACE: "G-10",
    Phase.DRAW: "G-11",
    Phase.KNOCK_PLACE: "G-16",
    Phase.KNOCK_TAKE: "G-16",
    Phase.KNOCK_GIVE: "G-16",
}


def refusal(position: Position, action: object) -> IllegalAction:
    """Why ``action`` is not among the legal actions: the rule it breaks, in words."""
    phase = position.phase
    if phase is Phase.OVER:
        return IllegalAction("G-29", "game_over")
    if not isinstance(action, _EXPECTED[phase]):
        return IllegalAction(_PHASE_RULES[phase], f"phase_{phase.value}")
    if isinstance(action, Take):
        if action.source not in ("deck", "discard"):
            return IllegalAction("G-10", "bad_source")
        return IllegalAction("G-10", "nothing_to_swap")
    if isinstance(action, Knock):
        return IllegalAction("G-16", "cannot_knock")
    if isinstance(action, Accept):
        return IllegalAction("G-15", "not_a_knocker", seat=action.knocker)
    if isinstance(action, DiscardFlip) and action.cell is None:
        return IllegalAction("G-11", "must_flip")
    return _cell_refusal(position, action)


def _cell_refusal(position: Position, action: object) -> IllegalAction:
    cell = getattr(action, "cell", None)
    n = position.options.seats
    if not is_cell(cell, n):
        return IllegalAction("G-04", "no_cell")
    assert cell is not None
    i = index(cell)
    areas = board(n).areas
    if isinstance(action, Reveal) and i not in reveal_zone(position, position.current_seat):
        own = position.options.own_grid_reveal
        return (
            IllegalAction("G-08", "not_own_grid") if own else IllegalAction("G-05", "not_in_area")
        )
    if isinstance(action, KnockTake) and i not in areas[position.knocker or 0]:
        return IllegalAction("G-16", "not_in_knocker_area")
    owner = position.knocker if isinstance(action, KnockPlace) else position.active
    if (
        isinstance(action, Place | DiscardFlip | KnockPlace | KnockGive)
        and i not in areas[owner or 0]
    ):
        return IllegalAction("G-05", "not_in_area")
    face = position.faces[i]
    if face == GAP:
        return IllegalAction("G-21", "gap")
    if isinstance(action, Reveal) and face == UP:
        return IllegalAction("G-08", "already_face_up")
    if isinstance(action, DiscardFlip) and face == UP:
        return IllegalAction("G-11", "flip_face_down")
    return IllegalAction("G-10", "not_an_action")
