"""Allegra's engine, spec and trace stay pure Python: no pygame."""

import subprocess
import sys


def test_the_engine_spec_and_trace_do_not_import_pygame() -> None:
    code = (
        "import sys, rondo_desktop.games.allegra.engine, rondo_desktop.games.allegra.spec,"
        " rondo_desktop.games.allegra.trace, rondo_desktop.games.allegra.catalogs;"
        "assert 'pygame' not in sys.modules, 'Allegra imported pygame'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
