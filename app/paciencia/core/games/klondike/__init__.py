"""Klondike: everything that makes the game, in one package."""
