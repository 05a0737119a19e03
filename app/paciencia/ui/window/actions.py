"""Menus and toolbar (U-6): every command once, with its shortcuts (C-12)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QCursor, QIcon, QKeySequence, QPixmap
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QToolBar, QToolButton, QWidget

from ...core import registry
from ...core.loading import Feature
from ...paths import resources_dir
from ..text import game_name, tr
from .full_screen import FullScreenBars
from .window_keys import MenuLetters

if TYPE_CHECKING:
    from ..aids.searches import Searcher
    from ..table.table_widget import TableAids
    from .commands import App
    from .controller import AppController

ICON_SIZES = (16, 24, 32, 48, 64)
"""The PNG sizes of each toolbar icon (``resources/icons/toolbar``, drawn by tools/make_toolbar_icons.py)."""


# The dialogs' commands and the searches, loaded when first chosen: the first frame does without
# them (issue 11).
_COMMANDS = "paciencia.ui.window.commands"
PLAY_NUMBER: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:play_number")
COPY_CODE: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:copy_code")
PREFERENCES: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:preferences")
SHOW_STATISTICS: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:show_statistics")
SHOW_LEADERBOARD: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:show_leaderboard")
SHOW_RULES: Feature[Callable[[App, str | None], None]] = Feature(f"{_COMMANDS}:show_rules")
SHOW_KEYS: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:show_keys")
SHOW_ABOUT: Feature[Callable[[App], None]] = Feature(f"{_COMMANDS}:show_about")
CHECK_WINNABLE: Feature[Callable[[Searcher], None]] = Feature("paciencia.ui.aids.searches:check_winnable")


def toolbar_icon(name: str) -> QIcon:
    """The project's own icon ``name``, one PNG per size; Qt derives the disabled look.

    PNG files only: no SVG icon engine to load, and no QStyle standard pixmaps (whose Python
    enums alone cost PySide6 about 15 ms at start-up). The PNGs are read now (about 0.1 ms
    each) rather than named with ``QIcon.addFile``: Qt tags a lazily read file with the pixel
    ratio of the first request, so on a 2x screen the 48 px picture read for the toolbar would
    then be shrunk for the 16 px menus instead of using the 32 px one drawn for them.
    """
    folder = resources_dir() / "icons" / "toolbar"
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap(str(folder / f"{name}-{size}.png")))
    return icon


class ToolbarReset(QObject):
    """Keeps a toolbar button from keeping a pressed or hovered look.

    A dialog that opens while a button is held takes the mouse release, and one that
    closes with the cursor elsewhere never tells the button the mouse has left: the
    button would stay drawn down (or lit) until touched again. When a dialog starts
    or stops blocking the window, every button is put back as the mouse really is.
    """

    def __init__(self, window: QObject, bar: QToolBar) -> None:
        super().__init__(window)
        self.bar = bar
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
            self.reset()
        return False

    def reset(self) -> None:
        pos = QCursor.pos()
        for button in self.bar.findChildren(QToolButton):
            if button.isDown():  # its press was before the dialog: the release went there
                button.setDown(False)
            if button.underMouse() and not button.rect().contains(button.mapFromGlobal(pos)):
                leave = QEvent(QEvent.Type.Leave)
                QApplication.sendEvent(button, leave)
            button.update()


class Commands:
    """What the commands act on, each asked for when a command is carried out, not before:
    the menus are part of a first launch's first frame, which shows the chooser before the
    table and its controller are built. ``app``: the table's controller; ``aids``: its aids
    (each made first if it is not yet). (Plain classes, not NamedTuples: a NamedTuple costs
    the first frame a tenth of a millisecond to make.)"""

    __slots__ = ("aids", "app", "toggle_chooser")

    def __init__(self, app: Callable[[], AppController], aids: Callable[[], TableAids],
                 toggle_chooser: Callable[[], None]) -> None:
        self.app = app
        self.aids = aids
        self.toggle_chooser = toggle_chooser


class Menus:
    """The commands by name, and what shows and hides the bars in full screen."""

    __slots__ = ("acts", "full_screen_bars")

    def __init__(self, acts: dict[str, QAction], full_screen_bars: FullScreenBars) -> None:
        self.acts = acts
        self.full_screen_bars = full_screen_bars


def build(window: QWidget, menu_bar: QMenuBar, status_bar: QWidget, table: QWidget,
          add_toolbar: Callable[[QToolBar], None], commands: Commands, sound_on: bool) -> Menus:
    """Every command, in the window's ``menu_bar`` and a toolbar (given to ``add_toolbar``);
    Show status bar shows ``status_bar``; full screen leaves ``table`` (what fills the window)
    with a way out. ``sound_on``: Play sounds is checked (worked once the table's aids are)."""
    acts: dict[str, QAction] = {}
    app = commands.app

    def act(
        name: str,
        text: str,
        slot: Callable[[], object] | None,
        keys: tuple[str | QKeySequence | QKeySequence.StandardKey, ...] = (),
        icon: str | None = None,
        tip: str = "",
    ) -> QAction:
        """One command; ``icon`` names its files in resources/icons/toolbar (usually ``name``)."""
        a = QAction(text, window)
        a.setObjectName(name)
        # A standard key the platform does not bind is an empty sequence: left out,
        # and so are repeats (Ctrl+Q given and also the platform's Quit).
        sequences: list[QKeySequence] = []
        for k in keys:
            for seq in QKeySequence.keyBindings(k) if isinstance(k, QKeySequence.StandardKey) else [QKeySequence(k)]:
                if not seq.isEmpty() and seq not in sequences:
                    sequences.append(seq)
        if sequences:
            a.setShortcuts(sequences)
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if icon is not None:
            a.setIcon(toolbar_icon(icon))
        if tip:
            a.setToolTip(tip)
        if slot is not None:
            a.triggered.connect(lambda _=False: slot())
        window.addAction(a)  # shortcuts work even when the menu bar is hidden
        acts[name] = a
        return a

    act("new", tr("menu", "&New game"), lambda: app().new_game(), ("Ctrl+N", "F2"), "new")
    act("restart", tr("menu", "&Restart this deal"), lambda: app().restart(), (), "restart")
    act("number", tr("menu", "&Play game number…"), lambda: PLAY_NUMBER()(app()))
    copy_keys = (QKeySequence.StandardKey.Copy,)
    act("copy", tr("menu", "&Copy game link"), lambda: COPY_CODE()(app()), copy_keys)
    act("stats", tr("menu", "&Statistics…"), lambda: SHOW_STATISTICS()(app()), ("Ctrl+T",))
    act("leaders", tr("menu", "&Leaderboard…"), lambda: SHOW_LEADERBOARD()(app()), ("Ctrl+L",))
    act("resign", tr("menu", "Res&ign"), lambda: app().resign())
    # Ctrl+Q everywhere (C-12), even where the platform binds no standard Quit key.
    act("quit", tr("menu", "&Quit"), window.close, ("Ctrl+Q", QKeySequence.StandardKey.Quit))
    act(
        "undo",
        tr("menu", "&Undo"),
        lambda: app().session.undo(),
        ("Z", QKeySequence.StandardKey.Undo),
        "undo",
    )
    act("redo", tr("menu", "&Redo"), lambda: app().session.redo(), ("Ctrl+Shift+Z", "Ctrl+Y"), "redo")
    # D, and H as in KPatience (C-11, C-12). H is no jump key (ui/access/jumps.py); as Help's
    # access key it still opens Help from the menu bar's keyboard mode (MenuLetters).
    act("hint", tr("menu", "&Hint"), lambda: app().session.hint(), ("D", "H"), "hint")
    act(
        "auto",
        tr("menu", "&Auto"),
        lambda: app().session.auto(),
        ("A",),
        "auto",
        tr("menu", "Send every safe card to the foundations"),
    )
    act("draw", tr("menu", "&Draw / deal"), lambda: app().session.stock_action(), ("Space",))
    # One way back (issue 37 §12): before the move that locked a card (P-7), else the solver's rewind (B-1).
    act("go_back", tr("menu", "&Go back to the last winnable position"), lambda: commands.aids().verdict.go_back())
    act("winnable", tr("menu", "Is this deal still &winnable?"), lambda: CHECK_WINNABLE()(app()))
    act("solution", tr("menu", "Show the &solution"), lambda: commands.aids().playback.show_solution())
    prefs_keys = (QKeySequence.StandardKey.Preferences,)
    act("prefs", tr("menu", "&Preferences…"), lambda: PREFERENCES()(app()), prefs_keys)
    # U-7: worked by ui/sound/table_sounds.py, which enables it once the table is built.
    sound = act("sound", tr("menu", "Play &sounds"), None)
    sound.setCheckable(True)
    sound.setChecked(sound_on)
    sound.setEnabled(False)
    act("rules", tr("menu", "&Rules of this game"), lambda: SHOW_RULES()(app(), None), ("F1",))
    act("keys", tr("menu", "&Keyboard"), lambda: SHOW_KEYS()(app()))
    act("about", tr("menu", "&About Paciência"), lambda: SHOW_ABOUT()(app()))
    act("choose", tr("menu", "C&hoose a game…"), commands.toggle_chooser, ("Ctrl+G",), "choose")
    # U-6: the window's own look, as in every desktop game (checked = shown / on).
    full_keys = ("F11", QKeySequence.StandardKey.FullScreen)
    act("fullscreen", tr("menu", "&Full screen"), None, full_keys).setCheckable(True)
    act("show_toolbar", tr("menu", "Show &toolbar"), None).setCheckable(True)
    act("show_status", tr("menu", "Show status &bar"), None).setCheckable(True)

    bar = menu_bar
    MenuLetters(bar)
    menus = {
        tr("menu", "&Game"): (
            "new",
            "restart",
            "number",
            "copy",
            "choose",
            None,
            "stats",
            "leaders",
            None,
            "resign",
            None,
            "quit",
        ),
        tr("menu", "&Edit"): (
            "undo", "redo", None, "hint", "auto", "draw", None, "go_back", "winnable", None, "solution",
        ),
        tr("menu", "&Settings"): ("prefs", "sound", None, "show_toolbar", "show_status", "fullscreen"),
        tr("menu", "&Help"): ("rules", "keys", None, "about"),
    }
    built = {}
    for title, names in menus.items():
        menu = built[title] = bar.addMenu(title)
        for name in names:
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(acts[name])
    help_menu = built[tr("menu", "&Help")]
    help_menu.insertMenu(acts["keys"], _rules_of_every_game(help_menu, app))

    tools = QToolBar(tr("menu", "Toolbar"), window)
    tools.setObjectName("toolbar")
    tools.setMovable(False)
    tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for name in ("choose", "new", "restart", None, "undo", "redo", "hint", "auto"):
        if name is None:
            tools.addSeparator()
        else:
            tools.addAction(acts[name])
    acts["choose"].setText(tr("menu", "C&hoose a game…"))
    acts["choose"].setIconText(tr("menu", "Games"))
    add_toolbar(tools)
    ToolbarReset(window, tools)
    bars = _bind_window_look(window, menu_bar, status_bar, table, tools, acts)
    return Menus(acts, bars)


def with_access_key(text: str, taken: set[str]) -> str:
    """``text`` as a menu item whose access key is its first letter no item before it took
    (``taken``, which it joins); a name of letters all taken gets none."""
    plain = text.replace("&", "&&")
    for n, char in enumerate(plain):
        if char.isalnum() and char.lower() not in taken and plain[max(0, n - 1)] != "&":
            taken.add(char.lower())
            return f"{plain[:n]}&{plain[n:]}"
    return plain


def _rules_of_every_game(parent: QWidget, app: Callable[[], App]) -> QMenu:
    """Help ▸ Rules of a game: every game the registry offers, each opening its rules."""
    menu = QMenu(tr("menu", "Rules of a &game"), parent)
    menu.setObjectName("rules-of")
    taken: set[str] = set()
    for info in registry.games():
        action = menu.addAction(with_access_key(game_name(info.id), taken))
        action.setObjectName(f"rules-{info.id}")
        action.triggered.connect(lambda _=False, game=info.id: SHOW_RULES()(app(), game))
    return menu


def _bind_window_look(window: QWidget, menu_bar: QMenuBar, status_bar: QWidget, table: QWidget,
                      tools: QToolBar, acts: dict[str, QAction]) -> FullScreenBars:
    """Full screen, toolbar and status bar follow their checked commands, and the commands
    follow them (the toolbar's own context menu hides it too; a window manager may leave
    full screen)."""
    acts["show_toolbar"].setChecked(True)
    acts["show_status"].setChecked(True)
    # The toolbar follows its command, but for full screen, which hides it (U-6).
    bars = FullScreenBars(window, menu_bar, tools, table, acts["show_toolbar"])

    def toolbar_seen(shown: bool) -> None:
        if not bars.steering:  # the player's own hide or show: the command follows
            check_quietly(acts["show_toolbar"], shown)

    # Emitted for the toolbar's own hide and show, not when the whole window hides.
    tools.visibilityChanged.connect(toolbar_seen)
    acts["show_status"].toggled.connect(status_bar.setVisible)
    acts["fullscreen"].toggled.connect(lambda on: set_full_screen(window, on))
    return bars


def set_full_screen(window: QWidget, on: bool) -> None:
    """Full screen, or back to the window as it was (a maximised one stays maximised)."""
    if on != window.isFullScreen():
        window.setWindowState(window.windowState() ^ Qt.WindowState.WindowFullScreen)


def check_quietly(action: QAction, on: bool) -> None:
    """Show ``on`` in a checkable command without carrying it out again."""
    if action.isChecked() != on:
        action.blockSignals(True)
        action.setChecked(on)
        action.blockSignals(False)

