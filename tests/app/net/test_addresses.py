"""Addresses and table codes as people type them."""

from __future__ import annotations

import pytest

from rondo_desktop.app.net.addresses import is_code, normalise_address, normalise_code, show_code


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", "ws://192.168.1.20:47100"),
        (" 192.168.1.20:5000 ", "ws://192.168.1.20:5000"),
        ("ws://ana.example.org", "ws://ana.example.org:47100"),
        ("wss://ana.example.org:443", "wss://ana.example.org:443"),
        ("[::1]:47100", "ws://[::1]:47100"),
        ("", None),
        ("http://ana.example.org", None),
        ("host:notaport", None),
        ("host:99999", None),
        ("two words", None),
    ],
)
def test_addresses_are_read_as_people_type_them(typed: str, url: str | None) -> None:
    assert normalise_address(typed) == url


def test_codes_are_typed_any_way_and_shown_with_a_dash() -> None:
    assert normalise_code(" k7q-4m2 ") == "K7Q4M2" and is_code("k7q-4m2")
    assert show_code("K7Q4M2") == "K7Q-4M2"
    assert not is_code("K7Q-4M") and not is_code("K1Q-4M2")  # 1 is not in the alphabet


def test_the_default_port_is_the_embedded_hosts() -> None:
    from rondo_desktop.app.net.addresses import DEFAULT_PORT
    from rondo_desktop.net import embedded

    assert DEFAULT_PORT == embedded.DEFAULT_PORT
