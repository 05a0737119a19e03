"""Baker's Game (BG-1…BG-7): FreeCell building in suit, declared on FreeCell's code (see :mod:`.info`)."""

from .info import INFO

__all__ = ["INFO"]
