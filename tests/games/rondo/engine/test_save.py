"""Save files: versioned JSON of seed, options and actions, restored by replay."""

import json
import random

import pytest

from rondo_desktop.games.rondo.engine import Game, GameOptions, Pass, SaveError, load_deck
from rondo_desktop.games.rondo.engine.events import Drew, Event, Passed
from rondo_desktop.games.rondo.engine.save import game_from_json, game_to_json
from tests.games.rondo.engine.playout import play_out, random_action, same_state


def restore(text, words):
    return game_from_json(text, lambda _lang: words, load_deck)


@pytest.fixture
def game(deck, words) -> Game:
    game = Game(GameOptions(seats=3, seed=11), words, deck)
    rng = random.Random(3)
    for _ in range(12):
        game.apply(random_action(game, rng))
    return game


def test_save_is_seed_options_and_actions(game) -> None:
    data = json.loads(game_to_json(game, meta={"players": ["Ada", "hard", "medium"]}))
    assert data["format"] == "rondo-game" and data["version"] == 2
    assert data["options"] == {"seats": 3, "seed": 11, "language": "de"}
    assert len(data["actions"]) == 12
    assert data["meta"] == {"players": ["Ada", "hard", "medium"]}


def test_restore_gives_an_identical_game(game, words) -> None:
    restored, meta = restore(game_to_json(game, meta={"turn_time": 120}), words)
    assert same_state(restored, game) and meta == {"turn_time": 120}
    # and both go on identically
    rng_a, rng_b = random.Random(5), random.Random(5)
    play_out(game, rng_a)
    play_out(restored, rng_b)
    assert same_state(restored, game)


@pytest.mark.parametrize(
    ("mangle", "message"),
    [
        (lambda t: t[: len(t) // 2], "not readable JSON"),
        (lambda t: "", "not readable JSON"),
        (lambda t: t.replace('"actions"', '"moves"'), "list of actions"),
        (lambda t: t.replace('"version":2', '"version":99'), "version 99"),
        (lambda t: t.replace('"format":"rondo-game"', '"format":"chess"'), "not a saved"),
        (lambda t: "[1, 2, 3]", "not a saved"),
        (lambda t: t.replace('"seats":3', '"seats":9'), "2 to 6"),
        (lambda t: t.replace('"seats":3', '"seats":"3"'), "seats"),
        (lambda t: t.replace('"seed":11', '"seed":null'), "seed"),
        (lambda t: t.replace('"language":"de"', '"language":"../../x"'), "language"),
        (lambda t: t.replace('"type":"', '"type":"cheat-', 1), "unknown action"),
        (lambda t: t.replace('"meta":{}', '"meta":[]'), "player details"),
        (lambda t: "[" * 100_000, "not readable JSON"),
    ],
)
def test_broken_saves_raise_a_clear_error(game, words, mangle, message) -> None:
    text = game_to_json(game)
    with pytest.raises(SaveError, match=message):
        restore(mangle(text), words)


def test_an_impossible_action_is_refused_not_believed(game, words) -> None:
    data = json.loads(game_to_json(game))
    data["actions"].append({"type": "play", "placements": [[0, "Q", None]]})
    with pytest.raises(SaveError, match="action 13"):
        restore(json.dumps(data), words)
    data["actions"][-1] = {"type": "play", "placements": [[0, 5, None]]}
    with pytest.raises(SaveError, match="malformed placement"):
        restore(json.dumps(data), words)


def test_a_huge_action_list_is_refused_early(words) -> None:
    data = {
        "format": "rondo-game",
        "version": 1,
        "options": {"seats": 2, "seed": 1, "language": "de"},
        "actions": [{"type": "pass"}] * 50_000,
    }
    with pytest.raises(SaveError, match="more than any game"):
        restore(json.dumps(data), words)


class OldEndRuleGame(Game):
    """A game under 0.1.0's end rule: every pass counted, also those while the pile had cards."""

    def _pass(self, seat: int, timeout: bool) -> list[Event]:
        state = self._state
        state.passes_in_a_row += 1
        events: list[Event] = [Passed(seat, timeout)]
        if state.pile:
            card = state.pile.pop()
            state.hands[seat].append(card)
            events.append(Drew(seat, (card,), "penalty"))
        return events + self._refill(seat) + self._end_turn()


def _old_rule_game(seed: int, deck, words) -> OldEndRuleGame:
    """A random game under the old rule, passing often while the pile runs out."""
    rng = random.Random(seed)
    game = OldEndRuleGame(GameOptions(seats=2 + seed % 3, seed=seed), words, deck)
    while not game.is_over:
        near_the_end = game.pile_size <= 2 * game.options.seats
        if game.phase.value == "turn" and near_the_end and rng.random() < 0.6:
            game.apply(Pass())
        else:
            game.apply(random_action(game, rng))
    return game


@pytest.mark.slow
def test_saves_made_under_the_old_end_rule_still_replay(deck, words) -> None:
    """Any game 0.1.0 saved is a legal start of a game under the rule book's end rule.

    The end rule only decides when the game is over, and the pile-empty count never ends a game
    earlier than the old count did, so every saved action is still legal and leads to the same
    cards, holder and scores; a game the old rule ended too early simply goes on.
    """
    went_on = 0
    for seed in range(40):
        old = _old_rule_game(seed, deck, words)
        restored, _ = restore(game_to_json(old), words)
        assert restored.pile_order() == old.pile_order() and restored.holder == old.holder
        assert all(restored.hand(s) == old.hand(s) for s in range(old.options.seats))
        if restored.is_over:
            assert same_state(restored, old)
        else:
            went_on += 1
            assert old.log[-1].reason == "all_passed" and restored.legal_actions()
            play_out(restored, random.Random(seed))
    assert went_on > 0, "no sample game was ended early by the old rule"
