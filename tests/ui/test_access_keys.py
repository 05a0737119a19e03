"""U-6: every menu's access keys (the ``&`` letters) are unique within that menu, in
every language the app speaks; the menu titles are unique in the menu bar too."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMenu

from paciencia.storage.settings import Settings
from paciencia.ui.launch import i18n
from paciencia.ui.window.main_window import MainWindow


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Any]:
    yield lambda lang: i18n.install_translators(qapp, lang)
    i18n.remove_translators(qapp)


def access_key(text: str) -> str | None:
    """The letter after a single ``&`` (``&&`` is a literal ampersand), lower-cased."""
    found = re.search(r"(?<!&)&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: list[str]) -> dict[str, list[str]]:
    keys = [(access_key(t), t) for t in texts]
    count = Counter(k for k, _ in keys if k is not None)
    return {k: [t for kk, t in keys if kk == k] for k, n in count.items() if n > 1}


def walk(menu: QMenu, where: str) -> Iterator[tuple[str, list[str]]]:
    """Each menu and submenu: its name and the texts of all its commands, hidden ones too
    (what is hidden depends on the game on the table)."""
    texts = [a.text() for a in menu.actions() if not a.isSeparator()]
    yield where, texts
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from walk(sub, f"{where} > {action.text()}")


@pytest.mark.parametrize("lang", ["en", "pt_BR", "pt_PT"])
def test_access_keys_are_unique_in_every_menu(qtbot: Any, speak: Any, lang: str) -> None:
    speak(lang)
    w = MainWindow(Settings(language=lang, animation_speed="off"))
    qtbot.addWidget(w)
    try:
        bar = w.menuBar()
        titles = [a.text() for a in bar.actions()]
        problems = {"menu bar": clashes(titles)} if clashes(titles) else {}
        menus = 0
        for action in bar.actions():
            menu = action.menu()
            assert isinstance(menu, QMenu)
            for where, texts in walk(menu, action.text()):
                menus += 1
                assert all(access_key(t) for t in texts), f"{where}: a command without an access key: {texts}"
                if clashes(texts):
                    problems[where] = clashes(texts)
        assert menus >= 4
        assert not problems, f"{lang}: {problems}"
    finally:
        w.close()


def test_access_key_reading() -> None:
    assert access_key("Re&sign") == "s"
    assert access_key("Fish && &Chips") == "c"
    assert access_key("No key") is None
    assert clashes(["&Copy", "&Choose", "&New"]) == {"c": ["&Copy", "&Choose"]}
