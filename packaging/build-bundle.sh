#!/usr/bin/env bash
# Build the one-folder app dist/paigow-desktop/ (run dist/paigow-desktop/paigow-desktop) with
# PyInstaller from packaging/paigow-desktop.spec, then run it headless to prove it works.
#
#   packaging/build-bundle.sh [--force]
#
# The build has its own virtual environment, build/bundle-venv (made on first use, remade when
# pyproject.toml changes): the project's dependencies and PyInstaller from pyproject.toml, not the
# project itself, which the spec takes from the source tree. The development venv (.venv) is never touched.
# A second run with nothing changed skips PyInstaller and only repeats the checks; --force
# rebuilds anyway. Set PYTHON to build with another interpreter (default python3).
#
# The checks, any of which fails the script: every Qt library in the bundle still finds the
# libraries it links to; the table plays one round on Qt's offscreen platform; `analyze` prints
# valid JSON; `stats` finds that round in the ledger. The bundle is for the machine's own OS and
# CPU (here Linux x86-64) and needs a glibc at least as new as the build machine's.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

PYTHON=${PYTHON:-python3}
VENV=build/bundle-venv
WORK=build/bundle-work
DIST=dist
APP=$DIST/paigow-desktop
EXE=$APP/paigow-desktop
SPEC=packaging/paigow-desktop.spec

force=0
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "build-bundle.sh: unknown option $arg (try --help)" >&2
      exit 2
      ;;
  esac
done

started=$SECONDS
say() { echo "build-bundle: $*"; }
# The same on Linux and macOS (packaging/macos/build-app.sh runs this script too).
if command -v sha256sum >/dev/null; then SHA256=(sha256sum); else SHA256=(shasum -a 256); fi
sha256() { "${SHA256[@]}" "$@"; }
limit() { if command -v timeout >/dev/null; then timeout "$@"; else shift && "$@"; fi; }

# ---------------------------------------------------------------- the build environment
# The project's dependencies (with their version markers) and its bundle extra (PyInstaller), as
# pyproject.toml lists them. Not the project itself: PyInstaller takes the package from the source
# tree as it is now, never from a stale installed copy (and pip builds nothing in the tree).
# (Called in an `if`, where set -e does not apply: hence the explicit `|| return`.)
install_build_packages() {
  local python=$VENV/bin/python
  "$python" -m pip install --disable-pip-version-check --upgrade pip || return
  "$python" -c 'import tomllib' 2>/dev/null ||
    "$python" -m pip install --disable-pip-version-check tomli || return
  "$python" - >"$VENV/requirements.txt" <<'EOF' || return
try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib
with open("pyproject.toml", "rb") as file:
    project = tomllib.load(file)["project"]
print("\n".join([*project["dependencies"], *project["optional-dependencies"]["bundle"]]))
EOF
  "$python" -m pip install --disable-pip-version-check --requirement "$VENV/requirements.txt"
}

venv_key=$( (sha256 pyproject.toml && "$PYTHON" -c 'import sys; print(sys.version)') | sha256 | cut -d' ' -f1)
if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.bundle-stamp" 2>/dev/null)" != "$venv_key" ]; then
  say "making the build environment $VENV"
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV" || {
    echo "build-bundle.sh: could not create a virtual environment: on Debian or Ubuntu run 'sudo apt install python3-venv'" >&2
    exit 1
  }
  if ! install_build_packages >"$VENV/pip.log" 2>&1; then
    cat "$VENV/pip.log" >&2
    echo "build-bundle.sh: could not install the build's packages (log above)" >&2
    exit 1
  fi
  echo "$venv_key" >"$VENV/.bundle-stamp"
fi

# ---------------------------------------------------------------- the bundle
# Everything the bundle is made from; the same digest as last time means nothing to rebuild.
inputs_digest() {
  {
    find paigow_desktop resources/icons -type f ! -name '*.pyc' ! -path '*/__pycache__/*' -print0 |
      LC_ALL=C sort -z | xargs -0 "${SHA256[@]}"
    sha256 "$SPEC" packaging/launcher.py pyproject.toml
    "$VENV/bin/python" -m pip freeze --all 2>/dev/null
  } | sha256 | cut -d' ' -f1
}
digest=$(inputs_digest)
if ((force == 0)) && [ -x "$EXE" ] && [ "$(cat "$WORK/inputs.sha256" 2>/dev/null)" = "$digest" ]; then
  say "$APP is up to date (--force rebuilds it)"
else
  say "building $APP with PyInstaller (its warnings that libgtk-3 and libgdk-3 are not found are"
  say "expected: they come from Qt's GTK theme plugin, which the spec then leaves out)"
  rm -f "$WORK/inputs.sha256"
  build_started=$SECONDS
  # No UPX (slow, and it breaks Qt's libraries); --noconfirm replaces the old folder.
  "$VENV/bin/python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$SPEC"
  mkdir -p "$WORK"
  echo "$digest" >"$WORK/inputs.sha256"
  say "PyInstaller took $((SECONDS - build_started)) s"
fi

# ---------------------------------------------------------------- the checks
# 1. The spec drops Qt plugins and libraries the app does not use: make sure nothing left behind
#    links to one that is gone. Libraries the bundle takes from the system (libGL, libEGL, ...)
#    and does not find here are only reported: the target machine provides them.
if command -v ldd >/dev/null; then
  missing_qt=()
  missing_system=()
  while IFS= read -r -d '' lib; do
    while read -r name; do
      case "$name" in
        libQt6* | libicu* | libpyside6* | libshiboken6*) missing_qt+=("${lib#"$APP"/}: $name") ;;
        *) missing_system+=("$name") ;;
      esac
    done < <(LD_LIBRARY_PATH="$APP/_internal" ldd "$lib" 2>/dev/null | awk '/=> not found/ {print $1}')
  done < <(find "$APP/_internal" -name '*.so*' -type f -print0)
  if ((${#missing_system[@]})); then
    say "note: system libraries not on this machine (the bundle expects them on the target):" \
      "$(printf '%s\n' "${missing_system[@]}" | sort -u | tr '\n' ' ')"
  fi
  if ((${#missing_qt[@]})); then
    echo "build-bundle.sh: libraries missing from the bundle (see unwanted() in $SPEC):" >&2
    printf '  %s\n' "${missing_qt[@]}" | sort -u >&2
    exit 1
  fi
fi

for needed in "$APP/_internal/paigow_desktop/help/rules.md" "$APP/_internal/paigow_desktop/games/paigow/outcome_table.zlib" \
  "$APP/_internal/paigow_desktop/help/tiengow.md" "$APP/_internal/paigow_desktop/games/paigow_poker/dealer_table.zlib" \
  "$APP/_internal/paigow_desktop/games/paigow_poker/classes.zlib" \
  "$APP/_internal/icons/hicolor/256x256/apps/paigow-desktop.png"; do
  [ -f "$needed" ] || {
    echo "build-bundle.sh: $needed is missing from the bundle" >&2
    exit 1
  }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# run [VAR=value...] COMMAND...: the bundle as a user runs it, from another folder, with no Python
# settings of ours leaking in, and stopped if it hangs.
run() {
  (cd "$tmp" && unset PYTHONPATH PYTHONHOME VIRTUAL_ENV && limit 300 env "$@")
}

# 2. The window: one demo round, offscreen.
say "running one demo round headless"
if ! run QT_QPA_PLATFORM=offscreen "$ROOT/$EXE" --demo --rounds 1 --speed 0 \
  --data-dir "$tmp/data" >"$tmp/demo.log" 2>&1; then
  cat "$tmp/demo.log" >&2
  echo "build-bundle.sh: the bundle failed to play a demo round" >&2
  exit 1
fi

# 3. The engine from the command line: valid JSON with the four tiles and their settings.
say "running analyze"
if ! run "$ROOT/$EXE" analyze 6-6 5-4 3-1 2-1 --json >"$tmp/analyze.json" 2>"$tmp/analyze.log"; then
  cat "$tmp/analyze.log" >&2
  echo "build-bundle.sh: the bundle's analyze command failed" >&2
  exit 1
fi
"$VENV/bin/python" - "$tmp/analyze.json" <<'EOF'
import json, sys
result = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert result["tiles"] == ["6-6", "5-4", "3-1", "2-1"], result["tiles"]
assert len(result["settings"]) == 3 and result["dealer_hands"] == 20475, result
EOF

# 3b. Pai Gow Poker's exact analysis, from the table shipped in the bundle.
say "running poker analyze"
if ! run "$ROOT/$EXE" poker analyze Ks Jh 9d 7c 5s 3h 2d --json >"$tmp/poker.json" 2>"$tmp/poker.log"; then
  cat "$tmp/poker.log" >&2
  echo "build-bundle.sh: the bundle's poker analyze command failed" >&2
  exit 1
fi
"$VENV/bin/python" - "$tmp/poker.json" <<'EOF'
import json, sys
result = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert result["dealer_hands"] == 53524680 and len(result["settings"]) == 15, result["settings"][:1]
assert all(s["win"] + s["push"] + s["loss"] == 53524680 for s in result["settings"])
EOF

# 4. The demo round reached the ledger (SQLite in the bundle).
run "$ROOT/$EXE" stats --data-dir "$tmp/data" --json >"$tmp/stats.json"
"$VENV/bin/python" - "$tmp/stats.json" <<'EOF'
import json, sys
stats = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert stats["rounds"] == 1 and stats["open_rounds"] == 0, stats
assert stats["bankroll_cents"] == stats["ledger_sum_cents"], stats
EOF

size=$(du -sh "$APP" | cut -f1)
say "OK: $EXE ($size, $(find "$APP" -type f | wc -l) files) played a round headless and analysed a hand;" \
  "$((SECONDS - started)) s in all"
