"""X-3: the About dialog names what a bug report needs: the version, the licence, the Python, Qt
and PySide6 versions, and the log's folder (a link that opens it)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QUrl, qVersion
from PySide6.QtWidgets import QLabel

import paciencia
from paciencia.ui.dialogs.about import about_box


def test_about_names_versions_licence_and_log(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PACIENCIA_HOME", str(tmp_path / "a <home> & co"))
    box = about_box(None)
    text = box.text()
    assert f"Paciência {paciencia.__version__}" in text
    assert f"Qt {qVersion()}" in text and f"PySide6 {pyside_version}" in text
    assert f"Python {sys.version.split()[0]}" in text
    assert "GNU GPL, version 3 or later" in text
    folder = tmp_path / "a <home> & co" / "log"
    assert "a &lt;home&gt; &amp; co" in text  # the folder's name, escaped in the rich text
    assert QUrl.fromLocalFile(str(folder)).toString().replace("&", "&amp;") in text
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None and label.openExternalLinks()
