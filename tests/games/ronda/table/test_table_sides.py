"""Who plays with whom at Ronda's table (issue #14): each side's pile lies against a plate of
that side (three piles at three seats, V-01), every plate and tray wears its side's colour, the
partner across is marked at four seats and the pads name the teams; the pads' and plates'
words fit their boxes at 800x600 in every language; square windows get their own design."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from rondo_desktop.app.layout import MIN_TEXT_PX, LayoutLibrary
from rondo_desktop.app.scenes.score_chart import seat_colour
from rondo_desktop.app.text import TextRenderer
from rondo_desktop.games.ronda.table.geometry import TableGeometry
from rondo_desktop.games.ronda.table.scene import RondaTable
from tests.games.ronda.table.helpers import settle, sit_down
from tests.lanes import sampled

KINDS = {2: ("person", "medium"), 3: ("person", "medium", "medium")}
KINDS[4] = ("person", "medium", "medium", "medium")
LANGUAGES = ("en", "de", "es", "fr")


class BlitRecorder(TextRenderer):
    """Remembers every line of text drawn: what, at which size, where, and the clip then."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, int, pygame.Rect, pygame.Rect]] = []

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        role: str,
        px: int,
        colour: tuple[int, int, int],
        anchor: tuple[int, int],
        align: str = "topleft",
    ) -> pygame.Rect:
        rect = super().blit(surface, text, role, px, colour, anchor, align)
        if text.strip():
            self.lines.append((text, px, rect, surface.get_clip()))
        return rect


def seated(make_app: Any, seats: int, size: tuple[int, int] = (1280, 720), lang: str = "en"):
    """A table of ``seats`` (the person at the bottom) at its first turn, drawn afresh with
    every line of text recorded."""
    driver = make_app(size=size, language=lang)
    recorder = BlitRecorder()
    driver.app.ctx.text = recorder
    table = sit_down(driver, *KINDS[seats])
    settle(driver, table)
    recorder.lines.clear()
    table.painter._base = None  # the panels are painted into the background: paint it again
    driver.app.ctx.stack.draw(driver.app.screen)
    return driver, table, recorder


def drawn_in(recorder: BlitRecorder, box: pygame.Rect) -> list[str]:
    return [text for text, _px, rect, _clip in recorder.lines if box.contains(rect)]


def gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The distance between two rects side by side (0 when they touch or overlap)."""
    return max(0, a.left - b.right, b.left - a.right)


def test_at_four_seats_the_opponents_pile_lies_by_an_opponent_and_the_partner_is_marked(
    make_app,
) -> None:
    driver, table, recorder = seated(make_app, 4)
    geometry = table.geometry
    me = table.bottom_seat
    partner = (me + 2) % 4
    assert geometry.partner(me) == partner
    far_side = 1 - table.near_side()
    tray = geometry.tray_rect(far_side)
    plates = {seat: geometry.plate_rect(seat) for seat in range(4)}
    opponents = [s for s in range(4) if table.session.side_of(s) == far_side]
    nearest = min(plates, key=lambda seat: gap(tray, plates[seat]))
    assert nearest in opponents
    assert gap(tray, plates[partner]) > 3 * gap(tray, plates[nearest])
    # Who is whose: "Partner" on the partner's plate, the team's name on the others'.
    t = driver.app.ctx.t
    assert t("table.ronda.partner") in drawn_in(recorder, plates[partner])
    for seat in opponents:
        assert t(f"table.ronda.team.{far_side}") in drawn_in(recorder, plates[seat])
    assert t(f"table.ronda.team.{table.near_side()}") in drawn_in(recorder, plates[me])
    # The score pad names the teams, and each team's colour is on its seats' bands and pile.
    pad = drawn_in(recorder, table.place.rect("scoreboard"))
    assert t("table.ronda.team.0") in pad and t("table.ronda.team.1") in pad
    screen = driver.app.screen
    for seat in range(4):
        side = table.session.side_of(seat)
        assert band_colour(screen, geometry.band_rect(plates[seat])) == side
    for side in (0, 1):
        assert band_colour(screen, geometry.band_rect(geometry.tray_rect(side))) == side


def test_at_four_seats_each_pile_tray_names_its_team_and_the_opponents_lies_outside(
    make_app,
) -> None:
    """Issue #14: the opponents' pile lay between the partner's plate and an opponent's, told
    only by a blue strip; now each tray's band names its team, and the opponents' tray lies
    at the outer end of the top row, past both opponents' plates."""
    driver, table, recorder = seated(make_app, 4)
    geometry, t = table.geometry, driver.app.ctx.t
    for side in (0, 1):
        band = geometry.band_rect(geometry.tray_rect(side))
        assert drawn_in(recorder, band) == [t(f"table.ronda.team.{side}")]
    far = geometry.tray_rect(1 - table.near_side())
    partner = geometry.plate_rect((table.bottom_seat + 2) % 4)
    top_row = [geometry.plate_rect(s) for s in range(4) if s != table.bottom_seat]
    assert all(plate.right <= far.left for plate in top_row)  # at the row's right end
    assert gap(far, partner) > partner.width
    for a, b in combinations([*top_row, far], 2):
        assert not a.colliderect(b)


@pytest.mark.parametrize("seats", [2, 3])
def test_with_one_seat_a_side_the_trays_carry_no_name(make_app, seats: int) -> None:
    _driver, table, recorder = seated(make_app, seats)
    geometry = table.geometry
    for side in set(geometry.sides):
        assert drawn_in(recorder, geometry.band_rect(geometry.tray_rect(side))) == []


def band_colour(screen: pygame.Surface, band: pygame.Rect) -> int:
    """Which side's colour a band is painted in: the nearest of the palette's first three."""
    r, g, b = screen.get_at((band.left + band.width // 8, band.centery))[:3]

    def distance(side: int) -> int:
        sr, sg, sb = seat_colour(side)
        return (r - sr) ** 2 + (g - sg) ** 2 + (b - sb) ** 2

    return min((0, 1, 2), key=distance)


def test_at_three_seats_every_side_has_its_pile_by_its_own_plate(make_app) -> None:
    driver, table, recorder = seated(make_app, 3)
    geometry = table.geometry
    plates = {seat: geometry.plate_rect(seat) for seat in range(3)}
    trays = [geometry.tray_rect(side) for side in range(3)]
    for side, tray in enumerate(trays):
        if side == table.near_side():
            continue
        nearest = min(plates, key=lambda seat: gap(tray, plates[seat]))
        assert table.session.side_of(nearest) == side
        assert gap(tray, plates[nearest]) <= table.place.px(8)
    for a, b in combinations(trays + list(plates.values()), 2):
        assert not a.colliderect(b)
    # All three piles are drawn, each with its count.
    t = driver.app.ctx.t
    for side, tray in enumerate(trays):
        count = table.dealer.shown.piles[side]
        assert t("table.ronda.pile", count=count) in drawn_in(recorder, tray)
        assert band_colour(driver.app.screen, geometry.band_rect(tray)) == side


def test_a_captured_card_flies_to_its_own_sides_pile_at_three_seats(make_app) -> None:
    _driver, table, _recorder = seated(make_app, 3)
    points = {table.pile_point(side) for side in range(3)}
    assert len(points) == 3


@pytest.mark.parametrize("seats", sampled([2, 3, 4], {4}))
@pytest.mark.parametrize("lang", sampled(LANGUAGES, {"de", "fr"}))
def test_pads_plates_and_piles_words_fit_their_boxes_at_800x600(
    make_app, lang: str, seats: int
) -> None:
    _driver, table, recorder = seated(make_app, seats, (800, 600), lang)
    place, geometry = table.place, table.geometry
    boxes = [place.rect("scoreboard"), place.rect("hand_pad")]
    boxes += [geometry.plate_rect(seat) for seat in range(seats)]
    boxes += [geometry.tray_rect(side) for side in range(len(table.dealer.shown.piles))]
    checked = 0
    for text, px, rect, clip in recorder.lines:
        box = next((b for b in boxes if b.collidepoint(rect.center)), None)
        if box is None:
            continue
        checked += 1
        assert px >= MIN_TEXT_PX, text
        assert box.contains(rect), f"{text!r} {rect} leaves its box {box} ({lang}, {seats})"
        assert clip.contains(rect), f"{text!r} {rect} is cut at {clip} ({lang}, {seats})"
    assert checked >= 20
    labels = drawn_in(recorder, place.rect("hand_pad"))
    assert table.ctx.t("table.ronda.kind.ronda") in labels


SQUARE_SIZES = [(900, 900), (1000, 1000), (1080, 1080), (1024, 1024), (1200, 1100)]


@pytest.mark.parametrize("size", SQUARE_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_square_window_gets_ronda_tables_square_design_with_nothing_overlapping(
    size: tuple[int, int],
) -> None:
    library = LayoutLibrary()
    place = library.fit("ronda-table", size)
    assert place.layout.name == "ronda-table-square"
    window = pygame.Rect((0, 0), size)
    boxes = {
        name: place.rect(name)
        for name, region in place.layout.regions.items()
        if region.layer != "message"  # the message and the summary lie over the table
    }
    for name, rect in boxes.items():
        assert window.contains(rect), name
    for (a, ra), (b, rb) in combinations(boxes.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    # What is drawn inside them stays inside: the hand, the piles, the stock.
    for seats in (2, 3, 4):
        sides = tuple(s % 2 if seats == 4 else s for s in range(seats))
        geometry = TableGeometry(place, seats, 0, sides)
        hand = place.rect("hand")
        for rect in geometry.hand_rects(4):
            assert hand.left <= rect.left and rect.right <= hand.right
        for side in set(geometry.sides):
            tray = geometry.tray_rect(side)
            assert geometry.pile_area(side)[0].contains(tray)
            assert tray.contains(geometry.pile_rect(side))
        assert place.rect("stock").contains(geometry.stock_rect())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600), (1024, 768)])
def test_wide_windows_keep_the_wide_design(size: tuple[int, int]) -> None:
    assert LayoutLibrary().fit("ronda-table", size).layout.name == "ronda-table"


def test_a_square_window_lays_the_table_out_in_the_square_design(make_app) -> None:
    _driver, table, _recorder = seated(make_app, 4, (900, 900))
    assert isinstance(table, RondaTable)
    assert table.place.layout.name == "ronda-table-square"
    # The table's cards are larger than the wide design would draw them in this window.
    wide = LayoutLibrary().get("ronda-table").fit((900, 900))
    assert table.geometry.table_card_height() > TableGeometry(wide, 4, 0).table_card_height()


def test_making_the_window_square_mid_match_switches_to_the_square_design(make_app) -> None:
    driver = make_app(size=None)
    table = sit_down(driver, *KINDS[4])
    settle(driver, table)
    for size, design in (((900, 900), "ronda-table-square"), ((1280, 720), "ronda-table")):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        driver.frames(2)
        assert table.place.layout.name == design
        hand = table.place.rect("hand")
        assert all(hand.contains(rect) for rect in table.laid_hand())


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080), (900, 900)])
def test_a_first_batch_of_four_cards_fits_the_hands_region(size: tuple[int, int]) -> None:
    """V-02 deals four cards at first: they shrink to fit the hand's place, never spill out."""
    place = LayoutLibrary().fit("ronda-table", size)
    hand = place.rect("hand")
    for count in (1, 3, 4):
        rects = TableGeometry(place, 2, 0, (0, 1)).hand_rects(count)
        assert all(hand.left <= r.left and r.right <= hand.right for r in rects)
        assert all(not a.colliderect(b) for a, b in combinations(rects, 2))
