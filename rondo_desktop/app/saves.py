"""Where the saved game lives. The table issue writes and reads it; the menu only asks."""

from __future__ import annotations

from pathlib import Path

AUTOSAVE_FILE = "autosave.json"


def autosave_path(data_dir: Path) -> Path:
    return data_dir / AUTOSAVE_FILE


def has_saved_game(data_dir: Path) -> bool:
    """Whether the menu offers Continue."""
    return autosave_path(data_dir).is_file()
