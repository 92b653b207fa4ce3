"""Hundreds of seeded random games, with the invariants checked after every action."""

import random

import pytest

from rondo_desktop.games.rondo.engine import (
    Game,
    GameOptions,
    IllegalAction,
    Phase,
    PlayWord,
    RondoError,
)
from tests.games.rondo.engine.playout import (
    check_invariants,
    play_out,
    random_action,
    replayed,
    same_state,
)
from tests.lanes import sampled

SEEDS = range(200)


@pytest.mark.parametrize("seed", sampled(SEEDS, range(40)))  # fast lane: the first 40
def test_random_playout_keeps_every_invariant(seed: int, deck, words) -> None:
    rng = random.Random(seed)
    game = Game(GameOptions(seats=2 + seed % 5, seed=seed), words, deck)
    check_invariants(game)
    play_out(game, rng)
    assert same_state(replayed(game), game), "replay from JSON is identical"
    assert len(game.winners()) >= 1


@pytest.mark.parametrize("seed", range(20))
def test_clone_is_independent_and_replays_mid_game(seed: int, deck, words) -> None:
    rng = random.Random(1000 + seed)
    game = Game(GameOptions(seats=3, seed=seed), words, deck)
    for _ in range(rng.randint(1, 25)):
        if game.is_over:
            break
        game.apply(random_action(game, rng))
    copy = game.clone()
    assert same_state(copy, game)
    assert same_state(replayed(game), game)
    if not copy.is_over:
        snapshot = (game.scores, game.pile_order(), [game.hand(s) for s in range(3)], game.holder)
        copy.apply(random_action(copy, rng))
        assert snapshot == (
            game.scores,
            game.pile_order(),
            [game.hand(s) for s in range(3)],
            game.holder,
        )


def _hidden_as_dealt(game: Game) -> tuple[list[tuple[str, ...]], list[str]]:
    return [game.hand(s) for s in range(game.options.seats)], list(game.pile_order())


def _paused_mid_game(game: Game, rng: random.Random, steps: int) -> Game:
    """The game after random legal actions, leaving out any that would end it."""
    while game.phase is Phase.START or steps > 0:
        step = game.clone()
        step.apply(random_action(step, rng))
        if not step.is_over:
            game = step
        steps -= 1
    return game


@pytest.mark.parametrize("seed", range(12))
def test_an_imagined_game_with_the_true_hidden_cards_plays_on_as_the_real_one(
    seed: int, deck, words
) -> None:
    rng = random.Random(2000 + seed)
    game = Game(GameOptions(seats=2 + seed % 5, seed=seed), words, deck)
    game = _paused_mid_game(game, rng, rng.randint(1, 40))
    seat = rng.randrange(game.options.seats)  # any seat's view, not only the current one's
    hands, pile = _hidden_as_dealt(game)
    imagined = Game.imagine(game.observation(seat), hands, pile, game.finder)
    for viewer in range(game.options.seats):
        assert imagined.observation(viewer) == game.observation(viewer)
    while not game.is_over:
        action = random_action(game, rng)
        assert imagined.apply(action) == game.apply(action)
        assert imagined.observation(seat) == game.observation(seat)
    assert imagined.final_scores() == game.final_scores()


def test_an_imagined_game_must_fit_what_the_seat_has_seen(deck, words) -> None:
    rng = random.Random(5)
    game = Game(GameOptions(seats=2, seed=5), words, deck)
    with pytest.raises(RondoError, match="in its turns"):
        Game.imagine(game.observation(0), [game.hand(0), game.hand(1)], [], game.finder)
    game = _paused_mid_game(game, rng, 4)
    seen = game.observation(0)
    hands, pile = _hidden_as_dealt(game)
    swapped = [hands[0], hands[1]], [*pile[1:], pile[0]]  # another order of the pile: fine
    assert Game.imagine(seen, *swapped, game.finder).pile_size == len(pile)
    wrong_card = [hands[0], (*hands[1][1:], "Q" if hands[1][0] != "Q" else "E")], pile
    short_pile = hands, pile[1:]
    own_hand_changed = [hands[1], hands[0]], pile
    for bad in (wrong_card, short_pile, own_hand_changed):
        with pytest.raises(RondoError):
            Game.imagine(seen, *bad, game.finder)


@pytest.mark.parametrize("seed", range(10))
def test_every_legal_play_is_accepted_and_plays_outside_it_are_refused(
    seed: int, deck, words
) -> None:
    rng = random.Random(seed)
    game = Game(GameOptions(seats=2, seed=seed), words, deck)
    while not game.is_over:
        legal = {PlayWord(o.placements) for o in game.legal_plays()}
        for action in legal:
            game.check(action)  # never raises for a legal play
        # mutate legal plays: moving a card one slot must be legal only if listed
        for action in list(legal)[:30]:
            p = rng.choice(action.placements)
            moved = PlayWord(
                tuple(
                    sorted(
                        q if q != p else type(p)(p.slot + 1, p.card, p.letter)
                        for q in action.placements
                    )
                )
            )
            try:
                game.check(moved)
                assert moved in legal or set(moved.placements) in (set(a.placements) for a in legal)
            except IllegalAction:
                pass
        game.apply(random_action(game, rng))
