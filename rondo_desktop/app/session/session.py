"""A game at the table, for any game of the registry: who is who, the sand timer, the computer
seats, the handover between people at one screen, the autosave, and the events to animate.

The session decides no rule itself: every action goes through the game's ``apply`` and every
refusal is the game's. What only the game can say, it asks through a few methods a game's
session overrides (the game's part): the action that the sand running out plays
(:meth:`timeout_action`), a safe legal action for a computer player that failed
(:meth:`fallback_action`), whether an action is legal (:meth:`check_action`), whether a new turn
began (:meth:`turn_started`), how a seat sees an event (:meth:`seen_by`), the log lines of the
events (:meth:`log_events`) and the save (:meth:`save_data`, :meth:`game_meta`). The defaults
work for any :class:`~rondo_desktop.games.spec.GameSpec` (a test plays Nim through them). No
pygame here and no game's modules, so it is tested without a display and with any game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Self, TypeVar, cast

from rondo_desktop.app.anim.clock import TurnClock
from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.saves import ENVELOPE_VERSION, MENU_SLOT, Slot
from rondo_desktop.app.session.computers import ChooserFactory, ComputerSeats, spec_choosers
from rondo_desktop.app.session.saving import AutoSaver, read_host_meta, seats_to_meta
from rondo_desktop.games.spec import GameSpec, GameState, SaveRefused

StateT = TypeVar("StateT", bound=GameState[Any, Any])
ActionT = TypeVar("ActionT")
ObservationT = TypeVar("ObservationT")
EventT = TypeVar("EventT")


class NotYourTurn(Exception):
    """A person tried to act while it is not theirs to act (the game may raise its own)."""


@dataclass(frozen=True)
class LogEntry:
    """One line of the move log: a translation key and its values."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None


class TableSession(Generic[StateT, ActionT, ObservationT, EventT]):
    """One game at the table. ``events`` are those the table shows first (a new game's deal;
    none for a restored game, which is on the table already)."""

    def __init__(
        self,
        spec: GameSpec[StateT, ActionT, ObservationT],
        game: StateT,
        seats: Sequence[SeatSetup],
        turn_seconds: int | None,
        player_factory: ChooserFactory[ObservationT, ActionT] | None = None,
        *,
        data_dir: Path | None = None,
        save_slot: Slot = MENU_SLOT,
        on_save_failed: Callable[[OSError], None] | None = None,
        think_seconds: float = 0.8,
        threaded: bool = True,
        events: Sequence[EventT] = (),
    ) -> None:
        self.spec = spec
        self.game = game
        self.seats = tuple(seats)
        self.clock = TurnClock(turn_seconds)
        self.saver = AutoSaver(spec.name, data_dir, save_slot, on_save_failed)
        self.paused = False
        self.closed = False  # the table was left: no computer thinks or acts any more
        self.log: list[LogEntry] = []
        self._events: list[EventT] = list(events)
        factory = spec_choosers(spec, game) if player_factory is None else player_factory
        self.computers: ComputerSeats[ObservationT, ActionT] = ComputerSeats(
            {
                seat: factory(seat, s.strength or "medium")
                for seat, s in enumerate(self.seats)
                if s.kind == "computer"
            },
            check=self.check_action,
            fallback=self.fallback_action,
            keeps_turn=self.keeps_turn,
            threaded=threaded,
            think_seconds=think_seconds,
        )
        self.handover_pending = False
        self.viewer = self._first_viewer()
        self.clock.turn_over()

    # -- making one from the spec alone --------------------------------------------------

    @classmethod
    def start(
        cls,
        spec: GameSpec[StateT, ActionT, ObservationT],
        seats: Sequence[SeatSetup],
        seed: int,
        turn_seconds: int | None,
        options: Mapping[str, str] | None = None,
        **kwargs: Any,
    ) -> Self:
        """A new game of ``spec`` (its computer seats from the spec unless a
        ``player_factory`` is given)."""
        game = spec.new_game(len(seats), seed, options or spec.default_options())
        return cls(spec, game, seats, turn_seconds, **kwargs)

    @classmethod
    def from_save(
        cls, spec: GameSpec[StateT, ActionT, ObservationT], text: str | bytes, **kwargs: Any
    ) -> Self:
        """A game saved by :meth:`autosave` with the default :meth:`save_data`, exactly where
        it stopped; :class:`SaveRefused` when it cannot be."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
            if "game" in data and (
                data.get("game") != spec.name or data.get("envelope") != ENVELOPE_VERSION
            ):
                raise ValueError(f"not a save of {spec.name!r} this version wrote")
            meta = read_host_meta(data.get("meta"))
            if len(meta.seats) not in spec.seats:
                raise ValueError(f"{len(meta.seats)} seats at a table of {spec.name!r}")
            rest = {k: v for k, v in data.items() if k not in ("envelope", "game", "meta")}
        except (ValueError, RecursionError, KeyError, TypeError, AttributeError) as error:
            raise SaveRefused(f"the save cannot be read: {error}") from error
        game = spec.from_json(json.dumps(rest))
        if len(game.returns()) != len(meta.seats):  # returns: one share for every seat
            raise SaveRefused(f"the save seats {len(meta.seats)} at a game of another size")
        if game.is_over:
            raise SaveRefused("the saved game is already over")
        session = cls(spec, game, meta.seats, meta.turn_seconds, **kwargs)
        session.resume_clock(meta.clock_remaining)
        return session

    def resume_clock(self, remaining: float) -> None:
        """The sand as it was saved (a restored game goes on with the time it had left)."""
        if self.clock.enabled:
            self.clock.remaining = remaining

    # -- the game's part: a game's session overrides what the defaults cannot know -------

    def timeout_action(self) -> ActionT:
        """What the sand running out plays for the seat whose turn it is."""
        return self.fallback_action()

    def fallback_action(self) -> ActionT:
        """A safe legal action for the seat whose turn it is (its computer player failed)."""
        return self.legal_actions()[0]

    def check_action(self, action: ActionT) -> None:
        """Raise the game's refusal when ``action`` is not legal now."""
        if action not in self.legal_actions():
            raise ValueError(f"{action!r} is not a legal action now")

    def keeps_turn(self, action: ActionT) -> bool:
        """Whether the seat acts again after ``action`` (counted per turn for a computer)."""
        return False

    def turn_started(self, events: Sequence[EventT], seat_before: int) -> bool:
        """Whether these events, of an action by ``seat_before``, began a new turn."""
        return self.game.current_seat != seat_before

    def seen_by(self, event: EventT, viewer: int | None) -> EventT:
        """``event`` as ``viewer`` may see it (None: nobody's private cards)."""
        return event

    def log_events(self, events: Sequence[EventT]) -> None:
        """Add the move log's lines for ``events`` (none by default)."""

    def out_of_turn(self) -> Exception:
        """The refusal of a person's action when it is not theirs to act."""
        return NotYourTurn("it is not your turn")

    def game_meta(self) -> dict[str, Any]:
        """The game's keys in the save's ``meta``, besides the host's."""
        return {}

    def save_data(self, meta: dict[str, Any]) -> dict[str, Any]:
        """The save: the game's JSON object (``spec.to_json``) with ``meta`` beside it."""
        data = json.loads(self.spec.to_json(self.game))
        if not isinstance(data, dict):
            raise TypeError(f"{self.spec.name}'s to_json must write a JSON object")
        data["meta"] = meta
        return dict(data)

    # -- who is who ----------------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        return self.game.current_seat

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def legal_actions(self) -> list[ActionT]:
        """What the seat whose turn it is may do, as the game tells it for its observation."""
        return list(self.spec.legal_actions(self.game.observation(self.current_seat)))

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].kind == "person"

    @property
    def persons(self) -> list[int]:
        return [seat for seat in range(len(self.seats)) if self.is_person(seat)]

    @property
    def bottom_seat(self) -> int:
        """The seat a table draws at the bottom: the one at the screen now, else the first
        person (a game of computers alone: seat 0)."""
        if self.viewer is not None:
            return self.viewer
        persons = self.persons
        return persons[0] if persons else 0

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen: each one's hand is shown only to its owner."""
        return len(self.persons) > 1

    @property
    def is_human_turn(self) -> bool:
        return not self.is_over and self.is_person(self.current_seat)

    @property
    def can_act(self) -> bool:
        """Whether the person at the screen may act now."""
        return self.is_human_turn and not self.handover_pending and not self.paused

    @property
    def is_thinking(self) -> bool:
        return self.computers.is_thinking

    @property
    def think_seconds(self) -> float:
        """How long a computer's move waits before it is played (0: as soon as it is ready)."""
        return self.computers.think_seconds

    @think_seconds.setter
    def think_seconds(self, seconds: float) -> None:
        self.computers.think_seconds = seconds

    def name(self, seat: int) -> str:
        """The seat's own name; "" for a default one, which the screen names when drawn
        (``app/seat_names.py``)."""
        return self.seats[seat].name

    @property
    def kinds(self) -> tuple[str, ...]:
        """Each seat's kind ("person", "computer", "remote"): what a default name is made of."""
        return tuple(s.kind for s in self.seats)

    def _first_viewer(self) -> int | None:
        persons = self.persons
        if not persons:
            return None  # watch mode
        if len(persons) == 1:
            return persons[0]
        current = self.game.current_seat
        self.handover_pending = current in persons
        return current if current in persons else persons[0]

    def confirm_handover(self) -> None:
        """The person whose turn it is has the screen: show their hand, start their sand."""
        self.handover_pending = False
        self.viewer = self.current_seat

    # -- acting and time -----------------------------------------------------------------

    def act(self, action: ActionT) -> list[EventT]:
        """The person at the screen acts; raises the game's refusal (nothing changes then)."""
        if not self.can_act:
            raise self.out_of_turn()
        return self._apply(action)

    def update(self, dt: float, animating: bool = False) -> None:
        """Let time pass: the sand falls, computer players think and act.

        While the screen is still animating what happened, nothing new happens, so every
        move is seen before the next one starts.
        """
        if self.is_over or self.paused or animating or self.handover_pending or self.closed:
            return
        if self.clock.tick(dt):
            self.computers.cancel()
            self._apply(self.timeout_action())
            return
        seat = self.current_seat
        if self.computers.plays(seat):
            time_left = self.clock.remaining if self.clock.enabled else None
            action = self.computers.step(seat, dt, lambda: self.game.observation(seat), time_left)
            if action is not None:
                self._apply(action)

    def pause(self) -> None:
        self.paused = True
        self.clock.paused = True

    def resume(self) -> None:
        self.paused = False
        self.clock.paused = False

    def close(self) -> None:
        """The table is left: stop the computers' worker (the save is the scene's call)."""
        self.closed = True
        self.computers.close()

    def _apply(self, action: ActionT) -> list[EventT]:
        seat = self.current_seat
        events = cast(list[EventT], list(self.game.apply(action)))
        self._events.extend(events)
        self.log_events(events)
        if self.turn_started(events, seat):
            self.computers.new_turn()
            self.clock.turn_over()
            if self.is_person(self.current_seat) and self.hot_seat:
                # Even the person who had the screen last hands it over again: since their
                # turn ended their cards were hidden, and someone else may be looking.
                self.handover_pending = True
            # Once a turn, not after each action that keeps it: a seat may exchange
            # thousands of times, and a save per action would write the game over and over.
            self.autosave()
        if self.is_over:
            self.computers.cancel()
            self.saver.remove()
        return events

    def take_events(self) -> list[EventT]:
        """What happened since the last call, for the scene to animate (all of it: the scene
        hides the private parts as the screen's viewer may see them, with :meth:`seen_by`)."""
        events, self._events = self._events, []
        return events

    def take_events_for(self, viewer: int | None) -> list[EventT]:
        """What happened since the last call, as ``viewer`` may see it."""
        return [self.seen_by(event, viewer) for event in self.take_events()]

    # -- saving --------------------------------------------------------------------------

    @property
    def data_dir(self) -> Path | None:
        return self.saver.data_dir

    @property
    def save_slot(self) -> Slot:
        return self.saver.slot

    def to_dict(self) -> dict[str, Any]:
        """The save: the game's data, the seats, the game's table keys, the sand left."""
        meta = {
            "seats": seats_to_meta(self.seats),
            "turn_seconds": self.clock.seconds,
            **self.game_meta(),
            "clock_remaining": round(self.clock.remaining, 2),
        }
        return self.save_data(meta)

    def crash_details(self) -> dict[str, Any]:
        """What a crash report tells of this game (``app.crash.DescribesGame``): its name, how
        many actions it has had, and everything to replay it."""
        data = self.to_dict()
        actions = data.get("actions")
        count = len(actions) if isinstance(actions, list) else None
        return {"game": self.spec.name, "actions_count": count, **data}

    def autosave(self) -> None:
        """Write the game so that Continue resumes it exactly; never lose the old save."""
        if self.saver.data_dir is None or self.is_over:
            return
        self.saver.write(self.to_dict())
