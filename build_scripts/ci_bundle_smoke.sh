#!/usr/bin/env bash
# CI smoke test of what Linux players download: build the one-folder bundle, unpack its tarball
# the way a player would, install it into a throwaway home, and let two computer seats play a
# whole game of each game headless; a frozen host and client then play a Ronda game over
# loopback, and the menu is drawn in Arabic. Fails if any step fails, if the game does not exit
# 0, or if the game wrote into its own folder instead of the user data folder.
#
#     bash build_scripts/ci_bundle_smoke.sh
#
# Takes about half a minute with PyInstaller's cache warm; see the README's "Build installers".
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
uv run python build_scripts/build.py

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
tarball="$(ls dist/rondo-desktop-*-linux-*.tar.gz)"
tar -xzf "$tarball" -C "$scratch"
unpacked="$(ls -d "$scratch"/rondo-desktop-*/)"

# A fresh profile: the run must never read or change the real player's settings and saves.
export HOME="$scratch/home"
export XDG_DATA_HOME="$HOME/.local/share"
export XDG_CONFIG_HOME="$HOME/.config"
export XDG_CACHE_HOME="$HOME/.cache"
export XDG_STATE_HOME="$HOME/.local/state"
export SDL_VIDEODRIVER=dummy
export SDL_AUDIODRIVER=dummy
mkdir -p "$HOME"

"$unpacked/install.sh"
installed="$HOME/.local/lib/rondo-desktop"
test -f "$XDG_DATA_HOME/applications/rondo-desktop.desktop"
test -f "$XDG_DATA_HOME/icons/hicolor/256x256/apps/rondo-desktop.png"
"$HOME/.local/bin/rondo-desktop" --version

touch "$scratch/before-play"
sleep 1 # file times have one-second resolution on some file systems
game_started=$SECONDS
timeout 600 "$HOME/.local/bin/rondo-desktop" play --seats hard,medium --speed max --quit-when-over
echo "the frozen game played to the end in $((SECONDS - game_started)) s"
# Every game the installers ship plays in the frozen bundle (its modules and texts included).
for game in "ronda medium,medium" "allegra medium,hard,beginner"; do
    set -- $game
    game_started=$SECONDS
    timeout 600 "$HOME/.local/bin/rondo-desktop" play --game "$1" --seats "$2" --speed max \
        --quit-when-over
    echo "the frozen $1 played to the end in $((SECONDS - game_started)) s"
done

# Network play in the frozen bundle (websockets, zeroconf): a host announcing itself and a
# scripted client playing a whole Ronda game against its computer over loopback.
port=47391
timeout 300 "$HOME/.local/bin/rondo-desktop" serve --port "$port" --host 127.0.0.1 --advertise \
    --game ronda --seats remote,medium --max-games 1 >"$scratch/serve.out" &
serving=$!
sleep 3
timeout 300 "$HOME/.local/bin/rondo-desktop" join "ws://127.0.0.1:$port" --name Frozen --bot medium
wait "$serving"
grep -q '"game": "ronda"' "$scratch/serve.out"
echo "the frozen host and client played a Ronda game over loopback: $(cat "$scratch/serve.out")"
# Arabic in the frozen bundle (its fonts, python-bidi): the menu drawn right to left.
"$HOME/.local/bin/rondo-desktop" screenshot --scene menu --lang ar --out "$scratch/menu-ar.png"
test -s "$scratch/menu-ar.png"

written_inside="$(find "$installed" -newer "$scratch/before-play" -print)"
if [ -n "$written_inside" ]; then
    echo "the game wrote into its own folder (it must use the user data folder):" >&2
    echo "$written_inside" >&2
    exit 1
fi
if [ ! -d "$XDG_DATA_HOME/rondo-desktop" ]; then
    echo "the game wrote nothing to $XDG_DATA_HOME/rondo-desktop" >&2
    exit 1
fi
echo "user data written to $XDG_DATA_HOME/rondo-desktop: $(ls "$XDG_DATA_HOME/rondo-desktop" | tr '\n' ' ')"

"$unpacked/install.sh" --uninstall >/dev/null
test ! -e "$installed"
echo "bundle smoke test passed in $((SECONDS - started)) s"
