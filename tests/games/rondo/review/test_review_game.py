"""The review of constructed games whose best play is known from the engine's own list."""

from __future__ import annotations

import pytest

from rondo_desktop.games.rondo.engine import Exchange, Pass, PlayWord, RondoError
from rondo_desktop.games.rondo.review import (
    Option,
    judge_for,
    judge_move,
    review_game,
    verdict_of,
)
from rondo_desktop.games.rondo.review.game import MAX_REVIEW_MOVES, best_word_of
from rondo_desktop.games.spec import SaveRefused
from tests.games.rondo.review.games import PERSON_AND_COMPUTER, new_game, play, save_of
from tests.games.rondo.table.review_helpers import constructed


def test_a_weak_play_is_measured_against_the_engines_best() -> None:
    # Seed 2: the first seat can lay LACH for 19; it lays the engine's last play instead.
    game = new_game(2)
    start_holder = game.holder.row
    hand = "".join(game.hand(game.current_seat))
    plays = game.legal_plays()  # every play, best score first: the engine's, not the finder's
    best, worst = plays[0], plays[-1]
    assert best.score - worst.score >= 20  # the test's premise: a big miss
    seat = game.current_seat
    play(game, worst)
    review = review_game(save_of(game, PERSON_AND_COMPUTER))
    (turn,) = review.turns
    assert (turn.index, turn.turn, turn.seat, turn.kind) == (1, 1, seat, "play")
    assert (turn.holder, turn.hand) == (start_holder, hand)
    assert (turn.played, turn.word, turn.points) == (worst.holder.row, worst.word, worst.score)
    assert (turn.best, turn.best_word, turn.best_points) == (
        best.holder.row,
        best.word,
        best.score,
    )
    assert turn.missed == best.score - worst.score == turn.turn_missed
    assert turn.verdict == "blunder" and turn.loss > 10
    assert turn.options[0] == Option(best.holder.row, best.word, best.score)
    assert [o.points for o in turn.options] == [p.score for p in plays[: len(turn.options)]]
    assert turn.scores == game.scores
    assert review.names == ("Ada", "Computer 1") and review.persons == (0,)
    assert review.start == (1 - seat, start_holder) and not review.over
    assert review.best_word == turn.options[0] and review.best_word_seat == seat


def test_the_play_hard_would_choose_is_the_best() -> None:
    game = new_game(7)
    judge = judge_for(game)
    hard = judge.hard_for(game)
    chosen = hard.ranked_plays(game.observation(game.current_seat))[0].outcome
    before = game.clone()
    turn = judge_move(game, PlayWord(chosen.placements), judge)
    assert game.history == before.history and game.scores == before.scores  # not changed
    assert turn.verdict == "best" and turn.loss == 0.0
    assert turn.points == chosen.score and turn.missed == turn.best_points - chosen.score
    play(game, chosen)
    assert turn.scores == game.scores  # the scores after the move


def test_a_pass_with_a_play_on_offer_misses_the_best_play() -> None:
    game = new_game(2)
    best = game.legal_plays()[0]
    game.apply(Pass())
    (turn,) = review_game(save_of(game)).turns
    assert (turn.kind, turn.played, turn.points, turn.word) == ("pass", "pass", 0, None)
    assert (turn.best, turn.best_points, turn.missed) == (best.holder.row, best.score, best.score)
    assert turn.verdict == "blunder"
    assert review_game(save_of(game)).names == ("Player 1", "Player 2")  # no meta


def test_an_exchange_costs_its_cards_and_shares_the_turn_with_the_play() -> None:
    game = new_game(2)
    seat, turn_number = game.current_seat, game.turn
    best_before = game.legal_plays()[0]
    hand_before = "".join(game.hand(seat))
    cards = tuple(sorted(game.hand(seat))[:2])
    game.apply(Exchange(cards))
    hand_after = "".join(game.hand(seat))
    # After the exchange the seat lays what Hard would: the best choice by equity.
    after = judge_for(game).hard_for(game).ranked_plays(game.observation(seat))[0].outcome
    play(game, after)
    exchange, word = review_game(save_of(game)).turns
    assert (exchange.kind, exchange.played, exchange.exchanged) == (
        "exchange",
        "exchange",
        "".join(cards),
    )
    assert exchange.points == -4 and exchange.word is None
    assert exchange.best_points == best_before.score
    assert exchange.missed == best_before.score + 4  # the formula, move by move
    assert exchange.turn == word.turn == turn_number and word.index == exchange.index + 1
    assert (exchange.hand, word.hand) == (hand_before, hand_after)
    # The turn as a whole: the best play at its start against its net points.
    assert exchange.turn_missed == 0
    assert word.turn_missed == max(0, best_before.score - (after.score - 4))
    assert word.verdict == "best"


def test_the_verdicts_thresholds() -> None:
    assert [verdict_of(x) for x in (0, 0.49, 0.5, 3, 3.01, 10, 10.01)] == [
        "best",
        "best",
        "good",
        "good",
        "slip",
        "slip",
        "blunder",
    ]


def test_a_seats_summary_adds_its_turns() -> None:
    game = new_game(2)
    first = game.current_seat
    play(game, game.legal_plays()[-1])  # a blunder
    play(game, game.legal_plays()[0])  # the other seat's best score
    game.apply(Pass())  # the first seat passes
    review = review_game(save_of(game))
    summary = review.summaries[first]
    own = [t for t in review.turns if t.seat == first]
    assert summary.turns == 2 and summary.missed == sum(t.turn_missed for t in own)
    assert summary.biggest == tuple(
        sorted((t for t in own if t.turn_missed), key=lambda t: -t.turn_missed)
    )
    assert summary.accuracy == sum(t.verdict in ("best", "good") for t in own) / 2
    other = review.summaries[1 - first]
    assert other.turns == 1 and other.accuracy in (0.0, 1.0)


def test_judging_the_start_word_or_an_illegal_move_is_refused() -> None:
    game = new_game(2)
    with pytest.raises(RondoError):
        judge_move(game, Exchange(("Q", "Q", "Q")))
    data = save_of(game)
    data["actions"].append({"type": "exchange", "cards": "QQQ"})
    with pytest.raises(SaveRefused, match="action 2"):
        review_game(data)


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"format": "rondo-game", "version": 2, "options": {"seats": 2, "seed": 1}, "actions": []},
        {
            "format": "rondo-game",
            "version": 2,
            "actions": [],
            "options": {"seats": 2, "seed": 1, "language": "xx"},
        },
        {
            "format": "rondo-game",
            "version": 9,
            "actions": [],
            "options": {"seats": 2, "seed": 1, "language": "de"},
        },
    ],
)
def test_a_save_that_is_no_game_is_refused(data) -> None:
    with pytest.raises(SaveRefused):
        review_game(data)


def test_progress_is_told_after_each_move() -> None:
    game = new_game(3)
    play(game, game.legal_plays()[0])
    game.apply(Pass())
    seen: list[tuple[int, int]] = []
    review_game(save_of(game), lambda done, total: seen.append((done, total)))
    assert seen == [(1, 2), (2, 2)]


def test_a_save_of_endless_exchanges_is_refused_at_once() -> None:
    game = new_game(2)
    data = save_of(game)
    data["actions"] += [{"type": "exchange", "cards": "A"}] * (MAX_REVIEW_MOVES + 1)
    with pytest.raises(SaveRefused, match="more than a review judges"):
        review_game(data)


def test_a_turn_with_no_word_to_play_misses_nothing_even_after_an_exchange() -> None:
    from dataclasses import replace

    from rondo_desktop.games.rondo.review.model import with_turn_missed

    game = new_game(2)
    game.apply(Exchange(tuple(sorted(game.hand(game.current_seat))[:3])))
    game.apply(Pass())
    exchange, passed = review_game(save_of(game)).turns
    # The same turn as if the hand had held no word at its start: the exchange's cost (6)
    # bought new cards and is not counted as points missed.
    dead = [replace(t, best=None, best_word=None, best_points=0) for t in (exchange, passed)]
    assert [t.turn_missed for t in with_turn_missed(dead)] == [0, 0]
    # With a word on offer the turn missed it, and the cost too.
    assert passed.turn_missed == exchange.best_points + 6


def test_accuracy_counts_turns_an_exchange_and_its_play_being_one() -> None:
    from dataclasses import replace

    from rondo_desktop.games.rondo.review.model import summarise

    game = new_game(2)
    seat = game.current_seat
    game.apply(Exchange(tuple(sorted(game.hand(seat))[:2])))
    play(game, game.legal_plays()[0])
    exchange, word = review_game(save_of(game)).turns
    # A slip of an exchange and a good play after it: one turn, and not an accurate one.
    turns = (replace(exchange, verdict="slip"), replace(word, verdict="good"))
    assert summarise(seat, turns).accuracy == 0.0
    turns = (replace(exchange, verdict="good"), replace(word, verdict="best"))
    assert summarise(seat, turns).accuracy == 1.0


def test_a_best_word_played_comes_before_an_equal_one_only_possible() -> None:
    from dataclasses import replace

    turns = constructed(4).turns  # each: CATS 6 played, WORDS 9 the best
    assert best_word_of(turns) == (Option("WORDS", "WORDS", 9), 0)
    tied = replace(turns[3], played="BIRDS", word="BIRDS", points=9, missed=0)
    assert best_word_of((*turns[:3], tied)) == (Option("BIRDS", "BIRDS", 9), 1)
    assert best_word_of(()) == (None, None)
