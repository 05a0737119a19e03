"""Jump keys (B-6, C-12): one key takes the keyboard focus straight to a pile, so a
player who cannot see the table does not walk there with the arrows.

S the stock, W the waste, F the foundations and C the free cells (pressed again: the
next one), 1…9 and 0 the columns. Held cards stay held, so "pick up, jump, Enter"
plays a move in three keys. Keys go by pile kind: every game gets the ones it has.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from ...core.kinds import PileKind
from ..text import tr

if TYPE_CHECKING:
    from ..table.table_view import TableView

KIND_KEYS = {
    Qt.Key.Key_S: PileKind.STOCK,
    Qt.Key.Key_W: PileKind.WASTE,
    Qt.Key.Key_F: PileKind.FOUNDATION,
    Qt.Key.Key_C: PileKind.CELL,
}
COLUMN_KEYS = {getattr(Qt.Key, f"Key_{d}"): (d - 1) % 10 for d in range(10)}  # 1 → first, 0 → tenth


def jump_help() -> list[tuple[str, str]]:
    """The jump keys as the Keyboard help lists them."""
    return [
        ("S", tr("help", "Go to the stock")),
        ("W", tr("help", "Go to the waste")),
        ("F", tr("help", "Go to the foundations (again: the next one)")),
        ("C", tr("help", "Go to the free cells (again: the next one)")),
        ("1 … 9, 0", tr("help", "Go to column 1 … 10")),
    ]


class Jumps(QObject):
    """An event filter on the table view that turns the jump keys into focus moves."""

    def __init__(self, view: TableView, say: Callable[[str], None]) -> None:
        super().__init__(view)
        self.view = view
        self.say = say  # a key with nowhere to go says so
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is not self.view or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = Qt.Key(event.key())
        if key in KIND_KEYS:
            return self.jump_to_kind(KIND_KEYS[key])
        if key in COLUMN_KEYS:
            return self.jump_to_column(COLUMN_KEYS[key])
        return False

    def _piles(self, kind: PileKind) -> list[str]:
        layout = self.view.table.layout
        return [p.pile for p in layout.piles if p.kind == kind] if layout is not None else []

    def jump_to_kind(self, kind: PileKind) -> bool:
        piles = self._piles(kind)
        if not piles:
            return self._nowhere()
        focus = self.view.keyboard.focus
        current = focus[0] if focus is not None else None
        nxt = piles[(piles.index(current) + 1) % len(piles)] if current in piles else piles[0]
        self.focus_pile(nxt)
        return True

    def jump_to_column(self, n: int) -> bool:
        piles = self._piles(PileKind.TABLEAU)
        if n >= len(piles):
            return self._nowhere()
        self.focus_pile(piles[n])
        return True

    def focus_pile(self, pile: str) -> None:
        """The focus on the pile's top card (its slot when empty); held cards stay held."""
        scene = self.view.table
        scene.animator.finish()
        n = len(scene.state.piles.get(pile, ()))
        self.view.keyboard.focus = (pile, n - 1 if n else -1)
        self.view.keyboard.show()

    def _nowhere(self) -> bool:
        self.say(tr("access", "This game has no such pile."))
        return True
