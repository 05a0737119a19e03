"""The About dialog: what the app is, and what a bug report needs (X-3).

It names the version, the licence, the Python, Qt and PySide6 versions the app runs on, and
the folder of the log (``logs.py``), as a link that opens it.
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from ... import __version__
from ...logs import log_dir
from ..text import tr
from .help import about_text

OBJECT_NAME = "about"


def versions_text(log_folder: Path) -> str:
    """The part of the About text a bug report needs."""
    folder = html.escape(str(log_folder))
    link = f'<a href="{html.escape(QUrl.fromLocalFile(str(log_folder)).toString())}">{folder}</a>'
    return tr(
        "help",
        "<p>Python {python} · Qt {qt} · PySide6 {pyside}</p><p>The log of warnings and errors is in {folder}.</p>",
    ).format(python=sys.version.split()[0], qt=qVersion(), pyside=pyside_version, folder=link)


def about_box(parent: QWidget | None) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName(OBJECT_NAME)
    box.setWindowTitle(tr("window", "About Paciência"))
    box.setIconPixmap(box.windowIcon().pixmap(64, 64))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text(__version__) + versions_text(log_dir()))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box


def show_about(parent: QWidget | None) -> None:
    about_box(parent).exec()
