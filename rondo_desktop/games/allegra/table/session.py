"""Allegra at the table: the host's generic session (timer, computer seats on a worker thread,
handover, autosave) with what only Allegra knows: the autosave after every action (a knock is
several decisions by several seats, and Continue must resume in the middle of it), the sand
running out, the move log's lines, and the finished game as the results and statistics read it.

Every rule stays the engine's: the session applies actions and reads events and legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from rondo_desktop.app.session import LogEntry
from rondo_desktop.app.session.dealt import DealtSession
from rondo_desktop.games.allegra.engine import (
    Action,
    Cell,
    Game,
    Observation,
    areas_of,
)
from rondo_desktop.games.allegra.engine import events as ev
from rondo_desktop.games.allegra.engine.events_wire import event_seen_by, timeout_action
from rondo_desktop.games.stats import PERSON, GameEntry

# Lines about a seat that have a second-person form (key + "_you") in every catalog.
SECOND_PERSON = frozenset(
    {
        "log.allegra.round",
        "log.allegra.reveals",
        "log.allegra.takes_deck",
        "log.allegra.takes_discard",
        "log.allegra.knocks",
        "log.allegra.gives",
        "log.allegra.ignores",
        "log.allegra.places",
        "log.allegra.puts_own",
        "log.allegra.puts_shared",
        "log.allegra.discards",
        "log.allegra.knock_takes",
        "log.allegra.fills",
        "log.allegra.closes",
        "log.allegra.time_up",
        "table.allegra.time_up",
        "table.allegra.closing",
        "table.allegra.exchange",
        "table.allegra.held_deck",
        "table.allegra.held_discard",
        "table.allegra.held_knock",
        "table.allegra.closer_tag",
        "table.banner.starts",
    }
)


class AllegraSession(DealtSession[Game, Action, Observation, Any]):
    """One Allegra game (three rounds) at the table."""

    _stats_taken = False
    _up: set[Cell] | None = None  # the face-up cells as the log has told them so far
    _active_before = -1  # whose turn it was before the action being applied
    _timing_out: int | None = None  # the seat whose sand ran out, until its move is logged
    timeouts = 0  # how often the sand chose a move (the table tells the person each time)
    timed_out_seat: int | None = None  # whose sand ran out last

    # -- the game's part ---------------------------------------------------------------

    def _apply(self, action: Action) -> list[Any]:
        seat = self.current_seat
        self._active_before = self.game.active
        events = super()._apply(action)
        # The host saves when the turn passes; a knock or a drawn card keeps a seat deciding,
        # and Continue must come back to exactly that decision.
        if not self.is_over and self.current_seat == seat:
            self.autosave()
        return events

    def turn_started(self, events: Sequence[Any], seat_before: int) -> bool:
        """A turn is the drawer's (the engine's ``active``): the knock answers and the
        exchange inside it do not restart the sand, unless the screen must pass to another
        person sharing it."""
        game, seat = self.game, self.current_seat
        if game.active != self._active_before or self.clock.remaining <= 0 or game.is_over:
            return True  # a new turn, or the sand ran out mid-turn: fresh sand
        if any(isinstance(event, ev.RoundDealt) for event in events):
            return True
        return seat != seat_before and self.hot_seat and self.is_person(seat)

    def timeout_action(self) -> Action:
        """The sand ran out: the engine's quiet choice (draw from the deck, no knock, ignore
        the knocks), logged as the timer's."""
        self._timing_out = self.current_seat  # the move is logged as the timer's choice
        return timeout_action(self.game)

    def seen_by(self, event: Any, viewer: int | None) -> Any:
        """The engine's masking: the deal's and a reshuffle's order, a knocker's hidden card."""
        return event_seen_by(event, viewer)

    def log_events(self, events: Sequence[Any]) -> None:
        if self._up is None:
            self._up = set()
        if self._timing_out is not None:
            seat, self._timing_out = self._timing_out, None
            self.timeouts, self.timed_out_seat = self.timeouts + 1, seat
            self.log.append(LogEntry("log.allegra.time_up", seat=seat))
        for event in events:
            entry = log_entry(event, self._up, len(self.seats))
            note_face_up(self._up, event)
            if entry is not None:
                self.log.append(entry)

    # -- the finished game, for the results and the statistics -------------------------

    def final_scores(self) -> tuple[int, ...]:
        return tuple(self.game.totals)

    def winners(self) -> tuple[int, ...]:
        totals = self.game.totals
        low = min(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == low)

    def score_history(self) -> list[tuple[int, ...]]:
        """Each seat's total after every round, from 0 before the first."""
        history = [tuple(0 for _ in self.seats)]
        running = [0] * len(self.seats)
        for scores in self.game.round_scores:
            running = [a + b for a, b in zip(running, scores, strict=True)]
            history.append(tuple(running))
        return history

    def round_results(self) -> list[ev.RoundScored]:
        """Every finished round's score event, in order."""
        return [e for e in self.game.log if isinstance(e, ev.RoundScored)]

    def closers(self) -> list[int | None]:
        return [result.closer for result in self.round_results()]

    def doubled(self) -> list[tuple[bool, ...]]:
        return [tuple(result.doubled) for result in self.round_results()]

    def _opponent(self, seat: int) -> str:
        """How the statistics count ``seat`` as an opponent: its strength, or a person (one
        at this screen or, at a network table, at another)."""
        setup = self.seats[seat]
        return (setup.strength or "medium") if setup.kind == "computer" else PERSON

    def take_stats_entries(self) -> list[GameEntry]:
        """Each person's finished game, once (the statistics keeper's own entry when it has
        one: the best round among them)."""
        if self._stats_taken or not self.is_over:
            return []
        self._stats_taken = True
        entries = []
        for seat in self.persons:
            others = tuple(self._opponent(o) for o in range(len(self.seats)) if o != seat)
            entries.append(stats_entry(self.game, seat, others))
        return entries


def stats_entry(game: Game, seat: int, opponents: tuple[str, ...]) -> GameEntry:
    """What a finished game counts for the person at ``seat`` (Allegra's statistics: the
    best round, rounds closed and doubled, ...)."""
    from rondo_desktop.games.allegra.stats import game_entry

    return game_entry(game, seat, opponents)


def note_face_up(up: set[Cell], event: Any) -> None:
    """Keep ``up``, the face-up cells, as ``event`` leaves them (for "a face-down 4")."""
    match event:
        case ev.RoundDealt():
            up.clear()
        case ev.Revealed() | ev.Flipped() | ev.Placed() | ev.KnockPlaced() | ev.HoleFilled():
            up.add(event.cell)
        case ev.KnockTaken():
            up.discard(event.cell)
        case ev.TripleRemoved():
            up.difference_update(event.cells)


def _placed_line(event: ev.Placed, up: AbstractSet[Cell]) -> LogEntry:
    """Where the card went and what it replaced: "puts the 9 in your column for the 2"."""
    out = {"out": event.out_card, "out_down": event.cell not in up}
    owner = event.cell[0]
    if owner == event.seat:
        return _seat_line("log.allegra.puts_own", event.seat, value=event.card, **out)
    return _seat_line("log.allegra.puts_shared", event.seat, value=event.card, owner=owner, **out)


def _triple_line(event: ev.TripleRemoved, seats: int) -> LogEntry:
    """Whose cards a triple took: one grid, else the one area holding them all."""
    params: dict[str, Any] = {"value": event.value, "count": len(event.cells)}
    owners = {cell[0] for cell in event.cells}
    if len(owners) == 1:
        return LogEntry("log.allegra.triple_grid", {**params, "owner": owners.pop()})
    common = set(range(seats))
    for cell in event.cells:
        common &= set(areas_of(cell, seats))
    if len(common) == 1:
        return LogEntry("log.allegra.triple_area", {**params, "owner": common.pop()})
    return LogEntry("log.allegra.triple", params)


def log_entry(event: Any, up: AbstractSet[Cell] = frozenset(), seats: int = 0) -> LogEntry | None:
    """The move log's line for ``event`` (None: it gets none); ``up`` holds the cells face up
    before it, ``seats`` how many sit at the table."""
    match event:
        case ev.RoundDealt():
            return LogEntry("log.allegra.round", {"name": "", "n": event.round_no + 1}, event.first)
        case ev.Revealed() | ev.Flipped():
            return _seat_line("log.allegra.reveals", event.seat, value=event.card)
        case ev.Taken(source="deck"):
            return _seat_line("log.allegra.takes_deck", event.seat, value=event.card)
        case ev.Taken():
            return _seat_line("log.allegra.takes_discard", event.seat, value=event.card)
        case ev.Knocked(wants=True):
            return _seat_line("log.allegra.knocks", event.seat)
        case ev.Accepted(knocker=None):
            return _seat_line("log.allegra.ignores", event.seat)
        case ev.Accepted():
            return _seat_line("log.allegra.gives", event.seat, knocker=event.knocker)
        case ev.Placed() if seats:
            return _placed_line(event, up)
        case ev.Placed() | ev.KnockPlaced():
            return _seat_line("log.allegra.places", event.seat, value=event.card)
        case ev.HoleFilled():
            return _seat_line("log.allegra.fills", event.seat, value=event.card)
        case ev.KnockTaken():
            return _seat_line(
                "log.allegra.knock_takes", event.seat, value=event.card, knocker=event.knocker
            )
        case ev.Discarded():
            return _seat_line("log.allegra.discards", event.seat, value=event.card)
        case ev.TripleRemoved() if seats:
            return _triple_line(event, seats)
        case ev.TripleRemoved():
            return LogEntry("log.allegra.triple", {"value": event.value, "count": len(event.cells)})
        case ev.Reshuffled():
            return LogEntry("log.allegra.reshuffled", {"count": event.size})
        case ev.RoundEnding():
            return _seat_line("log.allegra.closes", event.closer)
        case ev.FinalReveal():
            values = tuple(value for _cell, value in event.cells)
            return LogEntry("log.allegra.final_reveal", {"count": len(values), "values": values})
        case ev.RoundScored():
            # The seats are named when the line is shown (in the reader's language).
            params = {"n": event.round_no + 1, "totals": tuple(event.totals)}
            return LogEntry("log.allegra.round_over", params)
    return None


def _seat_line(key: str, seat: int, **params: Any) -> LogEntry:
    return LogEntry(key, {"name": "", **params}, seat)
