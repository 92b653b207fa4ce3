"""Coaching while playing: off by default; on, each of the person's moves gets a note that
fades, judged off the frame, counted as a hint in Rondo's statistics; old files still read."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame

from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.games.rondo.engine import PlayWord
from rondo_desktop.games.rondo.stats import RondoEntry, RondoStats, RondoStatsKeeper
from rondo_desktop.games.rondo.table.coach import Coach, coached_from_meta
from rondo_desktop.games.rondo.table.coaching import NOTE_SECONDS, note_text
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.stats import Breakdown, Figure

from .helpers import at_the_table, play_greedily_until, restore_autosave


def test_coaching_is_off_until_the_player_turns_it_on(tmp_path) -> None:
    assert Settings().coaching is False
    store = SettingsStore(tmp_path)
    store.save(Settings(coaching=True))
    assert store.load().coaching is True
    (tmp_path / "settings.json").write_text(json.dumps({"coaching": "yes"}), encoding="utf-8")
    assert store.load().coaching is False  # not a yes or no: the default


def test_the_settings_screen_turns_coaching_on(make_app) -> None:
    driver = make_app()
    driver.app.ctx.navigator.open("settings")
    driver.frames(2)
    toggle = driver.widget("coaching")
    driver.click(toggle.control_rect.center)
    assert driver.app.ctx.settings.coaching is True


def play_best(session: GameSession) -> None:
    session.play(session.legal_plays()[0].placements)


def test_without_coaching_no_move_is_judged_or_counted(make_app, data_dir) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    play_best(session)
    driver.frames(30)
    assert session.coach is None and session.coached == []
    assert scene.coaching.shown() is None


def coached_move(make_app, data_dir):  # type: ignore[no-untyped-def]
    """At the table with coaching on, the person's best play made and judged (not yet shown)."""
    driver, session, scene = at_the_table(make_app, data_dir)
    driver.app.ctx.change_settings(coaching=True)
    driver.frames(1)
    play_best(session)
    assert session.coach is not None
    session.coach.wait()
    return driver, session, scene


def test_with_coaching_each_move_gets_a_note_that_fades(make_app, data_dir) -> None:
    driver, session, scene = at_the_table(make_app, data_dir)
    driver.app.ctx.change_settings(coaching=True)
    driver.frames(1)
    assert session.coach is not None
    best = session.legal_plays()[0]
    move = len(session.game.history)
    play_best(session)
    session.coach.wait()
    driver.frames(1)
    note = scene.coaching.shown()
    assert note is not None and note.note.seat == 0
    assert note.note.review.word == best.word and note.note.review.points == best.score
    assert note.text == f"{best.word} {best.score} — the best play"
    assert session.coached == [(move, 0)]  # counted as a hint of seat 0
    driver.frames(round(NOTE_SECONDS * 60) + 10)
    assert scene.coaching.shown() is None  # gone after a few seconds


def test_a_note_names_the_best_play_when_a_smaller_one_was_made(make_app, data_dir) -> None:
    driver, session, _ = at_the_table(make_app, data_dir)
    plays = session.legal_plays()
    worse = next(p for p in plays if p.score < plays[0].score)
    coach = Coach(threaded=False)
    coach.judge(session.game.clone(), PlayWord(worse.placements), 0)
    (note,) = coach.take_notes()
    text = note_text(driver.app.ctx, note)
    assert text == f"{worse.word} {worse.score} — best was {plays[0].word} {plays[0].score}"


def test_coaching_notes_count_as_hints_only_when_on(make_app, data_dir) -> None:
    driver, session, _ = coached_move(make_app, data_dir)
    driver.frames(1)  # the note is shown: now it counts
    notes = len(session.coached)
    assert notes == 1
    session.autosave()
    restored = restore_autosave(data_dir)  # the notes given are kept with the game
    assert restored.coached == session.coached
    assert play_greedily_until(restored, lambda s: s.is_over, 3000) is False
    assert restored.is_over
    (entry,) = restored.stats_entries()
    assert entry.coached and entry.hints >= notes
    assert restored.hints_by_seat()[0] == entry.hints  # the results' Hints column says it too
    stats = RondoStats().with_entry(entry)
    assert stats.coached_games == 1 and stats.hints == entry.hints
    plain = RondoEntry(opponents=("medium",), won=False, score=10)
    assert RondoStats().with_entry(plain).coached_games == 0


def test_old_statistics_files_read_with_no_hints_and_no_coached_games() -> None:
    old = {"games_played": 3, "games_won": 1, "best_score": 120, "best_word": "QUIZ"}
    stats = RondoStats.from_json(old)
    assert (stats.hints, stats.coached_games, stats.games_played) == (0, 0, 3)
    assert RondoStats.from_json({**old, "hints": -4, "coached_games": "x"}).hints == 0
    again = RondoStats.from_json(json.loads(json.dumps(stats.to_json())))
    assert again == stats


def test_a_damaged_list_of_notes_counts_none() -> None:
    assert coached_from_meta([[3, 0], [7, 1]]) == [(3, 0), (7, 1)]
    assert coached_from_meta("lots") == []
    assert coached_from_meta([[3, 0], ["x", 1]]) == []
    assert coached_from_meta([[3, 0, 1]]) == []


def test_a_note_is_shown_only_to_the_person_whose_move_it_judged(make_app, data_dir) -> None:
    driver, session, scene = coached_move(make_app, data_dir)
    driver.frames(1)
    assert scene.coaching.shown() is not None
    session.viewer = 1  # another seat has the screen
    assert scene.coaching.shown() is None
    session.viewer = 0
    session.handover_pending = True  # the screen is being handed over
    assert scene.coaching.shown() is None
    session.handover_pending = False
    driver.app.ctx.change_settings(coaching=False)
    driver.frames(1)
    assert scene.coaching.shown() is None and session.coach is None
    pygame.event.clear()


def test_the_statistics_show_hints_and_coached_games_beside_the_best_score() -> None:
    keeper = RondoStatsKeeper()
    entry = RondoEntry(opponents=("medium",), won=True, score=210, hints=7, coached=True)
    stats = RondoStats().with_entry(entry)
    panel = next(p for p in keeper.view(stats, "en").panels if p.slot == "best_score")
    assert panel.body == Breakdown("210", (("stats.rondo.hints", 7), ("stats.rondo.coached", 1)))
    plain = RondoStats().with_entry(replace(entry, hints=0, coached=False))
    panel = next(p for p in keeper.view(plain, "en").panels if p.slot == "best_score")
    assert panel.body == Figure("210")  # never helped: the panel as it always was


def test_a_move_the_judge_fails_on_gives_no_note_and_the_coach_goes_on(
    make_app, data_dir, monkeypatch
) -> None:
    from rondo_desktop.games.rondo.table import coach as coach_module

    _, session, _ = at_the_table(make_app, data_dir)
    real = coach_module.judge_move
    calls = []

    def judge_once_failing(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise KeyError("a bug")
        return real(*args, **kwargs)

    monkeypatch.setattr(coach_module, "judge_move", judge_once_failing)
    coach = Coach()  # threaded, as at the table
    plays = session.legal_plays()
    before = session.game.clone()
    coach.judge(before, PlayWord(plays[0].placements), 0)
    coach.judge(before, PlayWord(plays[0].placements), 0)
    coach.wait()
    notes = coach.take_notes()
    assert len(calls) == 2 and len(notes) == 1  # the thread lived to judge the second move


def test_a_note_never_shown_is_no_hint(make_app, data_dir) -> None:
    driver, session, _ = coached_move(make_app, data_dir)
    assert session.coached == []  # judged, not yet seen
    driver.app.ctx.change_settings(coaching=False)  # switched off before it showed
    driver.frames(5)
    assert session.coached == [] and session.hints_by_seat()[0] == 0


def test_an_exchange_and_the_play_after_it_are_one_hint(make_app, data_dir) -> None:
    driver, session, _ = at_the_table(make_app, data_dir)
    driver.app.ctx.change_settings(coaching=True)
    driver.frames(1)
    assert session.can_exchange()
    session.exchange(session.game.hand(session.current_seat)[:1])
    assert session.current_seat == 0  # the turn goes on: now the play
    assert session.coach is not None
    session.coach.wait()
    driver.frames(1)
    assert len(session.coached) == 1
    play_best(session)
    session.coach.wait()
    driver.frames(1)
    assert len(session.coached) == 1  # the play's note was shown too, in the same turn
