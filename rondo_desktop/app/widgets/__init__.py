"""Widgets: buttons, toggles, sliders, steppers and text fields, plus keyboard focus.

Widgets speak intents. A ``FocusGroup`` routes them: arrows and Tab move the focus (spatially,
so grids of controls work as they look), the focused widget gets Enter/Space/Left/Right and
typed text, and the pointer goes to the widget under it (or to the one that captured it while
dragging). Labels are plain strings; scenes rebuild widgets from translation keys in
``relayout`` so a language change shows at once.

One module per family (``button``, ``choices``, ``slider``, ``text_field``, ``focus``,
``card_layout``); import them from here.
"""

from rondo_desktop.app.widgets.base import LabelledRow, Widget
from rondo_desktop.app.widgets.button import Button
from rondo_desktop.app.widgets.card_layout import READABLE_CARD_PX, card_rows
from rondo_desktop.app.widgets.choices import Stepper, Toggle
from rondo_desktop.app.widgets.focus import FocusGroup
from rondo_desktop.app.widgets.slider import Slider
from rondo_desktop.app.widgets.text_field import TextField

__all__ = [
    "READABLE_CARD_PX",
    "Button",
    "FocusGroup",
    "LabelledRow",
    "Slider",
    "Stepper",
    "TextField",
    "Toggle",
    "Widget",
    "card_rows",
]
