#!/bin/sh
# Install Rondo Desktop from the unpacked Linux tarball for the current user (no root needed):
#
#     ./install.sh               installs into ~/.local (menu entry, icon, `rondo-desktop` command)
#     ./install.sh --uninstall   removes it again; settings, statistics and saves are kept
#     PREFIX=/opt/rondo sudo -E ./install.sh   another prefix, e.g. for every user
#
# build.py copies this file into the tarball as install.sh, next to the game's folder contents.
# The game never writes into the folder it runs from: its settings, statistics and saves live in
# ~/.local/share/rondo-desktop (XDG_DATA_HOME), which is why the program itself goes to lib/.
set -eu

NAME=rondo-desktop
PREFIX=${PREFIX:-$HOME/.local}
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
if [ "$PREFIX" != "$HOME/.local" ]; then
    DATA_HOME=$PREFIX/share
fi
APP_DIR=$PREFIX/lib/$NAME
BIN_DIR=$PREFIX/bin
HERE=$(cd "$(dirname "$0")" && pwd)
SIZES="16 22 24 32 48 64 128 256 512"

refresh_menus() {
    # Desktops pick new entries up by themselves sooner or later; these make it immediate.
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$DATA_HOME/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$APP_DIR"
    rm -f "$BIN_DIR/$NAME" "$DATA_HOME/applications/$NAME.desktop"
    for size in $SIZES; do
        rm -f "$DATA_HOME/icons/hicolor/${size}x${size}/apps/$NAME.png"
    done
    refresh_menus
    echo "Rondo Desktop removed. Your settings, statistics and saves are still in"
    echo "  $DATA_HOME/$NAME   (delete that folder to remove them too)"
    exit 0
fi

if [ ! -x "$HERE/$NAME" ]; then
    echo "install.sh: run me from the unpacked folder that holds the $NAME program" >&2
    exit 1
fi

if [ "$HERE" = "$APP_DIR" ]; then
    echo "install.sh: this copy is already installed; run the one in the unpacked tarball" >&2
    exit 1
fi
mkdir -p "$PREFIX/lib" "$BIN_DIR" "$DATA_HOME/applications"
# Replace, never merge: files left from an older version could shadow the new ones.
rm -rf "$APP_DIR"
cp -R "$HERE" "$APP_DIR"
ln -sf "$APP_DIR/$NAME" "$BIN_DIR/$NAME"
for size in $SIZES; do
    icon_dir=$DATA_HOME/icons/hicolor/${size}x${size}/apps
    mkdir -p "$icon_dir"
    cp "$APP_DIR/_internal/assets/icons/$NAME-$size.png" "$icon_dir/$NAME.png"
done
sed "s|^Exec=.*|Exec=\"$APP_DIR/$NAME\"|" "$APP_DIR/$NAME.desktop" \
    >"$DATA_HOME/applications/$NAME.desktop"
refresh_menus

echo "Rondo Desktop is installed: find it in your applications menu, or run"
echo "  $BIN_DIR/$NAME"
case ":$PATH:" in
*":$BIN_DIR:"*) ;;
*) echo "($BIN_DIR is not on your PATH: add it to type just '$NAME')" ;;
esac
