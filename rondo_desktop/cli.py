"""The one command line: ``rondo-desktop`` plays; subcommands are the headless tools.

Each subcommand lives in its own module with two functions, ``add_arguments(parser)`` and
``run(args) -> int``, and is registered explicitly in ``SUBCOMMANDS`` (PyInstaller cannot see
modules found by scanning a directory). Modules are imported only when their subcommand runs,
so ``rondo-desktop solve`` never pays for pygame.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from rondo_desktop import __version__

# name -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rondo-desktop",
        description="Rondo, the German word card game. Without a subcommand the game opens.",
    )
    parser.add_argument("--version", action="version", version=f"rondo-desktop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        sub_parser = sub.add_parser(name, help=help_text, description=help_text)
        importlib.import_module(module_name).add_arguments(sub_parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        print("Rondo Desktop: the table is coming. The rules engine is ready; the window is next.")
        return 0
    module_name, _ = SUBCOMMANDS[args.command]
    return int(importlib.import_module(module_name).run(args))


if __name__ == "__main__":
    sys.exit(main())
