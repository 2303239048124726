"""The games, each in its own package: rules, engines and computer players, pure Python.

A game imports only :mod:`paigow_desktop.core` and :mod:`paigow_desktop.tiles`, never another
game, Qt or storage (``tests/test_architecture.py`` checks it).  :mod:`.registry` lists them.
To add a game: a package here with a ``game.py`` declaring its
:class:`~paigow_desktop.core.registry.GameInfo`, a line in :mod:`.registry`, then its table
under ``ui/games/<key>/`` and its commands under ``cli/``.
"""
