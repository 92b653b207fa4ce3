"""A Rondo game at the table: the generic session plus what only Rondo knows.

The sand timer, the computer seats on their worker thread, the handover between people and the
autosave are the host's (:class:`~rondo_desktop.app.session.TableSession`). Rondo's part is
here: a game made from a lexicon and a deck, the sand running out as the engine's
:class:`Timeout`, a pass (or the start word) when a computer player fails, the hints and the
staged cards in the save, and the moves the table offers a person (play, exchange, pass, the
hint, the typed word). No pygame here, so it is tested without a display.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.session import LogEntry, TableSession, computers, read_host_meta
from rondo_desktop.app.storage import bounded_int
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
)
from rondo_desktop.games.rondo.engine.events import Event, Played, TurnStarted, seen_by
from rondo_desktop.games.rondo.engine.game import timeout_action
from rondo_desktop.games.rondo.engine.lexicon import MAX_WORD, MIN_WORD
from rondo_desktop.games.rondo.engine.save import MAX_ACTIONS, game_from_dict, game_to_dict
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.spec import rondo_spec
from rondo_desktop.games.rondo.stats import RondoEntry
from rondo_desktop.games.rondo.table import session_log, session_results
from rondo_desktop.games.rondo.table.coach import Coach, coached_from_meta
from rondo_desktop.games.rondo.table.session_results import SeatSummary
from rondo_desktop.games.rondo.table.tally import hints_by_seat

# A computer seat: (what it sees, seconds of sand left or None) -> its action.
Chooser = computers.Chooser[Observation, Action]
PlayerFactory = Callable[[int, str], Chooser]  # (seat, strength) -> the seat's player

__all__ = ["Chooser", "GameSession", "LogEntry", "PlayerFactory", "SeatSummary"]


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


class GameSession(TableSession[Game, Action, Observation, Event]):
    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatSetup],
        turn_seconds: int | None,
        player_factory: PlayerFactory,
        *,
        hints: Sequence[int] = (),
        hint_actions: Sequence[int] | None = None,
        staged: Sequence[Placement] = (),
        coached: Sequence[tuple[int, int]] = (),
        fresh: bool = True,
        **kwargs: Any,
    ) -> None:
        """``kwargs``: the generic session's (data_dir, save_slot, on_save_failed,
        think_seconds, threaded); ``fresh``: a new game, whose deal the table shows."""
        if len(seats) != game.options.seats:
            raise RondoError("the seats do not match the game")
        self.hints = list(hints)  # the turns in which a hint was shown
        # How many actions the game had when each hint was shown: where its log line goes.
        self.hint_actions = list(hint_actions) if hint_actions is not None else None
        # Cards the player had placed but not played when the game was saved (Save and quit,
        # the window closed): the table lays them out again.
        self.staged = tuple(staged)
        # Coaching while playing (the table sets a coach when the setting is on): each person's
        # move is judged; a note counts as a hint, as (action index, seat), once it is SHOWN
        # to its person (one a turn: an exchange and the play after it are one hint).
        self.coach: Coach | None = None
        self.coached: list[tuple[int, int]] = list(coached)
        self._coached_turns: set[tuple[int, int]] = set()  # (turn, seat) counted this sitting
        self._stats_recorded = False
        events = list(game.log) if fresh else []
        super().__init__(
            rondo_spec(), game, seats, turn_seconds, player_factory, events=events, **kwargs
        )
        self.log.extend(
            session_log.history_entries(
                game.log, self.name, self.current_seat, self.hints, self.hint_actions
            )
        )
        if self.hint_actions is None:
            self.hint_actions = []

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
        options = GameOptions(seats=len(setup.seats), seed=seed, language=setup.options["language"])
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
            host = read_host_meta(meta)
            # As a new game's setup would check them (seats, language, sand timer).
            setup = GameSetup(host.seats, {"language": game.options.language}, host.turn_seconds)
            hints = _action_numbers(meta.get("hints", []))
            hint_actions = _hint_actions(meta.get("hint_actions"))
            staged = _staged(meta.get("staged"), game)
            coached = coached_from_meta(meta.get("coached", []))
            if hints is None:
                raise ValueError("hints out of range")
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
            coached=coached,
            fresh=False,
            **kwargs,
        )
        session.resume_clock(host.clock_remaining)
        return session

    # -- Rondo's part of the generic session ---------------------------------------------

    def timeout_action(self) -> Action:
        return timeout_action(self.game)  # the engine's rule, as the network host plays it

    def fallback_action(self) -> Action:
        """A pass, or in the start phase the start word (a start word must be laid)."""
        if self.game.phase is Phase.START:
            return PlayWord(self.game.legal_plays()[0].placements)
        return Pass()

    def check_action(self, action: Action) -> None:
        self.game.check(action)

    def keeps_turn(self, action: Action) -> bool:
        return isinstance(action, Exchange)  # exchanges, as often as the pile allows

    def turn_started(self, events: Sequence[Event], seat_before: int) -> bool:
        return any(isinstance(e, TurnStarted) for e in events)

    def seen_by(self, event: Event, viewer: int | None) -> Event:
        return seen_by(event, viewer)  # the engine's rule, as the network host masks them

    def log_events(self, events: Sequence[Event]) -> None:
        for event in events:
            entry = session_log.event_entry(event, self.name)
            if entry is not None:
                self.log.append(entry)

    def out_of_turn(self) -> Exception:
        return IllegalAction(Rule.NOT_YOUR_TURN)

    def game_meta(self) -> dict[str, Any]:
        return {
            "hints": self.hints,
            "hint_actions": self.hint_actions,
            "staged": [list(p) for p in self.staged],
            "coached": [list(pair) for pair in self.coached],
        }

    def save_data(self, meta: dict[str, Any]) -> dict[str, Any]:
        return game_to_dict(self.game, meta)  # the save format 0.1.0 wrote

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions()

    # -- what a person may do ------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.game.phase

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
            self.log.append(session_log.hint_entry(self.current_seat, self.name))
        return plays[0] if plays else None

    def act(self, action: Action) -> list[Event]:
        """The person's move; with a coach, the position before it goes to be judged."""
        coach = self.coach
        seat = self.current_seat
        before = self.game.clone() if coach is not None and self.phase is Phase.TURN else None
        events = super().act(action)  # the engine's refusal leaves nothing to judge
        if coach is not None and before is not None:
            coach.judge(before, action, seat)
        return events

    def note_seen(self, index: int, turn: int, seat: int) -> None:
        """A coaching note on action ``index`` (of ``turn``) was shown to ``seat``: a hint."""
        if (turn, seat) not in self._coached_turns and (index, seat) not in self.coached:
            self._coached_turns.add((turn, seat))
            self.coached.append((index, seat))

    def close(self) -> None:
        super().close()
        if self.coach is not None:
            self.coach.close()

    def play(self, placements: Sequence[Placement]) -> list[Event]:
        return self.act(PlayWord(tuple(placements)))

    def exchange(self, cards: Sequence[str]) -> list[Event]:
        return self.act(Exchange(tuple(cards)))

    def pass_turn(self) -> list[Event]:
        return self.act(Pass())

    # -- the results ---------------------------------------------------------------------

    def summaries(self) -> list[SeatSummary]:
        """Each seat's word points, bonuses, exchanges, hand penalty and best word."""
        return session_results.summaries(self.game.log, len(self.seats))

    def score_history(self) -> list[tuple[int, ...]]:
        """The scores after the start and after every turn, for the results chart."""
        return session_results.score_history(self.game.log, len(self.seats))

    def best_play(self, seat: int | None = None) -> Played | None:
        """The game's best play (the first of equal ones), or ``seat``'s; None before any."""
        return session_results.best_play(self.game.log, seat)

    def best_word(self) -> tuple[int, str, int] | None:
        """The game's best play: (seat, word, points)."""
        best = self.best_play()
        return None if best is None else (best.seat, best.word, best.points)

    def card_values(self, holder: str) -> tuple[int, ...]:
        """The value of each card of a holder row (notation), as this game's deck counts it."""
        return session_results.card_values(self.game, holder)

    def hints_by_seat(self) -> list[int]:
        """Each seat's hints: the turns it asked for one, and the coaching notes it had."""
        hints = hints_by_seat(self.game, self.hints)
        for _, seat in self.coached:
            if seat < len(hints):  # a save's seat number is checked, not believed
                hints[seat] += 1
        return hints

    def take_stats_entries(self) -> list[RondoEntry]:
        """What the statistics record for this game, handed out once ([] in watch mode)."""
        if self._stats_recorded:
            return []
        entries = self.stats_entries()
        if entries:
            self._stats_recorded = True
        return entries

    def stats_entries(self) -> list[RondoEntry]:
        """One statistics entry for every person at the table, in seat order (see
        :func:`~rondo_desktop.games.rondo.table.session_results.stats_entries`)."""
        hints = self.hints_by_seat()
        coached = {seat for _, seat in self.coached}
        return session_results.stats_entries(self.game, self.seats, hints, coached)
