"""The games, each in its own package: rules, engines and computer players, pure Python.

A game imports only :mod:`paigow_desktop.core` and :mod:`paigow_desktop.tiles`, never another
game, Qt or storage (``tests/test_architecture.py`` checks it).  :data:`REGISTRY` lists them, in
the order the Game menu shows them.  To add a game: a package here with a ``game.py`` declaring
its :class:`~paigow_desktop.core.registry.GameInfo`, a line below, then its table under
``ui/games/<key>/`` and its commands under ``cli/``.
"""

from paigow_desktop.core.registry import Registry
from paigow_desktop.games.paigow.game import GAME as PAIGOW

REGISTRY = Registry((PAIGOW,))

__all__ = ["REGISTRY"]
