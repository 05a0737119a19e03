"""The window (U-5, U-6): its frame (menus, toolbar, status line), the game chooser and the
table, shown as the controller (:mod:`.controller`) and its session say; every request goes
to the controller. It is the controller's :class:`~.view.View`.

:class:`Window` shows what it is given and makes none of the table's parts: the composition
root (:class:`.main_window.MainWindow`) makes the table, its controller and its aids, and
wires them. The table is :attr:`Window.table`, None while a first launch shows the chooser
alone; whatever needs the table then asks for it (:meth:`Window.require_table`), and so for
its aids (:meth:`Window.require_aids`). Commands behind the menus that open dialogs live in
:mod:`.commands`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QMainWindow

from ... import trace
from ..launch import relaunch
from . import window_state

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QAction, QCloseEvent, QImage, QKeyEvent, QResizeEvent
    from PySide6.QtWidgets import QMessageBox, QStackedWidget, QWidget

    from ...core.played import PlayedGame
    from ...decks.renderer import CardRenderer
    from ...play.flow import GameFlow
    from ...play.questions import Question
    from ...storage.settings import Settings
    from ..chooser.game_chooser import GameChooser
    from ..table.table_widget import TableAids, TableWidget
    from .full_screen import FullScreenBars
    from .status import StatusLine

# The modules the frame needs are imported by Window.build_frame(), not here: a launch that
# shows the picture of the table it resumes (relaunch.py) paints it before importing them.
# So are the Qt names the picture does not need: PySide makes each Qt type on its first
# look-up, and the ``Qt`` namespace alone costs 40 ms (its enums).

__all__ = ["Window", "renderer_for"]


def renderer_for(settings: Settings) -> CardRenderer:
    """Built-in, system or imported deck by its settings key; classic (with a notice) if unusable."""
    from ...decks.choice import renderer_for_keys

    return renderer_for_keys(settings.deck, settings.back)


class Window(QMainWindow):
    """The window, with the picture of a resumed table (``picture``) until its frame is built
    (:meth:`build_frame`), and its table once it is (:meth:`require_table`). Making the table
    and its aids is the composition root's (:meth:`assemble_table`, :meth:`assemble_aids`)."""

    status: StatusLine
    pages: QStackedWidget
    acts: dict[str, QAction]
    full_screen_bars: FullScreenBars
    flow: GameFlow
    notice_box: QMessageBox | None
    deck_notice_text: str
    cover: relaunch.Cover | None = None
    table: TableWidget | None = None
    """The table, once it is made (:meth:`require_table`); None while the chooser is shown alone."""
    _framed = False  # until build_frame(): Qt calls the overrides below from the constructor on

    def __init__(self, picture: QImage | None = None) -> None:
        """The window; with ``picture`` only that picture (:mod:`.relaunch`) until the frame is
        built, once the picture is on screen."""
        super().__init__()
        self.setWindowTitle("Paciência")
        self.cover = relaunch.Cover(self, picture) if picture is not None else None
        if picture is None:
            self.resize(1280, 800)

    def build_frame(self, flow: GameFlow, renderer: Callable[[], CardRenderer]) -> None:
        """The window's frame: menus, toolbar, status line and the pages (the chooser, made
        when first shown, and the table's place). ``flow``: the game flow and its settings;
        ``renderer``: makes the deck the table will draw, and the chooser's previews, when first
        needed (a first launch's chooser shows the shipped previews of a built-in deck first)."""
        from PySide6.QtWidgets import QStackedWidget, QWidget

        from . import actions
        from .status import StatusLine

        self.flow = flow
        self._make_renderer = renderer
        self._renderer: CardRenderer | None = None
        self.notice_box = None
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
        commands = actions.Commands(lambda: self.require_table().controller, self.require_aids, self.toggle_chooser)
        menus = actions.build(self, self.menuBar(), self.status, self.pages, self.addToolBar, commands,
                              self.settings.sound)
        self.acts, self.full_screen_bars = menus.acts, menus.full_screen_bars
        self._act_states: dict[str, tuple[bool, bool]] = {}  # (visible, enabled) last given to Qt
        self._framed = True

    @property
    def settings(self) -> Settings:
        """The settings in force (the flow holds them)."""
        return self.flow.settings

    # -- the table and its aids --------------------------------------------------------
    def assemble_table(self) -> TableWidget:
        """Make and wire the table (the composition root's: :class:`.main_window.MainWindow`)."""
        raise NotImplementedError

    def assemble_aids(self, table: TableWidget) -> TableAids:
        """Make and wire ``table``'s aids (the composition root's)."""
        raise NotImplementedError

    def require_table(self) -> TableWidget:
        """The table, made now with its aids if it is not yet: a first launch shows the chooser
        alone, and makes the table after that first frame, or as soon as a request needs it."""
        table = self.table
        if table is None:
            table = self.add_table()
            self.require_aids()
        return table

    def add_table(self) -> TableWidget:
        """Make the table and show it in its place, without its aids (a launch makes them
        after the table's first frame: :meth:`require_aids`)."""
        assert self.table is None, "the table is made once"
        table = self.table = self.assemble_table()
        self._put_table(table)
        if self.chooser_shown():
            table.session.table.clock.pause()  # a game dealt later starts its clock on the table
        self.apply_look()
        self.update_figures()
        if self.cover is not None:
            self.cover.raise_()  # over the menus and bars just made
        return table

    def require_aids(self) -> TableAids:
        """The table's aids, made now (with the table, if need be) if they are not yet."""
        table = self.table if self.table is not None else self.add_table()
        if table.aids is None:
            table.aids = self.assemble_aids(table)
            self.update_figures()
        return table.aids

    def _put_table(self, table: QWidget) -> None:
        """The table's page in the place kept for it (the page shown stays shown)."""
        shown = self.pages.currentIndex()
        self.pages.insertWidget(1, table)
        self.pages.removeWidget(self._table_placeholder)
        self._table_placeholder.deleteLater()
        self.pages.setCurrentIndex(shown)

    @property
    def chooser(self) -> GameChooser:
        """The game chooser (U-6), built the first time it is asked for."""
        if self._chooser is None:
            from ..chooser.game_chooser import GameChooser

            chooser = GameChooser(lambda: self.card_renderer, self.flow.current)
            chooser.chosen.connect(lambda game: self.require_table().controller.choose(game))
            chooser.daily_status = self.flow.daily_status  # B-4
            chooser.daily.connect(lambda game: self.require_table().controller.play_daily(game))
            chooser.game_on_table = self.game_on_table  # a daily tile says "in progress" of it
            chooser.back.connect(self.show_table)
            self.pages.insertWidget(0, chooser)  # the table stays the current page
            self.pages.removeWidget(self._placeholder)
            self._placeholder.deleteLater()
            self._chooser = chooser
        return self._chooser

    @property
    def renderer(self) -> CardRenderer:
        """The deck of the settings, made the first time it is asked for."""
        if self._renderer is None:
            self._renderer = self._make_renderer()
        return self._renderer

    @property
    def card_renderer(self) -> CardRenderer:
        """The deck the table draws (and the chooser's previews)."""
        return self.table.scene.cp.renderer if self.table is not None else self.renderer

    # -- what the controller asks of its view (ui/window/view.py) ---------------------------------
    def widget(self) -> QMainWindow:
        return self

    def ask(self, question: Question) -> bool:
        from . import commands  # C-13's questions, each in its own dialog

        return commands.ask(self, question)

    def say(self, text: str) -> None:
        self.status.say(text)

    def show_banner(self, text: str, action: str) -> None:
        self.require_table().banner.show_text(text, action)

    def show_table(self) -> None:
        if self.pages.currentIndex() != 1:
            self.pages.setCurrentIndex(1)
            self.require_table().session.table.clock.resume()
        self.update_figures()
        self.focus_table()

    def show_chooser(self) -> None:
        self.status.clearMessage()  # what was said belongs to the game it hides (issue 37 §11)
        if self.table is not None:
            self.table.session.table.clock.pause()
        made = self.table is not None or self._renderer is not None
        self.chooser.refresh(self.card_renderer if made else None)  # else loaded when first needed
        self.chooser.set_back(self.game_on_table() is not None)
        self.pages.setCurrentIndex(0)
        self.update_figures()

    def chooser_shown(self) -> bool:
        return self.pages.currentIndex() == 0

    def toggle_chooser(self) -> None:
        """Games (Ctrl+G): the chooser, or back to the game when it is already shown."""
        if self.chooser_shown() and self.game_on_table() is not None:
            self.show_table()
        else:
            self.show_chooser()

    def focus_table(self) -> None:
        self.require_table().view.setFocus()

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
        from ..text import tr
        from .notices import unsaved_box

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
        table = self.require_table()
        s = self.settings
        scene, session = table.scene, table.session
        scene.animator.speed = s.animation_speed
        session.table.tap_moves = s.tap_moves
        current = scene.pending or scene.cp.renderer  # the deck on its way counts
        if (s.deck, s.back) != (current.deck_key, current.back_key):  # else that deck stays
            scene.set_renderer(renderer_for(s))
        scene.table_colour = s.table
        table.look.set_high_contrast(s.high_contrast)  # T-1: with the table, not its aids
        if table.aids is not None:  # else they take the settings when made
            table.aids.sound.apply(s)
        table.view.resetCachedContent()
        scene.update()
        if self._chooser is not None:
            self._chooser.refresh(self.card_renderer)
        if session.table.game is not None:
            scene.set_position(session.state(), animate=False)
        if table.aids is not None:
            table.aids.verdict.refresh()  # the setting for games with hidden cards may have changed

    def update_figures(self) -> None:
        """The status line, the title and which commands can act now (U-5, U-6)."""
        from .figures import action_states, figures

        table = self.table
        aids = table.aids if table is not None else None
        game = table.session.table.game if table is not None else None
        elapsed = table.session.table.clock.elapsed() if table is not None else 0.0
        shown = figures(game, elapsed, daily=aids is not None)  # B-4 once the first frame is up (issue 11)
        if game is None or self.chooser_shown():
            self.status.clear_figures()  # U-5: the chooser shows no game's figures (issue 37 §11)
        else:
            self.status.set_figures(shown.label, shown.score, shown.moves, shown.seconds, shown.deal)
        self.setWindowTitle(shown.title)
        self.setAccessibleName(shown.title)  # U-5: a screen reader hears the short title too
        states = action_states(
            game, self.chooser_shown(), playback=aids is not None and aids.playback.active,
            rewind=aids is not None and aids.verdict.rewind_index() is not None,
        )
        for name, state in states.items():
            # Only what changed goes to Qt: a launch asks four times before its first frame.
            if name in self.acts and self._act_states.get(name) != state:
                self._act_states[name] = state
                self.acts[name].setVisible(state[0])
                self.acts[name].setEnabled(state[1])

    def banner_action(self, kind: str) -> None:
        from ...core.kinds import BannerAction

        if kind == BannerAction.RESIGN:
            self.require_table().controller.resign()
        elif kind == BannerAction.GO_BACK:
            self.require_aids().verdict.go_back()  # Edit's one way back (issue 37 §12)
        elif kind == BannerAction.NEW_DEAL:
            self.require_table().controller.new_game()

    # -- keys that cannot act now say why (issue 11) ------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        from .window_keys import answer_key

        if answer_key(self, event):
            event.accept()
            return
        super().keyPressEvent(event)

    def game_on_table(self) -> PlayedGame | None:
        """The game on the table; None, without making the table, before it is made."""
        return self.table.session.table.game if self.table is not None else None

    # -- C-7: the clock pauses while minimised ---------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        from PySide6.QtCore import QEvent  # made by now: a change comes after the first frame

        if self._framed and event.type() == QEvent.Type.WindowStateChange:
            from .actions import check_quietly

            check_quietly(self.acts["fullscreen"], self.isFullScreen())
            self.full_screen_bars.follow()  # the bars hidden, and a way out, in full screen
            if self.table is None:
                pass  # no clock yet: the chooser alone is shown
            elif self.isMinimized():
                self.table.session.table.clock.pause()
            elif not self.chooser_shown():
                self.table.session.table.clock.resume()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        if self.cover is not None:
            self.cover.setGeometry(self.rect())
        super().resizeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        trace.mark("close")
        if self._framed:
            picture = relaunch.grab(self) if self._table_as_resumed() else None
            if self.table is not None:
                self.table.controller.shutdown()
            trace.mark("saved")
            relaunch.store(self, picture, window_state.bars_shown(self.acts))
        super().closeEvent(event)

    def _table_as_resumed(self) -> bool:
        """Whether the window shows what the next launch shows first: the table of a game in
        progress, with nothing over it that a launch does not bring back."""
        table = self.table
        game = self.game_on_table()
        return (table is not None and game is not None and not game.over and not self.chooser_shown()
                and not (table.aids is not None and table.aids.playback.active)
                and not table.banner.isVisible() and not self.isMinimized() and not self.isFullScreen()
                and QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None)
