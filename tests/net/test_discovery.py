"""Discovery on the home network: a host advertised is found by a browser on this computer,
or -- where multicast is refused -- both fail soft: nothing found, a warning logged, no raise."""

from __future__ import annotations

import logging
import time

import pytest

from rondo_desktop.net import discovery
from rondo_desktop.net.discovery import Advertiser, Browser, FoundHost
from rondo_desktop.net.protocol import PROTOCOL_VERSION


def test_no_multicast_means_nothing_found_and_a_warning_never_an_error(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def refused(*args: object, **kwargs: object) -> None:
        raise OSError(19, "No such device")

    monkeypatch.setattr(discovery, "Zeroconf", refused)
    with caplog.at_level(logging.WARNING, logger=discovery.__name__):
        advertiser = Advertiser(47199, "Ana", tls=False, games=["ronda"])
        browser = Browser()
        assert browser.hosts() == []
        advertiser.close(wait=True)
        browser.close()
    warnings = [record.getMessage() for record in caplog.records]
    assert any("cannot advertise" in line for line in warnings)
    assert any("cannot look for hosts" in line for line in warnings)


@pytest.mark.slow
def test_a_host_advertised_is_found_or_both_sides_fail_soft(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger=discovery.__name__):
        advertiser = Advertiser(47198, "Ana's table", tls=True, games=["ronda", "allegra"])
        browser = Browser()
        found: list[FoundHost] = []
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline and not found:
            time.sleep(0.1)
            found = [host for host in browser.hosts() if host.port == 47198]
        advertiser.close(wait=True)
        browser.close()
    if found:
        (host,) = found
        assert (host.name, host.tls, host.version) == ("Ana's table", True, PROTOCOL_VERSION)
        assert host.games == ("ronda", "allegra") and host.url.startswith("wss://")
    else:  # this machine refuses multicast: then it said so, and nothing raised
        assert any("cannot" in record.getMessage() for record in caplog.records)
