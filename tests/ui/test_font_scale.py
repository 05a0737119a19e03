"""B-6: the program's own text follows the application font (a desktop's font setting):
with the font 1.5× larger, the status line, the table's labels and the chooser's titles
are drawn larger, and the table still fits an 800×600 window (U-4)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QFontMetricsF  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402

from .helpers import make_window  # noqa: E402
from .positions import spider_near_win  # noqa: E402
from .table_helpers import CODES, played, show  # noqa: E402
from .test_table_fit import _check_inside  # noqa: E402


def _spider(w):
    code, pos = played(GameCode.make("spider", 1, suits=1), 5, 0, 0)
    show(w, code, pos._replace(runs=spider_near_win().runs[:2]))
    w.status.showMessage("Spider: deal 5")
    QApplication.processEvents()


def _heights(qtbot, monkeypatch):
    """Line heights of the status message, the 'deals left' label and the chooser's title."""
    w = make_window(qtbot, size=(800, 600))
    try:
        _spider(w)
        label = w.scene.labels["stock"]
        assert label.text == "5 deals left"
        title = next(c for c in w.chooser.findChildren(QLabel) if c.text() == "Choose a game")
        title.ensurePolished()
        return (
            QFontMetricsF(w.status.message.font()).height(),
            QFontMetricsF(label._font()).height(),
            QFontMetricsF(title.font()).height(),
        )
    finally:
        w.scene.animator.finish()
        w.close()


@pytest.fixture
def larger_font():
    app = QApplication.instance()
    default = app.font()
    big = app.font()
    big.setPointSizeF(default.pointSizeF() * 1.5)

    def use(on: bool) -> None:
        app.setFont(big if on else default)

    yield use
    app.setFont(default)


def test_text_grows_with_the_application_font(qtbot, monkeypatch, larger_font):
    before = _heights(qtbot, monkeypatch)
    larger_font(True)
    after = _heights(qtbot, monkeypatch)
    for what, a, b in zip(("status line", "table label", "chooser title"), before, after, strict=True):
        assert 1.3 <= b / a <= 1.7, f"the {what} went from {a:.1f} to {b:.1f} px high"


@pytest.mark.parametrize("code", CODES, ids=str)
def test_larger_text_still_fits_800x600(qtbot, larger_font, code):
    larger_font(True)
    w = make_window(qtbot, size=(800, 600))
    try:
        for n, step in ((11, 0), (12, 60)):
            show(w, *played(code, n, 3, step))
            _check_inside(w, f"{code} with 1.5× text")
        _spider(w)
        _check_inside(w, "spider's labels with 1.5× text")
    finally:
        w.scene.animator.finish()
        w.close()
