"""The real window, offscreen, as a player uses it (X-2): for each game, opened the way
the chooser and ``--game`` do (over a game in progress, after the C-13 question), a
fixed deal played through the same path as the player's gestures (the scene's move and
click signals into the session), undone, redone and hinted, with the scene checked
against the model's position after every step (``ui/scene/check.py``); then an error
nobody catches, which must be logged and shown in the error dialog with the game kept
(X-3)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ..core import registry
from ..core.codes import parse
from ..storage.settings import Settings
from ..ui.launch.crash_dialog import OBJECT_NAME, CrashReporter
from ..ui.scene.check import differences
from ..ui.window.main_window import MainWindow
from .failure import check

if TYPE_CHECKING:
    from ..core.moves import Move
    from ..core.played import GameOf
    from ..ui.table.table_widget import TableWidget

P = TypeVar("P")

MOVES = 6  # steps per game: moves, draws
ON_PURPOSE = "an unexpected error raised by the self-test on purpose"


def _fail_on_purpose() -> None:
    raise RuntimeError(ON_PURPOSE)


def seconds_since_launch() -> float | None:
    """Time since this process started (Linux: from /proc), or None where unknown."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        return uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


class WindowChecks:
    """``out``: where each passed check is said; ``log_file``: the log the error report must reach."""

    def __init__(self, out: Callable[[str], None], log_file: Path | None) -> None:
        self.out = out
        self.log_file = log_file

    def check_games(self) -> None:
        window = MainWindow(Settings(animation_speed="fast"))
        window.resize(1280, 800)
        window.show()
        QApplication.processEvents()
        up = seconds_since_launch()
        if up is not None:
            self.out(f"window shown {up:.2f} s after launch")
        table = window.built_table()
        try:
            for info in registry.games():
                self.check_game(table, window.chooser.chosen.emit, info.id)
            self.check_error_report(table)
        finally:
            table.scene.animator.finish()
            window.close()
            QApplication.processEvents()

    def check_error_report(self, table: TableWidget) -> None:
        """An error nobody catches, raised in a timer's slot: logged, shown once, game kept."""
        game = table.session.table.game
        reporter = CrashReporter(self.log_file)
        reporter.install()
        try:
            QTimer.singleShot(0, _fail_on_purpose)
            clock = QElapsedTimer()
            clock.start()
            while reporter.dialog is None and clock.elapsed() < 5_000:
                QCoreApplication.processEvents()
            dialog = reporter.dialog
            check(dialog is not None and dialog.isVisible(), "no dialog after an unexpected error")
            assert dialog is not None
            check(dialog.objectName() == OBJECT_NAME and ON_PURPOSE in dialog.text(), "the error dialog says nothing")
            dialog.accept()
        finally:
            reporter.uninstall()
        check(table.session.table.game is game, "the game was not kept after an unexpected error")
        assert self.log_file is not None
        check(ON_PURPOSE in self.log_file.read_text(encoding="utf-8"), "the unexpected error is not in the log")
        self.out("error report ok: logged, shown once, game kept")

    def check_game(self, table: TableWidget, choose: Callable[[str], object], game: str) -> None:
        # What --game and the chooser's buttons do; over a game in progress the player is
        # asked first (C-13), and answers "abandon".
        asked = self._answer_abandon() if table.controller.in_progress() else None
        choose(game)
        self._settle(table)
        check(asked is None or asked == ["abandon"], f"{game}: no question before abandoning a game")
        opened = table.session.table.game
        check(opened is not None and opened.code.game == game, f"the chooser did not open {game}")
        self._same(table, f"{game}: new deal from the chooser")

        # Each game's fixed example deal, so a failure can be replayed with ``paciencia CODE``.
        code = parse(registry.info(game).example)
        table.controller.open_code(code)
        self._settle(table)
        self._same(table, f"{code}: the deal")
        played = 0
        for step in range(MOVES):
            if self._step(table, step):
                played += 1
            self._same(table, f"{code}: after step {step + 1}")
        check(played >= 2, f"{code}: only {played} legal moves could be played")
        g = table.session.table.game
        assert g is not None
        before, moves = g.position, g.moves
        table.session.undo()
        self._settle(table)
        self._same(table, f"{code}: after undo")
        check(g.moves < moves, f"{code}: undo did not take a move back")
        table.session.redo()
        self._settle(table)
        self._same(table, f"{code}: after redo")
        check(g.position == before and g.moves == moves, f"{code}: redo did not restore the position")
        table.session.hint()
        self._settle(table)
        self._same(table, f"{code}: after a hint")
        self.out(f"{game} ok: {code}, {played} moves, undo, redo, hint")

    def _step(self, on: TableWidget, step: int) -> bool:
        """Play one legal move as a gesture would; prefer moves to a position not seen yet."""
        session = on.session
        game = session.table.game
        assert game is not None
        seen = {snap.position for snap in game.history.snapshots}
        moves = game.legal_moves()
        stock = [m for m in moves if m.src == "stock" or m.dst == "stock"]
        table = [m for m in moves if m not in stock]

        def new_places(g: GameOf[P]) -> list[Move]:
            return [m for m in table if g.rules.apply(g.position, m).position not in seen]

        fresh = game.open(new_places)
        before = game.moves
        if fresh and (step % 3 != 2 or not stock):
            on.scene.move_requested.emit(fresh[0])  # a drop on a legal target
        elif stock:
            on.scene.pile_clicked.emit("stock", -1)  # a click on the stock
        elif table:
            on.scene.move_requested.emit(table[0])
        else:
            return False
        self._settle(on)
        return game.moves > before

    @staticmethod
    def _answer_abandon() -> list[str]:
        """Click "Abandon it" in the question that the next request will ask."""
        asked: list[str] = []

        def answer() -> None:
            box = next((w for w in QApplication.topLevelWidgets()
                        if isinstance(w, QMessageBox) and w.objectName() == "ask-abandon" and w.isVisible()), None)
            if box is None:
                QTimer.singleShot(20, answer)
                return
            asked.append("abandon")
            button = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole)
            button.click()

        QTimer.singleShot(0, answer)
        return asked

    @staticmethod
    def _settle(table: TableWidget) -> None:
        QApplication.processEvents()
        table.scene.animator.finish()
        QApplication.processEvents()

    @staticmethod
    def _same(table: TableWidget, when: str) -> None:
        table.scene.animator.finish()
        check(
            table.scene.state.piles == table.session.state().piles,
            f"{when}: the scene shows another position than the model",
        )
        diff = differences(table.scene)
        check(not diff, f"{when}: scene differs from the model: {'; '.join(diff[:5])}")
