"""SIGKILL in the middle of an autosave, many times: the previous save always loads."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.storage import load_json_object
from rondo_desktop.games.rondo.engine import load_deck
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.table.session import GameSession

KILLS = 25

# A computer-only game that autosaves after every turn, in a tight loop of new games.
WRITER = """
import sys
from pathlib import Path
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.rondo.engine import Pass, PlayWord, load_deck
from rondo_desktop.games.rondo.lexicons import load_lexicon

lexicon, deck = load_lexicon("de"), load_deck("de")
seats = (SeatSetup("computer", "A", "medium"), SeatSetup("computer", "B", "medium"))

def greedy(seat, strength):
    def choose(observation, time_left):
        plays = game.legal_plays()
        return PlayWord(plays[0].placements) if plays else Pass()
    return choose

seed = 0
print("ready", flush=True)
while True:
    seed += 1
    setup = GameSetup(seats, {"language": "de"}, 120)
    session = GameSession.new(setup, seed, lexicon, deck, greedy,
                              data_dir=Path(sys.argv[1]), threaded=False, think_seconds=0)
    game = session.game
    while not session.is_over:
        session.update(0.01)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
@pytest.mark.slow
def test_killing_the_game_while_it_saves_never_breaks_the_save(tmp_path: Path) -> None:
    rng = random.Random(2026)
    lexicon, deck = load_lexicon("de"), load_deck("de")
    path = autosave_path(tmp_path)
    restored = 0
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.02, 0.25))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        if not path.exists():
            continue  # killed before its first save: nothing to lose yet
        result = load_json_object(path)
        assert result.quarantined_to is None and result.data is not None
        session = GameSession.restore(
            path.read_bytes(),
            lambda _l: lexicon,
            lambda _l: deck,
            lambda *_: None,
            threaded=False,
        )
        assert not session.is_over
        restored += 1
    assert restored >= KILLS // 2  # most kills landed after saves had begun


def test_temp_files_of_a_killed_writer_are_cleaned_up(tmp_path: Path) -> None:
    from rondo_desktop.app.storage import STALE_TEMP_SECONDS

    target = tmp_path / "settings.json"
    stale = tmp_path / ".settings.json.abc123.tmp"
    fresh = tmp_path / ".settings.json.def456.tmp"
    for temp in (stale, fresh):
        temp.write_text("{half", encoding="utf-8")
    old = time.time() - STALE_TEMP_SECONDS - 5
    os.utime(stale, (old, old))
    load_json_object(target)
    assert not stale.exists() and fresh.exists()  # a live writer's temp file is left alone
