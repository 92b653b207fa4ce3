"""What must hold after every action (rule book §9); a broken one raises AssertionError naming
its rule. The conformance suite and the property tests call :func:`check_game`."""

from __future__ import annotations

from functools import cache

from rondo_desktop.games.allegra.engine.cards import DECK_SIZE, deck
from rondo_desktop.games.allegra.engine.game import Game
from rondo_desktop.games.allegra.engine.geometry import COLS, ROWS, board, index, left
from rondo_desktop.games.allegra.engine.options import ROUNDS
from rondo_desktop.games.allegra.engine.phases import DOWN, Phase
from rondo_desktop.games.allegra.engine.scoring import triples_through


def check_game(game: Game) -> None:
    _check_conservation(game)
    _check_face_down(game)
    _check_geometry(game)
    _check_no_triples(game)
    _check_scores(game)


def in_play(game: Game) -> list[int]:
    """Every card of the round: deck, discard, removed, grids and the cards in hand."""
    grids = [v for v, face in zip(game.values, game.faces, strict=True) if face]
    hands = [c for c in (game.held, game.knock_hand, game.knock_card) if c is not None]
    return game.deck + game.discard + game.removed + grids + hands


def _check_conservation(game: Game) -> None:
    cards = in_play(game)
    assert len(cards) == DECK_SIZE, f"§9.1 conservation: {len(cards)} cards, not {DECK_SIZE}"
    # sorted lists compare faster than Counters (the match runner checks every action)
    assert sorted(cards) == _full_deck(), "G-02: the 120 cards, each value its count"


@cache
def _full_deck() -> list[int]:
    return deck()  # lowest first, as sorted() gives; never changed by the caller


def _check_face_down(game: Game) -> None:
    """§9.2 / G-12: within a round the face-down count only falls (a deal resets it)."""
    down = game.face_down_count
    previous = getattr(game, "_checked_down", None)
    rounds = getattr(game, "_checked_round", None)
    if previous is not None and rounds == (game.round_no, game.is_over):
        assert down <= previous, f"G-12: face-down cards rose from {previous} to {down}"
    game._checked_down = down  # type: ignore[attr-defined]  # the checker's own memory
    game._checked_round = (game.round_no, game.is_over)  # type: ignore[attr-defined]
    if game.is_over:
        assert DOWN not in game.faces, "G-26: the final reveal left a card face down"


def _check_geometry(game: Game) -> None:
    assert game.board is board(game.n), "G-05: the game's areas are not its seat count's"
    _check_areas(game.n)


@cache
def _check_areas(n: int) -> None:
    """§9.3: area(i)'s virtual col 0 is left(i)'s col 3 -- the very same cell (the tables are
    fixed per seat count: checked once)."""
    tables = board(n)
    for seat in range(n):
        area = tables.areas[seat]
        for row in range(ROWS):
            shared = index((left(seat, n), row, COLS - 1))
            assert area[row * (COLS + 1)] == shared, f"G-05: seat {seat}'s row {row} col 0"
    if n == 2:
        assert left(0, 2) == 1 == (0 - 1) % 2, "G-06: at 2 seats left == right"


def _check_no_triples(game: Game) -> None:
    """G-20: triples go at once, so none stands (AV-04 leaves the final reveal's)."""
    if game.options.no_final_triples and game.phase is Phase.OVER:
        return
    hit = triples_through(game.values, game.faces, game.board.windows)
    assert not hit, f"G-20: a triple stands at {sorted(hit)}"


def _check_scores(game: Game) -> None:
    """G-29: one score line per finished round, and the totals are their sums (cheap: the
    match runner checks after every action)."""
    scored = len(game.round_scores)
    assert scored == len(game.doubled), "G-28: a round's doubling is missing"
    assert scored == (ROUNDS if game.is_over else game.round_no), f"G-29: {scored} rounds scored"
    totals = [sum(row[s] for row in game.round_scores) for s in range(game.n)]
    assert totals == game.totals, f"G-29: totals {game.totals} are not the rounds' {totals}"
