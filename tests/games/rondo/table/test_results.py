"""The results and statistics screens: the best word's cards as played, every person counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rondo_desktop.app.cards import CardLook
from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.app.stats import StatsStore
from rondo_desktop.games.rondo.table.results import ResultsScene
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.rondo.table.view import token_look
from tests.games.rondo.table.session_helpers import play_to_the_end

from .helpers import greedy_session


def finished(*seats: SeatSetup, seed: int) -> GameSession:
    """A game played to its end: each person lays their best word or passes."""
    session = greedy_session(seats, seed)
    play_to_the_end(session)
    return session


def spy_on_cards(driver, monkeypatch: pytest.MonkeyPatch) -> list[CardLook]:
    """Every card face the screen draws from now on, in drawing order."""
    drawn: list[CardLook] = []
    painter = driver.app.ctx.cards
    real = painter.face

    def face(look: CardLook, height: int, theme) -> object:
        drawn.append(look)
        return real(look, height, theme)

    monkeypatch.setattr(painter, "face", face)
    return drawn


YOU = SeatSetup("person", "You")
MEDIUM = SeatSetup("computer", "Ada", "medium")


def test_the_results_show_the_best_word_with_its_joker_and_delete_cards_as_played(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    for seed in range(1, 40):
        session = finished(YOU, MEDIUM, seed=seed)
        best = session.best_play()
        if best is not None and any(t.islower() for t in best.holder):
            break
    else:
        raise AssertionError("no game's best word had a joker")
    driver = make_app()
    drawn = spy_on_cards(driver, monkeypatch)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, session))
    driver.frames(3)
    ctx, deck = driver.app.ctx, session.game.deck
    row = [token_look(ctx, deck, token) for token in best.holder]
    assert drawn[-len(row) :] == row
    jokers = [look for look in row if look.kind == "joker"]
    assert jokers and all(look.value == deck.joker_value for look in jokers)
    assert sum(look.value for look in row) == best.word_value  # the values add up


def test_a_hot_seat_game_counts_for_every_person_at_the_table(make_app, data_dir: Path) -> None:
    session = finished(YOU, MEDIUM, SeatSetup("person", "Bea"), seed=4)
    driver = make_app()
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, session))
    driver.frames(3)
    stats = StatsStore(data_dir).load()
    winners = session.game.winners()
    assert stats.games_played == 2 and stats.games_won == (0 in winners) + (2 in winners)
    assert stats.by_opponent["person"].played == 2 and stats.by_opponent["medium"].played == 2
    assert stats.best_score == max(session.game.final_scores()[s] for s in (0, 2))
    best = max((session.best_play(s) for s in (0, 2)), key=lambda p: p.points if p else -999)
    assert best is not None and stats.best_word_points == best.points


STATS = {
    "schema_version": 2,
    "games_played": 3,
    "games_won": 1,
    "best_word": "BLUDGEONS",
    "best_word_points": 41,
    "best_score": 120,
    "best_word_cards": "BLUDgEONS",
    "best_word_values": [5, 4, 3, 4, -3, 1, 1, 2, 6],
}


@pytest.mark.parametrize("old", [False, True])
def test_the_statistics_show_the_best_word_as_played(
    make_app, data_dir: Path, monkeypatch: pytest.MonkeyPatch, old: bool
) -> None:
    data = dict(STATS)
    if old:  # as 0.1.0 wrote it: the word only, shown as letter cards as before
        data = {k: v for k, v in data.items() if not k.startswith("best_word_")} | {
            "schema_version": 1,
            "best_word_points": 41,
        }
    (data_dir / "stats.json").write_text(json.dumps(data), encoding="utf-8")
    driver = make_app()
    drawn = spy_on_cards(driver, monkeypatch)
    driver.app.ctx.stack.push(StatsScene(driver.app.ctx))
    driver.frames(3)
    row = drawn[-9:]
    assert "".join(look.letter for look in row) == "BLUDGEONS"
    if old:
        assert {look.kind for look in row} == {"letter"}
    else:
        assert [look.kind for look in row].count("joker") == 1
        assert row[4] == CardLook("joker", "G", -3, driver.app.ctx.t("card.joker"))
        assert [look.value for look in row] == STATS["best_word_values"]


def test_the_lone_players_best_word_is_theirs_in_the_second_person(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    for seed in range(1, 40):
        session = finished(YOU, MEDIUM, seed=seed)
        best = session.best_play()
        if best is not None and best.seat == 0:
            break
    else:
        raise AssertionError("the person never had the best word")
    driver = make_app()
    ctx = driver.app.ctx
    ctx.change_settings(language="de")
    session.seats = (SeatSetup("person", ctx.t("table.you")), *session.seats[1:])
    written: list[str] = []
    real = ctx.text.blit

    def blit(surface, text, *args, **kwargs):
        written.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", blit)
    ctx.stack.push(ResultsScene(ctx, session))
    driver.frames(3)
    captions = [text for text in written if text.startswith("von ")]
    assert captions and all(text.startswith("von dir") for text in captions)
