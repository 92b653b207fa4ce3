"""A registry of fake games for the host's tests: ``alpha`` and ``gamma`` have a UI that
records what the host asked of it, ``beta`` has no table yet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from rondo_desktop.app.scene import Scene
from rondo_desktop.games import GameRegistry
from rondo_desktop.games.spec import GameSpec, SeatRange, SetupChoice, SetupField

COLOURS = SetupField(
    option="colour",
    label_key="fake.colour",
    choices=(SetupChoice("red", "fake.red"), SetupChoice("blue", "fake.blue")),
    summary_key="fake.summary",
)
ROUNDS = SetupField(
    option="rounds",
    label_key="fake.rounds",
    choices=(SetupChoice("3", "fake.three"), SetupChoice("9", "fake.nine")),
)


class FakeScene(Scene):
    """A scene a fake game shows: named after what the host asked for."""

    def __init__(self, ctx: Any, name: str) -> None:
        super().__init__(ctx)
        self.name = name


class FakeUI:
    def __init__(self, game: str) -> None:
        self.game = game
        self.calls: list[tuple[str, Any]] = []
        self.pictures: list[pygame.Rect] = []

    def start_game(self, ctx: Any, setup: Any, *, slot: str = "menu") -> None:
        self.calls.append(("start", setup))

    def continue_game(self, ctx: Any, *, slot: str = "menu") -> None:
        self.calls.append(("continue", slot))

    def rules_scene(self, ctx: Any, page: int = 0) -> Scene:
        self.calls.append(("rules", page))
        return FakeScene(ctx, f"{self.game}.rules")

    def draw_picture(
        self, ctx: Any, surface: pygame.Surface, area: pygame.Rect, seconds: float
    ) -> None:
        self.pictures.append(area.copy())
        pygame.draw.rect(surface, (200, 40, 40), area.inflate(-area.width // 3, -area.height // 3))

    def screenshot_scene(self, ctx: Any, scene: str, seed: int) -> Scene:
        self.calls.append(("screenshot", scene))
        return FakeScene(ctx, f"{self.game}.{scene}")


def _unplayable(*_args: Any, **_kwargs: Any) -> Any:
    raise NotImplementedError("a fake game is never played")


def fake_spec(
    name: str, *, ui: bool, fields: tuple[SetupField, ...] = ()
) -> GameSpec[Any, Any, Any]:
    options: Mapping[str, tuple[str, ...]] = {field.option: field.values() for field in fields}
    built: dict[str, FakeUI] = {}

    def make_ui() -> FakeUI:
        built[name] = FakeUI(name)
        return built[name]

    spec: GameSpec[Any, Any, Any] = GameSpec(
        name=name,
        display_key="game.rondo.name",
        seats=SeatRange(2, 4),
        strengths=("easy", "tough"),
        options=options,
        new_game=_unplayable,
        to_json=_unplayable,
        from_json=_unplayable,
        action_to_json=_unplayable,
        action_from_json=_unplayable,
        legal_actions=_unplayable,
        make_player=_unplayable,
        check_invariants=_unplayable,
        screenshot_scenes=("table",),
        full_state=_unplayable,
        tagline_key="game.rondo.tagline",
        setup_fields=fields,
        ui=make_ui if ui else None,
    )
    return spec


def fake_registry() -> GameRegistry:
    games = GameRegistry()
    games.register(fake_spec("alpha", ui=True, fields=(COLOURS, ROUNDS)))
    games.register(fake_spec("beta", ui=False))
    games.register(fake_spec("gamma", ui=True))
    return games
