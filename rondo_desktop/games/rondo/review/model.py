"""What a game review is made of: each move judged, each seat summed up, the whole game.

Plain frozen data, no pygame and nothing loaded: the review scene, the results screen, the
coaching note and ``rondo-desktop review`` all read these.

Two measures, never mixed up:

- **points** are the engine's: what a move scored (bonus included; an exchange its cost, as a
  negative number; a pass 0), and ``best_points``, what the best-scoring legal play would
  have scored. ``missed`` is the difference, never negative. These are the figures a player
  checks by hand.
- **loss** is the equity the move gave away against the best choice the seat had, by the
  Hard player's evaluation (the Expert is built on it): points now, plus the worth of the
  cards kept, minus what the move opens to the next seat. The **verdict** comes from the
  loss, so keeping a joker for a bigger word next turn is not a slip even when a bigger
  score was on offer now: below 0.5 "best", up to 3 "good", up to 10 "slip", more "blunder".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

Verdict = Literal["best", "good", "slip", "blunder"]
Kind = Literal["play", "exchange", "pass"]
VERDICTS: tuple[Verdict, ...] = ("best", "good", "slip", "blunder")
VERDICT_BEST = 0.5  # equity behind the best choice below which the move is the best one
VERDICT_GOOD = 3.0  # within 3 points of the best: good
VERDICT_SLIP = 10.0  # more than 10 behind: a blunder
TOP_OPTIONS = 5  # the best plays a review lists for each move


def verdict_of(loss: float) -> Verdict:
    """The verdict in words for a move ``loss`` points of equity behind the best choice."""
    if loss < VERDICT_BEST:
        return "best"
    if loss <= VERDICT_GOOD:
        return "good"
    if loss <= VERDICT_SLIP:
        return "slip"
    return "blunder"


@dataclass(frozen=True)
class Option:
    """One of the best plays available at that moment."""

    holder: str  # the holder after the play, rule-book notation
    word: str  # the word (uppercase)
    points: int  # what it scores, bonus included


@dataclass(frozen=True)
class TurnReview:
    """One move after the start phase, judged.

    ``turn`` is the game's turn number, 1 for the move after the start word; an exchange and
    the play or pass that follows it in the same turn share the number. ``index`` is the
    action's place in the save's ``actions`` (0-based, the start word included).
    """

    index: int
    turn: int
    seat: int
    kind: Kind  # a timeout is a pass
    holder: str  # before the move (notation)
    hand: str  # the seat's hand before the move (notation, ? = joker, - = delete)
    played: str  # the holder after the move, or "exchange" / "pass"
    word: str | None  # the word played (None for an exchange or a pass)
    exchanged: str | None  # the cards exchanged (hand notation), for an exchange
    points: int  # what the move scored (bonus incl.); an exchange's cost negative; a pass 0
    best: str | None  # the holder after the best-scoring legal play; None when none exists
    best_word: str | None
    best_points: int  # 0 when no play exists
    missed: int  # max(0, best_points - points)
    loss: float  # equity behind the best choice, by the Hard player's evaluation (>= 0)
    verdict: Verdict
    options: tuple[Option, ...]  # the word finder's top plays by score, best first
    scores: tuple[int, ...]  # every seat's running score AFTER this move
    # The points missed over the whole turn, on the move that ends it (a play or a pass):
    # the best play at the turn's start less the turn's net points, exchange costs included,
    # never negative; 0 on an exchange. The summaries add these up, so an exchange that
    # brought a bigger word is no miss and an exchange that threw a big word away is one.
    turn_missed: int = 0

    def to_json(self) -> dict[str, Any]:
        """The issue's keys first, in its order; then the word, the best word, the loss and
        the turn's miss (the summaries' figure: on the move that ends the turn)."""
        return {
            "turn": self.turn,
            "seat": self.seat,
            "holder": self.holder,
            "hand": self.hand,
            "played": self.played,
            "points": self.points,
            "best": self.best,
            "best_points": self.best_points,
            "missed": self.missed,
            "verdict": self.verdict,
            "word": self.word,
            "best_word": self.best_word,
            "loss": round(self.loss, 1),
            "turn_missed": self.turn_missed,
        }


@dataclass(frozen=True)
class SeatSummary:
    """One seat's game in figures."""

    seat: int
    turns: int  # moves judged
    missed: int  # points missed in total, turn by turn (the moves' ``turn_missed``)
    # The three turns that missed most (turn_missed > 0), biggest first, each as the move
    # that ended it (its ``turn_missed`` is the figure to show).
    biggest: tuple[TurnReview, ...]
    accuracy: float  # share of its turns whose every move was judged best or good (0..1; 1.0: none)


@dataclass(frozen=True)
class GameReview:
    """A whole game, move by move, with each seat's summary."""

    seats: int
    names: tuple[str, ...]  # from the save's meta when present, else "Player 1", ... (unnamed)
    persons: tuple[int, ...]  # seats played by people (from the meta); () when unknown
    over: bool  # the game is finished
    start: tuple[int, str] | None  # (seat, holder) of the start word, for the first frame
    turns: tuple[TurnReview, ...]
    summaries: tuple[SeatSummary, ...]
    best_word: Option | None  # the best word possible in the whole game (most points) ...
    best_word_seat: int | None  # ... and the seat that could have played it
    final_scores: tuple[int, ...] | None  # when over
    # The seats the save names no one for ("Player N" above, in English for the command
    # line): a screen says its own "Player N" in the player's language.
    unnamed: tuple[int, ...] = ()
    # Each seat's kind ("person", "computer") from the meta, () when it does not say: a seat
    # left with its default name is "Computer 1" or "You" in the player's language.
    kinds: tuple[str, ...] = ()


BIGGEST_MISSES = 3


def with_turn_missed(moves: list[TurnReview]) -> list[TurnReview]:
    """``moves`` (in game order) with each turn's missed points on the move that ends it."""
    done: list[TurnReview] = []
    first: TurnReview | None = None  # the turn's first move: its best play is the turn's
    spent = 0  # the turn's exchange costs so far (negative)
    for move in moves:
        if first is None or first.turn != move.turn or first.seat != move.seat:
            first, spent = move, 0
        if move.kind == "exchange":
            spent += move.points
            done.append(move)
            continue
        missed = max(0, first.best_points - (spent + move.points))
        if first.best_word is None:
            # No word could be played at the turn's start: an exchange then bought new cards
            # rather than threw points away; whether it was worth it is its verdict's to say.
            missed = 0
        done.append(replace(move, turn_missed=missed))
    return done


def summarise(seat: int, turns: tuple[TurnReview, ...]) -> SeatSummary:
    """``seat``'s figures over the judged moves ``turns`` (every seat's): the points missed
    are the turns' (``turn_missed``), the biggest misses the moves that ended those turns."""
    own = [turn for turn in turns if turn.seat == seat]
    misses = sorted((t for t in own if t.turn_missed > 0), key=lambda t: (-t.turn_missed, t.index))
    # Accuracy is counted by turns, as the issue asks: an exchange and the play after it are
    # one turn, accurate when every move of it was judged best or good.
    by_turn: dict[int, bool] = {}
    for turn in own:
        by_turn[turn.turn] = by_turn.get(turn.turn, True) and turn.verdict in ("best", "good")
    return SeatSummary(
        seat=seat,
        turns=len(own),
        missed=sum(turn.turn_missed for turn in own),
        biggest=tuple(misses[:BIGGEST_MISSES]),
        accuracy=sum(by_turn.values()) / len(by_turn) if by_turn else 1.0,
    )
