"""The latest word laid, as "Last move" shows it again: the holder before it and after it.

Worked out from the engine's ``Played`` event and the holder on one side of it (before, as the
dealer shows the word; after, for a game resumed after it).
"""

from __future__ import annotations

from dataclasses import dataclass

from rondo_desktop.games.rondo.engine import Placement
from rondo_desktop.games.rondo.engine.events import Played

Stacks = tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class LastPlay:
    """The latest word laid: who, what, for how much, and the holder before and after it."""

    seat: int
    word: str
    points: int
    before: Stacks | None  # None: the holder was empty (the start word)
    after: Stacks
    slots: frozenset[int]  # the slots of ``after`` that received a card


def _grown(event: Played, stacks: list[tuple[str, ...]]) -> int:
    """Add the play's new slot to ``stacks``; returns the shift of the old slots."""
    if event.new_slot == "left":
        stacks.insert(0, ())
        return 1
    if event.new_slot == "right":
        stacks.append(())
    return 0


def last_play_from_before(event: Played, before: Stacks | None) -> LastPlay:
    stacks: list[tuple[str, ...]] = [(), (), ()] if before is None else list(before)
    offset = _grown(event, stacks)
    slots = set()
    for raw in event.placements:
        placement = Placement(*raw)
        slot = placement.slot + offset
        stacks[slot] = (*stacks[slot], placement.token)
        slots.add(slot)
    return LastPlay(event.seat, event.word, event.points, before, tuple(stacks), frozenset(slots))


def last_play_from_after(event: Played, after: Stacks) -> LastPlay:
    """The same, for a game resumed after the play: the cards it laid are lifted off again."""
    offset = 1 if event.new_slot == "left" else 0
    slots = {Placement(*raw).slot + offset for raw in event.placements}
    stacks = [stack[:-1] if slot in slots else stack for slot, stack in enumerate(after)]
    if event.new_slot == "left":
        stacks.pop(0)
    elif event.new_slot == "right":
        stacks.pop()
    before = None if event.start else tuple(stacks)
    return LastPlay(event.seat, event.word, event.points, before, tuple(after), frozenset(slots))
