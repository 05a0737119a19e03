"""Spiderette: one-pack Spider on Klondike's layout, on Spider's code (see :mod:`.info`)."""

from .info import INFO

__all__ = ["INFO"]
