"""A game at the table: the engine game plus what the screen needs around it.

The session owns the engine :class:`Game`, the seats' names and kinds,
the sand timer, the computer players and the autosave. It decides no rule itself: every action
goes through ``Game.apply`` and every refusal is the engine's. It does not draw either; the
table scene reads it and animates the events it hands out. No pygame here, so it is tested
without a display.
"""

from __future__ import annotations

import json
import logging
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rondo_desktop.app.anim.clock import TurnClock
from rondo_desktop.app.game_setup import GameSetup, SeatSetup, clean_name
from rondo_desktop.app.saves import MENU_SLOT, Slot, autosave_path, seal
from rondo_desktop.app.storage import bounded_int, finite_float, write_json_atomic
from rondo_desktop.games.rondo import NAME
from rondo_desktop.games.rondo.engine import (
    Action,
    Deck,
    Exchange,
    Game,
    GameOptions,
    IllegalAction,
    Lexicon,
    Observation,
    Pass,
    Phase,
    Placement,
    PlayOutcome,
    PlayWord,
    RondoError,
    Rule,
    SaveError,
    Timeout,
)
from rondo_desktop.games.rondo.engine.events import (
    Event,
    Exchanged,
    GameOver,
    HandPenalty,
    Passed,
    Played,
    Redealt,
    StartSeat,
    TurnStarted,
)
from rondo_desktop.games.rondo.engine.holder import token_value
from rondo_desktop.games.rondo.engine.lexicon import MAX_WORD, MIN_WORD
from rondo_desktop.games.rondo.engine.save import MAX_ACTIONS, game_from_dict, game_to_dict
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.stats import RondoEntry

log = logging.getLogger(__name__)

# A computer seat: (what it sees, seconds of sand left or None) -> its action.
Chooser = Callable[[Observation, float | None], Action]
PlayerFactory = Callable[[int, str], Chooser]  # (seat, strength) -> the seat's player
MAX_COMPUTER_EXCHANGES = 3  # per turn: a safety net so a confused player cannot stall a game


@dataclass(frozen=True)
class LogEntry:
    """One line of the move log: a translation key and its values."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None


@dataclass(frozen=True)
class SeatSummary:
    """A seat's game in numbers, for the results screen."""

    word_points: int = 0
    bonuses: int = 0
    exchanges: int = 0  # points paid (negative)
    penalty: int = 0  # points lost for the cards left in hand (negative)
    words: int = 0
    best_word: str | None = None
    best_points: int = 0


def _seat(raw: Any) -> SeatSetup:
    """A seat from a save file, with its name cleaned like one the player typed."""
    name = raw.get("name", "")
    if not isinstance(name, str):
        raise ValueError("a seat's name is not text")
    return SeatSetup(raw["kind"], clean_name(name), raw.get("strength"))


def _hint_actions(raw: Any) -> list[int] | None:
    """Where the hints were shown, from a save; None when the save does not say (older saves
    record only the turns) or says it badly: the turns then place the hints."""
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        return None
    return _action_numbers(raw)


def _action_numbers(raw: Iterable[Any]) -> list[int] | None:
    """Each value as a whole number from 0 to MAX_ACTIONS, or None when any one is not."""
    found = []
    for value in raw:
        number = bounded_int(value, 0, MAX_ACTIONS)
        if number is None:
            return None
        found.append(number)
    return found


def _staged(raw: Any, game: Game) -> tuple[Placement, ...]:
    """The cards placed but not played when the game was saved. Anything odd is dropped:
    they are a convenience, and the player can place them again."""
    if not isinstance(raw, list) or len(raw) > MAX_WORD:
        return ()
    size = len(game.holder) if game.holder is not None else MIN_WORD  # the start: 3 slots
    hand = list(game.hand(game.current_seat))
    alphabet = game.deck.alphabet
    found = []
    for item in raw:
        if not isinstance(item, list) or len(item) != 3:
            return ()
        slot, card, letter = bounded_int(item[0], -1, size), item[1], item[2]
        if slot is None or card not in hand:
            return ()
        if letter is not None and not (
            isinstance(letter, str) and len(letter) == 1 and letter in alphabet
        ):
            return ()
        hand.remove(card)
        found.append(Placement(slot, card, letter))
    return tuple(found)


class GameSession:
    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatSetup],
        turn_seconds: int | None,
        player_factory: PlayerFactory,
        *,
        data_dir: Path | None = None,
        save_slot: Slot = MENU_SLOT,
        on_save_failed: Callable[[OSError], None] | None = None,
        think_seconds: float = 0.8,
        threaded: bool = True,
        hints: Sequence[int] = (),
        hint_actions: Sequence[int] | None = None,
        staged: Sequence[Placement] = (),
        fresh: bool = True,
    ) -> None:
        if len(seats) != game.options.seats:
            raise RondoError("the seats do not match the game")
        self.game = game
        self.seats = tuple(seats)
        self.clock = TurnClock(turn_seconds)
        self.data_dir = data_dir
        self.save_slot = save_slot
        # Told once, at the first autosave that fails (a read-only folder, a full disk).
        self._on_save_failed = on_save_failed
        self.think_seconds = think_seconds
        self.hints = list(hints)  # the turns in which a hint was shown
        # How many actions the game had when each hint was shown: where its log line goes.
        self.hint_actions = list(hint_actions) if hint_actions is not None else None
        # Cards the player had placed but not played when the game was saved (Save and quit,
        # the window closed): the table lays them out again.
        self.staged = tuple(staged)
        self.paused = False
        self.log: list[LogEntry] = []
        self._events: list[Event] = list(game.log) if fresh else []
        self._players = {
            seat: player_factory(seat, s.strength or "medium")
            for seat, s in enumerate(self.seats)
            if s.kind == "computer"
        }
        self._executor = ThreadPoolExecutor(max_workers=1) if threaded else None
        self._thinking: Future[Action] | None = None
        self._thought = 0.0
        self._exchanges_this_turn = 0
        self._stats_recorded = False
        self.handover_pending = False
        self.viewer = self._first_viewer()
        self._log_history()
        if self.hint_actions is None:
            self.hint_actions = []
        self.clock.turn_over()

    # -- making one ----------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        setup: GameSetup,
        seed: int,
        lexicon: Lexicon,
        deck: Deck,
        player_factory: PlayerFactory,
        *,
        finder: WordFinder | None = None,
        **kwargs: Any,
    ) -> GameSession:
        """A new game; ``finder`` is a warmed one of ``lexicon`` and ``deck`` to share."""
        options = GameOptions(seats=len(setup.seats), seed=seed, language=setup.lexicon)
        game = Game(options, lexicon, deck, finder=finder)
        return cls(game, setup.seats, setup.turn_seconds, player_factory, **kwargs)

    @classmethod
    def restore(
        cls,
        text: str | bytes,
        lexicon_for: Callable[[str], Lexicon],
        deck_for: Callable[[str], Deck],
        player_factory: PlayerFactory,
        **kwargs: Any,
    ) -> GameSession:
        """A saved session, exactly where it stopped; :class:`SaveError` when it cannot be."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise SaveError(f"the save is not readable JSON: {error}") from error
        game, meta = game_from_dict(data, lexicon_for, deck_for)
        try:
            seats = tuple(_seat(raw) for raw in meta["seats"])
            turn_seconds = meta.get("turn_seconds")
            setup = GameSetup(seats, game.options.language, turn_seconds)
            hints = _action_numbers(meta.get("hints", []))
            hint_actions = _hint_actions(meta.get("hint_actions"))
            staged = _staged(meta.get("staged"), game)
            remaining = finite_float(
                meta.get("clock_remaining", turn_seconds or 0), 0.0, float(turn_seconds or 0)
            )
            if hints is None or remaining is None:
                raise ValueError("hints or sand timer out of range")
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise SaveError(f"the save's seats are malformed: {error}") from error
        if game.is_over:
            raise SaveError("the saved game is already over")
        session = cls(
            game,
            setup.seats,
            setup.turn_seconds,
            player_factory,
            hints=hints,
            hint_actions=hint_actions,
            staged=staged,
            fresh=False,
            **kwargs,
        )
        if session.clock.enabled:
            session.clock.remaining = remaining
        return session

    def to_dict(self) -> dict[str, Any]:
        meta = {
            "seats": [{"kind": s.kind, "name": s.name, "strength": s.strength} for s in self.seats],
            "turn_seconds": self.clock.seconds,
            "hints": self.hints,
            "hint_actions": self.hint_actions,
            "staged": [list(p) for p in self.staged],
            "clock_remaining": round(self.clock.remaining, 2),
        }
        return game_to_dict(self.game, meta)

    def crash_details(self) -> dict[str, Any]:
        """What a crash report tells of this game (``app.crash.DescribesGame``): its name, how
        many actions it has had, and everything to replay it."""
        return {"game": NAME, "actions_count": len(self.game.history), **self.to_dict()}

    # -- who is who ----------------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        return self.game.current_seat

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].kind == "person"

    @property
    def persons(self) -> list[int]:
        return [seat for seat in range(len(self.seats)) if self.is_person(seat)]

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
        return self._thinking is not None

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

    # -- what a person may do ------------------------------------------------------------

    def legal_plays(self) -> list[PlayOutcome]:
        return self.game.legal_plays()

    def check(self, placements: Sequence[Placement]) -> PlayOutcome:
        """The outcome of a play, without playing it; raises the engine's refusal."""
        outcome = self.game.check(PlayWord(tuple(placements)))
        assert outcome is not None
        return outcome

    def plays_for_word(self, typed: str) -> list[PlayOutcome]:
        """The plays that spell a typed word, best first (the engine's word finder)."""
        word = typed.strip().upper()
        return [o for o in self.legal_plays() if o.word == word]

    def is_word(self, typed: str) -> bool:
        """Whether a typed word is in the game's word list."""
        return typed.strip().upper() in self.game.lexicon

    def begins_word(self, typed: str) -> bool:
        """Whether a longer word of the word list begins with the typed letters."""
        prefix = typed.strip().upper()
        for length in range(len(prefix) + 1, MAX_WORD + 1):
            words = self.game.lexicon.words(length)  # sorted: the first candidate decides
            index = bisect_left(words, prefix)
            if index < len(words) and words[index].startswith(prefix):
                return True
        return False

    def start_words_for(self, typed: str) -> list[PlayOutcome]:
        """In the start phase, the typed word laid out from the hand even if it is not the
        start word the rules ask for: staged, it shows the player the engine's reason."""
        if self.phase is not Phase.START:
            return []
        word = typed.strip().upper()
        hand = self.game.hand(self.current_seat)
        return [o for o in self.game.finder.start_words(hand) if o.word == word]

    def can_exchange(self) -> bool:
        """Whether the engine would take an exchange now (never from an empty pile)."""
        if self.is_over:
            return False
        hand = self.game.hand(self.current_seat)
        if not hand:
            return False
        try:
            self.game.check(Exchange((hand[0],)))
        except IllegalAction:
            return False
        return True

    def hint(self) -> PlayOutcome | None:
        """The best play now; the log notes that a hint was used."""
        plays = self.legal_plays()
        if not self.hints or self.hints[-1] != self.game.turn:
            self.hints.append(self.game.turn)
            assert self.hint_actions is not None
            self.hint_actions.append(len(self.game.history))
            self._log_hint(self.current_seat)
        return plays[0] if plays else None

    def play(self, placements: Sequence[Placement]) -> list[Event]:
        return self._act(PlayWord(tuple(placements)))

    def exchange(self, cards: Sequence[str]) -> list[Event]:
        return self._act(Exchange(tuple(cards)))

    def pass_turn(self) -> list[Event]:
        return self._act(Pass())

    def _act(self, action: Action) -> list[Event]:
        if not self.can_act:
            raise IllegalAction(Rule.NOT_YOUR_TURN)
        return self._apply(action)

    # -- time ----------------------------------------------------------------------------

    def update(self, dt: float, animating: bool = False) -> None:
        """Let time pass: the sand falls, computer players think and act.

        While the screen is still animating what happened, nothing new happens, so every
        move is seen before the next one starts.
        """
        if self.is_over or self.paused or animating or self.handover_pending:
            return
        if self.clock.tick(dt):
            self._cancel_thinking()
            # Running out of time is a pass; in the start phase the engine lays the best word.
            self._apply(Timeout())
            return
        if self.current_seat in self._players:
            self._computer_turn(dt)

    def _computer_turn(self, dt: float) -> None:
        seat = self.current_seat
        if self._thinking is None:
            observation = self.game.observation(seat)
            player = self._players[seat]
            time_left = self.clock.remaining if self.clock.enabled else None
            if self._executor is None:
                self._apply(self._computer_action(seat, lambda: player(observation, time_left)))
                return
            self._thinking = self._executor.submit(player, observation, time_left)
            self._thought = 0.0
            return
        self._thought += dt
        if self._thinking.done() and self._thought >= self.think_seconds:
            future, self._thinking = self._thinking, None
            self._apply(self._computer_action(seat, future.result))

    def _computer_action(self, seat: int, choose: Callable[[], Action]) -> Action:
        try:
            action = choose()
            if isinstance(action, Exchange):
                self._exchanges_this_turn += 1
                if self._exchanges_this_turn > MAX_COMPUTER_EXCHANGES:
                    log.warning("seat %d keeps exchanging; passing instead", seat)
                    return self._fallback()
            self.game.check(action)
            return action
        except Exception:  # a player's bug must not end the player's game: pass for it
            log.exception("computer seat %d failed to choose; it passes", seat)
            return self._fallback()

    def _fallback(self) -> Action:
        """A legal action when a player failed: a pass, or in the start phase the start word."""
        if self.game.phase is Phase.START:
            return PlayWord(self.game.legal_plays()[0].placements)
        return Pass()

    def _cancel_thinking(self) -> None:
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    def pause(self) -> None:
        self.paused = True
        self.clock.paused = True

    def resume(self) -> None:
        self.paused = False
        self.clock.paused = False

    def close(self) -> None:
        self._cancel_thinking()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)

    # -- applying ------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        events = self.game.apply(action)
        self._events.extend(events)
        for event in events:
            self._log_event(event)
        if any(isinstance(e, TurnStarted) for e in events):
            self._exchanges_this_turn = 0
            self.clock.turn_over()
            if self.is_person(self.current_seat) and self.hot_seat:
                # Even the person who had the screen last hands it over again: since their
                # turn ended their cards were hidden, and someone else may be looking.
                self.handover_pending = True
            self.autosave()
        if self.is_over:
            self._finish()
        return events

    def take_events(self) -> list[Event]:
        """What happened since the last call, for the scene to animate."""
        events, self._events = self._events, []
        return events

    # -- the log -------------------------------------------------------------------------

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def _log_history(self) -> None:
        """The move log of the game so far, hints included (a restored game's log is rebuilt
        from its events, each hint put back before the move it was shown for)."""
        pending = sorted(self.hint_actions or [])
        by_turn = set(self.hints) if self.hint_actions is None else set()  # an older save
        actions = 0
        for event in self.game.log:
            if isinstance(event, Played | Exchanged | Passed):
                while pending and pending[0] <= actions:
                    pending.pop(0)
                    self._log_hint(event.seat)
                actions += 1
            self._log_event(event)
            if isinstance(event, TurnStarted | StartSeat):
                turn = event.turn if isinstance(event, TurnStarted) else 0
                if turn in by_turn:
                    self._log_hint(event.seat)
        for _ in pending:
            self._log_hint(self.current_seat)

    def _log_hint(self, seat: int) -> None:
        self.log.append(LogEntry("log.hint", {"name": self.name(seat)}, seat))

    def _log_event(self, event: Event) -> None:
        entry: LogEntry | None = None
        match event:
            case Redealt():
                entry = LogEntry("log.redeal")
            case StartSeat(seat=seat):
                entry = LogEntry("log.start_seat", {"name": self.name(seat)}, seat)
            case Played(seat=seat, word=word, points=points, bonus=bonus, timeout=timeout):
                key = "log.start_word_timeout" if timeout else "log.played"
                entry = LogEntry(
                    key,
                    {"name": self.name(seat), "word": word, "points": points, "bonus": bonus},
                    seat,
                )
            case Exchanged(seat=seat, cards=cards, points=points):
                entry = LogEntry(
                    "log.exchanged",
                    {"name": self.name(seat), "count": len(cards), "points": points},
                    seat,
                )
            case Passed(seat=seat, timeout=timeout):
                key = "log.timeout" if timeout else "log.passed"
                entry = LogEntry(key, {"name": self.name(seat)}, seat)
            case HandPenalty(seat=seat, points=points):
                entry = LogEntry("log.penalty", {"name": self.name(seat), "points": points}, seat)
            case GameOver(winners=winners):
                names = ", ".join(self.name(s) for s in winners)
                entry = LogEntry("log.game_over", {"names": names})
        if entry is not None:
            self.log.append(entry)

    # -- saving and the end --------------------------------------------------------------

    def autosave(self) -> None:
        """Write the game so that Continue resumes it exactly; never lose the old save."""
        if self.data_dir is None or self.is_over:
            return
        try:
            write_json_atomic(
                autosave_path(self.data_dir, self.save_slot, NAME), seal(NAME, self.to_dict())
            )
        except OSError as error:
            log.error("cannot autosave: %s", error)
            if self._on_save_failed is not None:
                tell, self._on_save_failed = self._on_save_failed, None
                tell(error)

    def _finish(self) -> None:
        self._cancel_thinking()
        if self.data_dir is not None:
            try:
                autosave_path(self.data_dir, self.save_slot, NAME).unlink(missing_ok=True)
            except OSError as error:  # the game is over either way; Continue would say so
                log.error("cannot remove the finished game's autosave: %s", error)

    def summaries(self) -> list[SeatSummary]:
        """Each seat's word points, bonuses, exchanges, hand penalty and best word."""
        found = [SeatSummary() for _ in self.seats]
        for event in self.game.log:
            if not isinstance(event, Played | Exchanged | HandPenalty):
                continue
            row = found[event.seat]
            if isinstance(event, Played):
                best = row.best_word is None or event.points > row.best_points
                row = replace(
                    row,
                    word_points=row.word_points + event.word_value,
                    bonuses=row.bonuses + event.bonus,
                    words=row.words + 1,
                    best_word=event.word if best else row.best_word,
                    best_points=event.points if best else row.best_points,
                )
            elif isinstance(event, Exchanged):
                row = replace(row, exchanges=row.exchanges + event.points)
            else:
                row = replace(row, penalty=row.penalty + event.points)
            found[event.seat] = row
        return found

    def score_history(self) -> list[tuple[int, ...]]:
        """The scores after the start and after every turn, for the results chart."""
        scores = [0] * len(self.seats)
        history = [tuple(scores)]
        for event in self.game.log:
            if isinstance(event, Played | Exchanged | HandPenalty):
                scores[event.seat] += event.points
            if isinstance(event, TurnStarted | GameOver):
                history.append(tuple(scores))
        return history

    def best_play(self, seat: int | None = None) -> Played | None:
        """The game's best play (the first of equal ones), or ``seat``'s; None before any."""
        best: Played | None = None
        for event in self.game.log:
            if not isinstance(event, Played) or seat not in (None, event.seat):
                continue
            if best is None or event.points > best.points:
                best = event
        return best

    def best_word(self) -> tuple[int, str, int] | None:
        """The game's best play: (seat, word, points)."""
        best = self.best_play()
        return None if best is None else (best.seat, best.word, best.points)

    def card_values(self, holder: str) -> tuple[int, ...]:
        """The value of each card of a holder row (notation), as this game's deck counts it."""
        return tuple(token_value(token, self.game.deck) for token in holder)

    def take_stats_entries(self) -> list[RondoEntry]:
        """What the statistics record for this game, handed out once ([] in watch mode)."""
        if self._stats_recorded:
            return []
        entries = self.stats_entries()
        if entries:
            self._stats_recorded = True
        return entries

    def stats_entries(self) -> list[RondoEntry]:
        """One statistics entry for every person at the table, in seat order.

        Friends at one screen each count their own game: its opponents are all the other seats
        (a computer by its strength, another person as "person"), its score and best word are
        that person's, and it is a win for that person when their seat has the highest final
        score, alone or shared (the rule book: equal scores share the win). So a hot-seat game
        of two people adds two games, and one win when one of them comes first.
        """
        if not self.is_over:
            return []
        finals, winners = self.game.final_scores(), self.game.winners()
        entries = []
        for you in self.persons:
            best = self.best_play(you)
            entries.append(
                RondoEntry(
                    opponents=tuple(
                        (s.strength or "medium") if s.kind == "computer" else "person"
                        for seat, s in enumerate(self.seats)
                        if seat != you
                    ),
                    won=you in winners,
                    score=finals[you],
                    best_word=best.word if best else None,
                    best_word_points=best.points if best else 0,
                    best_word_cards=best.holder if best else None,
                    best_word_values=self.card_values(best.holder) if best else (),
                )
            )
        return entries

    @property
    def phase(self) -> Phase:
        return self.game.phase
