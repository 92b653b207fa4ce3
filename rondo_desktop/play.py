"""``rondo-desktop play``: sit down at a table directly, skipping the menus.

    rondo-desktop play --seats you,hard,medium [--lang de] [--seed S] [--speed N|max]
                       [--quit-when-over]
    rondo-desktop play --continue [--speed N|max] [--quit-when-over]

Seats are ``you`` (the person at the screen), a computer strength of the game (e.g.
``beginner``, ``medium``, ``hard``, ``expert``) or any other word, taken as the name of a
person on the same screen. ``--lang`` is the game's option ``language`` (a word list), for a
game that has one.
With computer seats only the game plays itself (watch mode); ``--speed max`` skips animations
and pauses, and ``--quit-when-over`` exits with status 0 once the results are on screen — under
SDL's dummy video driver this is the UI smoke test CI runs.

``--continue`` resumes the saved game instead: of the menu's save (``autosave-rondo.json``,
or 0.1.0's ``autosave.json``) and the command line's (``autosave-rondo-play.json``), the one
written last, which is the game the player played last. It goes on saving to the file it
came from. With computer seats only it plays on to the end, so CI and the tests prove that
old saves still resume. No saved game: one line on stderr and status 2. ``--game`` names the
game (the registry's); a game without a table yet: one line and status 2.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import (
    DEFAULT_TURN_SECONDS,
    MAX_TURN_SECONDS,
    MIN_TURN_SECONDS,
    GameSetup,
    SeatSetup,
    checked,
    clean_name,
    default_setup,
)
from rondo_desktop.app.saves import MENU_SLOT, PLAY_SLOT, Slot, saved_game_path
from rondo_desktop.games import DEFAULT_GAME, add_game_argument, no_table_message, parse_options

if TYPE_CHECKING:
    from rondo_desktop.app.app import App
    from rondo_desktop.games import AnySpec

YOU = "you"
DEFAULT_SEATS = "you,medium,medium"
NO_SAVE = 2  # exit status: no saved game to continue, or none that could be resumed
# What a new game's options are; --continue takes the saved game's and refuses them.
NEW_GAME_OPTIONS = ("seats", "lang", "option", "turn")


def seats_argument(text: str) -> tuple[str, ...]:
    """The seats as written; ``game_seats`` reads them once the game is known."""
    tokens = tuple(part.strip() for part in text.split(","))
    if not all(tokens):
        raise argparse.ArgumentTypeError("a seat is empty; write e.g. you,hard,medium")
    return tokens


def game_seats(tokens: tuple[str, ...], spec: AnySpec) -> tuple[SeatSetup, ...]:
    """``you``, a computer strength of the game, or a person's name, for each seat."""
    seats = []
    for token in tokens:
        if token.lower() in spec.strengths:
            seats.append(SeatSetup("computer", "", token.lower()))
        elif token.lower() == YOU:
            seats.append(SeatSetup("person", ""))
        else:
            seats.append(SeatSetup("person", clean_name(token)))
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
    add_game_argument(parser)
    # Left out: a new game is the default game's, --continue resumes the game played last.
    parser.set_defaults(game=None)
    # The new game's options are left out of args unless given, so that --continue can tell;
    # run() fills in the defaults the help names (--turn none is a choice, not a default).
    parser.add_argument(
        "--seats",
        type=seats_argument,
        default=argparse.SUPPRESS,
        help="comma-separated seats, as many as the game has: you, a computer strength of the "
        "game (e.g. beginner, medium, hard or expert) or a person's name (default: "
        f"you and two computers of middle strength, {DEFAULT_SEATS})",
    )
    parser.add_argument(
        "--lang",
        default=argparse.SUPPRESS,
        help="the game's language option, for a game that has one (a word list: de, en or "
        "es; default de); short for --option language=X",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=argparse.SUPPRESS,
        metavar="NAME=VALUE",
        help="an option of the new game (repeatable), e.g. Ronda's target=61; each left out "
        "takes its default",
    )
    parser.add_argument("--seed", type=int, help="deal number, to play the same deal again")
    parser.add_argument("--speed", type=speed_argument, help="animation speed, or max")
    parser.add_argument(
        "--turn",
        type=turn_argument,
        default=argparse.SUPPRESS,
        help=f"sand timer seconds per turn (30-300) or none (default {DEFAULT_TURN_SECONDS})",
    )
    parser.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        help="resume the saved game played last (of any game unless --game names one; the "
        "menu's or the command line's)",
    )
    parser.add_argument(
        "--quit-when-over",
        action="store_true",
        help="exit with status 0 once the results are shown",
    )
    parser.add_argument("--data-dir", type=Path, help=argparse.SUPPRESS)  # tests: not $HOME


def latest_save(data_dir: Path, game: str = DEFAULT_GAME) -> Slot | None:
    """The slot whose save of ``game`` was written last; None when neither has one."""
    found = last_played(data_dir, (game,))
    return None if found is None else found[1]


def last_played(data_dir: Path, games: Sequence[str]) -> tuple[str, Slot] | None:
    """Of ``games``, the game and slot whose save was written last (the game played last);
    None when none has one.

    Anything in a save's place counts, as for the menu's Continue: a file that cannot be read
    is then reported rather than passed over for an older game.
    """
    found: list[tuple[int, int, int, str, Slot]] = []
    for order, game in enumerate(games):
        # On equal times the menu's game wins (the one the player set up themselves), then
        # the first game registered.
        for rank, slot in enumerate((PLAY_SLOT, MENU_SLOT)):
            path = saved_game_path(data_dir, slot, game)  # 0.1.0's autosave.json included
            try:
                written = path.lstat().st_mtime_ns
            except OSError:
                continue  # not there (or not even its folder entry can be read): not a save
            found.append((written, rank, -order, game, slot))
    if not found:
        return None
    *_, game, slot = max(found)
    return game, slot


def run(args: argparse.Namespace) -> int:
    from rondo_desktop import games
    from rondo_desktop.app.app import App, user_folders
    from rondo_desktop.app.crash import configure_logging

    if args.data_dir is None:
        data_dir, log_dir = user_folders()
    else:
        data_dir, log_dir = args.data_dir, args.data_dir / "logs"
    game = args.game or DEFAULT_GAME
    if args.resume and args.game is None:
        playable = [name for name in games.names() if games.get(name).ui is not None]
        found = last_played(data_dir, playable)
        game = found[0] if found is not None else DEFAULT_GAME
    spec = games.get(game)
    if spec.ui is None:
        print(f"rondo-desktop play: {no_table_message(game)}", file=sys.stderr)
        return 2
    if args.resume:
        given = [f"--{name}" for name in NEW_GAME_OPTIONS if name in vars(args)]
        if args.seed is not None:
            given.append("--seed")
        if given:
            print(
                f"rondo-desktop play: --continue resumes the saved game as it was; "
                f"leave out {', '.join(given)}",
                file=sys.stderr,
            )
            return 2
    if args.seed is not None and not 0 <= args.seed <= 2**63 - 1:
        print("rondo-desktop play: --seed must be a non-negative number")
        return 2
    setup = None if args.resume else new_setup(args, spec)
    if setup is None and not args.resume:
        return 2
    slot = latest_save(data_dir, game) if args.resume else None
    if args.resume and slot is None:
        print(
            f"rondo-desktop play: there is no saved game to continue in {data_dir}", file=sys.stderr
        )
        return NO_SAVE
    configure_logging(log_dir)
    app = App(data_dir, log_dir=log_dir, speed=args.speed, quit_when_over=args.quit_when_over)
    if slot is not None:
        app.ctx.hooks.continue_game(app.ctx, slot=slot, game=game)
        if args.quit_when_over and not _resuming(app):
            # Continue printed why on stderr and left the menu, where no one is waiting.
            app.close()
            return NO_SAVE
        return app.run()  # a notice over the menu says why, when it could not resume
    assert setup is not None
    # Its own save slot: the game waiting behind the menu's Continue is never touched.
    app.ctx.hooks.start_game(app.ctx, setup, slot=PLAY_SLOT)
    return app.run()


def new_setup(args: argparse.Namespace, spec: AnySpec) -> GameSetup | None:
    """The new game the options describe, held against the game; None (and one line on
    stderr) when the game does not allow it."""
    seats = game_seats(args.seats, spec) if "seats" in vars(args) else default_setup(spec).seats
    turn = getattr(args, "turn", DEFAULT_TURN_SECONDS)
    try:
        options = parse_options(spec, getattr(args, "option", []), getattr(args, "lang", None))
        return checked(GameSetup(seats, options, turn, args.seed, spec.name), spec)
    except ValueError as error:
        print(f"rondo-desktop play: {error}", file=sys.stderr)
        return None


def _resuming(app: App) -> bool:
    """Whether Continue sat down at the table (or is replaying a long game to get there)."""
    app.ctx.stack.apply_pending(app.screen)
    return getattr(app.ctx.stack.top, "name", "") in ("table", "loading")
