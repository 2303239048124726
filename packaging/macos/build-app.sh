#!/usr/bin/env bash
# macOS only: build "dist/Pai Gow Tiles.app" (and a .dmg to hand out) from the same PyInstaller
# spec as the Linux bundle. This cannot be run or tested on the Linux CI machine.
#
#   packaging/macos/build-app.sh            from the repository root or anywhere
#
# Needs: macOS 12 or newer with the Xcode command line tools (iconutil, codesign, hdiutil;
# `xcode-select --install`) and Python 3.11 or newer (python.org's universal2 installer or
# Homebrew; set PYTHON=/path/to/python3 to choose). The .app runs on the CPU it was built on
# (Apple silicon or Intel); build on each for both.
#
# What it does:
#  1. The icon: macOS wants an .icns holding 16, 32, 128, 256 and 512 pt icons at 1x and 2x.
#     iconutil builds it from an .iconset folder, filled here from the PNGs that
#     tools/make_icons.py drew (resources/icons/hicolor/<N>x<N>/apps/paigow-desktop.png):
#     icon_16x16.png is the 16 px PNG, icon_16x16@2x.png the 32 px one, and so on. There is no
#     1024 px PNG, so icon_512x512@2x is left out (iconutil accepts that; Finder scales the 512).
#  2. packaging/build-bundle.sh with PAIGOW_MACOS_ICNS set: its own venv (build/bundle-venv),
#     PyInstaller on packaging/paigow-desktop.spec, whose BUNDLE step then also wraps the folder
#     in "dist/Pai Gow Tiles.app" (bundle id io.github.paigow_desktop.PaiGowDesktop, the icon, the
#     version from paigow_desktop/__init__.py), and the headless checks on dist/paigow-desktop/.
#  3. The same checks on the executable inside the .app.
#  4. dist/paigow-desktop-<version>-macos-<arch>.dmg with hdiutil.
#
# PyInstaller signs the .app ad hoc, which is enough to run it on the machine that built it. To
# hand it out, sign it with a Developer ID and notarize it, e.g.
#   codesign --deep --force --options runtime --sign "Developer ID Application: ..." "dist/Pai Gow Tiles.app"
#   xcrun notarytool submit dist/paigow-desktop-*.dmg --keychain-profile ... --wait
#   xcrun stapler staple dist/paigow-desktop-*.dmg
# Unsigned or un-notarized, Gatekeeper blocks it until the user allows it in System Settings.
set -euo pipefail

[ "$(uname -s)" = Darwin ] || {
  echo "build-app.sh: this builds a macOS .app and runs only on macOS (on Linux use packaging/build-bundle.sh)" >&2
  exit 2
}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"

ICONS=resources/icons/hicolor
ICONSET=build/paigow-desktop.iconset
ICNS=build/paigow-desktop.icns
APP_BUNDLE="dist/Pai Gow Tiles.app"

# 1. The .icns.
rm -rf "$ICONSET"
mkdir -p "$ICONSET"
for points in 16 32 128 256 512; do
  cp "$ICONS/${points}x${points}/apps/paigow-desktop.png" "$ICONSET/icon_${points}x${points}.png"
  double=$((points * 2))
  if [ -f "$ICONS/${double}x${double}/apps/paigow-desktop.png" ]; then
    cp "$ICONS/${double}x${double}/apps/paigow-desktop.png" "$ICONSET/icon_${points}x${points}@2x.png"
  fi
done
iconutil --convert icns --output "$ICNS" "$ICONSET"

# 2. The bundle and the .app (rebuilt every time: the digest in build-bundle.sh does not cover the icon).
PAIGOW_MACOS_ICNS="$ROOT/$ICNS" bash packaging/build-bundle.sh --force

# 3. The .app's own executable.
exe="$APP_BUNDLE/Contents/MacOS/paigow-desktop"
[ -x "$exe" ] || {
  echo "build-app.sh: $exe was not made" >&2
  exit 1
}
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
QT_QPA_PLATFORM=offscreen "$exe" --demo --rounds 1 --speed 0 --data-dir "$check/data"
"$exe" analyze 6-6 5-4 3-1 2-1 --json >/dev/null
codesign --verify --deep --strict "$APP_BUNDLE"

# 4. The disk image.
version=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' paigow_desktop/__init__.py)
dmg="dist/paigow-desktop-$version-macos-$(uname -m).dmg"
rm -f "$dmg"
hdiutil create -volname "Pai Gow Tiles" -srcfolder "$APP_BUNDLE" -ov -format UDZO "$dmg"
echo "build-app.sh: made $APP_BUNDLE ($(du -sh "$APP_BUNDLE" | cut -f1)) and $dmg"
