#!/usr/bin/env bash
# Put Pai Gow Tiles in the desktop's menus: the .desktop file, the AppStream metainfo and the
# icons (every hicolor size), and optionally the PyInstaller bundle itself.
#
#   packaging/linux/install.sh                  for the current user (~/.local/share)
#   packaging/linux/install.sh --prefix DIR     under DIR/share (e.g. /usr/local, or a test folder)
#   packaging/linux/install.sh --bundle dist/paigow-desktop
#                                               also copy the bundle to <lib>/paigow-desktop and link
#                                               <bin>/paigow-desktop to it; the menu entry then runs
#                                               that file by its full path
#   packaging/linux/install.sh --uninstall [--prefix DIR]
#                                               remove all of the above again
#
# Without --bundle the menu entry runs `paigow-desktop` from PATH (pip or pipx installs it there).
# Per user: data in ${XDG_DATA_HOME:-~/.local/share}, the command in ~/.local/bin, the bundle in
# ~/.local/lib/paigow-desktop. With --prefix DIR: DIR/share, DIR/bin and DIR/lib/paigow-desktop.
# Afterwards the icon cache and the desktop database are refreshed when their tools are installed.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
APP=paigow-desktop
DESKTOP_FILE=$APP.desktop
METAINFO_FILE=io.github.paigow_desktop.PaiGowDesktop.metainfo.xml
ICONS=${PAIGOW_ICONS_DIR:-$ROOT/resources/icons/hicolor}

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

die() {
  echo "install.sh: $*" >&2
  exit 2
}

mode=install
prefix=""
bundle=""
while (($#)); do
  case "$1" in
    --user) prefix="" ;;
    --prefix)
      (($# >= 2)) || die "--prefix needs a folder"
      prefix=$2
      shift
      ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --bundle)
      (($# >= 2)) || die "--bundle needs the bundle's folder (dist/paigow-desktop)"
      bundle=$2
      shift
      ;;
    --bundle=*) bundle=${1#--bundle=} ;;
    --uninstall) mode=uninstall ;;
    -h | --help)
      usage
      exit 0
      ;;
    *) die "unknown option $1 (try --help)" ;;
  esac
  shift
done

if [ -n "$prefix" ]; then
  [ "${prefix:0:1}" = / ] || prefix=$PWD/$prefix
  datadir=$prefix/share
  bindir=$prefix/bin
  libdir=$prefix/lib
else
  [ -n "${HOME:-}" ] || die "HOME is not set: give --prefix DIR"
  datadir=${XDG_DATA_HOME:-$HOME/.local/share}
  bindir=$HOME/.local/bin
  libdir=$HOME/.local/lib
fi
appdir=$libdir/$APP

# Every icon size shipped, e.g. 16x16 ... 512x512.
sizes=()
for dir in "$ICONS"/*x*/; do
  [ -f "$dir/apps/$APP.png" ] && sizes+=("$(basename "$dir")")
done
((${#sizes[@]})) || die "no icons found under $ICONS"

refresh_caches() {
  local theme=$datadir/icons/hicolor
  if [ -d "$theme" ]; then
    # A cache is only built where the theme has its index (as in /usr/share/icons/hicolor);
    # elsewhere touching the folder tells running desktops to look again.
    if [ -f "$theme/index.theme" ] && command -v gtk-update-icon-cache >/dev/null; then
      gtk-update-icon-cache --quiet --force "$theme" || echo "install.sh: gtk-update-icon-cache failed (ignored)" >&2
    else
      touch "$theme"
    fi
  fi
  if [ -d "$datadir/applications" ] && command -v update-desktop-database >/dev/null; then
    update-desktop-database --quiet "$datadir/applications" || echo "install.sh: update-desktop-database failed (ignored)" >&2
  fi
}

# Remove a folder and its empty parents, up to (not including) $datadir or $prefix.
prune() {
  local dir=$1 stop
  for stop in "$datadir" "$libdir" "$bindir"; do
    case "$dir/" in "$stop"/*) break ;; esac
    stop=""
  done
  while [ -n "$stop" ] && [ "$dir" != "$stop" ] && [ -d "$dir" ] && rmdir "$dir" 2>/dev/null; do
    dir=$(dirname "$dir")
  done
  # The prefix's own share/, bin/ and lib/ go too when they are left empty (not for --user).
  if [ -n "$prefix" ] && [ "$dir" = "$stop" ]; then
    rmdir "$stop" 2>/dev/null || true
  fi
}

install_files() {
  local exec_line="" source
  if [ -n "$bundle" ]; then
    if [ ! -x "$bundle/$APP" ] || [ ! -d "$bundle/_internal" ]; then
      die "$bundle is not the PyInstaller bundle (no $APP and _internal/ in it): run packaging/build-bundle.sh"
    fi
    bundle=$(cd "$bundle" && pwd)
    [ "$bundle" != "$appdir" ] || die "the bundle is already installed at $appdir"
    mkdir -p "$libdir" "$bindir"
    rm -rf "$appdir.new"
    cp -a "$bundle" "$appdir.new"
    rm -rf "$appdir"
    mv "$appdir.new" "$appdir"
    ln -sfn "$appdir/$APP" "$bindir/$APP"
    exec_line=$bindir/$APP
    echo "Installed the app in $appdir, linked from $bindir/$APP"
  fi

  install -d "$datadir/applications" "$datadir/metainfo"
  source=$HERE/$DESKTOP_FILE
  if [ -n "$exec_line" ]; then
    # The menu entry runs the installed bundle by its full path: ~/.local/bin is not always on
    # the PATH a desktop session starts programs with.
    sed -e "s|^Exec=$APP\$|Exec=$exec_line|" -e "s|^TryExec=$APP\$|TryExec=$exec_line|" \
      "$source" >"$datadir/applications/$DESKTOP_FILE.tmp"
    chmod 644 "$datadir/applications/$DESKTOP_FILE.tmp"
    mv "$datadir/applications/$DESKTOP_FILE.tmp" "$datadir/applications/$DESKTOP_FILE"
  else
    install -m 644 "$source" "$datadir/applications/$DESKTOP_FILE"
  fi
  install -m 644 "$HERE/$METAINFO_FILE" "$datadir/metainfo/$METAINFO_FILE"
  for size in "${sizes[@]}"; do
    install -D -m 644 "$ICONS/$size/apps/$APP.png" "$datadir/icons/hicolor/$size/apps/$APP.png"
  done
  refresh_caches
  echo "Installed the menu entry, the metainfo and ${#sizes[@]} icon sizes under $datadir"
}

uninstall_files() {
  local size
  rm -f "$datadir/applications/$DESKTOP_FILE" "$datadir/metainfo/$METAINFO_FILE"
  for size in "${sizes[@]}"; do
    rm -f "$datadir/icons/hicolor/$size/apps/$APP.png"
  done
  refresh_caches
  # Caches left with nothing to describe go too, so that a prefix we filled is left empty.
  if [ "$(ls -A "$datadir/applications" 2>/dev/null)" = mimeinfo.cache ]; then
    rm -f "$datadir/applications/mimeinfo.cache"
  fi
  if [ -z "$(find "$datadir/icons/hicolor" -type f ! -name icon-theme.cache ! -name index.theme 2>/dev/null)" ]; then
    rm -f "$datadir/icons/hicolor/icon-theme.cache"
  fi
  for size in "${sizes[@]}"; do
    prune "$datadir/icons/hicolor/$size/apps"
  done
  prune "$datadir/applications"
  prune "$datadir/metainfo"
  # The bundle: only the link we made and the folder that holds our executable.
  if [ -L "$bindir/$APP" ] && [ "$(readlink "$bindir/$APP")" = "$appdir/$APP" ]; then
    rm -f "$bindir/$APP"
    prune "$bindir"
  fi
  if [ -x "$appdir/$APP" ] && [ -d "$appdir/_internal" ]; then
    rm -rf "$appdir"
    prune "$libdir"
    echo "Removed the app from $appdir"
  fi
  echo "Removed the menu entry, the metainfo and the icons from $datadir"
}

if [ "$mode" = install ]; then
  install_files
else
  [ -z "$bundle" ] || die "--uninstall takes no --bundle: it removes whatever bundle it installed"
  uninstall_files
fi
