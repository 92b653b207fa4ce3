"""The host knows games only through the registry: menu cards, setup fields, the navigator,
Continue of the game in progress, and ``play`` for a game without a table."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pygame
import pytest

import rondo_desktop
from rondo_desktop import games
from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.navigator import NoSuchScene
from rondo_desktop.app.scenes.game_cards import GameCard
from rondo_desktop.app.scenes.setup import SetupScene
from rondo_desktop.app.settings import SettingsStore
from rondo_desktop.cli import main
from tests.app.fake_games import FakeUI, fake_registry, fake_spec

PACKAGE = Path(rondo_desktop.__file__).parent
HOST_COMMANDS = ("cli.py", "play.py", "screenshot.py", "simulate.py", "trace.py")
# The host's modules: the app and the commands that serve every game.
HOST_MODULES = sorted(
    [*PACKAGE.joinpath("app").rglob("*.py"), *(PACKAGE / n for n in HOST_COMMANDS)]
)
# What a host module may not import: any game's own package (the registry and the protocol,
# rondo_desktop.games and games.spec/stats/events/match, are the host's).
GAME_PACKAGES = tuple(f"rondo_desktop.games.{name}" for name in games.names())


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


@pytest.mark.parametrize("path", HOST_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_host_module_imports_a_game(path: Path) -> None:
    named = sorted(
        module
        for module in imported_modules(path)
        if any(module == game or module.startswith(f"{game}.") for game in GAME_PACKAGES)
    )
    assert named == [], f"{path.relative_to(PACKAGE)} imports {named}"


def ui_of(driver, game: str) -> FakeUI:
    ui = driver.app.ctx.game_ui(game)
    assert isinstance(ui, FakeUI)
    return ui


def test_the_menu_shows_a_card_for_each_game_with_a_table(make_app, hooks) -> None:
    driver = make_app(games=fake_registry(), hooks=hooks)
    cards = [w for w in driver.top.focus.widgets if isinstance(w, GameCard)]
    assert [card.game for card in cards] == ["alpha", "gamma"]  # beta has no table
    driver.frames(1)
    assert ui_of(driver, "gamma").pictures[-1].width > 0  # each game draws its own picture
    assert driver.focused_name() == "new_game"  # the keys start on the menu's buttons
    # Choosing a card makes How to play and New game about that game.
    driver.click(driver.widget("game.gamma").rect.center)
    assert driver.top.chosen == "gamma"
    driver.click(driver.widget("rules").rect.center)
    assert driver.top.name == "gamma.rules"
    assert ui_of(driver, "gamma").calls == [("rules", 0)]
    driver.app.ctx.stack.pop()  # the fake rule pages have no Back
    driver.frames(1)
    driver.click(driver.widget("new_game").rect.center)
    assert isinstance(driver.top, SetupScene) and driver.top.game == "gamma"


def test_with_one_game_new_game_goes_straight_to_its_setup(make_app) -> None:
    one = games.GameRegistry()
    one.register(fake_spec("alpha", ui=True))
    one.register(fake_spec("beta", ui=False))
    driver = make_app(games=one)
    assert not [w for w in driver.top.focus.widgets if isinstance(w, GameCard)]
    driver.frames(1)
    # Its picture fills the menu's left, where Rondo's fan always was.
    assert ui_of(driver, "alpha").pictures[-1] == driver.top.place.rect("cards")
    driver.click(driver.widget("new_game").rect.center)
    assert isinstance(driver.top, SetupScene) and driver.top.game == "alpha"


def test_continue_resumes_the_game_saved_last(make_app, hooks, data_dir: Path) -> None:
    (data_dir / "autosave-alpha.json").write_text("{}", encoding="utf-8")
    (data_dir / "autosave-gamma.json").write_text("{}", encoding="utf-8")
    os.utime(data_dir / "autosave-alpha.json", (1_000_000, 1_000_000))
    driver = make_app(games=fake_registry(), hooks=hooks)
    assert driver.top.chosen == "gamma"  # the menu is about the game in progress
    driver.click(driver.widget("continue").rect.center)
    assert hooks.continued_games == ["gamma"]


def test_the_setup_is_built_from_the_games_fields(make_app, hooks, data_dir: Path) -> None:
    driver = make_app(games=fake_registry(), hooks=hooks)
    driver.app.ctx.navigator.open("setup", game="alpha")
    driver.frames(2)
    setup = driver.top
    assert [name for name, _ in setup.option_rows()] == ["colour", "rounds", "turn", "seed"]
    assert setup.seat_choices == ("person", "easy", "tough")
    assert setup.title() == "New game: Rondo"  # which game's, with several (fakes say Rondo)
    assert [s.choice for s in setup.seats] == ["person", "easy", "easy"]  # middle strength
    driver.click(driver.widget("colour").rect.center)  # red -> blue
    assert "fake.summary" in setup.summary()
    driver.click(driver.widget("start").rect.center)
    started = hooks.started[-1]
    assert started.game == "alpha"
    assert started.options == {"colour": "blue", "rounds": "3"}
    # Each game's last setup is its own, kept in the settings file.
    saved = SettingsStore(data_dir, games=fake_registry()).load()
    assert saved.last_setups["alpha"].options == {"colour": "blue", "rounds": "3"}


def test_the_navigator_opens_scenes_by_name(make_app) -> None:
    driver = make_app(games=fake_registry())
    navigator = driver.app.ctx.navigator
    assert {"menu", "setup", "settings", "stats", "rules"} <= set(navigator.names())
    navigator.open("settings")
    driver.frames(2)
    assert driver.top.name == "settings"
    navigator.open("rules", game="alpha", page=2)
    driver.frames(2)
    assert driver.top.name == "alpha.rules"
    with pytest.raises(NoSuchScene):
        navigator.scene("rules", game="beta")  # no table, no rule pages
    with pytest.raises(NoSuchScene):
        navigator.scene("nowhere")
    navigator.register("nowhere", lambda ctx, **_: ui_of(driver, "alpha").rules_scene(ctx))
    navigator.reset("nowhere")
    driver.frames(2)
    assert driver.app.ctx.stack.scenes == [driver.top] and driver.top.name == "alpha.rules"


def test_a_setup_the_game_does_not_allow_is_refused() -> None:
    from rondo_desktop.app.game_setup import checked

    spec = fake_spec("alpha", ui=True)
    two = (SeatSetup("person"), SeatSetup("computer", "", "easy"))
    assert checked(GameSetup(two, game="alpha"), spec).seats == two
    for bad in (
        GameSetup(two * 3, game="alpha"),  # six seats; alpha has 2-4
        GameSetup((SeatSetup("person"), SeatSetup("computer", "", "godlike")), game="alpha"),
        GameSetup(two, {"colour": "red"}, game="alpha"),  # alpha (here) has no options
        GameSetup(two, game="gamma"),
    ):
        with pytest.raises(ValueError):
            checked(bad, spec)


def test_play_refuses_a_game_without_a_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    shipped = games.KNOWN_GAMES
    beta = fake_spec("beta", ui=False)
    monkeypatch.setattr(games, "KNOWN_GAMES", (*shipped, ("beta", lambda: beta)))
    assert main(["play", "--game", "beta", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "has no table" in err
    assert list(tmp_path.iterdir()) == []  # nothing opened, nothing written


def test_a_schema_2_settings_file_of_before_the_options_reads_whole(data_dir: Path) -> None:
    import json

    rondo = {
        "seats": [
            {"kind": "person", "name": "Ada", "strength": None},
            {"kind": "computer", "name": "", "strength": "expert"},
        ],
        "lexicon": "en",
        "turn_seconds": 60,
        "seed": None,
    }
    later = {"seats": 4, "teams": True}  # a game this version does not know: kept as it was
    before = {
        "schema_version": 2,
        "language": "de",
        "last_setups": {"rondo": rondo, "patience": later},
    }
    (data_dir / "settings.json").write_text(json.dumps(before), encoding="utf-8")
    store = SettingsStore(data_dir)
    settings = store.load()
    setup = settings.last_setups["rondo"]
    assert setup.options == {"language": "en"} and setup.turn_seconds == 60
    assert setup.seats == (SeatSetup("person", "Ada"), SeatSetup("computer", "", "expert"))
    assert settings.other_setups == {"patience": later}
    assert store.original_kept is None and list(data_dir.glob("*.original-*")) == []
    store.save(settings)
    again = SettingsStore(data_dir).load()
    assert again == settings
    written = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert written["last_setups"]["patience"] == later


def test_cards_stand_side_by_side_or_lie_one_above_the_other() -> None:
    from rondo_desktop.app.scenes.game_cards import card_layout

    rects, wide = card_layout(pygame.Rect(0, 0, 560, 390), 2, 20, 1.0)
    assert not wide and rects[0].top == rects[1].top and rects[0].right < rects[1].left
    rects, wide = card_layout(pygame.Rect(0, 0, 350, 320), 3, 12, 0.6)
    assert wide and rects[0].left == rects[2].left and rects[0].bottom < rects[1].top
    assert all(pygame.Rect(0, 0, 350, 320).contains(rect) for rect in rects)


def test_a_first_game_sits_at_the_game_s_usual_seat_count() -> None:
    # Rondo says nothing: three seats; Ronda's usual game is two players (three is V-01).
    from rondo_desktop.app.game_setup import default_setup

    assert len(default_setup(games.get("rondo")).seats) == 3
    assert len(default_setup(games.get("ronda")).seats) == 2


def test_the_menu_of_several_games_names_the_arrows_that_reach_them(make_app) -> None:
    driver = make_app()
    menu = driver.top
    assert len(menu.games) == 3  # Rondo, Ronda and Allegra have tables
    assert menu.hints() == driver.app.ctx.t("hints.menu_games")
