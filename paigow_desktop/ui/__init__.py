"""The desktop interface (Qt): the window shell, the shared table view, dialogs and the games' scenes.

The UI sits on top: it imports the games, the tiles, storage and core, and nothing below imports it.
"""

from pathlib import Path

#: The package folder: the help pages (help/), translations (i18n/) and sounds (sounds/) ship there.
PACKAGE_DIR = Path(__file__).resolve().parent.parent
