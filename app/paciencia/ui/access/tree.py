"""The table as a screen reader sees it (B-6): the view's accessible interface has the
piles as children and each pile its cards, named in the player's language.

Cards and piles are ``QGraphicsItem``s, which Qt's accessibility does not expose, so
the view gets its own :class:`QAccessibleWidget` (through :func:`QAccessible.installFactory`)
and the piles and cards are plain :class:`QAccessibleInterface` objects that read the
table as it is shown now (the scene's :class:`TableState`): nothing is copied, so the
tree can never disagree with the table. One interface is kept per pile id and per
(pile, card index) and reused for every game (ids such as ``t3`` come back), so a long
session does not pile up interfaces; they are handed back to Qt when the view goes.

Focus events follow the keyboard focus of C-12 (:meth:`AccessTree.focus_moved`), and
every event posted is also kept in :attr:`AccessTree.events` (what a reader was told;
the tests read it, as PySide6 offers no update handler to listen with).
"""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget

from ..table.table_view import TableView
from ..text import tr
from . import names
from .told import Told

Text = QAccessible.Text
EVENTS_KEPT = 50

_trees: dict[int, AccessTree] = {}
"""Every live view's tree, held here: Qt's cache holds the view's interface only by a C++
pointer, so Python must keep it (and the tree it reads) until the view goes."""


def tree_of(view: TableView) -> AccessTree:
    """The view's accessible tree (made on first use: by a reader or by the window)."""
    tree = _trees.get(id(view))
    if tree is None or tree.view is not view:
        tree = AccessTree(view)
    return tree


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, TableView):
        return None
    return tree_of(obj).view_interface()


# Installed on import, before any view exists: a reader that is already listening
# (Orca at login) asks for the view's interface as soon as the window is built, and
# Qt keeps the first interface it gets.
QAccessible.installFactory(_factory)


class AccessTree:
    """The accessible table of one :class:`TableView`."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.scene = view.table
        self.events: list[tuple[QAccessible.Event, str]] = []
        self._view_iface: TableAccessible | None = None
        self._piles: dict[str, PileAccessible] = {}
        self._cards: dict[tuple[str, int], CardAccessible] = {}
        self._names: dict[str, str] = {}
        self._held: tuple[str, int] | None = None  # the keyboard's held cards, last told
        self.told = Told(self)  # each result, also as the focused object's description
        self._key = id(view)
        _trees[self._key] = self
        view.destroyed.connect(self._release)

    def adopt(self) -> None:
        """If Qt made the view's interface before this module was imported (a reader
        listening already), drop that one, so Qt asks the factory again."""
        old = QAccessible.queryAccessibleInterface(self.view)
        if old is not None and not isinstance(old, TableAccessible):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(old))

    # -- interfaces -------------------------------------------------------------
    def view_interface(self) -> TableAccessible:
        if self._view_iface is None:
            self._view_iface = TableAccessible(self)
        return self._view_iface

    def root(self) -> QAccessibleInterface:
        """The view's interface as Qt hands it to a reader."""
        iface = QAccessible.queryAccessibleInterface(self.view)
        assert iface is not None
        return iface

    def pile_ids(self) -> list[str]:
        layout = self.scene.layout
        return [p.pile for p in layout.piles] if layout is not None else []

    def pile(self, pile: str) -> PileAccessible:
        found = self._piles.get(pile)
        if found is None:
            found = self._piles[pile] = PileAccessible(self, pile)
            QAccessible.registerAccessibleInterface(found)
        return found

    def card(self, pile: str, index: int) -> CardAccessible:
        found = self._cards.get((pile, index))
        if found is None:
            found = self._cards[(pile, index)] = CardAccessible(self, pile, index)
            QAccessible.registerAccessibleInterface(found)
        return found

    def at(self, pile: str, index: int) -> QAccessibleInterface:
        """The card at ``index`` of ``pile``, or the pile itself (index -1: its empty slot)."""
        n = len(self.scene.state.piles.get(pile, ()))
        return self.card(pile, index) if 0 <= index < n else self.pile(pile)

    def focused(self) -> QAccessibleInterface | None:
        focus = self.scene.keyboard.focus
        if focus is None or focus[0] not in self.scene.slots:
            return None
        return self.at(*focus)

    def screen_rect(self, rect: QRectF) -> QRect:
        """A scene rectangle in screen coordinates (where a reader's magnifier looks)."""
        local = self.view.mapFromScene(rect).boundingRect()
        return local.translated(self.view.viewport().mapToGlobal(QPoint(0, 0)))

    # -- events -----------------------------------------------------------------
    def post(self, iface: QAccessibleInterface, kind: QAccessible.Event) -> None:
        """Send ``kind`` for ``iface``; kept with its name (its new description for DescriptionChanged)."""
        changed = Text.Description if kind == QAccessible.Event.DescriptionChanged else Text.Name
        self.events.append((kind, iface.text(changed)))
        del self.events[:-EVENTS_KEPT]
        QAccessible.updateAccessibility(QAccessibleEvent(iface, kind))

    def focus_moved(self) -> None:
        """C-12's focus moved (or cards were picked up): the reader goes with it."""
        held = self.scene.keyboard.held
        if held != self._held:
            was, self._held = self._held, held
            for spot in (was, held):
                if spot is not None and spot[0] in self.scene.slots:
                    self._selection_changed(self.at(*spot))
        iface = self.focused()
        if iface is not None and self.view.hasFocus():
            self.post(iface, QAccessible.Event.Focus)
        self.told.focus_moved()

    def _selection_changed(self, iface: QAccessibleInterface) -> None:
        changed = QAccessible.State()
        changed.selected = True
        self.events.append((QAccessible.Event.StateChanged, iface.text(Text.Name)))
        del self.events[:-EVENTS_KEPT]
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(iface, changed))

    def table_changed(self) -> None:
        """After a move: piles whose name changed say so (a reader refreshes them)."""
        layout = self.scene.layout
        if layout is None or not QAccessible.isActive():
            self._names = {}  # nobody listens: no names to compute on every move
            return
        state = self.scene.state
        now = {p: names.pile_name(layout, state, p) for p in self.pile_ids()}
        for pile, name in now.items():
            if self._names.get(pile) not in (None, name):
                self.post(self.pile(pile), QAccessible.Event.NameChanged)
        self._names = now

    def _release(self) -> None:
        if _trees.get(self._key) is self:
            del _trees[self._key]
        for iface in [*self._piles.values(), *self._cards.values()]:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self._piles.clear()
        self._cards.clear()
        self._view_iface = None  # Qt dropped it with the view; the tree and scene go with it


class TableAccessible(QAccessibleWidget):
    """The view: a pane named "Card table" whose children are the piles."""

    def __init__(self, tree: AccessTree) -> None:
        super().__init__(tree.view, QAccessible.Role.Pane, tr("access", "Card table"))
        # Weak: Qt keeps this interface past the window, and it must not keep the window's
        # tree, scene and cards with it (every closed window stayed in memory).
        self._tree = weakref.ref(tree)

    @property
    def tree(self) -> AccessTree:
        tree = self._tree()
        if tree is None:
            raise RuntimeError("the table's window is gone")
        return tree

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self.tree.pile_ids())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        ids = self.tree.pile_ids()
        return self.tree.pile(ids[index]) if 0 <= index < len(ids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        if isinstance(child, PileAccessible) and child.pile in self.tree.pile_ids():
            return self.tree.pile_ids().index(child.pile)
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return self.tree.focused()

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        scene = self.tree.scene
        view = self.tree.view
        if scene.geometry is None:
            return None
        pos = view.mapToScene(view.viewport().mapFromGlobal(QPoint(x, y)))
        item = scene.card_at(QPointF(pos))
        if item is not None:
            return self.tree.pile(item.pile)
        pile = scene.slot_at(QPointF(pos))
        return self.tree.pile(pile) if pile is not None else None

    def text(self, t: QAccessible.Text) -> str:
        if t == Text.Name:
            return tr("access", "Card table")
        if t == Text.Description:
            return self.tree.told.description(
                self, tr("access", "Arrow keys move between cards, Enter picks up and puts down.")
            )
        return str(super().text(t))


class _Node(QAccessibleInterface):
    """What piles and cards share: they belong to the view and have no QObject."""

    def __init__(self, tree: AccessTree) -> None:
        super().__init__()
        self.tree = tree

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.tree.view.window().windowHandle()

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt API
        pass  # the table's names are not editable

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def _layout_state(self) -> tuple[Any, Any]:
        return self.tree.scene.layout, self.tree.scene.state


class PileAccessible(_Node):
    """One pile: a list whose items are its cards, bottom first."""

    def __init__(self, tree: AccessTree, pile: str) -> None:
        super().__init__(tree)
        self.pile = pile

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        return self.pile in self.tree.pile_ids()

    def parent(self) -> QAccessibleInterface:
        return self.tree.root()

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return len(self.tree.scene.state.piles.get(self.pile, ())) if self.isValid() else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.tree.card(self.pile, index) if 0 <= index < self.childCount() else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        if isinstance(child, CardAccessible) and child.pile == self.pile and child.isValid():
            return child.index
        return -1

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = True
        s.focused = self.tree.focused() is self and self.tree.view.hasFocus()
        s.invisible = not self.isValid()
        hints = self.tree.scene.slots.get(self.pile)
        s.hotTracked = bool(hints is not None and (hints.hint or hints.target))
        return s

    def text(self, t: QAccessible.Text) -> str:
        layout, state = self._layout_state()
        if not self.isValid() or layout is None:
            return ""
        if t == Text.Name:
            return names.pile_name(layout, state, self.pile)
        if t == Text.Description:
            return self.tree.told.description(self, "")
        return ""

    def rect(self) -> QRect:
        scene = self.tree.scene
        if scene.geometry is None or not self.isValid():
            return QRect()
        return self.tree.screen_rect(scene.pile_extent(self.pile))


class CardAccessible(_Node):
    """One card of a pile: its name, or only "face-down card" (C-6)."""

    def __init__(self, tree: AccessTree, pile: str, index: int) -> None:
        super().__init__(tree)
        self.pile = pile
        self.index = index

    def _card(self) -> tuple[int, bool] | None:
        cards = self.tree.scene.state.piles.get(self.pile, ())
        if self.pile not in self.tree.pile_ids() or not 0 <= self.index < len(cards):
            return None
        return cards[self.index]

    def isValid(self) -> bool:  # noqa: N802 - Qt API
        return self._card() is not None

    def parent(self) -> QAccessibleInterface:
        return self.tree.pile(self.pile)

    def childCount(self) -> int:  # noqa: N802 - Qt API
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt API
        return -1

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def _item_flags(self) -> tuple[bool, bool, bool, bool]:
        """selected (picked up or chosen), ringed (P-5), hinted, locked (P-7)."""
        item = self.tree.scene.item_at_slot(self.pile, self.index)
        if item is None:
            return False, False, False, False
        return item.selected, item.ring, item.hint, item.locked

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        found = self._card()
        s.invisible = found is None
        selected, ring, hint, locked = self._item_flags()
        s.focusable = True
        s.focused = self.tree.focused() is self and self.tree.view.hasFocus()
        s.selectable = True
        s.selected = selected
        s.hotTracked = ring or hint
        s.disabled = locked
        return s

    def text(self, t: QAccessible.Text) -> str:
        layout, state = self._layout_state()
        if self._card() is None or layout is None:
            return ""
        if t == Text.Name:
            return names.card_in_pile(layout, state, self.pile, self.index)
        if t == Text.Description:
            return self.tree.told.description(self, self._marks_text())
        return ""

    def _marks_text(self) -> str:
        selected, ring, hint, locked = self._item_flags()
        parts = []
        if selected:
            parts.append(tr("access", "selected"))
        if ring:
            parts.append(tr("access", "highlighted"))
        if hint:
            parts.append(tr("access", "hinted"))
        if locked:
            parts.append(tr("access", "locked"))
        return ", ".join(parts)

    def rect(self) -> QRect:
        geo = self.tree.scene.geometry
        if geo is None or self._card() is None:
            return QRect()
        return self.tree.screen_rect(geo.card_rect(self.pile, self.index))
