"""Pai Gow Poker in the interface: its table window, its trainer and its help."""
