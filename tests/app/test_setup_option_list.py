"""The setup's options panel lays out the rows it has: when they fit only at the controls'
smallest size, they are spread over the panel, never spaced for rows that do not exist."""

from __future__ import annotations

import pygame

from rondo_desktop.app.scenes.setup_options import OptionList


def test_rows_that_fit_only_when_small_are_spread_over_the_whole_panel() -> None:
    area = pygame.Rect(0, 0, 300, 200)
    rows = OptionList.fit(area, 3, (80, 40, 20, 8))  # 3 x (80 + 20) > 200, 3 x (40 + 8) < 200
    assert rows.in_view == 3 and rows.height == 40
    assert rows.in_view * (rows.height + rows.gap) <= area.height
    assert rows.in_view * (rows.height + rows.gap) > area.height - rows.in_view


def test_more_rows_than_fit_show_as_many_as_fit_and_scroll() -> None:
    area = pygame.Rect(0, 0, 300, 200)
    rows = OptionList.fit(area, 9, (80, 40, 20, 8))
    assert rows.in_view == 200 // 48 and rows.count == 9
