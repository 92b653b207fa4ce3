"""Whose texts a key is, and which keys a module of the code asks for: the host's code may use
only the host's keys, a game's code the host's and its own (tests/app/test_catalog_owners.py,
tests/app/test_files.py).

The code lives in ``rondo_desktop/``: each game in ``games/<name>/`` (its texts listed in
``games.KNOWN_TEXTS``), the host everywhere else (``app/``, the command line, ``games/*.py``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from rondo_desktop import games
from rondo_desktop.app.i18n import HOST_CATALOGS

PACKAGE = Path(__file__).resolve().parents[2] / "rondo_desktop"
GAMES = PACKAGE / "games"
HOST = "host"
# A key named where the code asks for a text: t("menu.quit"), title_key = "rules.title",
# label_key="setup.lexicon" (the spec's fields the host reads).
USED_KEY = re.compile(r"""(?:\bt\(\s*|_key\s*=\s*)["']([a-z_]+(?:\.[a-z_0-9]+)+)["']""")


def game_names() -> tuple[str, ...]:
    """Every game package in ``games/``, with texts of its own or not (yet)."""
    return tuple(sorted(p.parent.name for p in GAMES.glob("*/__init__.py")))


def owner_of(path: Path) -> str:
    """``host``, or the name of the game whose package holds ``path``."""
    relative = path.relative_to(PACKAGE).parts
    if len(relative) > 2 and relative[0] == "games" and relative[1] in game_names():
        return relative[1]
    return HOST


def modules(owner: str) -> Iterator[Path]:
    """The code of ``owner`` (``host`` or a game), its catalogs left out."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if "catalogs" not in path.parts and owner_of(path) == owner:
            yield path


def keys_by_owner(language: str = "en") -> dict[str, Mapping[str, str]]:
    """Each owner's own texts in ``language``: the host's, then every game's."""
    texts: dict[str, Mapping[str, str]] = {HOST: HOST_CATALOGS[language]}
    for name, catalogs in games.KNOWN_TEXTS:
        texts[name] = catalogs().get(language, {})
    return texts


def keys_used(owner: str) -> set[str]:
    """The keys ``owner``'s code names where it asks for a text."""
    used: set[str] = set()
    for path in modules(owner):
        used |= set(USED_KEY.findall(path.read_text(encoding="utf-8")))
    return used


def _prefix(node: ast.AST) -> str | None:
    """The literal start of a key built at run time: f"rule.{code}" or "rule." + code."""
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = node.left
        return (
            left.value if isinstance(left, ast.Constant) and isinstance(left.value, str) else None
        )
    return None


def game_keys_named(source: str, owners: Mapping[str, Mapping[str, str]]) -> list[str]:
    """What in host ``source`` names a key only a game defines: the key itself as a string,
    or the start of a key built at run time that only one game's keys begin with."""
    host = set(owners[HOST])
    only_games = {key: name for name, texts in owners.items() if name != HOST for key in texts}
    only_games = {key: name for key, name in only_games.items() if key not in host}
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value in only_games:
            found.append(f"{node.value!r} ({only_games[node.value]}'s)")
            continue
        start = _prefix(node)
        if start is None or "." not in start or any(k.startswith(start) for k in host):
            continue
        games_with_it = {name for key, name in only_games.items() if key.startswith(start)}
        if len(games_with_it) == 1:  # several games' keys alike is the host's generic plumbing
            found.append(f"{start!r}... ({games_with_it.pop()}'s)")
    return found
