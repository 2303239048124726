"""Pai Gow Poker tests."""
