"""More screens for tests/app/test_arabic_fits.py: Rondo's message line (each refusal, "Really
pass?", the exchange's prompts) and Rondo at six seats; a network table's marks and notices;
the longest names a player can give, at the tables and results of every game and in the
lobby's and Join's lists. Each extra shows a state over the scene on top, yields a label while
it shows (the test measures it then) and takes it away again."""

from __future__ import annotations

import importlib
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from rondo_desktop.app.app import App
from rondo_desktop.app.game_setup import MAX_NAME_LENGTH, SeatSetup
from rondo_desktop.app.net import showcase
from rondo_desktop.app.net.tokens import SeatToken, SeatTokens
from rondo_desktop.app.widgets.text_field import TextField
from rondo_desktop.net.protocol import MAX_NAME
from tests.app.text_fit_table import RESULTS, STEP, filled, over, scene_class, settle

# The longest names the name fields take: a local seat's (the setup form) and a network
# player's (Host and Join), Latin and Arabic, wide letters first.
LOCAL = "Wilhelmina Worms"
NETWORK = "Maximiliane Wilhelmina Montgomery-Wolffe"
NETWORK_AR = "عبد الرحمن بن عبد العزيز بن محمد الهاشمي"
assert len(LOCAL) == MAX_NAME_LENGTH and len(NETWORK) == len(NETWORK_AR) == MAX_NAME
# A game's seats at its table (the most it allows) and whether it has a network table.
MOST = {"rondo": 6, "ronda": 4, "allegra": 6}
NETWORKED = {"ronda", "allegra"}
# Rondo's message line: the table's own keys it can show (every "rule.*" refusal is added).
RONDO_LINES = (
    "table.pass_warning",
    "table.exchange_choose",
    "table.exchange_cost",
    "table.hint_none",
    "table.hint_none_pass",
    "table.hint_best",
    "table.typed.no_play",
    "table.typed_more",
    "table.prompt",
    "table.prompt_start",
    "table.preview_bonus",
)


def _names(game: str) -> list[str]:
    """The seats' names: the longest a seat can have in this game, Latin and Arabic by turns
    at a network table."""
    if game not in NETWORKED:
        return [LOCAL] * MOST[game]
    return [(NETWORK, NETWORK_AR)[k % 2] for k in range(MOST[game])]


@contextmanager
def _long_names(game: str) -> Iterator[Any]:
    """The game's screenshot module, its seats named with the longest names while in."""
    module = importlib.import_module(f"rondo_desktop.games.{game}.screenshots")
    real = module.display_names
    names = _names(game)

    def display_names(seats: tuple[SeatSetup, ...], t: Any) -> tuple[SeatSetup, ...]:
        return tuple(replace(s, name=names[k]) for k, s in enumerate(real(seats, t)))

    module.display_names = display_names
    try:
        yield module
    finally:
        module.display_names = real


def _session(module: Any, app: App, game: str, finish: bool, seats: int) -> Any:
    if game == "rondo":
        return module.seeded_session(app.ctx, "en", 7, finish, seats=seats)
    return module.seeded_session(app.ctx, 7, finish=finish, seats=seats)


def _table(app: App, game: str, session: Any) -> Any:
    table = app.ctx.stack.scenes[-1]
    if game == "rondo":
        return type(table)(app.ctx, session, speed=1.0)  # type: ignore[call-arg]
    return type(table)(app.ctx, session, table.cards, speed=1.0)  # type: ignore[attr-defined,call-arg]


def _results(app: App, game: str, session: Any) -> Any:
    cls = scene_class(RESULTS[game])
    if game == "rondo":
        from rondo_desktop.games.rondo.table.review_job import ReviewJob

        scene = cls(app.ctx, session)
        scene.job = ReviewJob(session.to_dict(), threaded=False)
        return scene
    return cls(app.ctx, session, app.ctx.stack.scenes[-1].cards)  # type: ignore[attr-defined]


def _table_and_results(app: App, game: str, seats: int, label: str) -> Iterator[str]:
    with _long_names(game) if label == "long names" else _plain(game) as module:
        playing = _session(module, app, game, False, seats)
        finished = _session(module, app, game, True, seats)
    over(app, _table(app, game, playing))
    yield f"the table, {label}"
    if label == "six seats":  # the message line over six seats' panels
        yield from (f"the table, {label} + {line}" for line in rondo_lines(app, game))
    app.ctx.stack.pop()
    app.step(STEP)
    over(app, _results(app, game, finished))
    yield f"the results, {label}"
    app.ctx.stack.pop()
    app.step(STEP)


@contextmanager
def _plain(game: str) -> Iterator[Any]:
    yield importlib.import_module(f"rondo_desktop.games.{game}.screenshots")


def long_names(app: App, game: str) -> Iterator[str]:
    """The table (at its most seats) and the results with the longest names."""
    yield from _table_and_results(app, game, MOST[game], "long names")


def rondo_six(app: App, game: str) -> Iterator[str]:
    """Rondo at six seats: the table, its message lines, the results."""
    yield from _table_and_results(app, game, MOST[game], "six seats")


def rondo_lines(app: App, game: str) -> Iterator[str]:
    """Every line Rondo's message line can show (each refusal, "Really pass?", the exchange's
    prompts), then the exchange and the pass as their buttons read while armed."""
    ctx, table = app.ctx, app.ctx.stack.scenes[-1]
    from rondo_desktop.games.rondo.catalogs import table_ar

    rules = [k for k in table_ar.STRINGS if k.startswith("rule.")]
    keys = rules + list(RONDO_LINES)
    for key in keys:
        text = ctx.t(key)
        params = filled(text)
        params.update(confirm=ctx.t("table.pass_confirm"), undo=ctx.t("table.undo"))
        params.update(word="WORTSPIEL", previous="WORTSPIEL", letter="Ä", card="Ä")
        table.message = (ctx.t(key, **params), "bad")  # type: ignore[attr-defined]
        app.step(STEP)
        yield key
    table.message = None  # type: ignore[attr-defined]
    yield from _armed(app, table)


def _armed(app: App, table: Any) -> Iterator[str]:
    if not table.can_stage:
        return
    table.on_exchange()
    for card in table.hand[:2]:
        card.marked = True
    app.step(STEP)
    yield "exchange, two cards marked"
    table.on_undo()
    table.on_pass()
    app.step(STEP)
    yield "really pass?"
    table.on_undo()
    app.step(STEP)


def network(app: App, game: str) -> Iterator[str]:
    """A network table: the seats' marks ("Disconnected", "Computer playing"), then the
    person's own link down (Reconnecting…, lost) and the table the host closed."""
    ctx, table = app.ctx, app.ctx.stack.scenes[-1]
    marks = ("table.net.disconnected", "table.net.computer_playing")
    table.seat_mark = lambda seat: ctx.t(marks[seat % 2]) if seat else ""  # type: ignore[attr-defined]
    settle(app)
    yield "seat marks"
    for state in ("reconnecting", "lost", "closed"):
        down = (ctx.t(f"table.net.{state}"), ctx.t(f"table.net.{state}.body"))
        table.link_down = lambda down=down: down  # type: ignore[attr-defined]
        app.step(STEP)
        yield state
    del table.seat_mark, table.link_down


def _seat(name: str, connected: bool, ready: bool, stand_in: bool = False) -> dict[str, Any]:
    return {
        "kind": "remote",
        "name": name,
        "taken": True,
        "connected": connected,
        "ready": ready,
        "stand_in": stand_in,
    }


def lobby_names(app: App, game: str) -> Iterator[str]:
    """The lobby full of the longest names (Latin and Arabic, every tag), then its footer
    saying the table's autosave was set aside."""
    ctx = app.ctx
    names = _names(game if game in NETWORKED else "allegra")
    message = showcase.lobby_message(game, "medium", ctx.t("host.table_of", name=NETWORK_AR))
    message["seats"] = [
        _seat(name, k % 3 != 2, k % 2 == 0, stand_in=k % 3 == 2) for k, name in enumerate(names)
    ]
    link = showcase.ShowcaseLink(
        name=NETWORK, seat={"type": "seated", "table": showcase.CODE, "seat": 0, "token": "t"}
    )
    link.inbox = [{"type": "opened", "table": showcase.CODE, "owner": "o"}, link.seat, message]  # type: ignore[list-item]
    lobby = scene_class("app.scenes.lobby.LobbyScene")(
        ctx, NETWORK, link=link, host=showcase.ShowcaseHost(), hosted={"type": "open"}
    )
    over(app, lobby)
    yield "long names"
    lobby.problem = "lobby.autosave_set_aside"
    lobby.problem_params = {"file": "allegra-K7Q4M2.json.bad-20261201-031500"}
    app.step(STEP)
    yield "autosave set aside"
    ctx.stack.pop()
    app.step(STEP)


class LongBrowser(showcase.ShowcaseBrowser):
    def hosts(self) -> list[Any]:
        return [
            showcase.ShowcaseFound(NETWORK, "192.168.100.200", 47100, False),
            showcase.ShowcaseFound(NETWORK_AR, "203.0.113.7", 47100, True),
            showcase.ShowcaseFound("club." + "w" * 40 + ".example.org", "203.0.113.8", 47100, True),
        ]


def join_names(app: App, game: str) -> Iterator[str]:
    """Join with hosts and held seats of the longest names, the name field full."""
    ctx = app.ctx
    tokens = SeatTokens(ctx.data_dir)
    for k, name in enumerate((NETWORK, NETWORK_AR, NETWORK)):
        url = f"wss://club-{k}.example.org:47100"
        tokens.keep(SeatToken(url, "P3XR9W", 3, f"t{k}", name, game, time.time() - k))
    join = scene_class("app.scenes.join.JoinScene")(ctx, browser=LongBrowser())
    over(app, join)
    for field in join.focus.widgets:
        if isinstance(field, TextField) and field.max_length == MAX_NAME:
            field.value = NETWORK  # the name field full
    app.step(STEP)
    yield "long names"
    ctx.stack.pop()
    app.step(STEP)
