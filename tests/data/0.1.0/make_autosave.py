"""How autosave-de-tugba.json was made (run at commit d320e51, rondo-desktop 0.1.0).

    uv run python tests/data/0.1.0/make_autosave.py 46 47 TUGBA

The app's own pieces: TableHooks' computer players, GameSession.new and GameSession.autosave
(which writes through app/saves.autosave_path). Seats Medium, Hard, Medium; no sand timer.
The game is stopped 12 actions after a computer laid one of the target words.
"""

import os
import shutil
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.app.table.hooks import TableHooks
from rondo_desktop.app.table.session import GameSession
from rondo_desktop.engine.events import Played


def main() -> None:
    first, last, targets = int(sys.argv[1]), int(sys.argv[2]), set(sys.argv[3].split(","))
    hooks = TableHooks(speed=float("inf"))
    toolbox = hooks.toolbox("de")
    for seed in range(first, last):
        data = Path(f"/tmp/lx/app/{seed}")
        shutil.rmtree(data, ignore_errors=True)
        data.mkdir(parents=True)
        seats = (
            SeatSetup("computer", "Computer 1", "medium"),
            SeatSetup("computer", "Computer 2", "hard"),
            SeatSetup("computer", "Computer 3", "medium"),
        )
        factory = hooks.factory("de", seed, None)
        session = GameSession.new(
            GameSetup(seats, "de", None),
            seed,
            toolbox.lexicon,
            toolbox.deck,
            factory,
            data_dir=data,
            threaded=False,
        )
        hit_at = None
        while not session.is_over:
            session.update(0.1)
            words = {e.word for e in session.game.log if isinstance(e, Played)}
            if hit_at is None and targets & words:
                hit_at = len(session.game.history)
            if hit_at is not None and len(session.game.history) >= hit_at + 12:
                break
        if hit_at is not None and not session.is_over:
            session.autosave()
            session.close()
            print(seed, len(session.game.history), autosave_path(data))
            return
        session.close()


if __name__ == "__main__":
    main()
