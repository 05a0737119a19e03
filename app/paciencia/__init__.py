"""Paciência: Klondike, FreeCell, Spider and Pyramid in one window."""

__version__ = "0.1.0"
APP_ID = "io.github.paciencia.Paciencia"
