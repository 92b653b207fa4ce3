"""The recent games: the last 20 finished games, atomic, bad files set aside and told."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rondo_desktop.app import storage
from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.recent import MAX_RECENT, MAX_RECENT_BYTES, RecentGames
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.file_notices import show_recent_notice
from rondo_desktop.games.rondo.review import review_game
from rondo_desktop.games.rondo.table.results import ResultsScene
from tests.games.rondo.table.helpers import greedy_session
from tests.games.rondo.table.session_helpers import play_to_the_end


def a_save(seed: int) -> dict:
    """A game's own save as far as the store cares (it never replays it)."""
    return {"format": "rondo-game", "version": 2, "options": {"seed": seed}, "actions": []}


def summary(seed: int) -> dict:
    return {"names": ["You", "Ada"], "scores": [seed, 10], "winners": [0]}


def test_the_21st_game_pushes_out_the_oldest(tmp_path: Path) -> None:
    recent = RecentGames(tmp_path)
    paths = [recent.add("rondo", a_save(seed), summary(seed)) for seed in range(MAX_RECENT + 5)]
    assert all(path is not None for path in paths)
    entries = recent.entries()
    assert [e.scores[0] for e in entries] == list(range(MAX_RECENT + 4, 4, -1))  # newest first
    assert len(list((tmp_path / "recent").glob("*.json"))) == MAX_RECENT
    assert not any(path.exists() for path in paths[:5] if path is not None)
    first = entries[0]
    assert (first.game, first.names, first.winners) == ("rondo", ("You", "Ada"), (0,))
    assert first.path.name.endswith(f"-rondo-{MAX_RECENT + 4}.json")
    assert first.finished[:4].isdigit() and "T" in first.finished


def test_load_gives_the_games_own_save(tmp_path: Path) -> None:
    recent = RecentGames(tmp_path)
    recent.add("rondo", a_save(3), summary(3))
    (entry,) = recent.entries()
    assert recent.load(entry) == a_save(3)
    document = json.loads(entry.path.read_text())
    assert document["envelope"] == 2 and document["game"] == "rondo"


def test_bad_files_are_set_aside_and_told(tmp_path: Path, make_app) -> None:
    recent = RecentGames(tmp_path)
    good = recent.add("rondo", a_save(1), summary(1))
    broken = recent.add("rondo", a_save(2), summary(2))
    foreign = recent.add("rondo", a_save(3), summary(3))
    assert good and broken and foreign
    broken.write_text('{"envelope": 2, "game": "ron')
    foreign.write_text(json.dumps({"envelope": 2, "game": "rondo", "summary": "not ours"}))
    entries = recent.entries()
    assert [e.path for e in entries] == [good]
    assert not broken.exists() and not foreign.exists()
    assert len(recent.set_aside) == 2
    assert all(p.exists() and ".corrupt-" in p.name for p in recent.set_aside)
    driver = make_app()
    ctx = driver.app.ctx
    show_recent_notice(ctx, recent)
    driver.frames(1)
    top = ctx.stack.top
    assert isinstance(top, NoticeDialog)
    assert recent.set_aside[0].name in top.message


def test_a_failed_write_leaves_no_half_file_and_the_others_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    recent = RecentGames(tmp_path)
    kept = recent.add("rondo", a_save(1), summary(1))

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full_disk)
    assert recent.add("rondo", a_save(2), summary(2)) is None
    monkeypatch.undo()
    assert kept is not None and os.listdir(tmp_path / "recent") == [kept.name]
    assert [e.scores[0] for e in recent.entries()] == [1]


def test_a_game_too_large_is_not_kept(tmp_path: Path) -> None:
    huge = {**a_save(1), "actions": [{"type": "pass"}] * (MAX_RECENT_BYTES // 10)}
    assert RecentGames(tmp_path).add("rondo", huge, summary(1)) is None
    assert RecentGames(tmp_path).entries() == []


def test_a_finished_game_is_kept_once_and_can_be_reviewed(make_app, data_dir: Path) -> None:
    session = greedy_session(
        (SeatSetup("person", "You"), SeatSetup("computer", "Ada", "medium")), 4
    )
    play_to_the_end(session)
    driver = make_app()
    ctx = driver.app.ctx
    scene = ResultsScene(ctx, session)
    ctx.stack.push(scene)
    driver.frames(3)
    scene.enter()  # a second results screen for the same game counts it once
    recent = RecentGames(data_dir)
    (entry,) = recent.entries()
    assert entry.names == ("You", "Ada")
    assert entry.you == 0  # "You": the list names the seat in the language of the day
    assert entry.scores == session.game.final_scores()
    assert entry.winners == session.game.winners()
    review = review_game(recent.load(entry))
    assert review.over and review.final_scores == session.game.final_scores()
    assert review.names == ("You", "Ada") and review.persons == (0,)


def test_a_game_of_computers_alone_is_not_kept(make_app, data_dir: Path) -> None:
    computers = (SeatSetup("computer", "Ada", "medium"), SeatSetup("computer", "Bo", "medium"))
    session = greedy_session(computers, 5)
    play_to_the_end(session)
    driver = make_app()
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, session))
    driver.frames(3)
    assert RecentGames(data_dir).entries() == []


def test_games_stamped_by_a_clock_set_ahead_never_push_out_the_game_just_kept(
    tmp_path: Path,
) -> None:
    # Twenty games kept while the clock read 2099 sort after any game kept today: the new
    # game stays (it was kept for the player to review), one of the others goes.
    folder = tmp_path / "recent"
    folder.mkdir()
    recent = RecentGames(tmp_path)
    for seed in range(MAX_RECENT):
        document = {
            "envelope": 2,
            "game": "rondo",
            **a_save(seed),
            "finished": "2099-01-01T00:00:00",
            "summary": summary(seed),
        }
        (folder / f"20990101-0000{seed:02d}-rondo-{seed}.json").write_text(json.dumps(document))
    path = recent.add("rondo", a_save(99), summary(99))
    assert path is not None and path.exists()
    assert len(list(folder.glob("*.json"))) == MAX_RECENT
    assert not (folder / "20990101-000000-rondo-0.json").exists()  # the oldest of the others


def test_file_names_are_stamped_in_utc(tmp_path: Path, monkeypatch) -> None:
    # Local time goes back an hour each autumn: names in UTC keep the games in order.
    import time

    monkeypatch.setattr(
        time, "gmtime", lambda *a: time.struct_time((2030, 5, 6, 7, 8, 9, 0, 126, 0))
    )
    path = RecentGames(tmp_path).add("rondo", a_save(5), summary(5))
    assert path is not None and path.name == "20300506-070809-rondo-5.json"


def test_names_from_a_file_are_kept_printable(tmp_path: Path) -> None:
    # A file edited by hand, or a name typed with bidi marks: only what can be drawn is kept,
    # as for every other name read from a file (game_setup.clean_text).
    odd = {"names": ["أ\u200fب", "\u202eAda\u202c ", "\u2066\u2069"], "scores": [1, 2, 3]}
    assert RecentGames(tmp_path).add("rondo", a_save(3), {**odd, "winners": [1]}) is not None
    assert RecentGames(tmp_path).entries()[0].names == ("أب", "Ada", "")
