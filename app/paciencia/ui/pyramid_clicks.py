"""Pyramid's clicks, exactly as P-5 says.

Click an in-play card: it is selected and every partner that makes 13 gets
a cyan ring. Click a ringed card: the pair leaves for the discard. A King
leaves on one click. A second card that does not make 13: the card shakes
and the status line gives the sum. A covered card: the status line says
which two cover it, and they light up for a moment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from ..core.cards import RANK
from ..core.moves import Move
from .scene import animation as anim
from .text import reason_text

if TYPE_CHECKING:
    from .session import Session


class PyramidClicks:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.selected: str | None = None
        self.partners: list[str] = []
        self.covering: list[str] = []
        self._serial = 0

    def clear(self) -> None:
        self.selected = None
        self.partners = []
        self.covering = []

    def marks(self) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
        ring = [(p, -1) for p in self.partners] + [(p, -1) for p in self.covering]
        selected = [(self.selected, -1)] if self.selected else []
        return ring, selected

    def click(self, pile: str, index: int) -> None:
        s = self.session
        game = s.game
        assert game is not None
        rules, pos = game.rules, game.position
        if pile == "stock":
            self.clear()
            s.stock_action()
            return
        if pile == "discard" or index < 0 and pile != "waste":
            return
        in_play = rules.in_play(pos)
        if pile not in in_play:
            why = rules.covered_reason(pos, pile)
            self.clear()
            if why is not None:
                s.message.emit(reason_text(why))
                self.covering = list(rules.covered_by(pos, pile))
                self._serial += 1
                serial = self._serial
                QTimer.singleShot(anim.HINT, lambda: self._end_covering(serial))
            s.update_marks()
            return
        card = s.scene.state.top(pile)
        if card is not None and RANK[card % 52] == 13:
            s.play(Move(pile, "discard"), anim.PAIR_LEAVE)
            return
        if self.selected is None or self.selected == pile:
            if self.selected == pile:
                self.clear()
            else:
                self.clear()
                self.selected = pile
                self.partners = rules.partners(pos, pile)
            s.update_marks()
            return
        first = self.selected
        self.drop(Move(first, pile))

    def drop(self, move: Move) -> None:
        """A pair asked for (by a second click or a drag): remove it, or shake and say the sum."""
        s = self.session
        game = s.game
        assert game is not None
        why = game.rules.why_illegal(game.position, move)
        if why is None:
            s.play(move, anim.PAIR_LEAVE)
            return
        self.clear()
        s.message.emit(reason_text(why))
        scene = s.scene
        scene.animator.finish()
        scene.glide_back(start=False)
        top = scene.item_at_slot(move.dst, len(scene.state.piles.get(move.dst, ())) - 1)
        scene.shake([top] if top is not None and top.matches_target() else [])
        s.update_marks()

    def _end_covering(self, serial: int) -> None:
        if serial == self._serial and self.covering:
            self.covering = []
            self.session.update_marks()
