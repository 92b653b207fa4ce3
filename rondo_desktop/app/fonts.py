"""The faces the game draws text in, by role, and the Arabic face that stands in for each.

The Latin faces are Lato (the interface) and Linux Libertine (titles); the Arabic ones are the
UI cuts of Noto Sans Arabic and Noto Naskh Arabic (SIL OFL, see assets/LICENSES.md). The text
layer (``app/text.py``) picks a face by role and, for a line with Arabic, the pair of faces.
"""

from __future__ import annotations

import pygame

# role -> font file in assets/fonts
FONT_FILES: dict[str, str] = {
    "display": "LinLibertine_RB.otf",  # titles: a book face suits a classic card game
    "ui": "Lato-Regular.ttf",
    "ui_bold": "Lato-Bold.ttf",
    "heavy": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
}

# role -> the Arabic face that stands in for it. The UI cuts of Noto: their ascent and descent
# are close to Lato's, so an Arabic label sits where a Latin one would.
ARABIC_FONT_FILES: dict[str, str] = {
    "display": "NotoNaskhArabicUI-Bold.ttf",  # a book hand for titles, as Libertine is
    "ui": "NotoSansArabicUI-Regular.ttf",
    "ui_bold": "NotoSansArabicUI-Bold.ttf",
    "heavy": "NotoSansArabicUI-Bold.ttf",
    "italic": "NotoSansArabicUI-Regular.ttf",  # Arabic is not slanted for emphasis
}
# role -> how much larger than the Latin size asked for the Arabic face is drawn: at the same
# size the bodies of Noto Sans Arabic's letters (teeth, loops: 28-38 ink pixels at 80 px)
# stand well below Lato's x-height (40-42), and its dots came out faint at 1280x720. At 1.1
# its alef (57 -> 63) stands a little above Lato's "l" (58), as Arabic ascenders do. Titles
# (Naskh, already tall and large) keep their size: their regions hold no more.
ARABIC_SCALE: dict[str, float] = {"ui": 1.1, "ui_bold": 1.1, "heavy": 1.1, "italic": 1.1}
# role -> the Latin face of a line that holds Arabic: upright beside the upright Arabic face
# (a slanted "1" in "اللاعب 1" looks like a mistake).
LATIN_AMONG_ARABIC: dict[str, str] = {"italic": "ui"}
# The tallest and deepest Arabic a line must hold (hamza over alef, lam with shadda, kaf, the
# tails of jim, ya and ayn): the line box of Arabic text is measured on it, once per size.
ARABIC_REACH = "أإآلّأُكطظ جيعقن"


def render_piece(font: pygame.font.Font, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` in ``font``; only zero-width characters (a joiner, a soft hyphen), which
    pygame refuses to render ("Text has zero width"), are drawn as the empty line is."""
    try:
        return font.render(text, True, colour)
    except pygame.error:
        if font.size(text)[0]:
            raise
        return font.render("", True, colour)
