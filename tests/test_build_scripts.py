"""The installer scripts agree with each other and with the project, without building anything.

Only the Linux bundle can be built and run here (build_scripts/ci_bundle_smoke.sh does that);
the Windows and macOS scripts are checked here for the names, versions and paths they share,
so that a rename or a version bump that misses one of them fails at once.
"""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import struct
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import pytest

from rondo_desktop import __version__
from rondo_desktop.cli import SUBCOMMANDS

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"
SPEC = SCRIPTS / "rondo-desktop.spec"
ISS = SCRIPTS / "rondo-desktop.iss"
DESKTOP = SCRIPTS / "rondo-desktop.desktop"
DMG = SCRIPTS / "make_dmg.sh"
INSTALL = SCRIPTS / "linux_install.sh"
BUILD = SCRIPTS / "build.py"
ICONS = ROOT / "assets" / "icons"


def top_level_literal(path: Path, name: str) -> Any:
    """The value of ``NAME = <literal>`` at the top of a Python file, read without running it."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                assert node.value is not None
                return ast.literal_eval(node.value)
    raise AssertionError(f"{path.name} has no top-level {name} = <literal>")


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def iss_defines() -> dict[str, str]:
    return dict(re.findall(r'#define\s+(\w+)\s+"([^"]*)"', ISS.read_text(encoding="utf-8")))


def iss_setup() -> dict[str, str]:
    text = ISS.read_text(encoding="utf-8").split("[Setup]", 1)[1].split("\n[", 1)[0]
    return dict(
        line.split("=", 1)
        for line in text.splitlines()
        if "=" in line and not line.lstrip().startswith(";")
    )


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, comment_prefixes=("#",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def shell_variable(path: Path, name: str) -> str:
    match = re.search(rf'^{name}="?([^"\n]*)"?$', path.read_text(encoding="utf-8"), re.MULTILINE)
    assert match, f"{path.name} sets no {name}"
    return match.group(1)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return (width, height)


# -- the spec ---------------------------------------------------------------------------------


def test_spec_builds_its_paths_from_specpath_and_names_no_absolute_path() -> None:
    source = SPEC.read_text(encoding="utf-8")
    assert "SPECPATH" in source
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            assert not re.match(r"^(/|~|[A-Za-z]:[\\/]|\\\\)", text), f"absolute path {text!r}"
            assert "/work/" not in text and "/home/" not in text and "\\Users\\" not in text


def test_every_subcommand_module_is_a_hidden_import() -> None:
    hidden = set(top_level_literal(SPEC, "SUBCOMMAND_MODULES"))
    registered = {module for module, _ in SUBCOMMANDS.values()}
    assert hidden == registered, "update SUBCOMMAND_MODULES in the spec to match cli.SUBCOMMANDS"


def test_only_the_cli_imports_modules_by_name() -> None:
    """PyInstaller follows import statements, lazy ones included, but not names in strings;
    the spec lists the CLI's, so any other by-name import would be missing from the bundle."""
    package = ROOT / "rondo_desktop"
    offenders = [
        str(path.relative_to(ROOT))
        for path in package.rglob("*.py")
        if path.name != "cli.py"
        and re.search(r"import_module\(|__import__\(", path.read_text(encoding="utf-8"))
    ]
    assert offenders == [], "add these modules' by-name imports to the spec's hidden imports"


def test_spec_files_exist() -> None:
    assert (SCRIPTS / "frozen_main.py").is_file()
    source = SPEC.read_text(encoding="utf-8")
    for icon in re.findall(r'"(rondo-desktop\.(?:ico|icns))"', source):
        assert (ICONS / icon).is_file(), icon
    assert 'copy_metadata("rondo-desktop")' in source  # --version reads the metadata


# -- names and versions everywhere ------------------------------------------------------------


def test_versions_agree() -> None:
    version = pyproject_version()
    assert __version__ == version
    # The fallback for a bundle without metadata must not drift from the project's version.
    init = ROOT / "rondo_desktop" / "__init__.py"
    assert re.search(rf'__version__ = "{re.escape(version)}"', init.read_text(encoding="utf-8"))
    assert iss_defines()["AppVersion"] == version, "bump the .iss default AppVersion too"


def test_app_and_executable_names_agree() -> None:
    app_name = top_level_literal(SPEC, "APP_NAME")
    exe_name = top_level_literal(SPEC, "EXE_NAME")
    gui_exe = top_level_literal(SPEC, "WINDOWS_GUI_EXE_NAME")
    assert app_name == top_level_literal(BUILD, "APP_NAME") == "Rondo Desktop"
    assert exe_name == top_level_literal(BUILD, "NAME") == "rondo-desktop"

    defines = iss_defines()
    assert defines["AppName"] == app_name
    assert defines["AppExeName"] == f"{gui_exe}.exe"
    assert defines["AppCliExeName"] == f"{exe_name}.exe"
    assert defines["BundleDir"] == rf"..\dist\{exe_name}"
    setup = iss_setup()
    assert setup["OutputBaseFilename"] == f"{exe_name}-{{#AppVersion}}-windows-setup"
    assert setup["OutputDir"] == r"..\dist"

    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == app_name
    assert entry["Exec"] == exe_name
    assert entry["Icon"] == exe_name
    assert entry["StartupWMClass"] == exe_name
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")

    assert shell_variable(DMG, "APP_NAME") == app_name
    assert shell_variable(INSTALL, "NAME") == exe_name
    with (ROOT / "pyproject.toml").open("rb") as handle:
        assert exe_name in tomllib.load(handle)["project"]["scripts"]


def test_macos_bundle_identifier() -> None:
    bundle_id = top_level_literal(SPEC, "BUNDLE_ID")
    assert re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+){2,}", bundle_id)
    assert bundle_id.endswith(".RondoDesktop")


def test_installer_paths_exist() -> None:
    """The .iss resolves paths from its own folder, like the dmg and install scripts do."""
    setup = iss_setup()
    for key in ("SetupIconFile", "LicenseFile"):
        assert (SCRIPTS / setup[key].replace("\\", "/")).resolve().is_file(), key
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    ignored = set((ROOT / ".gitignore").read_text(encoding="utf-8").split())
    assert {"dist/", "build/"} <= ignored, "build output must never be committed"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_entry_follows_the_freedesktop_specification() -> None:
    subprocess.run(["desktop-file-validate", str(DESKTOP)], check=True)


@pytest.mark.parametrize("script", [DMG, INSTALL, SCRIPTS / "ci_bundle_smoke.sh"])
def test_shell_scripts_parse(script: Path) -> None:
    shell = "sh" if script == INSTALL else "bash"  # install.sh runs under any POSIX shell
    subprocess.run([shell, "-n", str(script)], check=True)
    assert script.stat().st_mode & 0o111, f"{script.name} must be executable"


# -- icons ------------------------------------------------------------------------------------


def test_linux_icons_in_every_hicolor_size() -> None:
    sizes = top_level_literal(SCRIPTS / "make_icons.py", "LINUX_SIZES")
    assert {16, 24, 32, 48, 64, 128, 256, 512} <= set(sizes)
    for size in sizes:
        path = ICONS / f"rondo-desktop-{size}.png"
        assert png_size(path.read_bytes()) == (size, size), path.name
    installed = shell_variable(INSTALL, "SIZES").split()
    assert [int(s) for s in installed] == list(sizes), "install.sh must install every size"


def test_windows_ico_holds_every_size() -> None:
    data = (ICONS / "rondo-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    found = set()
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert (planes, bits) == (1, 32) and width == height
        assert offset + length <= len(data)
        found.add(width or 256)
    wanted = set(top_level_literal(SCRIPTS / "make_icons.py", "ICO_SIZES"))
    assert {16, 24, 32, 48, 256} <= wanted == found


def test_macos_icns_holds_every_size() -> None:
    data = (ICONS / "rondo-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found: dict[bytes, int] = {}
    offset = 8
    while offset < len(data):
        kind = data[offset : offset + 4]
        length = struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        found[kind] = png_size(data[offset + 8 : offset + length])[0]
        offset += length
    assert offset == len(data)
    wanted = dict(top_level_literal(SCRIPTS / "make_icons.py", "ICNS_TYPES"))
    assert found == wanted
    assert {16, 32, 128, 256, 512, 1024} <= set(found.values())
