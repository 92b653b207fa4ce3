"""Every registered game whose spec builds a shadow game has a network table: its UI offers
``remote_table_scene`` (``games.spec.remote_table_scene_of``), and the fields a network table
reads are all set together."""

from __future__ import annotations

from rondo_desktop.app.session.remote_start import can_play_remotely
from rondo_desktop.games.spec import remote_table_scene_of
from tests.conformance.playout import AnySpec


def test_a_game_with_a_shadow_has_a_network_table(spec: AnySpec) -> None:
    if spec.shadow_from_observation is None or spec.ui is None:
        return  # no network table for this game yet: the lobby says so
    assert can_play_remotely(spec), f"{spec.name}: a shadow without its event fields"
    assert remote_table_scene_of(spec.ui()) is not None, f"{spec.name}: no remote_table_scene"
