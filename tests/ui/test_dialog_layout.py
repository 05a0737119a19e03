"""How the dialogs look at their default size (T-1, T-2): no tab mostly empty, no
cramped button."""

from PySide6.QtWidgets import QApplication, QStyle, QWidget

from paciencia.storage.settings import Settings
from paciencia.ui.dialogs.preferences import PreferencesDialog


def _shown(qtbot) -> PreferencesDialog:
    d = PreferencesDialog(Settings(animation_speed="off"))
    qtbot.addWidget(d)
    d.show()
    d.resize(d.sizeHint())  # the size it opens at on a desktop screen
    QApplication.processEvents()
    return d


def test_no_preferences_tab_is_mostly_empty(qtbot):
    d = _shown(qtbot)
    for i in range(d.tabs.count()):
        d.tabs.setCurrentIndex(i)
        QApplication.processEvents()
        page = d.tabs.widget(i)
        used = page.childrenRect().bottom() / page.height()
        assert used >= 0.5, (d.tabs.tabText(i), round(used, 2))


def test_the_import_button_has_room_for_its_text_and_menu_arrow(qtbot):
    d = _shown(qtbot)
    d.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    button = d.findChild(QWidget, "import-deck")
    assert button is not None and button.isVisible()
    style = button.style()
    text = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin)
    assert button.width() >= text + arrow + 2 * margin
