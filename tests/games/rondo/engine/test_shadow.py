"""A remote seat's shadow of a Rondo game (issue 17): built from the seat's observation and
the events it was sent, it equals the host's game in everything that seat may know, and the
game's own rules, results and move log run on it."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from rondo_desktop import games
from rondo_desktop.games.rondo.engine import Game, Phase
from rondo_desktop.games.rondo.engine.events import Event, Played, seen_by
from rondo_desktop.games.rondo.engine.game import timeout_action
from rondo_desktop.games.rondo.engine.shadow import actions_of
from rondo_desktop.games.rondo.table import session_log, session_results, tally
from tests.games.rondo.engine.playout import random_action


@pytest.fixture(scope="module")
def spec() -> Any:
    return games.registry().get("rondo")


def positions(spec: Any, seats: int, seed: int, language: str) -> Iterator[Game]:
    """A random game at its deal and after every action, to its end."""
    game = spec.new_game(seats, seed, {"language": language})
    rng = random.Random(seed)
    yield game
    while not game.is_over:
        game.apply(random_action(game, rng), seat=game.current_seat)
        yield game


def sent_to(game: Game, seat: int) -> list[Event]:
    """Every event of the game as the host sends them to ``seat``."""
    return [seen_by(event, seat) for event in game.log]


def shadow_of(spec: Any, game: Game, seat: int, rng_seed: int = 0) -> Game:
    shadow = spec.shadow_from_observation(
        game.observation(seat), sent_to(game, seat), random.Random(rng_seed)
    )
    assert isinstance(shadow, Game)
    return shadow


def wire(spec: Any, game: Game, seat: int) -> str:
    return json.dumps(spec.observation_to_json(game.observation(seat)), sort_keys=True)


def assert_same_for(spec: Any, shadow: Game, game: Game, seat: int) -> None:
    """Everything ``seat``'s table reads from its game is the host's."""
    seats = game.options.seats
    assert wire(spec, shadow, seat) == wire(spec, game, seat)
    assert spec.legal_actions(shadow.observation(seat)) == spec.legal_actions(
        game.observation(seat)
    )
    assert shadow.options.seats == seats and shadow.options.language == game.options.language
    assert shadow.deck == game.deck and shadow.lexicon is game.lexicon
    assert (shadow.phase, shadow.current_seat, shadow.turn) == (
        game.phase,
        game.current_seat,
        game.turn,
    )
    assert shadow.holder == game.holder and shadow.scores == game.scores
    assert shadow.pile_size == game.pile_size and shadow.is_over == game.is_over
    assert shadow.hand(seat) == game.hand(seat)
    assert [len(shadow.hand(s)) for s in range(seats)] == [len(game.hand(s)) for s in range(seats)]
    assert shadow.log == sent_to(game, seat)
    assert len(shadow.history) == len(game.history)
    # The results and the move log read the events.
    assert tally.words_by_seat(shadow) == tally.words_by_seat(game)
    assert session_results.summaries(shadow.log, seats) == session_results.summaries(
        game.log, seats
    )
    assert session_results.score_history(shadow.log, seats) == session_results.score_history(
        game.log, seats
    )
    assert session_results.best_play(shadow.log) == session_results.best_play(game.log)
    assert session_log.history_entries(
        shadow.log, str, seat, [], []
    ) == session_log.history_entries(game.log, str, seat, [], [])
    spec.check_invariants(shadow)  # every card there, scores the sum of the events


@pytest.mark.parametrize(
    ("seats", "seed", "language"),
    [(2, 1, "de"), (3, 2, "en"), (4, 3, "es"), (5, 4, "de"), (6, 5, "en")],
)
def test_the_shadow_equals_the_game_in_all_each_seat_may_know(
    spec: Any, seats: int, seed: int, language: str
) -> None:
    checked = 0
    for index, game in enumerate(positions(spec, seats, seed, language)):
        if index % 5 and not game.is_over and game.phase is not Phase.START:
            continue  # every fifth position, the start and the end
        for seat in range(seats):
            assert_same_for(spec, shadow_of(spec, game, seat, index), game, seat)
            checked += 1
    assert checked > 5 * seats


def test_after_the_end_the_shadow_holds_the_hands_the_penalties_showed(spec: Any) -> None:
    *_, game = positions(spec, 4, 8, "en")
    assert game.is_over
    for seat in range(4):
        shadow = shadow_of(spec, game, seat)
        assert [shadow.hand(s) for s in range(4)] == [game.hand(s) for s in range(4)]
        assert shadow.final_scores() == game.final_scores()
        assert shadow.winners() == game.winners()


def test_the_hidden_cards_and_the_seed_are_drawn_never_the_hosts(spec: Any) -> None:
    game = spec.new_game(3, 12345, {"language": "de"})
    rng = random.Random(3)
    while game.turn < 4:
        game.apply(random_action(game, rng), seat=game.current_seat)
    shadows = [shadow_of(spec, game, 0, k) for k in range(6)]
    assert all(s.options.seed != game.options.seed for s in shadows)
    others = {(s.hand(1), s.hand(2), s.pile_order()) for s in shadows}
    assert len(others) > 1  # arbitrary cards ...
    for shadow in shadows:  # ... from the pool the seat has not seen
        hidden = Counter(shadow.pile_order()) + Counter(shadow.hand(1)) + Counter(shadow.hand(2))
        assert hidden == game.observation(0).unseen(game.deck)
    again = shadow_of(spec, game, 0, 0)  # the same draw gives the same shadow
    assert spec.full_state(again) == spec.full_state(shadows[0])


def test_the_shadow_plays_on_by_the_games_own_rules(spec: Any) -> None:
    played = 0
    for game in positions(spec, 3, 21, "en"):
        if game.is_over:
            break
        seat = game.current_seat
        shadow = shadow_of(spec, game, seat)
        assert shadow.legal_actions() == game.legal_actions()
        action = spec.legal_actions(game.observation(seat))[0]  # the best play, if any
        host = game.clone().apply(action, seat=seat)
        mine = shadow.clone().apply(action, seat=seat)
        words = [e for e in mine if isinstance(e, Played)]
        assert words == [e for e in host if isinstance(e, Played)]
        played += len(words)
    assert played > 10


def test_the_history_tells_the_actions_as_the_seat_saw_them(spec: Any) -> None:
    *_, game = positions(spec, 3, 30, "de")
    assert actions_of(game.log) == game.history  # the host's own events: the very actions
    seen = actions_of(sent_to(game, 0))
    assert len(seen) == len(game.history)
    for mine, real in zip(seen, game.history, strict=True):
        assert type(mine) is type(real)


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_the_start_seat_of_a_shadow_can_lay_the_start_word(spec: Any, language: str) -> None:
    """Another seat starts: its hand in the shadow makes a start word of the announced value
    (the seat knows it can), and the best it makes has that value in nearly every deal."""
    best_is_start = 0
    for seed in range(12):
        game = spec.new_game(4, seed, {"language": language})
        start_value = game.observation(0).start_value
        for seat in set(range(4)) - {game.current_seat}:
            shadow = shadow_of(spec, game, seat, seed)
            plays = shadow.legal_plays()  # the start seat's: hidden from ``seat``
            assert plays and plays[0].score == start_value
            words = shadow.finder.start_words(shadow.hand(game.current_seat))
            best_is_start += words[0].score == start_value
            shadow.apply(timeout_action(shadow))  # the sand lays it on the shadow too
            assert shadow.phase is Phase.TURN
    assert best_is_start >= 30


def test_a_shadow_needs_no_events(spec: Any) -> None:
    """A seat that has been sent no events yet still gets its table's game."""
    game = spec.new_game(2, 4, {"language": "es"})
    shadow = spec.shadow_from_observation(game.observation(1), [], random.Random(1))
    assert wire(spec, shadow, 1) == wire(spec, game, 1)
    assert shadow.log == [] and shadow.history == []
