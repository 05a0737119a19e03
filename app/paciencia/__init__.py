"""Paciência: solitaire card games in one window; :mod:`.core.games` lists them."""

__version__ = "0.1.0"
APP_ID = "io.github.paciencia.Paciencia"
