"""Seat tokens kept in the data folder: kept, found, forgotten; a bad file set aside."""

from __future__ import annotations

from pathlib import Path

from rondo_desktop.app.net.tokens import MAX_SEATS, SeatToken, SeatTokens, seat_token_of


def seat(table: str, when: float = 1.0) -> SeatToken:
    return SeatToken("ws://10.0.0.2:47100", table, 1, f"token-{table}", "Ana", "ronda", when)


def test_seats_are_kept_newest_first_one_per_table(data_dir: Path) -> None:
    tokens = SeatTokens(data_dir)
    tokens.keep(seat("AAAAAA", 1.0))
    tokens.keep(seat("BBBBBB", 2.0))
    tokens.keep(seat("AAAAAA", 3.0))
    assert [s.table for s in SeatTokens(data_dir).all()] == ["AAAAAA", "BBBBBB"]
    assert tokens.find("ws://10.0.0.2:47100", "BBBBBB") == seat("BBBBBB", 2.0)
    tokens.forget("ws://10.0.0.2:47100", "AAAAAA")
    assert [s.table for s in tokens.all()] == ["BBBBBB"]


def test_only_the_newest_seats_are_kept(data_dir: Path) -> None:
    tokens = SeatTokens(data_dir)
    for index in range(MAX_SEATS + 5):
        tokens.keep(seat(f"T{index:05d}", float(index)))
    kept = tokens.all()
    assert len(kept) == MAX_SEATS and kept[0].table == f"T{MAX_SEATS + 4:05d}"


def test_a_bad_file_is_set_aside_and_bad_rows_are_skipped(data_dir: Path) -> None:
    tokens = SeatTokens(data_dir)
    tokens.path.parent.mkdir(parents=True)
    tokens.path.write_text("{not json", encoding="utf-8")
    assert tokens.all() == [] and tokens.set_aside is not None and tokens.set_aside.exists()
    tokens.path.write_text(
        '{"seats": [1, {"url": "x"}, {"url": "ws://h:1", "table": "AAAAAA", "seat": 0,'
        ' "token": "t", "name": "Ana", "game": "ronda", "time": 5}]}',
        encoding="utf-8",
    )
    assert [s.token for s in tokens.all()] == ["t"]


def test_a_seated_message_becomes_a_record_and_nonsense_does_not() -> None:
    seated = {"type": "seated", "table": "K7Q4M2", "seat": 2, "token": "abc", "game": "rondo"}
    record = seat_token_of(seated, "ws://h:47100", "Bo")
    assert record is not None and (record.table, record.seat, record.name) == ("K7Q4M2", 2, "Bo")
    assert seat_token_of({"type": "seated", "seat": "x"}, "ws://h:1", "Bo") is None
