"""Safe JSON files in the user data folder: atomic writes and quarantine of bad files.

Settings and statistics are small JSON documents that a player (or a crash, or a full disk)
may leave broken. Reading never crashes the game: a file that cannot be trusted is renamed
aside so the player can still inspect it, and the caller starts from defaults.
"""

from __future__ import annotations

import json
import logging
import math
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# A settings or stats file is a few kilobytes; anything far larger is not ours and reading it
# whole could stall the start-up or exhaust memory.
MAX_FILE_BYTES = 256 * 1024


class UntrustedFileError(ValueError):
    """The file exists but is not a JSON object we can read."""


@dataclass(frozen=True)
class LoadResult:
    """What reading a JSON document gave: its data, or where the bad file was moved."""

    data: dict[str, Any] | None
    quarantined_to: Path | None = None


def _reject_constant(name: str) -> float:
    # NaN and Infinity are not JSON; Python accepts them by default, we do not.
    raise UntrustedFileError(f"non-standard number {name}")


def _parse(raw: bytes) -> dict[str, Any]:
    if len(raw) > MAX_FILE_BYTES:
        raise UntrustedFileError("file too large")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise UntrustedFileError(str(error)) from error
    if not isinstance(data, dict):
        raise UntrustedFileError("top level is not an object")
    return data


def quarantine(path: Path) -> Path:
    """Rename a bad file to ``<name>.corrupt-<timestamp>`` and return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():  # two bad files within one second must not overwrite each other
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    os.replace(path, target)
    return target


STALE_TEMP_SECONDS = 60.0


def remove_stale_temps(path: Path) -> None:
    """Drop temp files a killed writer left beside ``path`` (a live writer's are younger)."""
    now = time.time()
    for temp in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if now - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                temp.unlink()
        except OSError:
            pass  # gone already, or not ours to delete: harmless either way


def load_json_object(path: Path) -> LoadResult:
    """Read a JSON object; a missing file gives no data, a bad one is quarantined."""
    remove_stale_temps(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise UntrustedFileError("file too large")
        raw = path.read_bytes()
        return LoadResult(_parse(raw))
    except FileNotFoundError:
        return LoadResult(None)
    except (UntrustedFileError, IsADirectoryError, PermissionError, OSError) as error:
        log.warning("cannot read %s (%s); moving it aside and using defaults", path, error)
        try:
            moved = quarantine(path)
        except OSError as move_error:
            # A read-only folder: keep the defaults for this run, the notice still tells.
            log.error("cannot move %s aside: %s", path, move_error)
            return LoadResult(None, path)
        return LoadResult(None, moved)


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write JSON so that a crash leaves either the old or the new file, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True, allow_nan=False)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def finite_float(value: Any, low: float, high: float) -> float | None:
    """A float within [low, high], or None when the value is anything else."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        number = float(value)
    except OverflowError:  # an integer beyond any float: as out of range as it gets
        return None
    if not math.isfinite(number) or not low <= number <= high:
        return None
    return number


def bounded_int(value: Any, low: int, high: int) -> int | None:
    """An int within [low, high] (bools are not ints here), or None."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if low <= value <= high else None
