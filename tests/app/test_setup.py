"""New game setup: seats, strengths, names, word list, timer and seed."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop import games
from rondo_desktop.app.game_setup import GameSetup, SeatSetup, checked
from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.setup import SetupScene
from tests.app.fake_games import fake_registry


def open_setup(driver) -> None:
    driver.click(driver.widget("new_game").rect.center)
    assert isinstance(driver.top, SetupScene)


def test_default_setup_is_you_and_two_medium_computers(make_app, hooks) -> None:
    driver = make_app(hooks=hooks)
    open_setup(driver)
    driver.click(driver.widget("start").rect.center)
    assert hooks.started == [
        GameSetup(
            (
                SeatSetup("person", "Player 1"),
                SeatSetup("computer", "Computer 1", "medium"),
                SeatSetup("computer", "Computer 2", "medium"),
            ),
            {"language": "en"},  # the word list follows the interface language until picked
            120,
            None,
        )
    ]


def test_choices_by_keyboard_and_mouse_reach_the_table_and_are_remembered(make_app, hooks) -> None:
    driver = make_app(hooks=hooks)
    open_setup(driver)
    # Seat 1: type a name.
    driver.click(driver.widget("seat0.name").rect.center)
    driver.type("Ada")
    # Seat 2: one step right -> person -> beginner ... choose "hard" with the keyboard.
    driver.click(driver.widget("seat1.kind").rect.center)  # click on the value: next choice
    assert driver.top.seats[1].choice == "hard"
    driver.key(pygame.K_RIGHT)
    assert driver.top.seats[1].choice == "expert"
    # Add a fourth seat and make it a person named Bo.
    driver.click(driver.widget("add_seat").rect.center)
    assert len(driver.top.seats) == 4 and driver.focused_name() == "seat3.kind"
    driver.key(pygame.K_RIGHT)  # medium -> hard
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_LEFT)  # medium -> beginner -> person
    assert driver.top.seats[3].choice == "person"
    driver.click(driver.widget("seat3.name").rect.center)
    driver.type("Bo")
    # Remove seat 3 (the second computer).
    driver.click(driver.widget("seat2.remove").rect.center)
    # Word list Spanish (English follows the interface), timer off, seed 42.
    driver.click(driver.widget("language").rect.center)
    assert driver.widget("language").value == "es"
    turn = driver.widget("turn")
    driver.click(turn.rect.center)
    while driver.widget("turn").value is not None:
        driver.key(pygame.K_RIGHT)
    driver.click(driver.widget("seed").rect.center)
    driver.type("4x2")  # letters are refused
    driver.click(driver.widget("start").rect.center)
    assert hooks.started[-1] == GameSetup(
        (
            SeatSetup("person", "Ada"),
            SeatSetup("computer", "Computer 1", "expert"),
            SeatSetup("person", "Bo"),
        ),
        {"language": "es"},
        None,
        42,
    )
    # The choices come back next time, but not the seed.
    driver.key(pygame.K_ESCAPE)
    driver.app.close()
    again = make_app(hooks=hooks)
    open_setup(again)
    assert [(s.choice, s.name) for s in again.top.seats] == [
        ("person", "Ada"),
        ("expert", ""),
        ("person", "Bo"),
    ]
    assert again.top.options == {"language": "es"} and again.top.turn_seconds is None
    assert again.top.seed_text == ""


def test_a_computer_never_keeps_the_name_typed_when_its_seat_was_a_person(make_app, hooks) -> None:
    driver = make_app(hooks=hooks)
    open_setup(driver)
    driver.click(driver.widget("seat1.kind").rect.center)  # medium -> hard, focused
    while driver.top.seats[1].choice != "person":
        driver.key(pygame.K_LEFT)
    driver.click(driver.widget("seat1.name").rect.center)
    driver.type("B")
    driver.click(driver.widget("seat1.kind").rect.center)
    while driver.top.seats[1].choice != "expert":
        driver.key(pygame.K_RIGHT)
    driver.click(driver.widget("start").rect.center)
    # The form shows "Computer 1" for this seat; the table must call it the same.
    assert hooks.started[-1].seats[1] == SeatSetup("computer", "Computer 1", "expert")
    assert hooks.started[-1].seats[0] == SeatSetup("person", "Player 1")


def test_settings_with_a_named_computer_seat_give_it_no_name() -> None:
    setup = GameSetup.from_json(
        {
            "seats": [
                {"kind": "person", "name": "Ann"},
                {"kind": "computer", "name": "B", "strength": "expert"},
            ]
        }
    )
    assert setup.seats == (SeatSetup("person", "Ann"), SeatSetup("computer", "", "expert"))


def test_seats_stay_between_two_and_six(make_app) -> None:
    driver = make_app()
    open_setup(driver)
    for _ in range(10):
        add = driver.top.focus.by_name("add_seat")
        if add is None:
            break
        driver.click(add.rect.center)
    assert len(driver.top.seats) == 6
    for _ in range(10):
        driver.click(driver.widget("seat0.remove").rect.center)
    assert len(driver.top.seats) == 2
    assert not driver.widget("seat0.remove").enabled


def test_a_setup_of_a_game_without_a_table_gets_a_notice(make_app) -> None:
    driver = make_app(games=fake_registry())
    setup = GameSetup((SeatSetup("person"), SeatSetup("person")), game="beta")
    driver.app.ctx.hooks.start_game(driver.app.ctx, setup)
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    assert "not built yet" in driver.top.message
    driver.key(pygame.K_RETURN)
    assert driver.top.name == "menu"


@pytest.mark.parametrize(
    "bad",
    [
        {"seats": []},
        {"seats": [{"kind": "alien"}, {"kind": "person"}]},
        {"seats": [{"kind": "computer", "strength": "godlike"}] * 2},
        {"seats": [{"kind": "person"}] * 2, "turn_seconds": 5},
        {"seats": [{"kind": "person"}] * 2, "lexicon": "xx"},
        {"seats": [{"kind": "person"}] * 2, "seed": -1},
        "not a dict",
    ],
)
def test_game_setup_rejects_malformed_data(bad) -> None:
    with pytest.raises((ValueError, TypeError)):
        checked(GameSetup.from_json(bad), games.get("rondo"))


def _drawn_sizes(driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """The text size each line of text is drawn at in the next frame."""
    sizes: dict[str, int] = {}
    real = driver.app.ctx.text.blit

    def blit(surface, text, role, px, *args, **kwargs):  # type: ignore[no-untyped-def]
        sizes[text] = px
        return real(surface, text, role, px, *args, **kwargs)

    monkeypatch.setattr(driver.app.ctx.text, "blit", blit)
    driver.frames(1)
    return sizes


@pytest.mark.parametrize("language", ["en", "de", "es", "fr"])
def test_the_seat_choices_share_one_text_size(
    make_app, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    # "Person" big and "Computer · Medium" shrunk beside it looked like two kinds of control.
    driver = make_app(language=language)
    open_setup(driver)
    kinds = [driver.widget(f"seat{index}.kind") for index in range(3)]
    sizes = _drawn_sizes(driver, monkeypatch)
    shown = {kind.options[kind.index][1] for kind in kinds}
    assert len(shown) == 2  # a person and the computers
    assert len({sizes[text] for text in shown}) == 1
