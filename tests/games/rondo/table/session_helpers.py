"""Playing a session on without a screen, shared by the session and the table tests."""

from __future__ import annotations

from rondo_desktop.games.rondo.table.session import GameSession


def play_to_the_end(session: GameSession) -> None:
    """Every person plays their best word (or passes); the computers play themselves."""
    for _ in range(3000):
        if session.is_over:
            return
        if session.handover_pending:
            session.confirm_handover()
        if session.is_human_turn:
            plays = session.legal_plays()
            session.play(plays[0].placements) if plays else session.pass_turn()
        else:
            session.update(0.05)
    raise AssertionError("the game did not end")
