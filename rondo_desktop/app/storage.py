"""Safe JSON files in the user data folder: atomic writes and quarantine of bad files.

Settings, statistics and the autosave are JSON documents that a player (or a crash, or a full
disk) may leave broken. Reading never crashes the game: a file whose *content* cannot be
trusted is renamed aside so the player can still inspect it, and the caller starts from
defaults. A file that merely could not be *read* this time (no permission, a disk or network
error, a lock held by another program) is left exactly where it is: its content may be fine,
so the caller uses defaults for this run and must not write over it.
"""

from __future__ import annotations

import json
import logging
import math
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# A settings or stats file is a few kilobytes; anything far larger is not ours and reading it
# whole could stall the start-up or exhaust memory.
MAX_FILE_BYTES = 256 * 1024
# The autosave grows with every action, and exchanges can be repeated without limit: a long
# game passes 256 KB. The engine refuses saves of more than 20,000 actions (save.MAX_ACTIONS),
# which even written out at their longest stay far below this (a test in
# tests/app/test_unreadable_files.py checks it); a file of 100 MB is refused before it is read.
MAX_SAVE_BYTES = 16 * 1024 * 1024


class UntrustedFileError(ValueError):
    """The file exists but is not a JSON object we can read."""


@dataclass(frozen=True)
class LoadResult:
    """What reading a JSON document gave: its data, where the bad file was moved, or neither.

    ``unreadable`` means the file is there but could not be read this time; it was left in
    place, and the caller must not write over it while it stands in defaults for it.
    ``stuck`` means the content was bad but the file could not be moved aside (a read-only
    folder): ``quarantined_to`` is then the file itself, still in its place.
    """

    data: dict[str, Any] | None
    quarantined_to: Path | None = None
    unreadable: bool = False
    stuck: bool = False


def _reject_constant(name: str) -> float:
    # NaN and Infinity are not JSON; Python accepts them by default, we do not.
    raise UntrustedFileError(f"non-standard number {name}")


def _parse(raw: bytes, max_bytes: int) -> dict[str, Any]:
    if len(raw) > max_bytes:
        raise UntrustedFileError("file too large")
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        # ValueError covers JSONDecodeError, UnicodeDecodeError and an integer of more than
        # 4,300 digits, which Python refuses to convert (sys.set_int_max_str_digits).
        raise UntrustedFileError(str(error)) from error
    if not isinstance(data, dict):
        raise UntrustedFileError("top level is not an object")
    return data


def quarantine(path: Path, label: str = "corrupt") -> Path:
    """Rename a file to ``<name>.<label>-<timestamp>`` and return the new path.

    The label says why: ``corrupt`` for bad content, ``kept`` for a file that could not be
    read but had to make room (see ``TableHooks.start_game``).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while target.exists():  # two bad files within one second must not overwrite each other
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
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


def load_json_object(path: Path, max_bytes: int = MAX_FILE_BYTES) -> LoadResult:
    """Read a JSON object of at most ``max_bytes``.

    A missing file gives no data; a file with bad content is quarantined; a file that cannot
    be read now is left alone and reported as ``unreadable``.
    """
    remove_stale_temps(path)
    try:
        info = path.stat()
        # A folder or a device named like our file is as foreign as bad JSON, and will never
        # become readable by waiting; moving it aside lets the next save succeed. Checking the
        # mode (rather than catching IsADirectoryError) also covers Windows, where opening a
        # folder fails with PermissionError, and a FIFO, whose reading would block for ever.
        if not stat.S_ISREG(info.st_mode):
            raise UntrustedFileError("not a regular file")
        if info.st_size > max_bytes:
            raise UntrustedFileError("file too large")
        return LoadResult(_parse(path.read_bytes(), max_bytes))
    except FileNotFoundError:
        return LoadResult(None)
    except (UntrustedFileError, IsADirectoryError) as error:
        log.warning("cannot use %s (%s); moving it aside and using defaults", path, error)
        try:
            moved = quarantine(path)
        except OSError as move_error:
            # A read-only folder: keep the defaults for this run, the notice still tells.
            log.error("cannot move %s aside: %s", path, move_error)
            return LoadResult(None, path, stuck=True)
        return LoadResult(None, moved)
    except OSError as error:
        # No permission, an I/O error, a file locked by a virus scanner or a sync client: the
        # content may be perfectly good, so it stays where it is for a later run to read.
        log.warning("cannot read %s now (%s); leaving it in place, using defaults", path, error)
        return LoadResult(None, unreadable=True)


def keep_copy(path: Path, label: str) -> Path:
    """Copy ``path`` to ``<name>.<label>-<timestamp>`` beside it, atomically; the new path.

    Used before a repaired file is written back, so the player's original stays readable.
    Raises OSError when the copy cannot be made; the caller must then not rewrite the file.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
        counter += 1
    _write_atomic(target, path.read_bytes())
    return target


def is_newer_schema(version: Any, current: int) -> bool:
    """Whether a file says it was written by a newer version of the game than this one."""
    return isinstance(version, int) and not isinstance(version, bool) and version > current


def loses_data(original: dict[str, Any], rewritten: dict[str, Any]) -> bool:
    """Whether writing ``rewritten`` over ``original`` would drop or change any of its values.

    The schema version is left out: an older file brought up to date loses nothing.
    """
    return any(
        key not in rewritten or rewritten[key] != value
        for key, value in original.items()
        if key != "schema_version"
    )


def repair_in_place(path: Path, repaired: dict[str, Any]) -> Path:
    """Keep a copy of the player's file, then write the repaired data over it.

    Returns the copy (``<name>.original-<timestamp>``). Raises OSError when no copy could be
    made; then nothing was written and the file must be left alone.
    """
    kept = keep_copy(path, "original")
    try:
        write_json_atomic(path, repaired)
    except OSError as error:  # the original and its copy are both still there
        log.error("cannot write the repaired %s: %s", path, error)
    return kept


def folder_is_writable(folder: Path) -> bool:
    """Whether files can be created in ``folder`` (made if missing): a real try, not a guess.

    ``os.access`` is wrong for root, network drives and Windows ACLs; creating a temp file
    is what every save does first.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=folder, prefix=".write-test.", suffix=".tmp")
        os.close(fd)
        os.unlink(name)
    except OSError:
        return False
    return True


def save_slot_state(path: Path, max_bytes: int) -> str:
    """What stands in a save's place: ``missing``, ``readable`` or ``unreadable``.

    ``unreadable`` is anything a new game must not simply write over: a file that cannot be
    read now, one over the size limit, a folder or a device. Its content is not judged.
    """
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > max_bytes:
            return "unreadable"
        path.read_bytes()
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "unreadable"
    return "readable"


def json_text(data: dict[str, Any]) -> str:
    """The text ``write_json_atomic`` writes for ``data`` (what the size limits are about)."""
    return json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True, allow_nan=False) + "\n"


def write_json_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write JSON so that a crash leaves either the old or the new file, never half of one."""
    _write_atomic(path, json_text(data).encode("utf-8"))


def write_text_atomic(path: Path, text: str) -> None:
    """``text`` in UTF-8, written like :func:`write_json_atomic` (flushed to the disk, then put
    in place in one step): the writer of every file a player must not lose, e.g. a hosted
    table's autosave (net may import this module: it needs no pygame)."""
    _write_atomic(path, text.encode("utf-8"))


def _write_atomic(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
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


@dataclass(kw_only=True)
class GuardedFile:
    """What the settings and the statistics stores share: one player's JSON file, read with
    every mishap recorded for the player's notice, repaired with the original kept, and never
    written over while defaults stand in for a file that is still there.

    A store sets ``path`` (a property) and ``LABEL`` (its name in the log), calls
    :meth:`read_document` in its ``load`` and :meth:`write_document` in its ``save``.
    """

    LABEL = "file"
    # Screenshots and tests with overrides must never write the player's file.
    read_only: bool = False
    # Set by load() when the file's content was bad: where it went, for the player's notice.
    quarantined_to: Path | None = None
    # Set by load() when the file is there but could not be read: the defaults loaded stand in
    # for it, and save() must not replace the player's real file with them.
    unreadable: bool = False
    # Set by load() when the bad file could not be moved aside (a read-only folder).
    stuck: bool = False
    # Set by load() when the file was written by a newer version: defaults stand in for it,
    # and save() leaves it for that version to read again.
    newer: bool = False
    # Set by load() when invalid values were repaired: the player's file as it was.
    original_kept: Path | None = None
    # Set when a repair was needed but no copy of the original could be made.
    _hands_off: bool = False

    @property
    def path(self) -> Path:
        raise NotImplementedError

    def read_document(self, schema_version: int) -> dict[str, Any] | None:
        """The file's content, or None when defaults must stand in for it (no file, a bad one
        moved aside, one unreadable now, or one of a newer version); the flags say which."""
        result = load_json_object(self.path)
        self.quarantined_to, self.stuck = result.quarantined_to, result.stuck
        self.unreadable = result.unreadable
        self.newer, self.original_kept, self._hands_off = False, None, False
        if result.data is None:
            return None
        version = result.data.get("schema_version")
        if is_newer_schema(version, schema_version):
            # Its fields may mean something else now; guessing could garble the player's
            # values, and writing would drop what the newer version added.
            log.warning("%s: written by a newer version (%r); not using it", self.LABEL, version)
            self.newer = True
            return None
        return result.data

    def repair_document(self, repaired: dict[str, Any]) -> None:
        """Write the repaired content back once, the original kept beside it first: the next
        read is clean, so loading again does not pile up copies."""
        if self.read_only:
            return
        try:
            self.original_kept = repair_in_place(self.path, repaired)
        except OSError as error:
            log.error(
                "%s: cannot keep a copy of %s, not repairing: %s", self.LABEL, self.path, error
            )
            self._hands_off = True

    @property
    def may_write(self) -> bool:
        return not (self.read_only or self.unreadable or self.newer or self._hands_off)

    def write_document(self, data: dict[str, Any]) -> bool:
        """Write the file if that loses nothing of the player's; whether it was written."""
        if not self.may_write:
            return False
        try:
            write_json_atomic(self.path, data)
        except OSError as error:
            # Losing a preference or a game's count is bad; crashing the game over it is worse.
            log.error("cannot save %s to %s: %s", self.LABEL, self.path, error)
            return False
        return True
