"""Build the game for players who have no Python: one command, results in ``dist/``.

    uv run python build_scripts/build.py            # the one-folder bundle and its package
    uv run python build_scripts/build.py --onefile  # one self-extracting executable

What comes out depends on the platform it runs on (PyInstaller cannot cross-build):

- Linux: ``dist/rondo-desktop/`` and ``dist/rondo-desktop-VERSION-linux-ARCH.tar.gz`` (the folder
  plus the .desktop file, the icon and ``install.sh``); with ``--onefile``
  ``dist/rondo-desktop-VERSION-linux-ARCH``.
- Windows: ``dist/rondo-desktop/`` and, when Inno Setup's ``iscc`` is installed,
  ``dist/rondo-desktop-VERSION-windows-setup.exe``; with ``--onefile``
  ``dist/rondo-desktop-VERSION-windows-ARCH.exe``.
- macOS: ``dist/Rondo Desktop.app`` and ``dist/rondo-desktop-VERSION-macos-ARCH.dmg``.

Then it runs what it built, headless, and prints the bundle size and the start-up time
against the goals (one-file ≤ 40 MB, first frame ≤ 2 s). It exits non-zero if the build or
the frozen program fails; missing a goal is printed, not fatal, as the numbers depend on the
machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"
SPEC = SCRIPTS / "rondo-desktop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
NAME = "rondo-desktop"
APP_NAME = "Rondo Desktop"
ONEFILE_GOAL_MB = 40.0
FIRST_FRAME_GOAL_S = 2.0
TIMING_RUNS = 3
# Where Inno Setup 6 installs itself when it is not on the PATH.
ISCC_DEFAULT = Path(r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe")


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def system_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def machine_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def run_pyinstaller(onefile: bool, clean: bool) -> Path:
    """Run the spec; returns the folder PyInstaller wrote into."""
    # The one-file build gets its own folders: its executable would otherwise collide with the
    # one-folder bundle's directory of the same name.
    dist = WORK / "onefile-dist" if onefile else DIST
    work = WORK / ("pyinstaller-onefile" if onefile else "pyinstaller")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={dist}",
        f"--workpath={work}",
    ]
    if clean:
        command.append("--clean")
    command += [str(SPEC), "--"]
    if onefile:
        command.append("--onefile")
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT)
    return dist


def headless_env(home: Path) -> dict[str, str]:
    """The environment a frozen run gets: no display, no sound, and a throwaway profile, so a
    build never reads or changes the builder's own settings, statistics or saves."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        HOME=str(home),
        USERPROFILE=str(home),
        APPDATA=str(home / "AppData" / "Roaming"),
        LOCALAPPDATA=str(home / "AppData" / "Local"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
    )
    return env


def check_frozen(executable: Path, version: str) -> float:
    """Run the frozen program's quick commands; returns the median start-up time in seconds.

    The start-up time is that of ``screenshot --scene menu``: process start, unpacking (one-file),
    imports, fonts and layout, the menu drawn, and the PNG written. It is an upper bound of the
    time to the first frame a player sees, measured with a command the game already has.
    """
    with tempfile.TemporaryDirectory(prefix="rondo-build-check-") as scratch:
        env = headless_env(Path(scratch) / "home")
        shown = subprocess.run(
            [str(executable), "--version"], env=env, capture_output=True, text=True, check=True
        ).stdout.strip()
        if shown != f"{NAME} {version}":
            raise SystemExit(f"build.py: the bundle says {shown!r}, expected {NAME} {version}")
        subprocess.run([str(executable), "--help"], env=env, capture_output=True, check=True)
        solved = subprocess.run(
            [str(executable), "solve", "--holder", "HAUS", "--hand", "M"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        if "MAUS" not in solved:
            raise SystemExit(f"build.py: the bundle's solver did not find MAUS:\n{solved}")
        times = []
        for run in range(TIMING_RUNS):
            png = Path(scratch) / f"first-frame-{run}.png"
            started = time.perf_counter()
            subprocess.run(
                [str(executable), "screenshot", "--scene", "menu", "--out", str(png)],
                env=env,
                capture_output=True,
                check=True,
            )
            times.append(time.perf_counter() - started)
            if not png.is_file() or png.stat().st_size == 0:
                raise SystemExit("build.py: the bundle wrote no screenshot")
    print(f"  --version: {shown}; --help and solve: ok")
    print("  start-up to first frame: " + ", ".join(f"{t:.2f} s" for t in times))
    return statistics.median(times)


def check_assets(bundled: Path) -> None:
    """Every file of assets/ must be in the bundle: a missing lexicon or layout shows only when
    a player reaches the screen that needs it."""
    wanted = {p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*") if p.is_file()}
    present = {p.relative_to(bundled) for p in bundled.rglob("*") if p.is_file()}
    missing = sorted(str(p) for p in wanted - present)
    if missing:
        raise SystemExit(f"build.py: the bundle lacks assets: {', '.join(missing)}")
    print(f"  assets: all {len(wanted)} files bundled")


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER GOAL"


def pack_linux(bundle: Path, version: str) -> Path:
    """The tarball players download: the bundle folder plus what a desktop needs to list it."""
    top = f"{NAME}-{version}"
    archive = DIST / f"{NAME}-{version}-linux-{machine_name()}.tar.gz"
    extras = {
        SCRIPTS / f"{NAME}.desktop": f"{NAME}.desktop",
        ROOT / "assets" / "icons" / f"{NAME}-256.png": f"{NAME}.png",
        SCRIPTS / "linux_install.sh": "install.sh",
    }
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=top)
        for source, name in extras.items():
            info = tar.gettarinfo(str(source), arcname=f"{top}/{name}")
            info.mode = 0o755 if name.endswith(".sh") else 0o644
            with source.open("rb") as handle:
                tar.addfile(info, handle)
    return archive


def make_windows_installer(bundle: Path, version: str) -> None:
    iscc = shutil.which("iscc") or (str(ISCC_DEFAULT) if ISCC_DEFAULT.is_file() else None)
    script = SCRIPTS / f"{NAME}.iss"
    if iscc is None:
        print(
            "Inno Setup not found: install Inno Setup 6 (https://jrsoftware.org/isinfo.php), then"
            f'\n  iscc /DAppVersion={version} "/DBundleDir={bundle}" {script}'
        )
        return
    subprocess.run(
        [iscc, f"/DAppVersion={version}", f"/DBundleDir={bundle}", str(script)], check=True
    )
    print(f"installer: {DIST / f'{NAME}-{version}-windows-setup.exe'}")


def make_dmg(version: str) -> None:
    app = DIST / f"{APP_NAME}.app"
    subprocess.run(["bash", str(SCRIPTS / "make_dmg.sh"), str(app), version], check=True)


def build(onefile: bool, clean: bool) -> int:
    version = project_version()
    if onefile and sys.platform == "darwin":
        print("build.py: macOS gets the .app (one folder inside); --onefile is for Linux/Windows")
        return 2
    print(f"Building {APP_NAME} {version} for {system_name()}-{machine_name()}")
    started = time.perf_counter()
    dist = run_pyinstaller(onefile, clean)
    print(f"PyInstaller took {time.perf_counter() - started:.0f} s")
    exe_suffix = ".exe" if sys.platform == "win32" else ""

    if onefile:
        built = dist / f"{NAME}{exe_suffix}"
        target = DIST / f"{NAME}-{version}-{system_name()}-{machine_name()}{exe_suffix}"
        DIST.mkdir(exist_ok=True)
        shutil.move(built, target)
        size = size_of(target)
        first_frame = check_frozen(target, version)
        print(f"one-file: {target}")
        print(
            f"  size {megabytes(size)} (goal ≤ {ONEFILE_GOAL_MB:.0f} MB: "
            f"{verdict(size <= ONEFILE_GOAL_MB * 1_000_000)})"
        )
        print(
            f"  first frame {first_frame:.2f} s (goal ≤ {FIRST_FRAME_GOAL_S:.0f} s: "
            f"{verdict(first_frame <= FIRST_FRAME_GOAL_S)})"
        )
        return 0

    bundle = dist / NAME
    if sys.platform == "darwin":
        executable = DIST / f"{APP_NAME}.app" / "Contents" / "MacOS" / NAME
    else:
        executable = bundle / f"{NAME}{exe_suffix}"
        check_assets(bundle / "_internal" / "assets")
    first_frame = check_frozen(executable, version)
    print(f"one-folder: {bundle} ({megabytes(size_of(bundle))} on disk)")
    print(
        f"  first frame {first_frame:.2f} s (goal ≤ {FIRST_FRAME_GOAL_S:.0f} s: "
        f"{verdict(first_frame <= FIRST_FRAME_GOAL_S)})"
    )
    if sys.platform == "win32":
        make_windows_installer(bundle, version)
    elif sys.platform == "darwin":
        make_dmg(version)
    else:
        archive = pack_linux(bundle, version)
        print(f"tarball: {archive} ({megabytes(size_of(archive))})")
        print(f"  players: tar xzf {archive.name} && {NAME}-{version}/install.sh")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one self-extracting executable")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    args = parser.parse_args()
    return build(args.onefile, args.clean)


if __name__ == "__main__":
    sys.exit(main())
