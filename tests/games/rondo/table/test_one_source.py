"""Issue 13, one source of truth: the table and the spec share one warmed finder, and the sand
timer's time left reaches the computer players."""

from __future__ import annotations

import math
from pathlib import Path

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.games.rondo.engine import Action, Observation
from rondo_desktop.games.rondo.players import make_player
from rondo_desktop.games.rondo.spec import rondo_spec
from rondo_desktop.games.rondo.table import hooks as table_hooks
from rondo_desktop.games.rondo.table.hooks import TableHooks, player_factory
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession
from rondo_desktop.games.rondo.toolboxes import player_seed, shared_toolboxes


def test_a_spec_game_and_a_table_game_share_one_finder(make_app, data_dir: Path) -> None:
    spec_game = rondo_spec().new_game(2, 5, {"language": "en"})
    driver = make_app()
    setup = GameSetup(
        (SeatSetup("person", ""), SeatSetup("computer", "", "medium")), {"language": "en"}, None
    )
    TableHooks(speed=math.inf).start_game(driver.app.ctx, setup)
    driver.frames(2)
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.session.game.finder is spec_game.finder
    assert spec_game.finder is shared_toolboxes().toolbox("en").finder


def test_the_expert_is_given_the_time_left_on_a_short_timer(monkeypatch) -> None:
    given: list[float | None] = []

    class Recording:
        strength = "expert"

        def __init__(self, real: object) -> None:
            self.real = real

        def choose(self, observation: Observation, time_left: float | None = None) -> Action:
            given.append(time_left)
            return self.real.choose(observation, time_left)  # type: ignore[attr-defined]

    def recording_player(*args: object, **kwargs: object) -> Recording:
        return Recording(make_player(*args, **kwargs))  # type: ignore[arg-type]

    monkeypatch.setattr(table_hooks, "make_player", recording_player)
    boxes = shared_toolboxes()
    factory = player_factory(boxes.toolbox("en"), boxes.leaves("en"), 3, 30)
    seats = (SeatSetup("computer", "", "expert"), SeatSetup("computer", "", "expert"))
    toolbox = boxes.toolbox("en")
    session = GameSession.new(
        GameSetup(seats, {"language": "en"}, 30),
        3,
        toolbox.lexicon,
        toolbox.deck,
        factory,
        threaded=False,
    )
    session.update(4.0)  # four seconds of sand gone before the first computer turn
    assert given, "no computer was asked to choose"
    assert given[0] is not None and 0 < given[0] <= 26.0


def test_the_table_seeds_its_players_by_the_one_rule(monkeypatch) -> None:
    seeds: list[int] = []

    def seed_recorder(*args: object, seed: int, **kwargs: object) -> object:
        seeds.append(seed)
        return make_player(*args, seed=seed, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table_hooks, "make_player", seed_recorder)
    boxes = shared_toolboxes()
    factory = player_factory(boxes.toolbox("en"), boxes.leaves("en"), 11, None)
    factory(2, "medium")
    assert seeds == [player_seed(11, 2)]


def test_a_restored_game_plays_on_with_the_shared_finder(make_app, data_dir: Path) -> None:
    from .helpers import person_vs_computers, to_person_turn

    spec = rondo_spec()
    game = spec.new_game(2, 8, {"language": "de"})
    restored = spec.from_json(spec.to_json(game))
    assert restored.finder is game.finder is shared_toolboxes().toolbox("de").finder

    saved = person_vs_computers(data_dir)
    to_person_turn(saved, min_turn=3)  # autosaved
    driver = make_app()
    TableHooks(speed=math.inf).continue_game(driver.app.ctx)
    driver.frames(2)
    table = driver.top
    assert isinstance(table, TableScene)
    language = table.session.game.options.language
    assert table.session.game.finder is shared_toolboxes().toolbox(language).finder
