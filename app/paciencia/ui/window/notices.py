"""What the window tells of the player's files: T-3, a stored file that could not be read,
told once in plain words; T-6, files that cannot be written right now."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ...storage.files import FOLDER_PROBLEM, StoredFileError
from ..text import tr, tr_n


def notice_box(notices: list[StoredFileError], parent: QWidget) -> QMessageBox:
    """T-3: which files were set aside, and what became of them (the details: where)."""
    box = QMessageBox(
        QMessageBox.Icon.Information, tr("notices", "Some saved data could not be read"),
        notice_text(notices), QMessageBox.StandardButton.Ok, parent,
    )
    box.setObjectName("notice")
    box.setDetailedText(details(notices))
    return box


def unsaved_box(error: str, parent: QWidget) -> QMessageBox:
    """T-6: writing failed (a full disk, a folder gone); play goes on, nothing saved is lost."""
    text = tr(
        "window", "Paciência cannot write its files right now, so your game and results stay in memory. "
        "They will be saved as soon as writing works again (for example once the disk has free space); "
        "nothing saved before is lost.",
    )
    box = QMessageBox(QMessageBox.Icon.Warning, tr("window", "Cannot save"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("unsaved")
    if error:
        box.setDetailedText(error)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return box


def what_happened(notice: StoredFileError) -> str:
    name = notice.path.name
    if notice.problem == FOLDER_PROBLEM:
        return tr(
            "notices", "Paciência cannot keep its files in {folder}: it is a file, not a folder. It was left as it "
            "is; until it is moved away, this session's game, results and preferences are not saved.",
        ).format(folder=str(notice.path))
    if notice.salvaged is not None:
        return tr_n(
            "notices", "The end of the game you were playing could not be read: it goes on from where it was "
            "after %n move.", notice.salvaged,
        )
    if notice.refused:
        return tr(
            "notices", "Some of your preferences were not allowed values ({fields}), so the usual ones "
            "are used for them; the others are as you left them.",
        ).format(fields=", ".join(notice.refused[:6]) + (" …" if len(notice.refused) > 6 else ""))
    return {
        "settings.json": tr("notices", "Your preferences could not be read, so the usual ones are used."),
        "statistics.json": tr("notices", "Your statistics could not be read, so they start again from zero."),
        "leaderboard.json": tr("notices", "The leaderboard could not be read, so it starts empty."),
        "saved_game.json": tr("notices", "The game you were playing could not be read, so it cannot go on."),
    }.get(name, tr("notices", "The file {name} could not be read.").format(name=name))


def notice_text(notices: list[StoredFileError]) -> str:
    """One message for every file set aside at start."""
    lines = []
    for n in notices:
        line = what_happened(n)
        if n.moved_to is not None and n.newer:  # issue 36 §8: not damaged, and kept whole
            line += " " + tr(
                "notices", "It was written by a newer version of Paciência; it is kept, unchanged, as {file}.",
            ).format(file=n.moved_to.name)
        elif n.moved_to is not None and n.salvaged is not None:
            line += " " + tr("notices", "A copy of the damaged file was kept as {file}.").format(file=n.moved_to.name)
        elif n.moved_to is not None:
            line += " " + tr("notices", "The damaged file was kept as {file}.").format(file=n.moved_to.name)
        lines.append(line)
    return "\n\n".join(lines + [tr("notices", "Everything else is as you left it.")])


def details(notices: list[StoredFileError]) -> str:
    """For the curious: where the files are and what was wrong with them (not translated)."""
    return "\n".join(f"{n.moved_to or n.path}: {n.problem}" for n in notices)
