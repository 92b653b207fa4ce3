"""The wire protocol: versioned JSON messages, each checked before anything acts on it.

Every message is one JSON object with a ``type``. A client first says ``hello`` with the
protocol version; a mismatch gets one clear refusal and the connection is closed. Then it may
``list`` the tables, ``open`` one, ``join`` a free remote seat (or its own again, with its seat
token) and ``act`` with the same action JSON the saves use. The host answers with ``welcome``,
``tables``, ``opened``, ``seated``, ``state`` (the seat's own observation, whose turn it is),
``over`` and ``refused`` (a code and a reason: the engine's own words for an illegal action).

Version 2 (the table with a screen) adds the lobby: ``open`` may ask for a manual start, a sand
timer, a grace, a stand-in, options and a title; seated players say ``ready``, the opener says
``start``, anyone may ``leave``; the host pushes ``lobby`` whenever who sits where changes,
``timeout`` when a turn's sand ran out, and sends each seat the events of every action as that
seat may see them. Tables have short codes players can read aloud (``K7Q-4M2``).

JSON only -- never pickle or eval -- with a size limit and a per-connection rate limit, so a
modified client can neither crash the host nor flood it.
"""

from __future__ import annotations

import json
import secrets
import time
import unicodedata
from collections.abc import Container
from dataclasses import dataclass, field
from typing import Any

PROTOCOL_VERSION = 2
MAX_MESSAGE_BYTES = 64 * 1024
# websockets itself closes a connection whose message exceeds this; between the two limits the
# host answers with a refusal and keeps the connection.
TRANSPORT_MAX_BYTES = 4 * MAX_MESSAGE_BYTES

# type -> (field, the JSON types it may have) for every field a client's message must carry;
# optional fields are checked where they are read.
CLIENT_MESSAGES: dict[str, tuple[tuple[str, tuple[type, ...]], ...]] = {
    "hello": (("version", (int,)), ("name", (str,))),
    "list": (),
    "open": (("game", (str,)), ("seats", (list,))),
    "join": (("table", (str,)),),
    "act": (("table", (str,)), ("token", (str,)), ("move", (int,)), ("action", (dict,))),
    "ready": (("table", (str,)), ("token", (str,)), ("ready", (bool,))),
    "start": (("table", (str,)), ("owner", (str,))),
    "leave": (("table", (str,)), ("token", (str,))),
}
MAX_NAME = 40
MAX_TOKEN = 100  # the host's tokens are 32 characters; anything far longer is not one
# The fields that carry a token the host made: plain ASCII, so comparing them never raises.
TOKEN_FIELDS = ("token", "owner", "table")
# Characters a name or title may not hold: controls, lone surrogates (not UTF-8 at all: every
# app that draws the name would fail on them), line breaks and the invisible formatting marks
# (a right-to-left override turns "Ana" into a lie) -- but the joiners that some scripts and
# emoji need.
REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp", "Cf"})
ALLOWED_FORMAT = frozenset({"\u200c", "\u200d"})  # zero-width non-joiner and joiner
# A table's code: letters and digits nobody mixes up when reading it aloud (no 0/O, 1/I).
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


class ProtocolError(Exception):
    """A message the host refuses: ``code`` for programs, the text for people."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), allow_nan=False)


def refusal(code: str, reason: str, of: object = None) -> dict[str, Any]:
    """The host's answer to a message it will not act on (``of``: that message's type)."""
    return {"type": "refused", "code": code, "reason": reason, "of": of}


def _reject_constant(name: str) -> Any:
    raise ProtocolError("malformed", f"{name} is not JSON")


def parse_client_message(raw: str | bytes) -> dict[str, Any]:
    """The message in ``raw`` checked against its schema; :class:`ProtocolError` when not."""
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", f"a message may hold {MAX_MESSAGE_BYTES} bytes at most")
    if isinstance(raw, bytes):
        raise ProtocolError("malformed", "messages are JSON text, not binary frames")
    try:
        message = json.loads(raw, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("malformed", f"not JSON: {error}") from None
    if not isinstance(message, dict):
        raise ProtocolError("malformed", "a message is a JSON object")
    kind = message.get("type")
    schema = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError("unknown_type", f"no message of type {kind!r}")
    for name, types in schema:
        value = message.get(name)
        # bool is an int to Python, never to this protocol
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise ProtocolError("schema", f"{kind}: {name!r} is missing or of the wrong type")
    if kind == "hello":
        check_text(message["name"], "hello: a name", MAX_NAME)
    for name in TOKEN_FIELDS if kind not in ("hello", "list", "open") else ():
        value = message.get(name)  # join's token is optional: checked when it is there
        if (value is not None or name in dict(schema)) and not is_token(value):
            # the code a made-up one gets: "token", "owner" or "table" (no such table)
            raise ProtocolError(name, f"{kind}: this {name} is not one the host gave out")
    return message


def is_clean_text(text: str) -> bool:
    """Valid Unicode a screen can draw: no control, surrogate or formatting character."""
    return all(
        c in ALLOWED_FORMAT or unicodedata.category(c) not in REFUSED_CATEGORIES for c in text
    )


def check_text(text: object, what: str, longest: int) -> str:
    """``text`` stripped when it is a name or title players may see; ProtocolError if not."""
    if not isinstance(text, str) or not 0 < len(text.strip()) <= longest:
        raise ProtocolError("schema", f"{what} has 1 to {longest} characters")
    if not is_clean_text(text):
        raise ProtocolError("text", f"{what} holds characters that are not printable text")
    return text.strip()


def is_token(value: object) -> bool:
    """A token, owner or table code as the host makes them: printable ASCII, not too long."""
    return (
        isinstance(value, str)
        and len(value) <= MAX_TOKEN
        and value.isascii()
        and (value.isprintable())
    )


def new_code(taken: Container[str]) -> str:
    """A table code not in ``taken``: six characters of :data:`CODE_ALPHABET`."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(text: str) -> str:
    """A code as a player may type it (``k7q-4m2``, `` K7Q 4M2 ``) as it is on the wire."""
    return "".join(text.split()).replace("-", "").upper()


def shown_code(code: str) -> str:
    """A code as players read it: ``K7Q-4M2`` (other ids, e.g. an old table's, as they are)."""
    if len(code) == CODE_LENGTH and all(c in CODE_ALPHABET for c in code):
        return f"{code[:3]}-{code[3:]}"
    return code


def check_version(message: dict[str, Any]) -> None:
    if message["version"] != PROTOCOL_VERSION:
        raise ProtocolError(
            "version",
            f"this host speaks protocol version {PROTOCOL_VERSION}, the client "
            f"{message['version']}: update Rondo Desktop on both computers to the same version",
        )


@dataclass
class RateLimit:
    """A token bucket: ``burst`` messages at once, ``per_second`` refilled each second."""

    # Far above what a person does and enough for a scripted client's fast game; a flood
    # beyond it is refused message by message.
    per_second: float = 100.0
    burst: float = 200.0
    clock: Any = time.monotonic
    _tokens: float = field(default=-1.0, init=False)
    _last: float = field(default=0.0, init=False)

    def allow(self) -> bool:
        now = self.clock()
        if self._tokens < 0:
            self._tokens, self._last = self.burst, now
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.per_second)
        self._last = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
