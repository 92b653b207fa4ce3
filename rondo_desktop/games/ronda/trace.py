"""One computer-only Ronda match as the JSON document of ``rondo-desktop trace`` (issue 14).

    {"game": "ronda", "players": 2, "seed": 7, "target": 41,
     "hands": [{"dealer", "table", "batches", "plays", "points", "captured", "totals"}, ...],
     "winner": 0}

``table`` is the opening table as finally laid (after any repair), ``batches[k][seat]`` the
cards ``seat`` was dealt in batch k, ``plays`` every card as [seat, card], ``points`` each
side's points of the hand by kind ("ronda" holds ronda and tringa pots), ``captured`` each
side's pile at the hand's end (sweep included), ``totals`` the match totals after the hand.
Sides are seats at 2 (and 3) players, seat % 2 at 4. Everything comes from the engine's log.

[DECISION] The issue names 2 or 4 seats; 3 seats are traced too, as V-01 (each seat its own
side, cards beyond 13). A trace always plays the default rules (target 41, no variant), the
seed must be 0 or more, and a match that ties for ever would stop after MAX_PLAYS plays.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.engine import Game, RondaOptions
from rondo_desktop.games.ronda.engine.events import (
    Dealt,
    Event,
    HandScored,
    HandStarted,
    Played,
    TableLaid,
)
from rondo_desktop.games.ronda.engine.options import MAX_SEATS, MIN_SEATS
from rondo_desktop.games.ronda.players import STRENGTHS, make_player
from rondo_desktop.games.ronda.players.seeds import player_seed

TRACE_KINDS = ("ronda", "este", "missa", "cards")
MAX_PLAYS = 20_000  # a match of many tied hands is long, never this long


TRACE_BUDGET = 600.0  # seconds a move


def trace_match(strengths: Sequence[str], seed: int) -> dict[str, Any]:
    """Play the match of ``strengths`` (one a seat) dealt from ``seed``; ValueError names a
    bad argument."""
    unknown = [s for s in strengths if s not in STRENGTHS]
    if unknown:
        raise ValueError(f"unknown strength {unknown[0]!r}; choose from {', '.join(STRENGTHS)}")
    if not MIN_SEATS <= len(strengths) <= MAX_SEATS:
        raise ValueError(
            f"--seats needs {MIN_SEATS} to {MAX_SEATS} strengths, e.g. medium,beginner"
        )
    if seed < 0:
        raise ValueError("--seed must be 0 or more")
    game = Game(RondaOptions(seats=len(strengths), seed=seed))
    # A budget far above any move's need: the searching players then depend on the seed alone,
    # so the same arguments give the same document on a slow or busy machine too.
    players = [
        make_player(s, player_seed(seed, seat), TRACE_BUDGET) for seat, s in enumerate(strengths)
    ]
    for _ in range(MAX_PLAYS):
        if game.is_over:
            break
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    return document(game)


def document(game: Game) -> dict[str, Any]:
    """The trace of ``game``'s hands so far (the whole match once it is over)."""
    return {
        "game": NAME,
        "players": game.options.seats,
        "seed": game.options.seed,
        "target": game.options.target,
        "hands": hand_records(game.log),
        "winner": game.winner,
    }


def hand_records(log: Sequence[Event]) -> list[dict[str, Any]]:
    hands: list[dict[str, Any]] = []
    for event in log:
        if isinstance(event, HandStarted):
            hands.append({"dealer": event.dealer, "table": [], "batches": [], "plays": []})
        hand = hands[-1]
        if isinstance(event, TableLaid):
            hand["table"] = list(event.cards)
        elif isinstance(event, Dealt):
            _dealt(hand["batches"], event)
        elif isinstance(event, Played):
            hand["plays"].append([event.seat, event.card])
        elif isinstance(event, HandScored):
            hand["points"] = {kind: list(event.points[kind]) for kind in TRACE_KINDS}
            hand["captured"] = list(event.piles)
            hand["totals"] = list(event.totals)
    return hands


def _dealt(batches: list[list[list[str]]], event: Dealt) -> None:
    while len(batches) <= event.batch:
        batches.append([])
    seats = batches[event.batch]
    while len(seats) <= event.seat:
        seats.append([])
    seats[event.seat] = list(event.cards)
