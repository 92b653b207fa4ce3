"""Ronda's spec for the game registry, built from the engine and players of this package."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from typing import Any

from rondo_desktop.games.ronda import NAME
from rondo_desktop.games.ronda.engine import (
    Action,
    Game,
    Observation,
    RondaOptions,
    SaveError,
    action_from_json,
    action_to_json,
    game_from_json,
    game_to_json,
    legal_plays,
    wire,
)
from rondo_desktop.games.ronda.engine.events import Played
from rondo_desktop.games.ronda.engine.invariants import check_game
from rondo_desktop.games.ronda.engine.options import (
    MAX_SEATS,
    MIN_SEATS,
    ON_OFF,
    TARGETS,
    VARIANT_OPTIONS,
)
from rondo_desktop.games.ronda.engine.shadow import shadow_from_observation
from rondo_desktop.games.ronda.engine.wire_events import (
    event_from_json,
    event_seen_by,
    event_to_json,
    game_events,
    timeout_action,
)
from rondo_desktop.games.ronda.players import STRENGTHS, make_player
from rondo_desktop.games.ronda.players.seeds import player_seed
from rondo_desktop.games.ronda.setup_fields import SETUP_FIELDS
from rondo_desktop.games.ronda.stats import RondaStatsKeeper
from rondo_desktop.games.spec import (
    GameSpec,
    GameUI,
    JSONValue,
    MatchFigures,
    Player,
    SaveRefused,
    SeatRange,
)

RondaSpec = GameSpec[Game, Action, Observation]
SCREENSHOT_SCENES = ("table", "results")

# The host's choices: the target (V-07; 41 first, the default) and each variant off or on.
OPTIONS: dict[str, tuple[str, ...]] = {
    "target": tuple(str(t) for t in TARGETS),
    **{name: ON_OFF for name in VARIANT_OPTIONS},
}


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> Game:
    return Game(RondaOptions.from_choices(seats, seed, options))


def from_json(text: str) -> Game:
    try:
        return game_from_json(text)[0]
    except SaveError as error:
        raise SaveRefused(str(error)) from error


def full_state(game: Game) -> dict[str, Any]:
    """The whole position as plain data, the hidden hands, the stock's order and the RNG's
    state included (the next hand's shuffle comes from it)."""
    packet = game.packet
    return {
        "options": game.options.to_dict(),
        "rng": hashlib.sha256(repr(game.rng.getstate()).encode()).hexdigest(),
        "dealer": game.dealer,
        "hand_no": game.hand_no,
        "batch": [game.batch, game.is_last_batch],
        "current_seat": game.current_seat,
        "stock": list(game.stock),
        "table": sorted(game.table.values()),
        "opening": list(game.opening),
        "hands": [list(hand) for hand in game.hands],
        "piles": [list(pile) for pile in game.piles],
        "totals": list(game.totals),
        "hand_points": {kind: list(points) for kind, points in game.hand_points.items()},
        "chain": [game.chain_rank, game.chain_len, game.previous_laid],
        "packet": None if packet is None else [packet.side, packet.rank, packet.link, packet.cards],
        "last_capturer": game.last_capturer,
        "played": [list(play) for play in game.played],
        "winner": game.winner,
        "history": [action_to_json(action) for action in game.history],
        "log": [event.to_dict() for event in game.log],
    }


def redeal_hidden(game: Game, seat: int, rng: random.Random) -> Game | None:
    """The position with the other hands and the stock dealt again from what ``seat`` has
    not seen (sizes kept)."""
    if game.is_over:
        return None
    imagined = game.clone()
    pool = list(imagined.stock)
    others = [s for s in range(game.options.seats) if s != seat]
    for other in others:
        pool += imagined.hands[other]
    rng.shuffle(pool)
    for other in others:
        size = len(imagined.hands[other])
        imagined.hands[other], pool = pool[:size], pool[size:]
    imagined.stock = pool
    return imagined


def computer_player(
    state: Game, seat: int, strength: str, *, time_budget: float | None = None
) -> Player[Observation, Action]:
    return make_player(strength, player_seed(state.options.seed, seat), time_budget)


def match_figures(game: Game) -> MatchFigures:
    """``simulate``'s figures: each seat's match total (its side's, partners alike) as its
    score and its points, and the cards it played as its turns."""
    seats = game.options.seats
    totals = tuple(float(game.totals[game.side_of(seat)]) for seat in range(seats))
    turns = [0] * seats
    for event in game.log:  # the whole match's plays (``game.played`` is this hand's)
        if isinstance(event, Played):
            turns[event.seat] += 1
    return MatchFigures(totals, totals, tuple(turns))


def trace(strengths: Sequence[str], seed: int) -> JSONValue:
    from rondo_desktop.games.ronda.trace import trace_match  # only when a trace is asked for

    return trace_match(strengths, seed)


def side_of(seats: int, seat: int) -> int:
    """R-06: partners sit opposite at four (side = seat % 2); V-01: three for themselves."""
    return RondaOptions(seats=seats).side_of(seat)


def ronda_ui() -> GameUI:
    """Ronda's table, rule pages and menu picture (pygame: imported only when called)."""
    from rondo_desktop.games.ronda.ui import ronda_ui as build

    return build()


def ronda_spec() -> RondaSpec:
    """Ronda as the registry knows it, its table and rule pages through ``ui``."""
    return GameSpec(
        name=NAME,
        display_key="game.ronda.name",
        seats=SeatRange(MIN_SEATS, MAX_SEATS),
        strengths=STRENGTHS,
        options=OPTIONS,
        new_game=new_game,
        to_json=game_to_json,
        from_json=from_json,
        action_to_json=action_to_json,
        action_from_json=action_from_json,
        legal_actions=legal_plays,
        make_player=computer_player,
        check_invariants=check_game,
        screenshot_scenes=SCREENSHOT_SCENES,
        full_state=full_state,
        observation_to_json=wire.observation_to_json,
        observation_from_json=wire.observation_from_json,
        event_seen_by=event_seen_by,
        event_to_json=event_to_json,
        event_from_json=event_from_json,
        game_events=game_events,
        timeout_action=timeout_action,
        shadow_from_observation=shadow_from_observation,
        redeal_hidden=redeal_hidden,
        trace=trace,
        match_figures=match_figures,
        stats=RondaStatsKeeper(STRENGTHS),
        tagline_key="game.ronda.tagline",
        default_seats=2,  # 2 or 4 players; three is the variant V-01
        setup_fields=SETUP_FIELDS,
        side_of=side_of,
        ui=ronda_ui,
    )


__all__ = ["NAME", "OPTIONS", "full_state", "match_figures", "ronda_spec"]
