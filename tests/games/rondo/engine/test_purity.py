import subprocess
import sys


def test_engine_does_not_import_pygame() -> None:
    code = (
        "import sys, rondo_desktop.games.rondo.engine, rondo_desktop.games.rondo.engine.save;"
        "assert 'pygame' not in sys.modules, 'the engine imported pygame'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
