"""The expert: legal, repeatable from its seed, within its time, blind to hidden cards, and
its imagined deals agree with the public ronda/tringa announcements (R-24, §11)."""

from __future__ import annotations

import random
import time
from collections import Counter

from rondo_desktop.games import ronda
from rondo_desktop.games.ronda.engine import Game, PlayCard, RondaOptions, legal_plays
from rondo_desktop.games.ronda.engine.cards import rank_of
from rondo_desktop.games.ronda.engine.events import Dealt, HandScored
from rondo_desktop.games.ronda.players import STRENGTHS, ExpertPlayer, HardPlayer, make_player
from rondo_desktop.games.ronda.players.imagine import Imaginer, batch_plays
from rondo_desktop.games.ronda.players.search import Frame
from rondo_desktop.games.ronda.spec import redeal_hidden
from tests.games.ronda.helpers import play, rigged


def positions(seats: int, seed: int, moves: int) -> list[Game]:
    """Copies of a medium-played game's positions after each of its first ``moves`` cards."""
    game = Game(RondaOptions(seats=seats, seed=seed))
    players = [make_player("medium", seed * 8 + s) for s in range(seats)]
    seen = []
    for _ in range(moves):
        if game.is_over:
            break
        seen.append(game.clone())
        seat = game.current_seat
        game.apply(players[seat].choose(game.observation(seat)), seat=seat)
    return seen


def test_the_ladder_runs_beginner_medium_hard_expert() -> None:
    assert ronda.NAME == "ronda"
    assert STRENGTHS == ("beginner", "medium", "hard", "expert")
    hard, expert = make_player("hard", 1), make_player("expert", 1)
    assert isinstance(hard, HardPlayer) and isinstance(expert, ExpertPlayer)
    assert hard.worlds < expert.worlds  # the same search, fewer imagined deals


def test_the_expert_plays_only_legal_cards_at_two_and_four_players() -> None:
    for seats in (2, 4):
        expert = ExpertPlayer(seats)
        for game in positions(seats, seed=seats, moves=40):
            observation = game.observation(game.current_seat)
            assert expert.choose(observation) in legal_plays(observation)


def test_the_same_seed_makes_the_same_choices() -> None:
    games = positions(2, seed=5, moves=40)
    first, second = ExpertPlayer(11), ExpertPlayer(11)
    for game in games:
        observation = game.observation(game.current_seat)
        assert first.choose(observation) == second.choose(observation)


def test_a_tight_budget_and_the_turn_timer_cut_the_thinking() -> None:
    game = positions(4, seed=3, moves=1)[0]  # a batch's first card: the longest search
    observation = game.observation(game.current_seat)
    slow = ExpertPlayer(1, time_budget=0.02, worlds=100_000)
    started = time.perf_counter()
    assert slow.choose(observation) in legal_plays(observation)
    assert time.perf_counter() - started < 0.5
    timed = ExpertPlayer(1, time_budget=10.0, worlds=100_000)
    started = time.perf_counter()
    assert timed.choose(observation, time_left=0.08) in legal_plays(observation)
    assert time.perf_counter() - started < 0.5


def test_the_expert_never_peeks_at_hidden_cards() -> None:
    # The same observation with the other hands and the stock dealt again gives the same
    # choice from the same seed, in every position of the game's opening.
    rng = random.Random(9)
    for game in positions(2, seed=9, moves=30) + positions(4, seed=9, moves=20):
        seat = game.current_seat
        other = redeal_hidden(game, seat, rng)
        assert other is not None and other.observation(seat) == game.observation(seat)
        assert other.hands != game.hands or other.stock != game.stock
        here = ExpertPlayer(4).choose(game.observation(seat))
        assert ExpertPlayer(4).choose(other.observation(seat)) == here


def test_imagined_hands_agree_with_the_announced_ronda() -> None:
    # Seat 1 was dealt a pair (announced, rank hidden) and has played one card of it.
    game = rigged([["3o", "6c", "11e"], ["4b", "4c", "12e"]], ["1b", "2b", "7b", "10b"])
    game.combos, game.log = [], []
    game.batch = -1
    game.stock += [c for h in game.hands for c in h]
    game.hands = [[], []]
    game.stock = [c for c in game.stock if c not in ("3o", "6c", "11e", "4b", "4c", "12e")]
    game.stock += ["12e", "4c", "4b", "11e", "6c", "3o"]
    game.current_seat = 0
    game._emit(game._deal_batch())  # the engine's own deal and announcement
    play(game, "3o", "4b")
    observation = game.observation(0)
    assert [(s, k) for a in observation.announcements for s, k in a.holders] == [(1, "ronda")]
    assert batch_plays(observation)[1] == ["4b"]
    imaginer = Imaginer(observation)
    rng = random.Random(1)
    for _ in range(50):
        world = imaginer.draw(rng)
        ranks = Counter(rank_of(c) for c in [*world[1], "4b"])
        assert max(ranks.values()) == 2


def test_imagined_hands_hold_no_pair_when_nobody_announced_one() -> None:
    quiet = (Game(RondaOptions(seats=2, seed=seed)) for seed in range(100))
    game = next(g for g in quiet if not g.combos)  # a first batch without ronda or tringa
    observation = game.observation(game.current_seat)
    imaginer = Imaginer(observation)
    rng = random.Random(2)
    for _ in range(50):
        for cards in imaginer.draw(rng).values():
            assert max(Counter(rank_of(c) for c in cards).values()) == 1


def hand_result(game: Game, side: int) -> float:
    """``side``'s lead over the other when the hand was scored (the last HandScored)."""
    scored = [e for e in game.log if isinstance(e, HandScored)][-1]
    return scored.totals[side] - scored.totals[1 - side]


def exact_value(game: Game, card: str, side: int) -> float:
    """Minimax over the engine itself: ``side``'s lead at the hand's end after ``card``."""
    game = game.clone()
    hand_no = game.hand_no
    game.apply(PlayCard(card), seat=game.current_seat)
    if game.hand_no != hand_no or game.is_over:
        return hand_result(game, side)
    values = [exact_value(game, p.card, side) for p in game.legal_actions()]
    mover = game.side_of(game.current_seat)
    return max(values) if mover == side else min(values)


def test_in_the_last_batch_at_two_players_the_expert_plays_perfectly() -> None:
    # With the stock empty every unseen card is in the opponent's hand: the expert's search
    # must find the play of the best final result, as a full minimax over the engine does.
    checked = 0
    for seed in range(40):
        if checked == 6:
            break
        game = Game(RondaOptions(seats=2, seed=seed))
        players = [make_player("medium", seed * 8 + s) for s in range(2)]
        while not game.is_last_batch or len(game.legal_actions()) < 3:
            seat = game.current_seat
            game.apply(players[seat].choose(game.observation(seat)), seat=seat)
        side = game.side_of(game.current_seat)
        values = {p.card: exact_value(game, p.card, side) for p in game.legal_actions()}
        if len(set(values.values())) == 1:
            continue  # every card does as well: nothing to choose
        choice = ExpertPlayer(seed).choose(game.observation(game.current_seat))
        assert values[choice.card] == max(values.values()), (seed, values, choice)
        checked += 1
    assert checked == 6


def test_a_partner_counts_for_the_team_at_four_players() -> None:
    game = Game(RondaOptions(seats=4, seed=2))
    assert Frame.of(game.observation(1)).signs == (-1.0, 1.0, -1.0, 1.0)
    assert Frame.of(game.observation(2)).signs == (1.0, -1.0, 1.0, -1.0)


def test_a_seats_batch_is_what_it_played_since_the_deal_and_still_holds() -> None:
    # The imagined hands are checked against what each seat was dealt this batch: the cards
    # it played since the deal plus its hand. Checked against the engine's own deal events,
    # at 2, 3 and 4 players and with V-02's four-card first deal.
    for options in (
        RondaOptions(seats=2, seed=1),
        RondaOptions(seats=3, seed=2),
        RondaOptions(seats=4, seed=3),
        RondaOptions(seats=4, seed=4, first_deal_four=True),
    ):
        game = Game(options)
        players = [make_player("beginner", s) for s in range(options.seats)]
        for _ in range(150):
            dealt = {e.seat: e.cards for e in game.log if isinstance(e, Dealt)}
            observation = game.observation(game.current_seat)
            plays = batch_plays(observation)
            for seat in range(options.seats):
                assert sorted([*plays[seat], *game.hands[seat]]) == sorted(dealt[seat])
            seat = game.current_seat
            game.apply(players[seat].choose(game.observation(seat)), seat=seat)
