"""Addresses and table codes as people type and read them.

A host's address may be typed as ``ws://host:port``, ``wss://host:port`` or just ``host`` or
``host:port`` (the default port then); a table code is six characters shown as ``K7Q-4M2`` and
typed with or without the dash, in any case.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from rondo_desktop.net.protocol import CODE_ALPHABET, CODE_LENGTH, shown_code

# The port a home host listens on (and the one to forward): net.embedded's DEFAULT_PORT,
# written out so the menus need not import the host (and zeroconf) to read an address.
DEFAULT_PORT = 47100


def normalise_address(text: str) -> str | None:
    """``ws://host:port`` (or ``wss://``) for what a person typed; None when it is no address."""
    text = text.strip()
    if not text:
        return None
    if "://" not in text:
        text = f"ws://{text}"
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:  # a port that is not a number, or out of range
        return None
    if parts.scheme not in ("ws", "wss") or not parts.hostname or " " in text:
        return None
    host = parts.hostname
    if ":" in host:  # an IPv6 address keeps its brackets in a URL
        host = f"[{host}]"
    return f"{parts.scheme}://{host}:{port or DEFAULT_PORT}"


def normalise_code(text: str) -> str:
    """The code as the wire carries it: no dashes or spaces, upper case ("" for none)."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


def is_code(text: str) -> bool:
    """Whether ``text`` (typed, any case, with or without the dash) is a whole table code."""
    code = normalise_code(text)
    return len(code) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in code)


def show_code(code: str) -> str:
    """A code as people read it aloud: "K7Q-4M2" (another host's longer id as it is)."""
    return shown_code(normalise_code(code) if is_code(code) else code)


def code_character(ch: str) -> bool:
    """What the code field accepts while typing: letters, digits and the dash."""
    return ch.isalnum() or ch == "-"
