"""The games this app hosts, by name: the registry the command line (and later the app) asks.

Each game is a package ``rondo_desktop.games.<name>`` whose spec factory builds its
:class:`~rondo_desktop.games.spec.GameSpec`. Registration is explicit: ``KNOWN_GAMES`` lists
every game's name with a factory that imports the game only when called, because PyInstaller
follows import statements but cannot see packages found by scanning a folder, and because
naming the games (``--game`` checks, ``--help``) must not load any of them.

    from rondo_desktop import games
    games.names()                 # ('rondo', 'ronda', 'allegra')
    spec = games.get("rondo")     # UnknownGame, listing the games, for any other name

A test or a plug-in builds its own :class:`GameRegistry` and ``register``\\ s specs there.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rondo_desktop.games.spec import GameSpec

AnySpec = GameSpec[Any, Any, Any]
Catalogs = Mapping[str, Mapping[str, str]]  # language -> key -> text
SpecFactory = Callable[[], AnySpec]

# The game a bare `rondo-desktop play` (and every `--game` left out) means.
DEFAULT_GAME = "rondo"
# The option the command line's --lang sets (Rondo's word list).
LANGUAGE_OPTION = "language"


def _rondo() -> AnySpec:
    from rondo_desktop.games.rondo.spec import rondo_spec

    return rondo_spec()


def _ronda() -> AnySpec:
    from rondo_desktop.games.ronda.spec import ronda_spec

    return ronda_spec()


def _allegra() -> AnySpec:
    from rondo_desktop.games.allegra.spec import allegra_spec

    return allegra_spec()


def _rondo_texts() -> Catalogs:
    from rondo_desktop.games.rondo.catalogs import CATALOGS

    return CATALOGS


def _ronda_texts() -> Catalogs:
    from rondo_desktop.games.ronda.catalogs import CATALOGS

    return CATALOGS


def _allegra_texts() -> Catalogs:
    from rondo_desktop.games.allegra.catalogs import CATALOGS

    return CATALOGS


# Each game's own texts, by language, in its own ``catalogs`` package; the app's catalogs
# hold only the host's lines (and those several games share).
KNOWN_TEXTS: tuple[tuple[str, Callable[[], Catalogs]], ...] = (
    ("rondo", _rondo_texts),
    ("ronda", _ronda_texts),
    ("allegra", _allegra_texts),
)

KNOWN_GAMES: tuple[tuple[str, SpecFactory], ...] = (
    ("rondo", _rondo),
    ("ronda", _ronda),
    ("allegra", _allegra),
)


class UnknownGame(LookupError):
    """No game of that name is registered; the message lists those that are."""

    def __init__(self, name: str, known: tuple[str, ...]) -> None:
        self.name = name
        self.known = known
        super().__init__(f"there is no game {name!r}; the games are: {', '.join(known)}")

    def __str__(self) -> str:  # LookupError would quote the whole message
        return str(self.args[0])


class GameRegistry:
    """Games by name; a spec is built on the first ``get`` and kept for the next."""

    def __init__(self, factories: tuple[tuple[str, SpecFactory], ...] = ()) -> None:
        self._factories: dict[str, SpecFactory] = {}
        self._specs: dict[str, AnySpec] = {}
        for name, factory in factories:
            self.register_factory(name, factory)

    def register_factory(self, name: str, factory: SpecFactory) -> None:
        """Register a game whose spec is built when first asked for."""
        if name in self._factories:
            raise ValueError(f"the game {name!r} is registered already")
        self._factories[name] = factory

    def register(self, spec: AnySpec) -> None:
        """Register a spec that is built already."""
        self.register_factory(spec.name, lambda: spec)
        self._specs[spec.name] = spec

    def names(self) -> tuple[str, ...]:
        """The registered games' names, in the order they were registered."""
        return tuple(self._factories)

    def get(self, name: str) -> AnySpec:
        spec = self._specs.get(name)
        if spec is not None:
            return spec
        factory = self._factories.get(name)
        if factory is None:
            raise UnknownGame(name, self.names())
        spec = factory()
        if spec.name != name:
            raise ValueError(f"the game registered as {name!r} calls itself {spec.name!r}")
        self._specs[name] = spec
        return spec


def registry() -> GameRegistry:
    """A registry of every game this app ships (a new one each call: nothing global)."""
    return GameRegistry(KNOWN_GAMES)


def game_texts(language: str) -> dict[str, str]:
    """Every shipped game's own texts in ``language`` (the translation layer adds them to the
    app's); a game without that language gives none."""
    texts: dict[str, str] = {}
    for _name, catalogs in KNOWN_TEXTS:
        texts.update(catalogs().get(language, {}))
    return texts


def descriptions(language: str = "en") -> list[str]:
    """Each shipped game named with its menu line ("Allegra: keep your cards low, ..."),
    from the games' own texts, without loading any game (for ``--help``)."""
    texts = game_texts(language)
    lines = []
    for name in names():
        title = texts.get(f"game.{name}.name", name.capitalize())
        tagline = texts.get(f"game.{name}.tagline", "")
        lines.append(f"{title}: {tagline[:1].lower()}{tagline[1:]}" if tagline else title)
    return lines


def names() -> tuple[str, ...]:
    """The names of the games this app ships, without loading any of them."""
    return tuple(name for name, _ in KNOWN_GAMES)


def get(name: str) -> AnySpec:
    """The spec of the shipped game ``name``; :class:`UnknownGame` lists the games otherwise."""
    return registry().get(name)


def add_game_argument(parser: argparse.ArgumentParser) -> None:
    """``--game NAME`` for a subcommand; the command line checks the name before running it."""
    parser.add_argument(
        "--game",
        default=DEFAULT_GAME,
        metavar="NAME",
        help=f"which game: {', '.join(names())} (default {DEFAULT_GAME})",
    )


def unknown_game_message(name: str) -> str | None:
    """One line for a ``--game`` that names no shipped game; None when it names one."""
    if name in names():
        return None
    return str(UnknownGame(name, names()))


def no_table_message(name: str) -> str:
    """One line for a game that is registered but has no table (no UI) yet."""
    return f"the game {name!r} has no table yet, so it cannot be played or shown here"


def parse_options(spec: AnySpec, given: Sequence[str], language: str | None) -> dict[str, str]:
    """A new game's options from the command line: each ``NAME=VALUE`` of ``given`` (and
    ``--lang``'s ``language``, short for ``language=...``) checked against the game's, the
    rest at their defaults; ValueError in one line for what the game does not offer."""
    options = spec.default_options()
    pairs = [text.partition("=") for text in given]
    if language is not None:
        pairs.append((LANGUAGE_OPTION, "=", language))
    for name, equals, value in pairs:
        if not equals:
            raise ValueError(f"--option wants NAME=VALUE, not {name!r}")
        if name not in spec.options:
            offered = ", ".join(spec.options) or "none"
            raise ValueError(
                f"the game {spec.name} has no option {name!r} (its options: {offered})"
            )
        if value not in spec.options[name]:
            raise ValueError(
                f"{name} {value!r} is not one of the game's: {', '.join(spec.options[name])}"
            )
        options[name] = value
    return options


def register(registry_: GameRegistry, spec: AnySpec) -> None:
    """Add ``spec`` to ``registry_`` (a test's or a plug-in's registry; the shipped list is
    ``KNOWN_GAMES``)."""
    registry_.register(spec)


__all__ = [
    "DEFAULT_GAME",
    "KNOWN_GAMES",
    "AnySpec",
    "GameRegistry",
    "GameSpec",
    "UnknownGame",
    "add_game_argument",
    "game_texts",
    "get",
    "names",
    "no_table_message",
    "parse_options",
    "register",
    "registry",
    "unknown_game_message",
]
