#!/usr/bin/env bash
# Wrap the macOS app bundle in a compressed disk image with an Applications shortcut, the usual
# "drag the game onto Applications" window. macOS only (hdiutil). build.py calls it after
# PyInstaller; by hand:
#
#     build_scripts/make_dmg.sh ["dist/Rondo Desktop.app"] [VERSION]
#
# writes dist/rondo-desktop-VERSION-macos-ARCH.dmg. VERSION defaults to pyproject.toml's.
set -euo pipefail

APP_NAME="Rondo Desktop"
root="$(cd "$(dirname "$0")/.." && pwd)"
app="${1:-$root/dist/$APP_NAME.app}"
version="${2:-$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/pyproject.toml" | head -n 1)}"
out="$root/dist/rondo-desktop-$version-macos-$(uname -m).dmg"

if ! command -v hdiutil >/dev/null 2>&1; then
    echo "make_dmg.sh: hdiutil not found: disk images can only be made on macOS" >&2
    exit 1
fi
if [ ! -d "$app" ]; then
    echo "make_dmg.sh: no app bundle at $app; run 'uv run python build_scripts/build.py' first" >&2
    exit 1
fi

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# ditto keeps the bundle's symlinks, permissions and extended attributes, which cp -R can lose.
ditto "$app" "$staging/$APP_NAME.app"
ln -s /Applications "$staging/Applications"
rm -f "$out"
hdiutil create -volname "$APP_NAME $version" -srcfolder "$staging" -fs HFS+ \
    -format UDZO -imagekey zlib-level=9 "$out"
echo "wrote $out ($(du -h "$out" | cut -f1))"
# Unsigned: players open it the first time with right-click > Open. Signing and notarising need
# a paid Apple developer account: codesign --deep -s "Developer ID Application: ..." then
# xcrun notarytool submit.
