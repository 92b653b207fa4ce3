"""The game: start phase, turns, exchanges, passes, both end conditions, final scores."""

from collections import Counter

import pytest

from rondo_desktop.games.rondo.engine import (
    Exchange,
    Game,
    GameOptions,
    IllegalAction,
    IllegalPlay,
    Pass,
    Phase,
    Placement,
    PlayWord,
    RondoError,
    Rule,
    Timeout,
    WordList,
)
from rondo_desktop.games.rondo.engine.events import (
    Drew,
    Exchanged,
    GameOver,
    HandPenalty,
    Passed,
    Played,
    Redealt,
    StartSeat,
    StartWords,
    TurnStarted,
)
from tests.games.rondo.engine.conftest import RiggedRandom, deal_order, rigged_game, tiny_deck

# A deck of 15 single cards, all worth 1 except O (2): 14 are dealt to two seats, 1 is the pile.
LETTERS = "ABCDEFGHIJKLMNO"
TINY = tiny_deck({c: (1, 2 if c == "O" else 1) for c in LETTERS}, jokers=0, deletes=0)
CHAIN = WordList([f"{c}BC" for c in "ADEFGHIJKLMNO"])


def word(*placements: tuple) -> PlayWord:
    return PlayWord(tuple(Placement(*p) for p in placements))


def tiny_game() -> Game:
    # Only seat 0 can form a start word (ABC); O lies on the pile.
    return rigged_game(TINY, CHAIN, ["ABCDEFG", "HIJKLMN"], pile_top="O")


def test_start_phase_highest_word_starts_and_scores_no_bonus(deck, words) -> None:
    game = rigged_game(deck, words, ["HUTQXYY", "AUSNNNN", "EEEEEEE"])
    start_words = next(e for e in game.log if isinstance(e, StartWords))
    by_seat = {seat: (w, v) for seat, w, v in start_words.words}
    assert by_seat[0] == ("HUT", 5 + 2 + 3)
    assert by_seat[1] == ("AUS", 2 + 2 + 3)
    assert by_seat[2] == (None, None)  # EEE is no word: this seat has no start word
    assert game.current_seat == 0 and game.phase is Phase.START
    # Only the best word may be laid; the others are refused with the value to reach.
    best = game.legal_plays()
    assert best and all(o.score == by_seat[0][1] for o in best)
    with pytest.raises(IllegalAction) as caught:
        game.apply(Pass())
    assert caught.value.rule is Rule.START_PHASE
    played_when_late = rigged_game(deck, words, ["HUTQXYY", "AUSNNNN", "EEEEEEE"])
    late = played_when_late.apply(Timeout())[0]  # the sand ran out: the best word is laid
    assert isinstance(late, Played) and late.start and late.timeout
    assert late.points == by_seat[0][1] and played_when_late.phase is Phase.TURN
    events = game.apply(PlayWord(best[0].placements))
    played = events[0]
    assert isinstance(played, Played) and played.start and played.bonus == 0
    assert game.scores[0] == by_seat[0][1]
    assert len(game.hand(0)) == 7  # refilled
    assert game.current_seat == 1 and game.phase is Phase.TURN
    assert isinstance(events[-1], TurnStarted)


def test_start_word_must_be_the_best(deck, words) -> None:
    game = rigged_game(deck, words, ["HUTANNN", "EEEEEEE"])
    assert {o.word for o in game.legal_plays()} == {"HAT", "HUT"}  # 10 points; TAU only 7
    with pytest.raises(IllegalPlay) as caught:
        game.apply(word((0, "T"), (1, "A"), (2, "U")))
    assert caught.value.rule is Rule.START_WORD_NOT_BEST and caught.value.params == {"best": 10}
    with pytest.raises(IllegalPlay) as caught:
        game.apply(word((0, "H"), (1, "U")))
    assert caught.value.rule is Rule.START_WORD_LENGTH
    assert game.phase is Phase.START and game.holder is None


def test_start_tie_is_broken_by_the_seeded_draw(deck, words) -> None:
    # Both seats' best word is worth 7 (AUS/SAU); the draw picks the second of the tied seats.
    game = rigged_game(deck, words, ["AUSXQYY", "AUSJJVV"], choices=[1])
    start = next(e for e in game.log if isinstance(e, StartSeat))
    assert start.tied == (0, 1) and start.seat == 1 and game.current_seat == 1


def test_redeal_when_nobody_can_form_a_word(deck, words) -> None:
    hopeless = deal_order(deck, ["QXYYJJV", "VWWCCKK"])
    normal = deal_order(deck, ["AUSNNNN", "EEEEEEE"])
    game = Game(GameOptions(2, 0), words, deck, rng=RiggedRandom([hopeless, normal]))
    kinds = [type(e).__name__ for e in game.log]
    assert kinds.count("Redealt") == 1 and kinds.count("StartWords") == 2
    assert isinstance(game.log[kinds.index("Redealt")], Redealt)
    assert sorted(game.hand(0)) == sorted("AUSNNNN")
    assert Counter(game.cards_in_play()) == Counter(deck.cards())


def test_exchange_costs_two_per_card_and_goes_under_the_pile(deck, words) -> None:
    game = rigged_game(deck, words, ["AUSNNNN", "EEEEEEE"], pile_top="TTTLLLRRR")
    game.apply(PlayWord(game.legal_plays()[0].placements))  # seat 0 lays its start word
    assert game.current_seat == 1
    pile_before = game.pile_order()
    events = game.apply(Exchange(("E", "E")))
    exchanged = events[0]
    assert isinstance(exchanged, Exchanged) and exchanged.points == -4
    assert game.scores[1] == -4
    assert game.pile_order()[:2] == ("E", "E")  # under the pile
    assert exchanged.drawn == (pile_before[-1], pile_before[-2])  # from the top
    assert game.current_seat == 1  # an exchange does not end the turn
    game.apply(Exchange(("E",)))  # any number of times
    assert game.scores[1] == -6
    assert Counter(game.cards_in_play()) == Counter(deck.cards())


def test_exchange_limited_by_a_short_pile() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))  # seat 0 draws O: the pile is empty
    assert game.pile_size == 0
    with pytest.raises(IllegalAction) as caught:
        game.apply(Exchange(("H",)))
    assert caught.value.rule is Rule.EXCHANGE_PILE_SHORT
    assert game.legal_exchanges() == []


def test_exchange_of_cards_not_in_hand_or_none(deck, words) -> None:
    game = rigged_game(deck, words, ["AUSNNNN", "EEEEEEE"])
    game.apply(PlayWord(game.legal_plays()[0].placements))
    for bad, rule in (((), Rule.EXCHANGE_NOTHING), (("Q",), Rule.CARD_NOT_IN_HAND)):
        with pytest.raises(IllegalAction) as caught:
            game.apply(Exchange(bad))
        assert caught.value.rule is rule


def test_pass_draws_a_penalty_card_and_a_hand_may_exceed_seven(deck, words) -> None:
    game = rigged_game(deck, words, ["AUSNNNN", "EEEEEEE"], pile_top="TTTX")
    game.apply(PlayWord(game.legal_plays()[0].placements))
    events = game.apply(Pass())
    assert isinstance(events[0], Passed) and not events[0].timeout
    assert isinstance(events[1], Drew) and events[1].reason == "penalty"
    assert len(game.hand(1)) == 8 and game.current_seat == 0


def test_pass_then_refill_when_below_seven() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))
    game.apply(word((0, "H")))  # seat 1: HBC, 6 cards left, pile empty
    assert len(game.hand(1)) == 6


def test_timeout_is_a_pass_with_its_penalty_card(deck, words) -> None:
    game = rigged_game(deck, words, ["AUSNNNN", "EEEEEEE"], pile_top="TTTX")
    game.apply(PlayWord(game.legal_plays()[0].placements))
    events = game.apply(Timeout())
    assert events[0] == Passed(1, True)
    assert events[1] == Drew(1, ("X",), "penalty")
    assert game.passes_in_a_row == 0  # the pile still had cards: not counted toward the end


def test_refill_to_seven_after_a_word(deck, words) -> None:
    game = rigged_game(deck, words, ["AUSNNNN", "EEMMMLL"])
    game.apply(PlayWord(game.legal_plays()[0].placements))
    plays = game.legal_plays()
    game.apply(PlayWord(plays[0].placements))
    assert len(game.hand(1)) == 7


def test_game_ends_when_the_pile_is_empty_and_a_hand_is_empty() -> None:
    game = tiny_game()
    script = [
        word((0, "A"), (1, "B"), (2, "C")),  # seat 0: ABC = 3, draws O
        *(word((0, c)) for c in "HDIEJFKGL"),  # seats alternate single-letter plays
        word((0, "O")),  # seat 0 plays its last card: OBC = 1 + 1 + 2
    ]
    for action in script:
        assert not game.is_over
        game.apply(action)
    assert game.is_over
    over = game.log[-1]
    assert isinstance(over, GameOver) and over.reason == "hand_empty"
    penalty = next(e for e in game.log if isinstance(e, HandPenalty))
    assert penalty.seat == 1 and penalty.cards == ("M", "N") and penalty.points == -2
    assert game.final_scores() == (3 + 4 * 3 + 4, 5 * 3 - 2)
    assert game.winners() == (0,) and game.returns() == (1.0, 0.0)


def test_game_ends_when_every_seat_passed_in_succession_with_the_pile_empty() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))
    assert game.pile_size == 0  # seat 0 drew the last card when it refilled
    events = game.apply(Pass())
    assert not any(isinstance(e, Drew) for e in events)  # no penalty card left to draw
    assert not game.is_over and len(game.hand(1)) == 7
    game.apply(Pass())
    assert game.is_over and game.log[-1].reason == "all_passed"
    assert game.final_scores() == (3 - (4 + 2), -7)


def test_a_word_restarts_the_count_of_passes_with_the_pile_empty() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))
    game.apply(Pass())  # seat 1, pile empty: 1 of 2
    game.apply(word((0, "D")))  # seat 0 lays DBC: the count starts again
    assert game.passes_in_a_row == 0
    game.apply(Pass())
    assert not game.is_over  # one pass only since the word
    game.apply(Pass())
    assert game.is_over and game.log[-1].reason == "all_passed"


# 19 single cards: 14 are dealt to two seats, 5 lie on the pile (P Q R S O in drawing order).
LONG = tiny_deck({c: (1, 2 if c == "O" else 1) for c in "ABCDEFGHIJKLMNOPQRS"}, 0, 0)


def long_game() -> Game:
    # Seat 0 lays ABC and refills P Q R; two cards (S, then O) are left on the pile.
    game = rigged_game(LONG, CHAIN, ["ABCDEFG", "HIJKLMN"], pile_top="PQRSO")
    game.apply(word((0, "A"), (1, "B"), (2, "C")))
    assert game.pile_size == 2
    return game


def test_passes_made_while_the_pile_had_cards_do_not_count_toward_the_end() -> None:
    game = long_game()
    game.apply(Pass())  # seat 1 draws S
    game.apply(Pass())  # seat 0 draws O, the last card: the count starts only now
    assert game.pile_size == 0 and game.passes_in_a_row == 0
    assert not game.is_over and game.current_seat == 1
    game.apply(Pass())
    assert not game.is_over  # one pass since the pile ran out, of two seats
    game.apply(Pass())
    assert game.is_over and game.log[-1].reason == "all_passed"


def test_the_seat_that_draws_the_last_card_can_still_play_it() -> None:
    game = long_game()
    game.apply(Pass())  # seat 1 draws S
    game.apply(Pass())  # seat 0 draws O, the last card
    game.apply(Pass())  # seat 1 passes with the pile empty
    assert not game.is_over and game.current_seat == 0 and "O" in game.hand(0)
    events = game.apply(word((0, "O")))  # OBC
    assert isinstance(events[0], Played) and events[0].word == "OBC"
    assert not game.is_over and game.passes_in_a_row == 0


def test_equal_final_scores_share_the_win() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))  # seat 0: 3, keeps DEFGO (penalty 6)
    game.apply(word((0, "H")))  # seat 1: 3, keeps IJKLMN (penalty 6)
    game.apply(Pass())
    game.apply(Pass())
    assert game.final_scores() == (-3, -3)
    assert game.winners() == (0, 1) and game.returns() == (0.5, 0.5)


def test_illegal_actions_change_nothing() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))
    before = (game.scores, game.hand(1), game.pile_order(), str(game.holder), len(game.history))
    for action in (word((0, "Z")), word((1, "B")), word((0, "I"), (0, "J")), Exchange(("H",))):
        with pytest.raises(IllegalAction):
            game.apply(action)
    with pytest.raises(IllegalAction) as caught:
        game.apply(Pass(), seat=0)
    assert caught.value.rule is Rule.NOT_YOUR_TURN
    assert before == (
        game.scores,
        game.hand(1),
        game.pile_order(),
        str(game.holder),
        len(game.history),
    )


def test_nothing_happens_after_the_end() -> None:
    game = tiny_game()
    game.apply(word((0, "A"), (1, "B"), (2, "C")))
    game.apply(Pass())
    game.apply(Pass())
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction) as caught:
        game.apply(Pass())
    assert caught.value.rule is Rule.GAME_OVER


def test_final_scores_only_at_the_end() -> None:
    with pytest.raises(RondoError):
        tiny_game().final_scores()


def test_seat_count_is_two_to_six(deck, words) -> None:
    for seats in (1, 7):
        with pytest.raises(RondoError):
            Game(GameOptions(seats, 1), words, deck)
    for seats in range(2, 7):
        game = Game(GameOptions(seats, 1), words, deck)
        assert all(len(game.hand(s)) == 7 for s in range(seats))
        assert game.pile_size == 110 - 7 * seats


def test_lexicon_language_must_match_the_deck(deck) -> None:
    with pytest.raises(RondoError):
        Game(GameOptions(2, 1), WordList(["CASA"], language="es"), deck)


def test_the_options_language_must_match_the_deck_and_lexicon(deck, words) -> None:
    # Such a game's save names a language whose deck and lexicon it was not played with.
    for language in ("en", "es"):
        with pytest.raises(RondoError, match=f"a game in '{language}' cannot be played"):
            Game(GameOptions(2, 1, language=language), words, deck)
    assert Game(GameOptions(2, 1, language="de"), words, deck).options.language == "de"


def test_observation_hides_other_hands_and_the_pile(deck, words) -> None:
    game = Game(GameOptions(3, 5), words, deck)
    seen = game.observation(1)
    assert seen.hand == game.hand(1)
    assert seen.hand_sizes == (7, 7, 7) and seen.pile_size == 89
    assert not hasattr(seen, "pile") and not hasattr(seen, "hands")
    unseen = seen.unseen(deck)
    assert sum(unseen.values()) == 110 - 7
    hidden = list(game.events_for(1))
    dealt_to_0 = next(e for e in hidden if type(e).__name__ == "Dealt" and e.seat == 0)
    assert set(dealt_to_0.cards) == {""}
    own = next(e for e in hidden if type(e).__name__ == "Dealt" and e.seat == 1)
    assert own.cards == game.hand(1)


def test_start_words_show_every_value_but_only_the_viewers_word(deck, words) -> None:
    game = rigged_game(deck, words, ["HUTQXYY", "AUSNNNN", "EEEEEEE"])
    seen = next(e for e in game.events_for(1) if isinstance(e, StartWords))
    by_seat = {seat: (w, v) for seat, w, v in seen.words}
    # Seat 1 sees its own word; of the others only the value (HUT would show 3 of seat 0's cards).
    assert by_seat == {0: ("", 10), 1: ("AUS", 7), 2: (None, None)}
    nobody = next(e for e in game.events_for(-1) if isinstance(e, StartWords))
    assert [w for _, w, _ in nobody.words] == ["", "", None]


def test_same_seed_same_game(deck, words) -> None:
    a = Game(GameOptions(4, 42), words, deck)
    b = Game(GameOptions(4, 42), words, deck)
    assert a.pile_order() == b.pile_order() and a.log == b.log
    c = Game(GameOptions(4, 43), words, deck)
    assert a.pile_order() != c.pile_order()


def test_a_shared_word_finder_must_fit_the_game(deck, words) -> None:
    from rondo_desktop.games.rondo.engine.wordfinder import WordFinder

    finder = WordFinder(words, deck)
    game = Game(GameOptions(2, 3), words, deck, finder=finder)
    assert game.finder is finder and game.clone().finder is finder
    with pytest.raises(RondoError):
        Game(GameOptions(2, 3), WordList(["HAUS"]), deck, finder=finder)


def test_exchange_at_most_as_many_cards_as_the_pile_holds() -> None:
    game = long_game()  # seat 1 to move, S and O left on the pile
    with pytest.raises(IllegalAction) as caught:
        game.apply(Exchange(("H", "I", "J")))
    assert caught.value.rule is Rule.EXCHANGE_PILE_SHORT
    assert caught.value.params == {"pile": 2, "count": 3}
    assert max(len(e.cards) for e in game.legal_exchanges()) == 2
    assert Exchange(("H", "I")) in game.legal_actions()
    events = game.apply(Exchange(("H", "I")))  # the whole pile: its two cards are drawn
    assert isinstance(events[0], Exchanged) and events[0].drawn == ("S", "O")
    assert game.pile_order() == ("H", "I") and game.current_seat == 1
