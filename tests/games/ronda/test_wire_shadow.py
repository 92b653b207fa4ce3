"""The shadow match a remote seat's screen runs on: equal to the host's in all that seat may
know (its observation, legal plays, everything Ronda's table reads from ``session.game``),
made up where it may not (other hands, the stock's order, the seed)."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from rondo_desktop.games.ronda.engine import Game, PlayCard
from rondo_desktop.games.ronda.engine.cards import full_deck
from rondo_desktop.games.ronda.engine.events import Captured, Dealt, Event
from rondo_desktop.games.ronda.engine.invariants import check_game
from rondo_desktop.games.ronda.engine.shadow import shadow_from_observation
from rondo_desktop.games.ronda.engine.wire import observation_to_json
from rondo_desktop.games.ronda.engine.wire_events import event_seen_by
from rondo_desktop.games.ronda.spec import ronda_spec
from tests.games.ronda.wire_helpers import TABLES, positions


def sent_to(events: list[Event], seat: int) -> list[Event]:
    return [event_seen_by(event, seat) for event in events]


def shadow_of(game: Game, events: list[Event], seat: int, salt: int = 0) -> Game:
    rng = random.Random(salt * 1000 + len(events) * 10 + seat)
    return shadow_from_observation(game.observation(seat), sent_to(events, seat), rng)


def known(game: Game, seat: int) -> dict[str, Any]:
    """What ``seat``'s table reads of a game (table/shown.py, scene, dealer, pads, results)."""
    return {
        "observation": json.dumps(observation_to_json(game.observation(seat)), sort_keys=True),
        "options": replace(game.options, seed=0),
        "hand": game.hands[seat],  # in the order dealt
        "counts": [len(hand) for hand in game.hands],
        "stock": len(game.stock),
        "table": game.table,
        "piles": game.piles,  # card by card
        "scores": (game.totals, game.hand_points, game.winner, game.is_over),
        "turn": (game.dealer, game.hand_no, game.batch, game.is_last_batch, game.current_seat),
        "chain": (game.chain_rank, game.chain_len, game.previous_laid, game.packet),
        "hand_so_far": (game.opening, game.played, game.last_capturer),
        "combos": [combo.hidden(seat) for combo in game.combos],
        "history": game.history,
        "log": game.log_for(seat),
    }


def check_shadow(game: Game, events: list[Event], seat: int) -> Game:
    shadow = shadow_of(game, events, seat)
    assert known(shadow, seat) == known(game, seat)
    spec = ronda_spec()
    assert spec.legal_actions(shadow.observation(seat)) == spec.legal_actions(
        game.observation(seat)
    )
    if game.current_seat == seat and not game.is_over:
        assert shadow.legal_actions() == game.legal_actions()
    check_game(shadow)  # 40 cards, each once; totals are their events' points
    return shadow


@pytest.mark.parametrize(("seats", "variants"), TABLES)
def test_the_shadow_equals_the_match_in_all_each_seat_knows_at_every_position(
    seats: int, variants: dict[str, bool]
) -> None:
    checked = 0
    for position in positions(seats, 7 + seats, **variants):
        for seat in range(seats):
            check_shadow(position.game, position.events, seat)
            checked += 1
    assert checked > 100


def test_a_steal_moves_the_packet_between_the_piles_of_the_shadow_too() -> None:
    steals = 0
    for seed in range(1, 6):
        for position in positions(2, seed, capture_este=True):
            if any(isinstance(e, Captured) and e.stolen_from is not None for e in position.last):
                steals += 1
                for seat in range(2):
                    check_shadow(position.game, position.events, seat)
    assert steals > 0


def test_the_hidden_cards_are_made_up_from_the_unseen_pool_and_the_seed_is_not_the_hosts() -> None:
    differs = 0
    for position in positions(4, 21):
        game = position.game
        if game.is_over or game.hand_no > 0:
            break
        shadows = [shadow_of(game, position.events, 0, salt) for salt in range(3)]
        for shadow in shadows:
            assert shadow.options.seed != game.options.seed
            hidden = shadow.stock + [c for s in (1, 2, 3) for c in shadow.hands[s]]
            assert Counter(hidden) == Counter(game.observation(0).unseen())
        differs += len({tuple(shadow.stock) for shadow in shadows}) > 1
    assert differs > 0


def test_the_same_rng_makes_the_same_shadow() -> None:
    *_, position = list(positions(3, 5))[:30]
    first = shadow_of(position.game, position.events, 1)
    second = shadow_of(position.game, position.events, 1)
    assert (first.hands, first.stock, first.options) == (second.hands, second.stock, second.options)


def test_raw_events_tell_the_shadow_no_more_than_masked_ones() -> None:
    *_, position = list(positions(2, 3))[:9]
    rng = random.Random(1)
    game = position.game
    raw = shadow_from_observation(game.observation(0), position.events, rng)
    assert raw.log == game.log_for(0)
    others = [e for e in raw.log if isinstance(e, Dealt) and e.seat == 1]
    assert others and all(card == "" for event in others for card in event.cards)


@pytest.mark.parametrize("keep", [0, 3])
def test_without_the_events_the_shadow_still_matches_the_observation(keep: int) -> None:
    """A client that lost events (or a host that sends none) still gets a table that works:
    the piles' sizes, the announcements and the hand as the observation tells them."""
    spec = ronda_spec()
    for position in list(positions(4, 12, capture_este=True))[::7]:
        game = position.game
        for seat in range(4):
            events = sent_to(position.events, seat)[-keep:] if keep else []
            shadow = shadow_from_observation(game.observation(seat), events, random.Random(seat))
            assert spec.legal_actions(shadow.observation(seat)) == spec.legal_actions(
                game.observation(seat)
            )
            assert shadow.observation(seat) == game.observation(seat)
            assert Counter(c for hand in shadow.hands for c in hand) + Counter(
                shadow.stock
                + [c for pile in shadow.piles for c in pile]
                + list(shadow.table.values())
            ) == Counter(full_deck())


def test_the_shadow_plays_on_like_the_match_for_the_seat_whose_card_it_is() -> None:
    """The seat's own card, played on the shadow, does to the table what it does on the host
    (as long as no new batch is dealt from the made-up stock)."""
    compared = 0
    for position in list(positions(2, 30))[:60]:
        game = position.game
        seat = game.current_seat
        if game.is_over or len(game.hands[seat]) < 2:
            continue
        shadow = shadow_of(game, position.events, seat)
        card = game.legal_actions()[-1]
        assert isinstance(card, PlayCard)
        real, mirrored = game.clone(), shadow.clone()
        assert sent_to(real.apply(card), seat) == sent_to(mirrored.apply(card), seat)
        assert known(mirrored, seat) == known(real, seat)
        compared += 1
    assert compared > 10


def test_the_spec_builds_the_shadow() -> None:
    assert ronda_spec().shadow_from_observation is shadow_from_observation
