"""Continue on a game saved by 0.1.0, whose plays include words the new word lists dropped.

The saves in tests/data/0.1.0 were written by 0.1.0 itself (see the README there). Continue
must resume them, the game must play to its results, and the statistics must count it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from rondo_desktop.app.saves import autosave_path
from rondo_desktop.games.rondo.engine.actions import action_to_dict
from rondo_desktop.games.rondo.engine.events import Played
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.table.hooks import TableHooks
from rondo_desktop.games.rondo.table.results import ResultsScene
from rondo_desktop.games.rondo.table.scene import TableScene

OLD_SAVES = Path(__file__).parent.parent / "data" / "0.1.0"


def continue_old_save(make_app, data_dir: Path, name: str):  # type: ignore[no-untyped-def]
    shutil.copyfile(OLD_SAVES / name, autosave_path(data_dir))
    driver = make_app(hooks=TableHooks(speed=float("inf")))
    ctx = driver.app.ctx
    assert ctx.has_saved_game()
    ctx.hooks.continue_game(ctx)
    driver.frames(2)
    assert isinstance(driver.top, TableScene), type(driver.top)
    return driver


def words_played(session) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.word for e in session.game.log if isinstance(e, Played)]


def test_continue_resumes_a_0_1_0_save_with_dropped_words_and_plays_it_out(
    make_app, data_dir: Path
) -> None:
    driver = continue_old_save(make_app, data_dir, "autosave-de-tugba.json")
    session = driver.top.session
    saved = json.loads((OLD_SAVES / "autosave-de-tugba.json").read_text(encoding="utf-8"))
    # At top speed the computers go on at once; the saved game is where they started from.
    resumed = [action_to_dict(a) for a in session.game.history[:15]]
    assert resumed == saved["actions"]
    assert "TUGBA" in words_played(session) and "TUGBA" not in load_lexicon("de")
    for _ in range(3000):
        driver.frames(1)
        if isinstance(driver.top, ResultsScene):
            break
    assert isinstance(driver.top, ResultsScene) and session.is_over


def test_a_resumed_0_1_0_game_counts_in_the_statistics(make_app, data_dir: Path) -> None:
    driver = continue_old_save(make_app, data_dir, "autosave-de-person.json")
    session = driver.top.session
    ada = session.game.log
    assert {"OPHOVEN", "RANICKI"} <= {e.word for e in ada if isinstance(e, Played) and e.seat == 0}
    # The next autosave records both lists: the old one for the plays made with it.
    session.autosave()
    saved = json.loads(autosave_path(data_dir).read_text(encoding="utf-8"))
    assert saved["version"] == 2 and saved["word_lists"] == [[0, 1], [21, 2]]
    store = driver.app.ctx.stats_store
    before = store.load().games_played
    for _ in range(400):
        if session.is_over:
            break
        if session.is_human_turn:
            plays = session.legal_plays()
            if plays:
                session.play(plays[0].placements)
            else:
                session.pass_turn()
        driver.frames(1)
    for _ in range(600):
        if isinstance(driver.top, ResultsScene):
            break
        driver.frames(1)
    assert isinstance(driver.top, ResultsScene) and session.is_over
    stats = store.load()
    assert stats.games_played == before + 1
    summary = session.summaries()[0]
    # Ada's words from before the new list count in her game's summary and her best word.
    assert summary.words >= 2 and summary.best_word is not None
    assert stats.best_word_points >= summary.best_points > 0
