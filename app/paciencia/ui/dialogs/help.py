"""Help texts: the rules of each game (Help → Rules, F1), the keyboard, about.

The rules are HTML files in each game's package, one per language
(``core/games/<game>/manual/<lang>.html``, read by :mod:`paciencia.core.manual`),
shown in the language of the installed catalogues. The keyboard list is built
from the menus' actions and their real shortcuts; its few own words and the
about text are ``tr("help", …)`` messages translated in the ``.ts`` files: keep
each literal a plain string argument of ``tr`` (lupdate joins adjacent
literals, but not a variable or an f-string). ``{version}`` is filled in after
translation.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMenu,
    QMenuBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...core.manual import rules_html
from ..access.jumps import jump_help
from ..aids.record_words import record_heading, record_rule
from ..launch.i18n import current_language
from ..text import every_game, game_name, tr
from ..window.wheel_focus import guard_wheels


def rules_text(game_id: str) -> str:
    """The rules of one game as HTML, in the player's language (English when not translated).

    The game id names its package, ``paciencia.core.games.<id>``.
    """
    return rules_html(game_id, current_language())


def keyboard_text(menus: QMenuBar) -> str:
    """Every keyboard shortcut (C-12): the table's own keys, then each menu's
    commands with the shortcuts their actions really have, in menu order (so
    the list cannot drift from the keys that work)."""
    rows = [
        _row((tr("help", "Arrow keys"),), tr("help", "Move the focus between cards and piles")),
        _row(
            (tr("help", "Enter"),),
            tr("help", "Pick up the cards under the focus; Enter again puts them down "
               "(on the same pile: to their best place)"),
        ),
        _row((tr("help", "Escape"),), tr("help", "Let go of the cards")),
        *(_row((keys,), what) for keys, what in jump_help()),
    ]
    for menu_action in menus.actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        keyed = [a for a in menu.actions() if a.shortcuts()]
        if not keyed:
            continue
        rows.append(f"<tr><td colspan='2'><i>{escape(_plain(menu.title()))}</i></td></tr>")
        for a in keyed:
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in a.shortcuts()]
            rows.append(_row(tuple(keys), _plain(a.text())))
    title = tr("help", "Keyboard")
    return f"<h3>{escape(title)}</h3><table cellspacing='4'>{''.join(rows)}</table>"


def _row(keys: tuple[str, ...], what: str) -> str:
    shown = ", ".join(f"<b>{escape(k)}</b>" for k in keys if k)
    return f"<tr><td>{shown}</td><td>{escape(what)}</td></tr>"


def _plain(text: str) -> str:
    """A menu text without its mnemonic ampersand and trailing ellipsis."""
    return text.replace("&&", "\x00").replace("&", "").replace("\x00", "&").removesuffix("…")


def about_text(version: str) -> str:
    """The About box's words; ``{games}`` is every registered game, named in the language."""
    return tr(
        "help",
        "<h3>Paciência {version}</h3><p>{games} in one window.</p>"
        "<p>Every deal has a game code: share it and a friend plays the same cards.</p>"
        "<p>Free software under the GNU GPL, version 3 or later.</p>",
    ).format(version=version, games=escape(every_game(), quote=False))


class RulesDialog(QDialog):
    """The rules of one game in a scrollable, resizable window (a message box cannot scroll),
    the game on the table's first; its list shows any other game's, as the registry offers
    them (issue 34: the rules of every game are one choice away)."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("window", "Rules"))
        self.games = QComboBox()
        self.games.setObjectName("rules-game")
        for info in registry.games():
            self.games.addItem(game_name(info.id), info.id)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        choice = QFormLayout()
        choice.addRow(tr("window", "&Game:"), self.games)
        box = QVBoxLayout(self)
        box.addLayout(choice)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.games.currentIndexChanged.connect(lambda _=0: self.show_game(str(self.games.currentData())))
        self.show_game(game_id)
        guard_wheels(self)  # the wheel scrolls the rules; the list takes it once focused
        self.browser.setFocus()  # the keys scroll the rules asked for (B-6); Alt+G reaches the list
        self.resize(560, 620)

    def show_game(self, game_id: str) -> None:
        """Show ``game_id``'s rules (its entry chosen in the list)."""
        index = self.games.findData(game_id)
        if index < 0:  # not a game of the list: its first
            index, game_id = 0, str(self.games.itemData(0))
        if index != self.games.currentIndex():
            self.games.setCurrentIndex(index)  # comes back here through the signal
            return
        # B-5: how a win counts, the same words as the statistics window's, after every game's rules
        record = f"<h3>{escape(record_heading(), quote=False)}</h3><p>{escape(record_rule(), quote=False)}</p>"
        self.browser.setHtml(rules_text(game_id) + record)
