"""The table's game session: turns, the sand timer, computer seats, autosave, results."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.games.rondo.engine import IllegalAction, Phase, Rule, SaveError, load_deck
from rondo_desktop.games.rondo.engine.events import Drew, GameOver, Passed, Played
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.table.greedy import greedy_factory
from rondo_desktop.games.rondo.table.session import GameSession
from tests.games.rondo.table.session_helpers import play_to_the_end

DECK = load_deck("de")
LEXICON = load_lexicon("de")


def seats(*kinds: str) -> tuple[SeatSetup, ...]:
    return tuple(
        SeatSetup("person", f"P{i}") if k == "person" else SeatSetup("computer", f"C{i}", k)
        for i, k in enumerate(kinds)
    )


def session(
    *kinds: str, turn: int | None = 120, seed: int = 5, data_dir: Path | None = None
) -> GameSession:
    setup = GameSetup(seats(*kinds), {"language": "de"}, turn)
    return GameSession.new(
        setup,
        seed,
        LEXICON,
        DECK,
        greedy_factory(LEXICON, DECK),
        data_dir=data_dir,
        threaded=False,
        think_seconds=0,
    )


def run_computers(s: GameSession, steps: int = 2000) -> None:
    for _ in range(steps):
        if s.is_over or s.is_human_turn:
            return
        s.update(0.05)


def test_a_computer_only_game_plays_to_the_end(tmp_path: Path) -> None:
    s = session("medium", "hard", "expert", data_dir=tmp_path)
    assert s.viewer is None  # watch mode
    run_computers(s, 5000)
    assert s.is_over
    events = s.take_events()
    assert isinstance(events[-1], GameOver)
    assert s.log[-1].key == "log.game_over"
    assert not autosave_path(tmp_path).exists()  # a finished game leaves nothing to continue
    assert s.stats_entries() == []  # nobody at the screen to record for
    history = s.score_history()
    assert history[0] == (0, 0, 0) and history[-1] == s.game.final_scores()
    summaries = s.summaries()
    for seat, summary in enumerate(summaries):
        total = summary.word_points + summary.bonuses + summary.exchanges + summary.penalty
        assert total == s.game.final_scores()[seat]


def test_a_person_plays_a_turn_and_sees_the_score() -> None:
    s = session("person", "medium", seed=11)
    run_computers(s)
    assert s.is_human_turn and s.can_act and s.viewer == 0
    s.take_events()
    plays = s.legal_plays()
    outcome = max(plays, key=lambda o: o.score)
    assert s.check(outcome.placements).score == outcome.score
    before = s.game.scores[0]
    events = s.play(outcome.placements)
    assert isinstance(events[0], Played) and events[0].points == outcome.score
    assert s.game.scores[0] == before + outcome.score
    assert s.log[-1].key == "log.played"


def test_an_illegal_play_is_refused_and_changes_nothing() -> None:
    s = session("person", "medium", seed=11)
    run_computers(s)
    from rondo_desktop.games.rondo.engine import Placement

    hand = s.game.hand(0)
    before = (s.game.scores, s.game.hand(0), s.game.holder, len(s.game.history))
    with pytest.raises(IllegalAction) as caught:
        s.play([Placement(0, hand[0], "A" if hand[0] == "?" else None)])
    assert caught.value.rule in set(Rule)
    assert before == (s.game.scores, s.game.hand(0), s.game.holder, len(s.game.history))


def test_no_acting_out_of_turn() -> None:
    setup = GameSetup(seats("medium", "person"), {"language": "de"}, 120)
    s = GameSession.new(setup, 3, LEXICON, DECK, greedy_factory(LEXICON, DECK), think_seconds=60)
    try:
        s.update(0.01)  # whoever starts, hand the turn to the computer and let it think
        while s.is_human_turn:
            s.play(s.legal_plays()[0].placements)
            s.update(0.01)
        assert s.is_thinking
        with pytest.raises(IllegalAction) as caught:
            s.pass_turn()
        assert caught.value.rule is Rule.NOT_YOUR_TURN
    finally:
        s.close()


def test_the_sand_running_out_is_a_pass_with_a_penalty_card() -> None:
    s = session("person", "medium", turn=30, seed=11)
    run_computers(s)
    assert s.is_human_turn
    s.take_events()
    hand = len(s.game.hand(0))
    s.update(29.9)
    assert s.is_human_turn and s.clock.urgent  # urgent in the last 10 s
    s.update(0.2)
    events = s.take_events()
    assert Passed(0, True) in events
    assert any(isinstance(e, Drew) and e.reason == "penalty" and e.seat == 0 for e in events)
    assert len(s.game.hand(0)) == max(hand + 1, 7)
    assert s.log[-1].key == "log.timeout" or any(e.key == "log.timeout" for e in s.log)


def test_the_sand_pauses_with_the_game() -> None:
    s = session("person", "medium", turn=30, seed=11)
    run_computers(s)
    s.pause()
    s.update(100)
    assert s.is_human_turn and s.clock.remaining == pytest.approx(30)
    s.resume()
    s.update(5)
    assert s.clock.remaining == pytest.approx(25)


def test_no_timer_means_no_timeout() -> None:
    s = session("person", "medium", turn=None, seed=11)
    run_computers(s)
    s.update(10_000)
    assert s.is_human_turn and not s.clock.enabled


def test_hint_is_the_best_play_and_is_logged_once_per_turn() -> None:
    s = session("person", "medium", seed=11)
    run_computers(s)
    best = s.hint()
    assert best is not None and best.score == max(o.score for o in s.legal_plays())
    s.hint()
    assert [e.key for e in s.log].count("log.hint") == 1
    assert s.hints == [s.game.turn]


def test_typed_word_finds_its_placements() -> None:
    s = session("person", "medium", seed=11)
    run_computers(s)
    target = s.legal_plays()[0].word
    found = s.plays_for_word(target.lower() + " ")
    assert found and all(o.word == target for o in found)
    assert s.plays_for_word("QQQQ") == []


def test_autosave_after_every_turn_and_resume_exactly(tmp_path: Path) -> None:
    s = session("person", "medium", "hard", data_dir=tmp_path, seed=11)
    run_computers(s)
    if s.phase is Phase.START or not s.is_human_turn:
        s.play(s.legal_plays()[0].placements)
        run_computers(s)
    path = autosave_path(tmp_path)
    assert path.is_file()
    s.update(12.5)
    s.autosave()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "rondo-game" and data["meta"]["seats"][0]["name"] == "P0"
    restored = GameSession.restore(
        path.read_text(encoding="utf-8"),
        lambda _l: LEXICON,
        load_deck,
        greedy_factory(LEXICON, DECK),
        threaded=False,
        think_seconds=0,
    )
    assert restored.game.history == s.game.history
    assert restored.game.hand(0) == s.game.hand(0)
    assert restored.game.scores == s.game.scores and restored.seats == s.seats
    assert restored.clock.remaining == pytest.approx(s.clock.remaining, abs=0.01)
    assert restored.take_events() == []  # nothing to replay on screen: it is already there


@pytest.mark.parametrize(
    "text",
    ["", "{", "[]", '{"format": "rondo-game", "version": 1}', '{"format": "x"}'],
)
def test_a_broken_save_raises_a_clear_error(text: str) -> None:
    with pytest.raises(SaveError):
        GameSession.restore(text, lambda _l: LEXICON, load_deck, lambda *_: None)


def test_hot_seat_hands_the_screen_over() -> None:
    s = session("person", "person", seed=11)
    assert s.handover_pending and s.viewer == s.current_seat
    assert not s.can_act
    s.confirm_handover()
    assert s.can_act
    first = s.current_seat
    s.play(s.legal_plays()[0].placements)
    assert s.current_seat != first and s.handover_pending and not s.can_act
    s.update(60)  # the sand waits for the handover
    assert s.clock.remaining == pytest.approx(120)
    s.confirm_handover()
    assert s.viewer == s.current_seat and s.can_act


def test_a_failing_computer_player_passes_instead_of_crashing() -> None:
    from rondo_desktop.games.rondo.engine import Exchange

    def broken(_seat: int, _strength: str):
        def choose(observation, time_left):
            raise RuntimeError("bug in a player")

        return choose

    def exchanger(_seat: int, _strength: str):
        return lambda observation, time_left: Exchange(tuple(observation.hand[:1]))

    setup = GameSetup(seats("medium", "medium"), {"language": "de"}, 120)
    for factory in (broken, exchanger):
        s = GameSession.new(setup, 4, LEXICON, DECK, factory, threaded=False, think_seconds=0)
        for _ in range(50):
            s.update(0.05)
        assert s.game.turn >= 1 or s.is_over  # the game moved on


def test_threaded_computer_thinks_in_the_background() -> None:
    setup = GameSetup(seats("medium", "medium"), {"language": "de"}, 120)
    s = GameSession.new(setup, 8, LEXICON, DECK, greedy_factory(LEXICON, DECK), think_seconds=0.2)
    try:
        s.update(0.01)
        assert s.is_thinking
        for _ in range(500):  # real time passes too: the worker thread needs it
            time.sleep(0.01)
            s.update(0.05)
            if s.game.history:
                break
        assert s.game.history, "the computer's move arrived"
    finally:
        s.close()


def test_statistics_are_handed_out_once_when_the_game_is_over() -> None:
    s = session("person", "medium", seed=21)
    assert s.take_stats_entries() == []  # not over yet
    for _ in range(3000):
        if s.is_over:
            break
        if s.is_human_turn:
            plays = s.legal_plays()
            s.play(plays[0].placements) if plays else s.pass_turn()
        else:
            s.update(0.05)
    assert s.is_over
    (entry,) = s.take_stats_entries()
    assert entry.opponents == ("medium",)
    assert entry.score == s.game.final_scores()[0]
    assert entry.won == (0 in s.game.winners())
    assert s.take_stats_entries() == []


def test_hot_seat_statistics_count_every_person_at_the_table() -> None:
    s = session("person", "hard", "person", "medium", seed=8)
    play_to_the_end(s)
    finals, winners = s.game.final_scores(), s.game.winners()
    first, second = s.take_stats_entries()
    # Each person's own game: the other person is a "person" opponent, the computers count by
    # strength, and a win is that person's seat coming first (alone or shared).
    assert first.opponents == ("hard", "person", "medium")
    assert second.opponents == ("person", "hard", "medium")
    assert (first.score, first.won) == (finals[0], 0 in winners)
    assert (second.score, second.won) == (finals[2], 2 in winners)
    for seat, entry in ((0, first), (2, second)):
        best = s.best_play(seat)
        assert best is not None and entry.best_word == best.word
        assert entry.best_word_points == best.points


def test_the_best_word_is_recorded_with_its_cards_as_played() -> None:
    for seed in range(3, 40):
        s = session("person", "medium", seed=seed)
        play_to_the_end(s)
        (entry,) = s.stats_entries()
        if entry.best_word_cards and entry.best_word_cards != entry.best_word:
            break  # a best word with a joker or a delete card in sight
    else:
        raise AssertionError("no game's best word showed a joker or a delete card")
    best = s.best_play(0)
    assert best is not None and entry.best_word_cards == best.holder
    # The cards' values add up to the word's value; the rest of the points is the bonus.
    assert len(entry.best_word_values) == len(entry.best_word_cards)
    assert sum(entry.best_word_values) == best.word_value
    assert entry.best_word_points == best.word_value + best.bonus
    for token, value in zip(entry.best_word_cards, entry.best_word_values, strict=True):
        if token == "-":
            assert value == DECK.delete_value
        elif token.islower():
            assert value == DECK.joker_value  # a joker is worth -3, not its letter's value


def test_the_sand_running_out_in_the_start_phase_lays_the_start_word() -> None:
    for seed in range(40):  # a deal where the person starts
        s = session("person", "medium", turn=30, seed=seed)
        if s.is_human_turn and s.phase is Phase.START:
            break
    assert s.is_human_turn and s.phase is Phase.START
    s.update(31.0)
    assert s.phase is Phase.TURN and s.game.holder is not None  # no crash: the word was laid
    assert s.log[-1].key != "log.timeout"
    # Logged as what happened: the time ran out and the start word was laid for the player.
    assert s.log[-1].key == "log.start_word_timeout"


@pytest.mark.parametrize(
    "change",
    [
        lambda meta: meta.update(hints=[1e400]),
        lambda meta: meta.update(clock_remaining=10**400),
        lambda meta: meta.update(clock_remaining=float("nan")),
        lambda meta: meta["seats"][0].update(name=None),
        lambda meta: meta["seats"].__setitem__(0, "not a seat"),
    ],
)
def test_a_save_with_impossible_details_is_refused_cleanly(change) -> None:
    s = session("person", "medium", seed=11)
    data = s.to_dict()
    change(data["meta"])
    with pytest.raises(SaveError):
        GameSession.restore(json.dumps(data), lambda _l: LEXICON, load_deck, lambda *_: None)


def test_restored_names_are_cleaned_like_typed_ones() -> None:
    s = session("person", "medium", seed=11)
    data = s.to_dict()
    data["meta"]["seats"][0]["name"] = "  Ada\x00\x07 Lovelace with a very long name  "
    restored = GameSession.restore(json.dumps(data), lambda _l: LEXICON, load_deck, lambda *_: None)
    assert restored.seats[0].name == "Ada Lovelace wit"


def test_events_are_handed_out_as_a_viewer_may_see_them() -> None:
    from rondo_desktop.games.rondo.engine.events import Dealt

    s = session("person", "medium", seed=11)
    dealt = [e for e in s.take_events_for(0) if isinstance(e, Dealt)]
    assert {e.seat for e in dealt} == {0, 1}
    for event in dealt:
        assert all(event.cards) == (event.seat == 0)  # the computer's cards are face down
    assert s.take_events_for(None) == []  # handed out once
    hand = s.game.hand(0)
    assert s.seen_by(Dealt(0, hand), None) == Dealt(0, ("",) * len(hand))


def test_the_session_masks_and_runs_out_of_sand_by_the_engines_one_rule() -> None:
    """What the network host plays and sends (the spec's fields) is what the table does."""
    s = session("person", "medium", "hard", seed=7)
    spec = s.spec
    assert spec.event_seen_by is not None and spec.timeout_action is not None
    run_computers(s)
    for event in s.game.log:
        for viewer in (None, 0, 1, 2):
            assert s.seen_by(event, viewer) == spec.event_seen_by(event, viewer)
    assert s.timeout_action() == spec.timeout_action(s.game)
