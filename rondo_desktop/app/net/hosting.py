"""The pieces of network play the menus reach for but do not own, imported when first used:
the embedded host (``net.embedded``), the finder of hosts on the home network
(``net.discovery``) and the table over the network (``app.net.remote_table``).

Imported lazily (a plain import statement inside each function, never a module named in a
string) and only through this one module: starting the app never opens a socket,
a build without one of them still shows the menus (the screen says what is missing), and a
test replaces one function here instead of a whole package.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from rondo_desktop.app.context import AppContext
    from rondo_desktop.app.net.background import Background
    from rondo_desktop.app.net.link import LinkLike
    from rondo_desktop.app.scene import Scene

log = logging.getLogger(__name__)


class SavedTable(Protocol):
    """A table the embedded host autosaved (``net.embedded.SavedTable``)."""

    path: Path
    game: str
    code: str
    names: Sequence[str]
    moves: int


class FoundHost(Protocol):
    """A host found on the home network (``net.discovery.FoundHost``)."""

    name: str
    address: str
    port: int
    tls: bool


class EmbeddedHost(Protocol):
    def start(self) -> int: ...

    def addresses(self) -> list[str]: ...

    def stop(self) -> None: ...

    def saved_tables(self) -> list[Any]: ...

    def resume(self, path: Path) -> str: ...

    def owner_of(self, code: str) -> str | None: ...


class Browser(Protocol):
    def hosts(self) -> list[Any]: ...

    def close(self) -> None: ...


class Unavailable(Exception):
    """This build has no such piece (its module is missing): the screen says so."""


class Damaged(Exception):
    """A table's autosave cannot be read: it was set aside (``name``: the file's new name)."""

    def __init__(self, moved: Path) -> None:
        super().__init__(str(moved))
        self.name = moved.name


def tables_folder(data_dir: Path) -> Path:
    """Where the embedded host autosaves its tables (``net.embedded``'s folder)."""
    return data_dir / "network" / "tables"


def set_aside(path: Path) -> Path:
    """Move a damaged table autosave aside (renamed in its folder, never deleted)."""
    from rondo_desktop.app.storage import quarantine

    moved = quarantine(path)
    log.warning("the hosted table %s cannot be read: set aside as %s", path, moved)
    return moved


def set_aside_damaged(data_dir: Path) -> list[Path]:
    """Every table autosave that cannot be read, set aside: where each went (the Host screen
    tells the player, as it does for a damaged saved game)."""
    try:
        from rondo_desktop.net.autosave import AutosaveRefused, read_table_save
    except ImportError:
        return []
    moved: list[Path] = []
    for path in sorted(tables_folder(data_dir).glob("table-*.json")):
        try:
            read_table_save(path)
        except AutosaveRefused:
            try:
                moved.append(set_aside(path))
            except OSError as error:  # left where it is; offered nowhere, still kept
                log.warning("cannot set %s aside: %s", path, error)
        except OSError as error:  # unreadable this time: its content may be fine
            log.warning("cannot read the hosted table %s: %s", path, error)
    return moved


def _missing(name: str, error: ImportError) -> Unavailable:
    log.warning("network play: %s is not available: %s", name, error)
    return Unavailable(name)


# Each piece is imported by a plain (lazy) import statement: a PyInstaller bundle follows
# those, never a module named in a string.


def embedded_host(data_dir: Path, name: str = "") -> EmbeddedHost:
    """A host for this app's tables (not started yet); Unavailable without one."""
    try:
        from rondo_desktop.net import embedded
    except ImportError as error:
        raise _missing("rondo_desktop.net.embedded", error) from error
    return embedded.EmbeddedHost(data_dir, name=name)


def saved_tables(data_dir: Path) -> list[SavedTable]:
    """The tables this app hosted and autosaved, to host again ([] when none or no host)."""
    try:
        return list(embedded_host(data_dir).saved_tables())
    except (Unavailable, OSError, ValueError) as error:
        log.warning("cannot list the saved network tables: %s", error)
        return []


def browser_in_background() -> Background[Browser | None]:
    """:func:`browser` started on a thread of its own (zeroconf's start may wait on the
    network); the Join screen asks each frame whether it is there."""
    from rondo_desktop.app.net.background import Background

    return Background(lambda: browser(), "host finder start")


def close_in_background(browser: Browser) -> None:
    """Close a finder on a thread (its close joins a thread that may be asking a host)."""
    from rondo_desktop.app.net.background import in_background

    in_background(browser.close, "host finder close")


def browser() -> Browser | None:
    """A finder of the hosts on the home network, running; None when it cannot run."""
    try:
        from rondo_desktop.net import discovery

        return discovery.Browser()
    except ImportError as error:
        _missing("rondo_desktop.net.discovery", error)
        return None
    except Exception:  # discovery must never take the Join screen down with it
        log.exception("cannot look for hosts on the network")
        return None


def open_remote_table(ctx: AppContext, link: LinkLike) -> Scene | None:
    """The table of the game ``link`` is seated at (``app.net.remote_table``); Unavailable
    when this app cannot show it (``RemoteRefused``: a game it cannot play remotely, a state
    it cannot read)."""
    try:
        from rondo_desktop.app.net import remote_table
    except ImportError as error:
        raise _missing("rondo_desktop.app.net.remote_table", error) from error
    try:
        scene: Scene | None = remote_table.open_remote_table(ctx, link)
    except ValueError as error:  # RemoteRefused
        log.warning("cannot open the network table: %s", error)
        raise Unavailable(str(error)) from error
    return scene
