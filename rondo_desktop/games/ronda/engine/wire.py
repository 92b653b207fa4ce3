"""A seat's observation as plain JSON, for the network table (and back, for a remote player).

Exactly what :class:`Observation` holds, cards in the game's own notation: nothing is added,
so the wire tells no more than the observation (the conformance suite checks it against
positions dealt again). The options go without their seed, as the observation holds them.
"""

from __future__ import annotations

from typing import Any

from rondo_desktop.games.ronda.engine.observation import Announcement, Observation
from rondo_desktop.games.ronda.engine.options import RondaOptions


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def observation_to_json(observation: Observation) -> dict[str, Any]:
    o = observation
    packet = o.packet
    return {
        "seat": o.seat,
        "options": o.options.to_dict(),
        "current_seat": o.current_seat,
        "is_over": o.is_over,
        "winner": o.winner,
        "dealer": o.dealer,
        "hand_no": o.hand_no,
        "batch": o.batch,
        "is_last_batch": o.is_last_batch,
        "hand": list(o.hand),
        "hand_sizes": list(o.hand_sizes),
        "table": list(o.table),
        "opening": list(o.opening),
        "stock_size": o.stock_size,
        "pile_sizes": list(o.pile_sizes),
        "totals": list(o.totals),
        "hand_points": [[kind, list(points)] for kind, points in o.hand_points],
        "played": [[seat, card] for seat, card in o.played],
        "chain_rank": o.chain_rank,
        "chain_len": o.chain_len,
        "last_capturer": o.last_capturer,
        "announcements": [
            {
                "batch": a.batch,
                "holders": [list(h) for h in a.holders],
                "winners": list(a.winners),
                "points": [list(p) for p in a.points],
            }
            for a in o.announcements
        ],
        "own_combos": [list(combo) for combo in o.own_combos],
        "previous_laid": o.previous_laid,
        "packet": None if packet is None else [*packet[:3], list(packet[3])],
    }


def _announcement(data: Any) -> Announcement:
    return Announcement(
        batch=int(data["batch"]),
        holders=tuple((int(seat), str(kind)) for seat, kind in data["holders"]),
        winners=tuple(map(int, data["winners"])),
        points=tuple((int(side), int(points)) for side, points in data["points"]),
    )


def observation_from_json(data: Any) -> Observation:
    """The observation ``observation_to_json`` wrote; ValueError/KeyError/TypeError when not."""
    packet = data["packet"]
    return Observation(
        seat=int(data["seat"]),
        options=RondaOptions.from_dict(data["options"]),
        current_seat=int(data["current_seat"]),
        is_over=bool(data["is_over"]),
        winner=_optional_int(data["winner"]),
        dealer=int(data["dealer"]),
        hand_no=int(data["hand_no"]),
        batch=int(data["batch"]),
        is_last_batch=bool(data["is_last_batch"]),
        hand=tuple(map(str, data["hand"])),
        hand_sizes=tuple(map(int, data["hand_sizes"])),
        table=tuple(map(str, data["table"])),
        opening=tuple(map(str, data["opening"])),
        stock_size=int(data["stock_size"]),
        pile_sizes=tuple(map(int, data["pile_sizes"])),
        totals=tuple(map(int, data["totals"])),
        hand_points=tuple((str(k), tuple(map(int, v))) for k, v in data["hand_points"]),
        played=tuple((int(seat), str(card)) for seat, card in data["played"]),
        chain_rank=_optional_int(data["chain_rank"]),
        chain_len=int(data["chain_len"]),
        last_capturer=_optional_int(data["last_capturer"]),
        announcements=tuple(_announcement(a) for a in data["announcements"]),
        own_combos=tuple((int(b), str(k), int(r)) for b, k, r in data["own_combos"]),
        previous_laid=_optional_int(data["previous_laid"]),
        packet=None
        if packet is None
        else (int(packet[0]), int(packet[1]), int(packet[2]), tuple(map(str, packet[3]))),
    )
