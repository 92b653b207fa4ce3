"""R-32..R-38: the este chain on the rank just played (1, 5, 10), capture or not."""

from __future__ import annotations

from rondo_desktop.games.ronda.engine.events import Este
from tests.games.ronda.helpers import of_type, play, rigged


def test_r32_the_chain_resets_at_every_batch() -> None:
    game = rigged([["5o"], ["5c"]], ["1b", "11b"], stock_top=["5e", "2c", "3c", "4c", "6c", "7c"])
    play(game, "5o", "5c")
    assert (game.chain_rank, game.chain_len) == (None, 0)  # the next batch was dealt


def test_r33_same_rank_lengthens_the_chain_another_starts_one() -> None:
    game = rigged([["5o", "6o", "1o"], ["5c", "6c", "2b"]], ["11b", "12b"])
    play(game, "5o")
    assert (game.chain_rank, game.chain_len) == (5, 1)
    play(game, "5c")
    assert (game.chain_rank, game.chain_len) == (5, 2)
    play(game, "6o")
    assert (game.chain_rank, game.chain_len) == (6, 1)


def test_r34_points_one_five_ten() -> None:
    game = rigged([["5o", "5e", "1o"], ["5c", "5b", "2b"]], ["11b", "12b"])
    events = play(game, "5o", "5c", "5e", "5b")
    assert [(e.seat, e.link, e.points) for e in of_type(events, Este)] == [
        (1, 2, 1),
        (0, 3, 5),
        (1, 4, 10),
    ]
    assert game.totals == [5, 11]


def test_r35_este_by_rank_capture_or_not() -> None:
    # The rule book's example: A lays 5, B takes it (+1), A lays 5 (+5), B takes it (+10).
    game = rigged([["5o", "5e", "1o"], ["5c", "5b", "2b"]], ["11b", "12b"])
    play(game, "5o")
    assert "5o" in game.table.values()
    play(game, "5c")
    assert 5 not in game.table and game.totals == [0, 1]
    play(game, "5e")
    assert game.table[5] == "5e" and game.totals == [5, 1]
    play(game, "5b")
    assert game.totals == [5, 11]


def test_r36_no_chain_across_batches() -> None:
    game = rigged([["5o"], ["6c"]], ["1b", "11b"], stock_top=["6o", "2c", "3c", "5c", "4c", "7c"])
    play(game, "5o", "6c")  # the batch ends on a 6
    events = play(game, "6o")  # the next batch's first card: a 6, but no este
    assert of_type(events, Este) == []


def test_r37_the_opening_table_never_starts_a_chain() -> None:
    game = rigged([["5o", "1o"], ["2b", "3b"]], ["5c", "11b"])
    events = play(game, "5o")
    assert of_type(events, Este) == [] and game.chain_len == 1


def test_r38_at_most_four_long_and_alike_at_four_players_on_alternate_sides() -> None:
    game = rigged([["5o"], ["5c"], ["5e"], ["5b"]], ["11b", "12b"])
    events = play(game, "5o", "5c", "5e", "5b")
    assert [(e.side, e.points) for e in of_type(events, Este)] == [(1, 1), (0, 5), (1, 10)]
