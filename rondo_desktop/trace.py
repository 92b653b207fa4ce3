"""``rondo-desktop trace``: one computer-only match as one JSON document, for checkers.

    rondo-desktop trace --game ronda --seats S1,S2[,S3,S4] --seed N [--out FILE]

The game's spec writes the document (``GameSpec.trace``); the same seed and seats give
byte-identical output. A bad argument, or a game that offers no trace, prints one line on
stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from rondo_desktop.games import add_game_argument

USAGE_ERROR = 2
ONE_LINE_ERRORS = True  # the contract: usage errors are one line on stderr (cli.py)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_argument(parser)
    parser.add_argument(
        "--seats", required=True, help="each seat's computer strength, e.g. medium,beginner"
    )
    parser.add_argument("--seed", required=True, help="the match's seed, a whole number >= 0")
    parser.add_argument("--out", metavar="FILE", help="write the JSON here instead of stdout")


def _fail(message: str) -> int:
    print(f"rondo-desktop trace: {message}", file=sys.stderr)
    return USAGE_ERROR


def run(args: argparse.Namespace) -> int:
    from rondo_desktop import games

    spec = games.get(args.game)
    if spec.trace is None:
        return _fail(f"the game {spec.name!r} offers no trace")
    try:
        seed = int(args.seed)
    except ValueError:
        return _fail(f"--seed must be a whole number, not {args.seed!r}")
    seats = [s.strip().lower() for s in args.seats.split(",")]
    if not all(seats):
        return _fail(f"--seats lists an empty seat: {args.seats!r}")
    try:
        document = spec.trace(seats, seed)
    except ValueError as error:
        return _fail(str(error))
    text = json.dumps(document) + "\n"
    if args.out is None:
        sys.stdout.write(text)
        return 0
    try:
        write_atomically(Path(args.out), text)
    except OSError as error:
        return _fail(f"cannot write {args.out}: {error.strerror or error}")
    return 0


def write_atomically(path: Path, text: str) -> None:
    """Write a temporary file beside ``path``, then put it in place in one step."""
    folder = path.parent if str(path.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
