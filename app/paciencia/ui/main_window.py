"""The main window (U-5, U-6): a view of the app's controller (a process gets one through :mod:`.launch`).

The window holds the widgets (chooser, table, banner, status line, menus and
toolbar) and shows what the controller (:mod:`.controller`) and its session
say; every request goes to the controller. Commands behind the menus that open
dialogs live in :mod:`.commands`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QMainWindow

from .. import trace
from . import relaunch, window_state

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QCloseEvent, QImage, QKeyEvent, QResizeEvent
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..core.any_game import AnyGame
    from ..decks.renderer import CardRenderer
    from ..play.flow import GameFlow
    from ..play.questions import Question
    from ..storage.files import StoredFileError
    from ..storage.settings import Settings
    from .access.install import Access
    from .access.look import TableLook
    from .chooser import GameChooser
    from .controller import AppController
    from .full_screen import FullScreenBars
    from .playback import Playback
    from .playback_bar import PlaybackBar
    from .scene.table_scene import TableScene
    from .sound.table_sounds import TableSounds
    from .status import Banner, StatusLine
    from .table_view import TableView
    from .verdict import LiveVerdict

# The modules the table needs are imported by MainWindow.build(), not here: a launch that
# shows the picture of the table it resumes (relaunch.py) paints it before importing them.
# So are the Qt names the picture does not need: PySide makes each Qt type on its first
# look-up, and the ``Qt`` namespace alone costs 40 ms (its enums).

__all__ = ["MainWindow", "renderer_for"]

TABLE_PARTS = frozenset({"scene", "view", "banner", "controller", "playback_bar", "look"})
"""The window's attributes made by :meth:`MainWindow.build_table` (:mod:`.window_table`)."""
AID_PARTS = frozenset({"verdict", "playback", "access", "sound"})
"""Those made by :meth:`MainWindow.build_aids` (:mod:`.window_aids`), with the table or
just after its first frame."""


def renderer_for(settings: Settings) -> CardRenderer:
    """Built-in, system or imported deck by its settings key; classic (with a notice) if unusable."""
    from ..decks.choice import renderer_for_keys

    return renderer_for_keys(settings.deck, settings.back)


class MainWindow(QMainWindow):
    scene: TableScene
    view: TableView
    banner: Banner
    status: StatusLine
    controller: AppController
    playback_bar: PlaybackBar
    full_screen_bars: FullScreenBars
    look: TableLook
    verdict: LiveVerdict
    playback: Playback
    access: Access
    sound: TableSounds
    flow: GameFlow
    renderer: CardRenderer
    built = False  # until build(): Qt calls the overrides below from the constructor on
    table_built = False  # until build_table()
    aids_built = False  # until build_aids()
    cover: relaunch.Cover | None = None

    def __init__(self, settings: Settings | None = None, *, picture: QImage | None = None,
                 table: bool = True, notice: StoredFileError | None = None, aids: bool = True) -> None:
        """The whole window; with ``picture`` only that picture (:mod:`.relaunch`), the
        rest being made by :meth:`build` once the picture is on screen; without ``table``,
        everything but the table (:meth:`build`); without ``aids``, the table without its
        aids (:meth:`build_aids`). ``notice``: why the settings given could not be read as
        stored (told with the other files set aside, T-3)."""
        super().__init__()
        self.setWindowTitle("Paciência")
        self.cover = relaunch.Cover(self, picture) if picture is not None else None
        if picture is None:
            self.resize(1280, 800)
            self.build(settings, table, notice, aids)

    def build(self, settings: Settings | None = None, table: bool = True,
              notice: StoredFileError | None = None, aids: bool = True) -> None:
        """The window's frame (menus, toolbar, status line, the pages) and, unless ``table``
        is False, the table (with its aids unless ``aids`` is False). Without it the window
        can show the chooser alone (a first launch, :mod:`.bootstrap`); the table is built
        by :meth:`build_table` after that first frame, or as soon as anything asks for a
        part of it; so are the aids, after the table's first frame (:mod:`.window_aids`)."""
        from PySide6.QtWidgets import QStackedWidget, QWidget

        from ..play.flow import GameFlow
        from ..storage.settings import load_settings
        from . import actions
        from .status import StatusLine

        if settings is None:
            settings, notice = load_settings()
        self.flow = GameFlow(settings)
        if notice is not None:
            self.flow.notices.insert(0, notice)
        self.renderer = renderer_for(settings)
        self.notice_box: QMessageBox | None = None
        self.deck_notice_text = ""  # the last deck the table refused, and why
        self.status = StatusLine()
        self.setStatusBar(self.status)
        # The chooser (page 0) is built when first wanted (:attr:`chooser`), not for a
        # launch that resumes a game: the first frame waits for nothing it does not show
        # (issue 11). Until then an empty page holds its place; so does one for the table.
        self._chooser: GameChooser | None = None
        self.pages = QStackedWidget()
        self._placeholder = QWidget()
        self._table_placeholder = QWidget()
        self.pages.addWidget(self._placeholder)
        self.pages.addWidget(self._table_placeholder)
        self.pages.setCurrentIndex(1)
        self.setCentralWidget(self.pages)
        self.acts = actions.build(self)
        self.built = True
        if table:
            self.build_table(aids)
        else:
            self.update_figures()

    def build_table(self, aids: bool = True) -> None:
        """The table and what works on it (:mod:`.window_table`), once; its aids too, unless
        ``aids`` is False."""
        if not self.table_built:
            from .window_table import build_table

            # Set first: a part asked for while the table is being built must not build it
            # again. (Should the build fail, the error is told by the crash reporter.)
            self.table_built = True
            build_table(self)
            if self.chooser_shown():
                self.controller.session.pause()  # a game dealt later starts its clock on the table
            self.apply_look()
            self.update_figures()
            if self.cover is not None:
                self.cover.raise_()  # over the menus and bars just made
        if aids:
            self.build_aids()

    def build_aids(self) -> None:
        """The live verdict, playback, accessibility and sound (:mod:`.window_aids`), once,
        on the table (built first if it is not yet)."""
        if not self.table_built:
            self.build_table()
        elif not self.aids_built:
            from .window_aids import build_aids

            self.aids_built = True  # as for the table: asked for while being built, not again
            build_aids(self)
            self.update_figures()

    def put_table(self, table: QWidget) -> None:
        """The table's page in the place kept for it (the page shown stays shown)."""
        shown = self.pages.currentIndex()
        self.pages.insertWidget(1, table)
        self.pages.removeWidget(self._table_placeholder)
        self._table_placeholder.deleteLater()
        self.pages.setCurrentIndex(shown)

    if not TYPE_CHECKING:
        def __getattr__(self, name: str) -> object:
            # Called only for an attribute not set: a part of the table asked for before the
            # table was built (a launch that showed the chooser first) builds it now, so that
            # no request is lost or refused in that instant.
            if name in TABLE_PARTS and self.__dict__.get("built") and not self.__dict__.get("table_built"):
                self.build_table()
                return getattr(self, name)
            if name in AID_PARTS and self.__dict__.get("built") and not self.__dict__.get("aids_built"):
                self.build_aids()
                return getattr(self, name)
            attr = getattr(type(self), name, None)
            if isinstance(attr, property) and attr.fget is not None:
                attr.fget(self)  # Python came here because the property raised: raise its own error
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    @property
    def settings(self) -> Settings:
        """The settings in force (the flow holds them)."""
        return self.flow.settings

    @property
    def chooser(self) -> GameChooser:
        """The game chooser (U-6), built the first time it is asked for."""
        if self._chooser is None:
            from .chooser import GameChooser

            chooser = GameChooser(self.renderer, self.flow.current)
            chooser.chosen.connect(lambda game: self.controller.choose(game))
            chooser.daily_status = self.flow.daily_status  # B-4
            chooser.daily.connect(lambda game: self.controller.play_daily(game))
            chooser.game_on_table = self.game_on_table  # a daily tile says "in progress" of it
            chooser.back.connect(self.show_table)
            self.pages.insertWidget(0, chooser)  # the table stays the current page
            self.pages.removeWidget(self._placeholder)
            self._placeholder.deleteLater()
            self._chooser = chooser
        return self._chooser

    @property
    def card_renderer(self) -> CardRenderer:
        """The deck the table draws (and the chooser's previews)."""
        return self.scene.cp.renderer if self.table_built else self.renderer

    # -- what the controller asks of its view (ui/view.py) ---------------------------------
    def widget(self) -> QMainWindow:
        return self

    def ask(self, question: Question) -> bool:
        from . import commands  # C-13's questions, each in its own dialog

        return commands.ask(self, question)

    def say(self, text: str) -> None:
        self.status.say(text)

    def show_banner(self, text: str, action: str) -> None:
        self.banner.show_text(text, action)

    def show_table(self) -> None:
        if self.pages.currentIndex() != 1:
            self.pages.setCurrentIndex(1)
            self.controller.session.resume()
        self.update_figures()
        self.focus_table()

    def show_chooser(self) -> None:
        self.status.clearMessage()  # what was said belongs to the game it hides (issue 37 §11)
        if self.table_built:
            self.controller.session.pause()
        self.chooser.refresh(self.card_renderer)
        self.chooser.set_back(self.table_built and self.controller.session.game is not None)
        self.pages.setCurrentIndex(0)
        self.update_figures()

    def chooser_shown(self) -> bool:
        return self.pages.currentIndex() == 0

    def toggle_chooser(self) -> None:
        """Games (Ctrl+G): the chooser, or back to the game when it is already shown."""
        if self.chooser_shown() and self.controller.session.game is not None:
            self.show_table()
        else:
            self.show_chooser()

    def focus_table(self) -> None:
        self.view.setFocus()

    def bring_to_front(self) -> None:
        self.setWindowState(self.windowState() & ~self.windowState().WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def show_notices(self) -> None:
        """T-3: the player is told once, in plain words, which files were set aside."""
        if self.flow.notices and self.notice_box is None:
            from .notices import notice_box

            self.notice_box = notice_box(self.flow.notices, self)
            self.notice_box.open()

    def warn_unsaved(self, error: str) -> None:
        """T-6: writing failed (a full disk, a folder gone): told once, without stopping play."""
        from .notices import unsaved_box
        from .text import tr

        self.say(tr("window", "Could not save: {error}").format(error=error[:200]))
        unsaved_box(error, self).open()

    def show_deck_notice(self, text: str) -> None:
        """A deck could not be used: say why (the table keeps the deck it has)."""
        self.deck_notice_text = text
        if self._chooser is not None:  # else it shows the deck in use when first built
            self._chooser.refresh(self.card_renderer)
        self.say(text)

    def apply_look(self) -> None:
        """Deck, back, table colour, animation speed, tap setting: at once, the game goes on."""
        s = self.controller.settings
        self.scene.animator.speed = s.animation_speed
        self.controller.session.tap_moves = s.tap_moves
        current = self.scene.pending or self.scene.cp.renderer  # the deck on its way counts
        if (s.deck, s.back) != (current.deck_key, current.back_key):  # else that deck stays
            self.scene.set_renderer(renderer_for(s))
        self.scene.table_colour = s.table
        self.look.set_high_contrast(s.high_contrast)  # T-1: with the table, not its aids
        if self.aids_built:  # else it takes the settings when made
            self.sound.apply(s)
        self.view.resetCachedContent()
        self.scene.update()
        if self._chooser is not None:
            self._chooser.refresh(self.card_renderer)
        if self.controller.session.game is not None:
            self.scene.set_position(self.controller.session.state(), animate=False)
        if self.aids_built:
            self.verdict.refresh()  # the setting for games with hidden cards may have changed

    def update_figures(self) -> None:
        """The status line, the title and which commands can act now (U-5, U-6)."""
        from .figures import action_states, figures

        session = self.controller.session if self.table_built else None
        game = session.game if session is not None else None
        elapsed = session.elapsed() if session is not None else 0.0
        shown = figures(game, elapsed, daily=self.aids_built)  # B-4 once the first frame is up (issue 11)
        if game is None or self.chooser_shown():
            self.status.clear_figures()  # U-5: the chooser shows no game's figures (issue 37 §11)
        else:
            self.status.set_figures(shown.label, shown.score, shown.moves, shown.seconds, shown.deal)
        self.setWindowTitle(shown.title)
        self.setAccessibleName(shown.title)  # U-5: a screen reader hears the short title too
        states = action_states(
            game, self.chooser_shown(), playback=self.aids_built and self.playback.active,
            rewind=self.aids_built and self.verdict.rewind_index() is not None,
        )
        for name, (visible, enabled) in states.items():
            if name in self.acts:
                self.acts[name].setVisible(visible)
                self.acts[name].setEnabled(enabled)

    def banner_action(self, kind: str) -> None:
        from ..core.kinds import BannerAction

        if kind == BannerAction.RESIGN:
            self.controller.resign()
        elif kind == BannerAction.GO_BACK:
            self.verdict.go_back()  # Edit's one way back (issue 37 §12)
        elif kind == BannerAction.NEW_DEAL:
            self.controller.new_game()

    # -- keys that cannot act now say why (issue 11) ------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        from .window_keys import answer_key

        if answer_key(self, event):
            event.accept()
            return
        super().keyPressEvent(event)

    def game_on_table(self) -> AnyGame | None:
        """The game on the table; None, without building the table, before it is built."""
        return self.controller.session.game if self.table_built else None

    # -- C-7: the clock pauses while minimised ---------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        from PySide6.QtCore import QEvent  # made by now: a change comes after the first frame

        if self.built and event.type() == QEvent.Type.WindowStateChange:
            from .actions import check_quietly

            check_quietly(self.acts["fullscreen"], self.isFullScreen())
            self.full_screen_bars.follow()  # the bars hidden, and a way out, in full screen
            if not self.table_built:
                pass  # no clock yet: the chooser alone is shown
            elif self.isMinimized():
                self.controller.session.pause()
            elif not self.chooser_shown():
                self.controller.session.resume()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        if self.cover is not None:
            self.cover.setGeometry(self.rect())
        super().resizeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        trace.mark("close")
        if self.built:
            picture = relaunch.grab(self) if self._table_as_resumed() else None
            if self.table_built:
                self.controller.shutdown()
            trace.mark("saved")
            relaunch.store(self, picture, window_state.bars_shown(self.acts))
        super().closeEvent(event)

    def _table_as_resumed(self) -> bool:
        """Whether the window shows what the next launch shows first: the table of a game in
        progress, with nothing over it that a launch does not bring back."""
        game = self.controller.session.game if self.table_built else None
        return (game is not None and not game.over and not self.chooser_shown()
                and not (self.aids_built and self.playback.active)
                and not self.banner.isVisible() and not self.isMinimized() and not self.isFullScreen()
                and QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None)
