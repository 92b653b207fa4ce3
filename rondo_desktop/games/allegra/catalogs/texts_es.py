"""Allegra's menu line, setup rows, statistics and How to play in this language (filled by
the allegra-around engineer)."""

STRINGS: dict[str, str] = {}
