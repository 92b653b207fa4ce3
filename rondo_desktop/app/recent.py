"""The last finished games, kept for the review: ``<data dir>/recent/``, one file a game.

Every game whose spec offers a review (``GameSpec.review``) is recorded when it ends, as its
own save (seed and actions: a few kilobytes) sealed in the host's envelope (``app/saves.py``)
with two keys of this store's beside it: ``"finished"`` (ISO time) and ``"summary"`` (names,
final scores and winners, so the list is drawn without replaying anything). A file is named
``<YYYYmmdd-HHMMSS>-<game>[-<seed>].json``, so the names sort oldest first.

Bounded twice: at most :data:`MAX_RECENT` files (adding one more removes the oldest: these
are the app's own copies, kept for this list alone, not the player's saves) and at most
:data:`MAX_RECENT_BYTES` each (a game of thousands of exchanges is not kept). Written
atomically. A file whose content cannot be trusted is set aside like every other file
(``storage.quarantine``) and the store says so (:attr:`RecentGames.set_aside`) for the
screen to tell the player (``file_notices.show_recent_notice``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rondo_desktop.app.game_setup import clean_text
from rondo_desktop.app.saves import open_envelope, seal
from rondo_desktop.app.storage import json_text, load_json_object, quarantine, write_json_atomic
from rondo_desktop.games import names
from rondo_desktop.games.spec import SaveRefused

log = logging.getLogger(__name__)

FOLDER = "recent"
MAX_RECENT = 20
MAX_RECENT_BYTES = 1024 * 1024  # a real game is a few KB; 20 of these stay far below 20 MB
MAX_SEATS_LISTED = 16  # a summary naming more seats than any game has is not ours
STORE_KEYS = ("finished", "summary")
STAMP_CHARS = len("YYYYmmdd-HHMMSS")


@dataclass(frozen=True)
class RecentEntry:
    """One recent game as the list shows it."""

    path: Path
    game: str  # the registry's name
    finished: str  # ISO time the game ended
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    # The seat of the one person at the screen, named "You" in the language of the day
    # (None: several people, or none); the list names it in today's language.
    you: int | None = None
    # Each seat's kind and the seats with a default name ("Computer 1"), named in today's
    # language (empty in a file of an older version, whose names are listed as they are).
    kinds: tuple[str, ...] = ()
    unnamed: tuple[int, ...] = ()


@dataclass
class RecentGames:
    """The recent games in ``data_dir``; nothing is read or made before it is asked."""

    data_dir: Path
    limit: int = MAX_RECENT
    # What the last entries()/load() found: files moved aside (their new paths), and files
    # that were bad but could not be moved (a read-only folder).
    set_aside: list[Path] = field(default_factory=list)
    stuck: list[Path] = field(default_factory=list)

    @property
    def folder(self) -> Path:
        return self.data_dir / FOLDER

    def add(self, game: str, save: Mapping[str, Any], summary: Mapping[str, Any]) -> Path | None:
        """Keep the finished game ``save`` (the game's own save, no envelope); the file, or
        None when it is not kept (too large, a folder that cannot be written)."""
        # File names in UTC, which never goes back an hour, so they sort as the games ended;
        # the time shown in the list is the local one.
        now, stamp = time.localtime(), time.gmtime()
        try:
            document = {
                **seal(game, dict(save)),
                "finished": time.strftime("%Y-%m-%dT%H:%M:%S", now),
                "summary": _clean_summary(summary),
            }
            size = len(json_text(document).encode("utf-8"))
        except (TypeError, ValueError) as error:  # not JSON data: a caller's mistake, logged
            log.error("cannot keep the finished %s game: %s", game, error)
            return None
        if size > MAX_RECENT_BYTES:
            log.warning("the finished %s game (%d bytes) is too large to keep", game, size)
            return None
        path = self._new_path(game, save, stamp)
        try:
            write_json_atomic(path, document)
        except OSError as error:
            log.error("cannot keep the finished %s game: %s", game, error)
            return None
        self._prune(keep=path)
        return path

    def _new_path(self, game: str, save: Mapping[str, Any], now: time.struct_time) -> Path:
        options = save.get("options")
        seed = options.get("seed") if isinstance(options, Mapping) else None
        tail = f"-{seed}" if isinstance(seed, int) and not isinstance(seed, bool) else ""
        stem = f"{time.strftime('%Y%m%d-%H%M%S', now)}-{game}{tail[:24]}"
        path = self.folder / f"{stem}.json"
        counter = 1
        while path.exists():  # two games ended within one second
            path = self.folder / f"{stem}-{counter}.json"
            counter += 1
        return path

    def _files(self) -> list[Path]:
        """The store's files, oldest first: by the time their names start with, then (games
        that ended within one second) by when they were written."""
        try:
            found = [p for p in self.folder.glob("*.json") if not p.name.startswith(".")]
        except OSError:
            return []
        return sorted(found, key=lambda p: (p.name[:STAMP_CHARS], _written(p), p.name))

    def _prune(self, keep: Path) -> None:
        """Remove the oldest games beyond the limit, never ``keep`` (the game just kept,
        even when files stamped by a clock set ahead sort after it)."""
        files = [path for path in self._files() if path != keep]
        for old in files[: max(0, len(files) + 1 - self.limit)]:
            try:
                old.unlink()
            except OSError as error:
                log.warning("cannot remove the old recent game %s: %s", old, error)

    def entries(self) -> list[RecentEntry]:
        """The recent games, newest first; a file that cannot be trusted is set aside."""
        self.set_aside, self.stuck = [], []
        found: list[RecentEntry] = []
        known = names()
        for path in reversed(self._files()[-self.limit :]):
            data = self._read(path)
            entry = _entry(path, data) if data is not None else None
            if entry is None:
                if data is not None:
                    self._set_aside(path)
            elif entry.game in known:  # a newer version's game stays, unlisted
                found.append(entry)
        return found

    def load(self, entry: RecentEntry) -> dict[str, Any]:
        """The game's own save in ``entry`` (envelope opened, the store's keys left out);
        SaveRefused when it cannot be read any more (a bad file is set aside)."""
        self.set_aside, self.stuck = [], []
        data = self._read(entry.path)
        if data is None:
            raise SaveRefused(f"the recent game {entry.path.name} cannot be read")
        try:
            save = open_envelope(data, entry.game)
        except SaveRefused:
            self._set_aside(entry.path)
            raise
        return {key: value for key, value in save.items() if key not in STORE_KEYS}

    def _read(self, path: Path) -> dict[str, Any] | None:
        result = load_json_object(path, MAX_RECENT_BYTES)
        if result.quarantined_to is not None:
            (self.stuck if result.stuck else self.set_aside).append(result.quarantined_to)
        return result.data

    def _set_aside(self, path: Path) -> None:
        try:
            self.set_aside.append(quarantine(path))
        except OSError as error:
            log.error("cannot move %s aside: %s", path, error)
            self.stuck.append(path)


def _clean_summary(summary: Mapping[str, Any]) -> dict[str, Any]:
    """The list's figures as plain JSON (names as text, scores and winners as numbers)."""
    return {
        "names": [str(name) for name in summary.get("names", ())],
        "scores": [int(score) for score in summary.get("scores", ())],
        "winners": [int(seat) for seat in summary.get("winners", ())],
        "you": _you(summary.get("you")),
        "kinds": [str(kind) for kind in summary.get("kinds", ())],
        "unnamed": [int(seat) for seat in summary.get("unnamed", ())],
    }


def _you(value: Any) -> int | None:
    return int(value) if _is_int(value) and 0 <= value < MAX_SEATS_LISTED else None


def _entry(path: Path, data: dict[str, Any]) -> RecentEntry | None:
    """The list's entry for a file's ``data``; None when it is not one this store wrote."""
    game, finished, summary = data.get("game"), data.get("finished"), data.get("summary")
    if not (isinstance(game, str) and isinstance(finished, str) and isinstance(summary, dict)):
        return None
    names, scores, winners = summary.get("names"), summary.get("scores"), summary.get("winners")
    if not all(
        isinstance(v, list) and len(v) <= MAX_SEATS_LISTED for v in (names, scores, winners)
    ):
        return None
    assert isinstance(names, list) and isinstance(scores, list) and isinstance(winners, list)
    if not all(isinstance(name, str) for name in names) or not all(
        _is_int(n) for n in (*scores, *winners)
    ):
        return None
    you = _you(summary.get("you"))
    return RecentEntry(
        path,
        game,
        clean_text(finished, 40),
        tuple(clean_text(n, 40) for n in names),  # as every name from a file: printable
        tuple(scores),
        tuple(winners),
        you if you is not None and you < len(names) else None,
        *_defaults(summary, len(names)),
    )


def _defaults(summary: Mapping[str, Any], seats: int) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The seats' kinds and the unnamed seats, when the file says them sensibly; else none
    (the names are listed as they were written)."""
    kinds, unnamed = summary.get("kinds"), summary.get("unnamed")
    if not (isinstance(kinds, list) and isinstance(unnamed, list) and len(kinds) == seats):
        return (), ()
    if not all(isinstance(kind, str) and len(kind) <= 20 for kind in kinds):
        return (), ()
    if not all(_is_int(seat) and 0 <= seat < seats for seat in unnamed):
        return (), ()
    return tuple(kinds), tuple(unnamed)


def _written(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
