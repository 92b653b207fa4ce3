"""Colour schemes. Scenes and widgets read colours by role, never by value.

``contrast`` is the accessible scheme: near-black and white with the Okabe-Ito palette (safe
for the common forms of colour blindness), a thick yellow focus ring, and no meaning carried
by red against green.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    key: str
    felt: Colour  # the table cloth
    felt_edge: Colour  # the vignette towards the corners
    felt_noise: int  # how grainy the cloth looks (0: flat)
    wood: Colour  # rails and frames
    wood_light: Colour
    on_felt: Colour  # text drawn straight on the cloth
    on_felt_muted: Colour
    panel: Colour  # paper-like panels
    panel_edge: Colour
    ink: Colour  # text on panels
    ink_muted: Colour
    accent: Colour  # titles, highlights
    button: Colour
    button_hover: Colour
    button_ink: Colour
    primary: Colour  # the main action (Start, New game)
    primary_hover: Colour
    primary_ink: Colour
    focus: Colour
    focus_width: int
    track: Colour  # slider and toggle background
    fill: Colour  # slider fill, toggle on
    danger: Colour
    card_face: Colour
    card_ink: Colour
    card_edge: Colour
    joker: Colour
    delete_card: Colour
    shadow_alpha: int


THEMES: dict[str, Theme] = {
    "felt": Theme(
        key="felt",
        felt=(28, 92, 62),
        felt_edge=(10, 44, 30),
        felt_noise=10,
        wood=(104, 62, 34),
        wood_light=(160, 108, 62),
        on_felt=(247, 240, 222),
        on_felt_muted=(190, 212, 192),
        panel=(246, 238, 218),
        panel_edge=(196, 170, 120),
        ink=(48, 34, 24),
        ink_muted=(122, 102, 82),
        accent=(232, 184, 84),
        button=(250, 244, 228),
        button_hover=(255, 250, 238),
        button_ink=(58, 40, 26),
        primary=(196, 64, 48),
        primary_hover=(218, 84, 62),
        primary_ink=(255, 248, 236),
        focus=(240, 196, 80),
        focus_width=3,
        track=(210, 196, 168),
        fill=(44, 128, 86),
        danger=(176, 48, 40),
        card_face=(252, 248, 238),
        card_ink=(40, 30, 24),
        card_edge=(180, 160, 128),
        joker=(124, 58, 150),
        delete_card=(120, 128, 140),
        shadow_alpha=90,
    ),
    "burgundy": Theme(
        key="burgundy",
        felt=(104, 28, 40),
        felt_edge=(42, 10, 18),
        felt_noise=9,
        wood=(62, 40, 30),
        wood_light=(120, 86, 60),
        on_felt=(250, 238, 220),
        on_felt_muted=(222, 184, 176),
        panel=(250, 242, 228),
        panel_edge=(190, 150, 110),
        ink=(50, 28, 26),
        ink_muted=(126, 96, 88),
        accent=(236, 196, 110),
        button=(250, 244, 232),
        button_hover=(255, 251, 242),
        button_ink=(70, 30, 30),
        primary=(32, 96, 84),
        primary_hover=(42, 120, 104),
        primary_ink=(250, 246, 236),
        focus=(236, 196, 110),
        focus_width=3,
        track=(214, 190, 170),
        fill=(150, 40, 52),
        danger=(150, 34, 40),
        card_face=(252, 248, 240),
        card_ink=(44, 26, 24),
        card_edge=(176, 146, 120),
        joker=(36, 96, 150),
        delete_card=(120, 120, 132),
        shadow_alpha=100,
    ),
    "contrast": Theme(
        key="contrast",
        felt=(12, 12, 14),
        felt_edge=(0, 0, 0),
        felt_noise=0,
        wood=(86, 180, 233),  # Okabe-Ito sky blue
        wood_light=(140, 210, 245),
        on_felt=(255, 255, 255),
        on_felt_muted=(220, 220, 220),
        panel=(0, 0, 0),
        panel_edge=(255, 255, 255),
        ink=(255, 255, 255),
        ink_muted=(225, 225, 225),
        accent=(240, 228, 66),  # Okabe-Ito yellow
        button=(0, 0, 0),
        button_hover=(40, 40, 40),
        button_ink=(255, 255, 255),
        primary=(0, 114, 178),  # Okabe-Ito blue
        primary_hover=(20, 140, 210),
        primary_ink=(255, 255, 255),
        focus=(240, 228, 66),
        focus_width=5,
        track=(90, 90, 90),
        fill=(230, 159, 0),  # Okabe-Ito orange
        danger=(213, 94, 0),  # Okabe-Ito vermillion
        card_face=(255, 255, 255),
        card_ink=(0, 0, 0),
        card_edge=(0, 0, 0),
        joker=(0, 114, 178),
        delete_card=(60, 60, 60),
        shadow_alpha=0,
    ),
}


def theme_for(key: str) -> Theme:
    return THEMES.get(key, THEMES["felt"])
