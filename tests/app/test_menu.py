"""The main menu, driven by posted key and mouse events."""

from __future__ import annotations

import pygame
import pytest

from rondo_desktop.app.scenes.dialog import NoticeDialog
from rondo_desktop.app.scenes.game_cards import GameCard
from rondo_desktop.app.scenes.menu import MenuScene
from rondo_desktop.app.scenes.settings import SettingsScene
from rondo_desktop.app.scenes.setup import SetupScene
from rondo_desktop.app.scenes.stats import StatsScene
from rondo_desktop.games import GameRegistry, get
from rondo_desktop.games.rondo.rules import RulesScene


def names(driver) -> list[str]:
    return [w.name for w in driver.top.focus.widgets]


def rondo_only() -> GameRegistry:
    """The menu of one playable game: its entries alone, no game cards."""
    one = GameRegistry()
    one.register(get("rondo"))
    return one


def test_menu_lists_the_entries_without_continue_when_nothing_is_saved(make_app) -> None:
    driver = make_app(games=rondo_only())
    assert isinstance(driver.top, MenuScene)
    # Recent games: Rondo reviews its games; it plays over the network: Host and Join.
    assert names(driver) == [
        "new_game",
        "rules",
        "stats",
        "recent",
        "host",
        "join",
        "settings",
        "quit",
    ]
    assert driver.focused_name() == "new_game"


def test_continue_appears_when_a_saved_game_exists(make_app, data_dir, hooks) -> None:
    (data_dir / "autosave.json").write_text("{}", encoding="utf-8")
    driver = make_app(hooks=hooks)
    assert names(driver)[0] == "continue"
    driver.key(pygame.K_RETURN)
    assert hooks.continued == 1


def test_arrow_keys_and_enter_open_scenes_and_escape_returns(make_app) -> None:
    driver = make_app()
    driver.key(pygame.K_DOWN)
    assert driver.focused_name() == "rules"
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, RulesScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert len(driver.app.ctx.stack.scenes) == 1


def test_up_from_the_first_entry_wraps_to_quit_and_tab_cycles(make_app) -> None:
    driver = make_app(games=rondo_only())
    driver.key(pygame.K_UP)
    assert driver.focused_name() == "quit"
    driver.key(pygame.K_TAB)
    assert driver.focused_name() == "new_game"
    driver.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert driver.focused_name() == "quit"


def test_mouse_hover_focuses_and_click_opens(make_app) -> None:
    driver = make_app()
    for name, scene in (
        ("stats", StatsScene),
        ("settings", SettingsScene),
        ("new_game", SetupScene),
    ):
        driver.click(driver.widget(name).rect.center)
        assert isinstance(driver.top, scene), name
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.top, MenuScene)


def test_quit_stops_the_loop(make_app) -> None:
    driver = make_app()
    driver.click(driver.widget("quit").rect.center)
    assert driver.app.running is False


def test_window_close_button_quits(make_app) -> None:
    driver = make_app()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    driver.frames(1)
    assert driver.app.running is False


def test_escape_on_the_menu_does_not_quit(make_app) -> None:
    driver = make_app()
    driver.key(pygame.K_ESCAPE)
    assert driver.app.running and isinstance(driver.top, MenuScene)


def test_f11_toggles_fullscreen_and_remembers_it(make_app) -> None:
    driver = make_app()
    driver.key(pygame.K_F11)
    assert driver.app.ctx.settings.fullscreen is True
    driver.key(pygame.K_F11)
    assert driver.app.ctx.settings.fullscreen is False


def test_resize_relays_out_and_remembers_the_size(make_app, data_dir) -> None:
    driver = make_app(size=None)
    before = driver.widget("new_game").rect.copy()
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    driver.frames(2)
    after = driver.widget("new_game").rect
    assert after.height > before.height  # scaled up, not stretched text
    assert driver.app.ctx.settings.window_size == (1920, 1080)
    driver.app.close()
    again = make_app(size=None)
    assert again.app.ctx.settings.window_size == (1920, 1080)


def test_overlay_dialog_draws_over_the_menu_and_blocks_it(make_app) -> None:
    driver = make_app()
    from rondo_desktop.app.scenes.dialog import show_notice

    show_notice(driver.app.ctx, "notice.no_table.title", "notice.no_table.body")
    driver.frames(2)
    assert isinstance(driver.top, NoticeDialog)
    driver.key(pygame.K_DOWN)  # goes to the dialog, not to the menu
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MenuScene)
    assert driver.focused_name() == "new_game"


def test_run_loop_shows_the_menu_until_quit(make_app) -> None:
    driver = make_app()
    # Quit arrives as the window's close event after a few frames of the real loop.
    for _ in range(3):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
        )
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert driver.app.run() == 0
    assert isinstance(driver.app.ctx.stack.top, MenuScene)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_focus_ring_hugs_a_game_card(make_app, size: tuple[int, int]) -> None:
    # The ring around the focused game card lies on the card's edge, its corners rounded as
    # the card's: it neither stands out beyond the card nor cuts its corners off.
    driver = make_app(size=size)
    menu = driver.top
    card = menu.focus.by_name("game.ronda")
    assert isinstance(card, GameCard)
    menu.focus.focus(card)
    ctx = driver.app.ctx
    width = ctx.theme.focus_width
    canvas = pygame.Surface(driver.app.screen.get_size())
    canvas.fill((255, 0, 255))
    card.draw(canvas, ctx)
    ring = pygame.mask.from_threshold(canvas, ctx.theme.focus, (1, 1, 1, 255))
    bounds = ring.get_bounding_rects()
    outer = bounds[0].unionall(bounds[1:])
    assert outer == card.rect.inflate(2 * width, 2 * width)
    # Just past the card's rounded corner, on each edge: the ring follows the card.
    radius = round(14 * card.scale)
    rect = card.rect
    for point in (
        (rect.left + radius, rect.top - 1),
        (rect.right - radius - 1, rect.bottom),
        (rect.left - 1, rect.top + radius),
        (rect.right, rect.bottom - radius - 1),
    ):
        assert ring.get_at(point), point


def _gold(canvas: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """How many pixels of ``colour`` lie on and around ``rect``'s edge."""
    mask = pygame.mask.from_threshold(canvas, colour, (1, 1, 1, 255))
    inner = pygame.mask.Mask(rect.inflate(-40, -40).size, fill=True)
    mask.erase(inner, rect.inflate(-40, -40).topleft)  # the picture's own gold aside
    return mask.count()


def test_hovering_a_game_card_is_a_lighter_cue_than_the_chosen_or_focused_card(
    make_app,
) -> None:
    # Issue #14: the card under the mouse looked chosen (both gold-edged).
    driver = make_app()
    menu, ctx = driver.top, driver.app.ctx
    rondo, ronda = menu.focus.by_name("game.rondo"), menu.focus.by_name("game.ronda")
    assert isinstance(ronda, GameCard) and rondo.is_chosen and not ronda.is_chosen
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=ronda.rect.center, rel=(0, 0), buttons=(0,) * 3)
    )
    driver.frames(2)
    assert ronda.hovered and ronda.focused and not ronda.is_chosen

    def drawn(card: GameCard) -> pygame.Surface:
        canvas = pygame.Surface(driver.app.screen.get_size())
        canvas.fill((0, 0, 0))
        card.draw(canvas, ctx)
        return canvas

    theme = ctx.theme
    hovered = drawn(ronda)
    # Under the mouse: no gold edge, neither the chosen card's nor the focus ring.
    assert _gold(hovered, ronda.rect, theme.accent) == 0
    assert _gold(hovered, ronda.rect, theme.focus) == 0
    # The chosen card: a gold edge all round, and its tick badge.
    chosen = drawn(rondo)
    assert _gold(chosen, rondo.rect, theme.accent) > 2 * (rondo.rect.width + rondo.rect.height)
    # The keys' focus (no pointer over it): the ring, drawn unlike the hover.
    ronda.hovered = False
    focused = drawn(ronda)
    assert _gold(focused, ronda.rect, theme.focus) > 2 * (ronda.rect.width + ronda.rect.height)
    ronda.focused = False
    plain = drawn(ronda)
    x = ronda.rect.centerx
    inside, outside = (x, ronda.rect.top + 1), (x, ronda.rect.top - 1)
    assert hovered.get_at(inside) != plain.get_at(inside)  # the hover's quiet edge
    assert focused.get_at(outside) != plain.get_at(outside) == hovered.get_at(outside)


@pytest.mark.parametrize("language", ["ar", "en"])
def test_the_key_hints_keep_clear_of_the_menu_panel(
    make_app, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    # At 1280x720 the panel's bottom edge touched the Arabic hint line (taller than Latin).
    driver = make_app(language=language, size=(1280, 720))
    ctx = driver.app.ctx
    assert isinstance(driver.top, MenuScene)
    texts: list[tuple[str, pygame.Rect]] = []
    panels: list[pygame.Rect] = []
    real_blit, real_panel = ctx.text.blit, ctx.art.panel

    def blit(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real_blit(surface, text, *args, **kwargs)
        texts.append((text, rect))
        return rect

    def panel(surface, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        panels.append(pygame.Rect(rect))
        return real_panel(surface, rect, *args, **kwargs)

    monkeypatch.setattr(ctx.text, "blit", blit)
    monkeypatch.setattr(ctx.art, "panel", panel)
    driver.frames(1)
    (hint,) = [rect for text, rect in texts if text == driver.top.hints()]
    menu_panel = max(panels, key=lambda rect: rect.height)  # the buttons' panel
    assert menu_panel.bottom + 6 <= hint.top, (menu_panel, hint)
