import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from .helpers import make_window  # noqa: E402


@pytest.fixture(autouse=True)
def _no_translators_left():
    """A test that launches the app (its bootstrap installs the player's language) takes its
    translators out after it: the next test starts with the untranslated source strings, as
    it would alone (the order of the tests does not change what they see)."""
    yield
    import sys

    i18n = sys.modules.get("paciencia.ui.launch.i18n")
    if i18n is not None:
        i18n.remove_translators()


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    yield w
    w.scene.animator.finish()
    w.close()


@pytest.fixture(autouse=True)
def abandon_questions(monkeypatch):
    """C-13 asks before a game in progress is given up; a modal box would wait for ever
    offscreen. By default the test's player answers "abandon" or "restart" (what these
    tests mean when they replace a game); the questions asked are listed for tests that look."""
    from paciencia.ui.window import commands

    asked: list[str] = []

    def answerer(question):
        def answer(parent):
            asked.append(question)
            return True

        return answer

    monkeypatch.setattr(commands, "ask_abandon", answerer("abandon"))
    monkeypatch.setattr(commands, "ask_restart", answerer("restart"))  # "Restart this deal?" (issue 37 §8)
    return asked
