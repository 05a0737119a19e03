"""What the table says aloud (B-6): moves played, refusals, hints, the winnable status
and the win, sent to a screen reader as accessible announcements (and, since the
status line's messages are said too, whatever the window tells the player there).

A move is told from what changed on the table ("7 of hearts from Column 2 to Column 5,
6 of spades turned up"), so every game is described by the same code. What one action
causes (a hint's status message and its move, a move and the win) arrives as several
signals in one turn of the event loop; they are gathered and said as one sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import SIGNAL, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QStatusBar

from ...core.kinds import PileKind, StepKind
from ...core.moves import Move
from ...core.played import PlayedGame
from ...core.table import TableShape, TableState
from ..table.history_watch import HistoryWatch
from ..table.steps import table_diff
from ..text import game_name, tr, tr_n
from . import names

if TYPE_CHECKING:
    from ...core.rules.base import Hint
    from ..table.session import Session
    from ..table.table_view import TableView

Piles = dict[str, tuple[tuple[int, bool], ...]]
_UP = frozenset({PileKind.FOUNDATION, PileKind.DISCARD})
"""Where cards go up, by themselves too: said after the move that let them."""
LET_GO = 5
"""The order of "Let go" among what one action says (and the mark to leave it out by)."""


class _Moved(NamedTuple):
    """One card that came onto a pile in a step, and the pile it left (None: not seen leaving)."""

    card: int
    up: bool
    src: str | None
    dst: str


def describe_change(layout: TableShape, before: TableState, after: TableState) -> str:
    """One step as a sentence: what the stock did (a draw, or a deal of a row), the cards
    that went from one pile to another, and any card that turned face up. Face-down cards
    are counted, never named (C-6).

    A step is told from what changed, so a step of several moves (a draw and the cards
    that went up by themselves) says each thing it did: "1 card drawn, 4 cards to the
    foundations". Only the stock giving one card to each of several columns (Spider's
    row) is a deal."""
    diff = table_diff(layout.by_id, before, after)
    removed, added, turned = diff.removed, diff.added, diff.turned
    kind = {pile: layout.by_id[pile].kind for pile in (*removed, *added)}
    moved, gone = _sources(removed, added)
    stock = {p for p in removed if kind[p] == PileKind.STOCK}
    given = sum(len(removed[p]) for p in stock)  # the cards the stock gave
    columns = [m.dst for m in moved if m.src in stock and kind[m.dst] == PileKind.TABLEAU]
    deal = len(columns) > 1 and len(set(columns)) == len(columns)
    drawn = given > 0 and not deal and (gone > 0 or any(m.src not in stock or kind[m.dst] != PileKind.WASTE
                                                          for m in moved))
    parts = []
    if deal:  # Spider's row: the cards that came face up, pile by pile in table order
        shown = ", ".join(names.card_name(m.card, m.up) for m in moved if m.up and m.src in stock)
        parts.append(tr_n("access", "%n cards dealt: {cards}", given).format(cards=shown))
    elif drawn:  # a draw, and more: where the drawn cards went is said only beyond the waste
        parts.append(tr_n("access", "%n cards drawn", given))
    told = {PileKind.TABLEAU} if deal else {PileKind.WASTE} if drawn else set()
    landed: dict[str, list[_Moved]] = {}
    for m in moved:
        if not (m.src in stock and kind[m.dst] in told):
            landed.setdefault(m.dst, []).append(m)
    # The moves first, then what went up by itself (FreeCell's cascade, Klondike's
    # auto-finish). Piles of one kind that all received cards are said together ("19 cards
    # to the foundations"); a single pile in detail, with the pile its cards came from.
    kinds: dict[str, list[str]] = {}
    for pile in sorted(landed, key=lambda p: kind[p] in _UP):
        kinds.setdefault(kind[pile], []).append(pile)
    for pile_kind, piles in kinds.items():
        if len(piles) > 1:
            parts.append(_to_piles(pile_kind, sum(len(landed[p]) for p in piles)))
            continue
        cards = landed[piles[0]]
        sources = {m.src for m in cards}
        src = sources.pop() if len(sources) == 1 else None
        where = names.pile_title(layout, src, before) if src is not None and not (told and src in stock) else None
        parts.append(_to_pile(layout, after, piles[0], tuple((m.card, m.up) for m in cards), where))
    if gone:
        parts.append(tr_n("access", "%n cards removed", gone))
    if turned:
        parts.append(tr("access", "{cards} turned up").format(cards=_list_cards(turned)))
    return ", ".join(parts)


def _sources(removed: Piles, added: Piles) -> tuple[list[_Moved], int]:
    """Each card that came onto a pile, with the pile it left (a card's number may be on
    the table more than once: Spider's two packs), and how many left the table."""
    left: dict[int, list[str]] = {}
    for pile, cards in removed.items():
        for card, _ in cards:
            left.setdefault(card, []).append(pile)
    moved = []
    for pile, cards in added.items():
        for card, up in cards:
            srcs = left.get(card)
            moved.append(_Moved(card, up, srcs.pop(0) if srcs else None, pile))
    return moved, sum(len(srcs) for srcs in left.values())


def _to_pile(layout: TableShape, after: TableState, dst: str, cards: tuple[tuple[int, bool], ...],
             src: str | None) -> str:
    """"7 of hearts from Column 2 to Column 5"; face-down cards only counted (C-6)."""
    where = names.pile_title(layout, dst, after)
    what = tr_n("access", "%n cards", len(cards)) if not all(up for _, up in cards) else _list_cards(
        [c for c, _ in cards])
    if src is not None:
        return tr("access", "{cards} from {src} to {dst}").format(cards=what, src=src, dst=where)
    return tr("access", "{cards} to {dst}").format(cards=what, dst=where)


def _to_piles(kind: str, n: int) -> str:
    """Cards that went to several piles of one kind, counted: "19 cards to the foundations"."""
    if kind == PileKind.FOUNDATION:
        return tr_n("access", "%n cards to the foundations", n)
    if kind == PileKind.TABLEAU:
        return tr_n("access", "%n cards to the columns", n)
    if kind == PileKind.CELL:
        return tr_n("access", "%n cards to the free cells", n)
    return tr_n("access", "%n cards moved", n)


def _list_cards(cards: list[int]) -> str:
    """"7 of hearts", "7 of hearts and 6 of clubs", or "king of spades and 12 more"."""
    if len(cards) == 2:
        a, b = (names.card_name(c, True) for c in cards)
        return tr("access", "{a} and {b}").format(a=a, b=b)
    if len(cards) > 2:
        first = names.card_name(cards[0], True)
        return tr_n("access", "{card} and %n more", len(cards) - 1).format(card=first)
    return names.card_name(cards[0], True)


def describe_hint(layout: TableShape, state: TableState, move: Move) -> str:
    """A hint's move as words, or "" where the hint's own message says it (the stock)."""
    kind = layout.step_kind(move)
    if kind in (StepKind.STOCK, StepKind.DEAL) or move.src not in layout.by_id:
        return ""
    src = state.piles.get(move.src, ())
    dst_spec = layout.by_id.get(move.dst)
    if kind == StepKind.PAIR and dst_spec is not None and dst_spec.kind != PileKind.DISCARD:
        dst = state.piles.get(move.dst, ())
        partner = dst[-2:-1] if move.dst == move.src else dst[-1:]
        if src and partner:
            return tr("access", "Hint: {a} with {b}").format(
                a=names.card_name(*src[-1]), b=names.card_name(*partner[0])
            )
        return ""
    cards = [c for c, _ in src[max(0, len(src) - move.count):]]
    if not cards or move.dst not in layout.by_id:
        return ""
    return tr("access", "Hint: {cards} to {dst}").format(
        cards=_list_cards(cards), dst=names.pile_title(layout, move.dst, state)
    )


class Announcer(QObject):
    """Listens to the session and the keyboard; says what a player who cannot see the
    table needs to hear. :attr:`said` keeps what was announced (the tests read it)."""

    announced = Signal(str)

    def __init__(self, session: Session, view: TableView, status: QStatusBar) -> None:
        super().__init__(view)
        self.session = session
        self.view = view
        self.said: list[str] = []
        self._pending: list[tuple[int, str]] = []
        self._watch = HistoryWatch()
        self._hint: Hint | None = None
        self._won = False
        self._held: tuple[str, int] | None = None
        self._chosen: tuple[tuple[str, int], ...] = ()  # the click policy's chosen card (Pyramid)
        self.also: list[Callable[[str], None]] = []
        """Told each text as it is announced (readers that ignore announcements, .told)."""
        session.changed.connect(self._changed)
        # Every status line message: the session's (refusals, hints: a repeated one too,
        # which the status bar does not signal again) and the window's (the "still
        # winnable?" answer, keys that cannot act now). The same text twice is said once.
        session.message.connect(lambda text: self._add(2, text))
        status.messageChanged.connect(lambda text: self._add(2, text))
        session.banner.connect(lambda text, _action: self._add(3, text))
        session.finished.connect(self._finished)
        view.keyboard.listeners.append(self._keyboard)

    def listening(self) -> bool:
        """A reader (or a test) hears announcements: only then are moves put into words
        (measured: 1.4 ms a move otherwise spent for nobody)."""
        return QAccessible.isActive() or self.receivers(SIGNAL("announced(QString)")) > 0

    def say(self, text: str) -> None:
        """Announce ``text`` at once (polite: it does not cut off what is being read)."""
        if not text:
            return
        self.said.append(text)
        del self.said[:-50]
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))
        for tell in self.also:
            tell(text)
        self.announced.emit(text)

    def _add(self, order: int, text: str) -> None:
        if not text or any(t == text for _, t in self._pending) or not self.listening():
            return
        if not self._pending:
            QTimer.singleShot(0, self._flush)
        self._pending.append((order, text))

    def _flush(self) -> None:
        pending, self._pending = sorted(self._pending, key=lambda p: p[0]), []
        if len(pending) > 1:
            pending = [p for p in pending if p[0] != LET_GO]  # put down: the move or the refusal says it
        self.say(" ".join(t if t.rstrip()[-1:] in ".!?" else t + "." for _, t in pending))

    def _changed(self) -> None:
        session = self.session
        game, layout = session.table.game, session.table.layout
        if game is None or layout is None:
            return
        change = self._watch.observe(game)
        hint, self._hint = self._hint, session.table.last_hint
        if not self.listening():
            self._won = game.won
            return
        if change.new_game:
            self._add(0, tr("access", "New deal: {game}").format(game=game_name(game.code.game)))
            self._won = False
        elif change.moved:
            self._add(0, self._describe(game, layout, change.before, change.after))
        if self._hint is not None and self._hint is not hint and self._hint.move is not None:
            self._add(1, describe_hint(layout, session.state(), self._hint.move))
        if game.won and not self._won:
            self._won = True
            self._add(4, tr("access", "You won!"))

    def catch_up(self) -> None:
        """Made after the game was put on the table: announce it as a change (a new deal)."""
        self._changed()

    def tell_meanwhile(self, message: str, banner: str) -> None:
        """Made after the launch: what the status line and the banner show already, said as
        if it had been there when they were shown."""
        self._add(2, message)
        self._add(3, banner)

    def _describe(self, game: PlayedGame, layout: TableShape, old: int, new: int) -> str:
        snaps = game.history.snapshots
        before = game.state(snaps[old].position)
        if new == old + 1:
            # one step forwards: told move by move (the player's, then what followed by itself)
            said = []
            for state, _kind in game.step_tables(new):
                said.append(describe_change(layout, before, state))
                before = state
            return "; ".join(s for s in said if s)
        text = describe_change(layout, before, game.state(snaps[new].position))
        if new < old:
            return tr("access", "Undone: {what}").format(what=text) if text else tr("access", "Undone")
        return text

    def _finished(self, won: bool) -> None:
        if not won:
            self._add(4, tr("access", "Game over."))

    def _keyboard(self) -> None:
        """Cards picked up or let go with the keyboard (C-12), a card chosen (Pyramid's pairs)."""
        self._chose()
        kb = self.view.keyboard
        held = kb.held
        if held == self._held:
            return
        self._held = held
        layout, state = self.view.table.layout, self.view.table.state
        if held is not None and layout is not None:
            self.say(tr("access", "Picked up {cards}").format(cards=names.cards_text(state, *held)))
        elif held is None:
            self._add(LET_GO, tr("access", "Let go"))  # said only if no move or refusal is told instead

    def _chose(self) -> None:
        """A card chosen with Enter where cards are not carried but paired (Pyramid, P-5): said
        with the partners it could pair with."""
        marks = self.session.table.clicks.marks()
        if marks.selected == self._chosen:
            return
        self._chosen = marks.selected
        state = self.view.table.state
        chosen = [state.piles[p][-1][0] for p, _ in marks.selected if state.piles.get(p)]
        if not chosen:
            return
        partners = [state.piles[p][-1][0] for p, _ in marks.ring if state.piles.get(p)]
        text = tr("access", "{card} chosen").format(card=_list_cards(chosen))
        if partners:
            text = tr("access", "{card} chosen, pairs with {cards}").format(
                card=_list_cards(chosen), cards=_list_cards(partners)
            )
        self._add(1, text)
