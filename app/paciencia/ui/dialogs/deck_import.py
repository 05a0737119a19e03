"""Importing and removing decks from the preferences (T-2): the Import… button
with its file/folder menu, the removal question, and the work done off the UI
thread (validation and copying can take seconds for a large deck)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QToolButton, QWidget

from ...decks.importer import import_deck, remove_deck
from ...decks.render_pool import run_async
from ..text import tr


def import_button(parent: QWidget, on_path: Any) -> QToolButton:
    """Import… with a menu: a deck file (AisleRiot/KDE SVG) or a folder (KDE, PySol)."""
    button = QToolButton(parent)
    button.setObjectName("import-deck")
    button.setText(tr("prefs", "&Import…"))
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    menu = QMenu(button)
    file_action = menu.addAction(tr("prefs", "A deck &file (SVG)…"))
    folder_action = menu.addAction(tr("prefs", "A deck f&older (KDE, PySol)…"))

    def pick_file() -> None:
        path, _ = QFileDialog.getOpenFileName(
            parent, tr("prefs", "Import a card deck"), str(Path.home()),
            tr("prefs", "Card decks (*.svg *.svgz index.desktop config.txt);;All files (*)"))
        if path:
            on_path(Path(path))

    def pick_folder() -> None:
        path = QFileDialog.getExistingDirectory(parent, tr("prefs", "Import a card deck folder"), str(Path.home()))
        if path:
            on_path(Path(path))

    file_action.triggered.connect(pick_file)
    folder_action.triggered.connect(pick_folder)
    button.setMenu(menu)
    return button


def confirm_remove(parent: QWidget, name: str) -> bool:
    answer = QMessageBox.question(
        parent, tr("prefs", "Remove deck"),
        tr("prefs", "Remove the imported deck “{name}”? Its copy in Paciência's data folder is deleted; "
                    "the file you imported it from stays.").format(name=name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def do_import(path: Path, callback: Any) -> None:
    """Validate and copy the deck on a worker; ``callback(DeckEntry | DeckError)``."""
    run_async(lambda: import_deck(path), callback)


def do_remove(key: str) -> None:
    remove_deck(key)
