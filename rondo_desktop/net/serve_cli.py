"""``rondo-desktop serve``: a host without a window that keeps any number of tables.

    rondo-desktop serve --port P [--host ADDRESS] [--game NAME --seats SPEC] [--grace SECONDS]
                        [--stand-in STRENGTH] [--autosave DIR] [--resume FILE] [--max-games N]
                        [--turn-seconds S] [--tls-cert FILE --tls-key FILE] [--advertise]

Players open and join tables through its lobby (``rondo-desktop join``, the app's Join a table);
``--game``/``--seats`` opens one table at start (SPEC like ``remote,remote,expert``) and
``--resume`` hosts an autosaved table again. One JSON line per finished game goes to stdout
(game, table, seats, final scores). A bad argument or a port in use: one line, exit 2.
``--tls-cert``/``--tls-key`` serve wss:// (encrypted, for a table on the internet);
``--advertise`` makes the host visible to the app's Join screen on the home network.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import ssl
import sys
from pathlib import Path
from typing import Any

USAGE_ERROR = 2
ONE_LINE_ERRORS = True


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, required=True, help="the TCP port to listen on")
    parser.add_argument(
        "--host", default="0.0.0.0", help="the address to listen on (default: every interface)"
    )
    parser.add_argument("--game", default=None, metavar="NAME", help="open one table of NAME")
    parser.add_argument(
        "--seats", help="that table's seats: remote or a strength, e.g. remote,remote,expert"
    )
    parser.add_argument("--seed", type=int, help="that table's deal (default: random)")
    parser.add_argument(
        "--grace", type=float, default=60.0, help="seconds a dropped seat waits (default 60)"
    )
    parser.add_argument(
        "--stand-in",
        default="medium",
        help="the computer that plays a dropped seat after the grace",
    )
    parser.add_argument(
        "--autosave", metavar="DIR", help="write every table here after each action"
    )
    parser.add_argument("--resume", metavar="FILE", help="host again the table autosaved in FILE")
    parser.add_argument(
        "--max-games", type=int, default=0, help="stop after this many finished games (0: never)"
    )
    parser.add_argument(
        "--turn-seconds", type=int, help="the --game table's sand timer per turn (default: none)"
    )
    parser.add_argument("--tls-cert", metavar="FILE", help="serve wss://: the certificate (PEM)")
    parser.add_argument("--tls-key", metavar="FILE", help="serve wss://: its private key (PEM)")
    parser.add_argument(
        "--advertise", action="store_true", help="be found on the home network (zeroconf)"
    )
    parser.add_argument("--name", default="", help="the host's name others see (--advertise)")


def _fail(message: str) -> int:
    print(f"rondo-desktop serve: {message}", file=sys.stderr)
    return USAGE_ERROR


def _check(args: argparse.Namespace) -> str | None:
    """Why the arguments cannot be served, or None."""
    if not 0 <= args.port <= 65535:
        return f"--port must be 0 to 65535, not {args.port}"
    if args.grace < 0 or args.max_games < 0:
        return "--grace and --max-games must not be negative"
    if (args.game is None) != (args.seats is None):
        return "--game and --seats go together"
    if args.autosave is not None and not Path(args.autosave).is_dir():
        return f"--autosave {args.autosave}: no such folder"
    if (args.tls_cert is None) != (args.tls_key is None):
        return "--tls-cert and --tls-key go together"
    return None


def _tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    """The server's TLS context for ``--tls-cert``/``--tls-key`` (OSError, ssl.SSLError)."""
    if args.tls_cert is None:
        return None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(args.tls_cert, args.tls_key)
    return context


def run(args: argparse.Namespace) -> int:
    problem = _check(args)
    if problem is not None:
        return _fail(problem)
    try:
        tls = _tls(args)
    except (OSError, ssl.SSLError) as error:
        return _fail(f"cannot use the certificate {args.tls_cert}: {error}")
    try:
        return asyncio.run(_serve(args, tls))
    except KeyboardInterrupt:
        return 0


async def _serve(args: argparse.Namespace, tls: ssl.SSLContext | None) -> int:
    from concurrent.futures import ThreadPoolExecutor

    from rondo_desktop.net.autosave import AutosaveRefused
    from rondo_desktop.net.protocol import ProtocolError
    from rondo_desktop.net.server import Host, server_port, start_server
    from rondo_desktop.net.table import TableSettings

    finished = asyncio.Event()
    count = 0

    def report(result: dict[str, Any]) -> None:
        nonlocal count
        line = {k: result[k] for k in ("game", "table", "seats", "kinds", "scores")}
        print(json.dumps(line), flush=True)
        count += 1
        if args.max_games and count >= args.max_games:
            finished.set()

    autosave = None if args.autosave is None else Path(args.autosave)
    settings = TableSettings(grace=args.grace, stand_in=args.stand_in, autosave=autosave)
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="computer") as executor:
        host = Host(executor, settings, report)
        try:
            server = await start_server(host, args.host, args.port, tls)
        except OSError as error:
            return _fail(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}")
        try:
            if args.game is not None:
                seats = [seat.strip().lower() for seat in args.seats.split(",")]
                setup = {"turn_seconds": args.turn_seconds}
                await host.open_table(args.game, seats, args.seed, setup=setup, expires=False)
            if args.resume is not None:
                host.restore_table(Path(args.resume), expires=False)
        except (ProtocolError, AutosaveRefused, ValueError, OSError) as error:
            server.close()
            return _fail(str(error))
        advertiser = _advertise(args, server_port(server), tls is not None)
        try:
            await finished.wait()
        finally:
            if advertiser is not None:
                advertiser.close(wait=True)
            server.close()
            await server.wait_closed()
            await host.close()
    return 0


def _advertise(args: argparse.Namespace, port: int, tls: bool) -> Any:
    """The zeroconf advertiser when ``--advertise`` (it fails soft: never stops the host)."""
    if not args.advertise:
        return None
    from rondo_desktop.net.discovery import Advertiser

    return Advertiser(port, args.name or socket.gethostname(), tls)
