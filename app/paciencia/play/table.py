"""The game on the table, without Qt: the model half of the session (ARCHITECTURE: play).

:class:`Table` holds the game being played, its layout, its click policy, the hint on show
and whether the rules have ended the round. Every operation (a tap, a drop, the stock, undo,
redo, auto, a hint, resign) goes through :class:`~paciencia.core.game.Game` and answers
:class:`Effects`: plain data saying what the player should now see (the table to show and
how, the steps to animate, the status message, the marks, the banner) and what happened
(the game moved, the rules ended it): ``play/effects.py``. The Qt session (``ui/table/session.py``) draws the effects
and keeps the timers; it decides nothing. So every decision here is tested without a window
(``tests/play/test_table.py``).
"""

from __future__ import annotations

from typing import Final

from ..core.clicks import Answer, CardRef, ClickPolicy, TapToBestPlace
from ..core.kinds import BannerAction, PileKind, StepKind
from ..core.moves import IllegalMove, Move, PileId
from ..core.played import PlayedGame
from ..core.rules.base import Hint
from ..core.table import TableShape, TableState
from ..core.text import QT_TRANSLATE_NOOP, Reason
from .clock import GameClock
from .effects import HIDDEN, SILENCE, Banner, Effects, Outcome, Pace, Show, TableMarks, then


class _Round:
    """What belongs to the round on the table and goes with it (a plain class: every launch
    makes it, and a dataclass's methods are compiled at import, issue 38)."""

    __slots__ = ("ended", "hint_cards", "hint_piles", "hint_serial", "transient")

    def __init__(self) -> None:
        self.ended = False
        self.hint_cards: tuple[CardRef, ...] = ()
        self.hint_piles: tuple[str, ...] = ()
        self.hint_serial = 0
        self.transient = 0


class Table:
    """The current game and what the table shows of it."""

    def __init__(self, clock: GameClock | None = None) -> None:
        self.clock = clock if clock is not None else GameClock()  # C-7
        self.game: PlayedGame | None = None
        self.layout: TableShape | None = None
        """The game's table (:attr:`PlayedGame.layout`), while a game is on it."""
        self.clicks: ClickPolicy = TapToBestPlace()
        self.tap_moves = True
        """The player's choice (T-1): a tap sends a card to its best place, or does nothing."""
        self.state: TableState | None = None
        """The table as last shown (what the click policy reads)."""
        self.last_hint: Hint | None = None
        self._round = _Round()

    # -- rounds -------------------------------------------------------------------------------
    def new_game(self, game: PlayedGame, animate: bool = True) -> Effects:
        """Put ``game`` on the table: its layout and click policy come from its declaration."""
        self.game = game
        self.layout = game.layout
        self.clicks = game.code.info.click_policy()
        self._new_round()
        return self._after_change(self._show(Show.DEAL if animate else Show.STILL))

    def resume_game(self, game: PlayedGame, elapsed: float) -> Effects:
        """A saved game comes back (T-4): its history as it was, the clock where it stopped."""
        effects = self.new_game(game, animate=False)
        self.clock.reset(elapsed)
        if game.moves or elapsed:
            self.clock.start()  # C-7: it was running when the game was saved
        return effects

    def restart(self) -> Effects:
        if self.game is None:
            return Effects()
        self.game.restart()
        self._new_round()
        return self._after_change(self._show(Show.DEAL))

    def _new_round(self) -> None:
        self.clock.reset()  # a pause of the previous game (chooser, minimised) ends with it
        self.clicks.clear()
        self._round = _Round()

    def look_changed(self) -> Effects:
        """Look options of the game changed (Pyramid's values): the table is drawn again."""
        if self.game is None or self.layout is None:
            return Effects()
        self.game.look_changed()
        return self._show(Show.STILL)

    def table_state(self, pos: object = None) -> TableState:
        """The table of ``pos``, one of the game's positions (the current one when None)."""
        assert self.game is not None
        return self.game.state(pos)

    def _show(self, how: Show, message: Reason | None = None) -> Effects:
        self.state = self.table_state()
        return Effects(show=how, state=self.state, moved=True, message=message)

    def _playing(self) -> PlayedGame | None:
        """The game, if a move may be asked of it now."""
        game = self.game
        return game if game is not None and self.layout is not None and not game.over else None

    # -- playing ------------------------------------------------------------------------------
    def play(self, move: Move, pace: Pace = Pace.MOVE) -> Effects:
        """Play ``move`` through the rules, or say why not."""
        game = self._playing()
        if game is None:
            return Effects()
        self.clock.start()
        try:
            game.play(move, self.clock.elapsed())
        except IllegalMove as e:
            return Effects(message=e.reason)
        self.clicks.clear()
        steps = tuple(game.step_tables(game.history.index))
        self.state = steps[-1].state if steps else self.table_state()
        return self._after_change(Effects(show=Show.STEPS, state=self.state, steps=steps, pace=pace,
                                          moved=True, message=SILENCE))

    def drop(self, move: Move) -> Effects:
        """A drop (or a keyboard put-down): the move as the player chose it."""
        if self._playing() is None:
            return Effects()
        return self._carry_out(self._game().drop(self.clicks, self._shown(), move, self.tap_moves))

    def tap(self, pile: PileId, index: int) -> Effects:
        """A tap (U-2): the game's click policy says what it asks for."""
        if self._playing() is None:
            return Effects()
        unhinted = self._drop_hint()
        return then(unhinted, self._carry_out(self._game().click(self.clicks, self._shown(), pile, index,
                                                                  self.tap_moves)))

    def _game(self) -> PlayedGame:
        assert self.game is not None
        return self.game

    def _shown(self) -> TableState:
        """The table as shown (what the click policy reads)."""
        return self.state if self.state is not None else self.table_state()

    def _carry_out(self, answer: Answer) -> Effects:
        """Do what a tap or a drop asked for, through the game (C-4)."""
        assert self.layout is not None
        done = Effects(message=answer.message)
        if answer.stock:
            done = then(done, self.stock())
        elif answer.move is not None:
            pace = Pace.PAIR if self.layout.step_kind(answer.move) == StepKind.PAIR else Pace.MOVE
            played = self.play(answer.move, pace)
            done = then(done, played)
            if played.show is None:
                return done  # refused, with its reason said: a dragged card glides home (Gestures)
        transient = None
        if answer.transient:
            self._round.transient += 1
            transient = self._round.transient
        marks = self.marks() if answer.marks else done.marks
        return then(done, Effects(glide_back=answer.glide_back, shake=answer.shake, transient=transient, marks=marks))

    def end_transient(self, serial: int) -> Effects:
        """The moment of a passing mark is over (only the last one's ends anything)."""
        if serial == self._round.transient and self.clicks.end_transient():
            return Effects(marks=self.marks())
        return Effects()

    def stock(self) -> Effects:
        """Space / a click on the stock: draw, recycle (K-3, P-6) or deal (S-5)."""
        game = self._playing()
        if game is None or not game.has_stock:
            return Effects()
        self.clicks.clear()
        start = then(Effects(finish_animations=True), self._drop_hint())
        move = game.stock_move()
        if move is None:
            return then(start, Effects(message=game.stock_refusal()))
        return then(start, self.play(move, Pace.STOCK))

    def undo(self) -> Effects:
        game = self._playing()
        if game is None or not game.history.can_undo():
            return Effects()
        game.undo()
        return self._jumped()

    def redo(self) -> Effects:
        game = self._playing()
        if game is None or not game.history.can_redo():
            return Effects()
        game.redo()
        return self._jumped()

    def _jumped(self) -> Effects:
        """Undo and redo: the table slides to the position, and what was said of the one
        before (a hint, a refusal) is cleared."""
        self.clicks.clear()
        return then(self._drop_hint(), self._after_change(self._show(Show.SLIDE, SILENCE)))

    def auto(self) -> Effects:
        """Every safe move to the foundations, one after another (K-7)."""
        game = self._playing()
        if game is None:
            return Effects()
        try:
            game.auto(self.clock.elapsed())
        except IllegalMove as e:
            return Effects(message=e.reason)
        self.clock.start()
        steps = tuple(game.step_tables(game.history.index))
        self.state = steps[-1].state if steps else self.table_state()
        return self._after_change(Effects(show=Show.STEPS, state=self.state, steps=steps, pace=Pace.CASCADE,
                                          moved=True))

    def go_back_before_mistake(self) -> Effects:
        """P-7's button: back to the position before the move that locked a card."""
        if self.game is None:
            return Effects()
        try:
            self.game.go_back_before_mistake()
        except IllegalMove as e:
            return Effects(message=e.reason)
        return self.position_set()

    def position_set(self) -> Effects:
        """The game's position was changed elsewhere (B-1's rewind, B-2's continue): show it
        and check it as after any move."""
        if self.game is None or self.layout is None:
            return Effects()
        if self.game.moves:
            self.clock.start()
        self.clicks.clear()
        return self._after_change(self._show(Show.SLIDE))

    def resign(self) -> Effects:
        """The player gives the game up (the question was asked before)."""
        game = self._playing()
        if game is None:
            return Effects()
        game.resign()
        self.clock.stop()
        self._round.ended = True
        return Effects(banner=HIDDEN, changed=True, outcome=Outcome.LOST)

    # -- hints (C-11, F-7, S-8) -------------------------------------------------------------
    def show_hint(self, hint: Hint) -> Effects:
        """Show ``hint``: its words, and the cards and the pile it names, ringed for a while."""
        layout, state = self.layout, self.state
        assert layout is not None and state is not None
        self.last_hint = hint
        cards: list[CardRef] = []
        piles: list[str] = []
        m = hint.move
        if m is not None:
            kind = layout.step_kind(m)
            if kind in (StepKind.STOCK, StepKind.DEAL):  # the stock lights up, whatever it does
                piles.append(layout.pile_of(PileKind.STOCK) or m.src)
            elif m.src in state.piles:
                n = len(state.piles[m.src])
                cards += [(m.src, i) for i in range(max(0, n - m.count), n)]
                dst = layout.by_id.get(m.dst)
                if kind == StepKind.PAIR and dst is not None and dst.kind != PileKind.DISCARD:
                    cards.append((m.dst, -1))  # the partner card, ringed with it
                elif dst is not None:
                    piles.append(m.dst)
        self._round.hint_cards, self._round.hint_piles = tuple(cards), tuple(piles)
        self._round.hint_serial += 1
        return Effects(message=hint.message, marks=self.marks(), hint=self._round.hint_serial, changed=True)

    def clear_hint(self, serial: int) -> Effects:
        """The hint numbered ``serial`` has been seen: its marks go (a later hint's stay)."""
        return self._drop_hint() if serial == self._round.hint_serial else Effects()

    def _drop_hint(self) -> Effects:
        if not (self._round.hint_cards or self._round.hint_piles):
            return Effects()
        self._round.hint_cards, self._round.hint_piles = (), ()
        return Effects(marks=self.marks())

    def gesture_started(self) -> Effects:
        """The player picked up a card: the hint on show has done its work."""
        return self._drop_hint()

    def marks(self) -> TableMarks:
        """Every mark the table should show now."""
        game = self.game
        if game is None:
            return TableMarks()
        m = self.clicks.marks()
        return TableMarks(m.ring, m.selected, m.covering, tuple(game.locked_cards()), self._round.hint_cards,
                          self._round.hint_piles)

    # -- after every change -----------------------------------------------------------------
    def _after_change(self, shown: Effects) -> Effects:
        """What follows any change of position: drop highlights, marks, figures, and the end
        of the round or a warning (recorded as soon as the rules decide, C-13)."""
        game = self.game
        assert game is not None
        done = then(shown, Effects(legal=tuple(game.legal_moves()), marks=self.marks(),
                                    changed=True))
        if game.won and not self._round.ended:
            self._round.ended = True
            self.clock.stop()
            return then(done, Effects(banner=HIDDEN, outcome=Outcome.WON))
        return then(done, Effects(banner=self.warning()))

    def warning(self) -> Banner:
        """The banner the position calls for: a locked card (P-7), a lost deal, no moves left."""
        game = self.game
        assert game is not None
        locked = bool(game.locked_cards())
        if locked and game.mistake_index() is not None:
            return Banner((LOCKED,), BannerAction.GO_BACK)
        lost = game.lost()
        if locked:
            # P-7 from the deal itself: no move to go back before; say so at once.
            return Banner((lost, CANNOT_WIN) if lost is not None else (CANNOT_WIN,), BannerAction.NEW_DEAL)
        if lost is not None:
            return Banner((lost, UNDO_WORKS))
        no_moves = game.no_moves_warning()
        if no_moves is not None:
            return Banner((no_moves,), BannerAction.RESIGN)
        return HIDDEN


LOCKED: Final = Reason(
    QT_TRANSLATE_NOOP("session", "A card is locked: it can never leave, so this deal is lost."), "session")
CANNOT_WIN: Final = Reason(QT_TRANSLATE_NOOP("session", "This deal cannot be won."), "session")
UNDO_WORKS: Final = Reason(QT_TRANSLATE_NOOP("session", "Undo still works."), "session")
