"""What every game and layer shares: money in cents, translatable text, the game registry.

Nothing here imports Qt, storage or a game.
"""
