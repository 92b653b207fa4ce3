"""The script PyInstaller freezes: the same ``main()`` as the ``rondo-desktop`` entry point.

It exists apart from ``rondo_desktop/__main__.py`` for one reason: ``freeze_support()`` must
run before anything else in a frozen program, or ``rondo-desktop simulate --jobs N`` would make
each worker process on Windows and macOS (which spawn instead of fork) start the whole command
line again instead of serving the pool.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from rondo_desktop.cli import main

    sys.exit(main())
