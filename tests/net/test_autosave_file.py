"""A hosted table's autosave is written by the app's storage writer: flushed to the disk before
it replaces the old file (review 17, finding 9), and it keeps how the table starts."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rondo_desktop.net.autosave import TableSave, read_table_save, write_table_save


def test_the_autosave_is_fsynced_and_keeps_the_start_mode_and_the_owner(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    save = TableSave(
        "K7Q4M2", "ronda", ("remote", "remote"), {}, ("Ana", "Ben"), ("a", "b"), 0, "{}",
        start="manual", started=False, owner="the-owner",
    )  # fmt: skip
    path = write_table_save(tmp_path, save)
    assert synced, "the autosave was not flushed to the disk"
    assert read_table_save(path) == save
    assert not [p for p in tmp_path.iterdir() if p != path]  # no temporary file left


def test_an_older_autosave_reads_with_no_start_fields(tmp_path: Path) -> None:
    save = TableSave("OLD123", "ronda", ("remote",), {}, ("Ana",), ("a",), 3, "{}")
    path = write_table_save(tmp_path, save)
    text = path.read_text().replace(', "start": "auto", "started": null, "owner": null', "")
    assert '"owner"' not in text
    path.write_text(text)
    read = read_table_save(path)
    assert (read.start, read.started, read.owner) == ("auto", None, None)
