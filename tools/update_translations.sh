#!/bin/sh
# Extract the interface's translatable strings into the .ts file (keeping the translations
# already there) and compile it into the .qm the app loads.  Run from anywhere:
#     tools/update_translations.sh
# Then translate any new or changed message in paigow_desktop/i18n/paigow_desktop_zh_TW.ts
# (Qt Linguist, or by hand) and run it again to compile.
set -eu
cd "$(dirname "$0")/.."
BIN="${VENV_BIN:-.venv/bin}"
TS=paigow_desktop/i18n/paigow_desktop_zh_TW.ts
QM=paigow_desktop/i18n/paigow_desktop_zh_TW.qm
# Every module of the package: a new game's sentences are found without editing this list.
SOURCES=$(find paigow_desktop -name '*.py' | sort)
# shellcheck disable=SC2086 # the list is split on purpose
"$BIN/pyside6-lupdate" -no-obsolete -locations none $SOURCES -ts "$TS"
"$BIN/pyside6-lrelease" "$TS" -qm "$QM"
