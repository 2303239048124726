"""Tien Gow at the table: its scene, controller, window, settlement and review, and its trainer."""
