"""The one command line: ``rondo-desktop`` plays; subcommands are the headless tools.

Each subcommand lives in its own module with two functions, ``add_arguments(parser)`` and
``run(args) -> int``, and is registered explicitly in ``SUBCOMMANDS`` (PyInstaller cannot see
modules found by scanning a directory). A subcommand module imports only light modules at its
top and the heavy ones (pygame, the app) inside ``run``, so ``rondo-desktop solve`` never pays
for pygame.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from rondo_desktop import __version__
from rondo_desktop.games import descriptions, unknown_game_message

# name -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "play": ("rondo_desktop.play", "sit down at a table directly: seats, seed, speed"),
    "solve": (
        "rondo_desktop.games.rondo.solve",
        "list every legal play for a holder and a hand, best first",
    ),
    "screenshot": ("rondo_desktop.screenshot", "render a scene headless and write it as a PNG"),
    "simulate": ("rondo_desktop.simulate", "play computer players against each other, headless"),
    "trace": ("rondo_desktop.trace", "play one computer-only match and print it as JSON"),
    "review": ("rondo_desktop.review", "judge each move of a saved game against the best one"),
    "serve": ("rondo_desktop.net.serve_cli", "host tables for network play, headless"),
    "join": ("rondo_desktop.net.join_cli", "seat a scripted computer at a hosted table"),
}


class Parser(argparse.ArgumentParser):
    """argparse's parser, except that a subcommand whose module sets ``ONE_LINE_ERRORS``
    (trace, whose contract says so) reports a usage error in one line on stderr."""

    one_line = False

    def error(self, message: str) -> NoReturn:
        if not self.one_line:
            super().error(message)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="rondo-desktop",
        description=f"Rondo Desktop plays card games ({'; '.join(descriptions())}). Without a "
        "subcommand the game opens.",
    )
    parser.add_argument("--version", action="version", version=f"rondo-desktop {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        sub_parser = sub.add_parser(name, help=help_text, description=help_text)
        module = importlib.import_module(module_name)
        sub_parser.one_line = getattr(module, "ONE_LINE_ERRORS", False)
        module.add_arguments(sub_parser)
    return parser


# Options whose value is notation that may begin with "-" (a visible delete card), which
# argparse would otherwise take for an option: "--holder -HAUs" becomes "--holder=-HAUs".
NOTATION_OPTIONS = ("--holder", "--hand")


def join_notation_values(argv: Sequence[str]) -> list[str]:
    joined: list[str] = []
    waiting = False
    for arg in argv:
        if waiting:
            joined[-1] = f"{joined[-1]}={arg}"
            waiting = False
        else:
            joined.append(arg)
            waiting = arg in NOTATION_OPTIONS
    return joined


def main(argv: Sequence[str] | None = None) -> int:
    # pygame prints a banner when imported; players and scripts reading our output do not want it.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args, extra = parser.parse_known_args(
        join_notation_values(sys.argv[1:] if argv is None else argv)
    )
    if extra:
        one_line = args.command and getattr(
            importlib.import_module(SUBCOMMANDS[args.command][0]), "ONE_LINE_ERRORS", False
        )
        if one_line:
            print(
                f"rondo-desktop {args.command}: error: unrecognized arguments: {' '.join(extra)}",
                file=sys.stderr,
            )
            return 2
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command is None:
        from rondo_desktop.app.app import run_game  # pygame only when the window opens

        return run_game()
    module_name, _ = SUBCOMMANDS[args.command]
    named = getattr(args, "game", None)  # None: the command's own default
    unknown = unknown_game_message(named) if named is not None else None
    if unknown is not None:
        print(f"rondo-desktop {args.command}: {unknown}", file=sys.stderr)
        return 2
    try:
        return int(importlib.import_module(module_name).run(args))
    except BrokenPipeError:
        # The reader went away (e.g. "| head"): not an error of ours. Point stdout at devnull
        # so that Python's final flush does not raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
