"""TriPeaks (TP-1…TP-9): everything that makes the game, in one package (see :mod:`.info`)."""

from .info import INFO

__all__ = ["INFO"]
