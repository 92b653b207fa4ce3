"""Allegra's table lines in this language (filled by the allegra-table engineer)."""

STRINGS: dict[str, str] = {}
