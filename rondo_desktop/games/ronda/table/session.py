"""Ronda at the table: the host's generic session (timer, computer seats on a worker thread,
handover, autosave) with what only Ronda knows: every play is a whole turn, how a seat sees an
event, the move log's lines, and the finished match as the results and statistics read it.

The log's entries keep cards in the rule book's notation ("7o") and sides as numbers; the
painter names them in the player's language when it draws them, so the session needs no
translation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rondo_desktop.app.session import LogEntry
from rondo_desktop.app.session.dealt import DealtSession
from rondo_desktop.games.ronda.engine import Action, Game, Observation, PlayCard
from rondo_desktop.games.ronda.engine.events import (
    BatchDealt,
    Captured,
    CardPoints,
    ComboAwarded,
    DealerLastCard,
    Este,
    Event,
    HandScored,
    HandStarted,
    Laid,
    MatchWon,
    Missa,
    Swept,
)
from rondo_desktop.games.ronda.engine.wire_events import event_seen_by, timeout_action
from rondo_desktop.games.ronda.stats import RondaEntry, match_entry
from rondo_desktop.games.stats import PERSON

# Lines about a seat that have a second-person form (key + "_you") in every catalog.
SECOND_PERSON = frozenset(
    {
        "log.ronda.deals",
        "log.ronda.lays",
        "log.ronda.captures",
        "table.banner.starts",
        "table.ronda.summary_cards",  # on the end of a hand's summary: "You took 24 cards"
    }
)


class RondaSession(DealtSession[Game, Action, Observation, Event]):
    """One Ronda match at the table."""

    _stats_taken = False

    # -- the game's part ---------------------------------------------------------------

    def turn_started(self, events: Sequence[Event], seat_before: int) -> bool:
        # Every card is a whole turn, even when the same seat leads the next hand.
        return not self.game.is_over

    def timeout_action(self) -> Action:
        """The sand ran out: the engine says what is played (the network host asks it too)."""
        return timeout_action(self.game)

    def seen_by(self, event: Event, viewer: int | None) -> Event:
        return event_seen_by(event, viewer)

    def log_events(self, events: Sequence[Event]) -> None:
        for event in events:
            entry = log_entry(event)
            if entry is not None:
                self.log.append(entry)

    # -- the finished match, for the results and the statistics ------------------------

    def side_of(self, seat: int) -> int:
        return self.game.side_of(seat)

    def final_scores(self) -> tuple[int, ...]:
        """Each seat's side's total (partners share theirs)."""
        totals = self.game.totals
        return tuple(totals[self.side_of(s)] for s in range(len(self.seats)))

    def winners(self) -> tuple[int, ...]:
        winner = self.game.winner
        return tuple(s for s in range(len(self.seats)) if self.side_of(s) == winner)

    def hand_results(self) -> list[HandScored]:
        return [e for e in self.game.log if isinstance(e, HandScored)]

    def score_history(self) -> list[tuple[int, ...]]:
        """Each seat's total after every hand, from 0 before the first."""
        history = [tuple(0 for _ in self.seats)]
        for hand in self.hand_results():
            history.append(tuple(hand.totals[self.side_of(s)] for s in range(len(self.seats))))
        return history

    def points_by_kind(self) -> dict[str, tuple[int, ...]]:
        """The match's points by kind, per side, summed over the hands."""
        sides = self.game.options.sides
        sums: dict[str, list[int]] = {}
        for hand in self.hand_results():
            for kind, points in hand.points.items():
                row = sums.setdefault(kind, [0] * sides)
                for side, value in enumerate(points):
                    row[side] += value
        return {kind: tuple(row) for kind, row in sums.items()}

    def _opponent(self, seat: int) -> str:
        """How the statistics count ``seat`` as an opponent: its strength, or a person (one
        at this screen or, at a network table, at another)."""
        setup = self.seats[seat]
        return (setup.strength or "medium") if setup.kind == "computer" else PERSON

    def take_stats_entries(self) -> list[RondaEntry]:
        """Each person's finished match (Ronda's statistics: best hand, estes, missas), once."""
        if self._stats_taken or not self.is_over:
            return []
        self._stats_taken = True
        entries = []
        for seat in self.persons:
            others = [self._opponent(o) for o in range(len(self.seats)) if o != seat]
            entries.append(match_entry(self.game, seat, others))
        return entries


def log_entry(event: Event, seen: Event | None = None) -> LogEntry | None:
    """The move log's line for ``event`` (None: it gets none), with why points were scored.

    What only some seats may see (a ronda's rank, R-24) is told as ``seen``, the event as the
    engine shows it to a viewer; by default as it shows it to everybody. Such a line keeps
    its event, so the table can write it again for whoever watches (:func:`entry_seen_by`)."""
    match event:
        case HandStarted(hand=hand, dealer=dealer):
            return LogEntry("log.ronda.deals", {"name": "", "hand": hand + 1}, dealer)
        case BatchDealt(last=True):
            return LogEntry("log.ronda.last_cards")
        case ComboAwarded():
            told = seen if isinstance(seen, ComboAwarded) else event.hidden(-1)
            assert isinstance(told, ComboAwarded)
            return _combo_entry(event, told)
        case Captured(seat=seat, card=card, taken=taken, stolen=stolen):
            cards = " ".join(taken + stolen)
            return LogEntry("log.ronda.captures", {"name": "", "card": card, "cards": cards}, seat)
        case Laid(seat=seat, card=card):
            return LogEntry("log.ronda.lays", {"name": "", "card": card}, seat)
        case Este(seat=seat, rank=rank, link=link, points=points) if points:
            params = {"name": "", "rank": rank, "link": link, "points": points}
            return LogEntry("log.ronda.este", params, seat)
        case Missa(seat=seat, points=points) if points:
            return LogEntry("log.ronda.missa", {"name": "", "points": points}, seat)
        case DealerLastCard(side=side, points=points) if points:
            return LogEntry("log.ronda.dealer_card", {"side": side, "points": points})
        case Swept(side=side, cards=cards):
            return LogEntry("log.ronda.swept", {"side": side, "count": len(cards)})
        case CardPoints(side=side, pile=pile, points=points) if points:
            params = {"side": side, "pile": pile, "points": points, "threshold": pile - points}
            return LogEntry("log.ronda.card_points", params)
        case HandScored(totals=totals):
            # The totals in side order; the table joins them the language's way.
            return LogEntry("log.ronda.hand_over", {"totals": totals})
        case MatchWon(side=side):
            return LogEntry("log.ronda.won", {"side": side})
    return None


def entry_seen_by(session: RondaSession, entry: LogEntry, viewer: int | None) -> LogEntry:
    """``entry`` as ``viewer`` may read it: a line made from an event with hidden parts is
    made again from the event as the engine shows it to ``viewer`` (None: to nobody's hand)."""
    event = entry.params.get("event")
    if not isinstance(event, Event):
        return entry
    again = log_entry(event, session.seen_by(event, viewer))
    return entry if again is None else again


def _combo_entry(event: ComboAwarded, told: ComboAwarded) -> LogEntry:
    """One line for a batch's rondas and tringas: who takes the pot with what (its rank only
    where ``told``, the event as a viewer sees it, shows it), how much, and whose lost."""
    holdings = {seat: (kind, rank) for seat, kind, rank in told.holders}
    params: dict[str, Any] = {"name": "", "points": event.pot, "event": event}
    # The rondas and tringas the pot's winner beat, so their holders see them counted
    # (issue #14: "my pair was ignored"); their ranks as ``told`` shows them.
    params["beaten"] = tuple(h for h in told.holders if h[0] not in event.winners)
    if len(event.winners) == 1:
        seat = event.winners[0]
        kind, rank = holdings[seat]
        params["holding"] = (kind, rank)
        key = "log.ronda.pot" if len(event.holders) == 1 else "log.ronda.pot_beats"
        return LogEntry(key, params, seat)
    return LogEntry("log.ronda.pot_split", params)


def play_card_action(card: str) -> Action:
    return PlayCard(card)
