"""Pai Gow at the table: its scene, controller, side panel, trainer dock and trainer window."""
