"""Pai Gow Tiles for the desktop: an eight-seat table, the house way, and an exact trainer."""

__version__ = "0.1.0"
APP_NAME = "Pai Gow Tiles"
APP_ID = "paigow-desktop"
