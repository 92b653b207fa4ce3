"""Ronda's engine, players, spec and trace stay pure Python: no pygame."""

import subprocess
import sys


def test_the_engine_players_spec_and_trace_do_not_import_pygame() -> None:
    code = (
        "import sys, rondo_desktop.games.ronda.engine, rondo_desktop.games.ronda.players,"
        " rondo_desktop.games.ronda.spec, rondo_desktop.games.ronda.trace, rondo_desktop.trace;"
        "assert 'pygame' not in sys.modules, 'Ronda imported pygame'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
