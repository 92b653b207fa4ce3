"""The shadow game a remote seat's table runs on: equal to the host's game in everything that
seat may know, at every position of whole games, for every seat."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rondo_desktop.games.allegra.engine import Game, Phase
from rondo_desktop.games.allegra.engine.events_wire import event_seen_by
from rondo_desktop.games.allegra.engine.geometry import cell_of
from rondo_desktop.games.allegra.engine.observation import legal_actions
from rondo_desktop.games.allegra.engine.shadow import shadow_from_observation
from rondo_desktop.games.allegra.engine.wire import observation_from_json, observation_to_json
from rondo_desktop.games.allegra.spec import allegra_spec
from tests.games.allegra.engine.played import TABLES, played

# What Allegra's table reads from ``session.game`` (grep games/allegra/table for ``game.``),
# and the engine's own bookkeeping a seat can know.
SAME = (
    "held",
    "held_source",
    "active",
    "current_seat",
    "totals",
    "round_scores",
    "doubled",
    "discard",
    "phase",
    "knocker",
    "knockers",
    "knock_card",
    "round_no",
    "first",
    "deck_size",
    "removed",
    "closer",
    "is_over",
    "winners",
    "asked",
    "hole",
    "ending",
    "pending",
    "reveal_order",
    "reveals_made",
    "knock_hand_public",
    "public_options",
    "n",
    "face_down_count",
)


def wire(game: Game, seat: int) -> str:
    return json.dumps(observation_to_json(game.observation(seat)), sort_keys=True)


def masked_log(game: Game, seat: int) -> list[Any]:
    return [event_seen_by(event, seat) for event in game.log]


def shadow_of(game: Game, seat: int, rng: random.Random, events: list[Any] | None = None) -> Game:
    """As the remote table builds it: from the wire's observation and the masked events."""
    observation = observation_from_json(json.loads(wire(game, seat)))
    return shadow_from_observation(observation, events or masked_log(game, seat), rng)


def assert_same_for(game: Game, shadow: Game, seat: int, events: list[Any] | None = None) -> None:
    assert wire(shadow, seat) == wire(game, seat)
    assert shadow.legal_actions() == game.legal_actions()
    # The session asks the legal actions of the current seat's view.
    now = game.current_seat
    assert legal_actions(shadow.observation(now)) == legal_actions(game.observation(now))
    for name in SAME:
        assert getattr(shadow, name) == getattr(game, name), name
    assert (shadow.knock_hand is None) == (game.knock_hand is None)
    for i in range(game.n * 12):
        mine, real = shadow.cell(cell_of(i)), game.cell(cell_of(i))
        if real is None or not real[1]:
            assert (mine is None) == (real is None) and (mine is None or not mine[1])
        else:
            assert mine == real
    assert shadow.log == (masked_log(game, seat) if events is None else events)
    assert shadow.options.seed != game.options.seed or game.options.seed == 0
    assert shadow.options.seats == game.options.seats


@pytest.mark.parametrize(("seats", "variants"), TABLES)
def test_the_shadow_equals_the_game_for_every_seat_at_every_position(
    seats: int, variants: dict[str, bool]
) -> None:
    rng = random.Random(seats)
    phases: set[Phase] = set()
    sent: list[list[Any]] = [[] for _ in range(seats)]  # what each seat's client was sent
    stride = 1 if seats <= 3 else seats - 2  # big tables play long games: every few positions
    for step, (game, events) in enumerate(played(seats, 20 + seats, **variants)):
        for seat in range(seats):
            sent[seat].extend(event_seen_by(event, seat) for event in events)
        if step % stride and not game.is_over:
            continue
        phases.add(game.phase)
        for seat in range(seats):
            shadow = shadow_of(game, seat, rng, sent[seat])
            assert_same_for(game, shadow, seat, sent[seat])
            if step % 5 == seat % 5:  # the invariants are slow: each seat every few positions
                allegra_spec().check_invariants(shadow)
    assert {Phase.REVEAL, Phase.TAKE, Phase.OVER} <= phases


def test_knocks_are_covered_with_a_hidden_and_a_shown_card() -> None:
    """The knock's steps with Y taken back face down (hidden from all but the knocker) and
    face up (seen by all) both come up in these games, and the shadows hold."""
    rng = random.Random(5)
    hidden = public = 0
    for seed in range(6):
        for game, _ in played(4, seed):
            if game.phase not in (Phase.KNOCK_TAKE, Phase.KNOCK_GIVE):
                continue
            hidden += not game.knock_hand_public
            public += game.knock_hand_public
            for seat in range(4):
                assert_same_for(game, shadow_of(game, seat, rng), seat)
    assert hidden and public


def test_the_shadow_deals_the_unseen_cards_from_its_own_rng() -> None:
    game = next(g for g, _ in played(3, 9) if g.phase is Phase.TAKE)
    first = shadow_of(game, 0, random.Random(1))
    again = shadow_of(game, 0, random.Random(1))
    other = shadow_of(game, 0, random.Random(2))
    assert (first.values, first.deck) == (again.values, again.deck)
    assert (first.values, first.deck) != (other.values, other.deck)
    assert sorted(first.deck + [first.values[i] for i, f in enumerate(first.faces) if f == 1]) == (
        sorted(game.deck + [game.values[i] for i, f in enumerate(game.faces) if f == 1])
    )


def test_the_spec_offers_the_shadow() -> None:
    assert allegra_spec().shadow_from_observation is shadow_from_observation


def test_a_shadow_without_events_still_shows_the_position() -> None:
    """A seat that has lost its events (a client starting late) still gets a playable game."""
    for game, _ in played(3, 4):
        if game.phase is Phase.KNOCK_TAKE:
            break
    observation: Any = game.observation(1)
    shadow = shadow_from_observation(observation, [], random.Random(0))
    assert wire(shadow, 1) == wire(game, 1)
    assert shadow.legal_actions() == game.legal_actions()
