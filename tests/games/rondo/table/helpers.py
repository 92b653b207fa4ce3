"""Seeded sessions for the table tests, played by the greedy chooser, and the player's moves
at the table (sitting down, clicking a card onto a slot, pressing a button)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.saves import autosave_path
from rondo_desktop.games.rondo.engine import (
    JOKER,
    Deck,
    IllegalAction,
    Lexicon,
    Pass,
    Phase,
    Placement,
    load_deck,
)
from rondo_desktop.games.rondo.engine.wordfinder import WordFinder
from rondo_desktop.games.rondo.lexicons import load_lexicon
from rondo_desktop.games.rondo.players.base import Toolbox
from rondo_desktop.games.rondo.table.greedy import choose, greedy_factory
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession

if TYPE_CHECKING:
    from tests.app.conftest import Driver

LANG = "en"
MAX = math.inf  # the table's top speed: no animation waits


@cache
def tools() -> tuple[Lexicon, Deck, WordFinder]:
    lexicon, deck = load_lexicon(LANG), load_deck(LANG)
    return lexicon, deck, WordFinder(lexicon, deck)


# -- sessions -------------------------------------------------------------------------------


def greedy_session(
    seats: tuple[SeatSetup, ...],
    seed: int,
    turn_seconds: int | None = None,
    data_dir: Path | None = None,
) -> GameSession:
    """A new game whose computer seats play the greedy way, at once, in the test's thread."""
    lexicon, deck, _ = tools()
    return GameSession.new(
        GameSetup(seats, {"language": LANG}, turn_seconds),
        seed,
        lexicon,
        deck,
        greedy_factory(lexicon, deck),
        data_dir=data_dir,
        threaded=False,
        think_seconds=0.0,
    )


def restore_autosave(data_dir: Path) -> GameSession:
    """The game saved in ``data_dir``, as Continue resumes it (greedy computer seats)."""
    lexicon, deck, _ = tools()
    return GameSession.restore(
        autosave_path(data_dir).read_text(encoding="utf-8"),
        lambda _language: lexicon,
        lambda _language: deck,
        greedy_factory(lexicon, deck),
        data_dir=data_dir,
        threaded=False,
        think_seconds=0.0,
    )


def person_vs_computers(
    data_dir: Path | None, seed: int = 3, turn_seconds: int | None = 120
) -> GameSession:
    seats = (
        SeatSetup("person", "You"),
        SeatSetup("computer", "Ada", "medium"),
        SeatSetup("computer", "Max", "hard"),
    )
    return greedy_session(seats, seed, turn_seconds, data_dir)


def computers_only(seed: int = 5) -> GameSession:
    seats = tuple(SeatSetup("computer", f"C{k}", "medium") for k in range(3))
    return greedy_session(seats, seed)


# -- playing a session on (no screen) -------------------------------------------------------


def play_greedily_until(
    session: GameSession, ready: Callable[[GameSession], bool], moves: int
) -> bool:
    """Play the greedy way for every seat until ``ready(session)``, then take the events the
    screen would have shown; False when the game ends or ``moves`` steps pass first."""
    lexicon, deck, finder = tools()
    toolbox = Toolbox(deck, lexicon, finder)
    for _ in range(moves):
        if session.is_over:
            return False
        if ready(session):
            session.take_events()
            return True
        if session.is_human_turn:
            action = choose(toolbox, session.game.observation(session.current_seat))
            if isinstance(action, Pass):
                session.pass_turn()
            else:
                session.play(action.placements)
        else:
            session.update(0.0)
    return False


def to_person_turn(session: GameSession, min_turn: int = 1) -> None:
    """Play (greedily, for every seat) until the person may build a word in a turn."""

    def ready(s: GameSession) -> bool:
        my_turn = s.is_human_turn and s.phase is Phase.TURN and s.game.turn >= min_turn
        return bool(my_turn and s.legal_plays())

    if not play_greedily_until(session, ready, 300):
        raise AssertionError("the person never got a turn with a possible word")


def an_illegal_placement(session: GameSession) -> tuple[Placement, IllegalAction]:
    """The first card of the person's hand (no joker) on a slot where the rules refuse it."""
    holder = session.game.holder
    assert holder is not None
    for card in sorted(set(session.game.hand(0)) - {JOKER}):
        for slot in range(len(holder)):
            try:
                session.check([Placement(slot, card)])
            except IllegalAction as error:
                return Placement(slot, card), error
    raise AssertionError("every card fits every slot")


def a_non_word(session: GameSession, candidates: Iterable[str] = ("NIVE", "NIVX", "QXZ")) -> str:
    """Neither a word nor the start of one (NIVE begins NIVEAU in today's word lists)."""
    return next(w for w in candidates if not session.is_word(w) and not session.begins_word(w))


# -- the player at the table ----------------------------------------------------------------


def sit_down(driver: Driver, session: GameSession, speed: float = MAX) -> TableScene:
    scene = TableScene(driver.app.ctx, session, speed=speed)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    assert driver.top is scene
    return scene


def at_the_table(
    make_app, data_dir: Path, speed: float = MAX, **game
) -> tuple[Driver, GameSession, TableScene]:
    """The person's first turn with a word to make, on screen: (driver, session, scene).
    ``game`` goes to :func:`person_vs_computers` (seed, turn_seconds)."""
    driver = make_app()
    session = person_vs_computers(data_dir, **game)
    to_person_turn(session)
    return driver, session, sit_down(driver, session, speed=speed)


def press(driver: Driver, name: str) -> None:
    driver.click(driver.top.focus.by_name(name).rect.center)


def slot_centre(scene: TableScene, slot: int) -> tuple[int, int]:
    geometry = scene.holder_geometry()
    rect = geometry.slots.get(slot) or geometry.zones.get(slot)
    assert rect is not None, f"slot {slot} is not on screen"
    return rect.center


def click_card_then_slot(driver: Driver, scene: TableScene, placement: Placement) -> None:
    card = next(c for c in scene.hand if c.slot is None and c.card == placement.card)
    driver.click(card.rect().center)
    assert card.selected
    driver.click(slot_centre(scene, placement.slot))
    assert card.slot == placement.slot
    if placement.card == JOKER:
        assert driver.top.name == "letter_picker"
        driver.type(placement.letter)
        assert driver.top is scene and card.letter == placement.letter
