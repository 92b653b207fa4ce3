"""The player's settings: a typed, versioned dataclass stored as JSON in the user data folder.

Every field is validated on its own, so one bad value (hand-edited, or from a newer version)
costs only that value, not the player's other choices. A file that is not JSON at all is moved
aside by ``storage.load_json_object`` and the player is told. A file that cannot be read at the
moment stays where it is, and this run neither uses nor overwrites it.

The last setup is kept per game (``"last_setups": {"rondo": {...}}``, schema 2), each held
against its game's spec; the ``last_setup`` field of 0.1.0 and 0.2.0 (schema 1) reads as
Rondo's (its ``lexicon`` being Rondo's option ``language``), and the setups of games this
version does not know are written back as they were.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rondo_desktop.app.game_setup import (
    MAX_TURN_SECONDS,
    MIN_TURN_SECONDS,
    TURN_PRESETS,
    GameSetup,
    as_file_had_it,
    checked,
    default_setup,
    nearest_preset,
)
from rondo_desktop.app.rtl import DIGIT_STYLES
from rondo_desktop.app.storage import GuardedFile, bounded_int, finite_float, loses_data
from rondo_desktop.games import DEFAULT_GAME, AnySpec, GameRegistry, registry

log = logging.getLogger(__name__)

# 1: 0.1.0 and 0.2.0, one last_setup. 2: last_setups, one per game (each with its options in
# "options"; a setup written with the old "lexicon" reads too).
SCHEMA_VERSION = 2
# The one game of 0.1.0 and 0.2.0: schema 1's last_setup is its.
SETUP_GAME = DEFAULT_GAME
SETTINGS_FILE = "settings.json"
LANGUAGES: tuple[str, ...] = ("en", "de", "es", "fr", "ar")  # interface languages: one catalog each
COLOUR_SCHEMES: tuple[str, ...] = ("felt", "burgundy", "contrast")
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
# How long a computer player pauses before it moves, as a factor of the table's usual pause.
COMPUTER_SPEEDS: dict[str, float] = {"slow": 2.0, "normal": 1.0, "fast": 0.4, "instant": 0.0}
# The size of the cards at the table (hand, holder, pile), relative to the layout's.
CARD_SIZES: dict[str, float] = {"small": 0.88, "normal": 1.0, "large": 1.12}
MIN_WINDOW = (800, 600)
MAX_WINDOW = (16384, 16384)


def window_side(value: Any, axis: int) -> int | None:
    """A saved window width (axis 0) or height (1), raised to the smallest the app opens:
    a window manager may shrink the window below it, and the app saves the size it had --
    what the app wrote is never refused. None for what no window could be."""
    side = bounded_int(value, 1, MAX_WINDOW[axis])
    return None if side is None else max(side, MIN_WINDOW[axis])


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    sound_volume: float = 0.8
    music_volume: float = 0.5
    animation_speed: float = 1.0  # multiplies the pace of every animation
    fullscreen: bool = False
    colour_scheme: str = "felt"
    window_width: int = 1280
    window_height: int = 720
    # Each known game's last setup, held against its spec (see setup_for).
    last_setups: dict[str, GameSetup] = field(default_factory=dict)
    # Added after version 1's first release: an older file without them reads as defaults
    # (the default timer then comes from the last game's, see _valid_fields).
    default_turn_seconds: int | None = 120  # the sand timer a new game starts with; None: none
    computer_speed: str = "normal"
    card_size: str = "normal"
    # False until the player picks a value of a setup field that follows the interface
    # language (Rondo's word list): until then the field shows the interface language's.
    lexicon_chosen: bool = False
    # Coaching while playing: after each of a person's moves the table notes the best play
    # there was (a game that can judge moves does; each note counts as a hint). Off at first.
    coaching: bool = False
    # How an Arabic interface writes numbers: "western" (0-9, as in Morocco) or "eastern"
    # (Eastern Arabic digits); other languages always write 0-9.
    digits: str = "western"
    # The last setups of the other games, as the file had them (this version reads only its own).
    other_setups: dict[str, Any] = field(default_factory=dict)

    @property
    def window_size(self) -> tuple[int, int]:
        return (self.window_width, self.window_height)

    def setup_for(self, spec: AnySpec) -> GameSetup:
        """The setup the game's setup screen starts from: its last one, else a first game."""
        return self.last_setups.get(spec.name) or default_setup(spec)

    def with_setup(self, setup: GameSetup) -> dict[str, GameSetup]:
        """``last_setups`` with ``setup`` as its game's last (for ``change_settings``)."""
        return {**self.last_setups, setup.game: setup}

    def to_json(self) -> dict[str, Any]:
        data = {
            item.name: getattr(self, item.name)
            for item in dataclasses.fields(self)
            if item.name not in ("last_setups", "other_setups")
        }
        setups = {name: setup.to_json() for name, setup in self.last_setups.items()}
        data["last_setups"] = {**self.other_setups, **setups}
        data["schema_version"] = SCHEMA_VERSION
        return data


def _valid_fields(data: dict[str, Any], defaults: Settings, games: GameRegistry) -> dict[str, Any]:
    """The fields of ``data`` that are valid; each invalid one is logged and left out."""
    valid: dict[str, Any] = {}

    def choose(name: str, value: Any) -> None:
        if value is None:
            if name in data:
                log.warning("settings: ignoring invalid %s=%r", name, data[name])
        else:
            valid[name] = value

    language = data.get("language")
    choose("language", language if language in LANGUAGES else None)
    choose("sound_volume", finite_float(data.get("sound_volume"), 0.0, 1.0))
    choose("music_volume", finite_float(data.get("music_volume"), 0.0, 1.0))
    speed = finite_float(data.get("animation_speed"), 0.0, 10.0)
    choose("animation_speed", speed if speed in ANIMATION_SPEEDS else None)
    fullscreen = data.get("fullscreen")
    choose("fullscreen", fullscreen if isinstance(fullscreen, bool) else None)
    scheme = data.get("colour_scheme")
    choose("colour_scheme", scheme if scheme in COLOUR_SCHEMES else None)
    choose("window_width", window_side(data.get("window_width"), 0))
    choose("window_height", window_side(data.get("window_height"), 1))
    _last_setups(data, valid, games)
    _default_turn(data, valid)
    speed_name = data.get("computer_speed")
    choose("computer_speed", speed_name if speed_name in COMPUTER_SPEEDS else None)
    card_size = data.get("card_size")
    choose("card_size", card_size if card_size in CARD_SIZES else None)
    chosen = data.get("lexicon_chosen")
    choose("lexicon_chosen", chosen if isinstance(chosen, bool) else None)
    coaching = data.get("coaching")
    choose("coaching", coaching if isinstance(coaching, bool) else None)
    digits = data.get("digits")
    choose("digits", digits if digits in DIGIT_STYLES else None)
    return valid


def _last_setups(data: dict[str, Any], valid: dict[str, Any], games: GameRegistry) -> None:
    """Each known game's last setup (the old single ``last_setup`` is SETUP_GAME's); the
    others are kept as the file had them."""
    setups = data.get("last_setups")
    if not isinstance(setups, dict):
        setups = {SETUP_GAME: data["last_setup"]} if "last_setup" in data else {}
    known: dict[str, GameSetup] = {}
    others: dict[str, Any] = {}
    for name, raw in setups.items():
        if name not in games.names():
            others[name] = raw
            continue
        try:
            known[name] = checked(GameSetup.from_json(raw, name), games.get(name))
        except (ValueError, TypeError) as error:
            log.warning("settings: ignoring invalid last setup of %s (%s)", name, error)
    if known:
        valid["last_setups"] = known
    if others:
        valid["other_setups"] = others


def _default_turn(data: dict[str, Any], valid: dict[str, Any]) -> None:
    """The default sand timer (None, no timer, is a valid choice); a file from before this
    setting existed keeps its last game's timer, at the nearest preset."""
    if "default_turn_seconds" not in data:
        last = valid.get("last_setups", {}).get(SETUP_GAME)
        if last is not None:
            valid["default_turn_seconds"] = nearest_preset(last.turn_seconds)
        return
    value = data["default_turn_seconds"]
    seconds = None if value is None else bounded_int(value, MIN_TURN_SECONDS, MAX_TURN_SECONDS)
    if value is None or (seconds is not None and seconds in TURN_PRESETS):
        valid["default_turn_seconds"] = seconds
    else:
        log.warning("settings: ignoring invalid default_turn_seconds=%r", value)


def _as_read(data: dict[str, Any], settings: Settings) -> dict[str, Any]:
    """``settings`` in the shape of the file they came from, to tell whether it lost anything:
    the old ``last_setup`` becoming SETUP_GAME's in ``last_setups``, and an old setup's
    ``lexicon`` becoming its option ``language``, lose nothing."""
    written = settings.to_json()
    setups = written["last_setups"]
    if "last_setups" not in data and "last_setup" in data:
        written.pop("last_setups")
        if SETUP_GAME in setups:
            written["last_setup"] = as_file_had_it(setups[SETUP_GAME], data["last_setup"])
    elif isinstance(data.get("last_setups"), dict):
        read = data["last_setups"]
        written["last_setups"] = {
            name: as_file_had_it(setup, read.get(name)) for name, setup in setups.items()
        }
    return written


@dataclass
class SettingsStore(GuardedFile):
    """Reads and writes ``settings.json`` in one data folder (a test's tmp_path in tests)."""

    LABEL = "settings"
    data_dir: Path
    default_language: str = "en"
    # The games whose last setups are read (and held against their specs); None: the app's.
    games: GameRegistry | None = None

    @property
    def path(self) -> Path:
        return self.data_dir / SETTINGS_FILE

    def defaults(self) -> Settings:
        language = self.default_language if self.default_language in LANGUAGES else "en"
        return Settings(language=language)

    def load(self) -> Settings:
        defaults = self.defaults()
        data = self.read_document(SCHEMA_VERSION)
        if data is None:
            return defaults
        games = self.games if self.games is not None else registry()
        settings = dataclasses.replace(defaults, **_valid_fields(data, defaults, games))
        # A window side raised to the minimum is no damage: nothing to set aside for it.
        raised = {
            key: side
            for axis, key in enumerate(("window_width", "window_height"))
            if (side := window_side(data.get(key), axis)) is not None
        }
        if loses_data({**data, **raised}, _as_read(data, settings)):
            self.repair_document(settings.to_json())
        return settings

    def save(self, settings: Settings) -> None:
        self.write_document(settings.to_json())
