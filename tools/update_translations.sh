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
SOURCES="
paigow_desktop/app.py
paigow_desktop/chart.py
paigow_desktop/engine/hands.py
paigow_desktop/engine/card.py
paigow_desktop/engine/house_way.py
paigow_desktop/engine/round.py
paigow_desktop/engine/trainer.py
paigow_desktop/main_window.py
paigow_desktop/names.py
paigow_desktop/preview.py
paigow_desktop/rules_window.py
paigow_desktop/settings_dialog.py
paigow_desktop/stats_window.py
paigow_desktop/strategy_card_window.py
paigow_desktop/storage.py
paigow_desktop/table_controller.py
paigow_desktop/table_scene.py
paigow_desktop/trainer_panel.py
paigow_desktop/trainer_window.py
paigow_desktop/verdict.py
"
# shellcheck disable=SC2086 # the list is split on purpose
"$BIN/pyside6-lupdate" -no-obsolete -locations none $SOURCES -ts "$TS"
"$BIN/pyside6-lrelease" "$TS" -qm "$QM"
