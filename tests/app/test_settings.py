"""Settings: changes persist across a restart; bad files never crash the game."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.settings import SettingsScene
from rondo_desktop.app.settings import Settings, SettingsStore


def open_settings(driver) -> None:
    driver.click(driver.widget("settings").rect.center)
    assert isinstance(driver.top, SettingsScene)


def test_changes_made_with_keys_and_mouse_survive_a_restart(make_app, data_dir) -> None:
    driver = make_app()
    open_settings(driver)
    assert driver.focused_name() == "language"
    driver.key(pygame.K_RIGHT)  # en -> de, applied at once
    assert driver.app.ctx.t("menu.quit") == "Beenden"
    assert driver.widget("back").text == "Zurück"
    driver.key(pygame.K_DOWN)  # the digits of Arabic
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_LEFT)  # sound 80 % -> 75 %
    driver.click(driver.widget("scheme").rect.center)  # felt -> burgundy
    speed = driver.widget("speed").control_rect
    driver.click((speed.right - 10, speed.centery))  # the right arrow: normal -> brisk
    driver.click(driver.widget("fullscreen").rect.center)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    driver.app.close()

    saved = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["schema_version"] == 2
    again = make_app(size=None)
    settings = again.app.ctx.settings
    assert settings.language == "de"
    assert settings.sound_volume == pytest.approx(0.75)
    assert settings.colour_scheme == "burgundy"
    assert settings.animation_speed == 1.5
    assert settings.fullscreen is True
    assert again.widget("new_game").text == "Neues Spiel"


def test_french_is_chosen_on_the_settings_screen_and_kept(make_app, data_dir) -> None:
    driver = make_app()
    open_settings(driver)
    assert dict(driver.widget("language").options)["fr"] == "Français"
    driver.key(pygame.K_LEFT)  # en wraps round to the last language, ar
    # The screen now reads right to left: the stepper's "back" arrow (to fr) is at the right.
    assert driver.app.ctx.rtl
    driver.key(pygame.K_RIGHT)
    assert driver.widget("language").value == "fr"
    assert driver.app.ctx.t("menu.quit") == "Quitter"
    assert driver.widget("back").text == "Retour"
    driver.key(pygame.K_ESCAPE)
    driver.app.close()
    saved = json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "fr"
    assert make_app(size=None).widget("new_game").text == "Nouvelle partie"


def test_the_digits_step_round_like_the_language_not_stopping_at_an_end(make_app) -> None:
    """The Arabic trial: the language stepper wrapped, the digits one stopped at its ends. A
    choice with no order (languages, colours, digit styles) wraps; a scale (speeds) stops."""
    driver = make_app()
    open_settings(driver)
    driver.key(pygame.K_DOWN)
    assert driver.focused_name() == "digits"
    assert driver.app.ctx.settings.digits == "western"
    driver.key(pygame.K_LEFT)  # from the first style round to the last
    assert driver.app.ctx.settings.digits == "eastern"
    driver.key(pygame.K_RIGHT)  # and on from the last round to the first
    driver.key(pygame.K_RIGHT)
    assert driver.app.ctx.settings.digits == "eastern"
    assert driver.widget("digits").wrap and driver.widget("language").wrap


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("schema", [1, 2])
def test_a_settings_file_keeps_any_interface_language(data_dir: Path, language, schema) -> None:
    # Files written before French read as they were; "fr" was refused before it arrived.
    path = data_dir / "settings.json"
    path.write_text(json.dumps({"schema_version": schema, "language": language}), "utf-8")
    assert SettingsStore(data_dir, default_language="es").load().language == language


def test_a_language_without_a_catalog_falls_back_to_the_systems(data_dir: Path) -> None:
    path = data_dir / "settings.json"
    path.write_text(json.dumps({"schema_version": 2, "language": "it"}), "utf-8")
    assert SettingsStore(data_dir, default_language="fr").load().language == "fr"


def test_there_is_no_music_row_but_the_files_music_volume_is_kept(make_app, data_dir) -> None:
    # No music plays, so a Music slider would do nothing; the player's value stays in the file.
    path = data_dir / "settings.json"
    path.write_text(json.dumps({"schema_version": 1, "music_volume": 0.3}), encoding="utf-8")
    driver = make_app()
    open_settings(driver)
    names = [widget.name for widget in driver.top.focus.widgets]
    assert "music" not in names and "sound" in names
    driver.click(driver.widget("scheme").rect.center)  # any change saves the file
    driver.key(pygame.K_ESCAPE)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["colour_scheme"] != "felt"
    assert saved["music_volume"] == pytest.approx(0.3)


@pytest.mark.parametrize(
    "content",
    [
        b"{ this is not json",
        b"[1, 2, 3]",
        b"\xff\xfe\x00garbage",
        b'{"sound_volume": NaN}',
        b"[" * 100_000 + b"]" * 100_000,
        b'{"x": "' + b"a" * 400_000 + b'"}',
    ],
    ids=["broken", "not-an-object", "not-utf8", "nan", "deep-nesting", "huge"],
)
def test_a_corrupt_or_hostile_file_is_moved_aside_and_the_player_told(
    make_app, data_dir: Path, content: bytes
) -> None:
    (data_dir / "settings.json").write_bytes(content)
    driver = make_app(size=None)
    assert isinstance(driver.top, NoticeDialog)
    assert "settings.json.corrupt-" in driver.top.message
    assert not (data_dir / "settings.json").exists()
    moved = list(data_dir.glob("settings.json.corrupt-*"))
    assert len(moved) == 1 and moved[0].read_bytes() == content
    assert driver.app.ctx.settings == Settings(language="en")
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, MenuScene)
    # Settings work again afterwards.
    driver.app.close()
    assert json.loads((data_dir / "settings.json").read_text(encoding="utf-8"))


def test_invalid_values_fall_back_one_field_at_a_time(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "language": "klingon",
                "sound_volume": 0.3,
                "music_volume": 7,
                "animation_speed": "fast",
                "fullscreen": "yes",
                "colour_scheme": "contrast",
                "window_width": 10**9,
                "window_height": 900,
                "last_setup": {"seats": "everyone"},
                "unknown_future_field": True,
            }
        ),
        encoding="utf-8",
    )
    store = SettingsStore(data_dir, default_language="es")
    settings = store.load()
    assert store.quarantined_to is None
    assert settings.language == "es"
    assert settings.sound_volume == 0.3
    assert settings.music_volume == Settings().music_volume
    assert settings.animation_speed == 1.0
    assert settings.fullscreen is False
    assert settings.colour_scheme == "contrast"
    assert settings.window_size == (1280, 900)
    assert settings.last_setups == Settings().last_setups == {}


def test_writes_are_atomic_and_leave_no_temp_files(data_dir: Path) -> None:
    store = SettingsStore(data_dir)
    for volume in (0.1, 0.2, 0.3):
        store.save(Settings(sound_volume=volume))
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]
    assert store.load().sound_volume == 0.3


def test_a_missing_data_folder_is_created_on_first_save(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path / "new" / "folder")
    assert store.load() == Settings()
    store.save(Settings(language="de"))
    assert store.load().language == "de"


# -- the window fits the display (issue 12, point 30) ------------------------------------------


@pytest.mark.parametrize(
    ("desktops", "expected"),
    [([(1600, 900)], (1600, 900)), ([(1280, 1024), (2560, 1440)], (2560, 1440)), ([], None)],
    ids=["one display", "the largest of two", "no display known"],
)
def test_a_window_larger_than_the_display_is_shrunk_to_it(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch, desktops, expected
) -> None:
    # 16384x16384 passed validation and stalled the game for a minute with 4.3 GB.
    (data_dir / "settings.json").write_text(
        json.dumps({"schema_version": 1, "window_width": 16384, "window_height": 16384}),
        encoding="utf-8",
    )
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: desktops)
    driver = make_app(size=None)
    size = driver.app.screen.get_size()
    if expected is None:
        assert size[0] <= 3840 and size[1] <= 2160
    else:
        assert size == expected
    assert driver.app.ctx.window_size == size


def test_a_window_that_fits_keeps_its_size(make_app, data_dir: Path) -> None:
    SettingsStore(data_dir).save(Settings(window_width=1500, window_height=800))
    driver = make_app(size=None)  # the tests' display is 1920x1080
    assert driver.app.screen.get_size() == (1500, 800)


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
def test_every_settings_label_fits_at_the_rows_text_size(
    make_app, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    # "Reloj de arena para partidas nuevas" was shrunk to a size no other row used.
    driver = make_app(language=language)
    open_settings(driver)
    sizes: dict[str, int] = {}
    real = driver.app.ctx.text.blit

    def blit(surface, text, role, px, *args, **kwargs):  # type: ignore[no-untyped-def]
        sizes[text] = px
        return real(surface, text, role, px, *args, **kwargs)

    monkeypatch.setattr(driver.app.ctx.text, "blit", blit)
    driver.frames(1)
    rows = [w for w in driver.top.focus.widgets if w.name not in ("back", "reset_stats")]
    assert {sizes[row.label] for row in rows} == {rows[0].px}


def test_a_window_the_window_manager_shrank_below_the_minimum_is_not_a_corrupt_file(
    make_app, data_dir: Path
) -> None:
    """Trial 17: resized to 960x540, the app saved window_height 540 and refused it at the
    next start, setting the file aside. The size is raised to the smallest window instead."""
    driver = make_app()
    driver.app._resized((960, 540), remember=True)
    store = SettingsStore(data_dir)
    store.save(driver.app.ctx.settings)
    assert store.load().window_size == (960, 600)
    (data_dir / "settings.json").write_text(
        json.dumps({"schema_version": 2, "window_width": 960, "window_height": 540}),
        encoding="utf-8",
    )
    again = SettingsStore(data_dir)
    assert again.load().window_size == (960, 600)
    assert again.quarantined_to is None
    assert [p.name for p in data_dir.iterdir()] == ["settings.json"]
