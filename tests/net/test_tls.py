"""TLS on real sockets: a wss:// host with a certificate of its own CA (trustme), a client
that trusts that CA plays a whole game; one that does not is refused by the handshake; and
``serve --tls-cert/--tls-key`` (advertised, too) with ``join wss:// --ca`` as processes."""

from __future__ import annotations

import asyncio
import json
import ssl
import subprocess
from pathlib import Path

import pytest
import trustme

from rondo_desktop.net.client import BotOptions, client_tls, play_bot
from tests.net.hosting import hosting
from tests.net.test_net_cli import COMMAND, free_port, run, wait_for_port


@pytest.fixture
def ca() -> trustme.CA:
    return trustme.CA()


def server_context(ca: trustme.CA) -> ssl.SSLContext:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1", "localhost").configure_cert(context)
    return context


def test_a_game_over_wss_with_the_hosts_own_certificate(ca: trustme.CA, tmp_path: Path) -> None:
    ca_file = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    trusting = client_tls("wss://127.0.0.1:1", ca_file)
    assert trusting is not None and client_tls("ws://127.0.0.1:1", ca_file) is None

    async def play() -> list[dict]:
        async with hosting(tls=server_context(ca)) as hosted:
            assert hosted.url.startswith("wss://")
            await hosted.host.open_table("ronda", ["remote", "remote"], seed=3)
            ann = play_bot(hosted.url, BotOptions("Ann", "beginner", seed=1), tls=trusting)
            bob = play_bot(hosted.url, BotOptions("Bob", "beginner", seed=2), tls=trusting)
            return list(await asyncio.wait_for(asyncio.gather(ann, bob), 60))

    overs = asyncio.run(play())
    assert overs[0]["scores"] == overs[1]["scores"] and len(overs[0]["scores"]) == 2


def test_a_client_that_does_not_trust_the_certificate_is_refused(ca: trustme.CA) -> None:
    async def play() -> None:
        async with hosting(tls=server_context(ca)) as hosted:
            await play_bot(hosted.url, BotOptions("Eve", "beginner"))  # the system's CAs only

    with pytest.raises(ssl.SSLCertVerificationError):
        asyncio.run(play())


@pytest.mark.slow
def test_serve_with_tls_and_join_wss_with_ca(ca: trustme.CA, tmp_path: Path) -> None:
    cert, key, ca_file = tmp_path / "cert.pem", tmp_path / "key.pem", tmp_path / "ca.pem"
    issued = ca.issue_cert("127.0.0.1")
    issued.cert_chain_pems[0].write_to_path(str(cert))
    issued.private_key_pem.write_to_path(str(key))
    ca.cert_pem.write_to_path(str(ca_file))
    port = free_port()
    tls = ["--tls-cert", str(cert), "--tls-key", str(key)]
    table = ["--game", "ronda", "--seats", "remote,beginner", "--max-games", "1"]
    listen = ["--host", "127.0.0.1", "--port", str(port), "--advertise", "--name", "CI host"]
    serve = subprocess.Popen(
        [*COMMAND, "serve", *listen, *table, *tls], stdout=subprocess.PIPE, text=True
    )
    try:
        wait_for_port(port)
        url = f"wss://127.0.0.1:{port}"
        unverified = run("join", url, "--name", "Eve", "--bot", "beginner")
        assert unverified.returncode == 2 and "certificate" in unverified.stderr.lower()
        joined = run("join", url, "--name", "Ann", "--bot", "beginner", "--ca", str(ca_file))
        assert joined.returncode == 0, joined.stderr
        out, _ = serve.communicate(timeout=30)
    finally:
        serve.kill()
    assert serve.returncode == 0  # advertised, and said goodbye on the network
    assert json.loads(out.splitlines()[0])["scores"] == json.loads(joined.stdout)["scores"]
    half = run("serve", "--port", str(free_port()), "--tls-cert", str(cert))
    assert half.returncode == 2 and "go together" in half.stderr
