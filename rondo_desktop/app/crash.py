"""When something goes wrong anyway: the log file, crash reports, and keeping the game.

``configure_logging`` sends the game's log to a rotating file in the user log folder (a few
small files, never an ever-growing one). ``write_crash_report`` writes what a bug report needs
— traceback, version, platform, and which game was on the table with its seed, options and
actions, so it can be replayed exactly — and keeps only the newest reports. The autosave is
never touched: it holds the game as it was after the last complete turn.

The report knows no game: a scene on the stack, or its ``session``, that offers
``crash_details()`` (:class:`DescribesGame`) says what there is to say about its game.
"""

from __future__ import annotations

import json
import logging
import platform
import sys
import time
import traceback
from collections.abc import Mapping
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

LOG_FILE = "rondo-desktop.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3
KEEP_REPORTS = 10


def configure_logging(log_dir: Path) -> Path | None:
    """Log to ``log_dir/rondo-desktop.log``, rotated; None when the folder cannot be written.

    Without a log file the game says so once on the terminal and logs nowhere: Python's
    last-resort handler would otherwise print every warning of the run there.
    """
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = RotatingFileHandler(
            log_dir / LOG_FILE, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        print(f"rondo-desktop: no log file ({error}); the game runs without one", file=sys.stderr)
        logging.getLogger().addHandler(logging.NullHandler())
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return log_dir / LOG_FILE


@runtime_checkable
class DescribesGame(Protocol):
    """A game on the table, as a crash report tells it."""

    def crash_details(self) -> Mapping[str, Any]:
        """Plain JSON data: ``"game"`` (its registry name) first, then what replays it (seed,
        options, the actions and their count...)."""
        ...


def game_details(scenes: list[Any]) -> dict[str, Any] | None:
    """The details of the game on the table, if there is one (the topmost that offers them)."""
    for scene in reversed(scenes):
        for candidate in (scene, getattr(scene, "session", None)):
            if isinstance(candidate, DescribesGame):
                try:
                    return dict(candidate.crash_details())
                except Exception as error:  # the report must still be written
                    return {"error": f"cannot describe the game: {error!r}"}
    return None


def write_crash_report(
    log_dir: Path, error: BaseException, version: str, game: dict[str, Any] | None
) -> Path | None:
    """Write one crash report and drop the oldest beyond :data:`KEEP_REPORTS`."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    lines = [
        "Rondo Desktop crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"version: {version}",
        f"python: {sys.version.split()[0]} on {platform.platform()}",
        f"game: {_game_name(game)}",
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)),
        "game (replay it from this seed and these actions):",
        _json(game) if game is not None else "no game on the table",
        "",
    ]
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        path = log_dir / f"crash-{stamp}.txt"
        counter = 1
        while path.exists():
            path = log_dir / f"crash-{stamp}-{counter}.txt"
            counter += 1
        path.write_text("\n".join(lines), encoding="utf-8")
        # Oldest by modification time (names can sort out of order within one second).
        reports = sorted(log_dir.glob("crash-*.txt"), key=lambda p: p.stat().st_mtime_ns)
        for old in reports[:-KEEP_REPORTS]:
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        logging.getLogger(__name__).exception("cannot write a crash report")
        return None
    return path


def _game_name(game: Mapping[str, Any] | None) -> str:
    if game is None:
        return "none on the table"
    name = game.get("game")
    return name if isinstance(name, str) and name else "not named"


def _json(data: Mapping[str, Any]) -> str:
    # A detail json cannot write (a game's own object) is written as its repr, not lost.
    return json.dumps(data, ensure_ascii=False, default=repr)
