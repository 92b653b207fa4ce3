"""``rondo-desktop join``: a scripted computer client takes a remote seat of a hosted table.

    rondo-desktop join ws://HOST:P --name N --bot STRENGTH [--table ID] [--token-file FILE]
    rondo-desktop join wss://HOST:P ... [--ca FILE]

It takes the first free remote seat (of ``--table``, or of the first table with one) and plays
to the end, then prints the host's result as one JSON line. With ``--token-file`` the seat's
table and token are kept in FILE, and a later ``join`` with the same file takes that seat again.
A wss:// host is checked against the system's certificate authorities and, with ``--ca``,
the one in FILE too (a host's own, self-signed certificate). Bad arguments, an unreachable
host, a refusal, a certificate that does not check: one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import ssl
import sys
from pathlib import Path
from typing import Any

USAGE_ERROR = 2
ONE_LINE_ERRORS = True


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("url", help="the host's address, e.g. ws://192.168.1.20:8765")
    parser.add_argument("--name", required=True, help="the name the other players see")
    parser.add_argument("--bot", required=True, metavar="STRENGTH", help="the computer that plays")
    parser.add_argument("--table", help="the table to join (default: the first with a free seat)")
    parser.add_argument("--token-file", metavar="FILE", help="keep the seat's token here")
    parser.add_argument("--seed", type=int, help="the computer player's seed (default: random)")
    parser.add_argument(
        "--ca", metavar="FILE", help="wss://: also trust this certificate authority (PEM)"
    )


def _fail(message: str) -> int:
    print(f"rondo-desktop join: {message}", file=sys.stderr)
    return USAGE_ERROR


def _saved_seat(path: Path | None) -> tuple[str | None, str | None]:
    """The (table, token) a token file keeps, or (None, None)."""
    if path is None or not path.exists():
        return None, None
    data: Any = json.loads(path.read_text(encoding="utf-8"))
    return str(data["table"]), str(data["token"])


def run(args: argparse.Namespace) -> int:
    from websockets.exceptions import WebSocketException

    from rondo_desktop.net.client import BotOptions, JoinRefused, client_tls, play_bot
    from rondo_desktop.trace import write_atomically

    if not args.url.startswith(("ws://", "wss://")):
        return _fail(f"the address starts with ws:// or wss://, not {args.url!r}")
    try:
        tls = client_tls(args.url, None if args.ca is None else Path(args.ca))
    except (OSError, ssl.SSLError) as error:
        return _fail(f"cannot use the certificate authority {args.ca}: {error}")
    token_file = None if args.token_file is None else Path(args.token_file)
    try:
        table, token = _saved_seat(token_file)
    except (OSError, ValueError, KeyError, TypeError) as error:
        return _fail(f"cannot read the token file {token_file}: {error}")

    def keep(seated: dict[str, Any]) -> None:
        if token_file is not None:
            kept = {"table": seated["table"], "token": seated["token"]}
            write_atomically(token_file, json.dumps(kept))

    options = BotOptions(args.name, args.bot, table or args.table, token, args.seed)
    try:
        result = asyncio.run(play_bot(args.url, options, keep, tls=tls))
    except JoinRefused as error:
        return _fail(str(error))
    except (OSError, TimeoutError, WebSocketException, ssl.SSLError) as error:
        return _fail(f"cannot play at {args.url}: {error}")
    except KeyboardInterrupt:
        return 1
    print(json.dumps({k: result.get(k) for k in ("game", "table", "seats", "scores")}))
    return 0
