"""The move log's lines as the player reads them: seats named ("you" where it is the player at
the screen), values with a true minus and, in English, "an 8" but "a 5"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rondo_desktop.app.i18n import join_list
from rondo_desktop.games.allegra.table.controls import value_text

if TYPE_CHECKING:
    from rondo_desktop.app.session import LogEntry
    from rondo_desktop.games.allegra.table.scene import AllegraTable

SEAT_PARAMS = ("knocker", "owner")  # seats named in a line besides its subject


def log_line(table: AllegraTable, entry: LogEntry) -> str:
    """``entry`` in the player's language."""
    t = table.ctx.t
    params: dict[str, Any] = dict(entry.params)
    if entry.seat is not None and not params.get("name"):
        params["name"] = table.seat_name(entry.seat)
    key = entry.key
    for seat_param in SEAT_PARAMS:
        if seat_param in params:
            params[seat_param] = table.seat_name(int(params[seat_param]))
            if params[seat_param] == t("table.you"):
                key += "_to_you"  # "gives the card to you", "in your column"
    if "value" in params:
        value = params["value"]
        params["value"] = value_text(value)
        params["a_value"] = with_article(table, value)
    if "values" in params:  # the final reveal's cards
        params["values"] = join_list(t, [value_text(v) for v in params["values"]])
    if key == "log.allegra.round_over":  # "You 12 – Computer 1 34", not "12 – 34"
        scores = [
            t("table.allegra.round_score", name=table.seat_name(s), score=value_text(total))
            for s, total in enumerate(params["totals"])
        ]
        params["totals"] = t("table.allegra.round_scores_sep").join(scores)
    if "out" in params:
        down = params.pop("out_down", False)
        out_key = "table.allegra.out_down" if down else "table.allegra.out_up"
        params["out"] = t(out_key, value=value_text(params["out"]))
    return table.about_seat(key, **params)


def with_article(table: AllegraTable, value: int | None) -> str:
    """ "a 5", "an 8", "an 11" (the catalog lists which values take the second form)."""
    t, text = table.ctx.t, value_text(value)
    special = text in t("table.allegra.an_values").split()
    return t("table.allegra.an_value" if special else "table.allegra.a_value", value=text)
