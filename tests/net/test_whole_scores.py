"""Trial 17: ``serve`` printed Ronda's scores as 43.0, unlike the README's 43."""

from __future__ import annotations

import json
import random

from rondo_desktop import games
from rondo_desktop.net.seats import final_scores


def test_whole_scores_are_whole_numbers_in_the_over_message_and_serves_line() -> None:
    spec = games.registry().get("ronda")
    state = spec.new_game(2, 3, spec.default_options())
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(list(state.legal_actions())))
    scores = final_scores(spec, state)
    assert all(type(score) is int for score in scores), scores
    assert "." not in json.dumps(scores)
