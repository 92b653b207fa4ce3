"""``rondo-desktop review``: a saved game's moves judged against the best ones, headless.

    rondo-desktop review SAVE.json [--json]

SAVE.json is a game's own save: the autosave (``autosave-rondo.json`` in the data folder) or
a recent game (``recent/*.json``). The game is the one its envelope names; a file without an
envelope (0.1.0 and 0.2.0 wrote them) is tried with every game that offers a review. The
review is the game's (``GameSpec.review``): with ``--json`` a JSON array, one object per move
after the start phase; without, one readable line per move and each seat's summary. The same
file always prints the same bytes.

A file that cannot be reviewed (missing, a folder, too large, not JSON, nested too deep,
another game's, impossible moves) prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import stat
import sys
from pathlib import Path
from typing import Any

USAGE_ERROR = 2
ONE_LINE_ERRORS = True  # the contract: errors are one line on stderr (cli.py)
PROG = "rondo-desktop review"


class ReviewError(Exception):
    """Why the file cannot be reviewed, in one line."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("save", metavar="SAVE.json", help="a saved game: autosave or recent")
    parser.add_argument("--json", action="store_true", help="print a JSON array, one per move")


def read_save(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``; ReviewError for anything that is not one we may read."""
    from rondo_desktop.app.storage import MAX_SAVE_BYTES

    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):  # a folder, or a FIFO whose reading would block
            raise ReviewError(f"{path} is not a file")
        if info.st_size > MAX_SAVE_BYTES:
            raise ReviewError(f"{path} is too large to be a saved game")
        with path.open("rb") as file:
            raw = file.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise ReviewError(f"{path}: no such file") from None
    except OSError as error:
        raise ReviewError(f"cannot read {path}: {error.strerror or error}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise ReviewError(f"{path} is too large to be a saved game")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except RecursionError:
        raise ReviewError(f"{path} is nested too deeply to be a saved game") from None
    except ValueError as error:  # not UTF-8, not JSON, NaN, an integer of 5,000 digits
        raise ReviewError(f"{path} is not a saved game (not JSON: {error})") from None
    if not isinstance(data, dict):
        raise ReviewError(f"{path} is not a saved game (not a JSON object)")
    return data


def _no_constant(name: str) -> float:
    raise ValueError(f"non-standard number {name}")


def review_document(data: dict[str, Any], as_json: bool) -> str:
    """The review's text for the save ``data`` (envelope and all); ReviewError when none."""
    from rondo_desktop import games
    from rondo_desktop.app.saves import open_envelope
    from rondo_desktop.games.spec import SaveRefused

    if "envelope" in data or "game" in data:
        named = data.get("game")
        candidates = [named] if isinstance(named, str) and named in games.names() else []
        if not candidates:
            raise ReviewError(f"the save is of a game this version does not know: {named!r}")
    else:
        candidates = [name for name in games.names() if games.get(name).review is not None]
    refusal = "no game offers a review"
    for name in candidates:
        reviewer = games.get(name).review
        if reviewer is None:
            raise ReviewError(f"the game {name!r} offers no review")
        try:
            review = reviewer.review(open_envelope(data, name))
        except (SaveRefused, ValueError, TypeError, LookupError, RecursionError) as error:
            refusal = f"cannot review it as a game of {name}: {_one_line(error)}"
            continue
        if as_json:
            return json.dumps(reviewer.to_json(review)) + "\n"
        return "".join(f"{line}\n" for line in reviewer.to_lines(review))
    raise ReviewError(refusal)


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= 300 else text[:297] + "..."


def run(args: argparse.Namespace) -> int:
    try:
        text = review_document(read_save(Path(args.save)), args.json)
    except ReviewError as error:
        print(f"{PROG}: {_one_line(error)}", file=sys.stderr)
        return USAGE_ERROR
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:
        # A console that cannot show a name's letters (Windows' cp1252 and an emoji): show
        # them as "?" rather than stop with a traceback halfway through.
        encoding = sys.stdout.encoding or "ascii"
        sys.stdout.write(text.encode(encoding, "replace").decode(encoding))
    return 0
