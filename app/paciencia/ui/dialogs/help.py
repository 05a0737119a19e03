"""Help texts: the rules of each game (Help → Rules, F1), the keyboard, about.

The rules are HTML files in each game's package, one per language
(``core/games/<game>/manual/<lang>.html``, read by :mod:`paciencia.core.manual`),
shown in the language of the installed catalogues. The keyboard and about texts
are ``tr("help", …)`` messages translated in the ``.ts`` files: keep each literal
a plain string argument of ``tr`` (lupdate joins adjacent literals, but not a
variable or an f-string). ``{version}`` is filled in after translation.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core.manual import rules_html
from ..i18n import current_language
from ..text import tr


def rules_text(game_id: str) -> str:
    """The rules of one game as HTML, in the player's language (English when not translated).

    The game id names its package, ``paciencia.core.games.<id>``.
    """
    return rules_html(game_id, current_language())


def keyboard_text() -> str:
    return tr(
        "help",
        "<h3>Keyboard</h3><table>"
        "<tr><td><b>Arrow keys</b></td><td>move the focus between cards and piles</td></tr>"
        "<tr><td><b>Enter</b></td><td>pick up the cards under the focus; Enter again puts them down "
        "(on the same pile: to their best place)</td></tr>"
        "<tr><td><b>Escape</b></td><td>let go of the cards</td></tr>"
        "<tr><td><b>Space</b></td><td>draw from the stock / deal</td></tr>"
        "<tr><td><b>Z</b>, Ctrl+Z</td><td>undo</td></tr>"
        "<tr><td>Ctrl+Shift+Z, Ctrl+Y</td><td>redo</td></tr>"
        "<tr><td><b>D</b></td><td>hint</td></tr>"
        "<tr><td><b>A</b></td><td>auto (cards up to the foundations)</td></tr>"
        "<tr><td><b>F2</b></td><td>new game</td></tr>"
        "<tr><td><b>F1</b></td><td>rules of this game</td></tr></table>",
    )


def about_text(version: str) -> str:
    return tr(
        "help",
        "<h3>Paciência {version}</h3><p>Klondike, FreeCell, Spider and Pyramid in one window.</p>"
        "<p>Every deal has a game code: share it and a friend plays the same cards.</p>"
        "<p>Free software under the GNU GPL, version 3 or later.</p>",
    ).format(version=version)


class RulesDialog(QDialog):
    """The rules of one game in a scrollable, resizable window (a message box cannot scroll)."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("window", "Rules"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_text(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        self.resize(560, 620)
