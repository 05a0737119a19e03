"""How a process gets its window (U-1, T-6; issue 11 and issue 26 §3): the launch, in the
order a player sees it, and the one module that decides what is imported when.

0. **Before Qt** (:mod:`.before_qt`, called by the command line): a launch that builds its
   table at once imports the Qt-free half of what its first frame needs, which PySide6 then
   does not read the source of.
1. **Before the first frame of a resumed game**: the Qt application, named for the desktop;
   the log, the crash reporter and the crash file (``storage/crash_files.py``: faulthandler's
   report of a native crash); the single-instance claim on the data folder (a second
   launch hands its arguments over and ends here); and, when this launch resumes the game the
   last quit left, the picture of that table (:mod:`.relaunch`), painted with Qt and the
   standard library alone. :class:`~.main_window.MainWindow` (the composition root) is
   imported here: it holds the picture and builds the table later.
2. **The table**: the translators (:mod:`.i18n`, with the settings' reader), then the window
   builds its table (the scene, the controller, the menus) and starts: the saved game, the
   link's deal, the last game's new deal or the chooser. Without a picture this comes
   first and its first frame is the table's (or the chooser's); with one, the live table
   takes the picture's place once each card can be drawn exactly (:func:`lift_when_ready`).
3. **After the first frame**: the window's icon; the table's aids (the live verdict,
   playback, accessibility, sound: :func:`.main_window.aids_for`, made by :mod:`.frame_waits`) and the
   cycle collector back on (:mod:`..collector`, held off from the launch's start); the last
   launch's crash report, if it left one (:func:`.crash_dialog.offer_last_crash`); the
   single-instance server (QtNetwork); and once the table is idle the modules the first frame did without
   (:mod:`.warm_up`).

So this module imports at its top what step 1 needs (it is imported to launch), and loads
the later steps' modules by name when it reaches them (the :class:`~paciencia.core.loading.Feature`
values below), in that order; every other module of ``ui/`` imports at its top, and is
loaded here no sooner than its step. ``tests/ui/test_first_frame.py`` checks what each
step has imported; ``bench/startup.py`` measures them against an empty PySide6 window.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QObject, QTimer, qVersion
from PySide6.QtWidgets import QApplication

from ... import APP_ID, collector, logs, trace
from ...core.loading import Feature
from ...storage import crash_files
from ..instance.single_instance import Claim, Unreachable, claim_or_hand_over
from ..window import window_state
from ..window.main_window import MainWindow
from . import no_window, relaunch
from .crash_dialog import CrashReporter, offer_last_crash
from .identity import identify
from .quit_signals import quit_on_signals
from .raster import paint_on_one_thread

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QElapsedTimer, QEvent, Qt
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ...storage.files import StoredFileError
    from ...storage.settings import Settings
    from ..instance.instance_server import InstanceServer
    from ..table.table_widget import TableWidget
    from ..window.controller import AppController
    from ..window.frame import Window
    from .first_frame import Drawn, Shown
    from .relaunch import Cover

# Steps 2 and 3, loaded when the launch reaches them (a resumed table's picture does without).
GAME_IDS: Feature[Callable[[], tuple[str, ...]]] = Feature("paciencia.core.registry:ids")
TRANSLATORS: Feature[Callable[[], str]] = Feature("paciencia.ui.launch.i18n:install_translators")
CHOOSER_ALONE: Feature[Callable[[list[str], bool, str], bool]] = Feature("paciencia.play.opening:chooser_alone")
SAVED_GAME_FILES: Feature[Callable[[], Path]] = Feature("paciencia.storage.places:saved_game_file")
SAVED_GAME_JOURNAL: Feature[Callable[[], Path]] = Feature("paciencia.storage.places:saved_game_journal")
LOAD_SETTINGS: Feature[Callable[[], tuple[Settings, StoredFileError | None]]] = Feature(
    "paciencia.storage.settings:load_settings"
)
PLACE_FIRST: Feature[Callable[[QWidget], None]] = Feature("paciencia.ui.launch.first_window:place_first")
WATCH_FRAMES: Feature[Callable[[Shown], None]] = Feature("paciencia.ui.launch.first_frame:watch")
CARDS_READY: Feature[Callable[[Drawn, bool], bool]] = Feature("paciencia.ui.launch.first_frame:cards_ready")
AFTER_FIRST_FRAME: Feature[Callable[[QWidget, Callable[[], None], QWidget], None]] = Feature(
    "paciencia.ui.launch.frame_waits:after_first_frame"
)
AIDS_AFTER_FIRST_FRAME: Feature[
    Callable[[QWidget, Drawn, Callable[[], bool], Callable[[], object], Callable[[], None]], None]
] = Feature("paciencia.ui.launch.frame_waits:aids_after_first_frame")
WARM_UP: Feature[Callable[[AppController], None]] = Feature("paciencia.ui.launch.warm_up:schedule")
SERVE: Feature[Callable[[Claim, Callable[[list[str]], None], QObject], InstanceServer]] = Feature(
    "paciencia.ui.instance.instance_server:serve"
)
FINISH_RENDERING: Feature[Callable[[], None]] = Feature("paciencia.decks.render_pool:finish")
ICON_FILE: Feature[Callable[[], Path]] = Feature("paciencia.paths:icon_file")
TR: Feature[Callable[[str, str], str]] = Feature("paciencia.ui.text:tr")
# Qt's classes made on first use (PySide makes the ``Qt`` namespace when first asked: 13 ms,
# which the picture of a resumed table is painted without).
QT: Feature[type[Qt]] = Feature("PySide6.QtCore:Qt")
Q_ICON: Feature[type[QIcon]] = Feature("PySide6.QtGui:QIcon")
Q_ELAPSED_TIMER: Feature[type[QElapsedTimer]] = Feature("PySide6.QtCore:QElapsedTimer")
Q_EVENT: Feature[type[QEvent]] = Feature("PySide6.QtCore:QEvent")
Q_MESSAGE_BOX: Feature[type[QMessageBox]] = Feature("PySide6.QtWidgets:QMessageBox")

SERVE_AFTER_MS = 300
"""When the single-instance server starts listening, after the window is up."""
LIFT_POLL_MS = 8
LIFT_TIMEOUT_MS = 3000
"""The live table replaces the picture when its cards are ready, or after this at most."""


class UsageError(ValueError):
    """A launch's ``--game`` without a game, or with one that does not exist."""


def take_game(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """Split ``--game NAME`` / ``--game=NAME`` off ``argv``: (game or None, the rest)."""
    if not any(arg == "--game" or arg.startswith("--game=") for arg in argv):
        return None, list(argv)
    games = GAME_IDS()()  # a launch with --game shows no picture: the table loads the registry next
    game: str | None = None
    rest: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--game" or arg.startswith("--game="):
            if arg == "--game":
                if i + 1 >= len(args):
                    raise UsageError("--game needs a game: " + ", ".join(games))
                value = args[i + 1]
                i += 1
            else:
                value = arg.split("=", 1)[1]
            if value not in games:
                raise UsageError(f"unknown game {value!r} for --game; choose one of: " + ", ".join(games))
            game = value
        else:
            rest.append(arg)
        i += 1
    return game, rest


def launch(argv: list[str], game: str | None = None) -> int:
    """The window for ``argv`` (a link, ``--fullscreen``) until it closes; its exit status.
    ``game``: open a new deal of that game once the window has started (``--game``), unless
    a link asks for a deal itself."""
    trace.mark("imported")
    paint_on_one_thread()
    app = QApplication.instance()
    if app is None:
        no_window.guard()  # no display, or its libraries missing: a clear message, not Qt's abort
        # "-name" is Qt's X11 option for the instance part of WM_CLASS (identify() names the class).
        app = QApplication([*sys.argv[:1], "-name", APP_ID, *argv])
        no_window.lift()
    identify()
    # warnings and errors to the log file (and stderr); an unexpected error is logged
    # and, the first time, told in a dialog that keeps the game.
    reporter = CrashReporter(logs.setup())
    reporter.install()
    toolkit = toolkit_versions()
    logs.started(toolkit)
    # Issue 33 §3: a native crash (a fault in Qt, a fatal signal) writes its Python stacks into
    # a crash file, which the next launch offers; a normal end removes it.
    crash_files.arm(toolkit)
    linked = any(a.lower().startswith("paciencia://") for a in argv)
    try:
        # A link stays first (the controller's start looks at it); --game goes on after it,
        # so that a second launch hands it to the running window along with the rest.
        return run(argv + (["--game", game] if game is not None else []), app,
                   None if game is None or linked else game)
    finally:
        crash_files.disarm()
        reporter.uninstall()
        logs.teardown()


def toolkit_versions() -> str:
    """``Qt 6.x.y, PySide6 6.x.y`` (the log's first line, the self-test)."""
    return f"Qt {qVersion()}, PySide6 {pyside_version}"


def run(argv: list[str], app: QCoreApplication, game: str | None = None) -> int:
    """Step 1 to the end: the claim, the window, the event loop; the exit status."""
    try:
        claim = claim_or_hand_over(argv)
    except Unreachable as e:
        _say_unreachable(str(e))
        return 1
    if claim is None:
        return 0  # the running window took the link
    trace.mark("qapp")
    quit_on_signals(app, lambda: _close_windows(app))

    def started(window: Window, table: TableWidget) -> None:
        # The claimed socket listens already (a launch in this instant queues on it); the
        # server reading it starts after the first frame, which QtNetwork is not needed for.
        QTimer.singleShot(SERVE_AFTER_MS, app, lambda: _serve(claim, table.controller.open_remote, app))
        # The last launch's crash, if it left one (issue 33 §3), once this one is on screen.
        AFTER_FIRST_FRAME()(window, lambda: offer_last_crash(window), table.view.viewport())
        if game is not None:  # as the chooser's button does, once the start's own table is up
            QTimer.singleShot(0, window, lambda: table.controller.choose(game))

    window = open_window(argv, started=started)
    code = int(app.exec())
    trace.mark("loop-ended")
    claim.release()
    FINISH_RENDERING()()  # loaded by the table already
    del window  # only now: Qt must not free the table while a pool thread still paints a card
    return code


def open_window(argv: list[str],
                started: Callable[[Window, TableWidget], object] = lambda window, table: None) -> MainWindow:
    """The window, shown: at once with the picture of the table the last quit left when this
    launch resumes it, built once that is on screen; else built first. ``started`` runs with
    the window and its table once the window's game is on the table. The window is full
    screen if it was left so, or asked with ``--fullscreen`` (U-6), its bars as they were
    left."""
    launch = relaunch.read(argv)  # a link or --game asks for another table: no picture then
    picture = launch.picture if launch is not None else None
    asked, argv = window_state.take_full_screen(argv)

    def start() -> None:
        if window.cover is not None:
            prepare()
            set_window_icon()  # after the picture, the first frame of this launch
            window.build(aids=False)
        if launch is not None:
            window_state.show_bars(window.acts, launch.bars)
        WATCH_FRAMES()(window)
        table = window.table
        if table is None:  # the chooser alone first, the table once it is on screen
            window.show_chooser()
            trace.mark("started")
            AFTER_FIRST_FRAME()(window, after_the_chooser, window.chooser)
            return
        go_on()
        # The icon after the first frame; a launch that showed a picture has it already.
        icon = set_window_icon if window.cover is None else lambda: None
        if table.aids is None:
            made = lambda: table.aids is not None  # noqa: E731 - read when a key comes
            AIDS_AFTER_FIRST_FRAME()(window, table, made, window.require_aids, icon)
        else:
            icon()
        cover = window.cover
        if cover is not None:
            lift_when_ready(cover, lambda: CARDS_READY()(table, True))

    def after_the_chooser() -> None:
        set_window_icon()
        go_on()

    def go_on() -> None:
        table = window.require_table()  # made now if the chooser was shown without it
        try:
            controller = table.controller
            if not controller.requested:
                controller.start(argv)
            elif controller.flow.notices:  # a tile clicked before the table was built dealt already
                window.show_notices()
            trace.mark("started")
            started(window, table)
            # The end screens' modules once the table has been idle a while, counted from its
            # first frame (a slow first frame must not find them imported before it).
            AFTER_FIRST_FRAME()(window, lambda: WARM_UP()(controller), table.view.viewport())
        finally:
            if table.aids is not None:  # else once they are made, after the table's first frame
                collector.release()

    if picture is None:
        prepare()
        window = _window_for(argv)
    else:
        window = MainWindow(picture=picture)
    if window.cover is not None and launch is not None:
        window.cover.pixels = launch.pixels  # the cover holds them, until the table takes its place
    picture = None
    if launch is not None:
        relaunch.place(window, launch)
    else:  # a first launch: sized and centred on the screen, frame included (U-6)
        PLACE_FIRST()(window)
    trace.mark("window")
    left = launch if launch is not None else relaunch.Launch(window.size(), False)
    show_as_left(window, asked or left.full_screen, left.maximized)
    if window.cover is not None:
        window.cover.shown.connect(start)
    else:
        start()
    return window


def _window_for(argv: list[str]) -> MainWindow:
    """The window of a launch without a picture: without its table when the launch surely
    opens on the chooser (the player's first launch: the chooser's first frame waits for
    nothing else, about a third of the window's making), else whole."""
    settings, notice = LOAD_SETTINGS()()
    saved = any(os.path.lexists(path) for path in (SAVED_GAME_FILES()(), SAVED_GAME_JOURNAL()()))
    alone = CHOOSER_ALONE()(argv, saved, settings.last_game)
    return MainWindow(settings, table=not alone, notice=notice, aids=False)


def prepare() -> None:
    """Step 2 begins: the player's language (X-1), before the window makes its first text."""
    TRANSLATORS()()


def set_window_icon() -> None:
    """The window's icon, once its first frame is on screen: the desktop takes it a moment
    later (it names the app by the desktop entry meanwhile). Before, it cost the first frame
    3 ms: QtSvg's icon engine loaded, and the icon drawn at six sizes for the window manager."""
    icon = ICON_FILE()()
    if icon.is_file():
        QApplication.setWindowIcon(Q_ICON()(str(icon)))


def show_as_left(window: QWidget, full_screen: bool, maximized: bool) -> None:
    """Show the window full screen (maximised under it, if it was), maximised, or as it is.
    (Qt's enums only for full screen: PySide makes the ``Qt`` namespace on its first use,
    13 ms, which the picture of a resumed table is painted without.)"""
    if full_screen:
        Qt = QT()  # noqa: N806 (Qt's own name)
        under = Qt.WindowState.WindowMaximized if maximized else Qt.WindowState.WindowNoState
        window.setWindowState(Qt.WindowState.WindowFullScreen | under)
        window.show()
    elif maximized:
        window.showMaximized()
    else:
        window.show()


def lift_when_ready(cover: Cover, ready: Callable[[], bool]) -> None:
    """Take the picture away once ``ready()`` says the live table would paint the same table
    (its size settled, each card drawable exactly), looked at every frame; or after
    :data:`LIFT_TIMEOUT_MS`. From now on a click goes through the picture to the table
    beneath (the clicks made while the table was being built are handled after this)."""
    cover.setAttribute(QT().WidgetAttribute.WA_TransparentForMouseEvents)  # the table made it by now
    clock = Q_ELAPSED_TIMER()()
    clock.start()
    poll = QTimer(cover)  # setters, not keyword properties: PySide's lookup fails on a Turkish locale
    poll.setInterval(LIFT_POLL_MS)

    def look() -> None:
        _settle_layouts()  # the table gets its size now, not an event loop later
        if ready() or clock.elapsed() > LIFT_TIMEOUT_MS:
            poll.stop()
            # The layouts still pending first, so that the frame after the picture has every
            # bar and label in place (the status line places its figures once it has its
            # width, then asks for another layout).
            _settle_layouts()
            cover.lift()

    poll.timeout.connect(look)
    poll.start()
    look()


def _settle_layouts() -> None:
    """Do the layouts still pending (a few rounds: one layout can ask for another)."""
    layout = Q_EVENT().Type.LayoutRequest
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, layout)


def _serve(claim: Claim, on_request: Callable[[list[str]], None], app: QCoreApplication) -> None:
    """Step 3: read later launches' requests (they queued on the claimed socket meanwhile)."""
    SERVE()(claim, on_request, app)


def _close_windows(app: QCoreApplication) -> None:
    """Quit as Game ▸ Quit does: the main window closes (and saves); without one, the app ends."""
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    for window in windows:
        window.close()
    if not windows:
        app.quit()


def _say_unreachable(folder: str) -> None:
    """T-6: another window holds these files and does not answer: this launch opens none."""
    tr = TR()
    prepare()  # the player's language
    set_window_icon()  # the message box is the launch's only window
    text = tr(
        "window", "Paciência is already open with the same files ({folder}), but that window does not answer. "
        "Close it, or wait until it answers, and try again. Nothing was changed.",
    ).format(folder=folder)
    print(f"paciencia: {text}", file=sys.stderr)
    if QApplication.platformName() not in ("offscreen", "minimal"):
        Q_MESSAGE_BOX().warning(None, tr("window", "Paciência is already open"), text)
