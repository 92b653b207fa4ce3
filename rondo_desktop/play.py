"""``rondo-desktop play``: sit down at a table directly, skipping the menus.

    rondo-desktop play --seats you,hard,medium [--lang de] [--seed S] [--speed N|max]
                       [--quit-when-over]

Seats are ``you`` (the person at the screen), a computer strength (``beginner``, ``medium``,
``hard``, ``expert``) or any other word, taken as the name of a person on the same screen.
With computer seats only the game plays itself (watch mode); ``--speed max`` skips animations
and pauses, and ``--quit-when-over`` exits with status 0 once the results are on screen — under
SDL's dummy video driver this is the UI smoke test CI runs.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from rondo_desktop.app.game_setup import (
    MAX_SEATS,
    MAX_TURN_SECONDS,
    MIN_SEATS,
    MIN_TURN_SECONDS,
    STRENGTHS,
    GameSetup,
    SeatSetup,
    clean_name,
)

YOU = "you"


def seats_argument(text: str) -> tuple[SeatSetup, ...]:
    seats = []
    for token in (part.strip() for part in text.split(",")):
        if not token:
            raise argparse.ArgumentTypeError("a seat is empty; write e.g. you,hard,medium")
        if token.lower() in STRENGTHS:
            seats.append(SeatSetup("computer", "", token.lower()))
        elif token.lower() == YOU:
            seats.append(SeatSetup("person", ""))
        else:
            seats.append(SeatSetup("person", clean_name(token)))
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise argparse.ArgumentTypeError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats")
    return tuple(seats)


def speed_argument(text: str) -> float:
    if text == "max":
        return math.inf
    try:
        speed = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("speed is a number such as 2, or max") from None
    if not 0.25 <= speed <= 20:
        raise argparse.ArgumentTypeError("speed is between 0.25 and 20, or max")
    return speed


def turn_argument(text: str) -> int | None:
    if text == "none":
        return None
    try:
        seconds = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("turn time is whole seconds, or none") from None
    if not MIN_TURN_SECONDS <= seconds <= MAX_TURN_SECONDS:
        raise argparse.ArgumentTypeError(
            f"turn time is {MIN_TURN_SECONDS} to {MAX_TURN_SECONDS} seconds, or none"
        )
    return seconds


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--seats",
        type=seats_argument,
        default=seats_argument("you,medium,medium"),
        help="comma-separated seats: you, beginner, medium, hard, expert or a person's name",
    )
    parser.add_argument("--lang", choices=("de", "en", "es"), default="de", help="lexicon")
    parser.add_argument("--seed", type=int, help="deal number, to play the same deal again")
    parser.add_argument("--speed", type=speed_argument, help="animation speed, or max")
    parser.add_argument(
        "--turn",
        type=turn_argument,
        default=120,
        help="sand timer seconds per turn (30-300) or none",
    )
    parser.add_argument(
        "--quit-when-over",
        action="store_true",
        help="exit with status 0 once the results are shown",
    )
    parser.add_argument("--data-dir", type=Path, help=argparse.SUPPRESS)  # tests: not $HOME


def run(args: argparse.Namespace) -> int:
    from rondo_desktop.app.app import App, user_folders
    from rondo_desktop.app.crash import configure_logging
    from rondo_desktop.app.saves import PLAY_SLOT
    from rondo_desktop.app.table.hooks import TableHooks

    if args.seed is not None and not 0 <= args.seed <= 2**63 - 1:
        print("rondo-desktop play: --seed must be a non-negative number")
        return 2
    if args.data_dir is None:
        data_dir, log_dir = user_folders()
    else:
        data_dir, log_dir = args.data_dir, args.data_dir / "logs"
    configure_logging(log_dir)
    hooks = TableHooks(speed=args.speed, quit_when_over=args.quit_when_over)
    app = App(data_dir, hooks=hooks, log_dir=log_dir)
    setup = GameSetup(args.seats, args.lang, args.turn, args.seed)
    # Its own save slot: the game waiting behind the menu's Continue is never touched.
    hooks.start_game(app.ctx, setup, slot=PLAY_SLOT)
    return app.run()
