"""The app's name to the desktop (issue 24, X-3), given before the first window is made."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from ... import APP_ID, __version__


def identify() -> None:
    """Name the app to the desktop as its desktop entry does (issue 24, X-3): the Wayland app
    id and the X11 WM_CLASS are both the app id, the desktop file's name and its
    ``StartupWMClass``, so that docks and task bars put the window under its launcher.

    Qt takes the Wayland app id (and the X11 ``_GTK_APPLICATION_ID``) from the desktop file
    name, and the class part of WM_CLASS from the application name, read when the first window
    is made; the name people read stays "Paciência" (the display name, which Qt adds to
    dialog titles on Linux)."""
    QCoreApplication.setApplicationName(APP_ID)
    QCoreApplication.setOrganizationName("Paciência")
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setApplicationDisplayName("Paciência")
    QGuiApplication.setDesktopFileName(APP_ID)
