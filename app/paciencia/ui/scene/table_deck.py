"""The deck on the table (T-2): which renderer draws the cards, and switching to another
without freezing the window.

A new deck is checked, parsed and the cards on the table rendered on worker threads
while the old pixmaps stay on screen; then the new deck and its card shape replace
them in one repaint. A deck that turns out unusable leaves the current one in place
(or, at start-up, hands over to the classic deck) and the scene says why.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QMetaObject, QObject, QTimer, SignalInstance
from shiboken6 import isValid

from ...decks.choice import fallback_notice, renderer_for_keys
from ...decks.corner_index import deck_depth
from ...decks.renderer import DEFAULT_DECK, CardRenderer
from .geometry import LaidOut, compute

if TYPE_CHECKING:
    from .card_item import CardPainter


class DeckTable(LaidOut, Protocol):
    """What the deck reads of the table it is shown on (:class:`.table_scene.TableScene`)
    and asks of it."""

    @property
    def cp(self) -> CardPainter: ...

    @property
    def view_size(self) -> tuple[float, float]: ...

    @property
    def dpr(self) -> float: ...

    @property
    def deck_notice(self) -> SignalInstance: ...

    @property
    def renderer_changed(self) -> SignalInstance: ...

    def shown_elements(self) -> set[str]: ...

    def redraw(self) -> None: ...

    def update(self) -> None: ...


class TableDeck(QObject):
    """The scene's deck: the one shown, and the one being prepared (``pending``).

    A child of the scene: renderers outlive windows (they are shared), and the connections
    they hold to this object's slots go with it when the scene is deleted (before, every
    closed window stayed reachable through them). What a renderer calls back without a slot
    (a deck being prepared, a drawing that ends) goes through :meth:`_while_alive`, and its
    connections are cut when this object is deleted: a deck still being drawn when its
    window closes lands nowhere."""

    def __init__(self, scene: DeckTable, renderer: CardRenderer, parent: QObject) -> None:
        """``parent``: the scene, as a QObject."""
        super().__init__(parent)
        self.scene = scene
        self.pending: CardRenderer | None = None
        self._loading: CardRenderer | None = None  # the shown deck, still being read (start-up)
        self._links: list[QMetaObject.Connection] = []  # to pending decks, cut with this object
        self.destroyed.connect(lambda *_, links=self._links: [QObject.disconnect(c) for c in links])
        self._watch(renderer)
        if renderer.notice:
            QTimer.singleShot(0, self, lambda: scene.deck_notice.emit(renderer.notice))
        if not renderer.is_loaded:
            self._loading = renderer
            renderer.loaded.connect(self._installed_loaded)
            renderer.load()

    def switch(self, renderer: CardRenderer) -> None:
        current = self.scene.cp.renderer
        if renderer.notice:
            self.scene.deck_notice.emit(renderer.notice)
        same = (renderer.deck_key, renderer.back_key) == (current.deck_key, current.back_key)
        if same and renderer.deck_key and current.valid:
            self.pending = None
            return  # same deck (the table colour or another option changed)
        pending = self.pending
        if pending is not None and renderer.deck_key and (pending.deck_key, pending.back_key) == (
            renderer.deck_key,
            renderer.back_key,
        ):
            return  # already on its way
        self.pending = renderer
        for link in self._links:  # a deck chosen before this one would be ignored: let it go
            QObject.disconnect(link)
        self._links[:] = [
            renderer.loaded.connect(self._while_alive(lambda deck: deck._pending_loaded(renderer))),
            renderer.failed.connect(self._while_alive(lambda deck, text: deck._pending_failed(renderer, text))),
        ]
        renderer.load()

    def _while_alive(self, call: Callable[..., None]) -> Callable[..., None]:
        """``call(self, *args)``, or nothing once this object (its scene) is deleted. Holds
        this object weakly: a shared renderer's callbacks keep no closed window alive."""
        me = weakref.ref(self)

        def guarded(*args: object) -> None:
            deck = me()
            if deck is not None and isValid(deck):
                call(deck, *args)

        return guarded

    def _watch(self, renderer: CardRenderer) -> None:
        renderer.changed.connect(self._pixmaps_ready)
        renderer.failed.connect(self._installed_failed)

    def _unwatch(self, renderer: CardRenderer) -> None:
        pairs: list[tuple[SignalInstance, Callable[..., None]]] = [
            (renderer.changed, self._pixmaps_ready),
            (renderer.failed, self._installed_failed),
        ]
        if self._loading is renderer:
            self._loading = None
            pairs.append((renderer.loaded, self._installed_loaded))
        for signal, slot in pairs:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass  # was not connected

    def _pixmaps_ready(self) -> None:
        self.scene.update()

    def _pending_loaded(self, renderer: CardRenderer) -> None:
        if renderer is not self.pending:
            return
        scene = self.scene
        if scene.layout is None:
            self._install(renderer)
            return
        depth = deck_depth(renderer.entry, renderer.faces)
        geo = compute(scene.layout, scene.state, *scene.view_size, renderer.aspect, depth)
        wanted = scene.shown_elements() | {"back"}
        renderer.request(wanted, geo.card_w, scene.dpr,
                         then=self._while_alive(lambda deck: deck._install(renderer)))

    def _pending_failed(self, renderer: CardRenderer, text: str) -> None:
        if renderer is self.pending:
            self.pending = None
            self.scene.deck_notice.emit(text)

    def _install(self, renderer: CardRenderer) -> None:
        if renderer is not self.pending:
            return  # another deck was chosen meanwhile
        self.pending = None
        scene = self.scene
        self._unwatch(scene.cp.renderer)
        scene.cp.renderer = renderer
        self._watch(renderer)
        if scene.layout is not None and scene.geometry is not None:
            scene.redraw()
            renderer.prefetch(scene.cp.width, scene.cp.dpr)
        scene.update()
        scene.renderer_changed.emit()

    def _installed_loaded(self) -> None:
        """The deck on the table was being loaded (start-up): its card shape is known now."""
        scene = self.scene
        if scene.layout is not None and scene.geometry is not None:
            scene.redraw()
        scene.update()

    def _installed_failed(self, text: str) -> None:
        """The deck on the table turned out unusable (start-up): the classic deck takes over,
        and only then is the refusal told, so the settings follow the classic deck and the
        next launch does not meet the same refusal again (issue 36 §6)."""
        current = self.scene.cp.renderer
        if current.deck_key == DEFAULT_DECK:
            self.scene.deck_notice.emit(text)
            return
        self.switch(renderer_for_keys(DEFAULT_DECK, current.back_key))
        name = current.entry.name if current.entry is not None else current.deck_key
        self.scene.deck_notice.emit(fallback_notice(name, text))
