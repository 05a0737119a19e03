"""Importing and removing decks from the preferences (T-2): the Import… button
with its file/folder menu, the removal question, and the import itself, done by
``paciencia decks --import`` in a child process with a time limit
(:mod:`~paciencia.decks.deck_job`): validating a large deck takes seconds and
holds Python's lock, and a stranger's deck must never be able to hang the window."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QProcess, QProcessEnvironment, QTimer
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QPushButton, QWidget

from ...decks import child, deck_job
from ...decks.importer import remove_deck
from ...decks.refusals import MSG_CHILD_FAILED, DeckError, deck_reason
from ..text import tr


def import_button(parent: QWidget, on_path: Any) -> QPushButton:
    """Import… with a menu: a deck file (AisleRiot/KDE SVG) or a folder (KDE, PySol).

    A push button with a menu, like Remove beside it: its size counts the menu arrow
    beside the text (a tool button's instant popup drew the arrow over the text)."""
    button = QPushButton(tr("prefs", "&Import…"), parent)
    button.setObjectName("import-deck")
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


_running: set[QProcess] = set()  # imports under way: each QProcess lives until it has answered


def do_import(path: Path, callback: Any, time_limit_s: float = deck_job.TIME_LIMIT_S) -> None:
    """Validate and copy the deck in a child process; ``callback(DeckEntry | DeckError)`` on
    the UI thread, at the latest after ``time_limit_s``."""
    proc = QProcess()
    env = QProcessEnvironment()
    for name, value in child.environment(dict(os.environ)).items():
        env.insert(name, value)
    proc.setProcessEnvironment(env)
    proc.setWorkingDirectory(child.working_dir())
    proc.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
    timer = QTimer(proc)
    timer.setSingleShot(True)
    answered: list[bool] = []

    def answer(result: Any) -> None:
        if answered:
            return
        answered.append(True)
        timer.stop()
        _running.discard(proc)
        if proc.state() != QProcess.ProcessState.NotRunning:
            proc.kill()
        proc.deleteLater()
        callback(result)

    def finished(*_: Any) -> None:
        if answered:
            return  # killed at the time limit: already answered
        try:
            reply = deck_job.reply_from(bytes(proc.readAllStandardOutput().data()[:deck_job.MAX_REPLY]))
        except DeckError as e:
            answer(e)
            return
        answer(reply.entry if reply.usable and reply.entry is not None else reply.error)

    def failed(error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            answer(DeckError(deck_reason(MSG_CHILD_FAILED, error=proc.errorString())))

    timer.timeout.connect(lambda: answer(deck_job.too_slow(time_limit_s).error))
    proc.finished.connect(finished)
    proc.errorOccurred.connect(failed)
    _running.add(proc)
    program, args = deck_job.command("import", path.absolute())
    timer.start(int(time_limit_s * 1000))
    proc.start(program, args)


def do_remove(key: str) -> None:
    remove_deck(key)
