"""Seeded sessions for the table tests, played by the greedy chooser."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.table.greedy import choose, greedy_factory
from rondo_desktop.app.table.session import GameSession
from rondo_desktop.engine import Deck, Lexicon, Pass, Phase, load_deck
from rondo_desktop.engine.wordfinder import WordFinder
from rondo_desktop.lexicons import load_lexicon
from rondo_desktop.players.base import Toolbox

LANG = "en"


@cache
def tools() -> tuple[Lexicon, Deck, WordFinder]:
    lexicon, deck = load_lexicon(LANG), load_deck(LANG)
    return lexicon, deck, WordFinder(lexicon, deck)


def person_vs_computers(
    data_dir: Path | None, seed: int = 3, turn_seconds: int | None = 120
) -> GameSession:
    lexicon, deck, _ = tools()
    seats = (
        SeatSetup("person", "You"),
        SeatSetup("computer", "Ada", "medium"),
        SeatSetup("computer", "Max", "hard"),
    )
    return GameSession.new(
        GameSetup(seats, LANG, turn_seconds),
        seed,
        lexicon,
        deck,
        greedy_factory(lexicon, deck),
        data_dir=data_dir,
        threaded=False,
        think_seconds=0.0,
    )


def computers_only(seed: int = 5) -> GameSession:
    lexicon, deck, _ = tools()
    seats = tuple(SeatSetup("computer", f"C{k}", "medium") for k in range(3))
    return GameSession.new(
        GameSetup(seats, LANG, None),
        seed,
        lexicon,
        deck,
        greedy_factory(lexicon, deck),
        threaded=False,
        think_seconds=0.0,
    )


def to_person_turn(session: GameSession, min_turn: int = 1) -> None:
    """Play (greedily, for every seat) until the person may build a word in a turn."""
    lexicon, deck, finder = tools()
    toolbox = Toolbox(deck, lexicon, finder)
    for _ in range(300):
        ready = (
            session.is_human_turn
            and session.phase is Phase.TURN
            and session.game.turn >= min_turn
            and session.legal_plays()
        )
        if ready:
            session.take_events()
            return
        if session.is_human_turn:
            action = choose(toolbox, session.game.observation(session.current_seat))
            if isinstance(action, Pass):
                session.pass_turn()
            else:
                session.play(action.placements)
        else:
            session.update(0.0)
    raise AssertionError("the person never got a turn with a possible word")
