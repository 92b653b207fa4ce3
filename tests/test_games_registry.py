"""The game registry: names without loading any game, a clear error for an unknown one."""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import replace

import pytest

from rondo_desktop import games
from rondo_desktop.games import DEFAULT_GAME, GameRegistry, UnknownGame
from rondo_desktop.games.spec import SeatRange


def test_the_shipped_games_and_the_default() -> None:
    assert games.names() == ("rondo", "ronda", "allegra")
    assert DEFAULT_GAME in games.names()
    spec = games.get("rondo")
    assert spec.name == "rondo" and spec.seats == SeatRange(2, 6)
    assert spec.strengths == ("beginner", "medium", "hard", "expert")
    assert spec.default_options() == {"language": "de"}


def test_an_unknown_game_names_the_games_there_are() -> None:
    with pytest.raises(UnknownGame) as raised:
        games.get("chess")
    assert str(raised.value) == "there is no game 'chess'; the games are: rondo, ronda, allegra"
    assert isinstance(raised.value, LookupError)


def loaded_after(code: str, prefixes: tuple[str, ...]) -> list[str]:
    code += f"; import sys; print(sorted(m for m in sys.modules if m.startswith({prefixes!r})))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    return list(ast.literal_eval(out))  # a printed list of module names


def test_naming_the_games_loads_none_of_them() -> None:
    # `--game` is checked before any game's engine (or pygame) loads.
    game_modules = ("rondo_desktop.games.rondo.engine", "rondo_desktop.games.rondo", "pygame")
    assert loaded_after("from rondo_desktop import games; games.names()", game_modules) == []
    # Building the command line imports Rondo's own `solve` (and so its engine), never the spec
    # or pygame.
    parser = "from rondo_desktop import cli; cli.build_parser()"
    assert loaded_after(parser, ("rondo_desktop.games.rondo.spec", "pygame")) == []
    # Rondo's name (saves and statistics ask for it) comes without its engine or spec.
    name = "from rondo_desktop.games.rondo import NAME"
    assert loaded_after(name, ("rondo_desktop.games.rondo.", "pygame")) == []


def test_a_registry_of_ones_own() -> None:
    registry = GameRegistry()
    rondo = games.get("rondo")
    variant = replace(rondo, name="rondo_short")
    games.register(registry, variant)
    assert registry.names() == ("rondo_short",) and registry.get("rondo_short") is variant
    with pytest.raises(ValueError, match="registered already"):
        registry.register(variant)
    with pytest.raises(UnknownGame, match="the games are: rondo_short"):
        registry.get("rondo")


def test_a_spec_built_once_per_registry() -> None:
    built = []

    def factory() -> games.GameSpec:  # type: ignore[type-arg]
        built.append(1)
        return games.get("rondo")

    registry = GameRegistry((("rondo", factory),))
    assert registry.get("rondo") is registry.get("rondo") and built == [1]


def test_a_factory_must_build_the_game_it_is_registered_for() -> None:
    registry = GameRegistry((("ronda", lambda: games.get("rondo")),))
    with pytest.raises(ValueError, match="calls itself 'rondo'"):
        registry.get("ronda")


@pytest.mark.parametrize("name", ["Rondo", "two words", ""])
def test_a_game_name_is_a_lowercase_identifier(name: str) -> None:
    with pytest.raises(ValueError):
        replace(games.get("rondo"), name=name)
