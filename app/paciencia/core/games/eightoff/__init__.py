"""Eight Off (EO-1…EO-7): Baker's Game with eight cells, four filled, Kings to spaces, on FreeCell's
code (see :mod:`.info`)."""

from .info import INFO

__all__ = ["INFO"]
