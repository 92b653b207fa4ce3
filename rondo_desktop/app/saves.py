"""Where the saved games live, one file per game and slot, and the envelope that names the game.

There are two save slots per game. The menu's game (New game, Continue) is
``autosave-<game>.json``. A game started from the command line (``rondo-desktop play``) saves
to ``autosave-<game>-play.json``, so a quick game from a terminal never costs the player the
game waiting behind Continue; a later ``play --continue`` resumes it from there.

A save is the game's own JSON object with two keys of the host's beside its own (the
envelope, version 2): ``"envelope": 2`` and ``"game": "<name>"``. The game's keys stay where
they were, so version 0.2.0 still reads a Rondo save written today.

Versions 0.1.0 and 0.2.0 knew one game and wrote ``autosave.json`` (and ``autosave-play.json``)
without an envelope (envelope 1): those files are Rondo's. Continue finds them where they are
and migrates them: the new file is written atomically first, and only then the old one is
renamed aside to ``<name>.migrated-<timestamp>``, never deleted. Keeping it there but unused
(rather than reading it in place for ever) matters: once the game in the new file ends and that
file is removed, an old file still in place would come back behind Continue as a stale game.
When the new file cannot be written, the old one is read in place and left untouched.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from rondo_desktop.app.storage import MAX_SAVE_BYTES, quarantine, write_json_atomic
from rondo_desktop.games import DEFAULT_GAME, names
from rondo_desktop.games.spec import SaveRefused

log = logging.getLogger(__name__)

Slot = Literal["menu", "play"]
MENU_SLOT: Slot = "menu"
PLAY_SLOT: Slot = "play"
ENVELOPE_VERSION = 2
# The one game that versions 0.1.0 and 0.2.0 knew: every file they wrote is this game's.
LEGACY_GAME = DEFAULT_GAME
LEGACY_FILES: dict[Slot, str] = {MENU_SLOT: "autosave.json", PLAY_SLOT: "autosave-play.json"}
# The label of an old file once its game lives in the new one.
MIGRATED = "migrated"


def autosave_path(data_dir: Path, slot: Slot = MENU_SLOT, game: str = DEFAULT_GAME) -> Path:
    """Where ``game``'s save in ``slot`` is written."""
    suffix = "-play" if slot == PLAY_SLOT else ""
    return data_dir / f"autosave-{game}{suffix}.json"


def legacy_path(data_dir: Path, slot: Slot = MENU_SLOT) -> Path:
    """Where 0.1.0 and 0.2.0 kept the save of ``slot`` (their one game's)."""
    return data_dir / LEGACY_FILES[slot]


def _present(path: Path) -> bool:
    return path.exists() or path.is_symlink()


def saved_game_path(data_dir: Path, slot: Slot = MENU_SLOT, game: str = DEFAULT_GAME) -> Path:
    """Where ``game``'s save in ``slot`` is now: its own file, or else an old version's file
    not migrated yet; its own file's place when there is neither."""
    path = autosave_path(data_dir, slot, game)
    if not _present(path) and game == LEGACY_GAME:
        old = legacy_path(data_dir, slot)
        if _present(old):
            return old
    return path


def has_saved_game(data_dir: Path, game: str = DEFAULT_GAME) -> bool:
    """Whether the menu offers Continue for ``game``.

    Anything in the save's place counts, also a folder or a file that cannot be read: Continue
    then says what is wrong, where hiding it would leave the player's games silently unsaved.
    """
    return _present(saved_game_path(data_dir, MENU_SLOT, game))


def latest_saved_game(data_dir: Path, games: Iterable[str]) -> str | None:
    """Of ``games``, the one whose menu save was written last (the game in progress); None
    when none has one. As for Continue, anything in a save's place counts."""
    found: list[tuple[int, int, str]] = []
    for rank, game in enumerate(games):
        path = saved_game_path(data_dir, MENU_SLOT, game)
        if not _present(path):
            continue
        try:
            written = path.lstat().st_mtime_ns
        except OSError:
            written = 0
        found.append((written, -rank, game))  # on equal times the first registered wins
    return max(found)[2] if found else None


def seal(game: str, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a game's save) in the envelope that names ``game``."""
    return {"envelope": ENVELOPE_VERSION, "game": game, **data}


def open_envelope(data: dict[str, Any], game: str) -> dict[str, Any]:
    """The save of ``game`` inside ``data``; SaveRefused for another game's, an unknown game's
    or a newer version's, which the caller sets aside like any save it cannot read."""
    if "envelope" not in data and "game" not in data:
        return data  # envelope 1: 0.1.0 and 0.2.0 wrote the game's own object only
    version, named = data.get("envelope"), data.get("game")
    if not isinstance(version, int) or isinstance(version, bool) or version < ENVELOPE_VERSION:
        raise SaveRefused(f"the save's envelope version {version!r} is not one this app wrote")
    if version > ENVELOPE_VERSION:
        raise SaveRefused(f"the save was written by a newer version (envelope {version})")
    if named not in names():
        raise SaveRefused(f"the save is of a game this version does not know: {named!r}")
    if named != game:
        raise SaveRefused(f"the save is {named!r}'s, not {game!r}'s")
    return {key: value for key, value in data.items() if key not in ("envelope", "game")}


def migrate(data_dir: Path, slot: Slot = MENU_SLOT, game: str = DEFAULT_GAME) -> Path:
    """The file to read ``game``'s save in ``slot`` from, after moving an old version's file
    into the game's own (see the module's notes); the old file is renamed aside, never
    deleted, and only after the new one is safely written."""
    path = saved_game_path(data_dir, slot, game)
    target = autosave_path(data_dir, slot, game)
    if path == target:
        return path
    try:
        raw = path.read_bytes()
        if len(raw) > MAX_SAVE_BYTES:
            return path
        data = json.loads(raw)
    except (OSError, ValueError, RecursionError):
        return path  # Continue reads it in place and says what is wrong with it
    if not isinstance(data, dict) or "envelope" in data:
        return path
    try:
        write_json_atomic(target, seal(game, data))
    except OSError as error:
        log.warning("cannot migrate %s to %s, reading it in place: %s", path, target, error)
        return path
    try:
        kept = quarantine(path, MIGRATED)
    except OSError as error:
        # Two copies of one game would bring the old one back after this one ends: the copy
        # just written goes, the player's file stays and is read in place.
        log.warning("cannot move %s aside after migrating it: %s", path, error)
        target.unlink(missing_ok=True)
        return path
    log.info("the saved game %s now lives in %s (the old file is %s)", path, target, kept)
    return target
