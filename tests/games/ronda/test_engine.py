"""The engine as a whole: seeds, saves, clones, observations, events and random playouts
with the invariants after every play (the rule book's §13 property test, sampled)."""

from __future__ import annotations

import json
import random

import pytest

from rondo_desktop.games.ronda.engine import (
    Game,
    NotationError,
    PlayCard,
    RondaOptions,
    SaveError,
    action_from_json,
    action_to_json,
    game_from_json,
    game_to_json,
)
from rondo_desktop.games.ronda.engine.events import (
    CardPoints,
    ComboAwarded,
    Dealt,
    points_of,
)
from rondo_desktop.games.ronda.engine.invariants import check_game
from rondo_desktop.games.ronda.engine.rules import card_points
from tests.lanes import sampled


def random_match(seats: int, seed: int, **variants: bool) -> Game:
    game = Game(RondaOptions(seats=seats, seed=seed, **variants))
    rng = random.Random(seed)
    while not game.is_over:
        check_game(game)
        game.apply(rng.choice(game.legal_actions()), seat=game.current_seat)
    check_game(game)
    return game


@pytest.mark.parametrize("block", sampled(range(10), fast={0}))
def test_random_matches_keep_every_invariant(block: int) -> None:
    for seed in range(block * 20, block * 20 + 20):
        game = random_match(2 + seed % 3, seed, capture_este=seed % 5 == 0)
        # card points, at most 20, for one side only (2 sides at 2 and 4 players).
        hands: list[list[CardPoints]] = []
        for event in game.log:
            if isinstance(event, CardPoints):
                if event.side == 0:
                    hands.append([])
                hands[-1].append(event)
        for scored in hands:
            assert sum(e.pile for e in scored) == 40
            winners = [e for e in scored if e.points]
            if game.options.sides == 2:
                assert len(winners) <= 1 and all(e.points <= 20 for e in winners)


def test_the_same_seed_and_plays_give_the_same_match() -> None:
    first, second = random_match(4, 21), random_match(4, 21)
    assert first.log == second.log and first.totals == second.totals
    assert random_match(4, 22).log != first.log


def test_actions_to_and_from_json() -> None:
    action = PlayCard("12b")
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
    for bad in (None, [], {"type": "pass"}, {"type": "play", "card": "8o"}, {"type": "play"}):
        with pytest.raises(NotationError):
            action_from_json(bad)


def test_save_and_restore_from_seed_and_plays() -> None:
    game = Game(RondaOptions(seats=4, seed=5, target=31, capture_este=True))
    rng = random.Random(5)
    for _ in range(70):
        game.apply(rng.choice(game.legal_actions()))
        text = game_to_json(game, {"names": ["Ada"]})
        restored, meta = game_from_json(text)
        assert meta == {"names": ["Ada"]} and restored.log == game.log
        assert restored.stock == game.stock and restored.hands == game.hands
        assert game_to_json(restored, meta) == text


def test_a_damaged_save_is_refused() -> None:
    text = game_to_json(random_match(2, 3))
    data = json.loads(text)
    data["actions"][5] = {
        "type": "play",
        "card": "12b" if data["actions"][5]["card"] != "12b" else "1o",
    }
    for damaged in ("", "{", "[]", text[:30], '{"format": "rondo-game"}', json.dumps(data)):
        with pytest.raises(SaveError):
            game_from_json(damaged)


def test_clones_are_independent() -> None:
    game = Game(RondaOptions(seats=2, seed=6))
    clone = game.clone()
    clone.apply(clone.legal_actions()[0])
    assert game.history == [] and len(clone.history) == 1 and game.stock == clone.stock
    # Every step of a V-06 match (its packets too): playing a clone on leaves the original.
    game = Game(RondaOptions(seats=3, seed=6, capture_este=True))
    rng = random.Random(6)
    while not game.is_over:
        before = [game.observation(seat) for seat in range(3)], game_to_json(game)
        twin = game.clone()
        for _ in range(3):
            if not twin.is_over:
                twin.apply(rng.choice(twin.legal_actions()))
        assert [game.observation(seat) for seat in range(3)] == before[0]
        assert game_to_json(game) == before[1]
        game.apply(rng.choice(game.legal_actions()))


def test_observations_show_own_cards_and_public_facts_only() -> None:
    game = Game(RondaOptions(seats=4, seed=7))
    rng = random.Random(7)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    for seat in range(4):
        seen = game.observation(seat)
        assert set(seen.hand) == set(game.hands[seat])
        assert seen.hand_sizes == tuple(len(h) for h in game.hands)
        assert seen.stock_size == len(game.stock) and seen.played == tuple(game.played)
        text = repr(seen)
        others = [c for s in range(4) if s != seat for c in game.hands[s]]
        assert not any(f"'{c}'" in text for c in others + game.stock)
        assert set(seen.unseen()) == set(others + game.stock)


def test_events_hide_other_seats_cards() -> None:
    game = Game(RondaOptions(seats=2, seed=8))
    assert game.observation(0).options.seed == 0  # the seed would tell every card
    for seat in (0, 1):
        shown = [c for e in game.log_for(seat) if isinstance(e, Dealt) for c in e.cards if c]
        assert sorted(shown) == sorted(game.hands[seat])
    for event in game.log:
        if isinstance(event, Dealt):
            assert event.hidden(event.seat) == event
            assert set(event.hidden(1 - event.seat).cards) == {""}
        if isinstance(event, ComboAwarded):
            for viewer in (0, 1):
                ranks = [r for s, _, r in event.hidden(viewer).holders if s != viewer]
                assert set(ranks) <= {None}


def test_scores_are_the_sum_of_their_events() -> None:
    game = random_match(2, 30)
    totals = [0, 0]
    for event in game.log:
        for side, points in points_of(event):
            totals[side] += points
    assert totals == game.totals and card_points(25) == 5 and card_points(12, 13) == 0
