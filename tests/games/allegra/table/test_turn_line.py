"""The turn line during a knock names what the person at this screen is asked, or whose card
it is: never a computer's question ("Computer 2: knock for the 8?") during the person's own
turn, nor "Computer 2's turn" while the person chooses between knockers."""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.allegra.engine import Accept, Take
from tests.games.allegra.table.helpers import phase, sit_down


def test_the_turn_line_speaks_to_the_drawer_while_the_others_may_knock(make_app: Any) -> None:
    driver = make_app(language="en")
    table = sit_down(driver, "person", "medium", "medium", "medium")
    session, seen = table.session, {"knock": set(), "accept": set()}
    answered = False
    for _ in range(30000):
        if answered or table.finished:
            break
        now = phase(table)
        if now in seen and session.game.active == 0 and table.dealer.shown.held_by == 0:
            seen[now].add(table.banner_text())
        if table.can_act():
            legal = table.legal()
            if now == "accept":
                answered = table.act(Accept(None))
            elif Take("deck") in legal:
                table.act(Take("deck"))
            else:
                table.act(legal[0])
        elif table.dealer.summary is not None:
            table.dismiss_summary()
        driver.frames(1, 0.05)
    assert seen["knock"] and seen["accept"], "the person drew and someone knocked"
    for line in seen["knock"] | seen["accept"]:
        assert "Computer" not in line, line
    assert any(line.startswith("Knocks for your") for line in seen["accept"])
    assert all(line.startswith(("Your ", "Knocks for your")) for line in seen["knock"])
