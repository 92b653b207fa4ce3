"""The setup's word list, timer presets and seed hint; the settings' game rows and reset."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.game_setup import TURN_PRESETS, offered_options
from rondo_desktop.app.scenes.dialog import ConfirmDialog, NoticeDialog
from rondo_desktop.app.scenes.settings import SettingsScene
from rondo_desktop.app.scenes.setup import SetupScene
from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.rondo.spec import WORD_LIST
from rondo_desktop.games.stats import GameEntry


def open_scene(driver, button: str, scene: type) -> None:
    driver.click(driver.widget(button).rect.center)
    assert isinstance(driver.top, scene)


@pytest.mark.parametrize("language", ["de", "en", "es"])
def test_the_word_list_follows_the_interface_language_until_one_is_picked(
    make_app, hooks, language: str
) -> None:
    driver = make_app(hooks=hooks, language=language)
    open_scene(driver, "new_game", SetupScene)
    assert driver.widget("language").value == language
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1].options == {"language": language}


def test_a_picked_word_list_stays_when_the_language_changes(make_app, hooks) -> None:
    driver = make_app(hooks=hooks, language="en")
    open_scene(driver, "new_game", SetupScene)
    driver.click(driver.widget("language").rect.center)  # en -> es: the player's choice
    driver.click(driver.widget("start").rect.center)
    driver.app.ctx.change_settings(language="de")
    driver.app.ctx.navigator.reset("setup", game="rondo")
    driver.frames(2)
    assert driver.widget("language").value == "es"


def test_a_french_interface_offers_english_words_until_a_list_is_picked(
    make_app, hooks, monkeypatch: pytest.MonkeyPatch
) -> None:
    # There is no French word list: German (the setup's old default) would surprise a French
    # player; English is the list most of them read.
    driver = make_app(hooks=hooks, language="fr")
    open_scene(driver, "new_game", SetupScene)
    assert driver.widget("language").value == "en"
    drawn: list[str] = []
    real = driver.app.ctx.text.blit

    def blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(driver.app.ctx.text, "blit", blit)
    driver.frames(1)
    assert any("mots en anglais" in text for text in drawn), drawn
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1].options["language"] == "en"
    assert driver.app.ctx.settings.lexicon_chosen is False


def test_a_word_list_picked_under_french_stays_and_french_follows_a_switch_back(
    make_app, hooks
) -> None:
    driver = make_app(hooks=hooks, language="fr")
    open_scene(driver, "new_game", SetupScene)
    driver.click(driver.widget("language").rect.center)  # en -> es: the player's choice
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1].options["language"] == "es"
    driver.app.ctx.change_settings(language="de")
    driver.app.ctx.stack.reset(SetupScene(driver.app.ctx, "rondo"))
    driver.frames(2)
    assert driver.widget("language").value == "es"  # picked: the language does not move it


@pytest.mark.parametrize(
    ("language", "chosen", "last", "offered"),
    [
        ("de", False, "es", "de"),  # follows the interface language
        ("fr", False, "de", "en"),  # no French list: English, not the untouched default
        ("fr", True, "de", "de"),  # the player's pick stays
        ("es", True, "en", "en"),
        ("xx", False, "es", "en"),
    ],
)
def test_the_word_list_offered(language: str, chosen: bool, last: str, offered: str) -> None:
    options = offered_options((WORD_LIST,), {"language": last}, language, chosen)
    assert options == {"language": offered}


def test_the_timer_is_chosen_from_presets(make_app) -> None:
    driver = make_app()
    open_scene(driver, "new_game", SetupScene)
    turn = driver.widget("turn")
    assert [value for value, _ in turn.options] == [30, 60, 120, 180, 300, None]
    assert [label for _, label in turn.options] == [
        "30 s",
        "1 min",
        "2 min",
        "3 min",
        "5 min",
        "No timer",
    ]


def test_the_seed_box_says_why_it_refuses_letters(make_app) -> None:
    driver = make_app()
    open_scene(driver, "new_game", SetupScene)
    driver.click(driver.widget("seed").rect.center)
    driver.type("7")
    assert driver.top.seed_notice() == ""
    driver.type("x")
    assert driver.top.seed_text == "7"
    notice = driver.top.seed_notice()
    assert "42" in notice and notice == driver.app.ctx.t("setup.seed.digits_only")
    # It is on screen (wrapped onto lines in a narrow panel), below the seed box.
    drawn: list[str] = []
    original = driver.app.ctx.text.render

    def recording_render(text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return original(text, *args, **kwargs)

    driver.app.ctx.text.render = recording_render  # type: ignore[method-assign]
    driver.frames(1)
    first = next(i for i, line in enumerate(drawn) if line and notice.startswith(line))
    shown = ""
    for line in drawn[first:]:
        shown = f"{shown} {line}".strip()
        if len(shown) >= len(notice):
            break
    assert shown == notice
    driver.frames(300)  # five seconds later the line has gone
    assert driver.top.seed_notice() == ""


def test_settings_set_the_default_timer_computer_speed_and_card_size(make_app, data_dir) -> None:
    driver = make_app()
    open_scene(driver, "settings", SettingsScene)
    driver.click(driver.widget("turn").rect.center)  # the value: one step on, 2 min -> 3 min
    driver.click(driver.widget("computer_speed").rect.center)  # normal -> fast
    driver.click(driver.widget("card_size").rect.center)  # normal -> large
    settings = SettingsStore(data_dir).load()
    assert settings.default_turn_seconds == 180
    assert settings.computer_speed == "fast"
    assert settings.card_size == "large"
    # A new game starts with the default timer.
    driver.key(pygame.K_ESCAPE)
    driver.settle()
    open_scene(driver, "new_game", SetupScene)
    assert driver.widget("turn").value == 180


def test_computer_speed_and_card_size_reach_the_table(make_app, data_dir) -> None:
    from rondo_desktop.app.table.scene import THINK_SECONDS
    from rondo_desktop.games.rondo.table.hooks import TableHooks
    from rondo_desktop.games.rondo.table.scene import TableScene

    driver = make_app(hooks=TableHooks())
    ctx = driver.app.ctx
    ctx.change_settings(computer_speed="slow", card_size="normal")
    ctx.hooks.start_game(ctx, ctx.settings.setup_for(ctx.spec("rondo")))
    driver.settle()
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.session.think_seconds == pytest.approx(2 * THINK_SECONDS)
    normal = table.hand_card_height()
    ctx.change_settings(card_size="large")
    assert table.hand_card_height() > normal
    table.exit()


def test_every_older_settings_file_reads_with_defaults_for_the_new_fields(data_dir) -> None:
    # A file written before these settings existed; its last game had a 135 s timer.
    (data_dir / "settings.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "language": "de",
                "last_setup": {
                    "seats": [
                        {"kind": "person", "name": "", "strength": None},
                        {"kind": "computer", "name": "", "strength": "hard"},
                    ],
                    "lexicon": "es",
                    "turn_seconds": 135,
                    "seed": None,
                },
            }
        ),
        encoding="utf-8",
    )
    settings = SettingsStore(data_dir).load()
    assert settings.default_turn_seconds == 120  # the nearest preset to the last game's
    assert settings.computer_speed == "normal"
    assert settings.card_size == "normal"
    assert settings.lexicon_chosen is False
    assert settings.default_turn_seconds in TURN_PRESETS
    # Absent everything: the defaults.
    (data_dir / "settings.json").write_text('{"schema_version": 1}', encoding="utf-8")
    assert SettingsStore(data_dir).load() == Settings(
        language=SettingsStore(data_dir).defaults().language
    )
    # Written and read back, "no timer" survives (None is a choice, not a missing value).
    store = SettingsStore(data_dir)
    store.save(Settings(default_turn_seconds=None, computer_speed="instant", card_size="small"))
    again = store.load()
    assert (again.default_turn_seconds, again.computer_speed, again.card_size) == (
        None,
        "instant",
        "small",
    )


@pytest.mark.parametrize(
    "field, value",
    [
        ("default_turn_seconds", 45),
        ("default_turn_seconds", "2 min"),
        ("computer_speed", "ludicrous"),
        ("card_size", 3),
        ("lexicon_chosen", "yes"),
    ],
)
def test_bad_values_of_the_new_fields_fall_back_to_defaults(data_dir, field, value) -> None:
    (data_dir / "settings.json").write_text(
        json.dumps({"schema_version": 1, field: value}), encoding="utf-8"
    )
    assert getattr(SettingsStore(data_dir).load(), field) == getattr(Settings(), field)


def _record_a_game(data_dir: Path) -> None:
    StatsStore(data_dir).record_game(GameEntry(("medium",), True, 300))


def test_reset_statistics_asks_first_and_cancel_keeps_them(make_app, data_dir) -> None:
    _record_a_game(data_dir)
    driver = make_app()
    open_scene(driver, "settings", SettingsScene)
    driver.click(driver.widget("reset_stats").rect.center)
    assert isinstance(driver.top, ConfirmDialog)
    driver.settle()
    assert driver.focused_name() == "no"
    driver.key(pygame.K_RETURN)  # Enter out of habit: Cancel has the focus
    assert isinstance(driver.top, SettingsScene)
    assert StatsStore(data_dir).load().games_played == 1


def test_reset_statistics_sets_the_file_aside_never_deletes_it(make_app, data_dir) -> None:
    _record_a_game(data_dir)
    original = (data_dir / "stats.json").read_bytes()
    driver = make_app()
    open_scene(driver, "settings", SettingsScene)
    driver.click(driver.widget("reset_stats").rect.center)
    driver.settle()
    driver.click(driver.widget("yes").rect.center)
    assert isinstance(driver.top, NoticeDialog) and not isinstance(driver.top, ConfirmDialog)
    assert StatsStore(data_dir).load().games_played == 0
    kept = [p for p in data_dir.iterdir() if p.name.startswith("stats.json.reset-")]
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert kept[0].name in driver.top.message
