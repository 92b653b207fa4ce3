"""The host's results scene serves any game: a game names its score columns and fills the rows,
the host ranks the seats, draws the table and the chart, records the statistics once and offers
Play again and the menu."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest

from rondo_desktop.app.context import AppContext
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.results import GameResultsScene, ScoreColumn
from rondo_desktop.games.stats import GameEntry


class ThreeSeatGame:
    def final_scores(self) -> tuple[int, ...]:
        return (12, 30, 30)

    def winners(self) -> tuple[int, ...]:
        return (1, 2)


class ThreeSeatSession:
    """A finished game of another kind: three seats, two of them tied at the top."""

    def __init__(self) -> None:
        self.game = ThreeSeatGame()
        self.persons = [0]
        self.closed = 0
        self.handed_out = 0

    def name(self, seat: int) -> str:
        return ("Ada", "Bea", "Cy")[seat]

    @property
    def kinds(self) -> tuple[str, ...]:
        return ("person", "person", "person")

    def score_history(self) -> list[tuple[int, ...]]:
        return [(0, 0, 0), (5, 10, 3), (12, 30, 30)]

    def take_stats_entries(self) -> list[GameEntry]:
        self.handed_out += 1
        return []

    def close(self) -> None:
        self.closed += 1


class OtherGameResults(GameResultsScene):
    def __init__(self, ctx: AppContext, session: ThreeSeatSession) -> None:
        self.rematches = 0
        super().__init__(ctx, session)

    def score_columns(self) -> Sequence[ScoreColumn]:
        return (ScoreColumn("results.col.hand", 0.6), ScoreColumn("results.col.total", 0.9))

    def score_rows(self) -> list[list[int]]:
        return [[-3, 12], [0, 30], [-1, 30]]

    def seat_details(self) -> list[str | None]:
        return [None, "Bea's line", None]

    def play_again(self) -> None:
        self.rematches += 1


def drawn_texts(driver, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    ctx = driver.app.ctx
    texts: list[str] = []
    blit = ctx.text.blit

    def recording_blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(text)
        return blit(surface, text, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", recording_blit)
    driver.frames(1)
    return texts


def test_a_games_results_are_ranked_drawn_and_left_by_the_host(
    make_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = make_app()
    ctx = driver.app.ctx
    session = ThreeSeatSession()
    ctx.stack.push(OtherGameResults(ctx, session))
    driver.settle()
    scene = driver.top
    assert isinstance(scene, OtherGameResults)
    assert session.handed_out == 1 and session.closed == 1  # entered once

    texts = drawn_texts(driver, monkeypatch)
    assert ctx.t("results.shared", names="Bea & Cy") in texts
    ranked = [text for text in texts if text[:1].isdigit() and ". " in text]
    assert ranked == ["1. Bea", "1. Cy", "3. Ada"]  # best first, the tie shares its rank
    assert "Bea's line" in texts
    assert {ctx.t("results.col.hand"), ctx.t("results.col.total"), "-3"} <= set(texts)
    assert ctx.t("results.turns", count=2) in texts  # the chart of the score history

    driver.key(pygame.K_RETURN)  # Play again has the focus
    assert scene.rematches == 1
    driver.key(pygame.K_ESCAPE)
    driver.settle()
    assert isinstance(driver.top, MenuScene)


class RondaLikeSession(ThreeSeatSession):
    """The same finished game, counted into Ronda's section of stats.json."""

    def take_stats_entries(self) -> list[GameEntry]:
        self.handed_out += 1
        return [GameEntry(("medium", "medium"), True, 42)]


class RondaLikeResults(OtherGameResults):
    game_name = "ronda"


def test_a_stats_file_set_aside_while_another_game_counts_is_told(make_app, data_dir) -> None:
    # stats.json is damaged: counting a Ronda match sets it aside, and the player hears so
    # from the store that read it (Ronda's section), not from Rondo's untouched one.
    from rondo_desktop.app.scenes.dialog import NoticeDialog

    driver = make_app()
    (data_dir / "stats.json").write_text("{ not json", encoding="utf-8")
    ctx = driver.app.ctx
    ctx.stack.push(RondaLikeResults(ctx, RondaLikeSession()))
    driver.settle()
    assert isinstance(driver.top, NoticeDialog)
    assert list(data_dir.glob("stats.json.corrupt-*"))
    assert ctx.stats_store.for_game("ronda").load().by_opponent["medium"].played == 1
