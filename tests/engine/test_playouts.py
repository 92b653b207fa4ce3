"""Hundreds of seeded random games, with the invariants checked after every action."""

import random

import pytest

from rondo_desktop.engine import Game, GameOptions, IllegalAction, PlayWord
from tests.engine.playout import check_invariants, play_out, random_action, replayed, same_state

SEEDS = range(200)


@pytest.mark.parametrize("seed", SEEDS)
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
                tuple(sorted(q if q != p else type(p)(p.slot + 1, p.card, p.letter)
                             for q in action.placements))
            )
            try:
                game.check(moved)
                assert moved in legal or set(moved.placements) in (
                    set(a.placements) for a in legal
                )
            except IllegalAction:
                pass
        game.apply(random_action(game, rng))
