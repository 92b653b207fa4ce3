"""When something goes wrong anyway: the log file, crash reports, and keeping the game.

``configure_logging`` sends the game's log to a rotating file in the user log folder (a few
small files, never an ever-growing one). ``write_crash_report`` writes what a bug report needs
— traceback, version, platform, and the seed, options and actions of the game on the table, so
the game can be replayed exactly — and keeps only the newest reports. The autosave is never
touched: it holds the game as it was after the last complete turn.
"""

from __future__ import annotations

import json
import logging
import platform
import sys
import time
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

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


def game_details(scenes: list[Any]) -> dict[str, Any] | None:
    """The seed, options and actions of the game on the table, if one is (the topmost)."""
    for scene in reversed(scenes):
        session = getattr(scene, "session", None)
        if session is not None and hasattr(session, "to_dict"):
            try:
                details: dict[str, Any] = session.to_dict()
                return details
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
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)),
        "game (replay it from this seed and these actions):",
        json.dumps(game, ensure_ascii=False) if game is not None else "no game on the table",
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
