"""Undo and redo (C-3): a stack of immutable snapshots.

Each step stores the whole state after it (position, score, moves counter)
rather than a score delta: the score floor at zero makes deltas lossy, and
positions are immutable tuples, so keeping them costs only references.
"""

from __future__ import annotations

from typing import Generic, NamedTuple, Protocol, TypeVar

from .moves import Move

P = TypeVar("P")
P_co = TypeVar("P_co", covariant=True)


class Snapshot(NamedTuple, Generic[P_co]):
    """One step of a game's history: the position, its score and move count, and how it came.

    Read-only, so covariant in the position type: a ``Snapshot[KlondikePosition]`` is a
    ``Snapshot[object]``, which is how code that does not know the game reads one."""

    position: P_co
    score: int
    moves: int
    actions: tuple[Move, ...] = ()
    """The moves that led here from the previous snapshot (player + automatic)."""


class Timeline(Protocol[P_co]):
    """The history as read by code that does not change it (the window, the saved game):
    :class:`History` without its moves. Covariant: a game's ``History[P]`` is a
    ``Timeline[object]`` for :class:`~paciencia.core.played.PlayedGame`."""

    @property
    def current(self) -> Snapshot[P_co]: ...

    @property
    def index(self) -> int: ...

    @property
    def snapshots(self) -> tuple[Snapshot[P_co], ...]: ...

    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...


class History(Generic[P]):
    """Snapshots 0..n; ``index`` points at the current one."""

    __slots__ = ("_snaps", "_index")

    def __init__(self, start: Snapshot[P]) -> None:
        self._snaps: list[Snapshot[P]] = [start]
        self._index = 0

    @property
    def current(self) -> Snapshot[P]:
        return self._snaps[self._index]

    @property
    def index(self) -> int:
        return self._index

    @property
    def snapshots(self) -> tuple[Snapshot[P], ...]:
        """Every snapshot, including those ahead of the current one (redo)."""
        return tuple(self._snaps)

    def push(self, snap: Snapshot[P]) -> None:
        del self._snaps[self._index + 1:]  # a new step forgets the redo branch
        self._snaps.append(snap)
        self._index += 1

    def can_undo(self) -> bool:
        return self._index > 0

    def can_redo(self) -> bool:
        return self._index < len(self._snaps) - 1

    def undo(self) -> Snapshot[P]:
        if not self.can_undo():
            raise IndexError("nothing to undo")
        self._index -= 1
        return self._snaps[self._index]

    def redo(self) -> Snapshot[P]:
        if not self.can_redo():
            raise IndexError("nothing to redo")
        self._index += 1
        return self._snaps[self._index]

    def go_to(self, index: int) -> Snapshot[P]:
        if not 0 <= index < len(self._snaps):
            raise IndexError(f"no snapshot {index}")
        self._index = index
        return self._snaps[index]

    @classmethod
    def restore(cls, snaps: list[Snapshot[P]], index: int) -> History[P]:
        h = cls(snaps[0])
        h._snaps = list(snaps)
        h._index = index
        return h
