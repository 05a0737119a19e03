"""Golf (GF-1…GF-8): everything that makes the game, in one package (see :mod:`.info`)."""

from .info import INFO

__all__ = ["INFO"]
