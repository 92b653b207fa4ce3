"""The protocol's checks, without a socket: schema, size, version and the rate limit."""

from __future__ import annotations

import json

import pytest

from rondo_desktop.net.protocol import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    ProtocolError,
    RateLimit,
    check_version,
    parse_client_message,
)


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ("{not json", "malformed"),
        ("[1, 2]", "malformed"),
        ('{"type": "hello", "version": NaN, "name": "x"}', "malformed"),
        (b'{"type": "list"}', "malformed"),
        ('{"type": "teleport"}', "unknown_type"),
        ('{"kind": "list"}', "unknown_type"),
        ('{"type": "hello", "version": "1", "name": "x"}', "schema"),
        ('{"type": "hello", "version": true, "name": "x"}', "schema"),
        ('{"type": "hello", "version": 1, "name": "   "}', "schema"),
        ('{"type": "act", "table": "t", "token": "k", "move": 0, "action": [1]}', "schema"),
        ('{"type": "join"}', "schema"),
        ('{"type": "list", "pad": "' + "x" * MAX_MESSAGE_BYTES + '"}', "too_large"),
        ("[" * 100_000, "too_large"),
    ],
)
def test_a_bad_message_is_refused_with_its_reason(raw: str | bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        parse_client_message(raw)
    assert refused.value.code == code and refused.value.reason


def test_deep_nesting_within_the_size_limit_is_refused_not_a_crash() -> None:
    with pytest.raises(ProtocolError) as refused:
        parse_client_message("[" * 30_000 + "]" * 30_000)
    assert refused.value.code == "malformed"


def test_a_good_message_passes() -> None:
    message = parse_client_message(
        json.dumps({"type": "act", "table": "t", "token": "k", "move": 3, "action": {"a": 1}})
    )
    assert message["move"] == 3


def test_another_protocol_version_gets_one_clear_refusal() -> None:
    check_version({"version": PROTOCOL_VERSION})
    with pytest.raises(ProtocolError) as refused:
        check_version({"version": PROTOCOL_VERSION + 1})
    assert refused.value.code == "version"
    assert "update Rondo Desktop" in refused.value.reason


def test_the_rate_limit_allows_a_burst_then_refills_with_time() -> None:
    now = [0.0]
    limit = RateLimit(per_second=10.0, burst=5.0, clock=lambda: now[0])
    assert [limit.allow() for _ in range(7)] == [True] * 5 + [False] * 2
    now[0] += 0.3  # three messages' worth
    assert [limit.allow() for _ in range(4)] == [True] * 3 + [False]
