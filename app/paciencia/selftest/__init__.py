"""``paciencia --self-test``: the installed app checks itself, headless (X-2).

Made for the frozen bundle (``make smoke``), where a missing Qt plugin, data
file or module only shows when the app runs. It starts the real window
offscreen, and for each game: opens it the way the chooser and ``--game``
do, opens a fixed deal, plays a few legal moves through the same path as the
player's gestures (the scene's move and click signals into the session),
undoes and redoes, asks for a hint, and after every step checks that the
scene shows exactly the model's position (``ui/scene/check.py``). It also
renders cards from every built-in deck and back, and the app icon, loads
the compiled translations (Brazilian and European Portuguese must translate),
writes the log file, has the render helper process (the bundle started again
as ``paciencia --render-helper``) draw a card, and raises an error nobody
catches in the window, which must be logged and shown in the error dialog
with the game kept (X-3). An installed wheel runs it too (``.ci/run``): the
data it checks is found with importlib.resources, wherever the package is.

Exit status 0 when everything passed; 1 with a message naming the failed
check otherwise; 3 if it did not finish in time (a dialog waiting for a
click, a hang). Settings and statistics go to a temporary folder unless
``PACIENCIA_HOME`` is set, so the player's own files are never touched.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import APP_ID
from .paths import icon_file, resources_dir, translations_dir

if TYPE_CHECKING:
    from .ui.main_window import MainWindow


MOVES = 6  # steps per game: moves, draws
TIMEOUT = 90.0  # seconds before the watchdog ends a stuck self-test
CARD_WIDTH = 120


ON_PURPOSE = "an unexpected error raised by the self-test on purpose"


class SelfTestError(Exception):
    pass


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


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise SelfTestError(what)


def run_self_test(argv: Sequence[str] = (), out: Callable[[str], None] = print) -> int:
    """Run every check; 0 if all passed. ``argv`` is accepted for future options."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    _watchdog()
    home: tempfile.TemporaryDirectory[str] | None = None
    from .storage.files import ENV_HOME

    if not os.environ.get(ENV_HOME):
        home = tempfile.TemporaryDirectory(prefix="paciencia-self-test-")
        os.environ[ENV_HOME] = home.name
    try:
        SelfTest(out).run()
    except SelfTestError as e:
        out(f"self-test FAILED: {e}")
        return 1
    except Exception:  # any crash is a failed self-test, with the traceback to read
        out("self-test FAILED with an exception:\n" + traceback.format_exc())
        return 1
    finally:
        if home is not None:
            os.environ.pop(ENV_HOME, None)
            home.cleanup()
    out(f"self-test passed in {time.perf_counter() - start:.2f} s")
    return 0


def _watchdog() -> None:
    """A stuck self-test (a modal dialog offscreen, a hang) ends with a traceback, not never."""
    if sys.stderr is None:  # a windowed bundle on Windows has no console
        return
    try:
        faulthandler.dump_traceback_later(TIMEOUT, exit=True)
    except (RuntimeError, ValueError, OSError):
        pass


class SelfTest:
    def __init__(self, out: Callable[[str], None]) -> None:
        self.out = out
        self.log_file: Path | None = None

    def run(self) -> None:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication

        from . import logs
        from .ui.identity import identify
        from .ui.raster import paint_on_one_thread

        paint_on_one_thread()
        self.out(f"Paciência self-test · PySide6 {pyside_version} · Python {sys.version.split()[0]}")
        frozen = getattr(sys, "frozen", False)
        self.out(f"resources: {resources_dir()}{' (frozen bundle)' if frozen else ''}")
        app = QApplication.instance() or QApplication(sys.argv[:1])
        identify()
        _check(QGuiApplication.desktopFileName() == APP_ID == QGuiApplication.applicationName(),
               "the app is not named by its app id (WM_CLASS, Wayland app id)")
        self.log_file = logs.setup(stderr=False)  # the error the last check raises stays off stderr
        try:
            _check(self.log_file is not None, f"the log file {logs.log_file()} cannot be written")
            logs.started("self-test")
            self.out(f"log ok: {self.log_file}")
            self.check_resources()
            self.check_translations()
            self.check_icon()
            self.check_decks()
            self.check_render_helper()
            self.check_games()
            app.processEvents()
        finally:
            logs.teardown()

    # -- data the app ships ----------------------------------------------------
    def check_resources(self) -> None:
        base = resources_dir()
        _check(base.is_dir(), f"no resources folder at {base}")
        for folder in ("decks", "backs"):
            svgs = sorted((base / folder).glob("*.svg"))
            _check(bool(svgs), f"no built-in {folder} in {base / folder}")
        from .core import registry
        from .core.codes import GameCode
        from .core.options import DEAL

        for info in registry.games():  # each game's own data (Pyramid's lists) is there and deals
            proven = 0
            for option in (o for o in info.options if o.scope == DEAL and o.choices):
                for choice in option.choices:
                    values = info.full_options({option.name: choice.value})
                    number = info.pick_number(values, 12345) if info.pick_number is not None else 1
                    GameCode.make(info.id, number, **{o.name: values[o.name] for o in info.options if o.scope == DEAL})
                    proven += info.proven is not None and info.proven(number, values)
            _check(info.proven is None or proven > 0, f"{info.id}: no proven deal list could be read")
        self.out(f"resources ok: decks, backs, {len(registry.games())} games' data")

    def check_translations(self) -> None:
        from PySide6.QtCore import QTranslator

        found = sorted(translations_dir().glob("*.qm"))
        for qm in found:
            _check(QTranslator().load(str(qm)), f"translation {qm.name} does not load")
        for lang in ("pt_BR", "pt_PT"):
            translator = QTranslator()
            qm = translations_dir() / f"paciencia_{lang}.qm"
            _check(translator.load(str(qm)), f"no {lang} translation at {qm}")
            _check(bool(translator.translate("menu", "&Undo")), f"the {lang} translation translates nothing")
        self.out(f"translations ok: {', '.join(q.stem for q in found)}")
        from .core.manual import languages
        from .core.registry import ids
        from .ui.i18n import LANGUAGES

        for game_id in ids():  # the rules files travel in the bundle as data
            missing = set(LANGUAGES) - set(languages(game_id))
            _check(not missing, f"the rules of {game_id} are missing in {sorted(missing)}")
        self.out(f"rules ok: {len(ids())} games in {', '.join(LANGUAGES)}")

    def check_icon(self) -> None:
        from PySide6.QtSvg import QSvgRenderer

        path = icon_file()
        _check(path.is_file(), f"no app icon at {path}")
        _check(QSvgRenderer(str(path)).isValid(), f"the app icon {path} is not valid SVG")
        self.out("icon ok")

    def check_decks(self) -> None:
        """Every built-in deck and back renders real cards (no missing-element placeholder)."""
        from PySide6.QtSvg import QSvgRenderer

        from .core.cards import Card
        from .decks.discover import builtin_backs, builtin_entries
        from .decks.renderer import CardRenderer

        decks, backs = builtin_entries(), builtin_backs()
        _check(bool(decks) and bool(backs), "the built-in decks or backs are missing")
        sample = [Card.parse(t) for t in ("AC", "TD", "QH", "KS")]
        for deck in decks:
            svg = QSvgRenderer(str(deck.path))
            _check(svg.isValid(), f"deck {deck.key} is not valid SVG")
            for card in sample:
                _check(svg.elementExists(card.element_id), f"deck {deck.key} has no {card.element_id}")
            renderer = CardRenderer(deck.path, backs[0].path)
            for card in sample:
                self._check_pixmap(renderer.card_pixmap(card.id, True, CARD_WIDTH), f"{deck.key} {card}")
        for back in backs:
            _check(QSvgRenderer(str(back.path)).elementExists("back"), f"back {back.key} has no back")
            renderer = CardRenderer(decks[0].path, back.path)
            self._check_pixmap(renderer.card_pixmap(0, False, CARD_WIDTH), f"back {back.key}")
        self.out(f"decks ok: {len(decks)} decks, {len(backs)} backs rendered")

    def check_render_helper(self) -> None:
        """The helper that renders decks not built in starts from this build and draws a card."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer

        from .decks import render_process
        from .decks.discover import builtin_entries

        if not render_process.enabled():
            self.out("render helper: not used here (decks render on worker threads)")
            return
        clock = QElapsedTimer()
        clock.start()
        helper = render_process.client()
        faces = (str(builtin_entries()[0].path), "builtin", "builtin")
        got: dict[str, Any] = {}
        ended: list[Any] = []
        job = helper.render((faces, None, 1.4), CARD_WIDTH, 1.0, ["1_spade"], False,
                            lambda images: got.update(images) is None, ended.append,
                            lambda rest: ended.append("the helper stopped"))
        program, args = render_process.command()
        _check(job is not None, f"the render helper ({' '.join([program, *args])}) did not start")
        while not ended and clock.elapsed() < 20_000:
            QCoreApplication.processEvents()
            helper.wait_for_reply(50)
        helper.shutdown()
        _check(ended == [None], f"the render helper failed: {ended or 'no answer in 20 s'}")
        image = got.get("1_spade")
        _check(image is not None and image.width() == CARD_WIDTH, "the render helper sent no card")
        assert image is not None
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        _check(centre.alpha() > 0, "the render helper's card is empty")
        self.out(f"render helper ok: a card drawn in another process in {clock.elapsed() / 1000:.2f} s")

    def _check_pixmap(self, pm: Any, what: str) -> None:
        _check(not pm.isNull(), f"{what}: empty pixmap")
        _check(pm.width() == CARD_WIDTH, f"{what}: {pm.width()} px wide, not {CARD_WIDTH}")
        image = pm.toImage()
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        _check(centre.alpha() > 0, f"{what}: nothing drawn")

    # -- the window and the four games ----------------------------------------------
    def check_games(self) -> None:
        from PySide6.QtWidgets import QApplication

        from .core import registry
        from .storage.settings import Settings
        from .ui.main_window import MainWindow

        window = MainWindow(Settings(animation_speed="fast"))
        window.resize(1280, 800)
        window.show()
        QApplication.processEvents()
        up = seconds_since_launch()
        if up is not None:
            self.out(f"window shown {up:.2f} s after launch")
        try:
            for info in registry.games():
                self.check_game(window, info.id)
            self.check_error_report(window)
        finally:
            window.scene.animator.finish()
            window.close()
            QApplication.processEvents()

    def check_error_report(self, window: MainWindow) -> None:
        """An error nobody catches, raised in a timer's slot: logged, shown once, game kept."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

        from .ui.crash_dialog import OBJECT_NAME, CrashReporter

        game = window.controller.session.game
        reporter = CrashReporter(self.log_file)
        reporter.install()
        try:
            QTimer.singleShot(0, _fail_on_purpose)
            clock = QElapsedTimer()
            clock.start()
            while reporter.dialog is None and clock.elapsed() < 5_000:
                QCoreApplication.processEvents()
            dialog = reporter.dialog
            _check(dialog is not None and dialog.isVisible(), "no dialog after an unexpected error")
            assert dialog is not None
            _check(dialog.objectName() == OBJECT_NAME and ON_PURPOSE in dialog.text(), "the error dialog says nothing")
            dialog.accept()
        finally:
            reporter.uninstall()
        _check(window.controller.session.game is game, "the game was not kept after an unexpected error")
        assert self.log_file is not None
        _check(ON_PURPOSE in self.log_file.read_text(encoding="utf-8"), "the unexpected error is not in the log")
        self.out("error report ok: logged, shown once, game kept")

    def check_game(self, window: MainWindow, game: str) -> None:
        from .core import registry
        from .core.codes import parse

        # What --game and the chooser's buttons do; over a game in progress the player is
        # asked first (C-13), and answers "abandon".
        asked = self._answer_abandon(window) if window.controller.in_progress() else None
        window.chooser.chosen.emit(game)
        self._settle(window)
        _check(asked is None or asked == ["abandon"], f"{game}: no question before abandoning a game")
        opened = window.controller.session.game
        _check(opened is not None and opened.code.game == game, f"the chooser did not open {game}")
        self._same(window, f"{game}: new deal from the chooser")

        # Each game's fixed example deal, so a failure can be replayed with ``paciencia CODE``.
        code = parse(registry.info(game).example)
        window.controller.open_code(code)
        self._settle(window)
        self._same(window, f"{code}: the deal")
        played = 0
        for step in range(MOVES):
            if self._step(window, step):
                played += 1
            self._same(window, f"{code}: after step {step + 1}")
        _check(played >= 2, f"{code}: only {played} legal moves could be played")
        g = window.controller.session.game
        assert g is not None
        before, moves = g.position, g.moves
        window.controller.session.undo()
        self._settle(window)
        self._same(window, f"{code}: after undo")
        _check(g.moves < moves, f"{code}: undo did not take a move back")
        window.controller.session.redo()
        self._settle(window)
        self._same(window, f"{code}: after redo")
        _check(g.position == before and g.moves == moves, f"{code}: redo did not restore the position")
        window.controller.session.hint()
        self._settle(window)
        self._same(window, f"{code}: after a hint")
        self.out(f"{game} ok: {code}, {played} moves, undo, redo, hint")

    def _step(self, window: MainWindow, step: int) -> bool:
        """Play one legal move as a gesture would; prefer moves to a position not seen yet."""
        session = window.controller.session
        game = session.game
        assert game is not None
        rules = game.rules
        seen = {snap.position for snap in game.history.snapshots}
        moves = rules.legal_moves(game.position)
        stock = [m for m in moves if m.src == "stock" or m.dst == "stock"]
        table = [m for m in moves if m not in stock]
        fresh = [m for m in table if rules.apply(game.position, m).position not in seen]
        before = game.moves
        if fresh and (step % 3 != 2 or not stock):
            window.scene.move_requested.emit(fresh[0])  # a drop on a legal target
        elif stock:
            window.scene.pile_clicked.emit("stock", -1)  # a click on the stock
        elif table:
            window.scene.move_requested.emit(table[0])
        else:
            return False
        self._settle(window)
        return game.moves > before

    @staticmethod
    def _answer_abandon(window: MainWindow) -> list[str]:
        """Click "Abandon it" in the question that the next request will ask."""
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMessageBox

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
    def _settle(window: MainWindow) -> None:
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()
        window.scene.animator.finish()
        QApplication.processEvents()

    @staticmethod
    def _same(window: MainWindow, when: str) -> None:
        from .ui.scene.check import differences

        window.scene.animator.finish()
        _check(
            window.scene.state.piles == window.controller.session.state().piles,
            f"{when}: the scene shows another position than the model",
        )
        diff = differences(window.scene)
        _check(not diff, f"{when}: scene differs from the model: {'; '.join(diff[:5])}")
