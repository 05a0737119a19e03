"""What a launch holds back until its first frame, and whether the player asked for a game
meanwhile: no Qt, the controller asks and acts.

Every write is fsynced (T-3), which takes 10-30 ms of a launch and far more on a slow disk:
the writes asked for while the launch decides what to show (the settings, the new deal) wait
until the table is on screen. A launch that showed the chooser before its table does not
start over what the player chose meanwhile (a tile, a daily deal, a link, a number).
"""

from __future__ import annotations

from enum import Enum


class Write(Enum):
    """A write the launch may hold back."""

    SETTINGS = "settings"
    GAME = "game"


class LaunchState:
    """The launch in progress: the writes it holds back, and whether a game was asked for."""

    __slots__ = ("_held", "_starting", "requested")

    def __init__(self) -> None:
        self._starting = False
        self._held: set[Write] = set()
        self.requested = False
        """A game was asked for: a launch that showed the chooser first does not start over it."""

    @property
    def starting(self) -> bool:
        return self._starting

    def begin(self) -> None:
        """The launch decides what to show: writes wait from now."""
        self._starting = True

    def end(self) -> bool:
        """The launch has shown its first game: True when writes wait to be done."""
        self._starting = False
        return bool(self._held)

    def hold(self, write: Write) -> bool:
        """Whether ``write`` waits (the launch is deciding): then it is done later, once."""
        if self._starting:
            self._held.add(write)
        return self._starting

    def take(self) -> frozenset[Write]:
        """The writes that waited, to be done now (none wait after this)."""
        held, self._held = frozenset(self._held), set()
        return held

    def asked(self) -> None:
        """The player asked for a game."""
        self.requested = True
