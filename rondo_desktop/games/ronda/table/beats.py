"""The line over Ronda's table while the dealer shows a move: each event that starts something
on screen names it ("Computer 1 plays the 5 of cups", "Computer 1 takes 3 cards", "Este +1"),
so the line changes as the cards move, not before or after. Once everything is shown the line
names whose turn it is (the generic table's turn line).

Beats keep cards in the rule book's notation and seats and sides as numbers; the table names
them in the player's language (:meth:`.words.RondaWords.words`), as it does the move log's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rondo_desktop.games.ronda.engine.events import (
    BatchDealt,
    Captured,
    ComboAwarded,
    DealerLastCard,
    Dealt,
    Este,
    Event,
    HandScored,
    HandStarted,
    Laid,
    Missa,
    Played,
    Swept,
)

# Lines about a seat that have a second-person form (key + "_you") in every catalog.
SECOND_PERSON_BEATS = frozenset(
    {
        "table.ronda.beat.deals",
        "table.ronda.beat.plays",
        "table.ronda.beat.takes",
        "table.ronda.beat.pot",
    }
)


@dataclass(frozen=True)
class Beat:
    """What the line says while an event is shown: a catalog key, its values, and the seat
    it is about (named as ``name``)."""

    key: str
    params: dict[str, object] = field(default_factory=dict)
    seat: int | None = None


def next_beat(beat: Beat | None, event: Event) -> Beat | None:
    """The line once ``event`` starts to show, ``beat`` being the line before it."""
    if isinstance(event, Dealt):  # a batch's cards: a new hand's deal keeps its line
        dealing = beat is not None and beat.key == "table.ronda.beat.deals"
        return beat if dealing else Beat("table.ronda.beat.dealing")
    return beat_of(event) or beat


def beat_of(event: Event) -> Beat | None:
    """The line for the moment ``event`` starts to show (None: the line stays as it is)."""
    match event:
        case HandStarted(hand=hand, dealer=dealer):
            return Beat("table.ronda.beat.deals", {"hand": hand + 1}, dealer)
        case BatchDealt(last=True):
            return Beat("table.ronda.last_cards")
        case ComboAwarded(winners=winners, pot=pot):
            if len(winners) == 1:
                return Beat("table.ronda.beat.pot", {"points": pot}, winners[0])
            return Beat("table.ronda.beat.pot_split", {"points": pot})
        case Played(seat=seat, card=card):
            return Beat("table.ronda.beat.plays", {"card": card}, seat)
        case Captured(seat=seat, taken=taken, stolen=stolen):
            return Beat("table.ronda.beat.takes", {"count": len(taken) + len(stolen) + 1}, seat)
        case Laid(card=card):
            return Beat("table.ronda.beat.lays", {"card": card})
        case Este(seat=seat, link=link, points=points) if points:
            key = "table.ronda.beat.este" if link == 2 else "table.ronda.beat.este_chain"
            return Beat(key, {"points": points}, seat)
        case Missa(seat=seat, points=points) if points:
            return Beat("table.ronda.beat.missa", {"points": points}, seat)
        case DealerLastCard(side=side, points=points) if points:
            return Beat("table.ronda.beat.dealer_card", {"side": side, "points": points})
        case Swept(side=side, cards=cards):
            return Beat("table.ronda.beat.swept", {"side": side, "count": len(cards)})
        case HandScored(hand=hand):
            return Beat("table.ronda.summary_title", {"n": hand + 1})
    return None
