"""Where the saved games live. The table issue writes and reads them; the menu only asks.

There are two save slots. The menu's game (New game, Continue) is ``autosave.json``. A game
started from the command line (``rondo-desktop play``) saves to ``autosave-play.json``, so a
quick game from a terminal never costs the player the game waiting behind Continue; a later
``play --continue`` resumes it from there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

Slot = Literal["menu", "play"]
MENU_SLOT: Slot = "menu"
PLAY_SLOT: Slot = "play"
AUTOSAVE_FILE = "autosave.json"
SLOT_FILES: dict[Slot, str] = {MENU_SLOT: AUTOSAVE_FILE, PLAY_SLOT: "autosave-play.json"}


def autosave_path(data_dir: Path, slot: Slot = MENU_SLOT) -> Path:
    return data_dir / SLOT_FILES[slot]


def has_saved_game(data_dir: Path) -> bool:
    """Whether the menu offers Continue.

    Anything in the save's place counts, also a folder or a file that cannot be read: Continue
    then says what is wrong, where hiding it would leave the player's games silently unsaved.
    """
    path = autosave_path(data_dir)
    return path.exists() or path.is_symlink()
