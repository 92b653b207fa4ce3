"""Whole games: the invariants after every action (§9), exact saves, independent clones,
observations and events that never show a hidden card, and refusals that change nothing."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rondo_desktop.games.allegra.catalogs import CATALOGS
from rondo_desktop.games.allegra.engine import (
    Accept,
    AllegraOptions,
    DiscardFlip,
    Game,
    IllegalAction,
    Knock,
    KnockGive,
    KnockPlace,
    KnockTake,
    Place,
    Reveal,
    SaveError,
    Take,
    action_from_json,
    action_to_json,
    game_from_json,
    game_to_json,
    legal_actions,
)
from rondo_desktop.games.allegra.engine.errors import MESSAGES
from rondo_desktop.games.allegra.engine.geometry import cell_of
from rondo_desktop.games.allegra.engine.invariants import check_game
from rondo_desktop.games.allegra.engine.phases import DOWN, Phase
from rondo_desktop.games.allegra.spec import full_state, redeal_hidden
from tests.games.allegra.engine.helpers import random_action, random_game


@pytest.mark.parametrize("n", range(2, 7))
def test_random_games_keep_every_invariant_after_every_action(n: int) -> None:
    for seed in range(2):
        game, rng = random_game(n, seed)
        check_game(game)
        while not game.is_over:
            action = random_action(game, rng, by_kind=seed == 0)
            game.apply(action)
            check_game(game)
            assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
        assert sum(game.returns()) == pytest.approx(1.0)


def test_the_invariant_checker_catches_a_lost_card_and_a_standing_triple() -> None:
    game, _ = random_game(3, 1)
    game.deck.pop()
    with pytest.raises(AssertionError, match="conservation"):
        check_game(game)
    game, _ = random_game(3, 1)
    game.values[0:3] = [4, 4, 4]
    game.faces[0:3] = [2, 2, 2]
    with pytest.raises(AssertionError, match=r"G-02|G-20"):
        check_game(game)


def test_a_save_restores_the_identical_game_and_plays_on_identically() -> None:
    game, rng = random_game(4, 12)
    for step in range(400):
        if game.is_over:
            break
        if step % 37 == 0:
            restored, meta = game_from_json(game_to_json(game, {"names": ["a"]}))
            assert meta == {"names": ["a"]}
            assert full_state(restored) == full_state(game)
            twin, twin_rng = game.clone(), random.Random(step)
            for _ in range(20):
                if twin.is_over:
                    break
                action = random_action(twin, twin_rng)
                assert restored.apply(action) == twin.apply(action)
            assert full_state(restored) == full_state(twin)
        game.apply(random_action(game, rng))


def test_a_damaged_or_impossible_save_is_refused() -> None:
    game, rng = random_game(3, 2)
    for _ in range(30):
        game.apply(random_action(game, rng))
    data = json.loads(game_to_json(game))
    data["actions"][3] = {"type": "take", "source": "deck"}  # not what the reveals allow
    for text in ("", "[]", json.dumps(data), json.dumps({**data, "version": 9})):
        with pytest.raises(SaveError):
            game_from_json(text)


def test_clones_are_independent() -> None:
    game, rng = random_game(5, 3)
    for _ in range(120):
        game.apply(random_action(game, rng))
    before = full_state(game)
    twin = game.clone()
    for _ in range(60):
        twin.apply(random_action(twin, rng))
    assert full_state(game) == before


def _ints(value: Any) -> set[int]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_ints(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_ints(v) for v in value)) if value else set()
    return set()


CANARY = 1000  # marked hidden cards: never a real value, never a triple (all different)


def _mark_hidden_cards(game: Game, counter: list[int]) -> None:
    """Give every face-down card and every deck card a unique canary value."""
    for i, face in enumerate(game.faces):
        if face == DOWN:
            game.values[i] = CANARY + counter[0]
            counter[0] += 1
    for k in range(len(game.deck)):
        game.deck[k] = CANARY + counter[0]
        counter[0] += 1


def _secrets(game: Game, seat: int) -> set[int]:
    hidden = {v for v, f in zip(game.values, game.faces, strict=True) if f == DOWN}
    hidden |= set(game.deck)
    if game.knock_hand is not None and not (seat == game.knocker or game.knock_hand_public):
        hidden.add(game.knock_hand)
    return {card for card in hidden if card >= CANARY}


@pytest.mark.parametrize(("n", "games"), [(2, 3), (3, 2), (6, 1)])
def test_no_seat_ever_receives_a_face_down_card_or_the_decks_order(n: int, games: int) -> None:
    # Every hidden card carries a unique canary value; after each action no event a seat
    # receives and no observation of it may hold a canary still hidden from it. Later deals
    # are marked again; reshuffled decks hold public cards whose new order must not show.
    for seed in range(games):
        game, rng = random_game(n, seed)
        counter, round_no = [0], 0
        _mark_hidden_cards(game, counter)
        while not game.is_over:
            game.apply(random_action(game, rng))
            for seat in range(n):
                secrets = _secrets(game, seat)
                received = [e.to_dict() for e in game.events_for(seat)]
                assert not _ints(received) & secrets, f"seat {seat} saw {received}"
                assert not _ints(vars(game.observation(seat))) & secrets
            if game.round_no != round_no:
                round_no = game.round_no
                _mark_hidden_cards(game, counter)
        assert counter[0] > 0


def test_an_observation_is_the_same_whatever_the_hidden_cards_are() -> None:
    game, rng = random_game(6, 4)
    noticed = step = 0
    while not game.is_over:
        game.apply(random_action(game, rng))
        step += 1
        for seat in range(6) if step % 3 == 0 or game.knocker is not None else ():
            imagined = redeal_hidden(game, seat, random.Random(seat))
            if imagined is None:
                continue
            assert imagined.observation(seat) == game.observation(seat)
            check_game(imagined)
            noticed += imagined.observation((seat + 1) % 6) != game.observation((seat + 1) % 6)
    assert noticed > 0  # a knocker's hidden card was dealt again, and the knocker sees it


def _candidates(game: Game) -> list[object]:
    cells = [cell_of(i) for i in range(game.n * 12)] + [(0, 3, 0), (9, 0, 0)]
    kinds = (Reveal, Place, DiscardFlip, KnockPlace, KnockTake, KnockGive)
    others: list[object] = [Take("deck"), Take("discard"), Knock(True), Knock(False)]
    others += [Accept(None), *(Accept(s) for s in range(game.n)), DiscardFlip(None), "pass"]
    return [kind(cell) for kind in kinds for cell in cells] + others  # type: ignore[arg-type]


def test_an_illegal_action_is_refused_naming_its_rule_and_changes_nothing() -> None:
    game, rng = random_game(4, 6)
    refused = 0
    steps = 0
    while not game.is_over and steps < 400:
        steps += 1
        if steps % 7 == 0:
            legal = game.legal_actions()
            before = full_state(game)
            for action in _candidates(game):
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as error:
                    game.apply(action)  # type: ignore[arg-type]
                assert str(error.value).startswith(error.value.rule + ": ")
                assert error.value.rule.startswith("G-")
                assert error.value.code in MESSAGES
                refused += 1
            assert full_state(game) == before
            other = (game.current_seat + 1) % 4
            with pytest.raises(IllegalAction, match="G-03"):
                game.apply(legal[0], seat=other)
            assert full_state(game) == before
            assert legal_actions(game.observation(game.current_seat)) == legal
            assert legal_actions(game.observation(other)) == []
        game.apply(random_action(game, rng))
    assert refused > 1000
    while not game.is_over:
        game.apply(random_action(game, rng))
    with pytest.raises(IllegalAction, match="G-29"):
        game.apply(Take("deck"))


def test_every_rule_message_is_translated_with_the_same_placeholders() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for code, english in MESSAGES.items():
        key = f"rule.allegra.{code}"
        assert CATALOGS["en"][key] == english
        for language in ("de", "es", "fr", "ar"):
            text = CATALOGS[language][key]
            assert text and text != english and fields(text) == fields(english), (language, key)
    for phase in Phase:
        assert all(CATALOGS[lang][f"allegra.phase.{phase.value}"] for lang in CATALOGS)


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    first, rng = random_game(3, 8)
    actions = []
    while not first.is_over:
        actions.append(random_action(first, rng))
        first.apply(actions[-1])
    second = Game(AllegraOptions(seats=3, seed=8))
    for action in actions:
        second.apply(action)
    assert full_state(second) == full_state(first)
