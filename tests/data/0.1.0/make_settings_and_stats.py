"""Write a settings.json and a stats.json with 0.1.0's own stores (run at commit d320e51).

uv run python make_settings_and_stats.py OUT_DIR
"""

import sys
from pathlib import Path

from rondo_desktop.app.game_setup import GameSetup, SeatSetup
from rondo_desktop.app.settings import Settings, SettingsStore
from rondo_desktop.app.stats import StatsStore

out = Path(sys.argv[1])
setup = GameSetup(
    (
        SeatSetup("person", "Ada"),
        SeatSetup("computer", "", "hard"),
        SeatSetup("person", "Bruno"),
        SeatSetup("computer", "", "expert"),
    ),
    "es",
    90,
    None,
)
SettingsStore(out).save(
    Settings(
        language="de",
        sound_volume=0.3,
        music_volume=0.1,
        animation_speed=1.5,
        fullscreen=False,
        colour_scheme="burgundy",
        window_width=1440,
        window_height=900,
        last_setup=setup,
    )
)
stats = StatsStore(out)
stats.record_game(
    opponents=["hard", "expert"], won=True, score=212, best_word="QUIRLEN", best_word_points=48
)
stats.record_game(opponents=["medium"], won=False, score=97, best_word="HAUS", best_word_points=12)
stats.record_game(
    opponents=["person", "beginner"], won=True, score=150, best_word="ZEBRA", best_word_points=31
)
stats.record_game(opponents=["expert"], won=False, score=-4)
