"""``rondo-desktop serve`` and ``join`` as processes: a networked game with no display, and
the one-line errors (bad arguments, a port in use, an unreachable host)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

COMMAND = [sys.executable, "-m", "rondo_desktop"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for_port(port: int, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"nothing listens on {port}")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=60)


def test_serve_and_join_play_a_game_and_print_one_line_for_it(tmp_path: Path) -> None:
    port = free_port()
    table = ["--game", "ronda", "--seats", "remote,remote", "--max-games", "1"]
    listen = ["--host", "127.0.0.1", "--port", str(port), "--autosave", str(tmp_path)]
    serve = subprocess.Popen(
        [*COMMAND, "serve", *listen, *table],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        wait_for_port(port)
        url = f"ws://127.0.0.1:{port}"
        token_file = tmp_path / "bob.token"
        ann = subprocess.Popen([*COMMAND, "join", url, "--name", "Ann", "--bot", "beginner"])
        bob = run("join", url, "--name", "Bob", "--bot", "medium", "--token-file", str(token_file))
        assert ann.wait(timeout=60) == 0 and bob.returncode == 0, bob.stderr
        out, err = serve.communicate(timeout=30)
    finally:
        serve.kill()
    assert serve.returncode == 0, err
    (line,) = out.splitlines()
    result = json.loads(line)
    assert result["game"] == "ronda" and sorted(result["seats"]) == ["Ann", "Bob"]
    assert len(result["scores"]) == 2
    assert json.loads(bob.stdout)["scores"] == result["scores"]
    assert json.loads(token_file.read_text())["table"] == result["table"]
    assert list(tmp_path.glob("table-*.json"))  # the autosave


def test_a_port_in_use_is_one_line_and_exit_2() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run("serve", "--host", "127.0.0.1", "--port", str(port))
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "cannot listen" in done.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["join", "ws://127.0.0.1:PORT", "--name", "A", "--bot", "beginner"], "cannot play"),
        (["join", "http://example", "--name", "A", "--bot", "beginner"], "ws://"),
        (["join", "ws://127.0.0.1:1"], "required"),
        (["serve", "--port", "80000"], "--port"),
        (["serve", "--port", "1", "--seats", "remote,remote"], "go together"),
        (["serve", "--port", "1", "--game", "chess", "--seats", "remote"], "chess"),
        (["serve", "--port", "x"], "invalid int"),
    ],
)
def test_bad_arguments_and_an_unreachable_host_are_one_line_and_exit_2(
    args: list[str], words: str
) -> None:
    args = [arg.replace("PORT", str(free_port())) for arg in args]  # nobody listens there
    done = run(*args)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and words in done.stderr


def test_a_bad_seats_spec_is_one_line_and_exit_2() -> None:
    done = run("serve", "--port", str(free_port()), "--game", "ronda", "--seats", "remote,wizard")
    assert done.returncode == 2 and "wizard" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
