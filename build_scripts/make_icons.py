"""Paint the application icon from the game's own card art and write it for every platform.

    uv run python build_scripts/make_icons.py

writes into ``assets/icons/``:

- ``rondo-desktop-N.png`` for N in LINUX_SIZES: the freedesktop hicolor theme sizes, which the
  Linux tarball installs and the .desktop file names;
- ``rondo-desktop.ico`` (Windows: the executables and the Inno Setup installer);
- ``rondo-desktop.icns`` (macOS: the .app bundle and the dmg).

The picture is the menu's motif: a red card back and the letter card R fanned on the table felt,
drawn by the same ``CardPainter`` and fonts the game uses, so the icon changes with the cards.
The three icon containers are written here by hand (they are small, documented formats) so
that neither the game nor the build needs Pillow. The output is deterministic: running the
script again without changing the art gives byte-identical files.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

# Headless: the icon needs fonts and surfaces, never a window.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # after the environment above: SDL reads it on import

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from any folder

from rondo_desktop.app.art import lerp_colour  # noqa: E402
from rondo_desktop.app.cards import CardLook, CardPainter  # noqa: E402
from rondo_desktop.app.text import TextRenderer  # noqa: E402
from rondo_desktop.app.theme import THEMES  # noqa: E402
from rondo_desktop.games.rondo.engine import load_deck  # noqa: E402

ICON_DIR = ROOT / "assets" / "icons"
NAME = "rondo-desktop"
# freedesktop hicolor sizes (the 22 and 24 ones are what panels and menus ask for).
LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# What Windows picks from at 100-250% display scaling; 256 is the Explorer "large icons" size.
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# icns element type for each PNG it holds: 1x and @2x (Retina) variants from 16 to 512.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512@2x
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)
# Below this size two fanned cards turn to mush, so small icons show the R card alone.
FAN_MIN_SIZE = 40


def _tile(size: int) -> pygame.Surface:
    """The felt: a rounded square, lighter in the middle like the lit table in the menu."""
    felt = THEMES["felt"]
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    margin = round(size * 0.04)
    rect = tile.get_rect().inflate(-2 * margin, -2 * margin)
    radius = round(size * 0.2)
    pygame.draw.rect(tile, felt.felt_edge, rect, border_radius=radius)
    steps = 24
    for step in range(steps):
        t = step / (steps - 1)
        inner = rect.inflate(-round(rect.width * 0.5 * t), -round(rect.height * 0.5 * t))
        colour = lerp_colour(felt.felt_edge, felt.felt, min(1.0, 0.35 + t))
        pygame.draw.rect(tile, colour, inner, border_radius=max(1, round(radius * (1 - t / 2))))
    rim = max(1, round(size * 0.018))
    pygame.draw.rect(tile, felt.wood, rect, rim, border_radius=radius)
    return tile


def _paint(size: int, fan: bool) -> pygame.Surface:
    """The icon at ``size`` pixels square (the caller supersamples); ``fan``: both cards."""
    theme = THEMES["felt"]
    painter = CardPainter(TextRenderer())
    icon = _tile(size)
    centre = pygame.Vector2(size / 2, size / 2)
    # The R as the German deck prints it: Rondo is a German game, and the menu shows these cards.
    letter_r = CardLook("letter", "R", load_deck("de").value("R"))
    if fan:
        height = round(size * 0.62)
        back = pygame.transform.rotozoom(painter.face(CardLook("back"), height, theme), 16, 1)
        icon.blit(back, back.get_rect(center=centre + pygame.Vector2(-size * 0.12, -size * 0.02)))
        front = painter.face(letter_r, height, theme)
        front = pygame.transform.rotozoom(front, -9, 1)
        icon.blit(front, front.get_rect(center=centre + pygame.Vector2(size * 0.1, size * 0.03)))
    else:
        front = painter.face(letter_r, round(size * 0.78), theme)
        icon.blit(front, front.get_rect(center=centre))
    return icon


def render(size: int) -> pygame.Surface:
    """The icon at ``size``, painted 4x larger and scaled down: the card art has hard edges."""
    scale = 4 if size <= 256 else 2
    painted = _paint(size * scale, fan=size >= FAN_MIN_SIZE)
    return pygame.transform.smoothscale(painted, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def _bmp_entry(surface: pygame.Surface) -> bytes:
    """An uncompressed 32-bit DIB as .ico wants it: BGRA, bottom row first, then an AND mask.

    Windows Vista and later also read PNG entries, but Inno Setup and some resource tools
    still expect the classic form for the small sizes, so only 256 is stored as PNG.
    """
    width, height = surface.get_size()
    rgba = pygame.image.tobytes(surface, "RGBA", True)  # flipped: bottom row first
    bgra = bytearray(len(rgba))
    bgra[0::4], bgra[1::4], bgra[2::4], bgra[3::4] = rgba[2::4], rgba[1::4], rgba[0::4], rgba[3::4]
    # The AND mask is ignored for 32-bit images with alpha but must be there: 1 bit per pixel,
    # rows padded to 32 bits; all zero means "use the alpha channel".
    mask_row = ((width + 31) // 32) * 4
    header = struct.pack(
        "<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(bgra) + mask_row * height, 0, 0, 0, 0
    )
    return header + bytes(bgra) + bytes(mask_row * height)


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A Windows .ico holding one image per size (ICONDIR, ICONDIRENTRYs, then the images)."""
    sizes = sorted(images)
    blobs = [png_bytes(images[s]) if s >= 256 else _bmp_entry(images[s]) for s in sizes]
    out = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    for size, blob in zip(sizes, blobs, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in a one-byte field
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return out + b"".join(blobs)


def icns_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A macOS .icns: 'icns' + total length, then (type, length, PNG) elements, big-endian."""
    body = b""
    for kind, size in ICNS_TYPES:
        blob = png_bytes(images[size])
        body += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.font.init()
    wanted = set(LINUX_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    images = {size: render(size) for size in sorted(wanted)}
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    for size in LINUX_SIZES:
        path = ICON_DIR / f"{NAME}-{size}.png"
        path.write_bytes(png_bytes(images[size]))
        written.append(path)
    ico = ICON_DIR / f"{NAME}.ico"
    ico.write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    icns = ICON_DIR / f"{NAME}.icns"
    icns.write_bytes(icns_bytes(images))
    written += [ico, icns]
    for path in written:
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
