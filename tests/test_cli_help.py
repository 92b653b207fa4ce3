"""``rondo-desktop --help`` names every game of the registry, and the options shared by the
games (``play --seats``, ``--lang``) are described for any game, not Rondo's alone."""

from __future__ import annotations

import argparse

import pytest

from rondo_desktop import cli
from rondo_desktop.games import game_texts, names


def _help(*argv: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        cli.main([*argv, "--help"])
    return " ".join(capsys.readouterr().out.split())  # argparse's line breaks undone


def test_the_help_names_every_game_with_its_menu_line(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys=capsys)
    english = game_texts("en")
    for name in names():
        assert english[f"game.{name}.name"] in text, name
        assert english[f"game.{name}.tagline"][1:] in text, name


def test_play_seats_and_lang_are_described_for_every_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    parser = cli.build_parser()
    play = next(
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    ).choices["play"]
    helps = {action.dest: action.help or "" for action in play._actions}
    for option in ("seats", "lang"):
        assert "Rondo" not in helps[option], helps[option]
    assert "as many as the game has" in _help("play", capsys=capsys)
