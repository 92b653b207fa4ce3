"""``rondo-desktop trace --game allegra``: the document of issue 15, and an independent
re-checker.

The checker below is written from the rule book alone (it imports nothing of the engine): it
replays every traced round from its grids, discard, deck and actions -- swaps, flips, the
knock's four steps, reshuffles, triples after every placement, the closer, the final reveal
-- and must arrive at the same scores, doubling, totals and winners.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop.cli import main

COUNTS = {-1: 5, 0: 7, 1: 8, 2: 10, 3: 11, 4: 12, 5: 14, 6: 12, 7: 11, 8: 10, 9: 8, 10: 7, 11: 5}
ROUND_FIELDS = ["first", "grids", "discard", "deck", "actions", "closer", "scores", "doubled"]


def trace(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(["trace", *args])
    except SystemExit as exited:  # argparse's own refusals end the process
        code = int(exited.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def traced(capsys: pytest.CaptureFixture[str], seats: str, seed: int) -> dict[str, Any]:
    code, out, err = trace(capsys, "--game", "allegra", "--seats", seats, "--seed", str(seed))
    assert code == 0 and err == ""
    return dict(json.loads(out))


def test_the_document_has_the_issues_fields_and_shapes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    doc = traced(capsys, "medium,medium,beginner", 7)
    assert list(doc) == ["game", "players", "seed", "rounds", "winners"]
    assert (doc["game"], doc["players"], doc["seed"]) == ("allegra", 3, 7)
    assert len(doc["rounds"]) == 3
    for number, record in enumerate(doc["rounds"]):
        assert list(record) == [*ROUND_FIELDS, "totals"]
        assert record["first"] == (doc["rounds"][0]["first"] + number) % 3  # G-09
        grids = record["grids"]
        assert len(grids) == 3 and all(len(g) == 3 and all(len(r) == 4 for r in g) for g in grids)
        cards = [v for g in grids for r in g for v in r] + [record["discard"], *record["deck"]]
        assert Counter(cards) == Counter(COUNTS)
        reveals = [a for a in record["actions"] if "reveal" in a]
        assert [a["seat"] for a in reveals] == [(record["first"] + k // 2) % 3 for k in range(6)]
        assert record["actions"][: len(reveals)] == reveals
        for action in record["actions"][len(reveals) :]:
            keys = set(action)
            assert keys in (
                {"seat", "take", "place"},
                {"seat", "take", "flip"},
                {"seat", "take", "give"},
                {"reshuffle"},
            ), action
            if "give" in action:
                assert list(action["give"]) == ["knocker", "knocker_place", "take_from", "place"]
    assert doc["winners"] == [
        s
        for s, t in enumerate(doc["rounds"][-1]["totals"])
        if t == min(doc["rounds"][-1]["totals"])
    ]


def test_the_same_seed_and_seats_give_the_same_bytes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["--game", "allegra", "--seats", "medium,beginner,hard,expert", "--seed", "3"]
    first = trace(capsys, *args)[1]
    assert trace(capsys, *args)[1] == first
    assert trace(capsys, *args[:-1], "4")[1] != first
    out = tmp_path / "trace.json"
    assert trace(capsys, *args, "--out", str(out)) == (0, "", "")
    assert out.read_text(encoding="utf-8") == first


def test_byte_identical_across_processes() -> None:
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-m", "rondo_desktop.cli", "trace", "--game", "allegra"]
        command += ["--seats", "medium,medium,medium", "--seed", "11"]
        runs.append(subprocess.run(command, capture_output=True, env=env, check=True).stdout)
    assert runs[0] == runs[1] and runs[0].endswith(b"\n")


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "allegra", "--seats", "medium,beginner"],
        ["--game", "allegra", "--seed", "1"],
        ["--game", "allegra", "--seats", "medium,wizard", "--seed", "1"],
        ["--game", "allegra", "--seats", "medium", "--seed", "1"],
        ["--game", "allegra", "--seats", ",".join(["medium"] * 7), "--seed", "1"],
        ["--game", "allegra", "--seats", "medium,,medium", "--seed", "1"],
        ["--game", "allegra", "--seats", "medium,medium", "--seed", "seven"],
        ["--game", "allegra", "--seats", "medium,medium", "--seed", "-1"],
        ["--game", "allegra", "--seats", "medium,medium", "--seed", "1", "--bogus"],
        ["--game", "allegra", "--seats", "medium,medium", "--seed", "1", "--out", "/no/such/x"],
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = trace(capsys, *args)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("rondo-desktop trace")


# -- the independent re-checker ---------------------------------------------------------------

Card = list[Any]  # [value, face_up]


class Table:
    """The rule book's table: grids of [value, face_up] or None, areas of 3x5 cell refs."""

    def __init__(self, grids: list[list[list[int]]], discard: int, deck: list[int]) -> None:
        self.n = len(grids)
        self.grid: list[list[list[Card | None]]] = [
            [[[v, False] for v in row] for row in g] for g in grids
        ]
        self.discard, self.deck = [discard], list(deck)  # deck top first

    def area(self, i: int) -> list[list[tuple[int, int, int]]]:
        """G-05: rows of (owner, r, c); column 0 is the left neighbour's (i + 1) column 3."""
        return [[((i + 1) % self.n, r, 3)] + [(i, r, c) for c in range(4)] for r in range(3)]

    def get(self, cell: list[int] | tuple[int, int, int]) -> Card | None:
        return self.grid[cell[0]][cell[1]][cell[2]]

    def put(self, cell: list[int] | tuple[int, int, int], card: Card | None) -> None:
        self.grid[cell[0]][cell[1]][cell[2]] = card

    def swap(self, cell: list[int], value: int) -> int:
        out = self.get(cell)
        assert out is not None, f"a swap into the gap {cell}"
        self.put(cell, [value, True])
        return int(out[0])

    def triples(self) -> None:
        """G-19/G-20: every matching row window and column of every area, removed together."""
        doomed: set[tuple[int, int, int]] = set()
        for i in range(self.n):
            rows = self.area(i)
            lines = [row[k : k + 3] for row in rows for k in range(3)]
            lines += [[rows[r][c] for r in range(3)] for c in range(5)]
            for line in lines:
                cards = [self.get(cell) for cell in line]
                if (
                    all(c is not None and c[1] for c in cards)
                    and len({c[0] for c in cards if c is not None}) == 1
                ):
                    doomed.update(line)
        for cell in doomed:
            self.put(cell, None)

    def finished(self, i: int) -> bool:
        return all(
            (card := self.get(cell)) is None or card[1] for row in self.area(i) for cell in row
        )

    def score(self, i: int) -> int:
        return sum(card[0] for row in self.area(i) for cell in row if (card := self.get(cell)))


def replay_turn(table: Table, action: dict[str, Any]) -> None:
    if action["take"] == "discard":
        table.discard.append(table.swap(action["place"], table.discard.pop()))
        table.triples()
        return
    drawn = table.deck.pop(0)
    if "flip" in action:
        table.discard.append(drawn)
        if action["flip"] is not None:
            card = table.get(action["flip"])
            assert card is not None and not card[1]
            card[1] = True
            table.triples()
    elif "place" in action:
        table.discard.append(table.swap(action["place"], drawn))
        table.triples()
    else:
        replay_knock(table, action["give"], drawn)


def replay_knock(table: Table, give: dict[str, Any], drawn: int) -> None:
    """G-16/G-17: K places X, A takes Z (a hole), A places Z, K fills the hole with Y."""
    y = table.swap(give["knocker_place"], drawn)
    table.triples()
    if give["take_from"] is None:
        table.discard.append(y)
        return
    z = table.get(give["take_from"])
    assert z is not None
    table.put(give["take_from"], None)
    if give["place"] is None:
        table.discard.append(z[0])
    else:
        table.discard.append(table.swap(give["place"], z[0]))
        table.triples()
    table.put(give["take_from"], [y, True])
    table.triples()


def recheck_round(record: dict[str, Any], totals: list[int]) -> None:
    table = Table(record["grids"], record["discard"], record["deck"])
    n, closer, final_turns = table.n, None, 0
    for action in record["actions"]:
        if "reveal" in action:
            card = table.get(action["reveal"])
            assert card is not None and not card[1]
            card[1] = True
            table.triples()
        elif "reshuffle" in action:
            assert not table.deck  # G-13: only when a draw finds the deck empty
            assert Counter(action["reshuffle"]) == Counter(table.discard[:-1])
            table.deck, table.discard = list(action["reshuffle"]), table.discard[-1:]
        else:
            replay_turn(table, action)
            if closer is not None:
                final_turns += 1
                continue
            order = [(action["seat"] + k) % n for k in range(n)]
            closer = next((s for s in order if table.finished(s)), None)  # G-23/G-24
    assert closer == record["closer"]
    assert closer is None or final_turns == n - 1  # G-25
    for g in table.grid:  # G-26: reveal, one triple pass
        for row in g:
            for card in row:
                if card is not None:
                    card[1] = True
    table.triples()
    scores = [table.score(i) for i in range(n)]
    doubled = [i == closer and scores[i] > 0 and scores[i] > min(scores) for i in range(n)]  # G-28
    scores = [s * 2 if d else s for s, d in zip(scores, doubled, strict=True)]
    assert record["doubled"] == doubled and record["scores"] == scores
    for i in range(n):
        totals[i] += scores[i]
    assert record["totals"] == totals


@pytest.mark.parametrize(
    ("seats", "seed"),
    [("medium,medium,medium", 1), ("beginner,medium", 2), (",".join(["medium"] * 6), 3)],
)
def test_an_independent_replay_agrees_with_every_score_and_total(
    capsys: pytest.CaptureFixture[str], seats: str, seed: int
) -> None:
    doc = traced(capsys, seats, seed)
    totals = [0] * doc["players"]
    for record in doc["rounds"]:
        recheck_round(record, totals)
    assert doc["winners"] == [s for s, t in enumerate(totals) if t == min(totals)]


def test_the_traces_exercise_knocks(capsys: pytest.CaptureFixture[str]) -> None:
    actions = [
        action
        for seed in range(4)
        for record in traced(capsys, "medium,medium,medium,medium", seed)["rounds"]
        for action in record["actions"]
    ]
    assert any("give" in action for action in actions)


def test_a_long_round_with_reshuffles_replays_to_the_same_scores() -> None:
    # A stalling game (every drawn card swapped onto a face-up card for its first 300 turns)
    # empties the deck again and again; the re-checker follows each recorded reshuffle.
    from rondo_desktop.games.allegra.engine import (
        AllegraOptions,
        DiscardFlip,
        Game,
        Knock,
        Phase,
        Place,
        Take,
    )
    from rondo_desktop.games.allegra.trace import Recorder

    game = Game(AllegraOptions(seats=3, seed=5))
    recorder = Recorder(game)
    turns = 0
    while not game.is_over:
        legal = game.legal_actions()
        action = legal[0]
        if Take("deck") in legal:
            action, turns = Take("deck"), turns + 1
        elif Knock(False) in legal:
            action = Knock(False)
        elif game.phase is Phase.DRAW:
            up = [a for a in legal if isinstance(a, Place) and game.cell(a.cell)[1]]  # type: ignore[index]
            flips = [a for a in legal if isinstance(a, DiscardFlip)]
            action = (up if up and turns < 300 else flips)[0]
        seat, active = game.current_seat, game.active
        recorder.record(seat, active, action, game.apply(action, seat=seat))
    doc = json.loads(json.dumps(recorder.document()))
    assert sum("reshuffle" in a for r in doc["rounds"] for a in r["actions"]) >= 3
    totals = [0, 0, 0]
    for record in doc["rounds"]:
        recheck_round(record, totals)
