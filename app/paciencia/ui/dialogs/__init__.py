"""Dialogs: end of game, preferences, help."""
