"""Baker's Dozen: everything that makes the game, in one package (see :mod:`.info`)."""

from .info import INFO

__all__ = ["INFO"]
