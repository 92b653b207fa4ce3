"""Allegra's spec for the game registry, built from the engine of this package."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from typing import Any

from rondo_desktop.games.allegra import NAME
from rondo_desktop.games.allegra.engine import (
    Action,
    AllegraOptions,
    Game,
    Observation,
    SaveError,
    action_from_json,
    action_to_json,
    game_from_json,
    game_to_json,
    legal_actions,
    wire,
)
from rondo_desktop.games.allegra.engine.events_wire import (
    event_from_json,
    event_seen_by,
    event_to_json,
    game_events,
    timeout_action,
)
from rondo_desktop.games.allegra.engine.invariants import check_game
from rondo_desktop.games.allegra.engine.options import (
    MAX_SEATS,
    MIN_SEATS,
    ON_OFF,
    VARIANT_OPTIONS,
)
from rondo_desktop.games.allegra.engine.phases import DOWN
from rondo_desktop.games.allegra.engine.shadow import shadow_from_observation
from rondo_desktop.games.allegra.players import STRENGTHS, make_player
from rondo_desktop.games.allegra.players.seeds import player_seed
from rondo_desktop.games.allegra.setup_fields import SETUP_FIELDS
from rondo_desktop.games.allegra.stats import AllegraStatsKeeper
from rondo_desktop.games.spec import (
    GameSpec,
    GameUI,
    JSONValue,
    MatchFigures,
    Player,
    SaveRefused,
    SeatRange,
)

AllegraSpec = GameSpec[Game, Action, Observation]
SCREENSHOT_SCENES = ("table", "results")

# The host's choices: each variant off (the default) or on.
OPTIONS: dict[str, tuple[str, ...]] = {name: ON_OFF for name in VARIANT_OPTIONS}


def new_game(seats: int, seed: int, options: Mapping[str, str]) -> Game:
    return Game(AllegraOptions.from_choices(seats, seed, options))


def from_json(text: str) -> Game:
    try:
        return game_from_json(text)[0]
    except SaveError as error:
        raise SaveRefused(str(error)) from error


def full_state(game: Game) -> dict[str, Any]:
    """The whole position as plain data, the face-down cards, the deck's order and the RNG's
    state included (reshuffles and the next deal come from it)."""
    return {
        "options": game.options.to_dict(),
        "rng": hashlib.sha256(repr(game.rng_state()).encode()).hexdigest(),
        "round": [game.round_no, game.first, game.active, game.current_seat, game.phase.value],
        "grids": [v if f else None for v, f in zip(game.values, game.faces, strict=True)],
        "faces": list(game.faces),
        "deck": list(game.deck),
        "discard": list(game.discard),
        "removed": list(game.removed),
        "held": [game.held, game.held_source],
        "knock": [
            list(game.asked),
            list(game.knockers),
            game.knocker,
            game.knock_hand,
            game.knock_hand_public,
            game.hole,
            game.knock_card,
        ],
        "reveals": [list(game.reveal_order), game.reveals_made],
        "ending": [game.closer, game.ending, list(game.pending)],
        "scores": [
            list(game.totals),
            [list(row) for row in game.round_scores],
            [list(row) for row in game.doubled],
            None if game.winners is None else list(game.winners),
        ],
        "turns": list(game.turns),
        "history": [action_to_json(action) for action in game.history],
        "log": [event.to_dict() for event in game.log],
    }


def redeal_hidden(game: Game, seat: int, rng: random.Random) -> Game | None:
    """The position with every card ``seat`` has not seen dealt again from the unseen
    multiset: the face-down cells, the deck's order and a knocker's hidden card (sizes and
    places kept). The copy's future shuffles come from ``rng`` too, not the real game's."""
    if game.is_over:
        return None
    imagined = game.clone()
    downs = [i for i, face in enumerate(imagined.faces) if face == DOWN]
    hand_hidden = imagined.knock_hand is not None and not (
        seat == imagined.knocker or imagined.knock_hand_public
    )
    pool = [imagined.values[i] for i in downs] + imagined.deck
    if hand_hidden:
        assert imagined.knock_hand is not None
        pool.append(imagined.knock_hand)
    rng.shuffle(pool)
    for i in downs:
        imagined.values[i] = pool.pop()
    if hand_hidden:
        imagined.knock_hand = pool.pop()
    imagined.deck = pool
    imagined.rng = random.Random(rng.getrandbits(64))
    return imagined


def computer_player(
    state: Game, seat: int, strength: str, *, time_budget: float | None = None
) -> Player[Observation, Action]:
    return make_player(strength, player_seed(state.options.seed, seat), time_budget)


def match_figures(game: Game) -> MatchFigures:
    """``simulate``'s figures: each seat's total (LOWER is better; the win goes by
    ``returns``) as its score and points, and its whole turns as its turns."""
    totals = tuple(float(total) for total in game.totals)
    return MatchFigures(totals, totals, tuple(game.turns))


def trace(strengths: Sequence[str], seed: int) -> JSONValue:
    from rondo_desktop.games.allegra.trace import trace_game  # only when a trace is asked for

    return trace_game(strengths, seed)


def allegra_ui() -> GameUI:
    """Allegra's table, rule pages and menu picture (pygame: imported only when called)."""
    from rondo_desktop.games.allegra.ui import allegra_ui as build

    return build()


def allegra_spec() -> AllegraSpec:
    """Allegra as the registry knows it (no table yet: ``ui`` comes with the table)."""
    return GameSpec(
        name=NAME,
        display_key="game.allegra.name",
        seats=SeatRange(MIN_SEATS, MAX_SEATS),
        strengths=STRENGTHS,
        options=OPTIONS,
        new_game=new_game,
        to_json=game_to_json,
        from_json=from_json,
        action_to_json=action_to_json,
        action_from_json=action_from_json,
        legal_actions=legal_actions,
        make_player=computer_player,
        check_invariants=check_game,
        screenshot_scenes=SCREENSHOT_SCENES,
        ui=allegra_ui,
        full_state=full_state,
        observation_to_json=wire.observation_to_json,
        observation_from_json=wire.observation_from_json,
        redeal_hidden=redeal_hidden,
        event_seen_by=event_seen_by,
        event_to_json=event_to_json,
        event_from_json=event_from_json,
        game_events=game_events,
        timeout_action=timeout_action,
        shadow_from_observation=shadow_from_observation,
        trace=trace,
        match_figures=match_figures,
        stats=AllegraStatsKeeper(STRENGTHS),
        setup_fields=SETUP_FIELDS,
        tagline_key="game.allegra.tagline",
        default_seats=3,
    )


__all__ = ["NAME", "OPTIONS", "allegra_spec", "full_state", "match_figures", "redeal_hidden"]
