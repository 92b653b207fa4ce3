"""Two people on one screen with four computers: a hand is face up only while its owner has
the screen, from the confirmed handover to the end of their turn."""

from __future__ import annotations

import pygame

from rondo_desktop.app.game_setup import SeatSetup
from rondo_desktop.games.rondo.table.scene import TableScene
from rondo_desktop.games.rondo.table.session import GameSession

from .helpers import greedy_session, sit_down

PERSONS = (0, 3)


def two_people_four_computers(seed: int = 2) -> GameSession:
    seats = tuple(
        SeatSetup("person", name) if seat in PERSONS else SeatSetup("computer", name, "medium")
        for seat, name in enumerate(("Ann", "C1", "C2", "Bo", "C3", "C4"))
    )
    return greedy_session(seats, seed, turn_seconds=120)


def watch_flights(scene: TableScene) -> list[tuple[str, tuple[float, float], bool]]:
    """Every card the dealer flies: (face, where to, whether the hand was open)."""
    flights: list[tuple[str, tuple[float, float], bool]] = []
    dealer = scene.dealer
    fly = dealer.fly

    def watched(card, start, end, *args, **kwargs):  # type: ignore[no-untyped-def]
        flights.append((card, end, dealer.shown.hand_open))
        return fly(card, start, end, *args, **kwargs)

    dealer.fly = watched  # type: ignore[method-assign]
    return flights


def test_a_hand_is_shown_only_while_its_owner_has_the_screen(make_app) -> None:
    driver = make_app()
    session = two_people_four_computers()
    assert session.current_seat not in PERSONS  # a computer starts: nobody has the screen
    scene = sit_down(driver, session, speed=6.0)
    flights = watch_flights(scene)
    turns_played: list[int] = []
    for _ in range(4000):
        shown = scene.dealer.shown
        owner = session.viewer if shown.hand_open else None
        if scene.handover_shown():
            assert not scene.hand, "a hand is on show behind the 'pass the screen' prompt"
            driver.key(pygame.K_RETURN)
            assert scene.dealer.shown.hand_open
            assert sorted(c.card for c in scene.hand) == sorted(session.game.hand(session.viewer))
            continue
        if owner is None:
            assert not scene.hand, f"a hand is on show while seat {shown.current} plays"
        else:
            assert owner == session.current_seat or scene.dealer.busy
        if session.can_act and owner == session.current_seat and not scene.busy:
            plays = session.legal_plays()
            turns_played.append(owner)
            if plays:
                driver.type(plays[0].word.lower())
                driver.key(pygame.K_RETURN)
            else:
                session.pass_turn()
            if len(turns_played) == 3:
                break
        driver.frames(1, dt=0.05)
    assert turns_played == [3, 0, 3]  # Bo, then Ann, then Bo again, each after a handover
    holder = scene.holder_geometry(settled=True).rail.inflate(0, 400)
    leaks = [f for f in flights if f[0] and not f[2] and not holder.collidepoint(f[1])]
    assert not leaks, "cards flew face up to a seat while nobody had the screen"


def start_bubbles(driver, scene: TableScene) -> dict[int, str]:
    """The bubbles the table shows while the start words are told."""
    for _ in range(400):
        if scene.dealer.bubbles:
            return {b.seat: b.text for b in scene.dealer.bubbles}
        driver.frames(1, dt=0.05)
    raise AssertionError("no start bubbles were shown")


def test_the_start_phase_tells_every_value_but_no_hidden_word(make_app) -> None:
    from rondo_desktop.games.rondo.engine.events import StartWords

    driver = make_app()
    session = two_people_four_computers()
    scene = sit_down(driver, session, speed=6.0)
    bubbles = start_bubbles(driver, scene)
    words = next(e for e in session.game.log if isinstance(e, StartWords)).words
    for seat, word, value in words:
        if word is None:
            continue
        # Nobody has the screen while the cards are dealt: every word would show 3 cards.
        assert word not in bubbles[seat], f"seat {seat}'s start word {word} is on show"
        assert str(value) in bubbles[seat]


def test_the_lone_player_sees_their_own_start_word_and_only_the_computers_values(
    make_app, data_dir
) -> None:
    from rondo_desktop.games.rondo.engine.events import StartWords

    from .helpers import person_vs_computers

    driver = make_app()
    session = person_vs_computers(data_dir)
    scene = sit_down(driver, session, speed=6.0)
    bubbles = start_bubbles(driver, scene)
    words = {
        s: (w, v)
        for s, w, v in next(e for e in session.game.log if isinstance(e, StartWords)).words
    }
    own, value = words[0]
    assert own and own in bubbles[0] and str(value) in bubbles[0]
    for seat in (1, 2):
        word, value = words[seat]
        if word:
            assert word not in bubbles[seat] and str(value) in bubbles[seat]


def test_the_pass_the_screen_box_has_no_empty_band_above_its_button(make_app) -> None:
    for size in ((1280, 720), (800, 600), (900, 900)):
        driver = make_app(size=size)
        session = two_people_four_computers()
        scene = sit_down(driver, session, speed=6.0)
        for _ in range(2000):
            if scene.handover_shown():
                break
            driver.frames(1, dt=0.05)
        assert scene.handover_shown()
        panel, body, button = scene.handover_rects()
        ready = scene.handover_focus.widgets[0].rect
        assert ready == button and panel.contains(button) and panel.contains(body)
        # The text ends just above the button: at most the box's padding between them.
        assert 0 <= button.top - body.bottom <= scene.place.px(32), (size, body, button)
        assert body.bottom <= button.top
