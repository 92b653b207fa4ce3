"""How autosave-de-person.json was made (run at commit d320e51, rondo-desktop 0.1.0).

    uv run python tests/data/0.1.0/make_person_autosave.py DROPPED_WORDS_FILE

A person (Ada) against Medium and Medium, German, no sand timer, through the app's own
TableHooks players, GameSession and GameSession.autosave. Ada always lays the play the Hint
would show (the first of the legal plays). The game is stopped at Ada's turn, at least six
actions after Ada laid a word that the later word lists dropped.
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
    dropped = set(Path(sys.argv[1]).read_text().split())
    hooks = TableHooks(speed=float("inf"))
    toolbox = hooks.toolbox("de")
    seats = (
        SeatSetup("person", "Ada", None),
        SeatSetup("computer", "Computer 1", "medium"),
        SeatSetup("computer", "Computer 2", "medium"),
    )
    for seed in range(1, 400):
        data = Path(f"/tmp/lx/person/{seed}")
        shutil.rmtree(data, ignore_errors=True)
        data.mkdir(parents=True)
        session = GameSession.new(
            GameSetup(seats, "de", None),
            seed,
            toolbox.lexicon,
            toolbox.deck,
            hooks.factory("de", seed, None),
            data_dir=data,
            threaded=False,
        )
        hit_at = None
        while not session.is_over:
            if session.is_human_turn:
                if hit_at is not None and len(session.game.history) >= hit_at + 6:
                    break
                plays = session.legal_plays()
                session.play(plays[0].placements) if plays else session.pass_turn()
            else:
                session.update(0.1)
            mine = {e.word for e in session.game.log if isinstance(e, Played) and e.seat == 0}
            if hit_at is None and mine & dropped:
                hit_at = len(session.game.history)
        if hit_at is not None and not session.is_over:
            session.autosave()
            session.close()
            print(seed, len(session.game.history), sorted(mine & dropped), autosave_path(data))
            return
        session.close()


if __name__ == "__main__":
    main()
