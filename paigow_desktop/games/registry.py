"""The games there are, in the order the Game menu lists them.

Only the games' declarations (``games/<key>/game.py``) are imported here, never their engines,
so asking what games there are loads no game.
"""

from paigow_desktop.core.registry import Registry
from paigow_desktop.games.paigow.game import GAME as PAIGOW
from paigow_desktop.games.paigow_poker.game import GAME as PAIGOW_POKER
from paigow_desktop.games.tiengow.game import GAME as TIENGOW

REGISTRY = Registry((PAIGOW, TIENGOW, PAIGOW_POKER))

__all__ = ["REGISTRY"]
